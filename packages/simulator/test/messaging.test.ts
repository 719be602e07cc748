import {
  generateMessageIDV2,
  getBinaryNodeChild,
  type BinaryNode,
  type proto,
  type WAMessage,
} from '@whiskeysockets/baileys'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator, type Simulator } from '../src/index.js'
import { connect, connectLinked, endSocket, waitForClose, waitForEvent, waitForOpen, waitForStatus } from './helpers.js'

type Linked = Awaited<ReturnType<typeof connectLinked>>

function upsertWithText(text: string) {
  return ({ messages }: { messages: WAMessage[] }) =>
    messages.some((m) => m.message?.conversation === text || m.message?.extendedTextMessage?.text === text)
}

describe('1:1 messages', () => {
  let sim: Simulator
  let alice: Linked
  let bob: Linked
  const A = '15550003001'
  const B = '15550003002'

  beforeAll(async () => {
    sim = await startSimulator()
    alice = await connectLinked(sim, A)
    bob = await connectLinked(sim, B)
  })
  afterAll(async () => {
    await endSocket(alice.sock)
    await endSocket(bob.sock)
    await sim.close()
  })

  /**
   * Drops the companion's socket (the server's stalled writes to it end there), logs it in again and resolves with
   * the id of the message with `text` that its next login brings.
   */
  async function dropThenNextLogin(phoneNumber: string, companion: Linked, text: string): Promise<string> {
    const closed = waitForClose(companion.sock)
    sim.faults.dropConnections(phoneNumber)
    sim.faults.delayReplies(0)
    await closed
    const again = connect(sim, companion.auth)
    const upsert = waitForEvent(again, 'messages.upsert', upsertWithText(text))
    await waitForOpen(again)
    const id = (await upsert).messages[0]!.key.id!
    await endSocket(again)
    return id
  }

  it('companion → virtual phone: server ack, decrypted on the phone, delivery and read receipts back', async () => {
    const acked = new Promise<BinaryNode>((resolve) => alice.sock.ws.on('CB:ack,class:message', resolve))
    const sent = await alice.sock.sendMessage(`${B}@s.whatsapp.net`, { text: 'hello phone' })
    const id = sent!.key.id!
    const delivered = waitForStatus(alice.sock, id, 3)
    expect((await acked).attrs.id).toBe(id)
    const received = await bob.phone.waitForMessage((m) => m.id === id)
    expect(received.text).toBe('hello phone')
    expect(received.from).toBe(`${A}@s.whatsapp.net`)
    await delivered
    const read = waitForStatus(alice.sock, id, 4)
    await bob.phone.markRead(id)
    await read
  })

  it('a phone keeps one message per sender and id: a resend under the same id is receipted, not shown again', async () => {
    const id = generateMessageIDV2(alice.sock.user?.id)
    const phoneDelivered = () =>
      sim.waitFor('receipt-relayed', (r) => r.id === id && r.type === 'delivery' && r.fromJid === `${B}@s.whatsapp.net`)
    const first = phoneDelivered()
    await alice.sock.sendMessage(`${B}@s.whatsapp.net`, { text: 'sent twice' }, { messageId: id })
    await first
    const second = phoneDelivered()
    await alice.sock.sendMessage(`${B}@s.whatsapp.net`, { text: 'sent twice' }, { messageId: id })
    await second
    // the phone takes a sender's messages in order: once a later one is kept, the repeat was handled
    const other = await alice.sock.sendMessage(`${B}@s.whatsapp.net`, { text: 'sent twice' })
    await bob.phone.waitForMessage((m) => m.id === other!.key.id)
    expect(bob.phone.messages.filter((m) => m.id === id)).toHaveLength(1)
    expect(bob.phone.messages.filter((m) => m.text === 'sent twice')).toHaveLength(2)
  })

  it('virtual phone → companion: the companion decrypts it and its receipts reach the phone', async () => {
    const upsert = waitForEvent(alice.sock, 'messages.upsert', upsertWithText('hi from the phone'))
    const { id } = await bob.phone.sendText(A, 'hi from the phone')
    const { messages, type } = await upsert
    expect(type).toBe('notify')
    const message = messages[0]!
    expect(message.key.id).toBe(id)
    expect(message.key.fromMe).toBe(false)
    expect(message.key.remoteJid).toBe(`${B}@s.whatsapp.net`)
    const readReceipt = sim.waitFor('receipt-relayed', (r) => r.id === id && r.type === 'read')
    await alice.sock.readMessages([message.key])
    await readReceipt
    const sent = bob.phone.sent.find((s) => s.id === id)!
    // one delivery receipt per device of the recipient (its companion and its phone), one read
    expect(
      sent.receipts
        .filter((r) => r.type === 'delivery')
        .map((r) => r.from)
        .sort(),
    ).toEqual([`${A}@s.whatsapp.net`, alice.auth.creds.me!.id].sort())
    expect(sent.receipts.filter((r) => r.type === 'read').map((r) => r.from)).toEqual([alice.auth.creds.me!.id])
  })

  it('companion → companion of another account, both directions, with receipts', async () => {
    const toBob = waitForEvent(bob.sock, 'messages.upsert', upsertWithText('alice to bob'))
    const sent = await alice.sock.sendMessage(`${B}@s.whatsapp.net`, { text: 'alice to bob' })
    const delivered = waitForStatus(alice.sock, sent!.key.id!, 3)
    const { messages } = await toBob
    expect(messages[0]!.key.remoteJid).toBe(`${A}@s.whatsapp.net`)
    await delivered

    const toAlice = waitForEvent(alice.sock, 'messages.upsert', upsertWithText('bob to alice'))
    const reply = await bob.sock.sendMessage(`${A}@s.whatsapp.net`, { text: 'bob to alice' })
    const read = waitForStatus(bob.sock, reply!.key.id!, 4)
    const got = await toAlice
    await alice.sock.readMessages([got.messages[0]!.key])
    await read
    // the phones of both accounts see every message too
    await alice.phone.waitForMessage((m) => m.text === 'bob to alice')
  })

  it('LID addressing: sent to a @lid jid, received from the LID with the PN alongside', async () => {
    const toBob = waitForEvent(bob.sock, 'messages.upsert', upsertWithText('via lid'))
    await alice.sock.sendMessage(bob.phone.lid, { text: 'via lid' })
    const { messages } = await toBob
    expect(messages[0]!.key.remoteJid).toBe(alice.phone.lid)
    expect(messages[0]!.key.remoteJidAlt).toBe(`${A}@s.whatsapp.net`)
    const onPhone = await bob.phone.waitForMessage((m) => m.text === 'via lid')
    expect(onPhone.fromDevice).toMatch(/@lid$/)
  })

  it("copies a phone's message to the account's own companions as a device-sent message", async () => {
    const own = waitForEvent(bob.sock, 'messages.upsert', upsertWithText('phone b to alice'))
    await bob.phone.sendText(A, 'phone b to alice')
    const { messages } = await own
    expect(messages[0]!.key.fromMe).toBe(true)
    expect(messages[0]!.key.remoteJid).toBe(`${A}@s.whatsapp.net`)
  })

  it('queues messages for an offline companion and delivers them on its next login', async () => {
    const carol = await connectLinked(sim, '15550003003')
    await endSocket(carol.sock)
    const { id } = await bob.phone.sendText('15550003003', 'while you were away')
    const again = connect(sim, carol.auth)
    const upsert = waitForEvent(again, 'messages.upsert', upsertWithText('while you were away'))
    await waitForOpen(again)
    const { messages, type } = await upsert
    expect(type).toBe('append')
    expect(messages[0]!.key.id).toBe(id)
    await endSocket(again)
  })

  it('delivers again at the next login a message its socket died with before the companion acked it', async () => {
    const dave = await connectLinked(sim, '15550003004')
    // The relayed message waits in the connection's outbound queue when the socket drops: never read, never acked.
    sim.faults.delayReplies(300)
    const { id } = await bob.phone.sendText('15550003004', 'lost on the wire')
    expect(await dropThenNextLogin('15550003004', dave, 'lost on the wire')).toBe(id)
  })

  it('does not deliver again a message the companion answered with a receipt (its ack) before its socket dropped', async () => {
    const erin = await connectLinked(sim, '15550003005')
    const upsert = waitForEvent(erin.sock, 'messages.upsert', upsertWithText('seen before the drop'))
    const { id } = await bob.phone.sendText('15550003005', 'seen before the drop')
    // the companion's own receipt (the account's phone sends one too)
    const receipt = sim.waitFor('receipt-relayed', (r) => r.id === id && r.fromJid === erin.auth.creds.me!.id)
    await upsert
    await receipt
    const closed = waitForClose(erin.sock)
    sim.faults.dropConnections('15550003005')
    await closed
    const transcript = sim.transcript({ phoneNumber: '15550003005' })
    const again = connect(sim, erin.auth)
    await waitForOpen(again)
    transcript.stop()
    const resent = transcript.entries.filter((e) => e.direction === 'out' && e.node?.tag === 'message')
    expect(resent).toEqual([])
    await endSocket(again)
  })

  it("holds the phone's resend of a message the companion could not decrypt until the resend itself is answered", async () => {
    const F = '15550003006'
    const frank = await connectLinked(sim, F)
    const first = waitForEvent(frank.sock, 'messages.upsert', upsertWithText('before the loss'))
    await bob.phone.sendText(F, 'before the loss')
    await first
    // The companion loses its session with the phone: the next text fails to decrypt, and Baileys answers it with
    // a retry receipt and, 250 ms later, its own nack. The phone resends under the same id at once, and that resend
    // stays unread on the wire (the server's writes to the companion stall) when the nack of the first copy comes.
    frank.auth.forget('session')
    const frankJid = frank.auth.creds.me!.id
    const stall = sim.on('receipt-relayed', (r) => {
      if (r.type === 'retry' && r.fromJid === frankJid) sim.faults.delayReplies(60_000)
    })
    const resent = new Promise<string>((resolve) => {
      const seen = new Set<string>()
      const off = sim.on('message-relayed', ({ id }) => {
        if (!seen.has(id)) return void seen.add(id)
        off()
        resolve(id)
      })
    })
    // the companion's only message ack here: the first text was answered with a receipt
    const nacked = sim.waitFor(
      'node-in',
      (e) => e.phoneNumber === F && e.node.tag === 'ack' && e.node.attrs.class === 'message',
    )
    const { id } = await bob.phone.sendText(F, 'asked for again')
    expect(await resent).toBe(id)
    expect((await nacked).node.attrs.id).toBe(id)
    stall()
    expect(await dropThenNextLogin(F, frank, 'asked for again')).toBe(id)
  })

  it('answers onWhatsApp from the accounts it knows', async () => {
    const found = await alice.sock.onWhatsApp(B, '+1 555 000 9999')
    expect(found).toEqual([{ jid: `${B}@s.whatsapp.net`, exists: true }])
  })

  it('acks a message to a number without an account with error 404', async () => {
    const nack = new Promise<BinaryNode>((resolve) =>
      alice.sock.ws.on('CB:ack,class:message', (n: BinaryNode) => n.attrs.error && resolve(n)),
    )
    const sent = await alice.sock.sendMessage('15550009999@s.whatsapp.net', { text: 'anyone?' })
    const ack = await nack
    expect(ack.attrs).toMatchObject({ id: sent!.key.id, error: '404' })
  })

  it('resends with a new session when a companion cannot decrypt what the phone sent (retry receipt)', async () => {
    const first = waitForEvent(alice.sock, 'messages.upsert', upsertWithText('before the loss'))
    await bob.phone.sendText(A, 'before the loss')
    await first
    alice.auth.forget('session')
    const retried = sim.waitFor('receipt-relayed', (r) => r.type === 'retry')
    const second = waitForEvent(alice.sock, 'messages.upsert', upsertWithText('after the loss'))
    const { id } = await bob.phone.sendText(A, 'after the loss')
    expect((await retried).id).toBe(id)
    expect((await second).messages[0]!.key.id).toBe(id)
  })

  it('a text the companion sent on the old session still decrypts at the phone after it answered a retry receipt', async () => {
    // A session both ways, each side having received on it: the companion's next text is a plain `msg`.
    const reply = await alice.sock.sendMessage(`${B}@s.whatsapp.net`, { text: 'an established session' })
    await bob.phone.waitForMessage((m) => m.id === reply!.key.id)
    const first = waitForEvent(alice.sock, 'messages.upsert', upsertWithText('before the retry'))
    const { id } = await bob.phone.sendText(A, 'before the retry')
    await first
    // The companion asks for that message again, as a device that could not decrypt it does, and sends right
    // after on the session it has: the phone handles the retry (a new session) before the text arrives.
    const registration = Buffer.alloc(4)
    registration.writeUInt32BE(alice.auth.creds.registrationId)
    const retried = sim.waitFor('receipt-relayed', (r) => r.type === 'retry' && r.id === id)
    await alice.sock.sendNode({
      tag: 'receipt',
      attrs: { id, type: 'retry', to: `${B}@s.whatsapp.net` },
      content: [
        { tag: 'retry', attrs: { count: '1', id, t: String(Math.floor(Date.now() / 1000)), v: '1' } },
        { tag: 'registration', attrs: {}, content: registration },
      ],
    })
    await retried
    const sent = await alice.sock.sendMessage(`${B}@s.whatsapp.net`, { text: 'on the old session' })
    const received = await bob.phone.waitForMessage((m) => m.id === sent!.key.id)
    expect(received.text).toBe('on the old session')
  })

  it('a phone that cannot decrypt a text asks for it again with a retry receipt, and gets it', async () => {
    const before = await alice.sock.sendMessage(`${B}@s.whatsapp.net`, { text: 'before the reinstall' })
    await bob.phone.waitForMessage((m) => m.id === before!.key.id)
    bob.phone.forgetSessions()
    const retried = new Promise<BinaryNode>((resolve) =>
      alice.sock.ws.on('CB:receipt,type:retry', (node: BinaryNode) => resolve(node)),
    )
    const sent = await alice.sock.sendMessage(`${B}@s.whatsapp.net`, { text: 'after the reinstall' })
    const receipt = await retried
    expect(receipt.attrs).toMatchObject({ id: sent!.key.id, type: 'retry' })
    const retry = getBinaryNodeChild(receipt, 'retry')
    expect(retry?.attrs).toMatchObject({ count: '1', id: sent!.key.id, v: '1' })
    const received = await bob.phone.waitForMessage((m) => m.id === sent!.key.id)
    expect(received.text).toBe('after the reinstall')
  })

  it("relays a companion's retry receipt and the sender's device-addressed resend", async () => {
    // receipts come from the device jid (as whatsmeow expects), so Baileys' recent-message cache,
    // keyed by the chat jid, misses: a sender resends what its getMessage returns
    const sentByDave = new Map<string, proto.IMessage>()
    const dave = await connectLinked(sim, '15550003004', {
      getMessage: async (key) => (key.id ? sentByDave.get(key.id) : undefined),
    })
    const erin = await connectLinked(sim, '15550003005')
    const send = async (text: string) => {
      const messageId = generateMessageIDV2(dave.auth.creds.me!.id)
      sentByDave.set(messageId, { conversation: text })
      await dave.sock.sendMessage('15550003005@s.whatsapp.net', { text }, { messageId })
      return messageId
    }
    const first = waitForEvent(erin.sock, 'messages.upsert', upsertWithText('warm up'))
    await send('warm up')
    await first
    erin.auth.forget('session')
    const retried = sim.waitFor('receipt-relayed', (r) => r.type === 'retry' && r.fromJid === erin.auth.creds.me!.id)
    const second = waitForEvent(erin.sock, 'messages.upsert', upsertWithText('second try'))
    const id = await send('second try')
    expect((await retried).id).toBe(id)
    expect((await second).messages[0]!.key.id).toBe(id)
    await endSocket(dave.sock)
    await endSocket(erin.sock)
  })

  it('phone → LID: the companion sees the LID chat with the PN alongside', async () => {
    const upsert = waitForEvent(alice.sock, 'messages.upsert', upsertWithText('phone via lid'))
    await bob.phone.sendText(alice.phone.lid, 'phone via lid')
    const { messages } = await upsert
    expect(messages[0]!.key.remoteJid).toBe(bob.phone.lid)
    expect(messages[0]!.key.remoteJidAlt).toBe(`${B}@s.whatsapp.net`)
  })

  it('tells contacts about a newly linked device, so it gets their next message without waiting for their device cache', async () => {
    const frank = await connectLinked(sim, '15550003006')
    const gina = await connectLinked(sim, '15550003007')
    const first = waitForEvent(gina.sock, 'messages.upsert', upsertWithText('before the new device'))
    await frank.sock.sendMessage('15550003007@s.whatsapp.net', { text: 'before the new device' })
    await first
    // frank's companion acks the devices notification once it has applied it to its device cache
    const applied = sim.waitFor(
      'node-in',
      (e) =>
        e.phoneNumber === '15550003006' &&
        e.node.tag === 'ack' &&
        e.node.attrs.class === 'notification' &&
        e.node.attrs.type === 'devices',
    )
    const second = await connectLinked(sim, '15550003007')
    await applied
    const upsert = waitForEvent(second.sock, 'messages.upsert', upsertWithText('after the new device'))
    await frank.sock.sendMessage('15550003007@s.whatsapp.net', { text: 'after the new device' })
    expect((await upsert).messages[0]!.key.remoteJid).toBe('15550003006@s.whatsapp.net')
    for (const s of [frank.sock, gina.sock, second.sock]) await endSocket(s)
  })
})
