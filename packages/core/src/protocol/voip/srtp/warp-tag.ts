import { createHmac, timingSafeEqual } from 'node:crypto'

/** The tag length when the relay block names none (`warp_mi_tag_len`). */
export const defaultWarpTagLength = 4

/**
 * WhatsApp's RTP authentication tag, its WARP message integrity: the first bytes of HMAC-SHA1 under the sender's
 * SRTP auth key over the packet and the rollover counter (RFC 3711's HMAC-SHA1 with a shorter cut; whatsapp-rust
 * `warp.rs`, pinned by `e2e_srtp.warp_mi_tag4`).
 */
export function warpTag(authKey: Uint8Array, packet: Uint8Array, roc: number, length: number): Buffer {
  const rocBytes = Buffer.alloc(4)
  rocBytes.writeUInt32BE(roc >>> 0)
  return createHmac('sha1', authKey).update(packet).update(rocBytes).digest().subarray(0, length)
}

export function verifyWarpTag(authKey: Uint8Array, packet: Uint8Array, roc: number, tag: Uint8Array): boolean {
  const expected = warpTag(authKey, packet, roc, tag.length)
  return tag.length > 0 && timingSafeEqual(expected, tag)
}
