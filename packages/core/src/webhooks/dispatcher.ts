import { randomBytes } from 'node:crypto'
import { sign } from '@sessionkit/webhooks'
import type { Clock } from '../clock.js'
import { isoAt } from '../clock.js'
import type { AnyEngineEvent } from '../events.js'
import type { Logger } from '../logger.js'
import type { Collection, Store } from '../store/store.js'
import { envelopeJson } from './envelope.js'
import type { WebhookRegistry } from './registry.js'
import { WebhookTransport } from './transport.js'
import type { DeliveryAttempt, DeliveryRecord, ResolvedWebhookOptions, WebhookRecord } from './types.js'
import { groupCommitFor, WriteBatcher } from './write-batcher.js'

/** Attempts kept on a delivery record: the default schedule makes 11, redeliveries add more. */
const MAX_ATTEMPTS_KEPT = 25

/** How long due-index keys that moved on wait to be deleted together (see #dropDueKeys). */
const DROP_DUE_KEYS_AFTER_MS = 250

/** How soon a lane reads the store again after a read that overlapped writes (see #writeEpoch). */
const RECHECK_AFTER_CONCURRENT_READ_MS = 1_000

const dueOf = (delivery: DeliveryRecord): number => Date.parse(delivery.nextAttemptAt ?? '') || 0

/**
 * The due index: one key per pending row, `d:<webhookId>:<due, 15 digits>:<deliveryId>`, written with the row.
 * A webhook's earliest-due rows are then the first keys of its prefix, which a lane reads back from the store
 * when its window runs dry, whatever the size of the backlog behind them.
 */
const DUE_PREFIX = 'd:'
const dueIndexPrefix = (webhookId: string): string => `${DUE_PREFIX}${webhookId}:`
const dueIndexKey = (delivery: DeliveryRecord): string => `${dueIndexPrefix(delivery.webhookId)}${String(dueOf(delivery)).padStart(15, '0')}:${delivery.id}`

let idPool = Buffer.alloc(0)
let idOffset = 0

/** Unguessable ids like newId's (12 random bytes), cut from a pool refilled 4 KiB at a time: one system call per ~340 ids. */
function newDeliveryId(): string {
  if (idOffset + 12 > idPool.length) {
    idPool = randomBytes(4092)
    idOffset = 0
  }
  const id = `dlv_${idPool.toString('base64url', idOffset, idOffset + 12)}`
  idOffset += 12
  return id
}

/**
 * Rows are stored as JSON text made here: the store's serialiser walks every value with a replacer (for
 * buffers), which costs more than the rest of a delivery's bookkeeping; a row has no buffers (its payload is
 * already text), so it is handed over as one string.
 */
export const encodeDelivery = ({ payload: _payload, ...row }: DeliveryRecord): string => JSON.stringify(row)
export const decodeDelivery = (stored: unknown): DeliveryRecord | undefined =>
  stored === undefined || stored === null ? undefined : typeof stored === 'string' ? (JSON.parse(stored) as DeliveryRecord) : (stored as DeliveryRecord)

/** Where a delivery's body lives: written once with the row, outside the `<webhookId>:` prefix that lists rows. */
export const payloadKey = (webhookId: string, deliveryId: string): string => `p:${webhookId}:${deliveryId}`
const PAYLOAD_PREFIX = 'p:'

export const deliveryKey = (webhookId: string, deliveryId: string): string => `${webhookId}:${deliveryId}`

/**
 * The earliest-due pending rows of a scan, at most `limit` of them: reading a backlog of any size back from the
 * store at start costs bounded memory.
 */
class EarliestDue {
  #rows: DeliveryRecord[] = []
  truncated = false
  seen = 0

  constructor(readonly limit: number) {}

  add(row: DeliveryRecord): void {
    this.seen += 1
    this.#rows.push(row)
    if (this.#rows.length >= this.limit * 2) this.#trim()
  }

  rows(): DeliveryRecord[] {
    this.#trim()
    return this.#rows
  }

  #trim(): void {
    this.#rows.sort((a, b) => dueOf(a) - dueOf(b) || a.createdAt.localeCompare(b.createdAt))
    if (this.#rows.length > this.limit) {
      this.#rows.length = this.limit
      this.truncated = true
    }
  }
}

