import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pairedSession, startWorld, type World } from './harness.js'

const SELF = '15550500001'
const BOB = '15550500002'
const CAROL = '15550500003'
const OTHER = '15550500004'
const jidOf = (digits: string) => `${digits}@s.whatsapp.net`

type Stored = {
  id: string
  timestamp: string
  status: string | null
  receipts: { jid: string; phoneJid: string | null; readAt: string | null }[]
}

describe('the message store end to end (real Baileys, the simulator)', () => {
  let world: World
  let h: Awaited<ReturnType<World['engine']>>
  let sessionId: string
  beforeAll(async () => {
    world = await startWorld()
    // receipts reach the store as soon as Baileys hands them over
    h = await world.engine({ receiptWindowMs: 0 })
    ;({ sessionId } = await pairedSession(world, h, SELF))
    for (const digits of [BOB, CAROL]) await world.sim.createPhone(digits)
  })
  afterAll(async () => {
    await world.close()
  })

  const messages = (chat: string, query = '') => h.api('GET', `/sessions/${sessionId}/chats/${chat}/messages${query}`)
  const stored = async (chat: string, id: string) =>
    (await h.api('GET', `/sessions/${sessionId}/chats/${chat}/messages/${id}`)).body.data as Stored
  /** Polls the store (its writes are batched, its reads see them): until `done` holds for what GET answers. */
  const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
    await expect.poll(async () => done(await read()), { timeout: 10_000 }).toBe(true)
    return read()
  }

  it('pages a conversation of sent and received messages newest first, with no gap or repeat', async () => {
    const bob = world.sim.phone(BOB)!
    const ids: string[] = []
    for (let i = 0; i < 4; i++) {
      const sent = await h.api('POST', `/sessions/${sessionId}/messages`, {
        to: BOB,
        content: { type: 'text', text: `to bob ${i}` },
      })
      expect(sent.status, JSON.stringify(sent.body)).toBe(200)
      ids.push(sent.body.data.messageId)
      const since = h.events.mark()
      const reply = await bob.sendText(jidOf(SELF), `from bob ${i}`)
      await h.events.waitFor('message.received', (e) => e.data.messageId === reply.id, { since })
      ids.push(reply.id)
    }
    const seen: Stored[] = []
    let cursor: string | null = null
    do {
      const page = await messages(jidOf(BOB), `?limit=3${cursor ? `&cursor=${cursor}` : ''}`)
      expect(page.status).toBe(200)
      seen.push(...page.body.data)
      cursor = page.body.nextCursor
    } while (cursor)
    expect(seen.map((m) => m.id).sort()).toEqual([...ids].sort())
    expect(new Set(seen.map((m) => m.id)).size).toBe(ids.length)
    const times = seen.map((m) => Date.parse(m.timestamp))
    expect(times).toEqual([...times].sort((a, b) => b - a))

    const chat = await h.api('GET', `/sessions/${sessionId}/chats/${BOB}`)
    expect(chat.body.data).toMatchObject({ jid: jidOf(BOB), kind: 'user', messageCount: 8 })
  })

  it("moves a sent message's status to read when the phone reads it, per recipient in a group", async () => {
    const sent = await h.api('POST', `/sessions/${sessionId}/messages`, {
      to: CAROL,
      content: { type: 'text', text: 'read me' },
    })
    const id = sent.body.data.messageId as string
    await world.sim.phone(CAROL)!.markRead(id)
    const read = await until(
      () => stored(jidOf(CAROL), id),
      (m) => m.status === 'read',
    )
    expect(read.receipts).toEqual([expect.objectContaining({ jid: jidOf(CAROL), readAt: expect.any(String) })])

    const created = await h.api('POST', `/sessions/${sessionId}/groups`, {
      subject: 'Store',
      participants: [BOB, CAROL],
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const groupJid = created.body.data.jid as string
    const groupSent = await h.api('POST', `/sessions/${sessionId}/messages`, {
      to: groupJid,
      content: { type: 'text', text: 'read by some' },
    })
    const groupId = groupSent.body.data.messageId as string
    await world.sim.phone(BOB)!.markRead(groupId)
    const groupRead = await until(
      () => stored(groupJid, groupId),
      // a LID-addressed group names each recipient by LID, the phone number beside it
      (m) => m.receipts.some((r) => (r.phoneJid ?? r.jid) === jidOf(BOB) && r.readAt !== null),
    )
    expect(groupRead.status).toBe('read')
    const groupChat = await h.api('GET', `/sessions/${sessionId}/chats/${groupJid}`)
    expect(groupChat.body.data).toMatchObject({ jid: groupJid, kind: 'group', unreadCount: 0 })
    expect(groupRead.receipts.find((r) => (r.phoneJid ?? r.jid) === jidOf(CAROL))?.readAt ?? null).toBeNull()
  })

  it('stores a message the account sends from its phone and reports it as message.sent by "phone"', async () => {
    const since = h.events.mark()
    const { id } = await world.sim.phone(SELF)!.sendText(jidOf(CAROL), 'typed on the phone')
    const event = await h.events.waitFor('message.sent', (e) => e.data.messageId === id, { since })
    expect(event.data).toMatchObject({
      by: 'phone',
      chatJid: jidOf(CAROL),
      contentType: 'text',
      text: 'typed on the phone',
    })
    expect(await stored(jidOf(CAROL), id)).toMatchObject({
      id,
      fromMe: true,
      by: 'phone',
      from: jidOf(SELF),
      text: 'typed on the phone',
    })
    // the phone's message reaches CAROL as any other
    await world.sim.phone(CAROL)!.waitForMessage((m) => m.id === id)
  })

  it('names the chat of a group the account is added to by its subject', async () => {
    const since = h.events.mark()
    const { jid } = await world.sim.phone(BOB)!.groups.create('Bob’s crew', [SELF])
    await h.events.waitFor('group.joined', (e) => e.data.groupJid === jid, { since })
    const chat = await h.api('GET', `/sessions/${sessionId}/chats/${jid}`)
    expect(chat.body.data).toMatchObject({ jid, kind: 'group', name: 'Bob’s crew', messageCount: 0, lastMessage: null })
  })

  it('keeps the starred message through a clear made through the API, as the phone does', async () => {
    const carol = world.sim.phone(CAROL)!
    const since = h.events.mark()
    const ids: string[] = []
    for (const text of ['first', 'keep me', 'last']) {
      const { id } = await carol.sendText(jidOf(SELF), text)
      await h.events.waitFor('message.received', (e) => e.data.messageId === id, { since })
      ids.push(id)
    }
    const star = await h.api('POST', `/sessions/${sessionId}/chats/messages/star`, {
      message: { chatJid: jidOf(CAROL), id: ids[1], fromMe: false },
      starred: true,
    })
    expect(star.status, JSON.stringify(star.body)).toBe(200)
    const clear = await h.api('POST', `/sessions/${sessionId}/chats/action`, { chatJid: jidOf(CAROL), action: 'clear' })
    expect(clear.status, JSON.stringify(clear.body)).toBe(200)
    const view = await world.sim
      .phone(SELF)!
      .chats.waitFor(jidOf(CAROL), (v) => v.cleared !== null && v.starred.length === 1)
    expect(view.starred).toEqual([{ id: ids[1], fromMe: false, participant: null }])

    const left = await until(
      () => messages(jidOf(CAROL)),
      (page) => page.body.data.length === 1,
    )
    expect(left.body.data).toEqual([expect.objectContaining({ id: ids[1], text: 'keep me', starred: true })])
    const chat = await h.api('GET', `/sessions/${sessionId}/chats/${jidOf(CAROL)}`)
    expect(chat.body.data).toMatchObject({ messageCount: 1, unreadCount: 0, lastMessage: { id: ids[1] } })
  })

  it('drops what is past retention: a chat keeps its newest maxMessagesPerChat', async () => {
    const small = await world.engine({ messageStore: { maxMessagesPerChat: 2 } })
    const { sessionId: other } = await pairedSession(world, small, OTHER)
    const bob = world.sim.phone(BOB)!
    const ids: string[] = []
    for (let i = 0; i < 3; i++) {
      const since = small.events.mark()
      const { id } = await bob.sendText(jidOf(OTHER), `to other ${i}`)
      await small.events.waitFor('message.received', (e) => e.data.messageId === id, { since })
      ids.push(id)
    }
    const page = await small.api('GET', `/sessions/${other}/chats/${BOB}/messages`)
    expect(page.body.data.map((m: Stored) => m.id)).toEqual([ids[2], ids[1]])
    const dropped = await small.api('GET', `/sessions/${other}/chats/${BOB}/messages/${ids[0]}`)
    expect(dropped.status).toBe(404)
    expect(dropped.body.code).toBe('message_not_found')
  })
})
