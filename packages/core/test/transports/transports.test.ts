import { Writable } from 'node:stream'
import type { SessionEngine } from '@sessionkit/core'
import { pino } from 'pino'
import { afterEach, describe, expect, test } from 'vitest'
import { apiFor, createEngine, createSessions, Receiver } from '../webhooks/helpers.js'
import {
  type Consumed,
  natsConsumer,
  NATS_URL,
  RABBIT_URL,
  rabbitConsumer,
  REDIS_URL,
  redisConsumer,
  TcpProxy,
} from './brokers.js'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/**
 * A name no other run uses, for streams, exchanges and subjects on the shared brokers, in the namespace an
 * allowlist entry without a prefix gives transports.
 */
const unique = (what: string) =>
  `sessionkit.transports.sk-test-${what}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`

/** An engine allowed to reach the local brokers, with fast retries, whose every log line is kept. */
function engineFor(options: Parameters<typeof createEngine>[0] = {}) {
  const lines: string[] = []
  const engine = createEngine({
    transportHosts: ['127.0.0.1'],
    webhooks: { retryScheduleMs: [50, 100, 200, ...Array(40).fill(300)], jitter: 0, timeoutMs: 2_000 },
    // Every log line, at every level, to check no credential is ever written.
    logger: pino(
      { level: 'trace' },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk))
          done()
        },
      }),
    ),
    ...options,
  })
  cleanups.push(() => engine.stop())
  return { engine, api: apiFor(engine), lines }
}

/** Resolves once each of `transportIds` has `count` deliveries of session.created recorded as delivered. */
function untilDelivered(engine: SessionEngine, transportIds: string[], count: number): Promise<void> {
  const delivered = new Map<string, number>()
  return new Promise((resolve) => {
    const off = engine.webhooks.onAttempt((delivery) => {
      if (delivery.status !== 'delivered' || delivery.eventType !== 'session.created') return
      delivered.set(delivery.webhookId, (delivered.get(delivery.webhookId) ?? 0) + 1)
      if (transportIds.every((id) => delivered.get(id) === count)) {
        off()
        resolve()
      }
    })
  })
}

const envelope = (message: Consumed) => JSON.parse(message.body) as { id: string; type: string; sessionId: string }

