import type { EventType, SessionEngineOptions } from '@sessionkit/core'
import { type InboundMessage, type ProtocolEvent, ProtocolError } from '@sessionkit/core/internal'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestEngine, nextEvent, type TestEngine, connectedSession } from '../../../../test/support/engine.js'
import { ManualTime } from '../../../../test/support/manual-time.js'

const ALICE = '15550000002@s.whatsapp.net'
const BOB = '15550000003@s.whatsapp.net'
const CAROL = '15550000004@s.whatsapp.net'
const DAVE = '15550000005@s.whatsapp.net'
const GROUP = '120363000000000001@g.us'
const ME = '15550001111@s.whatsapp.net'

let t: TestEngine | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

async function engineWith(options: Omit<SessionEngineOptions, 'store' | 'protocol'> = {}) {
  t = await createTestEngine({ receiptWindowMs: 0, ...options })
  const sessionId = await connectedSession(t, 'Store')
  const fake = t.driver.connection(sessionId)
  const engine = t.engine
  // WhatsApp tells the connection something; resolves once the engine published the event it makes of it (the
  // store's handlers run before the test's, registered later).
  const connection = {
    async deliver(event: ProtocolEvent): Promise<void> {
      const published = event.type === 'history.sync' ? null : nextEvent(engine, event.type as EventType, sessionId)
      fake.deliver(event)
      await published
    },
  }
  return { engine, sessionId, connection, fake }
}

const inbound = (
  id: string,
  chatJid: string,
  timestamp: number,
  fields: Partial<InboundMessage> = {},
): InboundMessage => ({
  messageId: id,
  from: chatJid,
  chatJid,
  fromMe: false,
  status: null,
  timestamp,
  type: 'text',
  text: `text of ${id}`,
  message: { key: { id } },
  ...fields,
})

