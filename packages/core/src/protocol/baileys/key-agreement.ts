import { createPrivateKey, createPublicKey, diffieHellman } from 'node:crypto'
import { Curve } from '@whiskeysockets/baileys'

let installed = false

/**
 * Replaces Baileys' `Curve.sharedKey` (X25519), once per process. libsignal's `calculateAgreement`, which it
 * calls, imports both keys as DER before OpenSSL's agreement, and a PKCS#8 import also derives the public key:
 * 420 µs an agreement here against 71 µs with the raw keys imported as JWK, the same OpenSSL agreement. Every login
 * makes three (noise handshake), 16 % of the engine's CPU restoring 1,000 sessions (bench/RESULTS.md, issue 34).
 * Same checks and errors as libsignal: a 32-byte private key, a public key of 32 bytes or 33 with type byte 5.
 *
 * Baileys reaches the agreement through its exported `Curve` object, which is why it is replaced there.
 */
export function installKeyAgreement(): void {
  if (installed) return
  installed = true
  Curve.sharedKey = (privateKey, publicKey) => Buffer.from(agree(Buffer.from(privateKey), Buffer.from(publicKey)))
}

function agree(privateKey: Buffer, publicKey: Buffer): Buffer {
  if (privateKey.byteLength !== 32) throw new Error(`Incorrect private key length: ${privateKey.byteLength}`)
  const raw = publicKey.byteLength === 33 && publicKey[0] === 5 ? publicKey.subarray(1) : publicKey
  if (raw.byteLength !== 32) throw new Error('Invalid public key')
  return diffieHellman({
    // Node reads only `d` of a private OKP key (`x` must be a string): passing the public half would mean deriving it.
    privateKey: createPrivateKey({
      key: { kty: 'OKP', crv: 'X25519', d: privateKey.toString('base64url'), x: '' },
      format: 'jwk',
    }),
    publicKey: createPublicKey({ key: { kty: 'OKP', crv: 'X25519', x: raw.toString('base64url') }, format: 'jwk' }),
  })
}
