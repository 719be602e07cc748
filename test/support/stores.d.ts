/**
 * The store backends every store-dependent suite runs on. Redis and PostgreSQL are servers: when
 * CI=true they are required (a suite on a missing server fails with the reason); elsewhere a suite on an
 * unreachable server is skipped and the reason printed, so a laptop without them still runs the rest.
 * Every run gets its own namespace (key prefix) and temp folder, so parallel runs never collide.
 */
export type StoreTargetKind = 'memory' | 'sqlite' | 'redis' | 'postgres';
export interface StoreTarget {
    kind: StoreTargetKind;
    /** Data outlives the Store object (a new store on the same URL and namespace sees it). */
    persistent: boolean;
    /** A URL for this backend; SQLite gets a new file on every call, use the same string to reopen it. */
    url(): string;
    /** Why the server cannot be used here; undefined when it answered the probe. */
    unavailable: string | undefined;
}
export declare const redisUrl: string;
export declare const postgresUrl: string;
/** A folder for this test process, removed when it exits. */
export declare function tempDir(): string;
/** A key prefix no other run (or other test in this run) uses. */
export declare const uniqueNamespace: (label: string) => string;
export declare const storeTargets: readonly StoreTarget[];
/**
 * `describe(title [kind], body)` once per store target, applying the CI rule: a missing server fails the
 * suite under CI=true and is skipped (reason printed) elsewhere. Skipped suites report as skipped, never passed.
 */
export declare function describeStores(title: string, body: (target: StoreTarget) => void, targets?: readonly StoreTarget[]): void;
/** Removes every Redis key under `prefix`: a suite's own, with the markers its collections' sorted sets keep. */
export declare function deleteRedisKeys(url: string, prefix: string): Promise<void>;
