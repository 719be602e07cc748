import { EventEmitter } from 'node:events';
/** Which keys an ordered read returns: under `prefix`, strictly between `after` and `before`, at most `limit`. */
export interface RangeQuery {
    prefix: string;
    after?: string;
    before?: string;
    limit: number;
    /** Largest key first. */
    reverse?: boolean;
}
/**
 * A Keyv store adapter that also reads keys in order, natively (an index, a sorted set, an ordered map), so a
 * page costs what the page holds rather than a scan of the prefix. Keys and values are what Keyv hands the
 * adapter: keys carry Keyv's namespace, values are serialised text. Key order is Unicode code point order,
 * which is UTF-8 byte order: what SQLite's BINARY collation, PostgreSQL's "C" collation and Redis' lexicographic
 * ranges compare.
 */
export declare abstract class OrderedAdapter extends EventEmitter {
    /** Keyv reads `opts` off every adapter; these hold no options of their own. */
    readonly opts: Record<string, unknown>;
    /** Set by Keyv: its namespace, which every key it hands over already starts with. */
    namespace: string | undefined;
    abstract get(key: string): Promise<string | undefined>;
    abstract getMany(keys: string[]): Promise<(string | undefined)[]>;
    abstract set(key: string, value: string, ttlMs?: number): Promise<void>;
    abstract setMany(entries: {
        key: string;
        value: string;
        ttl?: number;
    }[]): Promise<void>;
    abstract delete(key: string): Promise<boolean>;
    abstract deleteMany(keys: string[]): Promise<boolean>;
    abstract clear(): Promise<void>;
    abstract range(query: RangeQuery): Promise<[key: string, stored: string][]>;
}
export declare const isOrderedAdapter: (store: unknown) => store is OrderedAdapter;
/** Orders keys by code point (UTF-8 byte order), not by UTF-16 unit as `<` on strings does. */
export declare function compareKeys(a: string, b: string): number;
/**
 * The smallest key greater than every key that starts with `prefix` (undefined for the empty prefix): the
 * prefix with its last code point raised by one, so a prefix is a range of an ordered index.
 */
export declare function prefixEnd(prefix: string): string | undefined;
/**
 * A range query as one lower and one upper bound: the prefix's own bounds or `after`/`before` where they are
 * tighter. An index walk uses a single bound at each end (SQLite, given two lower bounds, walked from the
 * first and filtered the other: a page deep in a prefix read every key before it).
 */
export declare function rangeBounds(query: RangeQuery): {
    lower: {
        key: string;
        inclusive: boolean;
    };
    upper: string | undefined;
};
