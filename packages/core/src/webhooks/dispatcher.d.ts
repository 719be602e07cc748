import type { Clock } from '../clock.js';
import type { Scheduler } from '../scheduler.js';
import type { EngineContext } from '../context.js';
import type { AnyEngineEvent } from '../events.js';
import type { Logger } from '../logger.js';
import type { Store } from '../store/store.js';
import type { WebhookRegistry } from './registry.js';
import type { DeliveryAttempt, DeliveryRecord, ResolvedWebhookOptions } from './types.js';
export type AttemptListener = (delivery: DeliveryRecord, attempt: DeliveryAttempt) => void;
interface DispatcherOptions {
    store: Store;
    registry: WebhookRegistry;
    clock: Clock;
    scheduler: Scheduler;
    logger: Logger;
    allowPrivateNetwork: boolean;
    options: ResolvedWebhookOptions;
    keepAlive: EngineContext['keepAlive'];
}
/**
 * The durable outbox: an EventBus sink writes one delivery row per subscribed webhook before the event goes
 * anywhere else, then lanes POST the rows, signed, and write each outcome back. The store is the source of
 * truth: memory holds a bounded window, rows beyond it are read back when there is room, and start() resumes
 * every pending row after a crash. Delivery is at least once; receivers de-duplicate on `svc-event-id`.
 */
export declare class WebhookDispatcher {
    #private;
    constructor(options: DispatcherOptions);
    get running(): boolean;
    /** Rows pending in memory or in flight, rows left in the store for later, or outcomes still being written. */
    get busy(): boolean;
    /**
     * Pending rows in memory, by where they are, and how many webhooks have more pending rows in the store than
     * memory holds (counting those would mean reading the store at every scrape).
     */
    backlog(): {
        ready: number;
        waiting: number;
        inFlight: number;
        overflowing: number;
    };
    /** The EventBus sink: the outbox rows of this event are stored when it resolves. */
    readonly sink: (event: AnyEngineEvent) => Promise<void>;
    /** Stores new rows, then hands them to their lanes. */
    enqueue(deliveries: DeliveryRecord[]): Promise<void>;
    /**
     * Writes an updated row, and its due-index key while it is pending, through the same group commit as
     * everything else; then drops the key `previous` (the row as it was) was indexed under, if that changed.
     */
    save(delivery: DeliveryRecord, previous?: DeliveryRecord): Promise<void>;
    /** Resumes every pending row in the store (after a restart, or rows written before start). */
    start(): Promise<void>;
    /** Stops taking work, lets attempts in flight finish and record their outcome, and flushes every write. */
    stop(): Promise<void>;
    onAttempt(listener: AttemptListener): () => void;
    /** Hands a pending row to its lane (no-op while stopped: the row is in the store and start() finds it). */
    admit(delivery: DeliveryRecord): void;
    /** After a webhook is disabled: its lane closes; pending rows stay in the store for when it is enabled again. */
    pause(webhookId: string): Promise<void>;
    /** After a webhook is enabled again: its pending rows are read back from the store. */
    resume(webhookId: string): void;
    /** After a webhook is deleted: no more attempts, and its rows go. */
    forget(webhookId: string): Promise<void>;
    /**
     * A row made pending again now (redelivery of a delivered or failed row, or of a pending one waiting in the
     * store): it leaves the retention lists before it is saved. `previous` is the row as stored.
     */
    reopen(delivery: DeliveryRecord, previous: DeliveryRecord): Promise<void>;
    /** Whether a row is being attempted right now or queued in memory. */
    isActive(webhookId: string, deliveryId: string): boolean;
}
export {};
