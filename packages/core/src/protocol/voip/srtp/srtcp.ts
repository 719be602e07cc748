import { createHmac, timingSafeEqual } from 'node:crypto'
import { aesCtr, type SrtpKeys } from '../keys/kdf.js'
import { srtpIv } from './iv.js'

/** SRTCP's HMAC-SHA1-80 tag: WhatsApp keeps the standard length for RTCP (whatsapp-rust `e2e_srtp.rs`). */
export const srtcpTagLength = 10
const headerLength = 8
const encryptedFlag = 0x8000_0000

/**
 * One RTCP compound packet protected as SRTCP (RFC 3711 3.4): the first 8 bytes (header and sender SSRC) stay
 * clear, the rest is encrypted under the sender's SSRC and the 31-bit SRTCP index, then the E flag with the
 * index and the tag over all of it.
 */
export function protectSrtcp(keys: SrtpKeys, ssrc: number, index: number, rtcp: Uint8Array): Buffer {
  const body = aesCtr(keys.cipherKey, srtpIv(keys.salt, ssrc, index), rtcp.subarray(headerLength))
  const trailer = Buffer.alloc(4)
  trailer.writeUInt32BE((encryptedFlag | (index & 0x7fff_ffff)) >>> 0)
  const signed = Buffer.concat([rtcp.subarray(0, headerLength), body, trailer])
  const tag = createHmac('sha1', keys.authKey).update(signed).digest().subarray(0, srtcpTagLength)
  return Buffer.concat([signed, tag])
}

/** The RTCP inside an SRTCP packet and its index, or null when it is too short or its tag does not verify. */
export function unprotectSrtcp(keys: SrtpKeys, packet: Uint8Array): { rtcp: Buffer; index: number } | null {
  if (packet.length < headerLength + 4 + srtcpTagLength) return null
  const tagAt = packet.length - srtcpTagLength
  const expected = createHmac('sha1', keys.authKey).update(packet.subarray(0, tagAt)).digest()
  if (!timingSafeEqual(expected.subarray(0, srtcpTagLength), packet.subarray(tagAt))) return null
  const view = Buffer.from(packet.buffer, packet.byteOffset, packet.length)
  const index = view.readUInt32BE(tagAt - 4) & 0x7fff_ffff
  const ssrc = view.readUInt32BE(4)
  const body = aesCtr(keys.cipherKey, srtpIv(keys.salt, ssrc, index), packet.subarray(headerLength, tagAt - 4))
  return { rtcp: Buffer.concat([packet.subarray(0, headerLength), body]), index }
}
