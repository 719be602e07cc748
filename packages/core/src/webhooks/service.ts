import type { Clock } from '../clock.js'
import { carries, sees } from './access.js'
import type { KeyAccess } from '../operations/access.js'
import type { EngineContext } from '../context.js'
import { isoAt } from '../clock.js'
import { EngineError } from '../errors.js'
import type { AnyEngineEvent } from '../events.js'
import { newId } from '../ids.js'
import { serialize } from '../store/serialization.js'
import { DeliveryLog, deliveryNotFound, type ListDeliveriesOptions, toDelivery } from './delivery-log.js'
import { decodeDelivery, deliveryKey, newDelivery } from './delivery-rows.js'
import { type DestinationKind, Destinations } from './destination.js'
import type { AttemptClaim, AttemptListener } from './delivery-attempt.js'
import { WebhookDispatcher } from './dispatcher.js'
import { WebhookRegistry } from './registry.js'
import { WebhookSender } from './signed-post.js'
import type {
  CreateWebhookInput,
  Delivery,
  DeliveryRecord,
  ResolvedWebhookOptions,
  UpdateWebhookInput,
  Webhook,
  WebhookWithSecret,
} from './types.js'
import { resolveWebhookOptions, type WebhookOptions } from './options.js'
import { webhookErrors } from './errors.js'

export type { ListDeliveriesOptions } from './delivery-log.js'

/** The envelope type of `POST /webhooks/{id}/test`: a delivery that only that webhook receives. */
export const TEST_EVENT_TYPE = 'webhook.test'

/**
 * engine.webhooks: management of webhooks (the same operations the HTTP routes expose) over the registry,
 * and the outbox dispatcher that delivers to them and to the other kinds of destination (`kinds`: transports).
 * `record` is the event bus sink (the engine registers it from construction), so events published before
 * start() are stored too and go out once it runs.
 */
export class WebhookService {
  readonly options: ResolvedWebhookOptions
  /** The outbox's delivery log, shared with the other kinds of destination. */
  readonly deliveries: DeliveryLog
  readonly #registry: WebhookRegistry
  readonly #dispatcher: WebhookDispatcher
  readonly #clock: Clock

