import { createPrivateKey, createPublicKey, diffieHellman, type KeyObject } from 'node:crypto'
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
    privateKey: importPrivateKey(privateKey),
    publicKey: createPublicKey({ key: { kty: 'OKP', crv: 'X25519', x: raw.toString('base64url') }, format: 'jwk' }),
  })
}

/** An X25519 private key in PKCS#8 is this DER prefix and the 32 key bytes (RFC 8410). */
const pkcs8Prefix = Buffer.from('302e020100300506032b656e04220420', 'hex')

const jwkPrivateKey = (key: Buffer) =>
  createPrivateKey({ key: { kty: 'OKP', crv: 'X25519', d: key.toString('base64url'), x: '' }, format: 'jwk' })

/**
 * Node 20 and 22 read only `d` of a private OKP JWK (`x` must be a string, an empty one does), so the import derives
 * nothing. Node 24 checks `x` against `d` and refuses an empty one, but its PKCS#8 import no longer derives the public
 * key either: 55 µs an agreement against 50 with its new raw format, where Node 20 took 625 µs through PKCS#8.
 */
const importPrivateKey: (key: Buffer) => KeyObject = (() => {
  try {
    jwkPrivateKey(Buffer.alloc(32, 1))
    return jwkPrivateKey
  } catch {
    return (key: Buffer) => createPrivateKey({ key: Buffer.concat([pkcs8Prefix, key]), format: 'der', type: 'pkcs8' })
  }
})()
