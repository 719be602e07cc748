/**
 * The part of AsyncLocalStorage that Baileys' transactions use: `run` and `getStore`. The engine keeps its own
 * per-socket values in it too, so they cost no storage of their own.
 */
export declare class KeyedAsyncLocalStorage<T> {
    #private;
    getStore(): T | undefined;
    run<R, A extends unknown[]>(store: T, callback: (...args: A) => R, ...args: A): R;
}
/**
 * Runs `build` (synchronous: nothing else runs meanwhile) with every `AsyncLocalStorage` it constructs
 * replaced by a keyed view of the shared storage, then restores the real class for everyone.
 */
export declare function withSharedAsyncStorage<T>(build: () => T): T;