describe('transports', () => {
  test('events reach a consumer of NATS JetStream, RabbitMQ and Redis Streams, in order, with id and type', async () => {
    const subject = unique('nats').replaceAll('-', '_')
    const exchange = unique('exchange')
    const stream = unique('stream')
    const nats = await natsConsumer(NATS_URL, subject)
    cleanups.push(() => nats.close())
    const rabbit = await rabbitConsumer(RABBIT_URL, exchange)
    cleanups.push(() => rabbit.close())
    const redis = await redisConsumer(REDIS_URL, stream)
    cleanups.push(() => redis.close())
    const { engine, api, lines } = engineFor()
    await engine.start()

    const created = await Promise.all([
      api('POST', '/transports', { kind: 'nats', url: NATS_URL, subject, events: ['session.created'] }),
      api('POST', '/transports', { kind: 'rabbitmq', url: RABBIT_URL, exchange, events: ['*'] }),
      api('POST', '/transports', { kind: 'redis', url: REDIS_URL, stream, maxLen: 1000, events: ['session.created'] }),
    ])
    for (const { status } of created) expect(status).toBe(201)
    const [natsTransport, rabbitTransport, redisTransport] = created.map(({ body }) => body.data)
    // The credentials are a secret from creation on: the URL is shown without them.
    expect(rabbitTransport.url).toBe('amqp://***@127.0.0.1:5672')
    expect(JSON.stringify((await api('GET', '/transports')).body)).not.toContain('guest')

    const events: { id: string; sessionId: string }[] = []
    engine.on('session.created', (event) => void events.push({ id: event.id, sessionId: event.sessionId }))
    const recorded = untilDelivered(
      engine,
      [natsTransport, rabbitTransport, redisTransport].map((transport) => transport.id),
      20,
    )
    await createSessions(engine, 20, 'order-')
    const expected = events.map((event) => event.id)
    for (const consumer of [nats, rabbit, redis])
      await consumer.until((received) => received.filter((m) => envelope(m).type === 'session.created').length >= 20)

    const created20 = (consumer: { received: Consumed[] }) =>
      consumer.received.filter((message) => envelope(message).type === 'session.created')
    for (const consumer of [nats, rabbit, redis]) {
      // The body is the webhook envelope; the headers (or fields) carry the event id and type; the order is the events'.
      expect(created20(consumer).map((message) => envelope(message).id)).toEqual(expected)
      for (const message of created20(consumer)) {
        expect(message.headers['svc-event-id']).toBe(envelope(message).id)
        expect(message.headers['svc-event-type']).toBe('session.created')
      }
    }
    const first = events[0]!
    expect(nats.received[0]!.route).toBe(`${subject}.${first.sessionId}.session.created`)
    expect(nats.received[0]!.headers['Nats-Msg-Id']).toBe(first.id)
    const rabbitFirst = created20(rabbit)[0]!
    expect(rabbitFirst.route).toBe(`${first.sessionId}.session.created`)
    expect(rabbitFirst.headers).toMatchObject({ persistent: 'true', 'message-id': first.id, type: 'session.created' })
    expect(redis.received[0]!.headers.sessionId).toBe(first.sessionId)

    // Each transport's delivery log says what was published.
    await recorded
    for (const transport of [natsTransport, rabbitTransport, redisTransport]) {
      const { status, body } = await api('GET', `/transports/${transport.id}/deliveries?status=delivered&limit=1000`)
      expect(status).toBe(200)
      const published = body.data.filter((delivery: { eventType: string }) => delivery.eventType === 'session.created')
      expect(published).toHaveLength(20)
      expect(published[0]).toMatchObject({ transportId: transport.id, status: 'delivered', attemptCount: 1 })
      expect(published[0].webhookId).toBeUndefined()
    }
    expect(lines.join('')).not.toContain('guest:guest')
  }, 30_000)

  test('sessionIds limits a transport to those sessions', async () => {
    const stream = unique('stream')
    const redis = await redisConsumer(REDIS_URL, stream)
    cleanups.push(() => redis.close())
    const { engine, api } = engineFor()
    await engine.start()
    const { status } = await api('POST', '/transports', {
      kind: 'redis',
      url: REDIS_URL,
      stream,
      events: ['session.created'],
      sessionIds: ['only-1', 'only-3'],
    })
    expect(status).toBe(201)
    await createSessions(engine, 5, 'only-')
    await redis.until((received) => received.length >= 2)
    expect(redis.received.map((message) => envelope(message).sessionId)).toEqual(['only-1', 'only-3'])
  })

  test('a broker host not on the allowlist is refused with a Problem, and an API caller cannot add one', async () => {
    const { api } = engineFor({ transportHosts: ['rabbitmq.internal:5672'] })
    const refused = await api('POST', '/transports', {
      kind: 'rabbitmq',
      url: 'amqp://guest:guest@127.0.0.1:5672',
      exchange: 'sessionkit.transports.x',
      events: ['*'],
    })
    expect(refused.status).toBe(422)
    expect(refused.response.headers.get('content-type')).toContain('application/problem+json')
    expect(refused.body).toMatchObject({ code: 'transport_host_forbidden' })
    expect(refused.body.detail).toContain('"127.0.0.1:5672" is not on the operator\'s broker host allowlist')
    expect(refused.body.detail).not.toContain('guest')
    // The entry names a port: the host on another port is refused too.
    const otherPort = await api('POST', '/transports', {
      kind: 'rabbitmq',
      url: 'amqp://rabbitmq.internal:5673',
      exchange: 'sessionkit.transports.x',
      events: ['*'],
    })
    expect(otherPort.body).toMatchObject({ code: 'transport_host_forbidden' })
    // The default port counts as named.
    const allowed = await api('POST', '/transports', {
      kind: 'rabbitmq',
      url: 'amqp://rabbitmq.internal',
      exchange: 'sessionkit.transports.x',
      events: ['*'],
    })
    expect(allowed.status).toBe(201)
    // Moving it elsewhere is checked the same way, and the URL must stay of its kind.
    const moved = await api('PATCH', `/transports/${allowed.body.data.id}`, { url: 'amqp://127.0.0.1:5672' })
    expect(moved.body).toMatchObject({ code: 'transport_host_forbidden' })
    const otherKind = await api('PATCH', `/transports/${allowed.body.data.id}`, { url: 'redis://rabbitmq.internal' })
    expect(otherKind.status).toBe(422)
    expect(otherKind.body).toMatchObject({ code: 'validation_failed', errors: [{ path: 'url' }] })

    // An unknown transport is a 404 Problem on every route that names one.
    for (const [method, path] of [
      ['GET', '/transports/tr_missing'],
      ['PATCH', '/transports/tr_missing'],
      ['DELETE', '/transports/tr_missing'],
      ['GET', '/transports/tr_missing/deliveries'],
      ['GET', '/transports/tr_missing/deliveries/dlv_missing'],
    ] as const) {
      const missing = await api(method, path, method === 'PATCH' ? { enabled: false } : undefined)
      expect(missing.status).toBe(404)
      expect(missing.body).toMatchObject({ code: 'transport_not_found' })
    }
    const noDelivery = await api('GET', `/transports/${allowed.body.data.id}/deliveries/dlv_missing`)
    expect(noDelivery.body).toMatchObject({ code: 'delivery_not_found' })

    const none = engineFor({ transportHosts: [] })
    const nothingAllowed = await none.api('POST', '/transports', {
      kind: 'redis',
      url: REDIS_URL,
      stream: 's',
      events: ['*'],
    })
    expect(nothingAllowed.body).toMatchObject({ code: 'transport_host_forbidden' })
    expect(nothingAllowed.body.detail).toContain('no broker hosts are allowed until the operator lists them')
  })

  test('a broker that refuses shows its error in the delivery log: wrong credentials, a missing exchange, no stream', async () => {
    const { engine, api, lines } = engineFor()
    await engine.start()
    const wrongPassword = await api('POST', '/transports', {
      kind: 'rabbitmq',
      url: 'amqp://guest:n0tTheP4ssword@127.0.0.1:5672',
      exchange: unique('wrong-password'),
      events: ['session.created'],
    })
    const missingExchange = await api('POST', '/transports', {
      kind: 'rabbitmq',
      url: RABBIT_URL,
      exchange: unique('missing'),
      events: ['session.created'],
    })
    const noStream = await api('POST', '/transports', {
      kind: 'nats',
      url: NATS_URL,
      subject: unique('nostream').replaceAll('-', '_'),
      events: ['session.created'],
    })
    const ids = [wrongPassword, missingExchange, noStream].map(({ body }) => body.data.id as string)
    // Three attempts each (the first and two retries) before looking at the log.
    const attempts = new Map<string, number>()
    const enough = new Promise<void>((resolve) => {
      const off = engine.webhooks.onAttempt((delivery) => {
        attempts.set(delivery.webhookId, (attempts.get(delivery.webhookId) ?? 0) + 1)
        if (ids.every((id) => (attempts.get(id) ?? 0) >= 3)) {
          off()
          resolve()
        }
      })
    })
    await createSessions(engine, 1, 'refused-')
    await enough

    const logOf = async (id: string) => (await api('GET', `/transports/${id}/deliveries`)).body.data[0]
    const [credentials, exchange, stream] = await Promise.all(ids.map(logOf))
    for (const delivery of [credentials, exchange, stream]) {
      expect(delivery.status).toBe('pending')
      expect(delivery.attemptCount).toBeGreaterThanOrEqual(3)
      expect(delivery.attempts[0]).toMatchObject({ statusCode: null })
    }
    expect(credentials.lastError).toMatch(/ACCESS_REFUSED/)
    expect(exchange.lastError).toMatch(/NOT_FOUND - no exchange/)
    expect(stream.lastError).toMatch(
      /^no JetStream stream takes ".*\.refused-0\.session\.created" \(503 no responders\)$/,
    )
    // The same through GET one delivery.
    const one = await api('GET', `/transports/${ids[1]}/deliveries/${exchange.id}`)
    expect(one.body.data).toMatchObject({ id: exchange.id, transportId: ids[1], lastError: exchange.lastError })
    // The password is never logged, nor recorded in an error.
    expect(lines.join('')).not.toContain('n0tTheP4ssword')
    expect(JSON.stringify(credentials)).not.toContain('n0tTheP4ssword')
  }, 30_000)

  test('a backlog larger than memory holds waits in the store and comes back in order', async () => {
    const proxy = await TcpProxy.start(6379)
    cleanups.push(() => proxy.close())
    const stream = unique('backlog')
    const redis = await redisConsumer(REDIS_URL, stream)
    cleanups.push(() => redis.close())
    // Four rows in memory per transport: the rest of the backlog is read back from the store as room frees.
    const { engine, api } = engineFor({
      webhooks: {
        retryScheduleMs: [50, 100, ...Array(40).fill(200)],
        jitter: 0,
        timeoutMs: 2_000,
        maxQueuedPerWebhook: 4,
      },
    })
    await engine.start()
    const created = await api('POST', '/transports', {
      kind: 'redis',
      url: `redis://127.0.0.1:${proxy.port}`,
      stream,
      events: ['session.created'],
    })
    const ids: string[] = []
    engine.on('session.created', (event) => void ids.push(event.id))
    const failed = new Promise<void>((resolve) => {
      const off = engine.webhooks.onAttempt((_, attempt) => {
        if (attempt.error === null) return
        off()
        resolve()
      })
    })
    proxy.cut()
    await createSessions(engine, 40, 'backlog-')
    await failed
    const recorded = untilDelivered(engine, [created.body.data.id], 40)
    proxy.restore()
    await redis.until(() => new Set(redis.eventIds()).size >= 40)
    const seen = redis.eventIds()
    expect(seen.filter((id, index) => seen.indexOf(id) === index)).toEqual(ids)
    await recorded
  }, 30_000)

  test('a broker down loses nothing, holds its order, and blocks neither webhooks nor other transports', async () => {
    const proxies = {
      nats: await TcpProxy.start(4222),
      rabbit: await TcpProxy.start(5672),
      redis: await TcpProxy.start(6379),
    }
    for (const proxy of Object.values(proxies)) cleanups.push(() => proxy.close())
    const subject = unique('outage').replaceAll('-', '_')
    const exchange = unique('outage-exchange')
    const stream = unique('outage-stream')
    const healthyStream = unique('healthy')
    const nats = await natsConsumer(NATS_URL, subject)
    cleanups.push(() => nats.close())
    const rabbit = await rabbitConsumer(RABBIT_URL, exchange)
    cleanups.push(() => rabbit.close())
    const redis = await redisConsumer(REDIS_URL, stream)
    cleanups.push(() => redis.close())
    const healthy = await redisConsumer(REDIS_URL, healthyStream)
    cleanups.push(() => healthy.close())
    const receiver = await Receiver.start()
    cleanups.push(() => receiver.close())

    const { engine, api } = engineFor()
    await engine.start()
    const events = ['session.created'] as const
    const through = (proxy: TcpProxy, scheme: string) => `${scheme}127.0.0.1:${proxy.port}`
    const cutOff = await Promise.all([
      api('POST', '/transports', { kind: 'nats', url: through(proxies.nats, 'nats://'), subject, events }),
      api('POST', '/transports', {
        kind: 'rabbitmq',
        url: through(proxies.rabbit, 'amqp://guest:guest@'),
        exchange,
        events,
      }),
      api('POST', '/transports', { kind: 'redis', url: through(proxies.redis, 'redis://'), stream, events }),
    ])
    await api('POST', '/transports', { kind: 'redis', url: REDIS_URL, stream: healthyStream, events })
    await engine.webhooks.create({ url: receiver.url, events: [...events] })

    const ids: string[] = []
    engine.on('session.created', (event) => void ids.push(event.id))
    const allDelivered = untilDelivered(
      engine,
      cutOff.map(({ body }) => body.data.id),
      35,
    )
    await createSessions(engine, 5, 'before-')
    for (const consumer of [nats, rabbit, redis]) await consumer.until((received) => received.length >= 5)

    // All three brokers go away; events keep coming, and each cut-off transport fails three attempts in a row.
    const cutIds = cutOff.map(({ body }) => body.data.id as string)
    const failures = new Map<string, number>()
    const failing = new Promise<void>((resolve) => {
      const off = engine.webhooks.onAttempt((delivery, attempt) => {
        if (attempt.error === null) return
        failures.set(delivery.webhookId, (failures.get(delivery.webhookId) ?? 0) + 1)
        if (cutIds.every((id) => (failures.get(id) ?? 0) >= 3)) {
          off()
          resolve()
        }
      })
    })
    for (const proxy of Object.values(proxies)) proxy.cut()
    await createSessions(engine, 30, 'during-')
    await failing
    // The webhook and the healthy transport get every event while the others are down.
    await receiver.until(() => receiver.eventIds().size >= 35)
    await healthy.until((received) => received.length >= 35)
    expect(healthy.eventIds()).toEqual(ids)

    for (const proxy of Object.values(proxies)) proxy.restore()
    for (const consumer of [nats, rabbit, redis]) await consumer.until(() => new Set(consumer.eventIds()).size >= 35)
    for (const consumer of [nats, rabbit, redis]) {
      // Nothing lost, and each event after the one before it (a republish may repeat one, never reorder).
      const seen = consumer.eventIds()
      expect(new Set(seen)).toEqual(new Set(ids))
      const firstSeen = ids.map((id) => seen.indexOf(id))
      expect([...firstSeen].sort((a, b) => a - b)).toEqual(firstSeen)
    }
    // The outage is in each delivery log: attempts that failed before the one that was confirmed.
    await allDelivered
    for (const { body } of cutOff) {
      const log = (await api('GET', `/transports/${body.data.id}/deliveries?limit=1000`)).body.data
      expect(log.every((delivery: { status: string }) => delivery.status === 'delivered')).toBe(true)
      const retried = log.filter((delivery: { attemptCount: number }) => delivery.attemptCount > 1)
      expect(retried.length).toBeGreaterThan(0)
      expect(retried[0].attempts[0].error).toMatch(/refused|close|reset|socket|timeout|connection/i)
    }
  }, 60_000)
})
