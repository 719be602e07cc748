import { EngineError } from '../errors.js';
import { daysOfMonth, lastDays, utcDate } from './days.js';
export const ANALYTICS_DEFAULT_DAYS = 7;
export const ANALYTICS_MAX_DAYS = 90;
export const DEFAULT_FLUSH_INTERVAL_MS = 1000;
/** What a day bucket counts. Month totals and analytics are both sums of these, so they can never disagree. */
const dayFields = ['sent', 'failed', 'api', '2xx', '4xx', '5xx'];
/** Store key of one counter of one UTC day, e.g. `day:2026-11-22:api`. */
const dayKey = (date, field) => `day:${date}:${field}`;
/** Lock name (inside the usage collection) that makes a flush and a read exclusive; never a counter key. */
const FLUSH_LOCK = 'flush';
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
export class UsageService {
    #collection;
    #clock;
    #logger;
    #sessions;
    #flushIntervalMs;
    #pending = new Map();
    #scheduler;
    #timer;
    #closed = false;
    #webhookCounter;
    constructor(options) {
        const interval = options.flushIntervalMs ?? DEFAULT_FLUSH_INTERVAL_MS;
        if (!Number.isFinite(interval) || interval < 0)
            throw new TypeError(`usage flushIntervalMs must be a finite number >= 0, got ${interval}`);
        this.#collection = options.collection;
        this.#clock = options.clock;
        this.#scheduler = options.scheduler;
        this.#logger = options.logger;
        this.#sessions = options.sessions;
        this.#flushIntervalMs = interval;
    }
    /**
     * Counts one response of the /api/v1 handler in today's bucket: every response, Problems included, and
     * 401s too (they are answers of the API a client made; they show up as 4xx in statusBreakdown).
     * Statuses outside 2xx/4xx/5xx count as requests but in no class of the breakdown.
     */
    recordApiResponse(status) {
        const date = utcDate(this.#clock.now());
        this.#add(dayKey(date, 'api'), 1);
        const statusClass = status >= 200 && status < 300
            ? '2xx'
            : status >= 400 && status < 500
                ? '4xx'
                : status >= 500 && status < 600
                    ? '5xx'
                    : undefined;
        if (statusClass)
            this.#add(dayKey(date, statusClass), 1);
    }
    /**
     * Counts a request whose client closed the connection before its body arrived: a request, but in no class
     * of statusBreakdown, which classifies answers and this one was never given.
     */
    recordApiAborted() {
        this.#add(dayKey(utcDate(this.#clock.now()), 'api'), 1);
    }
    /** Called by the engine where a send is acknowledged by WhatsApp, whoever asked for it (HTTP or code). */
    recordMessageSent(count = 1) {
        this.#add(dayKey(utcDate(this.#clock.now()), 'sent'), checkedCount(count));
    }
    /** Called by the engine where a send fails (error ack, timeout, refusal upstream). */
    recordMessageFailed(count = 1) {
        this.#add(dayKey(utcDate(this.#clock.now()), 'failed'), checkedCount(count));
    }
    /**
     * Where `webhooksConfigured` comes from. The webhook registry owns that number; it registers its count
     * here so usage does not depend on the webhooks module (0 until something registers).
     */
    setWebhookCounter(counter) {
        this.#webhookCounter = counter;
    }
    async counters() {
        const dates = daysOfMonth(this.#clock.now());
        const [sums, webhooksConfigured] = await Promise.all([
            this.#sumOver(dates, ['sent', 'failed', 'api']),
            this.#webhookCounter?.() ?? 0,
        ]);
        const { total, active } = this.#sessions();
        return {
            activeSessions: active,
            totalSessions: total,
            sentMessagesThisMonth: sums.sent,
            failedMessagesThisMonth: sums.failed,
            apiRequestsThisMonth: sums.api,
            webhooksConfigured,
        };
    }
    /**
     * The last `days` UTC days, ending today. `days` must be a whole number >= 1 (validation_failed
     * otherwise); above ANALYTICS_MAX_DAYS it is clamped, and `periodDays` says what was applied.
     */
    async analytics(days = ANALYTICS_DEFAULT_DAYS) {
        if (Number.isNaN(days) || days < 1 || (Number.isFinite(days) && !Number.isInteger(days))) {
            throw new EngineError('validation_failed', `days must be a whole number of at least 1, got ${days}.`, {
                errors: [{ path: 'days', message: 'must be a whole number of at least 1' }],
            });
        }
        const periodDays = Math.min(days, ANALYTICS_MAX_DAYS);
        const dates = lastDays(this.#clock.now(), periodDays);
        const values = await this.#read(dates.flatMap((date) => dayFields.map((field) => dayKey(date, field))));
        const at = (dateIndex, field) => values[dateIndex * dayFields.length + dayFields.indexOf(field)] ?? 0;
        const timeline = dates.map((date, index) => ({
            date,
            sentMessages: at(index, 'sent'),
            failedMessages: at(index, 'failed'),
            apiRequests: at(index, 'api'),
        }));
        const statusBreakdown = { success2xx: 0, clientError4xx: 0, serverError5xx: 0 };
        dates.forEach((_, index) => {
            statusBreakdown.success2xx += at(index, '2xx');
            statusBreakdown.clientError4xx += at(index, '4xx');
            statusBreakdown.serverError5xx += at(index, '5xx');
        });
        return { periodDays, timeline, statusBreakdown };
    }
    /**
     * Writes every pending delta to the store. Deltas whose write fails go back into the pending map (and
     * the flush rejects), so a store outage delays figures instead of dropping them.
     */
    flush() {
        return this.#collection.withLock(FLUSH_LOCK, async () => {
            if (this.#pending.size === 0)
                return;
            const batch = [...this.#pending];
            this.#pending = new Map();
            const results = await Promise.allSettled(batch.map(([key, by]) => this.#collection.increment(key, by)));
            let firstError;
            results.forEach((result, index) => {
                if (result.status === 'fulfilled')
                    return;
                firstError ??= result.reason;
                const [key, by] = batch[index];
                this.#add(key, by);
            });
            if (firstError !== undefined)
                throw firstError;
        });
    }
    /** Stops the timer and writes what is pending; called by engine.stop() before the store closes. */
    async close() {
        this.#closed = true;
        if (this.#timer !== undefined)
            this.#scheduler.clearTimeout(this.#timer);
        this.#timer = undefined;
        try {
            await this.flush();
        }
        catch (error) {
            this.#logger.error({ err: error, unwritten: Object.fromEntries(this.#pending) }, 'usage counters could not be written at shutdown');
        }
    }
    #add(key, by) {
        if (by === 0)
            return;
        this.#pending.set(key, (this.#pending.get(key) ?? 0) + by);
        if (this.#timer !== undefined || this.#closed)
            return;
        this.#timer = this.#scheduler.setTimeout(() => {
            this.#timer = undefined;
            this.flush().catch((error) => this.#logger.warn({ err: error }, 'usage flush failed; the counts stay pending and are retried'));
        }, this.#flushIntervalMs);
    }
    async #sumOver(dates, fields) {
        const values = await this.#read(dates.flatMap((date) => fields.map((field) => dayKey(date, field))));
        const sums = Object.fromEntries(fields.map((field) => [field, 0]));
        values.forEach((value, index) => {
            sums[fields[index % fields.length]] += value;
        });
        return sums;
    }
    /** Stored + pending for each key, exclusive with flush() so no delta is seen twice or not at all. */
    #read(keys) {
        return this.#collection.withLock(FLUSH_LOCK, async () => {
            const stored = await this.#collection.getMany(keys);
            return keys.map((key, index) => {
                const value = stored[index];
                return (typeof value === 'number' ? value : 0) + (this.#pending.get(key) ?? 0);
            });
        });
    }
}
function checkedCount(count) {
    if (!Number.isInteger(count) || count < 0)
        throw new TypeError(`a message count must be a whole number >= 0, got ${count}`);
    return count;
}
//# sourceMappingURL=service.js.map