import { createServer as createHttpServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { createHandler, createLogger, SessionEngine } from '@sessionkit/core'
import { createMetricsHandler, fromFetchRequest, toFetchResponse } from '@sessionkit/core/adapter'
import { afterEach, describe, expect, test } from 'vitest'
import { pino } from 'pino'
import { createTestEngine, nextEvent, testApiKey } from '../support/engine.js'
import { FakeDriver } from '../support/fake-driver.js'
import { ManualTime } from '../support/manual-time.js'
import { deleteRedisKeys, describeStores, storeTargets, uniqueNamespace } from '../support/stores.js'
import { closeServer } from '../support/targets.js'
import { redisConsumer } from '../../packages/core/test/transports/brokers.js'

/**
 * A key restricted to sessions is a boundary, not a filter on one route: another session's events reach it
 * through neither the event stream nor a webhook or transport it created; the metrics take an admin key; no key is logged.
 */

const redisUrl = 'redis://127.0.0.1:6379'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

interface StreamedEvent {
  type: string
  sessionId: string
  data: Record<string, any>
}

/** GET /events with `key`; `until` resolves once an event satisfying it has arrived, with every event so far. */
async function openStream(engine: SessionEngine, key: string) {
  const abort = new AbortController()
  const response = await createHandler(engine)(
    new Request('http://localhost/api/v1/events', {
      headers: { authorization: `Bearer ${key}` },
      signal: abort.signal,
    }),
  )
  expect(response.status).toBe(200)
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  const events: StreamedEvent[] = []
  let buffer = ''
  cleanups.push(async () => abort.abort())
  const until = async (done: (event: StreamedEvent) => boolean): Promise<StreamedEvent[]> => {
    while (!events.some(done)) {
      const { value, done: ended } = await reader.read()
      if (ended) throw new Error('the stream ended')
      buffer += value
      let end: number
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const data = buffer
          .slice(0, end)
          .split('\n')
          .find((line) => line.startsWith('data: '))
        buffer = buffer.slice(end + 2)
        if (data) events.push(JSON.parse(data.slice(6)))
      }
    }
    return events
  }
  return { until }
}

/** A webhook receiver on a local port: every delivered envelope, and a wait for one. */
async function receiver() {
  const received: StreamedEvent[] = []
  const waiters: (() => void)[] = []
  const server = createHttpServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      received.push(JSON.parse(body))
      response.end()
      for (const wake of waiters.splice(0)) wake()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanups.push(() => closeServer(server))
  const until = async (done: (event: StreamedEvent) => boolean): Promise<StreamedEvent[]> => {
    while (!received.some(done)) await new Promise<void>((resolve) => waiters.push(resolve))
    return received
  }
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, until }
}

const connectedState = (sessionId: string) => (event: StreamedEvent) =>
  event.sessionId === sessionId && event.type === 'connection.state' && event.data.state === 'connected'

async function connect(t: Awaited<ReturnType<typeof createTestEngine>>, sessionId: string): Promise<void> {
  await t.engine.sessions.create({ sessionId, displayName: sessionId, deviceBrowser: 'Chrome' })
  t.driver.script(sessionId, 'open')
  await t.engine.sessions.connect(sessionId)
  await t.engine.sessions.waitForState(sessionId, ['connected'], 5_000)
}

