import { Keyv } from 'keyv';
export type StoreKind = 'memory' | 'sqlite' | 'redis' | 'postgres' | 'keyv';
/**
 * The fixed set of record families. Each URL-backed collection gets its own Keyv namespace (and adapter
 * instance), so listing sessions never scans the thousands of Signal keys that live beside them.
 */
export type CollectionName = 'sessions' | 'auth' | 'webhooks' | 'deliveries' | 'events' | 'idempotency' | 'usage' | 'calls' | 'chats' | 'contacts' | 'messages';
export interface Collection {
    get<T>(key: string): Promise<T | undefined>;
    getMany<T>(keys: string[]): Promise<(T | undefined)[]>;
    set(key: string, value: unknown, ttlMs?: number): Promise<void>;
    setMany(entries: {
        key: string;
        value: unknown;
        ttlMs?: number;
    }[]): Promise<void>;
    delete(key: string): Promise<void>;
    deleteMany(keys: string[]): Promise<void>;
    /** Every entry whose key starts with `prefix` (in key order on every backend but a Keyv of the application's). */
    scan<T>(prefix?: string): AsyncIterable<[key: string, value: T]>;
    /**
     * One page of the entries under `prefix` in key order (Unicode code point order, the same on every backend),
     * largest first with `reverse`: those strictly after `after` and strictly before `before`, at most `limit`.
     * The next page starts after (or, reversed, before) the last key of this one. Memory, SQLite, PostgreSQL and
     * Redis read only the page; a Keyv of the application's lists the prefix and sorts it.
     */
    range<T>(prefix: string, options: RangeOptions): Promise<[key: string, value: T][]>;
    /** The `limit` smallest keys that start with `prefix`, smallest first (`range` without the values). */
    firstKeys(prefix: string, limit: number): Promise<string[]>;
    deletePrefix(prefix: string): Promise<number>;
    /** Sets `key` only when it holds nothing; true when this call set it. */
    claim(key: string, value: unknown, ttlMs?: number): Promise<boolean>;
    /** Adds `by` to the number under `key` (absent counts as 0) and returns the new value. */
    increment(key: string, by?: number): Promise<number>;
    /** Runs `work` while no other locked work on the same key of this collection runs. */
    withLock<T>(key: string, work: () => Promise<T>): Promise<T>;
}
export interface RangeOptions {
    after?: string;
    before?: string;
    limit: number;
    reverse?: boolean;
}
export interface Store {
    readonly kind: StoreKind;
    collection(name: CollectionName): Collection;
    close(): Promise<void>;
}
export interface StoreOptions {
    /** Prefix for every key of this store; give each deployment (or test run) sharing one server its own. */
    namespace?: string;
}
/**
 * Opens a store from a URL (`memory://`, `sqlite://path`, `redis://…`, `postgres://…`) or wraps a Keyv the
 * host application already has. Values are JSON with binary data kept intact (serialization.ts). The database
 * client a URL needs is imported on first use (drivers.ts): a missing one fails the first operation, naming
 * the package to install.
 */
export declare function createStore(input?: string | Keyv, options?: StoreOptions): Store;
