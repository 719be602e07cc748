import { crc32 } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  encodeStun,
  hasValidIntegrity,
  parseStun,
  stunAttr,
  stunAttribute,
  stunErrorCode,
  stunType,
} from '../../src/protocol/voip/stun/message.js'
import { bytesField, varintField } from '../../src/protocol/voip/stun/protobuf.js'
import {
  allocateRequest,
  consentAnswer,
  ping,
  streamDescriptors,
  xorRelayEndpoint,
} from '../../src/protocol/voip/stun/relay-dialect.js'
import { flipped, hex, kats } from './kats.js'

const { stun } = kats
const tx = hex(stun.tx)
const token = hex(stun.relayToken)
const key = hex(stun.miKey)

/** The SSRCs of the nine stream descriptors in `stun.wasmAllocate`, read back from its protobuf. */
function descriptorSsrcs(descriptors: Buffer): number[] {
  const ssrcs: number[] = []
  let at = 0
  while (at < descriptors.length) {
    const length = descriptors[at + 1]!
    const body = descriptors.subarray(at + 2, at + 2 + length)
    const ssrcAt = body.indexOf(0x18)
    let value = 0
    for (let i = ssrcAt + 1, shift = 0; ; i++, shift += 7) {
      value += (body[i]! & 0x7f) * 2 ** shift
      if (!(body[i]! & 0x80)) break
    }
    ssrcs.push(value)
    at += 2 + length
  }
  return ssrcs
}

describe('the STUN dialect (whatsapp-rust kats.json)', () => {
  it('encodes an attribute and the XOR relay endpoint', () => {
    expect(stunAttr(stunAttribute.relayToken, token).toString('hex')).toBe(stun.attr_token)
    expect(xorRelayEndpoint('157.240.226.133', 3478).toString('hex')).toBe(stun.xorEndpoint)
    expect(xorRelayEndpoint('157.240.226.134', 3478).toString('hex')).not.toBe(stun.xorEndpoint)
    expect(crc32('abc')).toBe(stun.crc32_abc)
  })

  it('signs a request with MESSAGE-INTEGRITY under the relay key, and adds the fingerprint when asked', () => {
    const attributes = stunAttr(stunAttribute.relayToken, token)
    const minimal = encodeStun(stunType.allocateRequest, tx, attributes, key, false)
    expect(minimal.toString('hex')).toBe(stun.minimalMi)
    expect(encodeStun(stunType.allocateRequest, tx, attributes, key, true).toString('hex')).toBe(stun.withFp)
    expect(encodeStun(stunType.allocateRequest, tx, attributes, flipped(key), false).toString('hex')).not.toBe(
      stun.minimalMi,
    )
    expect(hasValidIntegrity(minimal, key)).toBe(true)
    expect(hasValidIntegrity(minimal, flipped(key))).toBe(false)
    expect(hasValidIntegrity(flipped(minimal, 24), key)).toBe(false)
    expect(hasValidIntegrity(hex(stun.withFp), key)).toBe(true)
  })

  it("builds WhatsApp Web's allocate byte for byte: token, stream descriptors, relay endpoint, integrity", () => {
    const captured = hex(stun.wasmAllocate)
    const descriptors = parseStun(captured)!.attributes.find((a) => a.type === stunAttribute.streamDescriptors)!
    const ssrcs = descriptorSsrcs(descriptors.value)
    expect(streamDescriptors(ssrcs)).toEqual(descriptors.value)
    const request = allocateRequest({
      transactionId: tx,
      token,
      relayAddress: '157.240.226.133',
      relayPort: 3478,
      integrityKey: key,
      streamSsrcs: ssrcs,
    })
    expect(request.toString('hex')).toBe(stun.wasmAllocate)
    const changed = allocateRequest({
      transactionId: tx,
      token: flipped(token),
      relayAddress: '157.240.226.133',
      relayPort: 3478,
      integrityKey: key,
      streamSsrcs: ssrcs,
    })
    expect(changed.toString('hex')).not.toBe(stun.wasmAllocate)
    expect(hasValidIntegrity(request, key)).toBe(true)
  })

  it('writes the protobuf fields of the attributes as stun_proto.md lays them out', () => {
    const ssrc = kats.inputs.ssrc
    const sender = bytesField(1, Buffer.concat([varintField(3, ssrc), varintField(5, 0), varintField(6, 0)]))
    expect(sender.toString('hex')).toBe(kats.stun_proto.voip_sender_subscriptions)
  })

  it('pings with a bare header, and parses what it sends', () => {
    expect(ping(tx).toString('hex')).toBe(stun.ping)
    expect(ping(flipped(tx)).toString('hex')).not.toBe(stun.ping)
    const parsed = parseStun(hex(stun.minimalMi))!
    expect(parsed.type).toBe(stunType.allocateRequest)
    expect(parsed.transactionId).toEqual(tx)
    expect(parsed.attributes.map((a) => a.type)).toEqual([stunAttribute.relayToken, stunAttribute.messageIntegrity])
    expect(parsed.attributes[0]!.value).toEqual(token)
  })

  it("answers the relay's consent check with a signed binding success of its transaction", () => {
    const answer = consentAnswer(tx, key)
    const parsed = parseStun(answer)!
    expect(parsed.type).toBe(stunType.bindingSuccess)
    expect(parsed.transactionId).toEqual(tx)
    expect(parsed.attributes.map((a) => a.type)).toEqual([stunAttribute.messageIntegrity, stunAttribute.fingerprint])
    expect(hasValidIntegrity(answer, key)).toBe(true)
  })

  it('refuses truncated and malformed messages, and reads an error code', () => {
    const minimal = hex(stun.minimalMi)
    expect(parseStun(minimal.subarray(0, minimal.length - 1))).toBeNull()
    expect(parseStun(flipped(minimal, 4))).toBeNull()
    const lying = Buffer.from(minimal)
    lying.writeUInt16BE(0x0400 + 4, 22)
    expect(parseStun(lying)).toBeNull()
    const error = encodeStun(
      stunType.allocateError,
      tx,
      stunAttr(stunAttribute.errorCode, Buffer.from([0, 0, 4, 1])),
      null,
      false,
    )
    expect(stunErrorCode(parseStun(error)!)).toBe(401)
  })
})
