/**
 * Serialises async work per key inside this process. The store is owned by one process (decisions.md), so
 * this is what makes read-modify-write operations (claims, counters) atomic over plain get/set backends.
 */
export declare class KeyedLock {
    #private;
    run<T>(key: string, work: () => Promise<T>): Promise<T>;
}
