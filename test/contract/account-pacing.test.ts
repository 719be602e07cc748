import { createHandler, type FetchHandler, type SessionEngineOptions } from '@sessionkit/core'
import { afterEach, describe, expect, test } from 'vitest'
import { connectedSession, createTestEngine, nextEvent, type TestEngine, testApiKey } from '../support/engine.js'
import { ManualTime } from '../support/manual-time.js'

/**
 * Every outbound path of an account takes from its pace (docs/rate-limits.md), not only the send routes: forwards,
 * stories, reads of other people's profiles, presence subscriptions and on-demand history requests, each refused
 * past its pace with the same 429 `send_paced` as a send, before anything reaches WhatsApp; and the presence
 * subscriptions renewed on a reconnect go out one at a time.
 */
describe('every outbound path is paced', () => {
  let t: TestEngine | undefined
  afterEach(async () => {
    await t?.close()
    t = undefined
  })

  const start = async (options: Omit<SessionEngineOptions, 'store' | 'protocol'>) => {
    const time = new ManualTime()
    t = await createTestEngine({ clock: time.clock, scheduler: time.scheduler, receiptWindowMs: 0, ...options })
    const sessionId = await connectedSession(t, 'paced account')
    const handle = createHandler(t.engine)
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await handle(
        new Request(`http://localhost/api/v1/sessions/${sessionId}${path}`, {
          method,
          headers: { authorization: `Bearer ${testApiKey}`, 'content-type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }),
      )
      return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() }
    }
    return { time, sessionId, call, handle: handle as FetchHandler, engine: t }
  }

  /** A text message from `from` in its 1:1 chat, into the store and the chatted index. */
  const receive = async (t: TestEngine, sessionId: string, id: string, from: string, at: number) => {
    const received = nextEvent(t.engine, 'message.received', sessionId, (event) => event.data.messageId === id)
    t.driver.connection(sessionId).deliver({
      type: 'message.received',
      message: {
        messageId: id,
        from,
        chatJid: from,
        fromMe: false,
        status: null,
        timestamp: at,
        type: 'text',
        text: `hello from ${from}`,
        message: { conversation: `hello from ${from}` },
      },
    })
    await received
  }

  const rawMessage = { key: { remoteJid: '15550009999@s.whatsapp.net', id: 'RAW1', fromMe: false }, message: {} }

  test('a forward takes a place in the minute, and a forward to a stranger is a new chat', async () => {
    const { call, sessionId, engine, time } = await start({ sendPacing: { messagesPerMinute: 3, newChatsPerDay: 1 } })
    const forward = (to: string) => call('POST', '/chats/messages/forward', { message: rawMessage, to })
    await receive(engine, sessionId, 'IN1', '15550001001@s.whatsapp.net', time.now)

    expect((await forward('15550002001')).status).toBe(200)
    // The day's one new chat is taken: a forward to a second stranger is refused, to a known person it is not.
    const stranger = await forward('15550002002')
    expect(stranger.status).toBe(429)
    expect(stranger.body).toMatchObject({
      code: 'send_paced',
      type: 'https://sessionkit.dev/problems/send-paced',
      pace: 'newChatsPerDay',
      limit: 1,
      windowSeconds: 86_400,
    })
    expect((await forward('15550001001')).status).toBe(200)
    // Three places in the minute, the refused forward's among them: the next forward waits for the next minute.
    const fast = await forward('15550001001')
    expect(fast.status).toBe(429)
    expect(fast.retryAfter).toBe('60')
    expect(fast.body).toMatchObject({ pace: 'messagesPerMinute', limit: 3, windowSeconds: 60, retryAfterSeconds: 60 })
    expect(engine.driver.connection(sessionId).forwards).toEqual([
      '15550002001@s.whatsapp.net',
      '15550001001@s.whatsapp.net',
    ])
    time.advance(60_000)
    expect((await forward('15550001001')).status).toBe(200)
  })

  test('a channel post, its edit and its deletion each take a place in the minute, refused before WhatsApp', async () => {
    const { call, sessionId, engine, time } = await start({ sendPacing: { messagesPerMinute: 3 } })
    const channel = '/newsletters/120363144038483540@newsletter/posts'
    const posted = await call('POST', channel, { text: 'Gale warning' })
    expect(posted.status).toBe(201)
    const { id } = posted.body.data
    expect((await call('PATCH', `${channel}/${id}`, { text: 'Gale from 22:00' })).status).toBe(200)
    expect((await call('DELETE', `${channel}/${id}`)).status).toBe(200)
    const fast = await call('POST', channel, { text: 'one more' })
    expect(fast.status).toBe(429)
    expect(fast.body).toMatchObject({ code: 'send_paced', pace: 'messagesPerMinute', limit: 3 })
    expect(engine.driver.connection(sessionId).channelPosts).toEqual([`post ${id}`, `edit ${id}`, `delete ${id}`])
    time.advance(60_000)
    expect((await call('POST', channel, { text: 'one more' })).status).toBe(201)
  })

  test('a story is one message in the minute and a new chat for each stranger in its audience, all or none', async () => {
    const { call, sessionId, engine, time } = await start({ sendPacing: { messagesPerMinute: 10, newChatsPerDay: 3 } })
    const story = (statusJidList: string[]) =>
      call('POST', '/stories/text', { statusJidList, content: { type: 'text', text: 'open until six' } })
    // Known: someone the account chatted with, and someone saved in the address book.
    await receive(engine, sessionId, 'IN1', '15550001001@s.whatsapp.net', time.now)
    const saved = nextEvent(engine.engine, 'contact.updated', sessionId)
    engine.driver.connection(sessionId).deliverContact({
      jid: '15550001002@s.whatsapp.net',
      phoneJid: '15550001002@s.whatsapp.net',
      lid: null,
      name: 'Bo',
    })
    await saved

    // Two strangers of three new chats a day: the post goes, and the known people cost nothing.
    expect((await story(['15550001001', '15550001002', '15550002001', '15550002002'])).status).toBe(200)
    // Two more strangers do not fit in the one new chat left: refused whole, nothing posted.
    const refused = await story(['15550002001', '15550002003', '15550002004'])
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ code: 'send_paced', pace: 'newChatsPerDay', limit: 3 })
    // People already counted today are not counted again; one new stranger fits.
    expect((await story(['15550001001', '15550002001', '15550002003'])).status).toBe(200)
    expect(engine.driver.connection(sessionId).stories).toHaveLength(2)
  })

  test("reads of other people's profiles, pictures and presence take from profileReadsPerMinute", async () => {
    const { call, sessionId, engine, time } = await start({ sendPacing: { profileReadsPerMinute: 3 } })
    // The fake reaches no WhatsApp: an allowed read gets as far as asking it, and takes its place.
    expect((await call('GET', '/contacts/15550001001/picture')).body.code).toBe('upstream_failed')
    expect((await call('GET', '/contacts/15550001002')).body.code).toBe('upstream_failed')
    expect((await call('POST', '/contacts/15550001003/presence/subscribe')).status).toBe(200)
    for (const path of ['/contacts/15550001004/picture', '/contacts/15550001004']) {
      const refused = await call('GET', path)
      expect(refused.status, path).toBe(429)
      expect(refused.retryAfter).toBe('60')
      expect(refused.body).toMatchObject({
        code: 'send_paced',
        pace: 'profileReadsPerMinute',
        limit: 3,
        windowSeconds: 60,
        retryAfterSeconds: 60,
      })
    }
    const connection = engine.driver.connection(sessionId)
    expect(connection.profileReads).not.toContain('15550001004@s.whatsapp.net')
    expect(connection.presenceSubscriptions).toEqual(['15550001003@s.whatsapp.net'])
    time.advance(60_000)
    expect((await call('GET', '/contacts/15550001004/picture')).body.code).toBe('upstream_failed')
  })

  test('on-demand history requests take from historyRequestsPerTwoHours', async () => {
    const { call, sessionId, engine, time } = await start({
      sendPacing: { historyRequestsPerTwoHours: 2 },
      messageStore: { flushIntervalMs: 1 },
    })
    const chat = '15550001001@s.whatsapp.net'
    await receive(engine, sessionId, 'IN1', chat, time.now - 60_000)
    const ask = () => call('POST', `/chats/${chat}/messages/history`, { count: 50 })
    await expect.poll(async () => (await ask()).status).toBe(202)
    expect((await ask()).status).toBe(202)
    const refused = await ask()
    expect(refused.status).toBe(429)
    // 12:00 UTC: the two-hour window ends at 14:00.
    expect(refused.retryAfter).toBe(String(2 * 60 * 60))
    expect(refused.body).toMatchObject({
      code: 'send_paced',
      pace: 'historyRequestsPerTwoHours',
      limit: 2,
      windowSeconds: 7200,
    })
    expect(engine.driver.connection(sessionId).historyRequests).toEqual([chat, chat])
  })

  test('presence subscriptions renewed on a reconnect go out one every presenceResubscribeIntervalMs', async () => {
    const { call, sessionId, engine, time } = await start({ presenceResubscribeIntervalMs: 1000 })
    const people = ['15550001001', '15550001002', '15550001003']
    for (const person of people) expect((await call('POST', `/contacts/${person}/presence/subscribe`)).status).toBe(200)

    const reconnected = nextEvent(
      engine.engine,
      'connection.state',
      sessionId,
      (event) => event.data.state === 'connected',
    )
    engine.driver.script(sessionId, 'open')
    engine.driver.connection(sessionId).drop('restart_required', 515)
    time.advance(0)
    await reconnected
    const renewed = () => engine.driver.connection(sessionId).presenceSubscriptions
    // The first at once, then one a second: never the whole list in one burst.
    await expect.poll(() => renewed()).toHaveLength(1)
    time.advance(999)
    await new Promise((resolve) => setImmediate(resolve))
    expect(renewed()).toHaveLength(1)
    time.advance(1)
    await expect.poll(() => renewed()).toHaveLength(2)
    time.advance(1000)
    await expect.poll(() => renewed()).toHaveLength(3)
    expect([...renewed()].sort()).toEqual(people.map((person) => `${person}@s.whatsapp.net`))
  })
})
