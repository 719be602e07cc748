import { isoAt } from '../clock.js'
import { newId, newOrderedId } from '../ids.js'
import type { Destination } from './destination.js'
import type { DeliveryRecord } from './types.js'

/**
 * How the outbox lays out its rows in the `deliveries` collection. A destination's rows share the prefix
 * `<webhookId>:` (`webhookId` names the destination, webhook or transport: the field keeps its stored name), so
 * listing them never reads another's; bodies and due-index keys live under prefixes of their own.
 */

/** Where a delivery's row lives. */
export const deliveryKey = (webhookId: string, deliveryId: string): string => `${webhookId}:${deliveryId}`

/** Where a delivery's body lives: written once with the row, outside the `<webhookId>:` prefix that lists rows. */
export const PAYLOAD_PREFIX = 'p:'
export const payloadKey = (webhookId: string, deliveryId: string): string =>
  `${PAYLOAD_PREFIX}${webhookId}:${deliveryId}`

/**
 * Where a row stands in its lane's queue: when it is due; for an ordered destination, when it was created, so
 * every ordering of the outbox (the due index, reads back from the store, memory) is the order of the events,
 * and a retry holds its lane instead of moving behind later rows.
 */
export const dueOf = (delivery: DeliveryRecord): number =>
  Date.parse((delivery.ordered ? delivery.createdAt : delivery.nextAttemptAt) ?? '') || 0

/** Due order; rows due at once in creation order (ordered rows' ids sort in creation order within a millisecond). */
export const compareDue = (a: DeliveryRecord, b: DeliveryRecord): number =>
  dueOf(a) - dueOf(b) || compareText(a.createdAt, b.createdAt) || compareText(a.id, b.id)

/** Code point order, the store's key order (localeCompare is not). */
const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

/**
 * The due index: one key per pending row, `d:<webhookId>:<due, 15 digits>:<deliveryId>`, written with the row.
 * A webhook's earliest-due rows are then the first keys of its prefix, which a lane reads back from the store
 * when its window runs dry, whatever the size of the backlog behind them.
 */
export const DUE_PREFIX = 'd:'
export const dueIndexPrefix = (webhookId: string): string => `${DUE_PREFIX}${webhookId}:`
export const dueIndexKey = (delivery: DeliveryRecord): string =>
  `${dueIndexPrefix(delivery.webhookId)}${String(dueOf(delivery)).padStart(15, '0')}:${delivery.id}`
/** The delivery id at the end of a due-index key of `prefix`. */
export const deliveryIdOfDueKey = (prefix: string, key: string): string => key.slice(prefix.length + 16)

/**
 * Rows are stored as JSON text made here: the store's serialiser walks every value with a replacer (for
 * buffers), which costs more than the rest of a delivery's bookkeeping; a row has no buffers (its payload is
 * already text), so it is handed over as one string.
 */
export const encodeDelivery = ({ payload: _payload, ...row }: DeliveryRecord): string => JSON.stringify(row)
export const decodeDelivery = (stored: string | undefined | null): DeliveryRecord | undefined =>
  typeof stored === 'string' ? (JSON.parse(stored) as DeliveryRecord) : undefined

/** A new pending row for one destination, due now. */
export function newDelivery(
  destination: Destination,
  event: { id: string; type: string; sessionId: string },
  payload: string,
  now: number,
  ordered = false,
): DeliveryRecord {
  const at = isoAt(now)
  return {
    id: ordered ? newOrderedId('dlv', now) : newId('dlv'),
    webhookId: destination.id,
    eventId: event.id,
    eventType: event.type,
    sessionId: event.sessionId,
    status: 'pending',
    payload,
    createdAt: at,
    updatedAt: at,
    nextAttemptAt: at,
    attemptCount: 0,
    retryIndex: 0,
    attempts: [],
    lastError: null,
    deliveredAt: null,
    ...(ordered ? { ordered: true as const } : {}),
  }
}
