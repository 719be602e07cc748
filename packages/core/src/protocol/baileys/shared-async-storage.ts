import asyncHooks, { AsyncLocalStorage } from 'node:async_hooks'
import { syncBuiltinESMExports } from 'node:module'

/**
 * Baileys 7.0.0-rc14 makes one AsyncLocalStorage per socket (`addTransactionCapability`) and never disables it
 * (WhiskeySockets/Baileys#2806). Below Node 24 every enabled storage stamps a property on every promise and
 * timer created anywhere in the process, so each socket ever opened makes all async work slower, for good:
 * one `await` took ~0.1 µs with no session and ~97 µs with 500 connected (bench/RESULTS.md), and restores got
 * quadratic. Sockets are therefore built while `AsyncLocalStorage` stands for one that keeps each instance's
 * value under its own key in a single shared storage: same isolation between sockets, one storage in all.
 */
const shared = new AsyncLocalStorage<ReadonlyMap<symbol, unknown>>()

/**
 * The part of AsyncLocalStorage that Baileys' transactions use: `run` and `getStore`. The engine keeps its own
 * per-socket values in it too, so they cost no storage of their own.
 */
export class KeyedAsyncLocalStorage<T> {
  readonly #key = Symbol('keyed-async-local-storage')

  getStore(): T | undefined {
    return shared.getStore()?.get(this.#key) as T | undefined
  }

  run<R, A extends unknown[]>(store: T, callback: (...args: A) => R, ...args: A): R {
    // The outer context is copied, so a socket's transaction inside another's keeps both values.
    return shared.run(new Map(shared.getStore()).set(this.#key, store), callback, ...args)
  }
}

/**
 * Runs `build` (synchronous: nothing else runs meanwhile) with every `AsyncLocalStorage` it constructs
 * replaced by a keyed view of the shared storage, then restores the real class for everyone.
 */
export function withSharedAsyncStorage<T>(build: () => T): T {
  const original = asyncHooks.AsyncLocalStorage
  // ESM importers of node:async_hooks (Baileys) see the CommonJS exports only after a sync.
  ;(asyncHooks as { AsyncLocalStorage: unknown }).AsyncLocalStorage = KeyedAsyncLocalStorage
  syncBuiltinESMExports()
  try {
    return build()
  } finally {
    ;(asyncHooks as { AsyncLocalStorage: unknown }).AsyncLocalStorage = original
    syncBuiltinESMExports()
  }
}
