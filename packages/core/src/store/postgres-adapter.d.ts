import { OrderedAdapter, type RangeQuery } from './ordered-adapter.js';
/** What the adapter uses of node-postgres. */
interface Pool {
    query<Row>(sql: string, values?: unknown[]): Promise<{
        rows: Row[];
        rowCount: number | null;
    }>;
    end(): Promise<void>;
}
/** One pool per store (ended with the store), the table and its range index created once. */
export declare class PostgresDatabase {
    #private;
    constructor(url: string);
    adapter(): PostgresAdapter;
    close(): Promise<void>;
}
export declare class PostgresAdapter extends OrderedAdapter {
    #private;
    constructor(pool: Promise<Pool>);
    get(key: string): Promise<string | undefined>;
    getMany(keys: string[]): Promise<(string | undefined)[]>;
    set(key: string, value: string): Promise<void>;
    /** One statement for the whole batch, hence one commit. */
    setMany(entries: {
        key: string;
        value: string;
    }[]): Promise<void>;
    delete(key: string): Promise<boolean>;
    deleteMany(keys: string[]): Promise<boolean>;
    /** Deletes this namespace's keys only: other collections share the table. */
    clear(): Promise<void>;
    range(query: RangeQuery): Promise<[string, string][]>;
}
export {};
