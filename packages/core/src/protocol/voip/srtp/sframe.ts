import { createDecipheriv } from 'node:crypto'
import { callKeyLength } from '../keys/e2e.js'
import { hkdf } from '../keys/kdf.js'
import { participantId } from '../keys/participant.js'

const tagLength = 16

/**
 * A participant's SFrame key: HKDF-SHA256 with the call key's first half as salt, its second half as input and
 * `e2e sframe key` followed by the participant id as info (whatsapp-rust `sframe.rs`, Android's derivation).
 * A sender encrypts under its peer's key, so a receiver opens frames under its own.
 */
export function sframeKey(callKey: Uint8Array, participant: string): Buffer {
  if (callKey.length !== callKeyLength) throw new Error(`a call key is ${callKeyLength} bytes, got ${callKey.length}`)
  return hkdf(callKey.subarray(16, 32), callKey.subarray(0, 16), `e2e sframe key${participantId(participant)}`, 32)
}

/** The 16-byte GCM nonce of frame `counter`: eight zero bytes, then the counter little-endian. */
export function sframeNonce(counter: bigint): Buffer {
  const nonce = Buffer.alloc(16)
  nonce.writeBigUInt64LE(counter, 8)
  return nonce
}

/** An unsigned LEB128 varint of at most 64 bits and where it ends, or null. */
function readVarint(bytes: Uint8Array, at: number): [bigint, number] | null {
  let value = 0n
  for (let shift = 0n; at < bytes.length && shift < 64n; shift += 7n) {
    const byte = bytes[at++]!
    value |= BigInt(byte & 0x7f) << shift
    if (!(byte & 0x80)) return value < 1n << 64n ? [value, at] : null
  }
  return null
}

/**
 * Opens a payload an Android peer wrapped in SFrame inside SRTP: ciphertext and GCM tag, then a header of two
 * varints (counter, key id) and its own length, not authenticated (whatsapp-rust `sframe.rs`, whose 1:1 calls
 * accept it on receive). Null when the payload is not such a frame, by its header or its tag: it is then plain Opus.
 */
export function openSframe(key: Uint8Array, payload: Uint8Array): Buffer | null {
  const headerLength = payload.at(-1) ?? 0
  if (payload.length < tagLength + 3 || headerLength < 3 || headerLength > payload.length - tagLength - 1) return null
  const headerAt = payload.length - headerLength
  const counter = readVarint(payload, headerAt)
  if (!counter || !readVarint(payload, counter[1])) return null
  const decipher = createDecipheriv('aes-128-gcm', key.subarray(0, 16), sframeNonce(counter[0]))
  decipher.setAuthTag(payload.subarray(headerAt - tagLength, headerAt))
  try {
    return Buffer.concat([decipher.update(payload.subarray(0, headerAt - tagLength)), decipher.final()])
  } catch {
    return null
  }
}
