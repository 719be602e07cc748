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

let building = 0
let installed = false

/**
 * Puts a constructor in place of `AsyncLocalStorage`, once: while a `build` runs it makes keyed views of the
 * shared storage, otherwise real storages (instances of the real class, its static methods inherited), so other
 * code in the process sees no difference. Swapping the class in and out around each socket instead cost two
 * `syncBuiltinESMExports()` a login, each walking every loaded builtin's exports: 65-140 µs each with the
 * engine loaded (bench/RESULTS.md, restore profile).
 */
function install(): void {
  if (installed) return
  installed = true
  const Real = asyncHooks.AsyncLocalStorage
  function AsyncLocalStorage(this: unknown, ...args: unknown[]): object {
    if (building > 0) return new KeyedAsyncLocalStorage()
    return Reflect.construct(Real, args, new.target ?? Real) as object
  }
  Object.setPrototypeOf(AsyncLocalStorage, Real)
  AsyncLocalStorage.prototype = Real.prototype
  ;(asyncHooks as { AsyncLocalStorage: unknown }).AsyncLocalStorage = AsyncLocalStorage
  // ESM importers of node:async_hooks (Baileys) see the CommonJS exports only after a sync.
  syncBuiltinESMExports()
}

/**
 * Runs `build` (synchronous: nothing else runs meanwhile) with every `AsyncLocalStorage` it constructs being
 * a keyed view of the shared storage.
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
