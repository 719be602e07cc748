import type { Clock } from '../clock.js'
import { isoAt } from '../clock.js'
import type { Scheduler } from '../scheduler.js'
import type { EngineContext } from '../context.js'
import type { AnyEngineEvent } from '../events.js'
import type { Logger } from '../logger.js'
import type { Collection, Store } from '../store/store.js'
import { outcomeOf } from './attempt-outcome.js'
import { readDueRows, scanOutbox, withPayloads } from './backlog-reader.js'
import {
  compareDue,
  deliveryKey,
  dueIndexKey,
  dueIndexPrefix,
  dueOf,
  encodeDelivery,
  newDelivery,
  PAYLOAD_PREFIX,
  payloadKey,
} from './delivery-rows.js'
import type { DestinationKind, Destinations } from './destination.js'
import { envelopeJson } from './envelope.js'
import { Lane } from './lane.js'
import type { DeliveryAttempt, DeliveryRecord, ResolvedWebhookOptions } from './types.js'
import { groupCommitFor, WriteBatcher } from '../store/group-commit.js'

/** How long due-index keys that moved on wait to be deleted together (see #dropDueKeys). */
const DROP_DUE_KEYS_AFTER_MS = 250

/** How soon a lane reads the store again after a read that overlapped writes (see #writeEpoch). */
const RECHECK_AFTER_CONCURRENT_READ_MS = 1_000

export type AttemptListener = (delivery: DeliveryRecord, attempt: DeliveryAttempt) => void

interface DispatcherOptions {
  store: Store
  destinations: Destinations
  clock: Clock
  scheduler: Scheduler
  logger: Logger
  options: ResolvedWebhookOptions
  keepAlive: EngineContext['keepAlive']
}

/**
 * The durable outbox: an EventBus sink writes one delivery row per subscribed destination (webhook or
 * transport) before the event goes anywhere else, then lanes send the rows (a signed POST, a broker publish)
 * and write each outcome back. The store is the source of truth: memory holds a bounded window, rows beyond it
 * are read back when there is room, and start() resumes every pending row after a crash. Delivery is at least
 * once; receivers de-duplicate on the event id.
 */
