/**
 * Serialises async work per key inside this process. The store is owned by one process (decisions.md), so
 * this is what makes read-modify-write operations (claims, counters) atomic over plain get/set backends.
 */
export class KeyedLock {
    #tails = new Map();
    async run(key, work) {
        const previous = this.#tails.get(key) ?? Promise.resolve();
        const current = previous.then(work, work);
        const tail = current.catch(() => undefined);
        this.#tails.set(key, tail);
        try {
            return await current;
        }
        finally {
            if (this.#tails.get(key) === tail)
                this.#tails.delete(key);
        }
    }
}
//# sourceMappingURL=keyed-lock.js.map