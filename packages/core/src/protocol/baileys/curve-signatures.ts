import { createHash, createPublicKey, type KeyObject, verify } from 'node:crypto'
import { createRequire } from 'node:module'
import { ed25519 } from '@noble/curves/ed25519.js'

/** The curve25519-js instance libsignal's curve.js calls (`curveJs.sign`/`verify` are looked up at each call). */
interface CurveJs {
  sign(secretKey: Uint8Array, message: Uint8Array, random?: Uint8Array): Uint8Array
  verify(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean
}

const P = 2n ** 255n - 19n
const Point = ed25519.Point
const ORDER = Point.Fn.ORDER
/** An Ed25519 public key as SPKI DER: this prefix, then the 32 key bytes (RFC 8410). */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex')
/** Entries kept by each memo below: converted keys (a session's group senders, its own signing keys) and valid checks. */
const MAX_KEYS = 2048

function fromLittleEndian(bytes: Uint8Array): bigint {
  let value = 0n
  for (let i = bytes.length - 1; i >= 0; i--) value = (value << 8n) | BigInt(bytes[i]!)
  return value
}

function toLittleEndian(value: bigint): Buffer {
  const out = Buffer.alloc(32)
  for (let i = 0; i < 32; i++, value >>= 8n) out[i] = Number(value & 0xffn)
  return out
}

function power(base: bigint, exponent: bigint): bigint {
  let result = 1n
  let b = base % P
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % P
    b = (b * b) % P
  }
  return result
}

const sha512 = (...parts: Uint8Array[]) => {
  const hash = createHash('sha512')
  for (const part of parts) hash.update(part)
  return hash.digest()
}

/** A bounded map: the oldest entry goes when it is full. */
function remember<T>(map: Map<string, T>, key: string, make: () => T): T {
  let value = map.get(key)
  if (value === undefined) {
    value = make()
    if (map.size >= MAX_KEYS) map.delete(map.keys().next().value!)
    map.set(key, value)
  }
  return value
}

const publicKeys = new Map<string, KeyObject>()

/** The Ed25519 key of a Montgomery key, with the sign bit the signature names: curve25519-js' convertPublicKey. */
function edwardsKey(montgomery: Uint8Array, signBit: number): KeyObject {
  return remember(publicKeys, `${Buffer.from(montgomery).toString('base64')}${signBit}`, () => {
    const u = fromLittleEndian(montgomery) & ((1n << 255n) - 1n)
    const y = toLittleEndian((((u - 1n + P) % P) * power((u + 1n) % P, P - 2n)) % P)
    y[31]! |= signBit
    return createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, y]), format: 'der', type: 'spki' })
  })
}

/** Valid signatures checked, by a hash of key, signature and message. */
const verified = new Set<string>()

/**
 * Verifies a Signal signature (libsignal's curve25519 signatures, as curve25519-js' `verify`) with OpenSSL's
 * Ed25519: the Montgomery key becomes its Edwards twin, whose sign bit the signer kept in the signature's last bit.
 * Same answer as curve25519-js for every signature a signer made (OpenSSL also refuses a non-reduced S, which no
 * signer writes), in about 0.1 ms instead of 5-10. A valid answer is a pure function of the three byte strings, so
 * it is remembered for them: every login checks the same server certificate chain twice, sessions of one engine in
 * the same group check the same sender-key message, and so do a simulator's phones. Failures are checked in full.
 */
export function verifyCurveSignature(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean {
  if (publicKey.length !== 32 || signature.length !== 64) return false
  // key and signature have fixed lengths, so the three bytes strings hashed one after the other name one triple
  const id = createHash('sha256').update(publicKey).update(signature).update(message).digest('base64')
  if (verified.has(id)) return true
  const unsigned = Buffer.from(signature)
  unsigned[63]! &= 0x7f
  if (!verify(null, message, edwardsKey(publicKey, signature[63]! & 0x80), unsigned)) return false
  if (verified.size >= MAX_KEYS) verified.delete(verified.values().next().value!)
  verified.add(id)
  return true
}

/** Per private key (by its hash, not its bytes): the clamped scalar's bytes and value, and its Edwards key's bytes. */
const signingKeys = new Map<string, { scalar: Buffer; a: bigint; edwards: Uint8Array }>()

/**
 * Signs as curve25519-js' `sign` without its optional randomness (what libsignal calls, for sender-key messages
 * and signed prekeys): the same bytes for the same key and message. The private key is clamped into the Ed25519
 * scalar a, A = aB keeps its sign bit for the signature's last bit, r = SHA-512(a || M) mod L, R = rB,
 * S = r + SHA-512(R || A || M) a mod L. The two base-point multiplications are @noble/curves' (about 1 ms each
 * here, and A once per key) instead of curve25519-js' pure-JS field arithmetic (about 9 ms a signature).
 */
export function signCurveSignature(privateKey: Uint8Array, message: Uint8Array): Uint8Array {
  const key = remember(signingKeys, createHash('sha256').update(privateKey).digest('base64'), () => {
    const scalar = Buffer.from(privateKey)
    scalar[0]! &= 248
    scalar[31]! &= 127
    scalar[31]! |= 64
    const a = fromLittleEndian(scalar)
    return { scalar, a, edwards: Point.BASE.multiply(a % ORDER).toBytes() }
  })
  const r = fromLittleEndian(sha512(key.scalar, message)) % ORDER
  const encodedR = (r === 0n ? Point.ZERO : Point.BASE.multiply(r)).toBytes()
  const h = fromLittleEndian(sha512(encodedR, key.edwards, message)) % ORDER
  const signature = Buffer.concat([encodedR, toLittleEndian((r + h * key.a) % ORDER)])
  signature[63]! |= key.edwards[31]! & 0x80
  return signature
}

let installed = false

/**
 * Makes every Signal signature in this process, made or checked, fast: libsignal's `calculateSignature` and
 * `verifySignature` call curve25519-js, whose pure-JS field arithmetic costs about 9 ms a signature and 5-10 ms a
 * check. A group message is one signature to send (its sender-key message) and one check per receiving device,
 * so that was about 10 ms of every group send and of every group message received (bench/RESULTS.md, issue 34).
 * The replacements give the same answers (a test holds them to curve25519-js on libsignal's own keys); a call
 * with curve25519-js' optional randomness, which libsignal never passes, keeps the original.
 *
 * libsignal looks the functions up on the curve25519-js module at each call, which is why they are replaced there.
 */
export function installCurveSignatures(): void {
  if (installed) return
  installed = true
  const require = createRequire(createRequire(import.meta.url).resolve('libsignal/src/curve.js'))
  const curve = require('curve25519-js') as CurveJs
  const sign = curve.sign.bind(curve)
  curve.sign = (secretKey, message, random) =>
    random || !(secretKey instanceof Uint8Array) || !(message instanceof Uint8Array) || secretKey.length !== 32
      ? sign(secretKey, message, random)
      : signCurveSignature(secretKey, message)
  curve.verify = verifyCurveSignature
}
