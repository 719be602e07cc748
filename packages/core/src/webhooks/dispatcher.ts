import type { Clock } from '../clock.js'
import type { EngineContext } from '../context.js'
import type { AnyEngineEvent } from '../events.js'
import type { Logger } from '../logger.js'
import type { Scheduler } from '../scheduler.js'
import type { Store } from '../store/collection.js'
import { type AttemptClaim, type AttemptListener, DeliveryAttempts } from './delivery-attempt.js'
import { newDelivery } from './delivery-rows.js'
import type { Destinations } from './destination.js'
import { envelopeJson } from './envelope.js'
import { LaneScheduler } from './lane-scheduler.js'
import { OutboxRows } from './outbox-rows.js'
import type { DeliveryRecord, ResolvedWebhookOptions } from './types.js'

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
 *
 * The rows in the store are OutboxRows', the lanes and their timing LaneScheduler's, one attempt and its
 * recorded outcome DeliveryAttempts'.
 */
export class WebhookDispatcher {
  readonly #destinations: Destinations
  readonly #clock: Clock
  readonly #logger: Logger
  readonly #options: ResolvedWebhookOptions
  readonly #rows: OutboxRows
  readonly #lanes: LaneScheduler
  readonly #attempts: DeliveryAttempts

  constructor(options: DispatcherOptions) {
    this.#destinations = options.destinations
    this.#clock = options.clock
    this.#logger = options.logger.child({ component: 'webhooks' })
    this.#options = options.options
    this.#rows = new OutboxRows(options.store, this.#logger)
    this.#lanes = new LaneScheduler({
      rows: this.#rows,
      destinations: options.destinations,
      attempt: (lane, delivery) => this.#attempts.run(lane, delivery),
      clock: options.clock,
      scheduler: options.scheduler,
      logger: this.#logger,
      options: options.options,
      keepAlive: options.keepAlive,
    })
    this.#attempts = new DeliveryAttempts({
      rows: this.#rows,
      destinations: options.destinations,
      lanes: this.#lanes,
      clock: options.clock,
      logger: this.#logger,
      options: options.options,
    })
  }

  get running(): boolean {
    return this.#lanes.running
  }

  /** Rows pending in memory or in flight, rows left in the store for later, or outcomes still being written. */
  get busy(): boolean {
    return this.#attempts.settling || this.#lanes.busy
  }

  /**
   * Pending rows in memory, by where they are, and how many webhooks have more pending rows in the store than
   * memory holds (counting those would mean reading the store at every scrape).
   */
  backlog(): { ready: number; waiting: number; inFlight: number; overflowing: number } {
    return this.#lanes.backlog()
  }

  /** Cluster mode: each attempt of a delivery is taken by one node (AttemptClaim). */
  claimAttemptsWith(claim: AttemptClaim): void {
    this.#attempts.claim = claim
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
    await this.#rows.add(deliveries)
    for (const delivery of deliveries) this.admit(delivery)
  }

  /** Writes an updated row (OutboxRows.save). */
  save(delivery: DeliveryRecord, previous?: DeliveryRecord): Promise<void> {
    return this.#rows.save(delivery, previous)
  }

  /** Resumes every pending row in the store (after a restart, or rows written before start). */
  async start(): Promise<void> {
    if (this.#lanes.running) return
    await this.#destinations.load()
    this.#lanes.start()
    const epochs = this.#lanes.epochs()
    const { pending, terminal, orphans } = await this.#rows.scan(
      this.#options.maxQueuedPerWebhook,
      (webhookId) => this.#destinations.find(webhookId) !== undefined,
    )
    for (const [webhookId, rows] of terminal) this.#lanes.retain(webhookId, rows)
    if (orphans.length > 0) await this.#rows.delete(orphans)
    let resumed = 0
    for (const [webhookId, earliest] of pending) {
      const lane = this.#lanes.lane(webhookId)
      if (!lane) continue
      resumed += earliest.seen
      this.#lanes.load(lane, await this.#rows.withPayloads(earliest.rows()), earliest.truncated, epochs)
    }
    if (this.#rows.writeEpoch !== epochs.write) this.#lanes.recheckSoon()
    if (resumed > 0) this.#logger.info({ resumed }, 'resuming pending webhook deliveries')
  }

  /** Stops taking work, lets attempts in flight finish and record their outcome, and flushes every write. */
  async stop(): Promise<void> {
    await Promise.allSettled(this.#lanes.stop())
    await this.#attempts.settled()
    await this.#rows.flush()
  }

  onAttempt(listener: AttemptListener): () => void {
    return this.#attempts.onAttempt(listener)
  }

  /** Hands a pending row to its lane (no-op while stopped: the row is in the store and start() finds it). */
  admit(delivery: DeliveryRecord): void {
    this.#lanes.admit(delivery)
  }

  /** After a webhook is disabled: its lane closes; pending rows stay in the store for when it is enabled again. */
  pause(webhookId: string): Promise<void> {
    return this.#lanes.pause(webhookId)
  }

  /** After a webhook is enabled again: its pending rows are read back from the store. */
  resume(webhookId: string): void {
    this.#lanes.resume(webhookId)
  }

  /**
   * Reads every destination's pending rows back from the store, those another node left there included (cluster
   * mode: it died or stopped). Rows another live node also holds are attempted by one of the two (claimAttemptsWith).
   */
  resumeAll(): void {
    for (const destination of this.#destinations.all()) this.resume(destination.id)
  }

  /** After a webhook is deleted: no more attempts, and its rows go. */
  async forget(webhookId: string): Promise<void> {
    await this.pause(webhookId)
    await this.#rows.forget(webhookId)
  }

  /**
   * A row made pending again now (redelivery of a delivered or failed row, or of a pending one waiting in the
   * store): it leaves the retention lists before it is saved. `previous` is the row as stored.
   */
  async reopen(delivery: DeliveryRecord, previous: DeliveryRecord): Promise<void> {
    this.#lanes.unretire(delivery)
    await this.save(delivery, previous)
    this.admit(delivery)
  }

  /** Whether a row is being attempted right now or queued in memory. */
  isActive(webhookId: string, deliveryId: string): boolean {
    return this.#lanes.isActive(webhookId, deliveryId)
  }
}
