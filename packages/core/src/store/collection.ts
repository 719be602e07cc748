import type { WindowCounter } from './window-counter.js'

export type StoreKind = 'memory' | 'sqlite' | 'redis' | 'postgres' | 'keyv'

/**
 * The fixed set of record families. Each URL-backed collection gets its own Keyv namespace (and adapter
 * instance), so listing sessions never scans the thousands of Signal keys that live beside them.
 */
export type CollectionName =
  | 'sessions'
  | 'auth'
  | 'webhooks'
  | 'transports'
  | 'deliveries'
  | 'events'
  | 'idempotency'
  | 'usage'
  | 'calls'
  | 'chats'
  | 'contacts'
  | 'messages'
  | 'keys'
  | 'media'

export interface Collection {
  get<T>(key: string): Promise<T | undefined>
  getMany<T>(keys: string[]): Promise<(T | undefined)[]>
  set(key: string, value: unknown, ttlMs?: number): Promise<void>
  setMany(entries: { key: string; value: unknown; ttlMs?: number }[]): Promise<void>
  delete(key: string): Promise<void>
  deleteMany(keys: string[]): Promise<void>
  /**
   * Sets `set` and deletes `delete` (keys not among those set) as one change: on every URL store one transaction of
   * the backend, so a crash leaves all of it or none of it. A Keyv of the application's sets, then deletes, as does
   * the engine for a `Store` of the application's whose collections leave this out (it came after the others).
   */
  apply?(change: { set: { key: string; value: unknown; ttlMs?: number }[]; delete: string[] }): Promise<void>
  /** Every entry whose key starts with `prefix` (in key order on every backend but a Keyv of the application's). */
  scan<T>(prefix?: string): AsyncIterable<[key: string, value: T]>
  /**
   * One page of the entries under `prefix` in key order (Unicode code point order, the same on every backend),
   * largest first with `reverse`: those strictly after `after` and strictly before `before`, at most `limit`.
   * The next page starts after (or, reversed, before) the last key of this one. Memory, SQLite, PostgreSQL and
   * Redis read only the page; a Keyv of the application's lists the prefix and sorts it.
   */
  range<T>(prefix: string, options: RangeOptions): Promise<[key: string, value: T][]>
  /** The `limit` smallest keys that start with `prefix`, smallest first (`range` without the values). */
  firstKeys(prefix: string, limit: number): Promise<string[]>
  deletePrefix(prefix: string): Promise<number>
  /**
   * Sets `key` only when it holds nothing (or only an expired value); true when this call set it. One step of
   * the backend on every URL store, so of several processes (or stores) claiming one key exactly one wins; on
   * a Keyv of the application's, within this collection object only.
   */
  claim(key: string, value: unknown, ttlMs?: number): Promise<boolean>
  /**
   * Adds `by` to the number under `key` (absent or expired counts as 0) and returns the new value, which keeps
   * no TTL. Atomic across processes as `claim` is.
   */
  increment(key: string, by?: number): Promise<number>
  /** Runs `work` while no other locked work on the same key of this collection object runs (in this process only). */
  withLock<T>(key: string, work: () => Promise<T>): Promise<T>
}

export interface RangeOptions {
  after?: string
  before?: string
  limit: number
  reverse?: boolean
}

export interface Store {
  readonly kind: StoreKind
  collection(name: CollectionName): Collection
  /**
   * Counters of fixed time windows (rate limits, send pacing): on the backend when it counts atomically across
   * processes (Redis); a store without them, or any other backend, counts in the process.
   */
  readonly windows?: WindowCounter
  close(): Promise<void>
}
