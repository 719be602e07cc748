import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Collection, type CollectionName, createStore, type Store, type WebhookOptions } from '@sessionkit/core'
import { verify } from '@sessionkit/webhooks'
import { afterEach, describe, expect, test } from 'vitest'
import { ManualTime } from '../../../../test/support/manual-time.js'
import { apiFor, createEngine, createSessions, nextAttempts, Receiver, specVerify } from './helpers.js'
import { internals } from '../../src/internal.js'

/** A store whose `name` collection records the largest number of entries any one read returned. */
function countingReads(store: Store, name: CollectionName) {
  const counter = {
    largest: 0,
    store: {
      kind: store.kind,
      close: () => store.close(),
      collection(wanted: CollectionName): Collection {
        const collection = store.collection(wanted)
        if (wanted !== name) return collection
        const note = (count: number) => (counter.largest = Math.max(counter.largest, count))
        return Object.assign(Object.create(null) as Collection, {
          get: collection.get.bind(collection),
          set: collection.set.bind(collection),
          setMany: collection.setMany.bind(collection),
          delete: collection.delete.bind(collection),
          deleteMany: collection.deleteMany.bind(collection),
          deletePrefix: collection.deletePrefix.bind(collection),
          claim: collection.claim.bind(collection),
          increment: collection.increment.bind(collection),
          withLock: collection.withLock.bind(collection),
          async getMany<T>(keys: string[]) {
            note(keys.length)
            return collection.getMany<T>(keys)
          },
          async firstKeys(prefix: string, limit: number) {
            const keys = await collection.firstKeys(prefix, limit)
            note(keys.length)
            return keys
          },
          async *scan<T>(prefix?: string) {
            let count = 0
            for await (const entry of collection.scan<T>(prefix)) {
              note(++count)
              yield entry
            }
          },
        })
      },
    } satisfies Store,
  }
  return counter
}

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function setup(options: Parameters<typeof createEngine>[0] = {}) {
  const time = new ManualTime()
  const engine = createEngine({
    clock: time.clock,
    scheduler: time.scheduler,
    // The store's retention sweep would be one more timer: these tests read the webhooks' timers alone.
    messageStore: { enabled: false },
    ...options,
    webhooks: { jitter: 0, ...options.webhooks },
  })
  const receiver = await Receiver.start()
  cleanups.push(() => receiver.close())
  await engine.start()
  cleanups.push(() => engine.stop())
  return { time, engine, receiver, api: apiFor(engine) }
}

/** A SQLite store URL in a folder removed after the test. */
async function tempSqlite(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sessionkit-wh-'))
  cleanups.push(() => rm(dir, { recursive: true, force: true }))
  return `sqlite://${join(dir, 'store.sqlite')}`
}

/** A SQLite store in which `count` deliveries wait for a retry an hour away (their engine stopped), and their failing receiver. */
async function pendingInStore(count: number) {
  const store = await tempSqlite()
  const receiver = await Receiver.start(() => 500)
  cleanups.push(() => receiver.close())
  const first = createEngine({ store, webhooks: { retryScheduleMs: [3_600_000] } })
  await first.start()
  await first.webhooks.create({ url: receiver.url, events: ['*'] })
  const attempted = nextAttempts(first, count)
  await createSessions(first, count)
  await attempted
  await first.stop()
  return { store, receiver }
}

/** An engine on `store` whose clock is past those retries. */
function engineLater(store: string, webhooks: WebhookOptions = {}) {
  const time = new ManualTime()
  time.now = Date.now() + 3_600_000 * 1.3
  const engine = createEngine({
    store,
    clock: time.clock,
    scheduler: time.scheduler,
    webhooks: { retryScheduleMs: [3_600_000], ...webhooks },
  })
  cleanups.push(() => engine.stop())
  return engine
}

