import type { Collection } from '../store/store.js';
import { EarliestDue } from './lane.js';
import type { DeliveryRecord } from './types.js';
/** Rows read back from the store for a lane: the earliest due, and whether the store holds more behind them. */
export interface BacklogRead {
    rows: DeliveryRecord[];
    truncated: boolean;
}
/**
 * A webhook's earliest-due pending rows, past those memory already holds (`known`), at most `max`: the first
 * keys of its due index, then only their rows. A key whose row has moved on (written with its new key before
 * this one was dropped) is deleted here.
 */
export declare function readDueRows(collection: Collection, webhookId: string, known: ReadonlySet<string>, max: number): Promise<BacklogRead>;
/** Attaches the stored bodies of rows read back from the store, a few hundred per read. */
export declare function withPayloads(collection: Collection, rows: DeliveryRecord[]): Promise<DeliveryRecord[]>;
/** What a start finds in the outbox. */
export interface OutboxScan {
    /** Each webhook's earliest-due pending rows (bounded), and how many it has. */
    pending: Map<string, EarliestDue>;
    /** Each webhook's delivered and failed rows, for the retention bounds. */
    terminal: Map<string, {
        key: string;
        at: string;
        status: 'delivered' | 'failed';
    }[]>;
    /** Keys of webhooks that no longer exist (a crash between deleting a webhook and deleting its rows). */
    orphans: string[];
}
/**
 * Reads the whole outbox once (engine start), keeping at most `window` pending rows per webhook in memory. Every
 * pending row's due-index key is written again on the way (`reindex`): a backend whose batches are not atomic
 * (Redis pipelines) may have stored a row without its key, and a row the index does not list is never read back.
 */
export declare function scanOutbox(collection: Collection, window: number, isWebhook: (webhookId: string) => boolean, reindex: (entries: {
    key: string;
    value: unknown;
}[]) => Promise<void>): Promise<OutboxScan>;
