import type { Collection } from '../store/collection.js'
import {
  decodeDelivery,
  deliveryIdOfDueKey,
  deliveryKey,
  DUE_PREFIX,
  dueIndexKey,
  dueIndexPrefix,
  PAYLOAD_PREFIX,
  payloadKey,
} from './delivery-rows.js'
import { EarliestDue } from './lane.js'
import type { DeliveryRecord } from './types.js'

/** Rows read back from the store for a lane: the earliest due, and whether the store holds more behind them. */
export interface BacklogRead {
  rows: DeliveryRecord[]
  truncated: boolean
}

/**
 * A webhook's earliest-due pending rows, past those memory already holds (`known`), at most `max`: the first
 * keys of its due index, then only their rows. A key whose row has moved on (written with its new key before
 * this one was dropped) is deleted here.
 */
export async function readDueRows(
  collection: Collection,
  webhookId: string,
  known: ReadonlySet<string>,
  max: number,
): Promise<BacklogRead> {
  const prefix = dueIndexPrefix(webhookId)
  const limit = max + known.size
  const keys = await collection.firstKeys(prefix, limit)
  const wanted = keys.map((key) => ({ key, id: deliveryIdOfDueKey(prefix, key) })).filter(({ id }) => !known.has(id))
  const stored = await collection.getMany<string>(wanted.map(({ id }) => deliveryKey(webhookId, id)))
  const rows: DeliveryRecord[] = []
  const stale: string[] = []
  wanted.forEach(({ key }, index) => {
    const row = decodeDelivery(stored[index])
    if (row?.status === 'pending' && dueIndexKey(row) === key) rows.push(row)
    else stale.push(key)
  })
  if (stale.length > 0) await collection.deleteMany(stale)
  return {
    rows: await withPayloads(collection, rows.slice(0, max)),
    truncated: keys.length === limit || rows.length > max,
  }
}

/** Attaches the stored bodies of rows read back from the store, a few hundred per read. */
export async function withPayloads(collection: Collection, rows: DeliveryRecord[]): Promise<DeliveryRecord[]> {
  const out: DeliveryRecord[] = []
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500)
    const payloads = await collection.getMany<string>(chunk.map((row) => payloadKey(row.webhookId, row.id)))
    chunk.forEach((row, index) => out.push(payloads[index] === undefined ? row : { ...row, payload: payloads[index] }))
  }
  return out
}

/** What a start finds in the outbox. */
export interface OutboxScan {
  /** Each webhook's earliest-due pending rows (bounded), and how many it has. */
  pending: Map<string, EarliestDue>
  /** Each webhook's delivered and failed rows, for the retention bounds. */
  terminal: Map<string, { key: string; at: string; status: 'delivered' | 'failed' }[]>
  /** Keys of webhooks that no longer exist (a crash between deleting a webhook and deleting its rows). */
  orphans: string[]
}

/**
 * Reads the whole outbox once (engine start), keeping at most `window` pending rows per webhook in memory. Every
 * pending row's due-index key is written again on the way (`reindex`): a backend whose batches are not atomic
 * (Redis pipelines) may have stored a row without its key, and a row the index does not list is never read back.
 */
export async function scanOutbox(
  collection: Collection,
  window: number,
  isWebhook: (webhookId: string) => boolean,
  reindex: (entries: { key: string; value: unknown }[]) => Promise<void>,
): Promise<OutboxScan> {
  const scan: OutboxScan = { pending: new Map(), terminal: new Map(), orphans: [] }
  const indexed: { key: string; value: unknown }[] = []
  for await (const [key, stored] of collection.scan<string>()) {
    const keyPrefix = key.startsWith(PAYLOAD_PREFIX) ? PAYLOAD_PREFIX : key.startsWith(DUE_PREFIX) ? DUE_PREFIX : null
    if (keyPrefix) {
      if (!isWebhook(key.slice(keyPrefix.length, key.indexOf(':', keyPrefix.length)))) scan.orphans.push(key)
      continue
    }
    const delivery = decodeDelivery(stored)!
    if (!isWebhook(delivery.webhookId)) scan.orphans.push(key)
    else if (delivery.status === 'pending') {
      indexed.push({ key: dueIndexKey(delivery), value: 1 })
      if (indexed.length >= 500) await reindex(indexed.splice(0))
      let earliest = scan.pending.get(delivery.webhookId)
      if (!earliest) {
        earliest = new EarliestDue(window)
        scan.pending.set(delivery.webhookId, earliest)
      }
      earliest.add(delivery)
    } else {
      const list = scan.terminal.get(delivery.webhookId) ?? []
      list.push({ key, at: delivery.updatedAt, status: delivery.status })
      scan.terminal.set(delivery.webhookId, list)
    }
  }
  if (indexed.length > 0) await reindex(indexed)
  return scan
}
