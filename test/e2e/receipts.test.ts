import type { MessageReceipt } from '@sessionkit/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pairedSession, startWorld, type World } from './harness.js'

const SELF = '15550400001'
const BOB = '15550400002'
const CAROL = '15550400003'
/** Has two devices: the phone and a second session of the engine linked to it. */
const DAVE = '15550400004'
const jidOf = (digits: string) => `${digits}@s.whatsapp.net`

describe('message receipts end to end (real Baileys, the simulator relaying every device receipt)', () => {
  let world: World
  let h: Awaited<ReturnType<World['engine']>>
  let sessionId: string
  beforeAll(async () => {
    world = await startWorld()
    h = await world.engine()
    ;({ sessionId } = await pairedSession(world, h, SELF))
    for (const digits of [BOB, CAROL]) await world.sim.createPhone(digits)
    await pairedSession(world, h, DAVE)
    world.sim.on('receipt-relayed', ({ id, type }) => {
      const key = `${id} ${type}`
      relayed.set(key, (relayed.get(key) ?? 0) + 1)
      for (const waiter of waiters.filter((w) => w.key === key && w.count <= relayed.get(key)!)) {
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve()
      }
    })
  })
  afterAll(async () => {
    await world.close()
  })

  /** Receipts the simulator relayed to the sender, per message id and type: one per device. */
  const relayed = new Map<string, number>()
  const waiters: { key: string; count: number; resolve: () => void }[] = []
  const receiptsRelayed = (id: string, type: 'delivery' | 'sender', count: number) =>
    (relayed.get(`${id} ${type}`) ?? 0) >= count
      ? Promise.resolve()
      : new Promise<void>((resolve) => waiters.push({ key: `${id} ${type}`, count, resolve }))
  const receipts = (messageId: string, state: MessageReceipt['state']) =>
    h.events
      .of('message.receipt', sessionId)
      .map((event) => event.data)
      .filter((receipt) => receipt.messageId === messageId && receipt.state === state)

  it('reports each member of a group once per state, the member with two devices too', async () => {
    const created = await h.api('POST', `/sessions/${sessionId}/groups`, {
      subject: 'Receipts',
      participants: [BOB, CAROL, DAVE],
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const groupJid = created.body.data.jid as string
    const since = h.events.mark()
    const sent = await h.api('POST', `/sessions/${sessionId}/messages`, {
      to: groupJid,
      content: { type: 'text', text: 'who got this?' },
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const messageId = sent.body.data.messageId as string
    // BOB, CAROL and DAVE's phones and DAVE's linked session; SELF's phone answers its account's own send with `sender`
    await receiptsRelayed(messageId, 'delivery', 4)
    await receiptsRelayed(messageId, 'sender', 1)
    await world.sim.phone(BOB)!.markRead(messageId)
    // the read came after every delivery, and its window closes after theirs: each delivery is reported by now
    const read = await h.events.waitFor(
      'message.receipt',
      (e) => e.sessionId === sessionId && e.data.messageId === messageId && e.data.state === 'read',
      { since },
    )
    // a LID-addressed group (as WhatsApp creates them) names its members by LID, their phone numbers beside
    const lid = process.env.E2E_GROUP_ADDRESSING !== 'pn'
    const member = (digits: string) => (lid ? world.sim.phone(digits)!.lid : jidOf(digits))
    expect(read.data).toMatchObject({
      chatJid: groupJid,
      recipient: member(BOB),
      recipients: [{ jid: member(BOB), phoneJid: lid ? jidOf(BOB) : null }],
    })
    expect(read.data.at).toBe(read.data.recipients[0]!.at)

    const delivered = receipts(messageId, 'delivered')
    const people = delivered.flatMap((receipt) => receipt.recipients.map((recipient) => recipient.jid))
    expect(people.sort()).toEqual([member(BOB), member(CAROL), member(DAVE)].sort())
    const phones = delivered.flatMap((receipt) => receipt.recipients.map((recipient) => recipient.phoneJid))
    expect(phones.sort()).toEqual(lid ? [jidOf(BOB), jidOf(CAROL), jidOf(DAVE)] : [null, null, null])
    for (const receipt of delivered) {
      expect(receipt.chatJid).toBe(groupJid)
      expect({ recipient: receipt.recipient, at: receipt.at }).toEqual({
        recipient: receipt.recipients[0]!.jid,
        at: receipt.recipients[0]!.at,
      })
    }
    expect(receipts(messageId, 'read')).toHaveLength(1)
    expect(h.events.of('message.receipt', sessionId).filter((e) => e.data.messageId === messageId)).toHaveLength(
      delivered.length + 1,
    )
  })

  it("reports each send delivered when the person's receipt and the own phone's `sender` receipt come in one burst", async () => {
    // A stalled link delivers its backlog at once, so both receipts land in one window of Baileys' event buffer, which
    // keeps one status per message: the own phone's `sender` receipt (SERVER_ACK) after the person's overwrote it.
    const relayed = { delivery: 0, sender: 0 }
    let allDelivered!: () => void
    let bothRelayed!: () => void
    const deliveredAll = new Promise<void>((resolve) => (allDelivered = resolve))
    const relayedAll = new Promise<void>((resolve) => (bothRelayed = resolve))
    const onRelayed = ({ type }: { type: string }) => {
      if (type !== 'delivery' && type !== 'sender') return
      relayed[type] += 1
      if (relayed.delivery === 5) allDelivered()
      if (relayed.delivery === 5 && relayed.sender === 5) bothRelayed()
    }
    // a first send while the link is well: the devices and signal sessions a send needs are known before the stall
    const first = await h.api('POST', `/sessions/${sessionId}/messages`, {
      to: BOB,
      content: { type: 'text', text: 'before the stall' },
    })
    await receiptsRelayed(first.body.data.messageId, 'delivery', 1)
    await receiptsRelayed(first.body.data.messageId, 'sender', 1)
    const stopListening = world.sim.on('receipt-relayed', onRelayed)
    const release = world.sim.faults.stallConnections(SELF)
    // the account's phone reads its copies after the person has answered, as a busy phone does
    const resume = world.sim.phone(SELF)!.suspend()
    const sends = Array.from({ length: 5 }, (_, i) =>
      h.api('POST', `/sessions/${sessionId}/messages`, { to: BOB, content: { type: 'text', text: `burst ${i}` } }),
    )
    await deliveredAll
    resume()
    await relayedAll
    stopListening()
    const since = h.events.mark()
    release()
    const ids: string[] = []
    for (const sent of await Promise.all(sends)) {
      expect(sent.status, JSON.stringify(sent.body)).toBe(200)
      ids.push(sent.body.data.messageId as string)
    }
    for (const id of ids)
      await h.events.waitFor(
        'message.receipt',
        (e) => e.sessionId === sessionId && e.data.messageId === id && e.data.state === 'delivered',
        { since },
      )
    expect(ids.map((id) => receipts(id, 'delivered').map((receipt) => receipt.recipient))).toEqual(
      ids.map(() => [jidOf(BOB)]),
    )
  })

  it('reports a 1:1 recipient with two devices once per state', async () => {
    const since = h.events.mark()
    const sent = await h.api('POST', `/sessions/${sessionId}/messages`, {
      to: DAVE,
      content: { type: 'text', text: 'both of your devices got this' },
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const messageId = sent.body.data.messageId as string
    await receiptsRelayed(messageId, 'delivery', 2)
    await receiptsRelayed(messageId, 'sender', 1)
    await world.sim.phone(DAVE)!.markRead(messageId)
    await h.events.waitFor(
      'message.receipt',
      (e) => e.sessionId === sessionId && e.data.messageId === messageId && e.data.state === 'read',
      { since },
    )
    const delivered = receipts(messageId, 'delivered')
    expect(delivered).toHaveLength(1)
    expect(delivered[0]).toMatchObject({
      chatJid: jidOf(DAVE),
      recipient: jidOf(DAVE),
      recipients: [{ jid: jidOf(DAVE) }],
    })
    expect(receipts(messageId, 'read')).toHaveLength(1)
    expect(h.events.of('message.receipt', sessionId).filter((e) => e.data.messageId === messageId)).toHaveLength(2)
  })
})
