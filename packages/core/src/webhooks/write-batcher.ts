import type { Collection } from '../store/store.js'

interface Pending {
  entries: Map<string, unknown>
  waiters: { resolve: () => void; reject: (error: unknown) => void }[]
}

/**
 * Group commit for one collection: writes requested while a batch is being written are gathered and
 * written together by the next `setMany` (one statement, one transaction on SQLite). Every caller still
 * waits until its own entry is stored, so durability per event is unchanged while a burst costs a handful
 * of disk syncs instead of one per event.
 */
export class WriteBatcher {
  readonly #collection: Collection
  #next: Pending | null = null
  #flushing: Promise<void> | null = null

  constructor(collection: Collection) {
    this.#collection = collection
  }

  /** Stores the entries (a later write of the same key in one batch wins) and resolves once they are durable. */
  write(entries: { key: string; value: unknown }[]): Promise<void> {
    if (entries.length === 0) return Promise.resolve()
    const batch: Pending = (this.#next ??= { entries: new Map(), waiters: [] } as Pending)
    for (const { key, value } of entries) {
      batch.entries.delete(key)
      batch.entries.set(key, value)
    }
    const done = new Promise<void>((resolve, reject) => batch.waiters.push({ resolve, reject }))
    if (!this.#flushing) this.#flushing = this.#drain()
    return done
  }

  /** Resolves when everything requested so far is written. */
  async idle(): Promise<void> {
    while (this.#flushing) await this.#flushing
  }

  async #drain(): Promise<void> {
    // Let the writes of the current tick join the first batch.
    await Promise.resolve()
    try {
      while (this.#next) {
        const batch = this.#next
        this.#next = null
        try {
          await this.#collection.setMany([...batch.entries].map(([key, value]) => ({ key, value })))
          for (const waiter of batch.waiters) waiter.resolve()
        } catch (error) {
          for (const waiter of batch.waiters) waiter.reject(error)
        }
      }
    } finally {
      this.#flushing = null
    }
  }
}
