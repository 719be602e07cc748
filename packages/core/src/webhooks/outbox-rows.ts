import type { Logger } from '../logger.js'
import { groupCommitFor, WriteBatcher } from '../store/group-commit.js'
import type { Collection, Store } from '../store/collection.js'
import { type BacklogRead, type OutboxScan, readDueRows, scanOutbox, withPayloads } from './backlog-reader.js'
import {
  deliveryKey,
  dueIndexKey,
  dueIndexPrefix,
  encodeDelivery,
  PAYLOAD_PREFIX,
  payloadKey,
} from './delivery-rows.js'
import type { DeliveryRecord } from './types.js'

/** How long due-index keys that moved on wait to be deleted together (see #dropDueKeys). */
const DROP_DUE_KEYS_AFTER_MS = 250

/**
 * The outbox's rows in the store (delivery-rows.ts lays them out): every write goes through the engine's group
 * commit, and the rows memory does not hold are read back from here.
 */
export class OutboxRows {
  readonly #collection: Collection
  readonly #writer: WriteBatcher
  readonly #logger: Logger
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

  constructor(store: Store, logger: Logger) {
    this.#collection = store.collection('deliveries')
    this.#writer = new WriteBatcher(groupCommitFor(store), this.#collection)
    this.#logger = logger
  }

  get writeEpoch(): number {
    return this.#writeEpoch
  }

  /** Stores new rows, each with its body and its due-index key. */
  async add(deliveries: DeliveryRecord[]): Promise<void> {
    this.#writeEpoch += 1
    await this.#writer.write(
      deliveries.flatMap((delivery) => [
        { key: payloadKey(delivery.webhookId, delivery.id), value: delivery.payload },
        { key: deliveryKey(delivery.webhookId, delivery.id), value: encodeDelivery(delivery) },
        { key: dueIndexKey(delivery), value: 1 },
      ]),
    )
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

  /** The body of a row: a row read back from the store (restart, overflow, redelivery) has it fetched. */
  async payloadOf(delivery: DeliveryRecord): Promise<string | undefined> {
    return delivery.payload ?? (await this.#collection.get<string>(payloadKey(delivery.webhookId, delivery.id)))
  }

  /** The whole outbox, read once at start (backlog-reader.ts scanOutbox). */
  scan(window: number, isWebhook: (webhookId: string) => boolean): Promise<OutboxScan> {
    return scanOutbox(this.#collection, window, isWebhook, (entries) => this.#writer.write(entries))
  }

  /** A webhook's earliest-due pending rows past those memory holds, once the writes asked for so far are stored. */
  async readDue(webhookId: string, known: ReadonlySet<string>, max: number): Promise<BacklogRead> {
    await this.#writer.idle()
    return readDueRows(this.#collection, webhookId, known, max)
  }

  withPayloads(rows: DeliveryRecord[]): Promise<DeliveryRecord[]> {
    return withPayloads(this.#collection, rows)
  }

  delete(keys: string[]): Promise<void> {
    return this.#collection.deleteMany(keys)
  }

  /** Deletes terminal rows and their bodies past the retention bounds, once the writes before are stored. */
  prune(keys: string[]): void {
    if (keys.length === 0) return
    void this.#writer
      .idle()
      .then(() => this.#collection.deleteMany(keys.flatMap((key) => [key, `${PAYLOAD_PREFIX}${key}`])))
      .catch((error: unknown) => this.#logger.error({ err: error }, 'pruning old deliveries failed'))
  }

  /** Every row, body and due-index key of a deleted webhook. */
  async forget(webhookId: string): Promise<void> {
    await this.#writer.idle()
    await this.#collection.deletePrefix(`${webhookId}:`)
    await this.#collection.deletePrefix(`${PAYLOAD_PREFIX}${webhookId}:`)
    await this.#collection.deletePrefix(dueIndexPrefix(webhookId))
  }

  /** Flushes every write and the due-index keys waiting to be dropped. */
  async flush(): Promise<void> {
    await this.#writer.idle()
    if (this.#dropTimer !== null) clearTimeout(this.#dropTimer)
    this.#dropTimer = null
    await this.#flushDueKeys()
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
}