describe('a key restricted to session A', () => {
  test("receives none of session B's events through the event stream, a webhook or a transport it created", async () => {
    const t = await createTestEngine({ allowPrivateNetwork: true, transportHosts: ['127.0.0.1:6379'] })
    cleanups.push(() => t.close())
    const restricted = await t.engine.keys.create({ name: 'A only', scopes: ['read', 'manage'], sessionIds: ['a'] })
    const hook = await receiver()
    const created = await createHandler(t.engine)(
      new Request('http://localhost/api/v1/webhooks', {
        method: 'POST',
        headers: { authorization: `Bearer ${restricted.key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ url: hook.url, events: ['*'] }),
      }),
    )
    expect(created.status).toBe(201)
    const stream = `sessionkit.transports.${uniqueNamespace('boundary')}`
    const consumer = await redisConsumer(redisUrl, stream)
    cleanups.push(() => consumer.close())
    const transport = await createHandler(t.engine)(
      new Request('http://localhost/api/v1/transports', {
        method: 'POST',
        headers: { authorization: `Bearer ${restricted.key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'redis', url: redisUrl, stream, events: ['*'] }),
      }),
    )
    expect(transport.status).toBe(201)
    expect((await transport.json()).data.sessionIds).toEqual(['a'])
    const everything = await openStream(t.engine, testApiKey)
    const onlyA = await openStream(t.engine, restricted.key)

    // B's events happen first: by the time A's arrive through the same ordered log and webhook lane, B's would have.
    await connect(t, 'b')
    await connect(t, 'a')

    const all = await everything.until(connectedState('a'))
    expect(all.some(connectedState('b'))).toBe(true)
    const streamed = await onlyA.until(connectedState('a'))
    const delivered = await hook.until(connectedState('a'))
    const published = () => consumer.received.map((message) => JSON.parse(message.body) as StreamedEvent)
    await consumer.until(() => published().some(connectedState('a')))
    expect(new Set(streamed.map((event) => event.sessionId))).toEqual(new Set(['a']))
    expect(new Set(delivered.map((event) => event.sessionId))).toEqual(new Set(['a']))
    expect(new Set(published().map((event) => event.sessionId))).toEqual(new Set(['a']))
    expect(streamed.map((event) => event.type)).toContain('session.created')
  })
})

describe('GET /metrics', () => {
  test('answers an admin key and refuses a key without the admin scope', async () => {
    const t = await createTestEngine()
    cleanups.push(() => t.close())
    const metrics = createMetricsHandler(t.engine)
    const scrape = async (key: string) =>
      toFetchResponse(
        await metrics(
          fromFetchRequest(new Request('http://localhost/metrics', { headers: { authorization: `Bearer ${key}` } })),
        ),
      )
    const admin = await t.engine.keys.create({ name: 'scraper', scopes: ['admin'] })
    const reader = await t.engine.keys.create({ name: 'reader', scopes: ['read', 'send', 'manage'] })
    expect((await scrape(admin.key)).status).toBe(200)
    expect((await scrape(testApiKey)).status).toBe(200)
    const refused = await scrape(reader.key)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ code: 'insufficient_scope', requiredScope: 'admin' })
  })
})

describe('logging', () => {
  test('no line at trace level carries a key, while keys are created, used, refused and deleted', async () => {
    const lines: string[] = []
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString())
        done()
      },
    })
    const t = await createTestEngine({ logger: createLogger('trace', destination) })
    cleanups.push(() => t.close())
    const handler = createHandler(t.engine)
    const request = (key: string, path: string, init: RequestInit = {}) =>
      handler(
        new Request(`http://localhost/api/v1${path}`, {
          ...init,
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...init.headers },
        }),
      )
    const created = (await (
      await request(testApiKey, '/keys', {
        method: 'POST',
        body: JSON.stringify({ name: 'logged?', scopes: ['read'] }),
      })
    ).json()) as { data: { id: string; key: string } }
    const { key } = created.data
    expect((await request(key, '/sessions')).status).toBe(200)
    expect((await request(key, '/keys')).status).toBe(403)
    expect((await request(`${key}x`, '/sessions')).status).toBe(401)
    expect((await request(key, '/sessions', { method: 'POST', body: '{"displayName":' })).status).toBe(403)
    expect((await request(testApiKey, '/sessions', { method: 'POST', body: '{"displayName":' })).status).toBe(400)
    expect((await request(testApiKey, `/keys/${created.data.id}`, { method: 'DELETE' })).status).toBe(200)
    expect((await request(key, '/sessions')).status).toBe(401)
    t.engine.logger.info({ apiKey: key, request: { headers: { authorization: `Bearer ${key}` } } }, 'a careless line')
    await t.close()
    cleanups.pop()

    expect(lines.length).toBeGreaterThan(0)
    const text = lines.join('')
    expect(text).toContain('a careless line')
    expect(text).not.toContain(key)
    expect(text).not.toContain(testApiKey)
  })
})

