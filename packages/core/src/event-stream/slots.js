/**
 * How many event streams (or uploads: http/handler.ts) each API key holds open at once. A stream costs a
 * connection, a subscription and a queue for as long as it lasts, an upload a connection and a spooled file,
 * so without a bound one key could hold any number of them.
 */
export class StreamSlots {
    perKey;
    #open = new Map();
    #total = 0;
    constructor(perKey) {
        this.perKey = perKey;
    }
    /** Slots taken, all keys together. */
    get total() {
        return this.#total;
    }
    /** Takes one of `key`'s slots: its release (idempotent), or null when all are taken. */
    take(key) {
        const open = this.#open.get(key) ?? 0;
        if (open >= this.perKey)
            return null;
        this.#open.set(key, open + 1);
        this.#total += 1;
        let released = false;
        return () => {
            if (released)
                return;
            released = true;
            this.#total -= 1;
            const left = (this.#open.get(key) ?? 1) - 1;
            if (left > 0)
                this.#open.set(key, left);
            else
                this.#open.delete(key);
        };
    }
}
//# sourceMappingURL=slots.js.map