describe('delivery', () => {
  test('a real delivery is signed per spec part 5 and carries the envelope and headers', async () => {
    const { time, engine, receiver } = await setup()
    const webhook = await engine.webhooks.create({ url: receiver.url, events: ['session.created'] })
    const handled: string[] = []
    engine.on('session.created', (event) => handled.push(event.id))
    const attempted = nextAttempts(engine)
    await createSessions(engine, 1)
    const [outcome] = await attempted
    expect(outcome!.status).toBe('delivered')
    expect(outcome!.attempt).toMatchObject({ statusCode: 200, error: null })
    const [delivery] = receiver.received
    expect(delivery!.headers['content-type']).toBe('application/json')
    expect(delivery!.headers['user-agent']).toMatch(/^sessionkit-webhooks\//)
    const envelope = JSON.parse(delivery!.body)
    expect(Object.keys(envelope).sort()).toEqual(['createdAt', 'data', 'id', 'sessionId', 'type'])
    expect(envelope).toMatchObject({
      type: 'session.created',
      sessionId: 's0',
      createdAt: new Date(time.now).toISOString(),
    })
    expect(delivery!.headers['svc-event-id']).toBe(envelope.id)
    expect(delivery!.headers['svc-event-type']).toBe('session.created')
    // In-process handlers run beside webhooks, on the same event.
    expect(handled).toEqual([envelope.id])

    const header = String(delivery!.headers['svc-signature'])
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/)
    expect(specVerify(delivery!.body, header, webhook.secret, time.now)).toBe(true)
    expect(verify(delivery!.body, header, webhook.secret, { now: time.now }).ok).toBe(true)
    // One byte of the body changed, the wrong secret, or outside the 5-minute tolerance: refused.
    const tampered = delivery!.body.replace('"s0"', '"s1"')
    expect(tampered).not.toBe(delivery!.body)
    expect(specVerify(tampered, header, webhook.secret, time.now)).toBe(false)
    expect(verify(tampered, header, webhook.secret, { now: time.now }).ok).toBe(false)
    expect(specVerify(delivery!.body, header, 'whsec_wrong', time.now)).toBe(false)
    expect(specVerify(delivery!.body, header, webhook.secret, time.now + 301_000)).toBe(false)
    expect(verify(delivery!.body, header, webhook.secret, { now: time.now + 301_000 })).toEqual({
      ok: false,
      reason: 'timestamp_outside_tolerance',
    })
  })

  test('only subscribed events are delivered; "*" receives every event', async () => {
    const { engine, receiver } = await setup()
    const other = await Receiver.start()
    cleanups.push(() => other.close())
    await engine.webhooks.create({ url: receiver.url, events: ['message.received'] })
    await engine.webhooks.create({ url: other.url, events: ['*'] })
    const attempted = nextAttempts(engine, 2)
    await createSessions(engine, 2)
    await attempted
    expect(receiver.received).toHaveLength(0)
    expect(other.received.map((d) => d.headers['svc-event-type'])).toEqual(['session.created', 'session.created'])
  })

  test('retries on the schedule with the injected clock, then fails; redelivery through the API succeeds', async () => {
    const { time, engine, receiver, api } = await setup({ webhooks: { retryScheduleMs: [1_000, 5_000] } })
    receiver.respond = () => 500
    const webhook = await engine.webhooks.create({ url: receiver.url, events: ['session.created'] })
    const t0 = time.now
    let attempted = nextAttempts(engine)
    await createSessions(engine, 1)
    expect((await attempted)[0]).toMatchObject({
      status: 'pending',
      attempt: { statusCode: 500, error: 'receiver answered HTTP 500' },
    })
    // The next attempt is due exactly one schedule step later, not before.
    expect(time.nextTimerAt()).toBe(t0 + 1_000)
    time.advance(999)
    expect(receiver.received).toHaveLength(1)
    attempted = nextAttempts(engine)
    time.advance(1)
    expect((await attempted)[0]!.status).toBe('pending')
    expect(time.nextTimerAt()).toBe(t0 + 6_000)
    attempted = nextAttempts(engine)
    time.advance(5_000)
    expect((await attempted)[0]!.status).toBe('failed')
    expect(time.nextTimerAt()).toBeUndefined()

    const list = await api('GET', `/webhooks/${webhook.id}/deliveries`)
    expect(list.status).toBe(200)
    expect(list.body.data).toHaveLength(1)
    const failed = list.body.data[0]
    expect(failed).toMatchObject({
      status: 'failed',
      attemptCount: 3,
      eventType: 'session.created',
      lastError: 'receiver answered HTTP 500',
    })
    expect(failed.attempts.map((a: { at: string; statusCode: number }) => [a.at, a.statusCode])).toEqual([
      [new Date(t0).toISOString(), 500],
      [new Date(t0 + 1_000).toISOString(), 500],
      [new Date(t0 + 6_000).toISOString(), 500],
    ])
    expect(typeof failed.attempts[0].durationMs).toBe('number')
    expect(failed).not.toHaveProperty('payload')

    receiver.respond = () => 204
    attempted = nextAttempts(engine)
    const redelivered = await api('POST', `/webhooks/${webhook.id}/deliveries/${failed.id}/redeliver`)
    expect(redelivered.status).toBe(200)
    expect(redelivered.body.data).toMatchObject({ id: failed.id, status: 'pending' })
    expect((await attempted)[0]!.status).toBe('delivered')
    const after = await api('GET', `/webhooks/${webhook.id}/deliveries/${failed.id}`)
    expect(after.body.data).toMatchObject({ status: 'delivered', attemptCount: 4 })
    // The same event (id and bytes) every time: receivers de-duplicate on svc-event-id.
    expect(new Set(receiver.received.map((d) => d.body)).size).toBe(1)
    expect(receiver.eventIds().size).toBe(1)

    expect((await api('POST', `/webhooks/${webhook.id}/deliveries/dlv_nope/redeliver`)).body.code).toBe(
      'delivery_not_found',
    )
  })

  test('jitter spreads retries within ±jitter of the schedule', async () => {
    const { time, engine, receiver } = await setup({
      webhooks: { retryScheduleMs: [10_000], jitter: 0.2, random: () => 0.999 },
    })
    receiver.respond = () => 503
    await engine.webhooks.create({ url: receiver.url, events: ['*'] })
    const t0 = time.now
    const attempted = nextAttempts(engine)
    await createSessions(engine, 1)
    await attempted
    expect(time.nextTimerAt()).toBe(t0 + Math.round(10_000 * (0.8 + 0.4 * 0.999)))
  })

  test('410 Gone disables the webhook; later events are not queued for it', async () => {
    const { engine, receiver, api } = await setup()
    receiver.respond = () => 410
    const webhook = await engine.webhooks.create({ url: receiver.url, events: ['*'] })
    const attempted = nextAttempts(engine)
    await createSessions(engine, 1)
    expect((await attempted)[0]!.status).toBe('failed')
    await expect.poll(async () => (await engine.webhooks.get(webhook.id)).enabled).toBe(false)
    expect(await engine.webhooks.get(webhook.id)).toMatchObject({
      enabled: false,
      disabledReason: 'receiver answered HTTP 410 Gone',
    })
    await createSessions(engine, 1, 'later')
    expect((await engine.webhooks.listDeliveries(webhook.id)).map((d) => d.status)).toEqual(['failed'])
    const redeliver = await api(
      'POST',
      `/webhooks/${webhook.id}/deliveries/${(await engine.webhooks.listDeliveries(webhook.id))[0]!.id}/redeliver`,
    )
    expect(redeliver.status).toBe(409)
    expect(redeliver.body.code).toBe('webhook_disabled')
  })

  test('a rotated secret: both signatures during the grace period, only the new one after it', async () => {
    const { time, engine, receiver } = await setup()
    const created = await engine.webhooks.create({ url: receiver.url, events: ['*'] })
    const rotated = await engine.webhooks.rotateSecret(created.id, { gracePeriodSeconds: 60 })
    expect(rotated.secret).not.toBe(created.secret)
    expect(rotated.previousSecretExpiresAt).toBe(new Date(time.now + 60_000).toISOString())
    let attempted = nextAttempts(engine)
    await createSessions(engine, 1, 'a')
    await attempted
    const during = receiver.received[0]!
    expect(String(during.headers['svc-signature'])).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/)
    expect(specVerify(during.body, String(during.headers['svc-signature']), created.secret, time.now)).toBe(true)
    expect(specVerify(during.body, String(during.headers['svc-signature']), rotated.secret, time.now)).toBe(true)
    time.advance(60_001)
    attempted = nextAttempts(engine)
    await createSessions(engine, 1, 'b')
    await attempted
    const after = receiver.received[1]!
    expect(specVerify(after.body, String(after.headers['svc-signature']), rotated.secret, time.now)).toBe(true)
    expect(specVerify(after.body, String(after.headers['svc-signature']), created.secret, time.now)).toBe(false)
  })

  test('a receiver that never answers does not delay another webhook', async () => {
    const { engine, receiver } = await setup({ webhooks: { concurrency: 2 } })
    const stuck = await Receiver.start()
    const release: (() => void)[] = []
    stuck.respond = () => new Promise<number>((resolve) => release.push(() => resolve(200)))
    cleanups.push(async () => {
      for (const r of release) r()
      await stuck.close()
    })
    await engine.webhooks.create({ url: stuck.url, events: ['*'] })
    await engine.webhooks.create({ url: receiver.url, events: ['*'] })
    await createSessions(engine, 20)
    await receiver.until((received) => received.length === 20)
    expect(stuck.received).toHaveLength(0)
    for (const r of release.splice(0)) r()
  })

  test('memory holds a bounded window; rows beyond it wait in the store and all go out', async () => {
    const { time, engine, receiver } = await setup({
      webhooks: { maxQueuedPerWebhook: 4, concurrency: 1, retryScheduleMs: [1_000] },
    })
    receiver.respond = () => 500
    const webhook = await engine.webhooks.create({ url: receiver.url, events: ['*'] })
    const firstAttempts = nextAttempts(engine, 30)
    await createSessions(engine, 30)
    expect((await engine.webhooks.listDeliveries(webhook.id)).length).toBe(30)
    // Every row gets its first attempt although only 4 fit in memory: the rest are read back from the store.
    expect((await firstAttempts).every((outcome) => outcome.status === 'pending')).toBe(true)
    expect(receiver.eventIds().size).toBe(30)
    receiver.respond = () => 200
    const delivered = new Promise<void>((resolve) => {
      const off = engine.webhooks.onAttempt(async () => {
        if ((await engine.webhooks.listDeliveries(webhook.id, { status: 'delivered' })).length === 30) {
          off()
          resolve()
        }
      })
    })
    time.advance(1_000)
    await delivered
    expect(receiver.received.filter((d) => d.headers['svc-delivery-attempt'] === '2')).toHaveLength(30)
  })

  test('a backlog many windows deep drains in due order, each store read bounded by the window, not the backlog', async () => {
    const window = 5
    const reads = countingReads(createStore(await tempSqlite()), 'deliveries')
    const { time, engine, receiver } = await setup({
      store: reads.store,
      webhooks: { maxQueuedPerWebhook: window, concurrency: 1, retryScheduleMs: [1_000] },
    })
    receiver.respond = () => 500
    const webhook = await engine.webhooks.create({ url: receiver.url, events: ['*'] })
    const firstAttempts = nextAttempts(engine, 120)
    const sessions = await createSessions(engine, 120)
    await firstAttempts
    // Each event got its first attempt, in the order the events happened, though memory held 5 rows at a time.
    const order = receiver.received.map((delivery) => JSON.parse(delivery.body).sessionId as string)
    expect(order).toEqual(sessions)
    receiver.respond = () => 200
    reads.largest = 0
    const retried = nextAttempts(engine, 120)
    time.advance(1_000)
    expect((await retried).every((outcome) => outcome.status === 'delivered')).toBe(true)
    expect(receiver.received.filter((delivery) => delivery.headers['svc-delivery-attempt'] === '2')).toHaveLength(120)
    // Reading the backlog back never read more than two windows' worth of rows at once.
    expect(reads.largest).toBeGreaterThan(0)
    expect(reads.largest).toBeLessThanOrEqual(2 * window)
    expect((await engine.webhooks.listDeliveries(webhook.id, { status: 'pending' })).length).toBe(0)
  })

  test('pending rows stored without due-index keys (an earlier build) are indexed at start and all go out', async () => {
    const { store, receiver } = await pendingInStore(30)
    // What an earlier build left: the same rows, no index keys.
    const old = createStore(store)
    expect(await old.collection('deliveries').deletePrefix('d:')).toBe(30)
    await old.close()

    receiver.respond = () => 200
    const second = engineLater(store, { maxQueuedPerWebhook: 4, concurrency: 1 })
    const resumed = nextAttempts(second, 30)
    await second.start()
    // Only 4 fit in memory at start: the other 26 are found through the index built from the rows.
    expect((await resumed).map((r) => r.status)).toEqual(Array(30).fill('delivered'))
    expect(receiver.eventIds().size).toBe(30)
  })

  test('deleting a webhook leaves nothing of it in the store, pending rows and their index included', async () => {
    const { engine, receiver } = await setup({ webhooks: { retryScheduleMs: [3_600_000] } })
    receiver.respond = () => 500
    const webhook = await engine.webhooks.create({ url: receiver.url, events: ['*'] })
    const attempted = nextAttempts(engine, 3)
    await createSessions(engine, 3)
    await attempted
    const stored = async () => {
      const keys: string[] = []
      for await (const [key] of engine.store.collection('deliveries').scan())
        if (key.includes(webhook.id)) keys.push(key)
      return keys
    }
    // Rows, bodies and due-index keys (the keys of the first attempts may still wait to be dropped).
    const before = await stored()
    expect(before.filter((key) => key.startsWith('d:'))).not.toHaveLength(0)
    expect(before.filter((key) => key.startsWith('p:'))).toHaveLength(3)
    await engine.webhooks.delete(webhook.id)
    expect(await stored()).toEqual([])
  })

  test('a receiver that does not answer in time fails the attempt, which is retried', async () => {
    const { engine, receiver } = await setup({ webhooks: { timeoutMs: 100 } })
    const release: (() => void)[] = []
    receiver.respond = () => new Promise<number>((resolve) => release.push(() => resolve(200)))
    cleanups.push(async () => {
      for (const r of release) r()
    })
    await engine.webhooks.create({ url: receiver.url, events: ['*'] })
    const attempted = nextAttempts(engine)
    await createSessions(engine, 1)
    const [outcome] = await attempted
    expect(outcome).toMatchObject({
      status: 'pending',
      attempt: { statusCode: null, error: 'no response within 100 ms' },
    })
    expect(outcome!.attempt.durationMs).toBeGreaterThanOrEqual(90)
  })

  test('disabling pauses pending deliveries; enabling sends them', async () => {
    const { time, engine, receiver } = await setup({ webhooks: { retryScheduleMs: [1_000] } })
    receiver.respond = () => 500
    const webhook = await engine.webhooks.create({ url: receiver.url, events: ['*'] })
    const attempted = nextAttempts(engine, 3)
    await createSessions(engine, 3)
    await attempted
    await engine.webhooks.update(webhook.id, { enabled: false })
    time.advance(5_000)
    expect(time.nextTimerAt()).toBeUndefined()
    // Not subscribed while disabled: no rows for these.
    await createSessions(engine, 2, 'off')
    expect((await engine.webhooks.listDeliveries(webhook.id)).map((d) => d.status)).toEqual([
      'pending',
      'pending',
      'pending',
    ])
    receiver.respond = () => 200
    const resumed = nextAttempts(engine, 3)
    expect(await engine.webhooks.update(webhook.id, { enabled: true })).toMatchObject({
      enabled: true,
      disabledReason: null,
    })
    expect((await resumed).map((r) => r.status)).toEqual(['delivered', 'delivered', 'delivered'])
  })

  test('the delivery history is bounded per webhook, newest kept', async () => {
    const { engine, receiver } = await setup({ webhooks: { keepDeliveredPerWebhook: 5 } })
    const webhook = await engine.webhooks.create({ url: receiver.url, events: ['*'] })
    const attempted = nextAttempts(engine, 40)
    const sessions = await createSessions(engine, 40)
    await attempted
    await expect.poll(async () => (await engine.webhooks.listDeliveries(webhook.id)).length).toBeLessThanOrEqual(15)
    const kept = await engine.webhooks.listDeliveries(webhook.id)
    expect(kept.length).toBeGreaterThanOrEqual(5)
    // Newest first, and the newest event is among them.
    const newest = JSON.parse(receiver.received.find((d) => JSON.parse(d.body).sessionId === sessions.at(-1))!.body).id
    expect(kept.map((d) => d.eventId)).toContain(newest)
  })

  test('under concurrent load with a small window, no row is stranded in the store', async () => {
    const engine = createEngine({ store: await tempSqlite(), webhooks: { maxQueuedPerWebhook: 8, concurrency: 2 } })
    await engine.start()
    cleanups.push(() => engine.stop())
    const receiver = await Receiver.start()
    cleanups.push(() => receiver.close())
    await engine.webhooks.create({ url: receiver.url, events: ['*'] })
    const published = await Promise.all(
      Array.from({ length: 400 }, (_, i) =>
        engine[internals].bus.publish('stream.failure', `s${i % 16}`, { statusCode: 500, reason: `burst ${i}` }),
      ),
    )
    await receiver.until(() => receiver.eventIds().size === published.length)
    expect([...receiver.eventIds()].sort()).toEqual(published.map((event) => event.id).sort())
  })

  test('a webhook stored as an IP literal while private addresses were allowed is refused after a restart that forbids them', async () => {
    const { store, receiver } = await pendingInStore(1)
    expect(receiver.url).toMatch(/^http:\/\/127\.0\.0\.1:/)
    receiver.respond = () => 200
    const before = receiver.received.length
    const time = new ManualTime()
    time.now = Date.now() + 3_600_000 * 1.3
    const second = createEngine({
      store,
      allowPrivateNetwork: false,
      clock: time.clock,
      scheduler: time.scheduler,
      webhooks: { retryScheduleMs: [3_600_000] },
    })
    cleanups.push(() => second.stop())
    const resumed = nextAttempts(second, 1)
    await second.start()
    const [attempt] = await resumed
    expect(attempt!.attempt).toMatchObject({
      statusCode: null,
      error: expect.stringMatching(/127\.0\.0\.1 is a private or loopback address/),
    })
    expect(receiver.received.length).toBe(before)
  })

  test('pending deliveries resume after a restart (SQLite store)', async () => {
    const { store, receiver } = await pendingInStore(5)
    receiver.respond = () => 200
    const second = engineLater(store)
    const resumed = nextAttempts(second, 5)
    await second.start()
    // The retry was due an hour later; the restarted engine's clock is past it, so all go at once.
    expect((await resumed).map((r) => r.status)).toEqual(Array(5).fill('delivered'))
    expect(receiver.eventIds().size).toBe(5)
  })
})
