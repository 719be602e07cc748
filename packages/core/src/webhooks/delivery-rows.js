import { isoAt } from '../clock.js';
import { newId } from '../ids.js';
/**
 * How the outbox lays out its rows in the `deliveries` collection. A webhook's rows share the prefix
 * `<webhookId>:`, so listing them never reads another's; bodies and due-index keys live under prefixes of their own.
 */
/** Where a delivery's row lives. */
export const deliveryKey = (webhookId, deliveryId) => `${webhookId}:${deliveryId}`;
/** Where a delivery's body lives: written once with the row, outside the `<webhookId>:` prefix that lists rows. */
export const PAYLOAD_PREFIX = 'p:';
export const payloadKey = (webhookId, deliveryId) => `${PAYLOAD_PREFIX}${webhookId}:${deliveryId}`;
export const dueOf = (delivery) => Date.parse(delivery.nextAttemptAt ?? '') || 0;
/**
 * The due index: one key per pending row, `d:<webhookId>:<due, 15 digits>:<deliveryId>`, written with the row.
 * A webhook's earliest-due rows are then the first keys of its prefix, which a lane reads back from the store
 * when its window runs dry, whatever the size of the backlog behind them.
 */
export const DUE_PREFIX = 'd:';
export const dueIndexPrefix = (webhookId) => `${DUE_PREFIX}${webhookId}:`;
export const dueIndexKey = (delivery) => `${dueIndexPrefix(delivery.webhookId)}${String(dueOf(delivery)).padStart(15, '0')}:${delivery.id}`;
/** The delivery id at the end of a due-index key of `prefix`. */
export const deliveryIdOfDueKey = (prefix, key) => key.slice(prefix.length + 16);
/**
 * Rows are stored as JSON text made here: the store's serialiser walks every value with a replacer (for
 * buffers), which costs more than the rest of a delivery's bookkeeping; a row has no buffers (its payload is
 * already text), so it is handed over as one string.
 */
export const encodeDelivery = ({ payload: _payload, ...row }) => JSON.stringify(row);
export const decodeDelivery = (stored) => typeof stored === 'string' ? JSON.parse(stored) : undefined;
/** A new pending row for one webhook, due now. */
export function newDelivery(webhook, event, payload, now) {
    const at = isoAt(now);
    return {
        id: newId('dlv'),
        webhookId: webhook.id,
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
    };
}
//# sourceMappingURL=delivery-rows.js.map