import { relayStreamSlots, streamSsrc } from '../keys/ssrc.js'
import { bytesField, varintField } from './protobuf.js'
import { encodeStun, stunAttr, stunAttribute, stunType } from './message.js'

/**
 * The relay's address as the WhatsApp Web allocate carries it: port XOR 0x2112 then the IPv4 address XOR the magic
 * cookie (RFC 5389's XOR-MAPPED-ADDRESS without family; whatsapp-rust `encode_xor_relay_endpoint`).
 */
export function xorRelayEndpoint(ipv4: string, port: number): Buffer {
  const octets = ipv4.split('.').map(Number)
  if (octets.length !== 4 || octets.some((o) => !Number.isInteger(o) || o < 0 || o > 255))
    throw new Error(`not an IPv4 address: ${ipv4}`)
  const cookie = [0x21, 0x12, 0xa4, 0x42]
  const out = Buffer.alloc(6)
  out.writeUInt16BE(port ^ 0x2112, 0)
  octets.forEach((octet, i) => (out[2 + i] = octet ^ cookie[i]!))
  return out
}

/**
 * `StreamDescriptors` (attribute 0x4024) of WhatsApp Web: one descriptor per relay stream slot with its stream
 * index and sub-type (omitted when zero) and the SSRC (whatsapp-rust `create_wasm_stream_descriptors`).
 */
export function streamDescriptors(ssrcs: readonly number[]): Buffer {
  return Buffer.concat(
    relayStreamSlots.map(({ stream, subType }, i) =>
      bytesField(
        1,
        Buffer.concat([
          stream ? varintField(1, stream) : Buffer.alloc(0),
          subType ? varintField(2, subType) : Buffer.alloc(0),
          varintField(3, ssrcs[i]!),
        ]),
      ),
    ),
  )
}

/** The SSRCs of a participant's relay streams, in the descriptors' order. */
export const relayStreamSsrcs = (callId: string, participant: string): number[] =>
  relayStreamSlots.map(({ slot }) => streamSsrc(callId, participant, slot))

export interface AllocateInput {
  readonly transactionId: Uint8Array
  /** The `<token>` the chosen endpoint names. */
  readonly token: Uint8Array
  readonly relayAddress: string
  readonly relayPort: number
  /** The relay `<key>` as its text: the relay verifies the HMAC over the base64 text, not the decoded bytes. */
  readonly integrityKey: Uint8Array
  readonly streamSsrcs: readonly number[]
}

/**
 * WhatsApp Web's Allocate on the relay channel: the token (0x4000), the stream descriptors (0x4024), the relay
 * endpoint (0x0016, `00 01` then the XOR address) and MESSAGE-INTEGRITY, no FINGERPRINT (whatsapp-rust
 * `build_wasm_stun_allocate_request`, pinned by `stun.wasmAllocate`).
 */
export function allocateRequest(input: AllocateInput): Buffer {
  const endpoint = Buffer.concat([Buffer.from([0, 1]), xorRelayEndpoint(input.relayAddress, input.relayPort)])
  const attributes = Buffer.concat([
    stunAttr(stunAttribute.relayToken, input.token),
    stunAttr(stunAttribute.streamDescriptors, streamDescriptors(input.streamSsrcs)),
    stunAttr(stunAttribute.relayEndpoint, endpoint),
  ])
  return encodeStun(stunType.allocateRequest, input.transactionId, attributes, input.integrityKey, false)
}

/** WhatsApp's keepalive ping, a bare header (whatsapp-rust `build_whatsapp_ping`, pinned by `stun.ping`). */
export const ping = (transactionId: Uint8Array): Buffer =>
  encodeStun(stunType.ping, transactionId, Buffer.alloc(0), null, false)

/**
 * The answer to the relay's consent check (a binding request, RFC 7675): a binding success of the same
 * transaction with integrity under the relay key and a fingerprint (whatsapp-rust `engine.rs`, `on_stun`).
 */
export const consentAnswer = (transactionId: Uint8Array, integrityKey: Uint8Array): Buffer =>
  encodeStun(stunType.bindingSuccess, transactionId, Buffer.alloc(0), integrityKey, true)
