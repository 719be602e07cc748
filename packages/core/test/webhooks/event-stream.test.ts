import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type Collection,
  type CollectionName,
  createHandler,
  createStore,
  type SessionEngine,
  type Store,
} from '@sessionkit/core'
import type { LoggedEvent } from '@sessionkit/core/internal'
import { afterEach, describe, expect, test } from 'vitest'
import { API_KEY, createEngine, createSessions } from './helpers.js'
import { apiHost, internals } from '../../src/internal.js'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

interface SseEvent {
  id?: string
  event?: string
  data?: string
}

/** Opens GET /api/v1/events through the handler and parses the stream as it arrives. */
async function openStream(engine: SessionEngine, query = '', headers: Record<string, string> = {}) {
  const abort = new AbortController()
  const response = await createHandler(engine)(
    new Request(`http://localhost/api/v1/events${query}`, {
      headers: { authorization: `Bearer ${API_KEY}`, ...headers },
      signal: abort.signal,
    }),
  )
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  const events: SseEvent[] = []
  const comments: string[] = []
  /** Reads until `count` events have arrived (or the stream ends). */
  const take = async (count: number): Promise<SseEvent[]> => {
    while (events.length < count) {
      const { done, value } = await reader.read()
      if (done) break
      buffer += value
      let end: number
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const event: SseEvent = {}
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) comments.push(line.slice(1).trim())
          else if (line.startsWith('id: ')) event.id = line.slice(4)
          else if (line.startsWith('event: ')) event.event = line.slice(7)
          else if (line.startsWith('data: ')) event.data = line.slice(6)
        }
        if (event.id) events.push(event)
      }
    }
    return events.splice(0, count)
  }
  /** Reads until a comment matching `pattern` arrives. */
  const comment = async (pattern: RegExp): Promise<string> => {
    for (;;) {
      const found = comments.find((line) => pattern.test(line))
      if (found) return found
      const { done, value } = await reader.read()
      if (done) throw new Error('stream ended')
      buffer += value
      let end: number
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        for (const line of buffer.slice(0, end).split('\n'))
          if (line.startsWith(':')) comments.push(line.slice(1).trim())
        buffer = buffer.slice(end + 2)
      }
    }
  }
  return { response, take, comment, abort, reader }
}

/** A memory store whose event log reports every batch it reads back (what a replay holds). */
function countingEventStore(onRead: (entries: LoggedEvent[]) => void): Store {
  const memory = createStore('memory://')
  return {
    kind: memory.kind,
    close: () => memory.close(),
    collection(name: CollectionName): Collection {
      const collection = memory.collection(name)
      if (name !== 'events') return collection
      return new Proxy(collection, {
        get(target, property) {
          if (property === 'getMany')
            return async (keys: string[]) => {
              const entries = await target.getMany<LoggedEvent>(keys)
              onRead(entries.filter((entry) => entry !== undefined))
              return entries
            }
          const value = Reflect.get(target, property, target) as unknown
          return typeof value === 'function' ? value.bind(target) : value
        },
      })
    },
  }
}

