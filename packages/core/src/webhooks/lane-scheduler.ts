import type { Clock } from '../clock.js'
import type { EngineContext } from '../context.js'
import type { Logger } from '../logger.js'
import type { Scheduler } from '../scheduler.js'
import type { AttemptLanes } from './delivery-attempt.js'
import { compareDue, deliveryKey, dueOf } from './delivery-rows.js'
import type { Destinations } from './destination.js'
import { Lane } from './lane.js'
import type { OutboxRows } from './outbox-rows.js'
import type { DeliveryRecord, ResolvedWebhookOptions } from './types.js'

/** How soon a lane reads the store again after a read that overlapped writes (see OutboxRows.writeEpoch). */
const RECHECK_AFTER_CONCURRENT_READ_MS = 1_000

/** Where the counters of writes and of rows left to the store stood when a store read started. */
export interface ReadEpochs {
  overflow: number
  write: number
}

interface SchedulerOptions {
  rows: OutboxRows
  destinations: Destinations
  /** One attempt of a row in its lane: resolves once its slot is free. */
  attempt: (lane: Lane, delivery: DeliveryRecord) => Promise<void>
  clock: Clock
  scheduler: Scheduler
  logger: Logger
  options: ResolvedWebhookOptions
  keepAlive: EngineContext['keepAlive']
}

/**
 * When each destination's rows are attempted: a lane per destination holds a bounded window of its pending rows
 * (the rest wait in the store and are read back when there is room or when they are due), runs up to its
 * concurrency of attempts, and keeps one timer for its next retry or store read.
 */
export class LaneScheduler implements AttemptLanes {
  readonly #rows: OutboxRows
  readonly #destinations: Destinations
  readonly #attempt: SchedulerOptions['attempt']
  readonly #clock: Clock
  readonly #scheduler: Scheduler
  readonly #logger: Logger
  readonly #options: ResolvedWebhookOptions
  readonly #keepAlive: EngineContext['keepAlive']
  readonly #lanes = new Map<string, Lane>()
  #running = false
  /** Counts rows left to the store for want of room: a store read that started before one may have missed it. */
  #overflowEpoch = 0

  constructor(options: SchedulerOptions) {
    this.#rows = options.rows
    this.#destinations = options.destinations
    this.#attempt = options.attempt
    this.#clock = options.clock
    this.#scheduler = options.scheduler
    this.#logger = options.logger
    this.#options = options.options
    this.#keepAlive = options.keepAlive
  }

  get running(): boolean {
    return this.#running
  }

