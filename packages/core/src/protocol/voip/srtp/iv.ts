/**
 * The SRTP counter block (RFC 3711 4.1.1): the 14-byte session salt, the SSRC XORed into bytes 4 to 7 and the
 * 48-bit packet index (rollover counter and sequence number, or the SRTCP index) into bytes 8 to 13; the last
 * two bytes count the blocks of the packet.
 */
export function srtpIv(salt: Uint8Array, ssrc: number, index: number): Buffer {
  const iv = Buffer.alloc(16)
  iv.set(salt.subarray(0, 14))
  iv.writeUInt32BE((iv.readUInt32BE(4) ^ ssrc) >>> 0, 4)
  const high = Math.floor(index / 2 ** 32)
  iv.writeUInt16BE(iv.readUInt16BE(8) ^ (high & 0xffff), 8)
  iv.writeUInt32BE((iv.readUInt32BE(10) ^ index) >>> 0, 10)
  return iv
}
