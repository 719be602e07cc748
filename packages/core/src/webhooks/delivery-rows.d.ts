import type { DeliveryRecord, WebhookRecord } from './types.js';
/**
 * How the outbox lays out its rows in the `deliveries` collection. A webhook's rows share the prefix
 * `<webhookId>:`, so listing them never reads another's; bodies and due-index keys live under prefixes of their own.
 */
/** Where a delivery's row lives. */
export declare const deliveryKey: (webhookId: string, deliveryId: string) => string;
/** Where a delivery's body lives: written once with the row, outside the `<webhookId>:` prefix that lists rows. */
export declare const PAYLOAD_PREFIX = "p:";
export declare const payloadKey: (webhookId: string, deliveryId: string) => string;
export declare const dueOf: (delivery: DeliveryRecord) => number;
/**
 * The due index: one key per pending row, `d:<webhookId>:<due, 15 digits>:<deliveryId>`, written with the row.
 * A webhook's earliest-due rows are then the first keys of its prefix, which a lane reads back from the store
 * when its window runs dry, whatever the size of the backlog behind them.
 */
export declare const DUE_PREFIX = "d:";
export declare const dueIndexPrefix: (webhookId: string) => string;
export declare const dueIndexKey: (delivery: DeliveryRecord) => string;
/** The delivery id at the end of a due-index key of `prefix`. */
export declare const deliveryIdOfDueKey: (prefix: string, key: string) => string;
/**
 * Rows are stored as JSON text made here: the store's serialiser walks every value with a replacer (for
 * buffers), which costs more than the rest of a delivery's bookkeeping; a row has no buffers (its payload is
 * already text), so it is handed over as one string.
 */
export declare const encodeDelivery: ({ payload: _payload, ...row }: DeliveryRecord) => string;
export declare const decodeDelivery: (stored: string | undefined | null) => DeliveryRecord | undefined;
/** A new pending row for one webhook, due now. */
export declare function newDelivery(webhook: WebhookRecord, event: {
    id: string;
    type: string;
    sessionId: string;
}, payload: string, now: number): DeliveryRecord;
