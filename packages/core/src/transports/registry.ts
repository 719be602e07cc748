import type { Clock } from '../clock.js'
import { isoAt } from '../clock.js'
import { EngineError, engineErrors } from '../errors.js'
import { newId } from '../ids.js'
import type { Logger } from '../logger.js'
import type { Collection } from '../store/collection.js'
import type { DestinationKind, Sender } from '../webhooks/destination.js'
import { uniqueEvents } from '../webhooks/registry.js'
import { type BrokerHosts, redactUrl } from './broker-hosts.js'
import type { CreateTransportInput, Transport, UpdateTransportInput } from './schema.js'
import { DEFAULT_STREAM_MAX_LEN, type TransportKind, type TransportRecord } from './types.js'
import { transportErrors } from './errors.js'

const schemesOf: Record<TransportKind, readonly string[]> = {
  nats: ['nats:', 'tls:'],
  rabbitmq: ['amqp:', 'amqps:'],
  redis: ['redis:', 'rediss:'],
}

export interface TransportRegistryOptions {
  collection: Collection
  clock: Clock
  hosts: BrokerHosts
  logger: Logger
  /** Makes the sender of one transport's lane (brokers.ts). */
  sender: (id: string, registry: TransportRegistry) => Sender
}

/**
 * Transport records: in memory for the event path, written through to the store, loaded once on first use. A
 * kind of destination of the webhook outbox (ordered: a transport publishes each session's events in order).
 */
export class TransportRegistry implements DestinationKind {
  readonly ordered = true
  readonly #options: TransportRegistryOptions
  readonly #records = new Map<string, TransportRecord>()
  #loaded: Promise<void> | null = null
  /** Transports the load found outside their namespace and disabled, until start() notes it in their deliveries. */
  #disabledAtLoad: { id: string; reason: string }[] = []
  /** Told of every transport this registry wrote (cluster mode: the other nodes read it again). */
  changed: ((id: string) => void) | null = null

  constructor(options: TransportRegistryOptions) {
    this.#options = options
  }

  get hosts(): BrokerHosts {
    return this.#options.hosts
  }