describe('GET /api/v1/events', () => {
  test('streams events live with their ids, and resumes exactly after Last-Event-ID', async () => {
    const engine = createEngine()
    await engine.start()
    cleanups.push(() => engine.stop())
    const first = await openStream(engine)
    expect(first.response.status).toBe(200)
    expect(first.response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    await createSessions(engine, 3, 'a')
    const live = await first.take(3)
    expect(live.map((e) => e.event)).toEqual(['session.created', 'session.created', 'session.created'])
    const envelopes = live.map((e) => JSON.parse(e.data!))
    expect(envelopes.map((e) => e.sessionId)).toEqual(['a0', 'a1', 'a2'])
    expect(live.map((e) => e.id)).toEqual(envelopes.map((e) => e.id))
    first.abort.abort()
    // The client is gone; events keep happening.
    await createSessions(engine, 2, 'b')

    const resumed = await openStream(engine, '', { 'last-event-id': live[0]!.id! })
    const replay = await resumed.take(4)
    expect(replay.map((e) => JSON.parse(e.data!).sessionId)).toEqual(['a1', 'a2', 'b0', 'b1'])
    // After the replay it is live again, without gaps or repeats.
    await createSessions(engine, 1, 'c')
    expect((await resumed.take(1)).map((e) => JSON.parse(e.data!).sessionId)).toEqual(['c0'])
    resumed.abort.abort()
  })

  test('filters by sessionId and types; resume works from the persisted log after a restart', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sessionkit-sse-'))
    cleanups.push(() => rm(dir, { recursive: true, force: true }))
    const store = `sqlite://${join(dir, 'store.sqlite')}`
    const first = createEngine({ store })
    await first.start()
    await createSessions(first, 3, 'x')
    const ids = await (async () => {
      const stream = await openStream(first, '', { 'last-event-id': 'evt_unknown' })
      const events = await stream.take(3)
      expect(await stream.comment(/not in the retained log/)).toMatch(/replaying from the oldest/)
      stream.abort.abort()
      return events.map((e) => e.id!)
    })()
    await first.stop()

    const second = createEngine({ store })
    await second.start()
    cleanups.push(() => second.stop())
    await second.sessions.delete('x2')
    const filtered = await openStream(second, '?sessionId=x2&types=session.created,session.deleted', {
      'last-event-id': ids[0]!,
    })
    const events = await filtered.take(2)
    expect(events.map((e) => [e.event, JSON.parse(e.data!).sessionId])).toEqual([
      ['session.created', 'x2'],
      ['session.deleted', 'x2'],
    ])
    expect(events[0]!.id).toBe(ids[2])
    filtered.abort.abort()
    expect(
      (
        await createHandler(second)(
          new Request('http://localhost/api/v1/events?types=nope', { headers: { authorization: `Bearer ${API_KEY}` } }),
        )
      ).status,
    ).toBe(422)
  })

  test('sends heartbeat comments and closes cleanly when the client aborts', async () => {
    const engine = createEngine({ webhooks: { eventStreamHeartbeatMs: 20 } })
    await engine.start()
    cleanups.push(() => engine.stop())
    const stream = await openStream(engine)
    expect(await stream.comment(/^heartbeat$/)).toBe('heartbeat')
    stream.abort.abort()
    // The server side closes the body: the reader ends instead of hanging.
    for (;;) {
      const { done } = await stream.reader.read()
      if (done) break
    }
  })

  test('the log is bounded', async () => {
    const engine = createEngine({ webhooks: { eventLogMaxEvents: 5 } })
    await engine.start()
    cleanups.push(() => engine.stop())
    await createSessions(engine, 30)
    const stream = await openStream(engine, '', { 'last-event-id': 'evt_gone' })
    const retained = await stream.take(5)
    expect(retained.length).toBe(5)
    const count = engine[apiHost].eventLog.lastSeq - (engine[apiHost].eventLog.oldestSeq ?? 0) + 1
    expect(count).toBeLessThanOrEqual(5 + 10)
    expect(JSON.parse(retained[0]!.data!).sessionId).not.toBe('s0')
    stream.abort.abort()
  })

  test('a replay is read from the store only as fast as the client reads it', async () => {
    let fetched = 0
    let consumed = 0
    /** At each read of the log from the store: how many entries had been fetched and not yet read by the client. */
    const ahead: number[] = []
    const engine = createEngine({
      store: countingEventStore((entries) => {
        ahead.push(fetched - consumed)
        fetched += entries.length
      }),
    })
    await engine.start()
    cleanups.push(() => engine.stop())
    const total = 1500
    await createSessions(engine, total)
    const stream = await openStream(engine, '', { 'last-event-id': 'evt_unknown' })
    const seen: string[] = []
    while (seen.length < total) {
      const [event] = await stream.take(1)
      consumed += 1
      seen.push(JSON.parse(event!.data!).sessionId)
    }
    expect(seen).toEqual(Array.from({ length: total }, (_, i) => `s${i}`))
    // Never more than a store batch (100) and the stream's 64 KiB queue ahead of the reader, however long the log.
    expect(Math.max(...ahead)).toBeLessThanOrEqual(250)
    stream.abort.abort()
  })

  test('a replay of large events holds at most 2 MiB for a paused reader', async () => {
    let fetchedBytes = 0
    let consumedBytes = 0
    /** After each read of the log from the store: bytes fetched and not yet read by the client. */
    const held: number[] = []
    const engine = createEngine({
      store: countingEventStore((entries) => {
        fetchedBytes += entries.reduce((sum, entry) => sum + Buffer.byteLength(entry.json), 0)
        held.push(fetchedBytes - consumedBytes)
      }),
    })
    await engine.start()
    cleanups.push(() => engine.stop())
    const total = 64
    for (let i = 0; i < total; i++)
      await engine[internals].bus.publish('stream.failure', 's', {
        statusCode: 500,
        reason: `${i} ${'x'.repeat(64 * 1024)}`,
      })
    const stream = await openStream(engine, '', { 'last-event-id': 'evt_unknown' })
    const reasons: string[] = []
    while (reasons.length < total) {
      // One event at a time: the stream refills its queue and the replay reads ahead as far as it will between reads.
      const [event] = await stream.take(1)
      consumedBytes += Buffer.byteLength(event!.data!)
      reasons.push(JSON.parse(event!.data!).data.reason.split(' ')[0])
    }
    expect(reasons).toEqual(Array.from({ length: total }, (_, i) => String(i)))
    expect(Math.max(...held)).toBeLessThanOrEqual(2 * 1024 * 1024)
    stream.abort.abort()
  })

  test('an API key holds at most 20 streams at once; another is a 429 rate_limited until one of them closes', async () => {
    const engine = createEngine({ apiKeys: [API_KEY, 'other-key'] })
    await engine.start()
    cleanups.push(() => engine.stop())
    const open = await Promise.all(Array.from({ length: 20 }, () => openStream(engine)))
    expect(open.map((stream) => stream.response.status)).toEqual(Array(20).fill(200))
    const handler = createHandler(engine)
    const refused = await handler(
      new Request('http://localhost/api/v1/events', { headers: { authorization: `Bearer ${API_KEY}` } }),
    )
    expect(refused.status).toBe(429)
    expect(refused.headers.get('content-type')).toBe('application/problem+json')
    expect(await refused.json()).toMatchObject({ status: 429, code: 'rate_limited', limit: 20 })
    // Another key has slots of its own.
    const other = new AbortController()
    const otherKey = await handler(
      new Request('http://localhost/api/v1/events', {
        headers: { authorization: 'Bearer other-key' },
        signal: other.signal,
      }),
    )
    expect(otherKey.status).toBe(200)
    other.abort()
    open[0]!.abort.abort()
    const again = await openStream(engine)
    expect(again.response.status).toBe(200)
    for (const stream of [...open.slice(1), again]) stream.abort.abort()
  })
})
