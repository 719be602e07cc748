import type { Scheduler } from './scheduler.js';
import type { Store } from './store/store.js';
/** What a readiness probe reports: whether the engine can serve, and each check behind it. */
export interface Readiness {
    /** The engine is started, its store answered, and every paired session has been through its restore. */
    ready: boolean;
    store: 'ok' | 'unreachable';
    /** `running` while start() is still reconnecting the paired sessions it found (in the background). */
    restore: 'not_started' | 'running' | 'done';
}
/** Longest the store may take to answer a probe's read before it counts as unreachable. */
export declare const STORE_PROBE_TIMEOUT_MS = 2000;
/**
 * One read of a key no record uses, bounded in time: a store that refuses, hangs or is closed is unreachable.
 * A read, not a write, so a probe every few seconds costs the database nothing it has to keep.
 */
export declare function probeStore(store: Store, scheduler: Scheduler): Promise<Readiness['store']>;
