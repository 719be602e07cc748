import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { createClient } from '@redis/client'
import type { SessionEngine } from '@sessionkit/core'
import { pino } from 'pino'
import { afterEach, describe, expect, test } from 'vitest'
import { apiFor, createEngine } from '../webhooks/helpers.js'
import { NATS_URL, RABBIT_URL, REDIS_URL, TcpProxy } from './brokers.js'

// The namespaces of broker hosts (docs/transports.md), against the machine's real NATS, RabbitMQ and Redis: what a
// `manage` key restricted to one session could do with a host alone on the list (issue 46), and what it can now.

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const suffix = () => `${process.pid}-${Math.random().toString(36).slice(2, 8)}`

async function redis() {
  const client = createClient({ url: REDIS_URL })
  client.on('error', () => undefined)
  await client.connect()
  cleanups.push(() => client.close())
  return client
}

/** An engine on `store` whose every log line is kept, with a key restricted to session "a" that may manage. */
async function engineWith(transportHosts: string[], store = 'memory://') {
  const lines: string[] = []
  const engine = createEngine({
    store,
    transportHosts,
    webhooks: { retryScheduleMs: [50, 100, ...Array(40).fill(200)], jitter: 0, timeoutMs: 2_000 },
    logger: pino(
      { level: 'info' },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk))
          done()
        },
      }),
    ),
  })
  cleanups.push(async () => (engine.started ? engine.stop() : undefined))
  await engine.start()
  const api = apiFor(engine)
  const { key } = await engine.keys.create({ name: 'A only', scopes: ['manage'], sessionIds: ['a'] })
  const asA: typeof api = (method, path, body) => api(method, path, body, { authorization: `Bearer ${key}` })
  return { engine, api, asA, lines }
}

/** Resolves once `transportId` has a delivery recorded as delivered. */
const delivered = (engine: SessionEngine, transportId: string) =>
  new Promise<void>((resolve) => {
    const off = engine.webhooks.onAttempt((delivery) => {
      if (delivery.webhookId !== transportId || delivery.status !== 'delivered') return
      off()
      resolve()
    })
  })

