import { OrderedAdapter, type RangeQuery } from './ordered-adapter.js';
/** What the adapter uses of node-redis' client. */
export interface RedisClient {
    readonly isOpen: boolean;
    connect(): Promise<unknown>;
    close(): Promise<void>;
    get(key: string): Promise<string | null>;
    mGet(keys: string[]): Promise<(string | null)[]>;
    multi(): RedisMulti;
    sendCommand(args: string[]): Promise<unknown>;
    scan(cursor: string, options: {
        MATCH: string;
        COUNT: number;
        TYPE: string;
    }): Promise<{
        cursor: unknown;
        keys: string[];
    }>;
    set(key: string, value: string): Promise<unknown>;
    exists(key: string): Promise<number>;
}
interface RedisMulti {
    set(key: string, value: string, options?: {
        PX: number;
    }): RedisMulti;
    zAdd(key: string, members: {
        score: number;
        value: string;
    }[]): RedisMulti;
    del(keys: string[]): RedisMulti;
    zRem(key: string, members: string[]): RedisMulti;
    exec(): Promise<unknown[]>;
}
/** One client per store, connected on first use and shared by its collections. */
export declare class RedisServer {
    #private;
    constructor(url: string);
    adapter(): RedisAdapter;
    close(): Promise<void>;
}
/**
 * A collection's Keyv store on Redis. Values are strings at the keys @keyv/redis wrote (`<namespace>::<key>`,
 * so data written before this adapter reads unchanged), with Keyv's TTL as Redis' own expiry. Beside them a
 * sorted set of the collection's keys, all at score 0, ordered by their bytes: each write adds to it in the same
 * MULTI, each delete removes from it, and a range is one ZRANGE BYLEX plus an MGET of that page. Redis expires
 * a key without touching the set, so members whose key is gone are dropped from the set when a range meets them.
 */
export declare class RedisAdapter extends OrderedAdapter {
    #private;
    constructor(client: Promise<RedisClient>);
    get(key: string): Promise<string | undefined>;
    getMany(keys: string[]): Promise<(string | undefined)[]>;
    set(key: string, value: string, ttl?: number): Promise<void>;
    setMany(entries: {
        key: string;
        value: string;
        ttl?: number;
    }[]): Promise<void>;
    delete(key: string): Promise<boolean>;
    deleteMany(keys: string[]): Promise<boolean>;
    clear(): Promise<void>;
    range(query: RangeQuery): Promise<[string, string][]>;
}
export {};