export type AttemptListener = (delivery: DeliveryRecord, attempt: DeliveryAttempt) => void

interface DispatcherOptions {
  store: Store
  registry: WebhookRegistry
  clock: Clock
  logger: Logger
  allowPrivateNetwork: boolean
  options: ResolvedWebhookOptions
}

/**
 * One webhook's delivery lane: a bounded in-memory window over its pending outbox rows (ready now, or
 * waiting for a retry) and a fixed number of attempts in flight. Lanes are independent, so a slow or dead
 * receiver only ever occupies its own lane.
 */
class Lane {
  readonly ready: DeliveryRecord[] = []
  /** Sorted by nextAttemptAt, earliest first. */
  readonly waiting: DeliveryRecord[] = []
  readonly known = new Set<string>()
  readonly inflight = new Set<Promise<void>>()
  /** Terminal rows in the store, oldest first, for the retention bounds. */
  readonly delivered: string[] = []
  readonly failed: string[] = []
  /** The store holds pending rows of this webhook that are not in memory… */
  overflow = false
  /** …the earliest of which is due at this time: the store is read again then (or when the lane runs dry). */
  rescanAt = Number.POSITIVE_INFINITY
  refilling: Promise<void> | null = null
  timer: unknown = null
  timerAt = Number.POSITIVE_INFINITY
  closed = false
  readonly transport: WebhookTransport

  constructor(
    readonly webhookId: string,
    transport: WebhookTransport,
  ) {
    this.transport = transport
  }

  get size(): number {
    return this.ready.length + this.waiting.length + this.inflight.size
  }
}

/**
 * The durable outbox: an EventBus sink writes one delivery row per subscribed webhook before the event goes
 * anywhere else, then lanes POST the rows, signed, and write each outcome back. The store is the source of
 * truth: memory holds a bounded window, rows beyond it are read back when there is room, and start() resumes
 * every pending row after a crash. Delivery is at least once; receivers de-duplicate on `svc-event-id`.
 */
export class WebhookDispatcher {
  readonly #collection: Collection
  readonly #registry: WebhookRegistry
  readonly #clock: Clock
  readonly #logger: Logger
  readonly #allowPrivateNetwork: boolean
  readonly #options: ResolvedWebhookOptions
  readonly #writer: WriteBatcher
  readonly #lanes = new Map<string, Lane>()
  readonly #listeners = new Set<AttemptListener>()
  /** Outcomes being written (and then announced) after their attempt's slot was freed. */
  readonly #settling = new Set<Promise<void>>()
  readonly #headers: { signature: string; eventId: string; eventType: string; deliveryId: string; attempt: string }
  #running = false
  /** Counts rows left to the store for want of room: a store read that started before one may have missed it. */
  #overflowEpoch = 0
  /**
   * Counts writes of rows. A store read is not a snapshot (it reads in pages, and Redis' SCAN has no order), so
   * it can miss a row written while it ran: a read that overlapped writes is checked again.
   */
  #writeEpoch = 0
  /**
   * Due-index keys of rows that moved on (a retry's new time, an outcome), deleted a while after their rows are
   * written, many at a time: a delete per outcome cost a quarter of the deliveries per second.
   */
  readonly #dueKeysToDrop: string[] = []
  #dropTimer: NodeJS.Timeout | null = null
  #droppingDueKeys: Promise<void> | null = null

