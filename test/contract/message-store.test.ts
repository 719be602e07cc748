import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestEngine, nextEvent, type TestEngine, testApiKey, connectedSession } from '../support/engine.js'
import { inProcess, jsonClient, type Mounted } from '../support/targets.js'

/**
 * The message store's routes, in process (`inProcess`; what an adapter can change is test/contract/api's): paging and
 * its Link, filters, 404 Problems, bad cursors and queries, and that they do not shadow the chat action and star routes
 * beside them. What feeds the store is tested in packages/core/test/message-store, its effect end to end in
 * test/e2e/message-store.
 */

const base = '/api/v1'
const auth = { authorization: `Bearer ${testApiKey}` }
const alice = '15550002222@s.whatsapp.net'
const group = '120363012345678901@g.us'

describe.each(inProcess)('message store on $name', (target) => {
  let t: TestEngine
  let api: Mounted
  let sessionId: string
  const call = jsonClient(() => api, base, auth)
  const chats = (path = '') => `/sessions/${sessionId}/chats${path}`

  beforeAll(async () => {
    t = await createTestEngine({ receiptWindowMs: 0 })
    api = await target.mount(t.engine, { basePath: base })
    sessionId = await connectedSession(t, 'Store')
    const connection = t.driver.connection(sessionId)
    const at = Date.now() - 100_000
    for (let i = 0; i < 12; i++) {
      const received = nextEvent(t.engine, 'message.received', sessionId)
      connection.deliver({
        type: 'message.received',
        message: {
          messageId: `IN${String(i).padStart(2, '0')}`,
          from: alice,
          chatJid: alice,
          fromMe: false,
          status: null,
          timestamp: at + i * 1000,
          type: 'text',
          text: `message ${i}`,
          message: {},
        },
      })
      await received
    }
    const sent = await call('POST', `/sessions/${sessionId}/messages`, {
      to: group,
      content: { type: 'text', text: 'hi all' },
    })
    expect(sent.status).toBe(200)
  })
  afterAll(async () => {
    await api?.close()
    await t?.close()
  })

  test('GET /chats/{chatJid}/messages pages newest first with a Link to the next page, to the end without gap or repeat', async () => {
    const seen: string[] = []
    let next: string | null = `${base}${chats(`/${alice}/messages?limit=5`)}`
    while (next) {
      const response = await api.fetch(next, { headers: auth })
      expect(response.status).toBe(200)
      const body = (await response.json()) as { data: { id: string }[]; nextCursor: string | null }
      seen.push(...body.data.map((m) => m.id))
      const link = response.headers.get('link')
      if (body.nextCursor === null) expect(link).toBeNull()
      else expect(link).toMatch(/^<[^>]+>; rel="next"$/)
      next = link ? link.slice(1, link.indexOf('>')) : null
      if (next?.startsWith('http')) next = new URL(next).pathname + new URL(next).search
    }
    expect(seen).toEqual(Array.from({ length: 12 }, (_, i) => `IN${String(11 - i).padStart(2, '0')}`))

    const around = await call('GET', chats(`/${alice}/messages?after=IN03&limit=2`))
    expect(around.body.data.map((m: { id: string }) => m.id)).toEqual(['IN05', 'IN04'])
    const before = await call('GET', chats(`/${alice}/messages?before=IN03`))
    expect(before.body.data.map((m: { id: string }) => m.id)).toEqual(['IN02', 'IN01', 'IN00'])
    expect(before.body.nextCursor).toBeNull()
  })

  test('GET /chats lists newest activity first with filters; a chat and a message by id', async () => {
    const list = await call('GET', chats())
    expect(list.status).toBe(200)
    expect(list.body.data.map((c: { jid: string }) => c.jid)).toEqual([group, alice])
    expect((await call('GET', chats('?kind=group'))).body.data.map((c: { jid: string }) => c.jid)).toEqual([group])
    expect((await call('GET', chats('?unread=true'))).body.data.map((c: { jid: string }) => c.jid)).toEqual([alice])
    expect((await call('GET', chats('?archived=true'))).body.data).toEqual([])

    const chat = await call('GET', chats(`/${alice}`))
    expect(chat.body.data).toMatchObject({ jid: alice, kind: 'user', unreadCount: 12, messageCount: 12, muted: false })
    // Phone digits name the same chat.
    expect((await call('GET', chats('/15550002222'))).body.data.jid).toBe(alice)
    const message = await call('GET', chats(`/${alice}/messages/IN07`))
    expect(message.body.data).toMatchObject({
      id: 'IN07',
      chatJid: alice,
      fromMe: false,
      text: 'message 7',
      status: null,
    })
    const sent = (await call('GET', chats(`/${group}/messages`))).body.data[0]
    expect(sent).toMatchObject({ fromMe: true, by: 'api', status: 'sent', text: 'hi all', receipts: [] })
  })

  test('unknown chats and messages are 404 Problems; bad cursors, filters and JIDs are 422s naming the field', async () => {
    for (const [path, code] of [
      [chats('/15559999999@s.whatsapp.net'), 'chat_not_found'],
      [chats('/15559999999@s.whatsapp.net/messages'), 'chat_not_found'],
      [chats(`/${alice}/messages/NOPE`), 'message_not_found'],
      [chats(`/${alice}/messages?before=NOPE`), 'message_not_found'],
      ['/sessions/nobody/chats', 'session_not_found'],
    ] as const) {
      const answer = await call('GET', path)
      expect(answer.status, path).toBe(404)
      expect(answer.type).toBe('application/problem+json')
      expect(answer.body.code).toBe(code)
    }
    for (const [path, field] of [
      [chats('?cursor=not-a-cursor'), 'cursor'],
      [chats(`/${alice}/messages?cursor=${Buffer.from('{"d":"sideways","p":"x"}').toString('base64url')}`), 'cursor'],
      [chats('?archived=maybe'), 'archived'],
      [chats('?kind=broadcast'), 'kind'],
      [chats(`/${alice}/messages?before=IN01&after=IN02`), 'before'],
      [chats('/someone'), 'chatJid'],
    ] as const) {
      const answer = await call('GET', path)
      expect(answer.status, path).toBe(422)
      expect(answer.body.errors).toContainEqual(expect.objectContaining({ path: field }))
    }
  })

  test('the chat action and star routes stay where they were', async () => {
    const action = await call('POST', chats('/action'), { chatJid: alice, action: 'pin' })
    expect(action.status).not.toBe(404)
    expect(action.body.code).not.toBe('route_not_found')
    const star = await call('POST', chats('/messages/star'), {
      message: { chatJid: alice, id: 'IN01', fromMe: false },
      starred: true,
    })
    expect(star.body.code).not.toBe('route_not_found')
  })
})
