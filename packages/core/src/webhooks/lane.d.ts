import type { WebhookTransport } from './transport.js';
import type { DeliveryRecord } from './types.js';
/**
 * One webhook's delivery lane: a bounded in-memory window over its pending outbox rows (ready now, or
 * waiting for a retry) and a fixed number of attempts in flight. Lanes are independent, so a slow or dead
 * receiver only ever occupies its own lane.
 */
export declare class Lane {
    readonly webhookId: string;
    readonly transport: WebhookTransport;
    readonly ready: DeliveryRecord[];
    /** Sorted by nextAttemptAt, earliest first. */
    readonly waiting: DeliveryRecord[];
    readonly known: Set<string>;
    readonly inflight: Set<Promise<void>>;
    /** Terminal rows in the store, oldest first, for the retention bounds. */
    readonly delivered: string[];
    readonly failed: string[];
    /** The store holds pending rows of this webhook that are not in memory… */
    overflow: boolean;
    /** …the earliest of which is due at this time: the store is read again then (or when the lane runs dry). */
    rescanAt: number;
    refilling: Promise<void> | null;
    timer: unknown;
    timerAt: number;
    closed: boolean;
    constructor(webhookId: string, transport: WebhookTransport);
    get size(): number;
    /** Puts a row in memory: ready when it is due by `now`, else among the waiting in due order. */
    place(delivery: DeliveryRecord, now: number): void;
    /**
     * Keeps the listed history bounded: the keys of the oldest delivered (and, far later, failed) rows past their
     * bounds, which the caller deletes. A row redelivered since is listed again at its new outcome and is kept.
     */
    trimHistory(keepDelivered: number, keepFailed: number): string[];
}
/**
 * The earliest-due pending rows of a scan, at most `limit` of them: reading a backlog of any size back from the
 * store at start costs bounded memory.
 */
export declare class EarliestDue {
    #private;
    readonly limit: number;
    truncated: boolean;
    seen: number;
    constructor(limit: number);
    add(row: DeliveryRecord): void;
    rows(): DeliveryRecord[];
}
