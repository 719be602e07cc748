import { describe, expect, it } from 'vitest'
import { ReceiptGatherer } from '../../src/messages/receipts.js'
import type { MessageReceipt } from '../../src/messages/types.js'
import { ManualTime } from '../../../../test/support/manual-time.js'

const BOB = '15550000002@s.whatsapp.net'
const CAROL = '15550000003@s.whatsapp.net'
const GROUP = '120363000000000001@g.us'
const iso = (ms: number) => new Date(ms).toISOString()

function gatherer(windowMs = 1000) {
  const time = new ManualTime()
  const published: MessageReceipt[] = []
  const receipts = new ReceiptGatherer({
    windowMs,
    scheduler: time.scheduler,
    publish: (_, receipt) => published.push(receipt),
  })
  const add = (state: MessageReceipt['state'], ...jids: string[]) =>
    receipts.add('s1', {
      messageId: 'M1',
      chatJid: GROUP,
      state,
      recipients: jids.map((jid) => ({ jid, at: time.now })),
    })
  return { time, published, receipts, add }
}

describe('ReceiptGatherer: one message.receipt per message and state, each person once', () => {
  it('gathers the people of one state within the window into one event, the first as recipient', () => {
    const { time, published, add } = gatherer()
    const first = time.now
    add('delivered', BOB)
    time.advance(400)
    add('delivered', CAROL)
    expect(published).toEqual([])
    time.advance(600)
    expect(published).toEqual([
      {
        messageId: 'M1',
        chatJid: GROUP,
        state: 'delivered',
        recipients: [
          { jid: BOB, phoneJid: null, at: iso(first) },
          { jid: CAROL, phoneJid: null, at: iso(first + 400) },
        ],
        recipient: BOB,
        at: iso(first),
      },
    ])
  })

  it("counts a person's second device, in the same batch, in or after the window, not at all", () => {
    const { time, published, add } = gatherer()
    add('delivered', BOB)
    add('delivered', BOB)
    time.advance(1000)
    add('delivered', BOB)
    add('read', CAROL, CAROL)
    time.advance(1000)
    expect(published.map((receipt) => receipt.recipients.length)).toEqual([1, 1])
  })

  it('counts each member of a big group once, their second devices too, within the window and after it', () => {
    const { time, published, add } = gatherer()
    const members = Array.from({ length: 999 }, (_, i) => `${15550100001 + i}@s.whatsapp.net`)
    for (const member of members) add('delivered', member)
    add('delivered', ...members.slice(0, 40))
    time.advance(1000)
    add('delivered', ...members.slice(500), '15550200000@s.whatsapp.net')
    time.advance(1000)
    expect(published.map((receipt) => receipt.recipients.length)).toEqual([999, 1])
    expect(new Set(published[0]!.recipients.map((r) => r.jid)).size).toBe(999)
    expect(published[1]!.recipients).toEqual([
      { jid: '15550200000@s.whatsapp.net', phoneJid: null, at: iso(time.now - 1000) },
    ])
  })

  it('reports delivered then read from the same person as two events, and a latecomer after the window as its own', () => {
    const { time, published, add } = gatherer()
    add('delivered', BOB)
    add('read', BOB)
    time.advance(1000)
    add('delivered', CAROL)
    time.advance(1000)
    expect(published.map(({ state, recipient }) => [state, recipient])).toEqual([
      ['delivered', BOB],
      ['read', BOB],
      ['delivered', CAROL],
    ])
  })

  it('publishes at once with a window of 0, and what is still gathering when flushed', () => {
    const immediate = gatherer(0)
    immediate.add('delivered', BOB)
    expect(immediate.published).toHaveLength(1)
    const { published, receipts, add } = gatherer()
    add('read', BOB, CAROL)
    receipts.flush()
    expect(published.map((receipt) => receipt.recipients.map(({ jid }) => jid))).toEqual([[BOB, CAROL]])
  })
})