  constructor(options: DispatcherOptions) {
    this.#collection = options.store.collection('deliveries')
    this.#registry = options.registry
    this.#clock = options.clock
    this.#logger = options.logger.child({ component: 'webhooks' })
    this.#allowPrivateNetwork = options.allowPrivateNetwork
    this.#options = options.options
    this.#writer = new WriteBatcher(groupCommitFor(options.store), this.#collection)
    const prefix = this.#options.headerPrefix.toLowerCase()
    this.#headers = {
      signature: `${prefix}signature`,
      eventId: `${prefix}event-id`,
      eventType: `${prefix}event-type`,
      deliveryId: `${prefix}delivery-id`,
      attempt: `${prefix}delivery-attempt`,
    }
  }

  get running(): boolean {
    return this.#running
  }

  /** The EventBus sink: the outbox rows of this event are stored when it resolves. */
  readonly sink = async (event: AnyEngineEvent): Promise<void> => {
    await this.#registry.load()
    const webhooks = this.#registry.subscribers(event.type)
    if (webhooks.length === 0) return
    const payload = envelopeJson(event)
    await this.enqueue(webhooks.map((webhook) => this.#newDelivery(webhook, event.id, event.type, event.sessionId, payload)))
  }

  /** Stores new rows, then hands them to their lanes. */
  async enqueue(deliveries: DeliveryRecord[]): Promise<void> {
    this.#writeEpoch += 1
    await this.#writer.write(
      deliveries.flatMap((delivery) => [
        { key: payloadKey(delivery.webhookId, delivery.id), value: delivery.payload },
        { key: deliveryKey(delivery.webhookId, delivery.id), value: encodeDelivery(delivery) },
        { key: dueIndexKey(delivery), value: 1 },
      ]),
    )
    for (const delivery of deliveries) this.admit(delivery)
  }

  newDelivery(webhook: WebhookRecord, eventId: string, eventType: string, sessionId: string, payload: string): DeliveryRecord {
    return this.#newDelivery(webhook, eventId, eventType, sessionId, payload)
  }

  #newDelivery(webhook: WebhookRecord, eventId: string, eventType: string, sessionId: string, payload: string): DeliveryRecord {
    const now = isoAt(this.#clock.now())
    return {
      id: newDeliveryId(),
      webhookId: webhook.id,
      eventId,
      eventType,
      sessionId,
      status: 'pending',
      payload,
      createdAt: now,
      updatedAt: now,
      nextAttemptAt: now,
      attemptCount: 0,
      retryIndex: 0,
      attempts: [],
      lastError: null,
      deliveredAt: null,
    }
  }

  /**
   * Writes an updated row, and its due-index key while it is pending, through the same group commit as
   * everything else; then drops the key `previous` (the row as it was) was indexed under, if that changed.
   */
  async save(delivery: DeliveryRecord, previous?: DeliveryRecord): Promise<void> {
    this.#writeEpoch += 1
    const entries: { key: string; value: unknown }[] = [{ key: deliveryKey(delivery.webhookId, delivery.id), value: encodeDelivery(delivery) }]
    if (delivery.status === 'pending') entries.push({ key: dueIndexKey(delivery), value: 1 })
    await this.#writer.write(entries)
    if (previous?.status !== 'pending') return
    const before = dueIndexKey(previous)
    if (delivery.status !== 'pending' || dueIndexKey(delivery) !== before) this.#dropDueKeys([before])
  }

  /**
   * Queues due-index keys for deletion. One left behind (a crash within the delay) is harmless: the read that
   * meets it finds its row moved on and drops it.
   */
  #dropDueKeys(keys: string[]): void {
    this.#dueKeysToDrop.push(...keys)
    if (this.#dropTimer !== null || this.#droppingDueKeys) return
    // Housekeeping, not behaviour: a timer of its own, outside the scheduler that times attempts.
    this.#dropTimer = setTimeout(() => {
      this.#dropTimer = null
      void this.#flushDueKeys()
    }, DROP_DUE_KEYS_AFTER_MS).unref()
  }

  #flushDueKeys(): Promise<void> {
    this.#droppingDueKeys ??= (async () => {
      try {
        while (this.#dueKeysToDrop.length > 0) await this.#collection.deleteMany(this.#dueKeysToDrop.splice(0, 1000))
      } catch (error) {
        this.#logger.error({ err: error }, 'dropping due-index keys failed')
      } finally {
        this.#droppingDueKeys = null
      }
    })()
    return this.#droppingDueKeys
  }

  /** Resumes every pending row in the store (after a restart, or rows written before start). */
  async start(): Promise<void> {
    if (this.#running) return
    await this.#registry.load()
    this.#running = true
    const epochs = { overflow: this.#overflowEpoch, write: this.#writeEpoch }
    const pending = new Map<string, EarliestDue>()
    const terminal = new Map<string, { key: string; at: string; status: 'delivered' | 'failed' }[]>()
    const orphans: string[] = []
    // Every pending row gets its due-index key again: rows stored by earlier builds have none, and a backend whose
    // batches are not atomic may have lost one. Idempotent, written as the read goes.
    const indexed: { key: string; value: unknown }[] = []
    for await (const [key, stored] of this.#collection.scan<string>()) {
      const keyPrefix = key.startsWith(PAYLOAD_PREFIX) ? PAYLOAD_PREFIX : key.startsWith(DUE_PREFIX) ? DUE_PREFIX : null
      if (keyPrefix) {
        const webhookId = key.slice(keyPrefix.length, key.indexOf(':', keyPrefix.length))
        if (!this.#registry.peek(webhookId)) orphans.push(key)
        continue
      }
      const delivery = decodeDelivery(stored)!
      if (!this.#registry.peek(delivery.webhookId)) {
        // Left by a crash between deleting a webhook and deleting its rows.
        orphans.push(key)
      } else if (delivery.status === 'pending') {
        indexed.push({ key: dueIndexKey(delivery), value: 1 })
        if (indexed.length >= 500) await this.#writer.write(indexed.splice(0))
        let earliest = pending.get(delivery.webhookId)
        if (!earliest) {
          earliest = new EarliestDue(this.#options.maxQueuedPerWebhook)
          pending.set(delivery.webhookId, earliest)
        }
        earliest.add(delivery)
      } else {
        const list = terminal.get(delivery.webhookId) ?? []
        list.push({ key, at: delivery.updatedAt, status: delivery.status })
        terminal.set(delivery.webhookId, list)
      }
    }
    for (const [webhookId, rows] of terminal) {
      const lane = this.#lane(webhookId)
      if (!lane) continue
      rows.sort((a, b) => a.at.localeCompare(b.at))
      for (const row of rows) (row.status === 'delivered' ? lane.delivered : lane.failed).push(row.key)
      this.#prune(lane)
    }
    if (indexed.length > 0) await this.#writer.write(indexed)
    if (orphans.length > 0) await this.#collection.deleteMany(orphans)
    let resumed = 0
    for (const [webhookId, earliest] of pending) {
      const lane = this.#lane(webhookId)
      if (!lane) continue
      resumed += earliest.seen
      this.#load(lane, await this.#withPayloads(earliest.rows()), earliest.truncated, epochs)
    }
    if (this.#writeEpoch !== epochs.write) {
      // Events arrived during the read, which may have passed over older rows: every lane looks again shortly.
      for (const webhook of this.#registry.all()) {
        const lane = this.#lane(webhook.id)
        if (!lane) continue
        lane.overflow = true
        lane.rescanAt = Math.min(lane.rescanAt, this.#clock.now() + RECHECK_AFTER_CONCURRENT_READ_MS)
        this.#arm(lane)
      }
    }
    if (resumed > 0) this.#logger.info({ resumed }, 'resuming pending webhook deliveries')
  }

  /** Stops taking work, lets attempts in flight finish and record their outcome, and flushes every write. */
  async stop(): Promise<void> {
    this.#running = false
    const inflight: Promise<void>[] = []
    for (const lane of this.#lanes.values()) inflight.push(...this.#closeLane(lane))
    this.#lanes.clear()
    await Promise.allSettled(inflight)
    await Promise.allSettled([...this.#settling])
    await this.#writer.idle()
    if (this.#dropTimer !== null) clearTimeout(this.#dropTimer)
    this.#dropTimer = null
    await this.#flushDueKeys()
  }

  onAttempt(listener: AttemptListener): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /** Hands a pending row to its lane (no-op while stopped: the row is in the store and start() finds it). */
  admit(delivery: DeliveryRecord): void {
    if (!this.#running || delivery.status !== 'pending') return
    const lane = this.#lane(delivery.webhookId)
    if (!lane) return
    if (lane.known.has(delivery.id)) {
      // Already in memory: a redelivery of a row waiting for its retry makes it due now.
      const index = lane.waiting.findIndex((entry) => entry.id === delivery.id)
      if (index >= 0 && Date.parse(delivery.nextAttemptAt ?? '') <= this.#clock.now()) {
        lane.waiting.splice(index, 1)
        lane.ready.push(delivery)
        this.#pump(lane)
      }
      return
    }
    if (!this.#makeRoom(lane, dueOf(delivery))) return
    this.#place(lane, delivery)
    this.#pump(lane)
  }

  /** After a webhook is disabled: its lane closes; pending rows stay in the store for when it is enabled again. */
  async pause(webhookId: string): Promise<void> {
    const lane = this.#lanes.get(webhookId)
    if (!lane) return
    this.#lanes.delete(webhookId)
    await Promise.allSettled(this.#closeLane(lane))
  }

  /** After a webhook is enabled again: its pending rows are read back from the store. */
  resume(webhookId: string): void {
    const lane = this.#lane(webhookId)
    if (!lane) return
    this.#markOverflow(lane, this.#clock.now())
    this.#refill(lane)
  }

  /** After a webhook is deleted: no more attempts, and its rows go. */
  async forget(webhookId: string): Promise<void> {
    await this.pause(webhookId)
    await this.#writer.idle()
    await this.#collection.deletePrefix(`${webhookId}:`)
    await this.#collection.deletePrefix(`${PAYLOAD_PREFIX}${webhookId}:`)
    await this.#collection.deletePrefix(dueIndexPrefix(webhookId))
  }

  /**
   * A row made pending again now (redelivery of a delivered or failed row, or of a pending one waiting in the
   * store): it leaves the retention lists before it is saved. `previous` is the row as stored.
   */
  async reopen(delivery: DeliveryRecord, previous: DeliveryRecord): Promise<void> {
    const lane = this.#lanes.get(delivery.webhookId)
    if (lane) {
      const key = deliveryKey(delivery.webhookId, delivery.id)
      for (const list of [lane.delivered, lane.failed]) {
        const index = list.indexOf(key)
        if (index >= 0) list.splice(index, 1)
      }
    }
    await this.save(delivery, previous)
    this.admit(delivery)
  }

  /** Whether a row is being attempted right now or queued in memory. */
  isActive(webhookId: string, deliveryId: string): boolean {
    return this.#lanes.get(webhookId)?.known.has(deliveryId) ?? false
  }

  #lane(webhookId: string): Lane | undefined {
    let lane = this.#lanes.get(webhookId)
    if (lane) return lane
    const webhook = this.#registry.peek(webhookId)
    if (!webhook || !webhook.enabled || !this.#running) return undefined
    lane = new Lane(webhookId, new WebhookTransport({ maxSockets: this.#options.concurrency, allowPrivateNetwork: this.#allowPrivateNetwork }))
    this.#lanes.set(webhookId, lane)
    return lane
  }

  #closeLane(lane: Lane): Promise<void>[] {
    lane.closed = true
    if (lane.timer !== null) this.#options.scheduler.clearTimeout(lane.timer)
    lane.timer = null
    lane.ready.length = 0
    lane.waiting.length = 0
    const inflight = [...lane.inflight]
    void Promise.allSettled(inflight).then(() => lane.transport.close())
    return inflight
  }

  /**
   * Makes room for a row due at `due`: when memory is full, the row whose retry is furthest away is evicted
   * (it stays in the store) if it is due later; otherwise the new row is the one left in the store.
   */
  #makeRoom(lane: Lane, due: number): boolean {
    if (lane.size < this.#options.maxQueuedPerWebhook) return true
    const last = lane.waiting.at(-1)
    if (last && dueOf(last) > due) {
      lane.waiting.pop()
      lane.known.delete(last.id)
      this.#markOverflow(lane, dueOf(last))
      return true
    }
    this.#markOverflow(lane, due)
    return false
  }

  #markOverflow(lane: Lane, due: number): void {
    lane.overflow = true
    lane.rescanAt = Math.min(lane.rescanAt, due)
    this.#overflowEpoch += 1
  }

  #place(lane: Lane, delivery: DeliveryRecord): void {
    lane.known.add(delivery.id)
    const due = dueOf(delivery)
    if (due <= this.#clock.now()) {
      lane.ready.push(delivery)
      return
    }
    // Binary insertion keeps `waiting` sorted without re-sorting on every retry.
    let low = 0
    let high = lane.waiting.length
    while (low < high) {
      const mid = (low + high) >> 1
      if (dueOf(lane.waiting[mid]!) <= due) low = mid + 1
      else high = mid
    }
    lane.waiting.splice(low, 0, delivery)
  }

  /**
   * Merges rows read from the store with the rows waiting in memory and keeps the earliest due, up to the
   * bound; the rest stay (or go back to being) only in the store, and the lane reads the store again when the
   * earliest of them is due.
   */
  #load(lane: Lane, rows: DeliveryRecord[], moreInStore: boolean, epochs: { overflow: number; write: number }): void {
    const pool = [...lane.waiting, ...rows.filter((row) => !lane.known.has(row.id))]
    pool.sort((a, b) => dueOf(a) - dueOf(b) || a.createdAt.localeCompare(b.createdAt))
    const slots = Math.max(0, this.#options.maxQueuedPerWebhook - lane.ready.length - lane.inflight.size)
    for (const row of lane.waiting) lane.known.delete(row.id)
    lane.waiting.length = 0
    for (const row of pool.slice(0, slots)) this.#place(lane, row)
    const rest = pool[slots]
    // Rows the bounded read left out are due no earlier than the latest row it kept.
    const leftOut = moreInStore && rows.length > 0 ? dueOf(rows.at(-1)!) : moreInStore ? this.#clock.now() : Number.POSITIVE_INFINITY
    const next = Math.min(rest ? dueOf(rest) : Number.POSITIVE_INFINITY, leftOut)
    const now = this.#clock.now()
    if (this.#overflowEpoch !== epochs.overflow) {
      // A row was left to the store while this read ran, possibly behind it: keep what that recorded.
      lane.overflow = true
      lane.rescanAt = Math.min(lane.rescanAt, next)
    } else if (this.#writeEpoch !== epochs.write) {
      // Rows were written during the read, which may have passed over one left in the store: look again soon.
      lane.overflow = true
      lane.rescanAt = Math.min(next, now + RECHECK_AFTER_CONCURRENT_READ_MS)
    } else {
      lane.overflow = next !== Number.POSITIVE_INFINITY
      lane.rescanAt = next
    }
    this.#pump(lane)
  }

  /** Reads this webhook's pending rows back from the store (when memory runs dry and the store holds more). */
  #refill(lane: Lane): void {
    if (lane.refilling || !lane.overflow || lane.closed) return
    const epochs = { overflow: this.#overflowEpoch, write: this.#writeEpoch }
    lane.refilling = (async () => {
      await this.#writer.idle()
      // The earliest keys of the due index, past the rows memory already holds.
      const max = this.#options.maxQueuedPerWebhook
      const prefix = dueIndexPrefix(lane.webhookId)
      const limit = max + lane.known.size
      const keys = await this.#collection.firstKeys(prefix, limit)
      const wanted = keys.map((key) => ({ key, id: key.slice(prefix.length + 16) })).filter(({ id }) => !lane.known.has(id))
      const stored = await this.#collection.getMany<string>(wanted.map(({ id }) => deliveryKey(lane.webhookId, id)))
      const rows: DeliveryRecord[] = []
      const stale: string[] = []
      wanted.forEach(({ key }, index) => {
        const row = decodeDelivery(stored[index])
        // A key whose row has moved on (written with its new key before this one is dropped) is dropped now.
        if (row?.status === 'pending' && dueIndexKey(row) === key) rows.push(row)
        else stale.push(key)
      })
      if (stale.length > 0) await this.#collection.deleteMany(stale)
      return { rows: await this.#withPayloads(rows.slice(0, max)), truncated: keys.length === limit || rows.length > max }
    })()
      .then(({ rows, truncated }) => {
        lane.refilling = null
        if (!lane.closed) this.#load(lane, rows, truncated, epochs)
      })
      .catch((error: unknown) => {
        lane.refilling = null
        this.#logger.error({ err: error, webhookId: lane.webhookId }, 'reading pending deliveries failed')
      })
  }

  /** Attaches the stored bodies of rows read back from the store, a few hundred per read. */
  async #withPayloads(rows: DeliveryRecord[]): Promise<DeliveryRecord[]> {
    const out: DeliveryRecord[] = []
    for (let i = 0; i < rows.length; i += 500) {
      const chunk = rows.slice(i, i + 500)
      const payloads = await this.#collection.getMany<string>(chunk.map((row) => payloadKey(row.webhookId, row.id)))
      chunk.forEach((row, index) => out.push(payloads[index] === undefined ? row : { ...row, payload: payloads[index] }))
    }
    return out
  }

  #pump(lane: Lane): void {
    if (lane.closed || !this.#running) return
    while (lane.inflight.size < this.#options.concurrency && lane.ready.length > 0) {
      const delivery = lane.ready.shift()!
      const attempt: Promise<void> = this.#attempt(lane, delivery)
        .catch((error: unknown) => this.#logger.error({ err: error, deliveryId: delivery.id }, 'delivery bookkeeping failed'))
        .finally(() => {
          lane.inflight.delete(attempt)
          this.#pump(lane)
        })
      lane.inflight.add(attempt)
    }
    // The store is read again only when nothing in memory is due and something there is: a bounded number of scans.
    if (lane.ready.length === 0 && lane.overflow && lane.rescanAt <= this.#clock.now() && lane.inflight.size < this.#options.concurrency) this.#refill(lane)
    this.#arm(lane)
  }

  /** One timer per lane, for the earliest retry in memory or the earliest due row left in the store. */
  #arm(lane: Lane): void {
    const next = lane.waiting[0]
    const at = Math.min(next ? dueOf(next) : Number.POSITIVE_INFINITY, lane.overflow ? lane.rescanAt : Number.POSITIVE_INFINITY)
    if (at === lane.timerAt && lane.timer !== null) return
    if (lane.timer !== null) this.#options.scheduler.clearTimeout(lane.timer)
    lane.timer = null
    lane.timerAt = at
    if (at === Number.POSITIVE_INFINITY || lane.closed) return
    lane.timer = this.#options.scheduler.setTimeout(() => {
      lane.timer = null
      lane.timerAt = Number.POSITIVE_INFINITY
      const now = this.#clock.now()
      while (lane.waiting.length > 0 && dueOf(lane.waiting[0]!) <= now) lane.ready.push(lane.waiting.shift()!)
      this.#pump(lane)
    }, Math.max(0, at - this.#clock.now()))
  }

  async #attempt(lane: Lane, delivery: DeliveryRecord): Promise<void> {
    const webhook = this.#registry.peek(delivery.webhookId)
    if (!webhook || !webhook.enabled) {
      lane.known.delete(delivery.id)
      return
    }
    if (delivery.payload === undefined) {
      // A row read back from the store (restart, overflow, redelivery): its body is fetched for this attempt.
      const payload = await this.#collection.get<string>(payloadKey(delivery.webhookId, delivery.id))
      if (payload === undefined) {
        lane.known.delete(delivery.id)
        this.#logger.error({ deliveryId: delivery.id }, 'delivery body missing from the store; marking it failed')
        await this.save({ ...delivery, status: 'failed', nextAttemptAt: null, lastError: 'delivery body missing from the store', updatedAt: isoAt(this.#clock.now()) }, delivery)
        return
      }
      delivery = { ...delivery, payload }
    }
    const payload = delivery.payload!
    const startedAt = this.#clock.now()
    const started = performance.now()
    const attemptNumber = delivery.attemptCount + 1
    let statusCode: number | null = null
    let error: string | null = null
    try {
      const result = await lane.transport.post(
        webhook.url,
        payload,
        {
          'content-type': 'application/json',
          'user-agent': this.#options.userAgent,
          [this.#headers.eventId]: delivery.eventId,
          [this.#headers.eventType]: delivery.eventType,
          [this.#headers.deliveryId]: delivery.id,
          [this.#headers.attempt]: String(attemptNumber),
          [this.#headers.signature]: sign(payload, this.#registry.signingSecrets(webhook), { timestamp: Math.floor(startedAt / 1000) }),
        },
        this.#options.timeoutMs,
      )
      statusCode = result.statusCode
      if (statusCode < 200 || statusCode >= 300) error = `receiver answered HTTP ${statusCode}`
    } catch (caught) {
      error = (caught as Error).message
    }
    const attempt: DeliveryAttempt = { at: isoAt(startedAt), statusCode, durationMs: Math.round((performance.now() - started) * 10) / 10, error }
    const now = this.#clock.now()
    const updated: DeliveryRecord = {
      ...delivery,
      attemptCount: attemptNumber,
      attempts: [...delivery.attempts, attempt].slice(-MAX_ATTEMPTS_KEPT),
      updatedAt: isoAt(now),
      lastError: error,
    }
    let gone = false
    if (error === null) {
      updated.status = 'delivered'
      updated.deliveredAt = isoAt(now)
      updated.nextAttemptAt = null
    } else if (statusCode === 410) {
      // 410 Gone: the receiver says this endpoint will never accept again. Stop sending to it at all.
      gone = true
      updated.status = 'failed'
      updated.nextAttemptAt = null
      updated.lastError = 'receiver answered HTTP 410 Gone; the webhook was disabled'
    } else if (delivery.retryIndex < this.#options.retryScheduleMs.length) {
      updated.status = 'pending'
      updated.retryIndex = delivery.retryIndex + 1
      updated.nextAttemptAt = isoAt(now + this.#retryDelay(delivery.retryIndex))
    } else {
      updated.status = 'failed'
      updated.nextAttemptAt = null
    }
    if (updated.status === 'pending') {
      // The retry is placed now (the row stays `known`, so a store read cannot bring back its older copy) and
      // armed before listeners hear of the attempt, so whoever observes it also finds the retry scheduled.
      if (lane.closed || !this.#makeRoom(lane, dueOf(updated))) lane.known.delete(updated.id)
      else this.#place(lane, updated)
      this.#arm(lane)
    }
    // The slot is free once the receiver has answered; the outcome is written by the next group commit. A crash
    // before that write repeats at most this attempt (at least once), and nothing learns of the outcome before
    // it is stored.
    const settled = this.save(updated, delivery)
      .then(() => this.#settle(lane, webhook, updated, attempt, gone))
      .catch((failure: unknown) => this.#logger.error({ err: failure, deliveryId: updated.id }, 'recording a delivery attempt failed'))
      .finally(() => this.#settling.delete(settled))
    this.#settling.add(settled)
  }

  async #settle(lane: Lane, webhook: WebhookRecord, updated: DeliveryRecord, attempt: DeliveryAttempt, gone: boolean): Promise<void> {
    if (updated.status !== 'pending') {
      // Terminal rows leave memory only now that the store has their final state.
      lane.known.delete(updated.id)
      ;(updated.status === 'delivered' ? lane.delivered : lane.failed).push(deliveryKey(updated.webhookId, updated.id))
      this.#prune(lane)
    }
    if (updated.status === 'failed' && !gone) this.#logger.warn({ webhookId: updated.webhookId, deliveryId: updated.id, attempts: updated.attemptCount }, 'webhook delivery failed for good')
    for (const listener of this.#listeners) {
      try {
        listener(updated, attempt)
      } catch (listenerError) {
        this.#logger.error({ err: listenerError }, 'delivery listener threw')
      }
    }
    if (gone) {
      this.#logger.warn({ webhookId: webhook.id }, 'receiver answered 410 Gone; disabling the webhook')
      await this.#registry.disable(webhook.id, 'receiver answered HTTP 410 Gone')
      void this.pause(webhook.id)
    }
  }

  #retryDelay(index: number): number {
    const base = this.#options.retryScheduleMs[index] ?? this.#options.retryScheduleMs.at(-1) ?? 0
    const jitter = this.#options.jitter
    return Math.max(0, Math.round(base * (1 - jitter + 2 * jitter * this.#options.random())))
  }

  /** Keeps the listed history bounded: the oldest delivered (and, far later, failed) rows are removed. */
  #prune(lane: Lane): void {
    const excess = (list: string[], keep: number) => (list.length > keep + Math.max(10, Math.floor(keep / 10)) ? list.splice(0, list.length - keep) : [])
    const dropped = [...excess(lane.delivered, this.#options.keepDeliveredPerWebhook), ...excess(lane.failed, this.#options.keepFailedPerWebhook)]
    if (dropped.length === 0) return
    // A redelivered row is listed again at its new outcome: never delete what is still retained.
    const retained = new Set([...lane.delivered, ...lane.failed])
    const keys = dropped.filter((key) => !retained.has(key))
    if (keys.length === 0) return
    void this.#writer
      .idle()
      .then(() => this.#collection.deleteMany(keys.flatMap((key) => [key, `${PAYLOAD_PREFIX}${key}`])))
      .catch((error: unknown) => this.#logger.error({ err: error }, 'pruning old deliveries failed'))
  }
}
