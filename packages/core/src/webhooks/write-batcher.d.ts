import type { Collection, Store } from '../store/store.js';
/**
 * Group commit: writes requested while a batch is being written are gathered and written together by the
 * next `setMany` (one statement, one transaction on SQLite). Every caller still waits until its own entry is
 * stored, so durability per event is unchanged while a burst costs a handful of disk syncs instead of one per
 * write. One drain loop serves all collections of a store, so the outbox and the event log never hold the
 * database's single write lock against each other (SQLite's busy handler would sleep in steps of milliseconds).
 */
export declare class GroupCommit {
    #private;
    /** Stores the entries (a later write of the same key in one batch wins) and resolves once they are durable. */
    write(collection: Collection, entries: {
        key: string;
        value: unknown;
    }[]): Promise<void>;
    /** Resolves when everything requested so far is written. */
    idle(): Promise<void>;
}
/** The one group commit of a store, shared by everything in the engine that writes at event rate. */
export declare function groupCommitFor(store: Store): GroupCommit;
/** A collection's view of its store's group commit. */
export declare class WriteBatcher {
    #private;
    constructor(commit: GroupCommit, collection: Collection);
    write(entries: {
        key: string;
        value: unknown;
    }[]): Promise<void>;
    idle(): Promise<void>;
}
