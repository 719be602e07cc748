import { Keyv } from 'keyv';
import { KeyedLock } from './keyed-lock.js';
import { MemoryAdapter } from './memory-adapter.js';
import { compareKeys, isOrderedAdapter } from './ordered-adapter.js';
import { PostgresDatabase } from './postgres-adapter.js';
import { RedisServer } from './redis-adapter.js';
import { deserialize, serialize } from './serialization.js';
import { SqliteFile } from './sqlite-adapter.js';
/**
 * Opens a store from a URL (`memory://`, `sqlite://path`, `redis://…`, `postgres://…`) or wraps a Keyv the
 * host application already has. Values are JSON with binary data kept intact (serialization.ts). The database
 * client a URL needs is imported on first use (drivers.ts): a missing one fails the first operation, naming
 * the package to install.
 */
export function createStore(input = 'memory://', options = {}) {
    const namespace = options.namespace ?? 'sessionkit';
    if (input instanceof Keyv)
        return new KeyvStore('keyv', () => input, (name) => `${name}:`, async () => undefined);
    const url = new URL(input);
    const scheme = url.protocol.replace(/:$/, '');
    const open = (kind, adapter, close) => new KeyvStore(kind, (name) => new Keyv({
        store: adapter(),
        namespace: `${namespace}.${name}`,
        serialize,
        deserialize,
        throwOnErrors: true,
        useKeyPrefix: true,
    }), () => '', close);
    switch (scheme) {
        case 'memory':
            return open('memory', () => new MemoryAdapter(), async () => undefined);
        case 'sqlite': {
            const file = new SqliteFile(input.replace(/^sqlite:\/\//, ''));
            return open('sqlite', () => file.adapter(), () => file.close());
        }
        case 'redis':
        case 'rediss': {
            const server = new RedisServer(input);
            return open('redis', () => server.adapter(), () => server.close());
        }
        case 'postgres':
        case 'postgresql': {
            const database = new PostgresDatabase(input);
            return open('postgres', () => database.adapter(), () => database.close());
        }
        default:
            throw new TypeError(`Unsupported store URL scheme "${scheme}:" (use memory://, sqlite://, redis:// or postgres://)`);
    }
}
class KeyvStore {
    kind;
    #collections = new Map();
    #open;
    #prefix;
    #close;
    constructor(kind, open, prefix, close) {
        this.kind = kind;
        this.#open = open;
        this.#prefix = prefix;
        this.#close = close;
    }
    collection(name) {
        let collection = this.#collections.get(name);
        if (!collection) {
            collection = new KeyvCollection(this.#open(name), this.#prefix(name));
            this.#collections.set(name, collection);
        }
        return collection;
    }
    async close() {
        await this.#close();
    }
}
/** Entries per read when a scan walks a prefix page by page. */
const scanPageSize = 1000;
class KeyvCollection {
    #keyv;
    /** What this collection puts before its keys inside the Keyv (a Keyv of the application's is shared). */
    #prefix;
    /** Keyv's own prefix of the keys its adapter sees. */
    #namespace;
    #lock = new KeyedLock();
    constructor(keyv, prefix) {
        this.#keyv = keyv;
        this.#prefix = prefix;
        this.#namespace = keyv.namespace ? `${keyv.namespace}:` : '';
    }
    async get(key) {
        return (await this.#keyv.get(this.#prefix + key)) ?? undefined;
    }
    async getMany(keys) {
        if (keys.length === 0)
            return [];
        const values = await this.#keyv.getMany(keys.map((key) => this.#prefix + key));
        return values.map((value) => value ?? undefined);
    }
    async set(key, value, ttlMs) {
        const ok = await this.#keyv.set(this.#prefix + key, value, ttlMs);
        if (!ok)
            throw new Error(`store write failed for ${key}`);
    }
    async setMany(entries) {
        if (entries.length === 0)
            return;
        const results = await this.#keyv.setMany(entries.map(({ key, value, ttlMs }) => ({ key: this.#prefix + key, value, ttl: ttlMs })));
        // A store's setMany that answers nothing but did not throw has written every entry.
        if (Array.isArray(results) && results.some((ok) => !ok))
            throw new Error('store write failed');
    }
    async delete(key) {
        await this.#keyv.delete(this.#prefix + key);
    }
    async deleteMany(keys) {
        if (keys.length === 0)
            return;
        await this.#keyv.deleteMany(keys.map((key) => this.#prefix + key));
    }
    async *scan(prefix = '') {
        const store = this.#keyv.store;
        if (!isOrderedAdapter(store)) {
            yield* this.#iterate(prefix);
            return;
        }
        let after;
        for (;;) {
            const page = await this.#readRange(store, {
                prefix: this.#namespace + this.#prefix + prefix,
                after,
                limit: scanPageSize,
            });
            for (const entry of page.entries)
                if (entry)
                    yield entry;
            if (page.last === undefined)
                return;
            after = page.last;
        }
    }
    async range(prefix, options) {
        const entries = [];
        if (options.limit <= 0)
            return entries;
        const store = this.#keyv.store;
        if (!isOrderedAdapter(store))
            return this.#sortedRange(prefix, options);
        const full = (key) => (key === undefined ? undefined : this.#namespace + this.#prefix + key);
        const query = {
            prefix: this.#namespace + this.#prefix + prefix,
            after: full(options.after),
            before: full(options.before),
            limit: options.limit,
            reverse: options.reverse,
        };
        for (;;) {
            const page = await this.#readRange(store, { ...query, limit: options.limit - entries.length });
            for (const entry of page.entries)
                if (entry)
                    entries.push(entry);
            if (page.last === undefined || entries.length >= options.limit)
                return entries;
            if (query.reverse)
                query.before = page.last;
            else
                query.after = page.last;
        }
    }
    async firstKeys(prefix, limit) {
        return (await this.range(prefix, { limit })).map(([key]) => key);
    }
    async deletePrefix(prefix) {
        const keys = [];
        for await (const [key] of this.scan(prefix))
            keys.push(key);
        for (let i = 0; i < keys.length; i += 500)
            await this.deleteMany(keys.slice(i, i + 500));
        return keys.length;
    }
    claim(key, value, ttlMs) {
        return this.#lock.run(key, async () => {
            if ((await this.get(key)) !== undefined)
                return false;
            await this.set(key, value, ttlMs);
            return true;
        });
    }
    increment(key, by = 1) {
        return this.#lock.run(key, async () => {
            const next = ((await this.get(key)) ?? 0) + by;
            await this.set(key, next);
            return next;
        });
    }
    withLock(key, work) {
        return this.#lock.run(key, work);
    }
    /**
     * One read of the adapter's range, decoded: the live entries (collection keys), and the adapter key to read
     * on from, undefined when the adapter had no more. Expired entries are skipped and deleted, as Keyv's own
     * reads do.
     */
    async #readRange(store, query) {
        const rows = await store.range(query);
        const skip = this.#namespace.length + this.#prefix.length;
        const entries = await Promise.all(rows.map(async ([key, stored]) => {
            const data = deserialize(stored);
            if (typeof data.expires === 'number' && Date.now() > data.expires) {
                await this.#keyv.delete(key.slice(this.#namespace.length));
                return undefined;
            }
            return [key.slice(skip), data.value];
        }));
        return { entries, last: rows.length < query.limit ? undefined : rows.at(-1)?.[0] };
    }
    /** A Keyv of the application's: its iterator over the whole namespace, filtered to the prefix. */
    async *#iterate(prefix) {
        const iterator = this.#keyv.iterator;
        if (!iterator)
            throw new Error('this store cannot list its keys');
        const full = this.#prefix + prefix;
        for await (const [key, value] of iterator(this.#keyv.namespace)) {
            if (key.startsWith(full))
                yield [key.slice(this.#prefix.length), value];
        }
    }
    async #sortedRange(prefix, options) {
        const { after, before, limit, reverse } = options;
        const entries = [];
        for await (const [key, value] of this.#iterate(prefix)) {
            if ((after === undefined || compareKeys(key, after) > 0) &&
                (before === undefined || compareKeys(key, before) < 0))
                entries.push([key, value]);
        }
        entries.sort(([a], [b]) => compareKeys(a, b) * (reverse ? -1 : 1));
        return entries.slice(0, limit);
    }
}
//# sourceMappingURL=store.js.map