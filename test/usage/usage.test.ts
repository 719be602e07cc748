import { join } from 'node:path'
import {
  createStore,
  EngineError,
  type SessionEngine,
  type Store,
  type UsageAnalytics,
  type UsageCounters,
} from '@sessionkit/core'
import { apiHost } from '@sessionkit/core/internal'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { tempDir, uniqueNamespace } from '../support/stores.js'
import { api, createHandler, ManualClock, usageEngine } from './helpers.js'

const engines: SessionEngine[] = []
/** One answer of the engine's HTTP handler, counted as the handler counts it. */
const answered = (engine: SessionEngine, status: number) => engine[apiHost].meter.answered(status)
const track = (engine: SessionEngine): SessionEngine => {
  engines.push(engine)
  return engine
}

afterEach(async () => {
  vi.useRealTimers()
  for (const engine of engines.splice(0)) await engine.stop()
})

async function data<T>(response: Response): Promise<T> {
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: T }).data
}

describe('GET /api/v1/usage', () => {
  it('answers the six counters, live sessions included', async () => {
    const clock = new ManualClock('2026-05-15T12:00:00Z')
    // Webhook URLs on loopback are refused unless the operator allows them; nothing is delivered here.
    const engine = track(usageEngine(clock, { allowPrivateNetwork: true }))
    await engine.start()
    const call = api(createHandler(engine))
    expect(await data<UsageCounters>(await call('/usage'))).toEqual({
      activeSessions: 0,
      totalSessions: 0,
      sentMessagesThisMonth: 0,
      failedMessagesThisMonth: 0,
      apiRequestsThisMonth: 0,
      webhooksConfigured: 0,
    })

    for (const sessionId of ['a', 'b', 'c']) {
      expect(
        (
          await call('/sessions', {
            method: 'POST',
            body: JSON.stringify({ sessionId, displayName: sessionId }),
            headers: { 'content-type': 'application/json' },
          })
        ).status,
      ).toBe(201)
    }
    expect((await call('/sessions/b/connect', { method: 'POST' })).status).toBe(200)
    engine.usage.recordMessageSent()
    engine.usage.recordMessageSent(4)
    engine.usage.recordMessageFailed(2)
    const webhookIds: string[] = []
    for (const port of [9001, 9002, 9003]) {
      const response = await call('/webhooks', {
        method: 'POST',
        body: JSON.stringify({ url: `http://127.0.0.1:${port}/hook`, events: ['message.sent'] }),
        headers: { 'content-type': 'application/json' },
      })
      expect(response.status).toBe(201)
      webhookIds.push(((await response.json()) as { data: { id: string } }).data.id)
    }
    expect((await call(`/webhooks/${webhookIds[0]}`, { method: 'DELETE' })).status).toBe(200)

    const counters = await data<UsageCounters>(await call('/usage'))
    // 1 usage read + 3 session creates + 1 connect + 3 webhook creates + 1 delete so far; this read is counted once it has answered.
    expect(counters).toEqual({
      activeSessions: 1,
      totalSessions: 3,
      sentMessagesThisMonth: 5,
      failedMessagesThisMonth: 2,
      apiRequestsThisMonth: 9,
      webhooksConfigured: 2,
    })
    expect((await data<UsageCounters>(await call('/usage'))).apiRequestsThisMonth).toBe(10)
  })

  it('takes webhooksConfigured from the webhooks configured', async () => {
    const engine = track(usageEngine(new ManualClock('2026-05-15T12:00:00Z'), { allowPrivateNetwork: true }))
    for (let i = 0; i < 4; i++) await engine.webhooks.create({ url: `http://127.0.0.1:9/${i}`, events: ['*'] })
    expect((await engine.usage.counters()).webhooksConfigured).toBe(4)
    await engine.webhooks.create({ url: 'http://127.0.0.1:9/5', events: ['*'] })
    expect((await engine.usage.counters()).webhooksConfigured).toBe(5)
  })

  it('counts every response of the handler: Problems, unknown routes and unauthenticated requests too', async () => {
    const engine = track(usageEngine(new ManualClock('2026-05-15T12:00:00Z')))
    const call = api(createHandler(engine))
    const statuses = [
      (await call('/sessions')).status,
      (await call('/sessions', { authorization: null })).status,
      (await call('/sessions', { authorization: 'Bearer wrong' })).status,
      (await call('/nowhere')).status,
      (await call('/sessions', { method: 'PUT' })).status,
      (await call('/sessions/missing')).status,
      (
        await call('/sessions', {
          method: 'POST',
          body: '{"displayName":',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
      (await call('/usage/analytics?days=abc')).status,
    ]
    expect(statuses).toEqual([200, 401, 401, 404, 405, 404, 400, 422])
    expect((await engine.usage.counters()).apiRequestsThisMonth).toBe(8)
    expect((await engine.usage.analytics({ days: 1 })).statusBreakdown).toEqual({
      success2xx: 1,
      clientError4xx: 7,
      serverError5xx: 0,
    })
  })

  it('sorts statuses into classes; other classes count as requests only', async () => {
    const engine = track(usageEngine(new ManualClock('2026-05-15T12:00:00Z')))
    for (const status of [200, 201, 204, 400, 404, 409, 422, 500, 502, 504, 101, 302]) answered(engine, status)
    const analytics = await engine.usage.analytics({ days: 1 })
    expect(analytics.statusBreakdown).toEqual({ success2xx: 3, clientError4xx: 4, serverError5xx: 3 })
    expect(analytics.timeline).toEqual([{ date: '2026-05-15', sentMessages: 0, failedMessages: 0, apiRequests: 12 }])
  })

  it('refuses message counts that are not whole numbers >= 0', () => {
    const engine = track(usageEngine(new ManualClock('2026-05-15T12:00:00Z')))
    expect(() => engine.usage.recordMessageSent(-1)).toThrow(TypeError)
    expect(() => engine.usage.recordMessageFailed(1.5)).toThrow(TypeError)
  })
})

describe('UTC days and months', () => {
  it('starts a new day and a new month at UTC midnight', async () => {
    const clock = new ManualClock('2026-01-31T23:59:59.999Z')
    const engine = track(usageEngine(clock))
    answered(engine, 200)
    answered(engine, 404)
    engine.usage.recordMessageSent(3)
    engine.usage.recordMessageFailed()
    expect(await engine.usage.counters()).toMatchObject({
      apiRequestsThisMonth: 2,
      sentMessagesThisMonth: 3,
      failedMessagesThisMonth: 1,
    })

    clock.advance(1) // 2026-02-01T00:00:00.000Z
    expect(await engine.usage.counters()).toMatchObject({
      apiRequestsThisMonth: 0,
      sentMessagesThisMonth: 0,
      failedMessagesThisMonth: 0,
    })
    answered(engine, 200)
    engine.usage.recordMessageSent()
    expect(await engine.usage.counters()).toMatchObject({
      apiRequestsThisMonth: 1,
      sentMessagesThisMonth: 1,
      failedMessagesThisMonth: 0,
    })
    expect((await engine.usage.analytics({ days: 2 })).timeline).toEqual([
      { date: '2026-01-31', sentMessages: 3, failedMessages: 1, apiRequests: 2 },
      { date: '2026-02-01', sentMessages: 1, failedMessages: 0, apiRequests: 1 },
    ])

    // Later in February: the month total is the sum of its days, January stays out.
    clock.set('2026-02-28T23:59:59.999Z')
    answered(engine, 200)
    expect((await engine.usage.counters()).apiRequestsThisMonth).toBe(2)
    clock.advance(1) // 2026-03-01, February has 28 days in 2026
    expect((await engine.usage.counters()).apiRequestsThisMonth).toBe(0)
  })

  it('crosses a year boundary and keeps a leap day in its month', async () => {
    const clock = new ManualClock('2027-12-31T23:00:00Z')
    const engine = track(usageEngine(clock))
    answered(engine, 200)
    clock.set('2028-01-01T00:30:00Z')
    answered(engine, 200)
    answered(engine, 200)
    expect((await engine.usage.counters()).apiRequestsThisMonth).toBe(2)
    expect(
      (await engine.usage.analytics({ days: 2 })).timeline.map(({ date, apiRequests }) => [date, apiRequests]),
    ).toEqual([
      ['2027-12-31', 1],
      ['2028-01-01', 2],
    ])

    clock.set('2028-02-29T10:00:00Z')
    answered(engine, 500)
    clock.set('2028-02-01T00:00:00Z')
    answered(engine, 500)
    clock.set('2028-02-29T23:59:59Z')
    expect((await engine.usage.counters()).apiRequestsThisMonth).toBe(2)
  })

  it('answers the same figures from a local-time clock reading: days are UTC, not the host zone', async () => {
    // 2026-07-01T01:30 in UTC+05:00 is still June 30 in UTC.
    const clock = new ManualClock('2026-07-01T01:30:00+05:00')
    const engine = track(usageEngine(clock))
    answered(engine, 200)
    expect((await engine.usage.analytics({ days: 1 })).timeline[0]).toEqual({
      date: '2026-06-30',
      sentMessages: 0,
      failedMessages: 0,
      apiRequests: 1,
    })
  })
})

describe('GET /api/v1/usage/analytics', () => {
  it('defaults to 7 days: one zero-filled entry per day, oldest first, ending today', async () => {
    // The 7-day window ending 2026-03-01 is 2026-02-23 .. 2026-03-01 (February 2026 has 28 days).
    const clock = new ManualClock('2026-02-22T23:59:59.999Z')
    const engine = track(usageEngine(clock))
    const call = api(createHandler(engine))
    answered(engine, 200) // outside the window: in no figure below
    engine.usage.recordMessageSent()
    clock.set('2026-02-23T00:00:00Z')
    engine.usage.recordMessageSent(2)
    answered(engine, 201)
    clock.set('2026-02-26T13:00:00Z')
    engine.usage.recordMessageFailed()
    answered(engine, 502)
    answered(engine, 409)
    clock.set('2026-03-01T08:00:00Z')

    expect(await data<UsageAnalytics>(await call('/usage/analytics'))).toEqual({
      periodDays: 7,
      timeline: [
        { date: '2026-02-23', sentMessages: 2, failedMessages: 0, apiRequests: 1 },
        { date: '2026-02-24', sentMessages: 0, failedMessages: 0, apiRequests: 0 },
        { date: '2026-02-25', sentMessages: 0, failedMessages: 0, apiRequests: 0 },
        { date: '2026-02-26', sentMessages: 0, failedMessages: 1, apiRequests: 2 },
        { date: '2026-02-27', sentMessages: 0, failedMessages: 0, apiRequests: 0 },
        { date: '2026-02-28', sentMessages: 0, failedMessages: 0, apiRequests: 0 },
        { date: '2026-03-01', sentMessages: 0, failedMessages: 0, apiRequests: 0 },
      ],
      statusBreakdown: { success2xx: 1, clientError4xx: 1, serverError5xx: 1 },
    })
    // The analytics request itself is counted once it has answered, so the next read shows it today.
    const next = await data<UsageAnalytics>(await call('/usage/analytics?days=1'))
    expect(next).toEqual({
      periodDays: 1,
      timeline: [{ date: '2026-03-01', sentMessages: 0, failedMessages: 0, apiRequests: 1 }],
      statusBreakdown: { success2xx: 1, clientError4xx: 0, serverError5xx: 0 },
    })
  })

  it('clamps a window above 90 days to 90 and says so in periodDays', async () => {
    const clock = new ManualClock('2026-06-30T12:00:00Z')
    const engine = track(usageEngine(clock))
    const call = api(createHandler(engine))
    const today = clock.now()
    const day = 86_400_000
    clock.ms = today - 89 * day // the oldest day of a 90-day window: 2026-04-02
    answered(engine, 200)
    engine.usage.recordMessageSent()
    clock.ms = today - 90 * day // one day older: outside
    answered(engine, 500)
    engine.usage.recordMessageFailed()
    clock.ms = today

    for (const days of ['90', '91', '365', '100000', '99999999999999999999999']) {
      const analytics = await engine.usage.analytics({ days })
      expect(analytics.periodDays).toBe(90)
      expect(analytics.timeline).toHaveLength(90)
      expect(analytics.timeline[0]).toEqual({ date: '2026-04-02', sentMessages: 1, failedMessages: 0, apiRequests: 1 })
      expect(analytics.timeline[89]!.date).toBe('2026-06-30')
      expect(analytics.statusBreakdown).toEqual({ success2xx: 1, clientError4xx: 0, serverError5xx: 0 })
      expect(analytics.timeline.reduce((sum, entry) => sum + entry.failedMessages, 0)).toBe(0)
    }

    const overHttp = await data<UsageAnalytics>(await call('/usage/analytics?days=365'))
    expect(overHttp.periodDays).toBe(90)
    expect(overHttp.timeline).toHaveLength(90)
    const dates = overHttp.timeline.map((entry) => entry.date)
    expect(new Set(dates).size).toBe(90)
    expect([...dates].sort()).toEqual(dates)
    // Consecutive days, none skipped.
    for (let index = 1; index < dates.length; index += 1)
      expect(Date.parse(dates[index]!) - Date.parse(dates[index - 1]!)).toBe(day)
    expect((await data<UsageAnalytics>(await call('/usage/analytics?days=007'))).periodDays).toBe(7)
  })

  it.each([
    ['days=abc', 'must be a whole number of days'],
    ['days=1.5', 'must be a whole number of days'],
    ['days=-1', 'must be a whole number of days'],
    ['days=', 'must be a whole number of days'],
    ['days=%207', 'must be a whole number of days'],
    ['days=0', 'must be at least 1'],
    ['days=7&days=8', 'must be given once'],
  ])('answers 422 to %s', async (query, message) => {
    const engine = track(usageEngine(new ManualClock('2026-06-30T12:00:00Z')))
    const response = await api(createHandler(engine))(`/usage/analytics?${query}`)
    expect(response.status).toBe(422)
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/)
    const problem = (await response.json()) as { code: string; errors: { path: string; message: string }[] }
    expect(problem.code).toBe('validation_failed')
    expect(problem.errors).toEqual([{ path: 'days', message }])
  })

  it('applies the same rule from code', async () => {
    const engine = track(usageEngine(new ManualClock('2026-06-30T12:00:00Z')))
    for (const days of [0, -5, 2.5, Number.NaN, Number.POSITIVE_INFINITY])
      await expect(engine.usage.analytics({ days })).rejects.toThrow(EngineError)
    expect((await engine.usage.analytics()).periodDays).toBe(7)
    expect((await engine.usage.analytics({ days: 1000 })).periodDays).toBe(90)
  })
})

describe('batching and durability', () => {
  it('writes pending counts within the flush interval, and reads are exact before that', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const store = createStore('memory://')
    const engine = track(
      usageEngine(new ManualClock('2026-06-30T12:00:00Z'), { store, usage: { flushIntervalMs: 1000 } }),
    )
    const usage = store.collection('usage')
    answered(engine, 200)
    answered(engine, 200)
    engine.usage.recordMessageSent()
    expect((await engine.usage.counters()).apiRequestsThisMonth).toBe(2)
    expect(await usage.get('day:2026-06-30:api')).toBeUndefined()

    await vi.advanceTimersByTimeAsync(999)
    expect(await usage.get('day:2026-06-30:api')).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    // The timer has started a flush; the flush lock is released only when it has written everything.
    await usage.withLock('flush', async () => undefined)
    expect(await usage.getMany(['day:2026-06-30:api', 'day:2026-06-30:2xx', 'day:2026-06-30:sent'])).toEqual([2, 2, 1])
    expect((await engine.usage.counters()).apiRequestsThisMonth).toBe(2)
  })

  it('keeps counts whose write failed pending, and writes them on the next flush', async () => {
    const inner = createStore('memory://')
    let failures = 1
    const flaky: Store = {
      kind: inner.kind,
      close: () => inner.close(),
      collection(name) {
        const collection = inner.collection(name)
        if (name !== 'usage') return collection
        return new Proxy(collection, {
          get(target, property, receiver) {
            if (property === 'increment') {
              return (key: string, by?: number) => {
                if (key.endsWith(':api') && failures > 0) {
                  failures -= 1
                  return Promise.reject(new Error('store unavailable'))
                }
                return target.increment(key, by)
              }
            }
            const value = Reflect.get(target, property, receiver) as unknown
            return typeof value === 'function' ? value.bind(target) : value
          },
        })
      },
    }
    const engine = track(
      usageEngine(new ManualClock('2026-06-30T12:00:00Z'), { store: flaky, usage: { flushIntervalMs: 60_000 } }),
    )
    for (let index = 0; index < 5; index += 1) answered(engine, 200)
    await expect(engine.usage.flush()).rejects.toThrow('store unavailable')
    // The 2xx counts were written, the api counts went back to pending: nothing lost, nothing doubled.
    expect(await inner.collection('usage').getMany(['day:2026-06-30:api', 'day:2026-06-30:2xx'])).toEqual([
      undefined,
      5,
    ])
    expect((await engine.usage.counters()).apiRequestsThisMonth).toBe(5)
    expect((await engine.usage.analytics({ days: 1 })).statusBreakdown.success2xx).toBe(5)
    await engine.usage.flush()
    expect(await inner.collection('usage').getMany(['day:2026-06-30:api', 'day:2026-06-30:2xx'])).toEqual([5, 5])
    expect((await engine.usage.counters()).apiRequestsThisMonth).toBe(5)
  })

  it('a clean stop flushes, and the figures survive a restart on the same SQLite file', async () => {
    const url = `sqlite://${join(tempDir(), 'usage-restart.sqlite')}`
    const storeNamespace = uniqueNamespace('usage_restart')
    const clock = new ManualClock('2026-06-30T12:00:00Z')
    const first = usageEngine(clock, { store: url, storeNamespace, usage: { flushIntervalMs: 3_600_000 } })
    await first.start()
    const call = api(createHandler(first))
    for (let index = 0; index < 25; index += 1) await call('/sessions')
    await call('/sessions', { authorization: null })
    first.usage.recordMessageSent(7)
    first.usage.recordMessageFailed(2)
    // An hour-long interval: nothing has been written before stop().
    expect(await first.store.collection('usage').get('day:2026-06-30:api')).toBeUndefined()
    const before = await first.usage.counters()
    const analyticsBefore = await first.usage.analytics({ days: 3 })
    await first.stop()

    const second = track(usageEngine(clock, { store: url, storeNamespace }))
    await second.start()
    expect(await second.usage.counters()).toEqual(before)
    expect(before).toMatchObject({ apiRequestsThisMonth: 26, sentMessagesThisMonth: 7, failedMessagesThisMonth: 2 })
    expect(await second.usage.analytics({ days: 3 })).toEqual(analyticsBefore)
    expect(analyticsBefore.statusBreakdown).toEqual({ success2xx: 25, clientError4xx: 1, serverError5xx: 0 })

    // Counting goes on from the stored figures.
    await api(createHandler(second))('/sessions')
    expect((await second.usage.counters()).apiRequestsThisMonth).toBe(27)
  })
})
