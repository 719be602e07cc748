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
 * (libsignal's jobs now run in their own caller's context: signal-job-context.ts.)
 */
class TransactionAsyncLocalStorage<T> extends KeyedAsyncLocalStorage<T> {
  // A primitive holds nothing else in memory, and a WeakRef cannot take one.
  protected override hold(store: T): unknown {
    return typeof store === 'object' && store !== null ? new WeakRef(store) : store
  }

  protected override unhold(held: unknown): T | undefined {
    return held instanceof WeakRef ? (held.deref() as T | undefined) : (held as T)
  }
}

let building = 0
let installed = false

/**
 * Puts a constructor in place of `AsyncLocalStorage`, once: while a `build` runs it makes keyed views of the
 * shared storage that hold their value weakly (TransactionAsyncLocalStorage), otherwise real storages (instances
 * of the real class, its static methods inherited), so other code in the process sees no difference. Swapping
 * the class in and out around each socket instead cost two `syncBuiltinESMExports()` a login, each walking every
 * loaded builtin's exports: 65-140 µs each with the engine loaded (bench/RESULTS.md, restore profile).
 */
function install(): void {
  if (installed) return
  installed = true
  const Real = asyncHooks.AsyncLocalStorage
  function AsyncLocalStorage(this: unknown, ...args: unknown[]): object {
    if (building > 0) return new TransactionAsyncLocalStorage()
    return Reflect.construct(Real, args, new.target ?? Real) as object
  }
  Object.setPrototypeOf(AsyncLocalStorage, Real)
  AsyncLocalStorage.prototype = Real.prototype
  // Defined, not assigned: Node 24 exports it as a getter (picking its implementation on first use), which an
  // assignment cannot replace.
  Object.defineProperty(asyncHooks, 'AsyncLocalStorage', {
    value: AsyncLocalStorage,
    writable: true,
    enumerable: true,
    configurable: true,
  })
  // ESM importers of node:async_hooks (Baileys) see the CommonJS exports only after a sync.
  syncBuiltinESMExports()
}

/**
 * Runs `build` (synchronous: nothing else runs meanwhile) with every `AsyncLocalStorage` it constructs being
 * a keyed view of the shared storage that holds its value weakly (Baileys' key transaction, above).
 */
export function withSharedAsyncStorage<T>(build: () => T): T {
  install()
  building += 1
  try {
    return build()
  } finally {
    building -= 1
  }
}