describe('the message store', () => {
  it('keeps what the session sends, receives and sends from its phone, and pages a chat newest first with no gap or repeat', async () => {
    const { engine, sessionId, connection } = await engineWith()
    const base = Date.now() - 60_000
    for (let i = 0; i < 5; i++)
      await connection.deliver({
        type: 'message.received',
        message: inbound(`R${i}`, ALICE, base + i * 1000, { pushName: 'Alice' }),
      })
    const sent = await engine.messages.sendText(sessionId, { to: '15550000002', content: { type: 'text', text: 'hi' } })
    await connection.deliver({
      type: 'message.sent',
      message: inbound('P1', ALICE, Date.now() + 1000, {
        fromMe: true,
        from: ME,
        status: 'sent',
        text: 'from the phone',
      }),
    })

    const ids: string[] = []
    let cursor: string | undefined
    do {
      const page = await engine.messageStore.listMessages(sessionId, ALICE, { limit: 3, ...(cursor ? { cursor } : {}) })
      ids.push(...page.items.map((m) => m.id))
      cursor = page.nextCursor ?? undefined
    } while (cursor)
    expect(ids).toEqual(['P1', sent.messageId, 'R4', 'R3', 'R2', 'R1', 'R0'])

    const phone = await engine.messageStore.getMessage(sessionId, ALICE, 'P1')
    expect(phone).toMatchObject({ fromMe: true, by: 'phone', status: 'sent', text: 'from the phone' })
    expect(await engine.messageStore.getMessage(sessionId, ALICE, sent.messageId)).toMatchObject({
      fromMe: true,
      by: 'api',
      status: 'sent',
      text: 'hi',
    })
    expect(await engine.messageStore.getMessage(sessionId, ALICE, 'R0')).toMatchObject({
      from: ALICE,
      fromMe: false,
      by: null,
      status: null,
      reactions: [],
      edits: [],
      deleted: null,
    })

    const older = await engine.messageStore.listMessages(sessionId, ALICE, { before: 'R3', limit: 10 })
    expect(older.items.map((m) => m.id)).toEqual(['R2', 'R1', 'R0'])
    expect(older.nextCursor).toBeNull()
    const newer = await engine.messageStore.listMessages(sessionId, ALICE, { after: 'R1', limit: 2 })
    expect(newer.items.map((m) => m.id)).toEqual(['R3', 'R2'])
    const onwards = await engine.messageStore.listMessages(sessionId, ALICE, { cursor: newer.nextCursor!, limit: 2 })
    expect(onwards.items.map((m) => m.id)).toEqual([sent.messageId, 'R4'])

    const chat = await engine.messageStore.getChat(sessionId, ALICE)
    expect(chat).toMatchObject({ jid: ALICE, name: 'Alice', kind: 'user', unreadCount: 5, messageCount: 7 })
    expect(chat.lastMessage).toMatchObject({ id: 'P1', fromMe: true })
  })

  it('answers 404s for what it does not hold and 422 for a cursor it did not write', async () => {
    const { engine, sessionId, connection } = await engineWith()
    await connection.deliver({ type: 'message.received', message: inbound('R1', ALICE, Date.now()) })
    await expect(engine.messageStore.getChat(sessionId, BOB)).rejects.toMatchObject({ code: 'chat_not_found' })
    await expect(engine.messageStore.getMessage(sessionId, ALICE, 'NOPE')).rejects.toMatchObject({
      code: 'message_not_found',
    })
    await expect(engine.messageStore.listMessages(sessionId, ALICE, { before: 'NOPE' })).rejects.toMatchObject({
      code: 'message_not_found',
    })
    await expect(engine.messageStore.listMessages(sessionId, ALICE, { cursor: 'bm90IG91cnM' })).rejects.toMatchObject({
      code: 'validation_failed',
    })
    await expect(engine.messageStore.listChats('nobody')).rejects.toMatchObject({ code: 'session_not_found' })
  })

  it('moves a sent group message forward with each recipient’s receipts, never back', async () => {
    const { engine, sessionId, connection } = await engineWith()
    const sent = await engine.messages.sendText(sessionId, { to: GROUP, content: { type: 'text', text: 'all' } })
    const receipt = (state: 'delivered' | 'read' | 'played', jid: string, at: number) =>
      connection.deliver({
        type: 'message.receipt',
        receipt: { messageId: sent.messageId, chatJid: GROUP, state, recipients: [{ jid, at }] },
      })
    const at = Date.now()
    await receipt('delivered', BOB, at)
    await receipt('delivered', CAROL, at + 1)
    await receipt('read', BOB, at + 2)
    expect((await engine.messageStore.getMessage(sessionId, GROUP, sent.messageId)).status).toBe('read')
    await receipt('delivered', DAVE, at + 3)
    const stored = await engine.messageStore.getMessage(sessionId, GROUP, sent.messageId)
    expect(stored.status).toBe('read')
    expect(stored.receipts).toEqual([
      {
        jid: BOB,
        phoneJid: null,
        deliveredAt: new Date(at).toISOString(),
        readAt: new Date(at + 2).toISOString(),
        playedAt: null,
      },
      { jid: CAROL, phoneJid: null, deliveredAt: new Date(at + 1).toISOString(), readAt: null, playedAt: null },
      { jid: DAVE, phoneJid: null, deliveredAt: new Date(at + 3).toISOString(), readAt: null, playedAt: null },
    ])
  })

  it('keeps a send WhatsApp refused as failed', async () => {
    const { engine, sessionId, fake } = await engineWith()
    fake.messages.sendMessage = async () => {
      throw new ProtocolError('WhatsApp refused the message (error 479)', { kind: 'rejected', messageId: 'REFUSED1' })
    }
    const failed = nextEvent(engine, 'message.failed', sessionId)
    await expect(
      engine.messages.sendText(sessionId, { to: '15550000002', content: { type: 'text', text: 'no' } }),
    ).rejects.toMatchObject({ code: 'upstream_failed' })
    await failed
    expect(await engine.messageStore.getMessage(sessionId, ALICE, 'REFUSED1')).toMatchObject({
      fromMe: true,
      by: 'api',
      type: 'text',
      status: 'failed',
    })
  })

  it('lists chats newest activity first, filtered by archived, unread and kind, paged across buckets', async () => {
    const { engine, sessionId, connection } = await engineWith()
    const now = Date.now()
    await connection.deliver({ type: 'message.received', message: inbound('A1', ALICE, now - 3000) })
    await connection.deliver({
      type: 'message.received',
      message: inbound('G1', GROUP, now - 2000, { from: BOB, participant: BOB }),
    })
    await engine.messages.sendText(sessionId, { to: CAROL, content: { type: 'text', text: 'hello' } })
    await connection.deliver({ type: 'chat.updated', chatJid: ALICE, action: 'archive', value: true })
    const all: string[] = []
    let cursor: string | undefined
    do {
      const page = await engine.messageStore.listChats(sessionId, { limit: 1, ...(cursor ? { cursor } : {}) })
      all.push(...page.items.map((c) => c.jid))
      cursor = page.nextCursor ?? undefined
    } while (cursor)
    expect(all).toEqual([CAROL, GROUP, ALICE])
    const jids = async (query: Record<string, unknown>) =>
      (await engine.messageStore.listChats(sessionId, query)).items.map((c) => c.jid)
    expect(await jids({ archived: true })).toEqual([ALICE])
    expect(await jids({ archived: false })).toEqual([CAROL, GROUP])
    expect(await jids({ unread: true })).toEqual([GROUP, ALICE])
    expect(await jids({ kind: 'group' })).toEqual([GROUP])
    await connection.deliver({ type: 'chat.updated', chatJid: GROUP, action: 'mark_read', value: true })
    expect(await jids({ unread: true })).toEqual([ALICE])
  })

  it('applies the phone’s clear and delete, keeps a history sync within retention, and forgets a deleted session', async () => {
    const { engine, sessionId, connection } = await engineWith()
    const now = Date.now()
    await connection.deliver({
      type: 'history.sync',
      kind: 'initial',
      progress: 100,
      requestId: null,
      chats: [
        {
          jid: ALICE,
          name: 'Alice A.',
          unreadCount: 2,
          archived: false,
          pinned: true,
          muteEndMs: -1,
          lastMessageAt: now - 1000,
        },
      ],
      messages: [
        inbound('H1', ALICE, now - 2000),
        inbound('H2', ALICE, now - 1000, { fromMe: true, from: ME, status: 'read' }),
        inbound('ANCIENT', ALICE, now - 400 * 24 * 3600 * 1000),
      ],
    })
    expect(await engine.messageStore.getChat(sessionId, ALICE)).toMatchObject({
      name: 'Alice A.',
      unreadCount: 2,
      pinned: true,
      muted: true,
      mutedUntil: null,
      messageCount: 2,
    })
    expect((await engine.messageStore.getMessage(sessionId, ALICE, 'H2')).status).toBe('read')
    await expect(engine.messageStore.getMessage(sessionId, ALICE, 'ANCIENT')).rejects.toMatchObject({
      code: 'message_not_found',
    })

    await connection.deliver({ type: 'chat.updated', chatJid: ALICE, action: 'clear', value: null })
    expect((await engine.messageStore.listMessages(sessionId, ALICE)).items).toEqual([])
    expect(await engine.messageStore.getChat(sessionId, ALICE)).toMatchObject({ messageCount: 0, lastMessage: null })
    await connection.deliver({ type: 'chat.updated', chatJid: ALICE, action: 'delete', value: null })
    await expect(engine.messageStore.getChat(sessionId, ALICE)).rejects.toMatchObject({ code: 'chat_not_found' })

    await connection.deliver({ type: 'message.received', message: inbound('B1', BOB, now) })
    expect((await engine.messageStore.listChats(sessionId)).items.map((c) => c.jid)).toEqual([BOB])
    await engine.sessions.delete(sessionId)
    const again = await engine.sessions.create({ sessionId, displayName: 'Again', deviceBrowser: 'Chrome' })
    expect((await engine.messageStore.listChats(again.sessionId)).items).toEqual([])
  })
  it('keeps starred messages through a clear unless it deletes them, as the phone does', async () => {
    const { engine, sessionId, connection } = await engineWith()
    const now = Date.now()
    for (let i = 0; i < 4; i++)
      await connection.deliver({ type: 'message.received', message: inbound(`R${i}`, ALICE, now - 4000 + i * 1000) })
    // R1 starred on the phone, R3 starred and unstarred there, R2 starred through the API.
    for (const [action, messageId] of [
      ['star', 'R1'],
      ['star', 'R3'],
      ['unstar', 'R3'],
    ] as const)
      await connection.deliver({ type: 'chat.updated', chatJid: ALICE, action, value: action === 'star', messageId })
    const starred = nextEvent(engine, 'chat.updated', sessionId)
    await engine.chats.star(sessionId, {
      message: { chatJid: ALICE, id: 'R2', fromMe: false },
      starred: true,
    } as never)
    await starred
    expect((await engine.messageStore.getMessage(sessionId, ALICE, 'R1')).starred).toBe(true)
    expect((await engine.messageStore.getMessage(sessionId, ALICE, 'R3')).starred).toBe(false)

    const cleared = nextEvent(engine, 'chat.updated', sessionId)
    await engine.chats.act(sessionId, { chatJid: ALICE, action: 'clear', deleteStarred: false, deleteMedia: false })
    await cleared
    const kept = await engine.messageStore.listMessages(sessionId, ALICE)
    expect(kept.items.map((m) => [m.id, m.starred])).toEqual([
      ['R2', true],
      ['R1', true],
    ])
    expect(await engine.messageStore.getChat(sessionId, ALICE)).toMatchObject({
      messageCount: 2,
      unreadCount: 0,
      lastMessage: { id: 'R2' },
    })
    await expect(engine.messageStore.getMessage(sessionId, ALICE, 'R0')).rejects.toMatchObject({
      code: 'message_not_found',
    })

    // Unstarred after the clear, R1 goes with the next one; a clear that deletes starred messages takes R2.
    await connection.deliver({ type: 'chat.updated', chatJid: ALICE, action: 'unstar', value: false, messageId: 'R1' })
    await connection.deliver({
      type: 'chat.updated',
      chatJid: ALICE,
      action: 'clear',
      value: { deleteStarred: false, deleteMedia: false },
    })
    expect((await engine.messageStore.listMessages(sessionId, ALICE)).items.map((m) => m.id)).toEqual(['R2'])
    await connection.deliver({
      type: 'chat.updated',
      chatJid: ALICE,
      action: 'clear',
      value: { deleteStarred: true, deleteMedia: false },
    })
    expect((await engine.messageStore.listMessages(sessionId, ALICE)).items).toEqual([])
    expect(await engine.messageStore.getChat(sessionId, ALICE)).toMatchObject({ messageCount: 0, lastMessage: null })
    // The star index went with them: the next clear keeps nothing.
    await connection.deliver({ type: 'message.received', message: inbound('R4', ALICE, now) })
    await connection.deliver({ type: 'chat.updated', chatJid: ALICE, action: 'clear', value: null })
    expect((await engine.messageStore.listMessages(sessionId, ALICE)).items).toEqual([])
  })
})