describeStores(
  'a key deleted in one process',
  (target) => {
    test('stops working there at once, and in another process sharing the store within 5 seconds', async () => {
      const { engines, time } = twoProcesses(target.url(), 'keys')
      const [here, there] = engines.map((engine) => createHandler(engine))
      const current = async (handler: typeof here, key: string) =>
        (
          await handler!(
            new Request('http://localhost/api/v1/keys/current', { headers: { authorization: `Bearer ${key}` } }),
          )
        ).status
      const { id, key } = await engines[0]!.keys.create({ name: 'shared', scopes: ['read'] })
      expect(await current(there, key)).toBe(200)
      await engines[0]!.keys.delete(id)
      expect(await current(here, key)).toBe(401)
      // The other process trusts what it saw for up to 5 s, then asks the store again.
      time.advance(4_999)
      expect(await current(there, key)).toBe(200)
      time.advance(1)
      expect(await current(there, key)).toBe(401)
    })
  },
  storeTargets.filter((store) => store.kind === 'redis'),
)

/** Two engines on one Redis store and namespace, as two processes of one deployment, on one manual clock. */
function twoProcesses(url: string, name: string) {
  const namespace = uniqueNamespace(name)
  const time = new ManualTime()
  const engines = [0, 1].map(
    () =>
      new SessionEngine({
        store: url,
        storeNamespace: namespace,
        clock: time.clock,
        scheduler: time.scheduler,
        logger: pino({ level: 'silent' }),
        protocol: { driver: new FakeDriver() },
      }),
  )
  cleanups.push(async () => {
    for (const engine of engines) await engine.stop()
    await deleteRedisKeys(url, `${namespace}.`)
  })
  return { engines, time }
}

/** GET /events with `key` through `handler`; `ended` resolves once the server has ended the stream. */
async function streamOf(handler: (request: Request) => Promise<Response>, key: string) {
  const abort = new AbortController()
  cleanups.push(async () => abort.abort())
  const response = await handler(
    new Request('http://localhost/api/v1/events', {
      headers: { authorization: `Bearer ${key}` },
      signal: abort.signal,
    }),
  )
  expect(response.status).toBe(200)
  const reader = response.body!.getReader()
  // The first chunk (`: connected`) is there at once: the stream is open.
  expect((await reader.read()).done).toBe(false)
  return {
    ended: async () => {
      while (!(await reader.read()).done);
    },
  }
}

describe('a deleted key', () => {
  test('ends its open event streams at once in the process that deleted it (they kept streaming)', async () => {
    const t = await createTestEngine()
    cleanups.push(() => t.close())
    const { id, key } = await t.engine.keys.create({ name: 'leaked', scopes: ['read'] })
    const handler = createHandler(t.engine)
    const streams = [await streamOf(handler, key), await streamOf(handler, key)]
    const other = await t.engine.keys.create({ name: 'kept', scopes: ['read'] })
    const kept = await streamOf(handler, other.key)
    await t.engine.keys.delete(id)
    await Promise.all(streams.map((stream) => stream.ended()))
    // Another key's stream stays open: it still gets events.
    const event = nextEvent(t.engine, 'session.created', 'kept-open')
    await t.engine.sessions.create({ sessionId: 'kept-open', displayName: 'Kept' })
    await event
    const answer = await Promise.race([kept.ended().then(() => 'ended'), new Promise((r) => setImmediate(r, 'open'))])
    expect(answer).toBe('open')
  })
})

describeStores(
  'a key deleted in one process',
  (target) => {
    test('ends its event streams in another process sharing the store within 5 seconds', async () => {
      const { engines, time } = twoProcesses(target.url(), 'keystreams')
      const { id, key } = await engines[0]!.keys.create({ name: 'shared', scopes: ['read'] })
      const stream = await streamOf(createHandler(engines[1]!), key)
      await engines[0]!.keys.delete(id)
      time.advance(5_000)
      await stream.ended()
    })
  },
  storeTargets.filter((store) => store.kind === 'redis'),
)
