const windowMs = 60_000;
/**
 * How many numbers each session has asked WhatsApp about in the last minute: bulk checks are what gets numbers
 * banned most often, so each session asks about at most `perMinute` numbers in any 60 s. A check that would
 * go past it is refused with the seconds until it would fit, never queued. Numbers answered from the cache are
 * never counted. Kept in memory: a restart forgets at most one minute of checks.
 */
export class NumberCheckPace {
    #clock;
    perMinute;
    /** Per session, the time each number was asked, oldest first. */
    #asked = new Map();
    constructor(clock, perMinute) {
        this.#clock = clock;
        this.perMinute = perMinute;
    }
    /**
     * Counts `count` numbers asked now and answers 0, or, when that would go past the pace, counts nothing and
     * answers the seconds until it would not.
     */
    take(sessionId, count) {
        const now = this.#clock.now();
        const recent = (this.#asked.get(sessionId) ?? []).filter((at) => at > now - windowMs);
        const over = recent.length + count - this.perMinute;
        if (over > 0) {
            this.#asked.set(sessionId, recent);
            return Math.max(1, Math.ceil((recent[over - 1] + windowMs - now) / 1000));
        }
        for (let i = 0; i < count; i++)
            recent.push(now);
        this.#asked.set(sessionId, recent);
        return 0;
    }
    forget(sessionId) {
        this.#asked.delete(sessionId);
    }
}
//# sourceMappingURL=number-check-pace.js.map