describe('broker namespaces', () => {
  test('a malformed allowlist entry stops the engine before it serves', () => {
    for (const entry of ['redis.internal:port', 'redis.internal/db', 'redis.internal=with space', 'a=b=c'])
      expect(() => createEngine({ transportHosts: [entry] }), entry).toThrow(
        `transportHosts entry "${entry}" is not host[:port][/db][=prefix]`,
      )
  })

  test('a restricted key names no stream, key, db, subject or exchange outside its host namespace, on each broker kind', async () => {
    const { asA } = await engineWith(['127.0.0.1', '127.0.0.1:6379/2=tenant-a:'])
    const lease = `sessionkit.cluster:lease:victim-${suffix()}`
    const refusals = {
      // A cluster lease's key: a session created under that id would never get a node.
      redisKey: await asA('POST', '/transports', { kind: 'redis', url: REDIS_URL, stream: lease, events: ['*'] }),
      // Inside the default prefix, but in another database than the entry's (db 0).
      redisDb: await asA('POST', '/transports', {
        kind: 'redis',
        url: `${REDIS_URL}/3`,
        stream: `sessionkit.transports.${suffix()}`,
        events: ['*'],
      }),
      // The explicit entry's prefix, but in db 0 instead of its db 2.
      redisOtherEntry: await asA('POST', '/transports', {
        kind: 'redis',
        url: REDIS_URL,
        stream: `tenant-a:${suffix()}`,
        events: ['*'],
      }),
      nats: await asA('POST', '/transports', { kind: 'nats', url: NATS_URL, subject: 'orders', events: ['*'] }),
      rabbit: await asA('POST', '/transports', {
        kind: 'rabbitmq',
        url: RABBIT_URL,
        exchange: 'amq.topic',
        events: ['*'],
      }),
    }
    for (const [name, refused] of Object.entries(refusals)) {
      expect(refused.status, name).toBe(422)
      expect(refused.response.headers.get('content-type')).toContain('application/problem+json')
      expect(refused.body, name).toMatchObject({ code: 'transport_outside_namespace' })
      expect(refused.body.detail).not.toContain('guest')
    }
    expect(refusals.redisKey.body.detail).toBe(
      `The stream "${lease}" in db 0 is outside the namespace the operator gave transports on 127.0.0.1:6379 (names starting with "sessionkit.transports." in db 0; names starting with "tenant-a:" in db 2; transportHosts / SESSIONKIT_TRANSPORT_HOSTS).`,
    )
    expect(refusals.nats.body.detail).toContain('subject "orders" is outside the namespace')
    expect(refusals.rabbit.body.detail).toContain('exchange "amq.topic" is outside the namespace')
    expect((await asA('GET', '/transports')).body.data).toEqual([])
    expect(await (await redis()).exists(lease)).toBe(0)

    // Inside: the default prefix on every kind (a NATS subject equal to the prefix's stem publishes beneath it),
    // and the explicit entry's prefix in its db.
    const inside = [
      { kind: 'redis', url: REDIS_URL, stream: `sessionkit.transports.${suffix()}` },
      { kind: 'redis', url: `${REDIS_URL}/2`, stream: `tenant-a:${suffix()}` },
      { kind: 'nats', url: NATS_URL, subject: 'sessionkit.transports' },
      { kind: 'rabbitmq', url: RABBIT_URL, exchange: `sessionkit.transports.${suffix()}` },
    ]
    const made = []
    for (const body of inside) {
      const created = await asA('POST', '/transports', { ...body, events: ['*'], enabled: false })
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      made.push(created.body.data)
    }
    // Moving one to another db is checked the same way, and leaves it as it was.
    const moved = await asA('PATCH', `/transports/${made[1].id}`, { url: `${REDIS_URL}/0` })
    expect(moved.status).toBe(422)
    expect(moved.body).toMatchObject({ code: 'transport_outside_namespace' })
    expect((await asA('GET', `/transports/${made[1].id}`)).body.data.url).toBe(`${REDIS_URL}/2`)
  })

  test("a restricted key's transport on another transport's stream cannot trim it", async () => {
    const { engine, api, asA } = await engineWith(['127.0.0.1'])
    const stream = `sessionkit.transports.all-sessions-${suffix()}`
    const client = await redis()
    cleanups.push(() => client.del(stream))
    // The operator's all-sessions stream, holding 1500 entries its consumers have not read yet.
    const operators = await api('POST', '/transports', { kind: 'redis', url: REDIS_URL, stream, events: ['*'] })
    expect(operators.status).toBe(201)
    for (let i = 0; i < 1500; i += 1) await client.sendCommand(['XADD', stream, '*', 'seq', String(i)])

    // A key restricted to session A names the same stream with the least cap there is.
    const trimming = await asA('POST', '/transports', {
      kind: 'redis',
      url: REDIS_URL,
      stream,
      maxLen: 1000,
      events: ['session.created'],
    })
    expect(trimming.status).toBe(201)
    const published = delivered(engine, trimming.body.data.id)
    await engine.sessions.create({ sessionId: 'a', displayName: 'A', deviceBrowser: 'Chrome' })
    await published
    // Its append is capped at the operator's 100000, not its own 1000: every entry is still there.
    expect(Number(await client.sendCommand(['XLEN', stream]))).toBeGreaterThanOrEqual(1501)
    const [first] = (await client.sendCommand(['XRANGE', stream, '-', '+', 'COUNT', '1'])) as [string, string[]][]
    expect(first![1]).toEqual(['seq', '0'])
  })

  test('a transport stored outside its namespace is disabled at start: its record, its deliveries and the log say why', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sessionkit-namespaces-'))
    cleanups.push(() => rm(dir, { recursive: true, force: true }))
    const store = `sqlite://${join(dir, 'store.sqlite')}`
    // A broker the first engine cannot reach, so the event waits in its outbox.
    const proxy = await TcpProxy.start(6379)
    cleanups.push(() => proxy.close())
    proxy.cut()
    const stream = `legacy-events-${suffix()}`

    // Before namespaces: an entry ending in "=" gives the host's whole keyspace, as a bare host used to.
    const before = await engineWith(['127.0.0.1='], store)
    const created = await before.api('POST', '/transports', {
      kind: 'redis',
      url: `redis://127.0.0.1:${proxy.port}`,
      stream,
      events: ['session.created'],
    })
    expect(created.status).toBe(201)
    const id = created.body.data.id as string
    const failed = new Promise<void>((resolve) => {
      const off = before.engine.webhooks.onAttempt((delivery, attempt) => {
        if (delivery.webhookId !== id || attempt.error === null) return
        off()
        resolve()
      })
    })
    await before.engine.sessions.create({ sessionId: 'a', displayName: 'A', deviceBrowser: 'Chrome' })
    await failed
    await before.engine.stop()
    const stoppedAt = new Date().toISOString()

    // The operator's list gives the host its default namespace now: the next start disables the transport.
    const after = await engineWith(['127.0.0.1'], store)
    const record = (await after.api('GET', `/transports/${id}`)).body.data
    const reason = `its stream "${stream}" in db 0 is outside the namespace the operator gave transports on 127.0.0.1:${proxy.port} (names starting with "sessionkit.transports." in db 0; transportHosts / SESSIONKIT_TRANSPORT_HOSTS)`
    expect(record).toMatchObject({ enabled: false, disabledReason: reason })
    const [noted] = (await after.api('GET', `/transports/${id}/deliveries`)).body.data
    // Still pending (for when it is moved inside and enabled), with the reason, and not attempted again.
    expect(noted).toMatchObject({ status: 'pending', lastError: `the transport was disabled: ${reason}` })
    expect(noted.attempts.length).toBeGreaterThan(0)
    for (const attempt of noted.attempts) expect(attempt.at < stoppedAt).toBe(true)
    const warning = after.lines.map((line) => JSON.parse(line)).find((line) => line.transportId === id)
    expect(warning).toMatchObject({ level: 40, reason })
    expect(warning.msg).toContain('transport outside its broker namespace: disabled')

    // Enabling it as it is is refused; it stays disabled with its reason.
    const enabled = await after.api('PATCH', `/transports/${id}`, { enabled: true })
    expect(enabled.status).toBe(422)
    expect(enabled.body).toMatchObject({ code: 'transport_outside_namespace' })
    expect((await after.api('GET', `/transports/${id}`)).body.data).toMatchObject({ enabled: false })
    await after.engine.stop()

    // The operator gives the transport's names a namespace: enabled again, it publishes the event that waited.
    const widened = await engineWith([`127.0.0.1=legacy-events-`], store)
    const published = delivered(widened.engine, id)
    proxy.restore()
    const reenabled = await widened.api('PATCH', `/transports/${id}`, { enabled: true })
    expect(reenabled.status).toBe(200)
    expect(reenabled.body.data).toMatchObject({ enabled: true, disabledReason: null })
    await published
    const [sent] = (await widened.api('GET', `/transports/${id}/deliveries`)).body.data
    expect(sent).toMatchObject({ id: noted.id, status: 'delivered', lastError: null })
    const client = await redis()
    cleanups.push(() => client.del(stream))
    expect(Number(await client.sendCommand(['XLEN', stream]))).toBe(1)
  })
})