export class WebhookDispatcher {
  /**
   * Cluster mode: takes one attempt of a delivery for this node; false when another node took it (a node that
   * started meanwhile resumed the same pending row), which then delivers it.
   */
  claimAttempt: ((deliveryId: string, attempt: number) => Promise<boolean>) | null = null
  readonly #collection: Collection
  readonly #destinations: Destinations
  readonly #clock: Clock
  readonly #scheduler: Scheduler
  readonly #logger: Logger
  readonly #options: ResolvedWebhookOptions
  readonly #keepAlive: EngineContext['keepAlive']
  readonly #writer: WriteBatcher
  readonly #lanes = new Map<string, Lane>()
  readonly #listeners = new Set<AttemptListener>()
  /** Outcomes being written (and then announced) after their attempt's slot was freed. */
  readonly #settling = new Set<Promise<void>>()
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
    this.#destinations = options.destinations
    this.#clock = options.clock
    this.#scheduler = options.scheduler
    this.#logger = options.logger.child({ component: 'webhooks' })
    this.#options = options.options
    this.#keepAlive = options.keepAlive
    this.#writer = new WriteBatcher(groupCommitFor(options.store), this.#collection)
  }

  get running(): boolean {
    return this.#running
  }

  /** Rows pending in memory or in flight, rows left in the store for later, or outcomes still being written. */
  get busy(): boolean {
    if (this.#settling.size > 0) return true
    for (const lane of this.#lanes.values()) if (lane.size > 0 || lane.overflow || lane.refilling) return true
    return false
  }

  /**
   * Pending rows in memory, by where they are, and how many webhooks have more pending rows in the store than
   * memory holds (counting those would mean reading the store at every scrape).
   */
  backlog(): { ready: number; waiting: number; inFlight: number; overflowing: number } {
    const backlog = { ready: 0, waiting: 0, inFlight: 0, overflowing: 0 }
    for (const lane of this.#lanes.values()) {
      backlog.ready += lane.ready.length
      backlog.waiting += lane.waiting.length
      backlog.inFlight += lane.inflight.size
      if (lane.overflow) backlog.overflowing += 1
    }
    return backlog
  }

  /** The EventBus sink: the outbox rows of this event are stored when it resolves. */
  readonly sink = async (event: AnyEngineEvent): Promise<void> => {
    await this.#destinations.load()
    const destinations = this.#destinations.subscribers(event.type, event.sessionId)
    if (destinations.length === 0) return
    const payload = envelopeJson(event)
    const now = this.#clock.now()
    await this.enqueue(
      destinations.map(({ destination, kind }) => newDelivery(destination, event, payload, now, kind.ordered)),
    )
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

  /**
   * Writes an updated row, and its due-index key while it is pending, through the same group commit as
   * everything else; then drops the key `previous` (the row as it was) was indexed under, if that changed.
   */
  async save(delivery: DeliveryRecord, previous?: DeliveryRecord): Promise<void> {
    this.#writeEpoch += 1
    const entries: { key: string; value: unknown }[] = [
      { key: deliveryKey(delivery.webhookId, delivery.id), value: encodeDelivery(delivery) },
    ]
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
    await this.#destinations.load()
    this.#running = true
    const epochs = { overflow: this.#overflowEpoch, write: this.#writeEpoch }
    const { pending, terminal, orphans } = await scanOutbox(
      this.#collection,
      this.#options.maxQueuedPerWebhook,
      (webhookId) => this.#destinations.find(webhookId) !== undefined,
      (entries) => this.#writer.write(entries),
    )
    for (const [webhookId, rows] of terminal) {
      const lane = this.#lane(webhookId)
      if (!lane) continue
      rows.sort((a, b) => a.at.localeCompare(b.at))
      for (const row of rows) (row.status === 'delivered' ? lane.delivered : lane.failed).push(row.key)
      this.#prune(lane)
    }
    if (orphans.length > 0) await this.#collection.deleteMany(orphans)
    let resumed = 0
    for (const [webhookId, earliest] of pending) {
      const lane = this.#lane(webhookId)
      if (!lane) continue
      resumed += earliest.seen
      this.#load(lane, await withPayloads(this.#collection, earliest.rows()), earliest.truncated, epochs)
    }
    if (this.#writeEpoch !== epochs.write) {
      // Events arrived during the read, which may have passed over older rows: every lane looks again shortly.
      for (const destination of this.#destinations.all()) {
        const lane = this.#lane(destination.id)
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
    if (lane.ordered && lane.overflow) {
      // Older rows of an ordered lane wait in the store: this one joins them there, to be read back after them
      // (the pump reads the store now if the lane is idle).
      this.#markOverflow(lane, dueOf(delivery))
      this.#pump(lane)
      return
    }
    if (!this.#makeRoom(lane, dueOf(delivery))) return
    lane.place(delivery, this.#clock.now())
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

  /**
   * Reads every destination's pending rows back from the store, those another node left there included (cluster
   * mode: it died or stopped). Rows another live node also holds are attempted by one of the two (claimAttempt).
   */
  resumeAll(): void {
    for (const destination of this.#destinations.all()) this.resume(destination.id)
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
    const found = this.#destinations.find(webhookId)
    if (!found?.destination.enabled || !this.#running) return undefined
    lane = new Lane(webhookId, found.kind.sender(webhookId), found.kind.ordered)
    this.#lanes.set(webhookId, lane)
    return lane
  }

  #closeLane(lane: Lane): Promise<void>[] {
    lane.closed = true
    if (lane.timer !== null) this.#scheduler.clearTimeout(lane.timer)
    lane.timer = null
    lane.ready.length = 0
    lane.waiting.length = 0
    const inflight = [...lane.inflight]
    void Promise.allSettled(inflight).then(() => lane.sender.close())
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

  /**
   * Merges rows read from the store with the rows waiting in memory and keeps the earliest due, up to the
   * bound; the rest stay (or go back to being) only in the store, and the lane reads the store again when the
   * earliest of them is due.
   */
  #load(lane: Lane, rows: DeliveryRecord[], moreInStore: boolean, epochs: { overflow: number; write: number }): void {
    // An ordered lane's ready rows join the merge: rows read back may be older than rows admitted meanwhile.
    const held = lane.ordered ? lane.ready.splice(0) : []
    const pool = [...held, ...lane.waiting, ...rows.filter((row) => !lane.known.has(row.id))]
    pool.sort(compareDue)
    const slots = Math.max(0, this.#options.maxQueuedPerWebhook - lane.ready.length - lane.inflight.size)
    for (const row of [...held, ...lane.waiting]) lane.known.delete(row.id)
    lane.waiting.length = 0
    const now = this.#clock.now()
    for (const row of pool.slice(0, slots)) lane.place(row, now)
    const rest = pool[slots]
    // Rows the bounded read left out are due no earlier than the latest row it kept.
    const leftOut =
      moreInStore && rows.length > 0 ? dueOf(rows.at(-1)!) : moreInStore ? this.#clock.now() : Number.POSITIVE_INFINITY
    const next = Math.min(rest ? dueOf(rest) : Number.POSITIVE_INFINITY, leftOut)
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
    lane.refilling = this.#writer
      .idle()
      .then(() => readDueRows(this.#collection, lane.webhookId, lane.known, this.#options.maxQueuedPerWebhook))
      .then(({ rows, truncated }) => {
        lane.refilling = null
        if (!lane.closed) this.#load(lane, rows, truncated, epochs)
      })
      .catch((error: unknown) => {
        lane.refilling = null
        this.#logger.error({ err: error, webhookId: lane.webhookId }, 'reading pending deliveries failed')
      })
  }

  #pump(lane: Lane): void {
    if (lane.closed || !this.#running) return
    const concurrency = lane.ordered ? 1 : this.#options.concurrency
    if (lane.holdUntil > this.#clock.now()) {
      this.#arm(lane)
      return
    }
    while (lane.inflight.size < concurrency && lane.ready.length > 0) {
      const delivery = lane.ready.shift()!
      const attempt: Promise<void> = this.#attempt(lane, delivery)
        .catch((error: unknown) =>
          this.#logger.error({ err: error, deliveryId: delivery.id }, 'delivery bookkeeping failed'),
        )
        .finally(() => {
          lane.inflight.delete(attempt)
          this.#pump(lane)
        })
      lane.inflight.add(attempt)
    }
    // The store is read again only when nothing in memory is due and something there is: a bounded number of scans.
    if (
      lane.ready.length === 0 &&
      lane.overflow &&
      lane.rescanAt <= this.#clock.now() &&
      lane.inflight.size < concurrency
    )
      this.#refill(lane)
    this.#arm(lane)
    this.#keepAlive.check()
  }

  /** One timer per lane, for the earliest retry in memory or the earliest due row left in the store. */
  #arm(lane: Lane): void {
    const next = lane.waiting[0]
    const at = Math.min(
      next ? dueOf(next) : Number.POSITIVE_INFINITY,
      lane.overflow ? lane.rescanAt : Number.POSITIVE_INFINITY,
      lane.holdUntil > 0 ? lane.holdUntil : Number.POSITIVE_INFINITY,
    )
    if (at === lane.timerAt && lane.timer !== null) return
    if (lane.timer !== null) this.#scheduler.clearTimeout(lane.timer)
    lane.timer = null
    lane.timerAt = at
    if (at === Number.POSITIVE_INFINITY || lane.closed) return
    lane.timer = this.#scheduler.setTimeout(
      () => {
        lane.timer = null
        lane.timerAt = Number.POSITIVE_INFINITY
        const now = this.#clock.now()
        if (lane.holdUntil <= now) lane.holdUntil = 0
        while (lane.waiting.length > 0 && dueOf(lane.waiting[0]!) <= now) lane.ready.push(lane.waiting.shift()!)
        this.#pump(lane)
      },
      Math.max(0, at - this.#clock.now()),
    )
  }

  async #attempt(lane: Lane, delivery: DeliveryRecord): Promise<void> {
    const found = this.#destinations.find(delivery.webhookId)
    if (!found?.destination.enabled) {
      lane.known.delete(delivery.id)
      return
    }
    // A row read back from the store (restart, overflow, redelivery) has its body fetched for this attempt.
    const payload =
      delivery.payload ?? (await this.#collection.get<string>(payloadKey(delivery.webhookId, delivery.id)))
    if (payload === undefined) {
      lane.known.delete(delivery.id)
      this.#logger.error({ deliveryId: delivery.id }, 'delivery body missing from the store; marking it failed')
      await this.save(
        {
          ...delivery,
          status: 'failed',
          nextAttemptAt: null,
          lastError: 'delivery body missing from the store',
          updatedAt: isoAt(this.#clock.now()),
        },
        delivery,
      )
      return
    }
    if (this.claimAttempt && !(await this.claimAttempt(delivery.id, delivery.attemptCount))) {
      lane.known.delete(delivery.id)
      return
    }
    const startedAt = this.#clock.now()
    const started = performance.now()
    const { statusCode, error } = await lane.sender.send(delivery, payload)
    const attempt: DeliveryAttempt = {
      at: isoAt(startedAt),
      statusCode,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      error,
    }
    // The body stays on the row, so a retry kept in memory does not fetch it again.
    const { updated, gone } = outcomeOf({ ...delivery, payload }, attempt, this.#clock.now(), this.#options)
    if (updated.status === 'pending') {
      // The retry is placed now (the row stays `known`, so a store read cannot bring back its older copy) and
      // armed before listeners hear of the attempt, so whoever observes it also finds the retry scheduled.
      if (lane.closed) lane.known.delete(updated.id)
      else if (lane.ordered) {
        // In front of the rows behind it, and the lane holds until its retry: the events stay in order.
        lane.ready.unshift(updated)
        lane.holdUntil = Date.parse(updated.nextAttemptAt ?? '') || this.#clock.now()
      } else if (!this.#makeRoom(lane, dueOf(updated))) lane.known.delete(updated.id)
      else lane.place(updated, this.#clock.now())
      this.#arm(lane)
    }
    // The slot is free once the receiver has answered; the outcome is written by the next group commit. A crash
    // before that write repeats at most this attempt (at least once), and nothing learns of the outcome before
    // it is stored.
    const settled = this.save(updated, delivery)
      .then(() => this.#settle(lane, found.kind, updated, attempt, gone))
      .catch((failure: unknown) =>
        this.#logger.error({ err: failure, deliveryId: updated.id }, 'recording a delivery attempt failed'),
      )
      .finally(() => this.#settling.delete(settled))
    this.#settling.add(settled)
  }

  async #settle(
    lane: Lane,
    kind: DestinationKind,
    updated: DeliveryRecord,
    attempt: DeliveryAttempt,
    gone: boolean,
  ): Promise<void> {
    if (updated.status !== 'pending') {
      // Terminal rows leave memory only now that the store has their final state.
      lane.known.delete(updated.id)
      ;(updated.status === 'delivered' ? lane.delivered : lane.failed).push(deliveryKey(updated.webhookId, updated.id))
      this.#prune(lane)
    }
    if (updated.status === 'failed' && !gone)
      this.#logger.warn(
        { webhookId: updated.webhookId, deliveryId: updated.id, attempts: updated.attemptCount },
        'delivery failed for good',
      )
    for (const listener of this.#listeners) {
      try {
        listener(updated, attempt)
      } catch (listenerError) {
        this.#logger.error({ err: listenerError }, 'delivery listener threw')
      }
    }
    if (gone) {
      this.#logger.warn({ webhookId: updated.webhookId }, 'receiver answered 410 Gone; disabling the webhook')
      await kind.disable?.(updated.webhookId, 'receiver answered HTTP 410 Gone')
      void this.pause(updated.webhookId)
    }
  }

  /** Deletes the rows (and bodies) of the oldest terminal deliveries past the retention bounds. */
  #prune(lane: Lane): void {
    const keys = lane.trimHistory(this.#options.keepDeliveredPerWebhook, this.#options.keepFailedPerWebhook)
    if (keys.length === 0) return
    void this.#writer
      .idle()
      .then(() => this.#collection.deleteMany(keys.flatMap((key) => [key, `${PAYLOAD_PREFIX}${key}`])))
      .catch((error: unknown) => this.#logger.error({ err: error }, 'pruning old deliveries failed'))
  }
}
