import { describe, expect, it } from 'vitest'
import { ManualTime } from '../../../../test/support/manual-time.js'
import {
  allocateTimeoutMs,
  type MediaChannel,
  RelayBinding,
  relaySilenceMs,
} from '../../src/protocol/voip/relay/binding.js'
import {
  encodeStun,
  hasValidIntegrity,
  parseStun,
  stunAttr,
  stunAttribute,
  stunType,
} from '../../src/protocol/voip/stun/message.js'
import { hex, kats } from './kats.js'

const key = hex(kats.stun.miKey)

/** A relay channel that records what the binding sends, in the channel and raw. */
function recordingChannel() {
  const sent: Buffer[] = []
  const raw: Buffer[] = []
  let closed = false
  const channel: MediaChannel = {
    send: (message) => sent.push(Buffer.from(message)),
    sendRaw: (message) => raw.push(Buffer.from(message)),
    close: () => (closed = true),
  }
  return { channel, sent, raw, isClosed: () => closed }
}

const allocate = (transactionId: Uint8Array) =>
  encodeStun(stunType.allocateRequest, transactionId, Buffer.alloc(0), key, false)
const types = (messages: Buffer[]) => messages.map((m) => parseStun(m)?.type)
const noEvents = { onMedia: () => {}, onLost: () => {} }

function started() {
  const time = new ManualTime()
  const { channel, sent, raw, isClosed } = recordingChannel()
  const binding = new RelayBinding(channel, allocate, key, time)
  const outcome = binding.start(noEvents).then(
    () => 'allocated',
    (error: Error) => error.message,
  )
  const transactionId = parseStun(sent[0]!)!.transactionId
  return { time, binding, sent, raw, outcome, transactionId, isClosed }
}

describe("a relay binding's STUN dialect", () => {
  it('allocates at once, then sends the allocate again and a ping each second', async () => {
    const { time, binding, sent, outcome, transactionId } = started()
    expect(types(sent)).toEqual([stunType.allocateRequest])
    time.advance(1000)
    time.advance(1000)
    expect(types(sent)).toEqual([
      stunType.allocateRequest,
      stunType.allocateRequest,
      stunType.ping,
      stunType.allocateRequest,
      stunType.ping,
    ])
    expect(sent[2]!.toString('hex')).toMatch(/^080100002112a442/)
    // A success of another transaction is not this allocate's.
    binding.receive(encodeStun(stunType.allocateSuccess, Buffer.alloc(12), Buffer.alloc(0), null, false))
    binding.receive(encodeStun(stunType.allocateSuccess, transactionId, Buffer.alloc(0), null, false))
    expect(await outcome).toBe('allocated')
    binding.close()
  })

  it("answers the relay's consent checks, signed, the way each came", () => {
    const { binding, sent, raw } = started()
    const check = encodeStun(stunType.bindingRequest, Buffer.alloc(12, 9), Buffer.alloc(0), key, true)
    binding.receive(check)
    binding.receiveRaw(check)
    for (const answer of [sent.at(-1)!, raw[0]!]) {
      expect(parseStun(answer)).toMatchObject({ type: stunType.bindingSuccess, transactionId: Buffer.alloc(12, 9) })
      expect(hasValidIntegrity(answer, key)).toBe(true)
    }
    binding.close()
  })

  it('fails on an allocate error, naming its code', async () => {
    const { binding, outcome, transactionId, isClosed } = started()
    const unauthorized = stunAttr(stunAttribute.errorCode, Buffer.from([0, 0, 4, 1]))
    binding.receive(encodeStun(stunType.allocateError, transactionId, unauthorized, null, false))
    expect(await outcome).toBe('the relay refused the allocate with error 401')
    expect(isClosed()).toBe(true)
  })

  it(`fails when the relay does not answer the allocate in ${allocateTimeoutMs / 1000} s`, async () => {
    const { time, outcome } = started()
    time.advance(allocateTimeoutMs - 1000)
    time.advance(1000)
    expect(await outcome).toBe(`the relay did not answer the allocate in ${allocateTimeoutMs} ms`)
  })

  it(`reports the relay lost after ${relaySilenceMs / 1000} s of silence, and not before`, async () => {
    const time = new ManualTime()
    const { channel, sent } = recordingChannel()
    const binding = new RelayBinding(channel, allocate, key, time)
    const lost: string[] = []
    const allocated = binding.start({ onMedia: () => {}, onLost: (reason) => lost.push(reason.message) })
    binding.receive(
      encodeStun(stunType.allocateSuccess, parseStun(sent[0]!)!.transactionId, Buffer.alloc(0), null, false),
    )
    await allocated
    for (let s = 0; s < relaySilenceMs / 1000 - 1; s++) time.advance(1000)
    binding.receive(encodeStun(stunType.pong, Buffer.alloc(12), Buffer.alloc(0), null, false))
    for (let s = 0; s < relaySilenceMs / 1000 - 1; s++) time.advance(1000)
    expect(lost).toEqual([])
    time.advance(1000)
    expect(lost).toEqual([`the relay sent nothing for ${relaySilenceMs} ms`])
  })
})