  /** Rows pending in memory or in flight, or rows left in the store for later. */
  get busy(): boolean {
    for (const lane of this.#lanes.values()) if (lane.size > 0 || lane.overflow || lane.refilling) return true
    return false
  }

  /** Pending rows in memory, by where they are, and how many lanes have more pending rows in the store. */
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

  start(): void {
    this.#running = true
  }

  /** Stops taking work and closes every lane; answers the attempts in flight. */
  stop(): Promise<void>[] {
    this.#running = false
    const inflight: Promise<void>[] = []
    for (const lane of this.#lanes.values()) inflight.push(...this.#closeLane(lane))
    this.#lanes.clear()
    return inflight
  }

  /** The counters a store read compares against when it ends (see load). */
  epochs(): ReadEpochs {
    return { overflow: this.#overflowEpoch, write: this.#rows.writeEpoch }
  }

  /** A destination's lane, opened on first use; none while stopped or for a disabled or unknown destination. */
  lane(webhookId: string): Lane | undefined {
    let lane = this.#lanes.get(webhookId)
    if (lane) return lane
    const found = this.#destinations.find(webhookId)
    if (!found?.destination.enabled || !this.#running) return undefined
    lane = new Lane(webhookId, found.kind.sender(webhookId), found.kind.ordered)
    this.#lanes.set(webhookId, lane)
    return lane
  }

  /** Hands a pending row to its lane (no-op while stopped: the row is in the store and start() finds it). */
  admit(delivery: DeliveryRecord): void {
    if (!this.#running || delivery.status !== 'pending') return
    const lane = this.lane(delivery.webhookId)
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

  /** Closes a destination's lane; its pending rows stay in the store. */
  async pause(webhookId: string): Promise<void> {
    const lane = this.#lanes.get(webhookId)
    if (!lane) return
    this.#lanes.delete(webhookId)
    await Promise.allSettled(this.#closeLane(lane))
  }

  /** Reads a destination's pending rows back from the store. */
  resume(webhookId: string): void {
    const lane = this.lane(webhookId)
    if (!lane) return
    this.#markOverflow(lane, this.#clock.now())
    this.#refill(lane)
  }

  /** Whether a row is being attempted right now or queued in memory. */
  isActive(webhookId: string, deliveryId: string): boolean {
    return this.#lanes.get(webhookId)?.known.has(deliveryId) ?? false
  }

  /** The store's terminal rows of a destination (read at start), oldest first, for its retention bounds. */
  retain(webhookId: string, rows: { key: string; at: string; status: 'delivered' | 'failed' }[]): void {
    const lane = this.lane(webhookId)
    if (!lane) return
    rows.sort((a, b) => a.at.localeCompare(b.at))
    for (const row of rows) (row.status === 'delivered' ? lane.delivered : lane.failed).push(row.key)
    this.#prune(lane)
  }

  /** A row made pending again leaves its lane's retention lists. */
  unretire(delivery: DeliveryRecord): void {
    const lane = this.#lanes.get(delivery.webhookId)
    if (!lane) return
    const key = deliveryKey(delivery.webhookId, delivery.id)
    for (const list of [lane.delivered, lane.failed]) {
      const index = list.indexOf(key)
      if (index >= 0) list.splice(index, 1)
    }
  }

  /** Events arrived during a read of the whole store, which may have passed over older rows: every lane looks again shortly. */
  recheckSoon(): void {
    for (const destination of this.#destinations.all()) {
      const lane = this.lane(destination.id)
      if (!lane) continue
      lane.overflow = true
      lane.rescanAt = Math.min(lane.rescanAt, this.#clock.now() + RECHECK_AFTER_CONCURRENT_READ_MS)
      this.#arm(lane)
    }
  }

  requeue(lane: Lane, updated: DeliveryRecord): void {
    if (lane.closed) lane.known.delete(updated.id)
    else if (lane.ordered) {
      // In front of the rows behind it, and the lane holds until its retry: the events stay in order.
      lane.ready.unshift(updated)
      lane.holdUntil = Date.parse(updated.nextAttemptAt ?? '') || this.#clock.now()
    } else if (!this.#makeRoom(lane, dueOf(updated))) lane.known.delete(updated.id)
    else lane.place(updated, this.#clock.now())
    this.#arm(lane)
  }

  retire(lane: Lane, updated: DeliveryRecord): void {
    lane.known.delete(updated.id)
    ;(updated.status === 'delivered' ? lane.delivered : lane.failed).push(deliveryKey(updated.webhookId, updated.id))
    this.#prune(lane)
  }

  /**
   * Merges rows read from the store with the rows waiting in memory and keeps the earliest due, up to the
   * bound; the rest stay (or go back to being) only in the store, and the lane reads the store again when the
   * earliest of them is due.
   */
  load(lane: Lane, rows: DeliveryRecord[], moreInStore: boolean, epochs: ReadEpochs): void {
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
    } else if (this.#rows.writeEpoch !== epochs.write) {
      // Rows were written during the read, which may have passed over one left in the store: look again soon.
      lane.overflow = true
      lane.rescanAt = Math.min(next, now + RECHECK_AFTER_CONCURRENT_READ_MS)
    } else {
      lane.overflow = next !== Number.POSITIVE_INFINITY
      lane.rescanAt = next
    }
    this.#pump(lane)
  }

  /** Deletes the rows (and bodies) of the oldest terminal deliveries past the retention bounds. */
  #prune(lane: Lane): void {
    this.#rows.prune(lane.trimHistory(this.#options.keepDeliveredPerWebhook, this.#options.keepFailedPerWebhook))
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

  /** Reads this webhook's pending rows back from the store (when memory runs dry and the store holds more). */
  #refill(lane: Lane): void {
    if (lane.refilling || !lane.overflow || lane.closed) return
    const epochs = this.epochs()
    lane.refilling = this.#rows
      .readDue(lane.webhookId, lane.known, this.#options.maxQueuedPerWebhook)
      .then(({ rows, truncated }) => {
        lane.refilling = null
        if (!lane.closed) this.load(lane, rows, truncated, epochs)
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
}
