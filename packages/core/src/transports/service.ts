import { EngineError } from '../errors.js'
import type { KeyAccess } from '../operations/access.js'
import { carries, sees } from '../webhooks/access.js'
import type { DeliveryLog, ListDeliveriesOptions } from '../webhooks/delivery-log.js'
import { deliveryNotFound, toDelivery } from '../webhooks/delivery-log.js'
import type { WebhookService } from '../webhooks/service.js'
import type { DeliveryRecord } from '../webhooks/types.js'
import type { TransportRegistry } from './registry.js'
import type { CreateTransportInput, Transport, TransportDelivery, UpdateTransportInput } from './schema.js'
import { transportErrors } from './errors.js'

/**
 * engine.transports: management of transports (the operations the HTTP routes expose). Their deliveries run in
 * the webhook outbox, as destinations of another kind: the same rows, retries and delivery log.
 */
export class TransportService {
  readonly #registry: TransportRegistry
  readonly #outbox: WebhookService['outbox']
  readonly #deliveries: DeliveryLog

  constructor(registry: TransportRegistry, webhooks: Pick<WebhookService, 'outbox' | 'deliveries'>) {
    this.#registry = registry
    this.#outbox = webhooks.outbox
    this.#deliveries = webhooks.deliveries
  }

  /**
   * engine.start(), once the outbox has loaded the transports: each one the load disabled for lying outside its
   * namespace says why in its pending deliveries too, where an operator looking at a stalled log reads it.
   */
  async start(): Promise<void> {
    for (const { id, reason } of this.#registry.takeDisabledAtLoad())
      await this.#deliveries.notePending(id, `the transport was disabled: ${reason}`)
  }

  /** The record; the URL's credentials are never shown, not even now. */
  create(input: CreateTransportInput, createdByKeyId: string | null = null): Promise<Transport> {
    return this.#registry.create(input, createdByKeyId)
  }

  list(): Promise<Transport[]> {
    return this.#registry.list()
  }

  get(transportId: string): Promise<Transport> {
    return this.#registry.get(transportId)
  }

  async update(transportId: string, input: UpdateTransportInput): Promise<Transport> {
    const { before, after } = await this.#registry.update(transportId, input)
    if (before.enabled && !after.enabled) await this.#outbox.pause(transportId)
    if (!before.enabled && after.enabled) this.#outbox.resume(transportId)
    return this.#registry.get(transportId)
  }

  /** Removes the transport and its delivery history; a publish in flight finishes first. */
  async delete(transportId: string): Promise<Transport & { deleted: true }> {
    const removed = await this.#registry.delete(transportId)
    await this.#outbox.forget(transportId)
    return { ...removed, deleted: true }
  }

  /** Cluster mode: `listener` hears of every transport this node writes, for the other nodes to read it again. */
  onRecordChange(listener: (transportId: string) => void): void {
    this.#registry.changed = listener
  }

  /** Cluster mode: another node changed the transport; its record is read again and its lane follows it. */
  async recordChanged(transportId: string): Promise<void> {
    const { before, after } = await this.#registry.reload(transportId)
    if (!after) {
      if (before) await this.#outbox.forget(transportId)
      return
    }
    if (before?.enabled && !after.enabled) await this.#outbox.pause(transportId)
    if (before && !before.enabled && after.enabled) this.#outbox.resume(transportId)
  }

  /** Deliveries of one transport, newest first, each with its attempts. */
  async listDeliveries(transportId: string, options: ListDeliveriesOptions = {}): Promise<TransportDelivery[]> {
    await this.#registry.require(transportId)
    return (await this.#deliveries.list(transportId, options)).map(toTransportDelivery)
  }

  /**
   * The 404 of a transport the key does not see (webhooks/access.ts), word for word the one of a transport that
   * does not exist; and of a delivery of a session outside the key's list.
   */
  async requireVisible(transportId: string, access: KeyAccess, deliveryId?: string): Promise<void> {
    const record = await this.#registry.require(transportId)
    if (!sees(access, record.sessionIds))
      throw new EngineError(transportErrors.transport_not_found, `No transport with id "${transportId}".`)
    if (deliveryId !== undefined && !carries(access, await this.#deliveries.get(transportId, deliveryId)))
      throw deliveryNotFound(transportId, deliveryId)
  }

  async getDelivery(transportId: string, deliveryId: string): Promise<TransportDelivery> {
    await this.#registry.require(transportId)
    return toTransportDelivery(toDelivery(await this.#deliveries.get(transportId, deliveryId)))
  }
}

/** The outbox row names its destination `webhookId`; a transport's delivery names it `transportId`. */
const toTransportDelivery = ({ webhookId, ...rest }: Omit<DeliveryRecord, 'retryIndex'>): TransportDelivery => ({
  ...rest,
  transportId: webhookId,
})