describe('retention', () => {
  it('keeps at most maxMessagesPerChat per chat, dropping the oldest on write', async () => {
    const { engine, sessionId, connection } = await engineWith({ messageStore: { maxMessagesPerChat: 3 } })
    const now = Date.now()
    for (let i = 0; i < 5; i++)
      await connection.deliver({ type: 'message.received', message: inbound(`R${i}`, ALICE, now + i) })
    const page = await engine.messageStore.listMessages(sessionId, ALICE)
    expect(page.items.map((m) => m.id)).toEqual(['R4', 'R3', 'R2'])
    expect((await engine.messageStore.getChat(sessionId, ALICE)).messageCount).toBe(3)
  })

  it('drops messages past maxAgeMs on the periodic sweep', async () => {
    const time = new ManualTime()
    const { engine, sessionId, connection } = await engineWith({
      clock: time.clock,
      scheduler: time.scheduler,
      messageStore: { maxAgeMs: 10_000, sweepIntervalMs: 5_000 },
    })
    await connection.deliver({ type: 'message.received', message: inbound('OLD', ALICE, time.now - 8_000) })
    await connection.deliver({ type: 'message.received', message: inbound('NEW', ALICE, time.now) })
    expect((await engine.messageStore.listMessages(sessionId, ALICE)).items.map((m) => m.id)).toEqual(['NEW', 'OLD'])
    time.advance(5_000)
    await expect
      .poll(async () => (await engine.messageStore.listMessages(sessionId, ALICE)).items.map((m) => m.id))
      .toEqual(['NEW'])
    expect((await engine.messageStore.getChat(sessionId, ALICE)).messageCount).toBe(1)
  })

  it('stores nothing when switched off', async () => {
    const { engine, sessionId, connection } = await engineWith({ messageStore: { enabled: false } })
    await connection.deliver({ type: 'message.received', message: inbound('R1', ALICE, Date.now()) })
    expect((await engine.messageStore.listChats(sessionId)).items).toEqual([])
  })
})
