/** WhatsApp's audio payload type: the negotiated codec (MLow by default, Opus once negotiated) rides in it. */
export const audioPayloadType = 120
/** MLow's redundancy payload type; a peer that sends it insists on MLow. */
export const mlowRedundancyPayloadType = 121
/** The extension profile every WhatsApp RTP header carries, even empty (whatsapp-rust `rtp.rs`). */
export const whatsappExtensionProfile = 0xdebe
/** The one extension word of a DTX (comfort noise) packet. */
export const dtxExtensionWord = 0x3001_0000

export interface RtpHeader {
  readonly marker: boolean
  readonly payloadType: number
  readonly sequence: number
  readonly timestamp: number
  readonly ssrc: number
}

/**
 * An audio RTP header as WhatsApp writes it (whatsapp-rust `rtp.rs`, pinned by `rtp.speechHeader16` and
 * `rtp.dtxHeader20`): the fixed 12 bytes with X set, then the 0xDEBE extension, empty for speech (16 bytes) or
 * holding one word for DTX (20 bytes).
 */
export function encodeAudioHeader(header: RtpHeader, extensionWord: number | null): Buffer {
  const out = Buffer.alloc(extensionWord === null ? 16 : 20)
  out[0] = 0x90
  out[1] = (header.marker ? 0x80 : 0) | (header.payloadType & 0x7f)
  out.writeUInt16BE(header.sequence & 0xffff, 2)
  out.writeUInt32BE(header.timestamp >>> 0, 4)
  out.writeUInt32BE(header.ssrc >>> 0, 8)
  out.writeUInt16BE(whatsappExtensionProfile, 12)
  if (extensionWord !== null) {
    out.writeUInt16BE(1, 14)
    out.writeUInt32BE(extensionWord >>> 0, 16)
  }
  return out
}

/** The fixed fields of an RTP packet and the length of its whole header (CSRCs, extension), or null if not RTP. */
export function parseRtpHeader(packet: Uint8Array): (RtpHeader & { readonly length: number }) | null {
  if (packet.length < 12 || packet[0]! >> 6 !== 2) return null
  const view = Buffer.from(packet.buffer, packet.byteOffset, packet.length)
  let length = 12 + (packet[0]! & 0x0f) * 4
  if (packet[0]! & 0x10) {
    if (packet.length < length + 4) return null
    length += 4 + view.readUInt16BE(length + 2) * 4
  }
  if (packet.length < length) return null
  return {
    marker: (packet[1]! & 0x80) !== 0,
    payloadType: packet[1]! & 0x7f,
    sequence: view.readUInt16BE(2),
    timestamp: view.readUInt32BE(4),
    ssrc: view.readUInt32BE(8),
    length,
  }
}
