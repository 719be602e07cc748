import { createPublicKey, type KeyObject, verify } from 'node:crypto'
import { createRequire } from 'node:module'

/** The curve25519-js instance libsignal's curve.js calls (`curveJs.verify` is looked up at each call). */
interface CurveJs {
  verify(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean
}

const P = 2n ** 255n - 19n
/** An Ed25519 public key as SPKI DER: this prefix, then the 32 key bytes (RFC 8410). */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex')

function fromLittleEndian(bytes: Uint8Array): bigint {
  let value = 0n
  for (let i = bytes.length - 1; i >= 0; i--) value = (value << 8n) | BigInt(bytes[i]!)
  return value
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

/** The Edwards y of a Montgomery u, (u - 1) / (u + 1) mod p, little-endian: curve25519-js' convertPublicKey. */
function edwardsY(montgomery: Uint8Array): Buffer {
  const u = fromLittleEndian(montgomery) & ((1n << 255n) - 1n)
  let y = (((u - 1n + P) % P) * power((u + 1n) % P, P - 2n)) % P
  const out = Buffer.alloc(32)
  for (let i = 0; i < 32; i++, y >>= 8n) out[i] = Number(y & 0xffn)
  return out
}

/** Ed25519 keys of the Montgomery keys seen (with the sign bit a signature names): a phone's senders, each converted once. */
const keys = new Map<string, KeyObject>()

function edwardsKey(montgomery: Uint8Array, signBit: number): KeyObject {
  const id = `${Buffer.from(montgomery).toString('base64')}${signBit}`
  let key = keys.get(id)
  if (!key) {
    const y = edwardsY(montgomery)
    y[31]! |= signBit
    key = createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, y]), format: 'der', type: 'spki' })
    if (keys.size >= 10_000) keys.delete(keys.keys().next().value!)
    keys.set(id, key)
  }
  return key
}

/**
 * XEdDSA verification (Signal's "XEdDSA and VXEdDSA", section 2.3) by OpenSSL's Ed25519: the Montgomery key
 * becomes its Edwards twin, whose sign bit the signer kept in the signature's last bit. Same answer as
 * curve25519-js' `verify` for every signature a signer made (OpenSSL also refuses a non-reduced S, which no
 * signer writes), in microseconds instead of milliseconds.
 */
export function verifyXeddsa(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean {
  if (publicKey.length !== 32 || signature.length !== 64) return false
  const unsigned = Buffer.from(signature)
  unsigned[63]! &= 0x7f
  return verify(null, message, edwardsKey(publicKey, signature[63]! & 0x80), unsigned)
}

/**
 * Makes every Signal signature check in this process (libsignal's `verifySignature`, which sender-key messages
 * go through once per receiving device) native. A group message to 1,000 members is 999 such checks in the
 * simulator's phones, each about 5 ms in curve25519-js' pure JS: that, not the engine, was what a group bench
 * measured. For a simulator in its own process (bench/lib/sim-child.mjs): in a process that also runs the
 * engine under test it would change the engine's Baileys too.
 */
export function useNativeSignatureChecks(): void {
  const require = createRequire(createRequire(import.meta.url).resolve('libsignal/src/curve.js'))
  const curve = require('curve25519-js') as CurveJs
  curve.verify = verifyXeddsa
}
