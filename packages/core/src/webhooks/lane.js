import { dueOf } from './delivery-rows.js';
/**
 * One webhook's delivery lane: a bounded in-memory window over its pending outbox rows (ready now, or
 * waiting for a retry) and a fixed number of attempts in flight. Lanes are independent, so a slow or dead
 * receiver only ever occupies its own lane.
 */
export class Lane {
    webhookId;
    transport;
    ready = [];
    /** Sorted by nextAttemptAt, earliest first. */
    waiting = [];
    known = new Set();
    inflight = new Set();
    /** Terminal rows in the store, oldest first, for the retention bounds. */
    delivered = [];
    failed = [];
    /** The store holds pending rows of this webhook that are not in memory… */
    overflow = false;
    /** …the earliest of which is due at this time: the store is read again then (or when the lane runs dry). */
    rescanAt = Number.POSITIVE_INFINITY;
    refilling = null;
    timer = null;
    timerAt = Number.POSITIVE_INFINITY;
    closed = false;
    constructor(webhookId, transport) {
        this.webhookId = webhookId;
        this.transport = transport;
    }
    get size() {
        return this.ready.length + this.waiting.length + this.inflight.size;
    }
    /** Puts a row in memory: ready when it is due by `now`, else among the waiting in due order. */
    place(delivery, now) {
        this.known.add(delivery.id);
        const due = dueOf(delivery);
        if (due <= now) {
            this.ready.push(delivery);
            return;
        }
        // Binary insertion keeps `waiting` sorted without re-sorting on every retry.
        let low = 0;
        let high = this.waiting.length;
        while (low < high) {
            const mid = (low + high) >> 1;
            if (dueOf(this.waiting[mid]) <= due)
                low = mid + 1;
            else
                high = mid;
        }
        this.waiting.splice(low, 0, delivery);
    }
    /**
     * Keeps the listed history bounded: the keys of the oldest delivered (and, far later, failed) rows past their
     * bounds, which the caller deletes. A row redelivered since is listed again at its new outcome and is kept.
     */
    trimHistory(keepDelivered, keepFailed) {
        const excess = (list, keep) => list.length > keep + Math.max(10, Math.floor(keep / 10)) ? list.splice(0, list.length - keep) : [];
        const dropped = [...excess(this.delivered, keepDelivered), ...excess(this.failed, keepFailed)];
        if (dropped.length === 0)
            return [];
        const retained = new Set([...this.delivered, ...this.failed]);
        return dropped.filter((key) => !retained.has(key));
    }
}
/**
 * The earliest-due pending rows of a scan, at most `limit` of them: reading a backlog of any size back from the
 * store at start costs bounded memory.
 */
export class EarliestDue {
    limit;
    #rows = [];
    truncated = false;
    seen = 0;
    constructor(limit) {
        this.limit = limit;
    }
    add(row) {
        this.seen += 1;
        this.#rows.push(row);
        if (this.#rows.length >= this.limit * 2)
            this.#trim();
    }
    rows() {
        this.#trim();
        return this.#rows;
    }
    #trim() {
        this.#rows.sort((a, b) => dueOf(a) - dueOf(b) || a.createdAt.localeCompare(b.createdAt));
        if (this.#rows.length > this.limit) {
            this.#rows.length = this.limit;
            this.truncated = true;
        }
    }
}
//# sourceMappingURL=lane.js.map