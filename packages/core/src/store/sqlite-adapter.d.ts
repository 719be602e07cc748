import { OrderedAdapter, type RangeQuery } from './ordered-adapter.js';
interface Connection {
    all<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
    /** Runs a statement and answers how many rows it changed. */
    run(sql: string, params?: unknown[]): Promise<number>;
    close(): Promise<void>;
}
/**
 * One SQLite file: a connection per collection, so reads run beside each other in WAL mode, and one write
 * queue for all of them. SQLite has one write lock per file; when two connections write at once, one waits in
 * SQLite's busy handler, which sleeps in steps of up to 100 ms on a libuv thread, and with four such threads
 * reads queue behind the sleepers too (the bench saw 4-5 ms average and 50 ms peak writes on an idle disk,
 * bench/RESULTS.md). Writes would take turns anyway; in the queue they do so without sleeps.
 */
export declare class SqliteFile {
    #private;
    constructor(path: string);
    adapter(): SqliteAdapter;
    close(): Promise<void>;
}
/**
 * A collection's Keyv store over one connection to the file. The primary key's index (BINARY collation, the
 * UTF-8 byte order) serves point reads and ranges alike.
 */
export declare class SqliteAdapter extends OrderedAdapter {
    #private;
    constructor(connection: Promise<Connection>, write: <T>(work: () => Promise<T>) => Promise<T>);
    get(key: string): Promise<string | undefined>;
    getMany(keys: string[]): Promise<(string | undefined)[]>;
    set(key: string, value: string): Promise<void>;
    /**
     * A batch in one transaction, hence one WAL sync (as single autocommitted INSERTs, a batch would cost one sync
     * per entry: under 1,000 writes/s on an ordinary disk). Group-committing callers (the webhook outbox, the event
     * log) depend on it. The write queue runs it alone, so the transaction never meets another write.
     */
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
