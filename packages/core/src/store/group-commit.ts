import type { CollectionName, Store } from './store.js'

interface Pending {
  entries: Map<string, unknown>
  waiters: { resolve: () => void; reject: (error: unknown) => void }[]
}

/**
 * Group commit: writes requested while a batch is being written are gathered and written together by the
 * next cycle. Every caller still waits until its own entry is stored, so durability per event is unchanged
 * while a burst costs a handful of disk syncs instead of one per write. One drain loop serves all collections
 * of a store, so the outbox and the event log never hold the database's single write lock against each other
 * (SQLite's busy handler would sleep in steps of milliseconds); a cycle is one `setAcross` of the store, which
 * on SQLite is one statement for every collection, or one `setMany` per collection.
 */
export class GroupCommit {
  readonly #store: Store
  readonly #pending = new Map<CollectionName, Pending>()
  #draining: Promise<void> | null = null

  constructor(store: Store) {
    this.#store = store
  }

  /** Stores the entries (a later write of the same key in one batch wins) and resolves once they are durable. */
  write(collection: CollectionName, entries: { key: string; value: unknown }[]): Promise<void> {
    if (entries.length === 0) return Promise.resolve()
    let batch = this.#pending.get(collection)
    if (!batch) {
      batch = { entries: new Map(), waiters: [] }
      this.#pending.set(collection, batch)
    }
    for (const { key, value } of entries) {
      batch.entries.delete(key)
      batch.entries.set(key, value)
    }
    const done = new Promise<void>((resolve, reject) => batch.waiters.push({ resolve, reject }))
    this.#draining ??= this.#drain()
    return done
  }

  /** Resolves when everything requested so far is written. */
  async idle(): Promise<void> {
    while (this.#draining) await this.#draining
  }

  async #drain(): Promise<void> {
    // Let the writes of the current tick join the first batch.
    await Promise.resolve()
    try {
      while (this.#pending.size > 0) {
        const batches = [...this.#pending]
        this.#pending.clear()
        if (this.#store.setAcross) {
          const waiters = batches.flatMap(([, batch]) => batch.waiters)
          try {
            await this.#store.setAcross(
              batches.flatMap(([collection, batch]) =>
                [...batch.entries].map(([key, value]) => ({ collection, key, value })),
              ),
            )
            for (const waiter of waiters) waiter.resolve()
          } catch (error) {
            for (const waiter of waiters) waiter.reject(error)
          }
          continue
        }
        for (const [collection, batch] of batches) {
          try {
            await this.#store.collection(collection).setMany([...batch.entries].map(([key, value]) => ({ key, value })))
            for (const waiter of batch.waiters) waiter.resolve()
          } catch (error) {
            for (const waiter of batch.waiters) waiter.reject(error)
          }
        }
      }
    } finally {
      this.#draining = null
    }
  }
}

const commits = new WeakMap<Store, GroupCommit>()

/** The one group commit of a store, shared by everything in the engine that writes at event rate. */
export function groupCommitFor(store: Store): GroupCommit {
  let commit = commits.get(store)
  if (!commit) {
    commit = new GroupCommit(store)
    commits.set(store, commit)
  }
  return commit
}

/** A collection's view of its store's group commit. */
export class WriteBatcher {
  readonly #commit: GroupCommit
  readonly #collection: CollectionName

  constructor(store: Store, collection: CollectionName) {
    this.#commit = groupCommitFor(store)
    this.#collection = collection
  }

  write(entries: { key: string; value: unknown }[]): Promise<void> {
    return this.#commit.write(this.#collection, entries)
  }

  idle(): Promise<void> {
    return this.#commit.idle()
  }
}
