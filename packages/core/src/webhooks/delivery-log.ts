import type { Clock } from '../clock.js'
import { isoAt } from '../clock.js'
import { EngineError } from '../errors.js'
import type { Collection } from '../store/collection.js'
import { decodeDelivery, deliveryKey } from './delivery-rows.js'
import type { WebhookDispatcher } from './dispatcher.js'
import type { Delivery, DeliveryRecord, DeliveryStatus } from './types.js'
import { webhookErrors } from './errors.js'

export interface ListDeliveriesOptions {
  status?: DeliveryStatus
  /** Newest first; default 100. */
  limit?: number
}

/**
 * A destination's delivery log, read from the outbox rows, and its redelivery: the same for webhooks and
 * transports. The caller has checked that the destination exists.
 */
export class DeliveryLog {
  constructor(
    readonly collection: Collection,
    readonly dispatcher: WebhookDispatcher,
    readonly clock: Clock,
  ) {}

  /** Deliveries of one destination, newest first, each with its attempts. */
  async list(destinationId: string, options: ListDeliveriesOptions = {}): Promise<Delivery[]> {
    const rows: DeliveryRecord[] = []
    for await (const [, stored] of this.collection.scan<string>(`${destinationId}:`)) {
      const delivery = decodeDelivery(stored)!
      if (!options.status || delivery.status === options.status) rows.push(delivery)
    }
    rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
    return rows.slice(0, options.limit ?? 100).map(toDelivery)
  }

  /**
   * Writes `error` as the `lastError` of each pending delivery of a destination the engine disabled, whose lane
   * is closed: the log then says why they wait. Their retry schedule is untouched, for when it is enabled again.
   */
  async notePending(destinationId: string, error: string): Promise<void> {
    const pending: string[] = []
    for await (const [, stored] of this.collection.scan<string>(`${destinationId}:`)) {
      const delivery = decodeDelivery(stored)!
      if (delivery.status === 'pending') pending.push(deliveryKey(destinationId, delivery.id))
    }
    for (const key of pending)
      await this.collection.withLock(key, async () => {
        const current = decodeDelivery(await this.collection.get(key))
        if (current?.status !== 'pending') return
        await this.dispatcher.save({ ...current, lastError: error, updatedAt: isoAt(this.clock.now()) }, current)
      })
  }

  async get(destinationId: string, deliveryId: string): Promise<DeliveryRecord> {
    const delivery = decodeDelivery(await this.collection.get(deliveryKey(destinationId, deliveryId)))
    if (!delivery) throw deliveryNotFound(destinationId, deliveryId)
    return delivery
  }

  /**
   * Sends a delivery again now, with the same event id and body: a failed or delivered one starts a fresh
   * retry schedule; a pending one is brought forward. Its attempt history is kept.
   */
  redeliver(destinationId: string, deliveryId: string): Promise<Delivery> {
    return this.collection.withLock(deliveryKey(destinationId, deliveryId), async () => {
      const current = await this.get(destinationId, deliveryId)
      const now = isoAt(this.clock.now())
      if (current.status === 'pending' && this.dispatcher.isActive(destinationId, deliveryId)) {
        this.dispatcher.admit({ ...current, nextAttemptAt: now })
        return toDelivery(current)
      }
      const next: DeliveryRecord = {
        ...current,
        status: 'pending',
        nextAttemptAt: now,
        updatedAt: now,
        retryIndex: 0,
        deliveredAt: null,
      }
      await this.dispatcher.reopen(next, current)
      return toDelivery(next)
    })
  }
}

export const toDelivery = (record: DeliveryRecord): Delivery => {
  const { payload: _payload, retryIndex: _retryIndex, ordered: _ordered, ...rest } = record
  return rest
}

/** The 404 of a delivery that does not exist, or that the caller's key may not see (webhooks/access.ts). */
export const deliveryNotFound = (destinationId: string, deliveryId: string): EngineError =>
  new EngineError(webhookErrors.delivery_not_found, `No delivery "${deliveryId}" for "${destinationId}".`)