  /**
   * Reads every record, and disables those whose names lie outside the namespace the operator now gives their
   * host: stored before namespaces existed, or before the operator narrowed one. Done here, before the outbox
   * opens a lane for any, so not one publish is made (a refused publish would be retried for a day).
   */
  load(): Promise<void> {
    this.#loaded ??= (async () => {
      for await (const [id, record] of this.#options.collection.scan<TransportRecord>()) this.#records.set(id, record)
      for (const record of this.#records.values()) {
        if (!record.enabled || !this.#options.hosts.namespaceRefusal(record)) continue
        const reason = await this.#disableOutside(record.id)
        if (reason === null) continue
        this.#disabledAtLoad.push({ id: record.id, reason })
        this.#options.logger.warn(
          { transportId: record.id, reason },
          'transport outside its broker namespace: disabled until a PATCH moves it inside and enables it',
        )
      }
    })()
    return this.#loaded
  }

  /** The transports load() disabled, each once (TransportService.start notes the reason in their deliveries). */
  takeDisabledAtLoad(): { id: string; reason: string }[] {
    return this.#disabledAtLoad.splice(0)
  }

  /**
   * Disables the stored transport if it is still enabled and outside its namespace, and says why; null when it
   * no longer is (another node of the cluster disabled it first, or a PATCH changed it meanwhile).
   */
  #disableOutside(id: string): Promise<string | null> {
    return this.#options.collection.withLock(id, async () => {
      const stored = await this.#options.collection.get<TransportRecord>(id)
      const outside = stored?.enabled ? this.#options.hosts.namespaceRefusal(stored) : null
      if (!stored || !outside) {
        if (stored) this.#records.set(id, stored)
        else this.#records.delete(id)
        return null
      }
      const reason = `its ${outside}`
      const after: TransportRecord = {
        ...stored,
        enabled: false,
        disabledReason: reason,
        updatedAt: isoAt(this.#options.clock.now()),
      }
      await this.#options.collection.set(id, after)
      this.#records.set(id, after)
      this.changed?.(id)
      return reason
    })
  }

  peek(id: string): TransportRecord | undefined {
    return this.#records.get(id)
  }

  all(): TransportRecord[] {
    return [...this.#records.values()]
  }

  sender(id: string): Sender {
    return this.#options.sender(id, this)
  }

  async create(input: CreateTransportInput, createdByKeyId: string | null = null): Promise<Transport> {
    await this.load()
    this.#options.hosts.assert(input)
    const now = isoAt(this.#options.clock.now())
    const record: TransportRecord = {
      id: newId('tr'),
      kind: input.kind,
      url: new URL(input.url).href,
      subject: input.kind === 'nats' ? input.subject : null,
      exchange: input.kind === 'rabbitmq' ? input.exchange : null,
      stream: input.kind === 'redis' ? input.stream : null,
      maxLen: input.kind === 'redis' ? (input.maxLen ?? DEFAULT_STREAM_MAX_LEN) : null,
      events: uniqueEvents(input.events),
      sessionIds: input.sessionIds ?? null,
      description: input.description ?? null,
      enabled: input.enabled ?? true,
      disabledReason: null,
      createdAt: now,
      updatedAt: now,
      createdByKeyId,
    }
    await this.#options.collection.set(record.id, record)
    this.#records.set(record.id, record)
    this.changed?.(record.id)
    return view(record)
  }

  /** Reads one transport again from the store, after another node of the cluster changed it. */
  async reload(id: string): Promise<{ before: TransportRecord | undefined; after: TransportRecord | undefined }> {
    await this.load()
    const before = this.#records.get(id)
    const after = await this.#options.collection.get<TransportRecord>(id)
    if (after) this.#records.set(id, after)
    else this.#records.delete(id)
    return { before, after }
  }

  async list(): Promise<Transport[]> {
    await this.load()
    return [...this.#records.values()]
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
      .map(view)
  }

  async get(id: string): Promise<Transport> {
    return view(await this.require(id))
  }

  async require(id: string): Promise<TransportRecord> {
    await this.load()
    const record = this.#records.get(id)
    if (!record) throw new EngineError(transportErrors.transport_not_found, `No transport with id "${id}".`)
    return record
  }

  async update(id: string, input: UpdateTransportInput): Promise<{ before: TransportRecord; after: TransportRecord }> {
    const current = await this.require(id)
    if (input.url !== undefined) {
      if (!schemesOf[current.kind].includes(new URL(input.url).protocol))
        throw new EngineError(engineErrors.validation_failed, 'The url does not fit the transport.', {
          errors: [
            {
              path: 'url',
              message: `a ${current.kind} transport takes ${schemesOf[current.kind].map((scheme) => `${scheme}//`).join(' or ')} URLs`,
            },
          ],
        })
    }
    return this.#options.collection.withLock(id, async () => {
      const before = await this.require(id)
      const after: TransportRecord = {
        ...before,
        ...(input.url !== undefined ? { url: new URL(input.url).href } : {}),
        ...(input.events !== undefined ? { events: uniqueEvents(input.events) } : {}),
        ...(input.sessionIds !== undefined ? { sessionIds: input.sessionIds } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.enabled !== undefined
          ? { enabled: input.enabled, disabledReason: input.enabled ? null : (before.disabledReason ?? null) }
          : {}),
        updatedAt: isoAt(this.#options.clock.now()),
      }
      // A new URL, or a transport about to publish, must fit the list as it is now (a stored one may not).
      if (input.url !== undefined || after.enabled) this.#options.hosts.assert(after)
      await this.#options.collection.set(id, after)
      this.#records.set(id, after)
      this.changed?.(id)
      return { before, after }
    })
  }

  async delete(id: string): Promise<Transport> {
    await this.require(id)
    return this.#options.collection.withLock(id, async () => {
      const record = await this.require(id)
      await this.#options.collection.delete(id)
      this.#records.delete(id)
      this.changed?.(id)
      return view(record)
    })
  }
}

/** What the API shows: the record with its URL's credentials replaced. */
export const view = (record: TransportRecord): Transport => ({
  ...record,
  url: redactUrl(record.url),
  disabledReason: record.disabledReason ?? null,
  createdByKeyId: record.createdByKeyId ?? null,
})
