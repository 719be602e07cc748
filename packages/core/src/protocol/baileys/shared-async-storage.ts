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

  run<R, A extends unknown[]>(store: T, callback: (...args: A) => R, ...args: A): R {
    // The outer context is copied, so a socket's transaction inside another's keeps both values.
    return shared.run(new Map(shared.getStore()).set(this.#key, this.hold(store)), callback, ...args)
  }

  /** What the context keeps of a value; `getStore` gets the value back with `unhold`. */
  protected hold(store: T): unknown {
    return store
  }

  protected unhold(held: unknown): T | undefined {
    return held as T | undefined
  }

  getStore(): T | undefined {
    const held = shared.getStore()?.get(this.#key)
    return held === undefined ? undefined : this.unhold(held)
  }
}

/**
 * What Baileys gets for `new AsyncLocalStorage()`: its only use is the key transaction (`addTransactionCapability`:
 * `txStorage.run(ctx, work)`, where `ctx` holds the decoded Signal keys the transaction read and changed).
 *
 * The context keeps the transaction only weakly. Node keeps a run's context in every timer and promise started in
 * it, so a transaction stayed in memory as long as any timer started during it: lru-cache's TTL timers (Baileys'
 * LID mapping and migrated-session caches, up to three days) kept one each, the heap growth the soak measured
 * (bench/RESULTS.md). Baileys' own `transaction` holds `ctx` until its commit is done, so everything that runs
 * before then sees the transaction exactly as before; only after it, once collected, does late work see none
 * and read and write the key store itself, which by then holds the commit.
 *
 * Ending the value when the run settled instead (a0eb022, reverted) lost texts: between the run settling and the
 * commit reaching the store, work still running in the transaction's context (a libsignal job of another
 * transaction: libsignal runs a device's queued jobs in the context of the caller that started the queue) read
 * the store without the commit, its older Signal session, and encrypted with a chain counter already used.
 */
class TransactionAsyncLocalStorage<T extends object> extends KeyedAsyncLocalStorage<T> {
  protected override hold(store: T): unknown {
    return new WeakRef(store)
  }

  protected override unhold(held: unknown): T | undefined {
    return (held as WeakRef<T>).deref()
  }
}

/**
 * Runs `build` (synchronous: nothing else runs meanwhile) with every `AsyncLocalStorage` it constructs
 * replaced by a keyed view of the shared storage, then restores the real class for everyone.
 */
export function withSharedAsyncStorage<T>(build: () => T): T {
  const original = asyncHooks.AsyncLocalStorage
  // ESM importers of node:async_hooks (Baileys) see the CommonJS exports only after a sync.
  ;(asyncHooks as { AsyncLocalStorage: unknown }).AsyncLocalStorage = TransactionAsyncLocalStorage
  syncBuiltinESMExports()
  try {
    return build()
  } finally {
    ;(asyncHooks as { AsyncLocalStorage: unknown }).AsyncLocalStorage = original
    syncBuiltinESMExports()
  }
}
