import { compareKeys, OrderedAdapter, prefixEnd } from './ordered-adapter.js';
/** `memory://`: a map for the values beside its keys kept sorted, so a range is two binary searches and a slice. */
export class MemoryAdapter extends OrderedAdapter {
    #values = new Map();
    #sorted = [];
    async get(key) {
        return this.#values.get(key);
    }
    async getMany(keys) {
        return keys.map((key) => this.#values.get(key));
    }
    async set(key, value) {
        if (!this.#values.has(key))
            this.#sorted.splice(this.#firstNotBelow(key), 0, key);
        this.#values.set(key, value);
    }
    async setMany(entries) {
        for (const { key, value } of entries)
            await this.set(key, value);
    }
    async delete(key) {
        if (!this.#values.delete(key))
            return false;
        this.#sorted.splice(this.#firstNotBelow(key), 1);
        return true;
    }
    async deleteMany(keys) {
        let deleted = false;
        for (const key of keys)
            deleted = (await this.delete(key)) || deleted;
        return deleted;
    }
    async clear() {
        this.#values.clear();
        this.#sorted.length = 0;
    }
    async range(query) {
        const end = prefixEnd(query.prefix);
        let start = this.#firstNotBelow(query.prefix);
        if (query.after !== undefined)
            start = Math.max(start, this.#firstAbove(query.after));
        let stop = end === undefined ? this.#sorted.length : this.#firstNotBelow(end);
        if (query.before !== undefined)
            stop = Math.min(stop, this.#firstNotBelow(query.before));
        if (stop <= start)
            return [];
        const keys = query.reverse
            ? this.#sorted.slice(Math.max(start, stop - query.limit), stop).reverse()
            : this.#sorted.slice(start, Math.min(stop, start + query.limit));
        return keys.map((key) => [key, this.#values.get(key)]);
    }
    /** Index of the first sorted key that is not below `key`. */
    #firstNotBelow(key) {
        return this.#search((candidate) => compareKeys(candidate, key) >= 0);
    }
    /** Index of the first sorted key above `key`. */
    #firstAbove(key) {
        return this.#search((candidate) => compareKeys(candidate, key) > 0);
    }
    #search(reached) {
        let low = 0;
        let high = this.#sorted.length;
        while (low < high) {
            const middle = (low + high) >>> 1;
            if (reached(this.#sorted[middle]))
                high = middle;
            else
                low = middle + 1;
        }
        return low;
    }
}
//# sourceMappingURL=memory-adapter.js.map