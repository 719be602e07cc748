import type { Collection, Store } from './collection.js'

interface Pending {
  entries: Map<string, unknown>
  waiters: { resolve: () => void; reject: (error: unknown) => void }[]
}

/**
 * Group commit: writes requested while a batch is being written are gathered and written together by the
 * next `setMany` (one statement, one transaction on SQLite). Every caller still waits until its own entry is
 * stored, so durability per event is unchanged while a burst costs a handful of disk syncs instead of one per
 * write. One drain loop serves all collections of a store, so the outbox and the event log never hold the
 * database's single write lock against each other (SQLite's busy handler would sleep in steps of milliseconds).
 */
export class GroupCommit {
  readonly #pending = new Map<Collection, Pending>()
  #draining: Promise<void> | null = null

  /** Stores the entries (a later write of the same key in one batch wins) and resolves once they are durable. */
  write(collection: Collection, entries: { key: string; value: unknown }[]): Promise<void> {
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
        for (const [collection, batch] of [...this.#pending]) {
          this.#pending.delete(collection)
          try {
            await collection.setMany([...batch.entries].map(([key, value]) => ({ key, value })))
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
    commit = new GroupCommit()
    commits.set(store, commit)
  }
  return commit
}

/** A collection's view of its store's group commit. */
export class WriteBatcher {
  readonly #commit: GroupCommit
  readonly #collection: Collection
  /** The latest write asked for, settled either way: the commit writes a collection's batches in order. */
  #latest: Promise<unknown> = Promise.resolve()

  constructor(commit: GroupCommit, collection: Collection) {
    this.#commit = commit
    this.#collection = collection
  }

  write(entries: { key: string; value: unknown }[]): Promise<void> {
    const written = this.#commit.write(this.#collection, entries)
    this.#latest = written.catch(() => undefined)
    return written
  }

  /** Resolves once what this batcher was asked to write so far is written (or failed): a read after it sees it. */
  written(): Promise<unknown> {
    return this.#latest
  }

  /** Resolves when the whole group commit, every collection's writes, is idle. */
  idle(): Promise<void> {
    return this.#commit.idle()
  }
}
