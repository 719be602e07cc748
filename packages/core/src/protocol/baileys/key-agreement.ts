import { createPrivateKey, createPublicKey, diffieHellman } from 'node:crypto'
import { createRequire } from 'node:module'
import { Curve } from '@whiskeysockets/baileys'

/** libsignal's curve module, as its own session code calls it (`curve.calculateAgreement`, looked up at each call). */
interface LibsignalCurve {
  calculateAgreement(pubKey: Buffer, privKey: Buffer): Buffer
}

let installed = false

/**
 * Makes every X25519 agreement in the process cheaper, once per process. libsignal's `calculateAgreement` imports
 * both keys as DER before OpenSSL's agreement, and a PKCS#8 import also derives the public key: 420 µs an agreement
 * here against 71 µs with the raw keys imported as JWK, the same OpenSSL agreement. Every login makes three (noise
 * handshake), 16 % of the engine's CPU restoring 1,000 sessions; every Signal session set up makes four or five
 * (X3DH and the first ratchet: a first message to a 1,000-member group sets up one per member device), and every
 * turn of a conversation's ratchet two (bench/RESULTS.md, issue 34). Same checks and errors as libsignal: Buffers,
 * a 32-byte private key, a public key of 32 bytes or 33 with type byte 5.
 *
 * Replaced where each caller looks it up: Baileys' exported `Curve.sharedKey` (Baileys binds libsignal's function
 * when it loads, so it does not see the second replacement), and the function on libsignal's curve module that its
 * session builder and cipher call.
 */
export function installKeyAgreement(): void {
  if (installed) return
  installed = true
  Curve.sharedKey = (privateKey, publicKey) => Buffer.from(agree(Buffer.from(privateKey), Buffer.from(publicKey)))
  const curve = createRequire(import.meta.url)('libsignal/src/curve.js') as LibsignalCurve
  curve.calculateAgreement = (pubKey, privKey) => {
    if (!Buffer.isBuffer(pubKey)) throw new Error('Invalid public key type')
    if (!Buffer.isBuffer(privKey)) throw new Error('Invalid private key type')
    return agree(privKey, pubKey)
  }
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
