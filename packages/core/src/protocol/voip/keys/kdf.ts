import { createCipheriv, hkdfSync } from 'node:crypto'

/** HKDF-SHA256, the one shape every WhatsApp VoIP derivation reduces to (whatsapp-rust `voip/mod.rs`). */
export const hkdf = (ikm: Uint8Array, salt: Uint8Array, info: string | Uint8Array, length: number): Buffer =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length))

/** AES-128 in counter mode over `data` from the 16-byte counter block `iv`: SRTP's cipher (RFC 3711 4.1.1). */
export function aesCtr(key: Uint8Array, iv: Uint8Array, data: Uint8Array): Buffer {
  const cipher = createCipheriv('aes-128-ctr', key, iv)
  return Buffer.concat([cipher.update(data), cipher.final()])
}

/** SRTP's master key and salt: the 16 and 14 bytes every session key is expanded from. */
export interface SrtpMaster {
  readonly key: Buffer
  readonly salt: Buffer
}

/** One direction's session keys for AES_CM_128 with an HMAC-SHA1 tag. */
export interface SrtpKeys {
  readonly cipherKey: Buffer
  readonly salt: Buffer
  readonly authKey: Buffer
}

/** The RFC 3711 labels (4.3.1): RTP takes 0, 1, 2 (cipher, auth, salt), SRTCP 3, 4, 5. */
export const srtpLabels = { rtp: [0, 1, 2], rtcp: [3, 4, 5] } as const

/** A master split as WhatsApp's 30-byte SRTP keying material lays it out: key, then salt. */
export const splitMaster = (material: Uint8Array): SrtpMaster => ({
  key: Buffer.from(material.subarray(0, 16)),
  salt: Buffer.from(material.subarray(16, 30)),
})

/**
 * The RFC 3711 key derivation with a derivation rate of zero (4.3.1): AES-CM over zeros under the master key,
 * the counter being the master salt with the label in byte 7.
 */
export function expandSessionKeys(master: SrtpMaster, labels: readonly [number, number, number]): SrtpKeys {
  const derive = (label: number, length: number) => {
    const iv = Buffer.alloc(16)
    master.salt.copy(iv, 0, 0, 14)
    iv[7]! ^= label
    return aesCtr(master.key, iv, Buffer.alloc(length))
  }
  return { cipherKey: derive(labels[0], 16), authKey: derive(labels[1], 20), salt: derive(labels[2], 14) }
}