  constructor(context: EngineContext, options?: WebhookOptions, kinds: readonly DestinationKind[] = []) {
    this.options = resolveWebhookOptions(options)
    const { store, clock, logger, settings } = context
    this.#clock = clock
    const registry = new WebhookRegistry({
      collection: store.collection('webhooks'),
      clock,
      allowPrivateNetwork: settings.allowPrivateNetwork,
      rotationGraceMs: this.options.rotationGraceMs,
    })
    this.#registry = registry
    const senderContext = { registry, clock, options: this.options, allowPrivateNetwork: settings.allowPrivateNetwork }
    const webhooks: DestinationKind = {
      ordered: false,
      load: () => registry.load(),
      peek: (id) => registry.peek(id),
      all: () => registry.all(),
      disable: (id, reason) => registry.disable(id, reason),
      sender: (id) => new WebhookSender(id, senderContext),
    }
    this.#dispatcher = new WebhookDispatcher({
      store,
      destinations: new Destinations([webhooks, ...kinds]),
      clock,
      scheduler: context.scheduler,
      logger,
      options: this.options,
      keepAlive: context.keepAlive,
    })
    this.deliveries = new DeliveryLog(store.collection('deliveries'), this.#dispatcher, clock)
  }

  /** Whether deliveries are pending (in memory, in flight, or left in the store for later). */
  get busy(): boolean {
    return this.#dispatcher.busy
  }

  /** The durable sink: one outbox row per subscribed webhook, stored when this resolves. */
  record(event: AnyEngineEvent): Promise<void> {
    return this.#dispatcher.sink(event)
  }

  /** What the metrics' backlog gauges read (WebhookDispatcher.backlog). */
  backlog(): ReturnType<WebhookDispatcher['backlog']> {
    return this.#dispatcher.backlog()
  }

  /** engine.start(): loads webhooks and resumes every pending delivery. */
  start(): Promise<void> {
    return this.#dispatcher.start()
  }

  /** engine.stop(): attempts in flight finish and are recorded; pending rows wait in the store. */
  stop(): Promise<void> {
    return this.#dispatcher.stop()
  }

  /** Webhooks configured that the key sees (usage counter `webhooksConfigured`); every one without a key. */
  async count(access?: KeyAccess): Promise<number> {
    if (!access || access.sessionIds === null) return this.#registry.count()
    return (await this.list()).filter((webhook) => sees(access, webhook.sessionIds)).length
  }

  /** Returns the record and its signing secret: the only time the secret is shown (besides a rotation). */
  create(input: CreateWebhookInput, createdByKeyId: string | null = null): Promise<WebhookWithSecret> {
    return this.#registry.create(input, createdByKeyId)
  }

  list(): Promise<Webhook[]> {
    return this.#registry.list()
  }

  /** The 404 of a webhook the key does not see (access.ts), word for word the one of a webhook that does not exist. */
  async requireVisible(webhookId: string, access: KeyAccess, deliveryId?: string): Promise<void> {
    const record = await this.#registry.require(webhookId)
    if (!sees(access, record.sessionIds))
      throw new EngineError(webhookErrors.webhook_not_found, `No webhook with id "${webhookId}".`)
    // A webhook narrowed into the key's sessions after the fact still holds deliveries of other sessions.
    if (deliveryId !== undefined && !carries(access, await this.deliveries.get(webhookId, deliveryId)))
      throw deliveryNotFound(webhookId, deliveryId)
  }

  get(webhookId: string): Promise<Webhook> {
    return this.#registry.get(webhookId)
  }

  async update(webhookId: string, input: UpdateWebhookInput): Promise<Webhook> {
    const { before, after } = await this.#registry.update(webhookId, input)
    if (before.enabled && !after.enabled) await this.#dispatcher.pause(webhookId)
    if (!before.enabled && after.enabled) this.#dispatcher.resume(webhookId)
    return this.#registry.view(after)
  }

  /** Cluster mode: each attempt of a delivery is taken by one node (AttemptClaim). */
  claimAttemptsWith(claim: AttemptClaim): void {
    this.#dispatcher.claimAttemptsWith(claim)
  }

  /** Cluster mode: another node left its pending deliveries (webhooks and transports) in the store; this one reads them back. */
  resumeAll(): void {
    this.#dispatcher.resumeAll()
  }

  /** Cluster mode: `listener` hears of every webhook this node writes, for the other nodes to read it again. */
  onRecordChange(listener: (webhookId: string) => void): void {
    this.#registry.changed = listener
  }

  /** Cluster mode: another node changed the webhook; its record is read again and its deliveries follow it. */
  async recordChanged(webhookId: string): Promise<void> {
    const { before, after } = await this.#registry.reload(webhookId)
    if (!after) {
      if (before) await this.#dispatcher.forget(webhookId)
      return
    }
    if (before?.enabled && !after.enabled) await this.#dispatcher.pause(webhookId)
    if (before && !before.enabled && after.enabled) this.#dispatcher.resume(webhookId)
  }

  /** Removes the webhook and its delivery history; attempts in flight finish first. */
  async delete(webhookId: string): Promise<Webhook & { deleted: true }> {
    const removed = await this.#registry.delete(webhookId)
    await this.#dispatcher.forget(webhookId)
    return { ...removed, deleted: true }
  }

  /** A new secret (shown once); the old one keeps signing for `gracePeriodMs` (default options.rotationGraceMs). */
  rotateSecret(webhookId: string, options: { gracePeriodMs?: number } = {}): Promise<WebhookWithSecret> {
    return this.#registry.rotateSecret(webhookId, options.gracePeriodMs)
  }

  /**
   * Sends a `webhook.test` event to this webhook only, through the outbox like any other, and returns the
   * delivery after its first attempt (or still pending when the engine is not running).
   */
  async sendTest(webhookId: string): Promise<Delivery> {
    const webhook = await this.#registry.require(webhookId)
    if (!webhook.enabled)
      throw new EngineError(
        webhookErrors.webhook_disabled,
        `Webhook "${webhookId}" is disabled; enable it (PATCH enabled: true) to send to it.`,
      )
    const event = { id: newId('evt'), type: TEST_EVENT_TYPE, sessionId: '' }
    const now = this.#clock.now()
    const payload = serialize({
      ...event,
      createdAt: isoAt(now),
      data: { webhookId, message: 'This is a test delivery from sessionkit.' },
    })
    const delivery = newDelivery(webhook, event, payload, now)
    const attempted = this.#dispatcher.running ? this.#nextAttempt(delivery.id, this.options.timeoutMs + 1_000) : null
    await this.#dispatcher.enqueue([delivery])
    const outcome = attempted ? await attempted : null
    // No attempt in time (the lane is full of earlier work): answer with the row as stored; it goes out in turn.
    return toDelivery(
      outcome ?? decodeDelivery(await this.deliveries.collection.get(deliveryKey(webhookId, delivery.id))) ?? delivery,
    )
  }

  /** Deliveries of one webhook, newest first, each with its attempts. */
  async listDeliveries(webhookId: string, options: ListDeliveriesOptions = {}): Promise<Delivery[]> {
    await this.#registry.require(webhookId)
    return this.deliveries.list(webhookId, options)
  }

  async getDelivery(webhookId: string, deliveryId: string): Promise<Delivery> {
    await this.#registry.require(webhookId)
    return toDelivery(await this.deliveries.get(webhookId, deliveryId))
  }

  /**
   * Sends a delivery again now, with the same event id and body: a failed or delivered one starts a fresh
   * retry schedule; a pending one is brought forward. Its attempt history is kept.
   */
  async redeliver(webhookId: string, deliveryId: string): Promise<Delivery> {
    const webhook = await this.#registry.require(webhookId)
    if (!webhook.enabled)
      throw new EngineError(
        webhookErrors.webhook_disabled,
        `Webhook "${webhookId}" is disabled; enable it (PATCH enabled: true) before redelivering.`,
      )
    return this.deliveries.redeliver(webhookId, deliveryId)
  }

  /** Pauses, resumes or forgets a destination's lane (a transport's enable, disable and delete). */
  get outbox(): Pick<WebhookDispatcher, 'pause' | 'resume' | 'forget'> {
    return this.#dispatcher
  }

  /** Observes every attempt after its outcome is stored (tests, metrics, dashboards). */
  onAttempt(listener: AttemptListener): () => void {
    return this.#dispatcher.onAttempt(listener)
  }

  #nextAttempt(deliveryId: string, waitMs: number): Promise<DeliveryRecord | null> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        off()
        resolve(null)
      }, waitMs)
      const off = this.#dispatcher.onAttempt((delivery) => {
        if (delivery.id !== deliveryId) return
        clearTimeout(timer)
        off()
        resolve(delivery)
      })
    })
  }
}
