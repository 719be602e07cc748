const senderReportType = 200
const sourceDescriptionType = 202
/** Seconds from the NTP epoch (1900) to the Unix epoch. */
const ntpOffset = 2_208_988_800

export interface SenderStats {
  readonly packets: number
  readonly octets: number
  readonly rtpTimestamp: number
}

/** A 28-byte RTCP sender report, no report blocks (RFC 3550 6.4.1; whatsapp-rust `rtcp.rs`, `rtcp.senderReport`). */
export function senderReport(ssrc: number, stats: SenderStats, nowMs: number): Buffer {
  const out = Buffer.alloc(28)
  out[0] = 0x80
  out[1] = senderReportType
  out.writeUInt16BE(6, 2)
  out.writeUInt32BE(ssrc >>> 0, 4)
  out.writeUInt32BE((Math.floor(nowMs / 1000) + ntpOffset) >>> 0, 8)
  out.writeUInt32BE(Math.floor(((nowMs % 1000) / 1000) * 2 ** 32) >>> 0, 12)
  out.writeUInt32BE(stats.rtpTimestamp >>> 0, 16)
  out.writeUInt32BE(stats.packets >>> 0, 20)
  out.writeUInt32BE(stats.octets >>> 0, 24)
  return out
}

/**
 * The 18-byte CNAME native clients send: eleven lowercase hex digits around `@pj` and `.org` (whatsapp-rust
 * `rtcp.rs`, `build_whatsapp_rtcp_cname`), here from six random bytes.
 */
export function whatsappCname(entropy: Uint8Array): Buffer {
  const hex = Buffer.from(entropy.subarray(0, 6)).toString('hex').slice(0, 11)
  return Buffer.from(`${hex.slice(0, 5)}@pj${hex.slice(5)}.org`)
}

/** The 32-byte SDES packet: one chunk with the CNAME, END and padding (RFC 3550 6.5; whatsapp-rust `rtcp.rs`). */
export function sourceDescription(ssrc: number, cname: Uint8Array): Buffer {
  const out = Buffer.alloc(32)
  out[0] = 0x81
  out[1] = sourceDescriptionType
  out.writeUInt16BE(7, 2)
  out.writeUInt32BE(ssrc >>> 0, 4)
  out[8] = 1
  out[9] = cname.length
  out.set(cname.subarray(0, 18), 10)
  return out
}

/** WhatsApp's periodic report: a sender report and the SDES in one compound packet. */
export const senderReportWithCname = (ssrc: number, stats: SenderStats, nowMs: number, cname: Uint8Array): Buffer =>
  Buffer.concat([senderReport(ssrc, stats, nowMs), sourceDescription(ssrc, cname)])

/** The sender SSRC of an RTCP packet, left clear by SRTCP. */
export function rtcpSenderSsrc(packet: Uint8Array): number | null {
  if (packet.length < 8 || packet[0]! >> 6 !== 2) return null
  return Buffer.from(packet.buffer, packet.byteOffset, packet.length).readUInt32BE(4)
}
