import { createHmac, timingSafeEqual } from 'node:crypto'
import { crc32 } from 'node:zlib'

/** The STUN message types of WhatsApp's relay dialect (whatsapp-rust `stun.rs`). */
export const stunType = {
  bindingRequest: 0x0001,
  allocateRequest: 0x0003,
  bindingSuccess: 0x0101,
  bindingError: 0x0111,
  allocateSuccess: 0x0103,
  allocateError: 0x0113,
  /** WhatsApp's keepalive: a bare header, answered with a pong of the same transaction. */
  ping: 0x0801,
  pong: 0x0802,
} as const

export const stunAttribute = {
  messageIntegrity: 0x0008,
  errorCode: 0x0009,
  relayEndpoint: 0x0016,
  xorMappedAddress: 0x0020,
  relayToken: 0x4000,
  streamDescriptors: 0x4024,
  fingerprint: 0x8028,
} as const

const magicCookie = 0x2112_a442
const fingerprintXor = 0x5354_554e

export interface StunAttributeValue {
  readonly type: number
  readonly value: Buffer
}

export interface StunMessage {
  readonly type: number
  readonly transactionId: Buffer
  readonly attributes: readonly StunAttributeValue[]
}

/** One attribute: type, length, value padded to four bytes (RFC 5389 15). */
export function stunAttr(type: number, value: Uint8Array): Buffer {
  const out = Buffer.alloc(4 + value.length + ((4 - (value.length % 4)) % 4))
  out.writeUInt16BE(type, 0)
  out.writeUInt16BE(value.length, 2)
  out.set(value, 4)
  return out
}

function header(type: number, length: number, transactionId: Uint8Array): Buffer {
  const out = Buffer.alloc(20)
  out.writeUInt16BE(type, 0)
  out.writeUInt16BE(length, 2)
  out.writeUInt32BE(magicCookie, 4)
  out.set(transactionId.subarray(0, 12), 8)
  return out
}

/**
 * A STUN message: the attributes, then MESSAGE-INTEGRITY (HMAC-SHA1 under `integrityKey` over the message with
 * its length already counting the attribute) and FINGERPRINT (CRC-32 XOR 0x5354554E) when asked (RFC 5389 15.4,
 * 15.5; whatsapp-rust `encode_stun_request`, pinned by `stun.minimalMi` and `stun.withFp`).
 */
export function encodeStun(
  type: number,
  transactionId: Uint8Array,
  attributes: Uint8Array,
  integrityKey: Uint8Array | null,
  fingerprint: boolean,
): Buffer {
  let body = Buffer.from(attributes)
  if (integrityKey) {
    const mac = createHmac('sha1', integrityKey)
      .update(header(type, body.length + 24, transactionId))
      .update(body)
      .digest()
    body = Buffer.concat([body, stunAttr(stunAttribute.messageIntegrity, mac)])
  }
  if (fingerprint) {
    const crc = crc32(Buffer.concat([header(type, body.length + 8, transactionId), body]))
    const value = Buffer.alloc(4)
    value.writeUInt32BE((crc ^ fingerprintXor) >>> 0)
    body = Buffer.concat([body, stunAttr(stunAttribute.fingerprint, value)])
  }
  return Buffer.concat([header(type, body.length, transactionId), body])
}

/**
 * A whole STUN message, or null: two zero top bits, the magic cookie, a body length that is a multiple of four
 * and present, attributes that stay inside it (whatsapp-rust `is_complete_stun`, `parse_stun_attributes`).
 */
export function parseStun(data: Uint8Array): StunMessage | null {
  if (data.length < 20 || (data[0]! & 0xc0) !== 0) return null
  const view = Buffer.from(data.buffer, data.byteOffset, data.length)
  const length = view.readUInt16BE(2)
  if (view.readUInt32BE(4) !== magicCookie || length % 4 !== 0 || data.length < 20 + length) return null
  const attributes: StunAttributeValue[] = []
  let at = 20
  while (at + 4 <= 20 + length) {
    const size = view.readUInt16BE(at + 2)
    if (at + 4 + size > 20 + length) return null
    attributes.push({ type: view.readUInt16BE(at), value: Buffer.from(view.subarray(at + 4, at + 4 + size)) })
    at += 4 + size + ((4 - (size % 4)) % 4)
  }
  return { type: view.readUInt16BE(0), transactionId: Buffer.from(view.subarray(8, 20)), attributes }
}

/** Whether `message` carries a MESSAGE-INTEGRITY that verifies under `key` (what a relay checks on an allocate). */
export function hasValidIntegrity(data: Uint8Array, key: Uint8Array): boolean {
  const message = parseStun(data)
  if (!message) return false
  let at = 20
  for (const attribute of message.attributes) {
    if (attribute.type === stunAttribute.messageIntegrity) {
      if (attribute.value.length !== 20) return false
      const signed = Buffer.from(data.subarray(0, at))
      signed.writeUInt16BE(at - 20 + 24, 2)
      return timingSafeEqual(createHmac('sha1', key).update(signed).digest(), attribute.value)
    }
    at += 4 + attribute.value.length + ((4 - (attribute.value.length % 4)) % 4)
  }
  return false
}

/** The error code (class × 100 + number) of an error response (RFC 5389 15.6), or null. */
export function stunErrorCode(message: StunMessage): number | null {
  const attribute = message.attributes.find((a) => a.type === stunAttribute.errorCode)
  return attribute && attribute.value.length >= 4 ? attribute.value[2]! * 100 + attribute.value[3]! : null
}
