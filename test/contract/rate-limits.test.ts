import { randomUUID } from 'node:crypto'
import { createHandler, type FetchHandler, SessionEngine, type SessionEngineOptions } from '@sessionkit/core'
import { pino } from 'pino'
import { afterEach, describe, expect, test } from 'vitest'
import { connectedSession, createTestEngine, type TestEngine, testApiKey } from '../support/engine.js'
import { FakeDriver } from '../support/fake-driver.js'
import { ManualTime } from '../support/manual-time.js'
import { redisUrl } from '../support/services.js'
import { apiHost } from '@sessionkit/core/internal'

const otherKey = 'sk_test_rate_limits_second_key'

describe('rate limits per API key and route class', () => {
  const opened: { close(): Promise<void> }[] = []
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((t) => t.close()))
  })

  const engineWith = async (options: Omit<SessionEngineOptions, 'store' | 'protocol'>): Promise<TestEngine> => {
    const t = await createTestEngine({ apiKeys: [testApiKey, otherKey], ...options })
    opened.push(t)
    return t
  }
  const call = (handle: FetchHandler, method: string, path: string, key = testApiKey, body?: unknown) =>
    handle(
      new Request(`http://localhost/api/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    )

  test('are off by default in the library: no RateLimit fields, no 429', async () => {
    const t = await engineWith({})
    const handle = createHandler(t.engine)
    for (let i = 0; i < 50; i++) {
      const response = await call(handle, 'GET', '/sessions')
      expect(response.status).toBe(200)
      expect(response.headers.get('ratelimit')).toBeNull()
      expect(response.headers.get('ratelimit-policy')).toBeNull()
    }
  })

  test("a limited class's answers carry RateLimit and RateLimit-Policy; past the limit a 429 rate_limited with Retry-After", async () => {
    const time = new ManualTime()
    // 12:00:00.000 is a window's first instant: a 60 s window has all of its 60 s left.
    const t = await engineWith({
      clock: time.clock,
      scheduler: time.scheduler,
      rateLimits: { reads: { limit: 3, windowSeconds: 60 }, management: { limit: 100, windowSeconds: 60 } },
    })
    const handle = createHandler(t.engine)
    for (const remaining of [2, 1, 0]) {
      const response = await call(handle, 'GET', '/sessions')
      expect(response.status).toBe(200)
      expect(response.headers.get('ratelimit-policy')).toBe('"reads";q=3;w=60')
      expect(response.headers.get('ratelimit')).toBe(`"reads";r=${remaining};t=60`)
    }
    time.advance(15_000)
    const refused = await call(handle, 'GET', '/sessions')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('content-type')).toBe('application/problem+json')
    expect(refused.headers.get('retry-after')).toBe('45')
    expect(refused.headers.get('ratelimit')).toBe('"reads";r=0;t=45')
    expect(refused.headers.get('ratelimit-policy')).toBe('"reads";q=3;w=60')
    expect(await refused.json()).toMatchObject({
      status: 429,
      code: 'rate_limited',
      type: 'https://sessionkit.dev/problems/rate-limited',
      policy: 'reads',
      limit: 3,
      windowSeconds: 60,
      retryAfterSeconds: 45,
    })

    // Another class of the same key, and the same class of another key, have their own windows.
    const created = await call(handle, 'POST', '/sessions', testApiKey, { displayName: 'limited' })
    expect(created.status).toBe(201)
    expect(created.headers.get('ratelimit-policy')).toBe('"management";q=100;w=60')
    expect((await call(handle, 'GET', '/sessions', otherKey)).status).toBe(200)
    // A class without a policy is not limited, and says nothing.
    const unlimited = await call(handle, 'POST', '/sessions/limited/messages', testApiKey, {
      to: '15550001111',
      content: { type: 'text', text: 'hi' },
    })
    expect(unlimited.headers.get('ratelimit')).toBeNull()

    time.advance(45_000)
    const next = await call(handle, 'GET', '/sessions')
    expect(next.status).toBe(200)
    expect(next.headers.get('ratelimit')).toBe('"reads";r=2;t=60')
  })

  test("the handler's own option replaces the engine's, and false turns them off", async () => {
    const t = await engineWith({ rateLimits: { reads: { limit: 1, windowSeconds: 60 } } })
    const off = createHandler(t.engine, { rateLimits: false })
    for (let i = 0; i < 3; i++) expect((await call(off, 'GET', '/sessions')).headers.get('ratelimit')).toBeNull()
    const own = createHandler(t.engine, { rateLimits: { reads: { limit: 500, windowSeconds: 10 } } })
    expect((await call(own, 'GET', '/sessions')).headers.get('ratelimit-policy')).toBe('"reads";q=500;w=10')
    expect(() => createHandler(t.engine, { rateLimits: { sends: { limit: 0, windowSeconds: 60 } } })).toThrow(
      /rateLimits\.sends\.limit must be a whole number of at least 1/,
    )
  })

  test('on Redis the limit holds across engines sharing the server', async () => {
    const time = new ManualTime()
    const namespace = `sessionkit-rate-${randomUUID()}`
    const engines = [0, 1].map(
      () =>
        new SessionEngine({
          store: redisUrl,
          storeNamespace: namespace,
          apiKeys: [testApiKey],
          logger: pino({ level: 'silent' }),
          clock: time.clock,
          scheduler: time.scheduler,
          protocol: { driver: new FakeDriver() },
          rateLimits: { reads: { limit: 4, windowSeconds: 60 } },
        }),
    )
    for (const engine of engines) {
      await engine.start()
      opened.push({ close: () => engine.stop() })
    }
    const [first, second] = engines.map((engine) => createHandler(engine)) as [FetchHandler, FetchHandler]
    expect(engines[0]![apiHost].windows.shared).toBe(true)
    // Concurrent requests through both processes: exactly the limit is let through.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call(i % 2 === 0 ? first : second, 'GET', '/sessions')),
    )
    expect(answers.filter((response) => response.status === 200)).toHaveLength(4)
    expect(answers.filter((response) => response.status === 429)).toHaveLength(6)
    expect((await call(second, 'GET', '/sessions')).headers.get('ratelimit')).toBe('"reads";r=0;t=60')
    time.advance(60_000)
    expect((await call(first, 'GET', '/sessions')).headers.get('ratelimit')).toBe('"reads";r=3;t=60')
  })
})

describe('send pacing per WhatsApp account', () => {
  let t: TestEngine | undefined
  afterEach(async () => {
    await t?.close()
    t = undefined
  })

  const send = (handle: FetchHandler, sessionId: string, to: string, key: string) =>
    handle(
      new Request(`http://localhost/api/v1/sessions/${sessionId}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ to, content: { type: 'text', text: `to ${to}` } }),
      }),
    )

  test('messages a minute hold for the session whichever key sends, then a 429 send_paced with Retry-After', async () => {
    const time = new ManualTime()
    t = await createTestEngine({
      apiKeys: [testApiKey, otherKey],
      clock: time.clock,
      scheduler: time.scheduler,
      sendPacing: { messagesPerMinute: 3 },
    })
    const sessionId = await connectedSession(t, 'paced')
    const other = await connectedSession(t, 'other account')
    const handle = createHandler(t.engine)
    expect((await send(handle, sessionId, '15550001001', testApiKey)).status).toBe(200)
    expect((await send(handle, sessionId, '15550001002', otherKey)).status).toBe(200)
    time.advance(20_000)
    expect((await send(handle, sessionId, '15550001003', otherKey)).status).toBe(200)
    const refused = await send(handle, sessionId, '15550001004', testApiKey)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('40')
    expect(await refused.json()).toMatchObject({
      code: 'send_paced',
      type: 'https://sessionkit.dev/problems/send-paced',
      limit: 3,
      windowSeconds: 60,
      retryAfterSeconds: 40,
    })
    // Nothing reached WhatsApp for the refused send; another account is paced on its own.
    expect(t.driver.connection(sessionId).sent.map((sent) => sent.jid)).not.toContain('15550001004@s.whatsapp.net')
    expect((await send(handle, other, '15550001004', testApiKey)).status).toBe(200)
    // From code too: the pace is the account's, not the HTTP handler's.
    await expect(
      t.engine.messages.send(sessionId, { to: '15550001005', content: { type: 'text', text: 'from code' } }),
    ).rejects.toMatchObject({ code: 'send_paced' })
    time.advance(40_000)
    expect((await send(handle, sessionId, '15550001004', testApiKey)).status).toBe(200)
  })

  test('new chats a day count only people the account never exchanged a message with', async () => {
    const time = new ManualTime()
    t = await createTestEngine({
      apiKeys: [testApiKey, otherKey],
      clock: time.clock,
      scheduler: time.scheduler,
      sendPacing: { newChatsPerDay: 2 },
    })
    const sessionId = await connectedSession(t, 'new chats')
    const handle = createHandler(t.engine)
    expect((await send(handle, sessionId, '15550002001', testApiKey)).status).toBe(200)
    expect((await send(handle, sessionId, '15550002002', otherKey)).status).toBe(200)
    // People already written to are no new chat, however often.
    for (let i = 0; i < 5; i++) expect((await send(handle, sessionId, '15550002001', otherKey)).status).toBe(200)
    const refused = await send(handle, sessionId, '15550002003', testApiKey)
    expect(refused.status).toBe(429)
    // 12:00 UTC: the day's window ends at midnight UTC, 12 hours on.
    expect(refused.headers.get('retry-after')).toBe(String(12 * 60 * 60))
    expect(await refused.json()).toMatchObject({ code: 'send_paced', limit: 2, windowSeconds: 86_400 })
    time.advance(12 * 60 * 60 * 1000)
    expect((await send(handle, sessionId, '15550002003', testApiKey)).status).toBe(200)
  })

  test('is off by default in the library', async () => {
    t = await createTestEngine()
    const sessionId = await connectedSession(t, 'unpaced')
    const handle = createHandler(t.engine)
    for (let i = 0; i < 40; i++)
      expect((await send(handle, sessionId, `1555000${3000 + i}`, testApiKey)).status).toBe(200)
  })
})
