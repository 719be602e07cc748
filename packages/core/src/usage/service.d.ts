import type { Clock } from '../clock.js';
import type { Scheduler } from '../scheduler.js';
import type { Logger } from '../logger.js';
import type { Collection } from '../store/store.js';
import type { UsageAnalytics, UsageCounters } from './schema.js';
export type { UsageAnalytics, UsageCounters, UsageTimelineDay } from './schema.js';
export declare const ANALYTICS_DEFAULT_DAYS = 7;
export declare const ANALYTICS_MAX_DAYS = 90;
export declare const DEFAULT_FLUSH_INTERVAL_MS = 1000;
export type WebhookCounter = () => number | Promise<number>;
export interface UsageServiceOptions {
    collection: Collection;
    clock: Clock;
    scheduler: Scheduler;
    logger: Logger;
    /** Total records and loaded runtimes, read live on every counters() call. */
    sessions: () => {
        total: number;
        active: number;
    };
    /** Longest time a counted event waits in memory before it is written (default 1000 ms). */
    flushIntervalMs?: number;
}
/**
 * Usage counters and analytics.
 *
 * Every counted event adds to a pending delta map in memory (synchronous, so nothing can interleave and
 * lose an increment), and a flush adds each delta to the store with the collection's atomic `increment`.
 * A flush runs at most `flushIntervalMs` after the first event it carries, on demand (flush()), and on
 * close(). Writing per request would put a store round trip (and, on one key, a queue) behind every
 * response; batching turns a burst of any size into at most six writes per day touched. Measured on this
 * project's machines, 1,000 responses: per-request increments 0.1 s (memory) to 2 s (PostgreSQL), batched
 * 5-25 ms. A month total sums at most 31 days x 3 keys in one getMany (under 3 ms on every store), so no
 * separate month bucket is kept: the days are the one source of truth for counters and analytics alike.
 *
 * Reads add the pending deltas to the stored figures under the same lock as flushes, so a read right after
 * a request is exact: a delta is always in exactly one of the two places while the read looks at both.
 * Crash (not clean stop) loses at most the last interval's deltas; that is the price of not writing per request.
 */
export declare class UsageService {
    #private;
    constructor(options: UsageServiceOptions);
    /**
     * Counts one response of the /api/v1 handler in today's bucket: every response, Problems included, and
     * 401s too (they are answers of the API a client made; they show up as 4xx in statusBreakdown).
     * Statuses outside 2xx/4xx/5xx count as requests but in no class of the breakdown.
     */
    recordApiResponse(status: number): void;
    /**
     * Counts a request whose client closed the connection before its body arrived: a request, but in no class
     * of statusBreakdown, which classifies answers and this one was never given.
     */
    recordApiAborted(): void;
    /** Called by the engine where a send is acknowledged by WhatsApp, whoever asked for it (HTTP or code). */
    recordMessageSent(count?: number): void;
    /** Called by the engine where a send fails (error ack, timeout, refusal upstream). */
    recordMessageFailed(count?: number): void;
    /**
     * Where `webhooksConfigured` comes from. The webhook registry owns that number; it registers its count
     * here so usage does not depend on the webhooks module (0 until something registers).
     */
    setWebhookCounter(counter: WebhookCounter): void;
    counters(): Promise<UsageCounters>;
    /**
     * The last `days` UTC days, ending today. `days` must be a whole number >= 1 (validation_failed
     * otherwise); above ANALYTICS_MAX_DAYS it is clamped, and `periodDays` says what was applied.
     */
    analytics(days?: number): Promise<UsageAnalytics>;
    /**
     * Writes every pending delta to the store. Deltas whose write fails go back into the pending map (and
     * the flush rejects), so a store outage delays figures instead of dropping them.
     */
    flush(): Promise<void>;
    /** Stops the timer and writes what is pending; called by engine.stop() before the store closes. */
    close(): Promise<void>;
}
