import type { Keyv } from 'keyv'
import type { Collection, RangeOptions } from './collection.js'
import { KeyedLock } from './keyed-lock.js'
import { encodeEntry, isExpired, type KeyvEntry } from './keyv-entry.js'
import { compareKeys, isOrderedAdapter, type OrderedAdapter, type RangeQuery } from './ordered-adapter.js'
import { deserialize, serialize } from './serialization.js'

/** Entries per read when a scan walks a prefix page by page. */
const scanPageSize = 1000

/** A collection over a Keyv: its keys under a prefix, ranges through an ordered adapter where the backend has one. */
export class KeyvCollection implements Collection {
  readonly #keyv: Keyv
  /** What this collection puts before its keys inside the Keyv (a Keyv of the application's is shared). */
  readonly #prefix: string
  /** Keyv's own prefix of the keys its adapter sees. */
  readonly #namespace: string
  readonly #lock = new KeyedLock()

  constructor(keyv: Keyv, prefix: string) {
    this.#keyv = keyv
    this.#prefix = prefix
    this.#namespace = keyv.namespace ? `${keyv.namespace}:` : ''
  }

  async get<T>(key: string): Promise<T | undefined> {
    return (await this.#keyv.get<T>(this.#prefix + key)) ?? undefined
  }

  async getMany<T>(keys: string[]): Promise<(T | undefined)[]> {
    if (keys.length === 0) return []
    const values = await this.#keyv.getMany<T>(keys.map((key) => this.#prefix + key))
    return values.map((value) => value ?? undefined)
  }

  async set(key: string, value: unknown, ttlMs?: number): Promise<void> {
    const ok = await this.#keyv.set(this.#prefix + key, value, ttlMs)
    if (!ok) throw new Error(`store write failed for ${key}`)
  }

  async setMany(entries: { key: string; value: unknown; ttlMs?: number }[]): Promise<void> {
    if (entries.length === 0) return
    const results = await this.#keyv.setMany(
      entries.map(({ key, value, ttlMs }) => ({ key: this.#prefix + key, value, ttl: ttlMs })),
    )
    // A store's setMany that answers nothing but did not throw has written every entry.
    if (Array.isArray(results) && results.some((ok) => !ok)) throw new Error('store write failed')
  }

  async delete(key: string): Promise<void> {
    await this.#keyv.delete(this.#prefix + key)
  }

  async deleteMany(keys: string[]): Promise<void> {
    if (keys.length === 0) return
    await this.#keyv.deleteMany(keys.map((key) => this.#prefix + key))
  }

  async apply(change: { set: { key: string; value: unknown; ttlMs?: number }[]; delete: string[] }): Promise<void> {
    const store = this.#keyv.store
    if (!isOrderedAdapter(store)) {
      await this.setMany(change.set)
      await this.deleteMany(change.delete)
      return
    }
    if (change.set.length === 0 && change.delete.length === 0) return
    const now = Date.now()
    await store.apply(
      change.set.map(({ key, value, ttlMs }) => ({
        key: this.#adapterKey(key),
        value: encodeEntry(value, ttlMs, now),
        ttl: ttlMs,
      })),
      change.delete.map((key) => this.#adapterKey(key)),
    )
  }

  async *scan<T>(prefix = ''): AsyncIterable<[string, T]> {
    const store = this.#keyv.store
    if (!isOrderedAdapter(store)) {
      yield* this.#iterate<T>(prefix)
      return
    }
    let after: string | undefined
    for (;;) {
      const page = await this.#readRange(store, {
        prefix: this.#namespace + this.#prefix + prefix,
        after,
        limit: scanPageSize,
      })
      for (const entry of page.entries) if (entry) yield entry as [string, T]
      if (page.last === undefined) return
      after = page.last
    }
  }

  async range<T>(prefix: string, options: RangeOptions): Promise<[string, T][]> {
    const entries: [string, T][] = []
    if (options.limit <= 0) return entries
    const store = this.#keyv.store
    if (!isOrderedAdapter(store)) return this.#sortedRange(prefix, options)
    const full = (key: string | undefined) => (key === undefined ? undefined : this.#namespace + this.#prefix + key)
    const query: RangeQuery = {
      prefix: this.#namespace + this.#prefix + prefix,
      after: full(options.after),
      before: full(options.before),
      limit: options.limit,
      reverse: options.reverse,
    }
    for (;;) {
      const page = await this.#readRange(store, { ...query, limit: options.limit - entries.length })
      for (const entry of page.entries) if (entry) entries.push(entry as [string, T])
      if (page.last === undefined || entries.length >= options.limit) return entries
      if (query.reverse) query.before = page.last
      else query.after = page.last
    }
  }

  async firstKeys(prefix: string, limit: number): Promise<string[]> {
    return (await this.range(prefix, { limit })).map(([key]) => key)
  }

  async deletePrefix(prefix: string): Promise<number> {
    const keys: string[] = []
    for await (const [key] of this.scan(prefix)) keys.push(key)
    for (let i = 0; i < keys.length; i += 500) await this.deleteMany(keys.slice(i, i + 500))
    return keys.length
  }

  claim(key: string, value: unknown, ttlMs?: number): Promise<boolean> {
    const store = this.#keyv.store
    if (isOrderedAdapter(store)) {
      const now = Date.now()
      return store.claim(this.#adapterKey(key), encodeEntry(value, ttlMs, now), ttlMs, now)
    }
    return this.#lock.run(key, async () => {
      if ((await this.get(key)) !== undefined) return false
      await this.set(key, value, ttlMs)
      return true
    })
  }

  increment(key: string, by = 1): Promise<number> {
    const store = this.#keyv.store
    if (isOrderedAdapter(store)) return store.increment(this.#adapterKey(key), by, Date.now())
    return this.#lock.run(key, async () => {
      const next = ((await this.get<number>(key)) ?? 0) + by
      await this.set(key, next)
      return next
    })
  }

  withLock<T>(key: string, work: () => Promise<T>): Promise<T> {
    return this.#lock.run(key, work)
  }

  /** The key as Keyv hands it to its adapter. */
  #adapterKey(key: string): string {
    return this.#namespace + this.#prefix + key
  }

  /**
   * One read of the adapter's range, decoded: the live entries (collection keys), and the adapter key to read
   * on from, undefined when the adapter had no more. Expired entries are skipped and deleted, as Keyv's own
   * reads do.
   */
  async #readRange(
    store: OrderedAdapter,
    query: RangeQuery,
  ): Promise<{ entries: ([string, unknown] | undefined)[]; last: string | undefined }> {
    const rows = await store.range(query)
    const skip = this.#namespace.length + this.#prefix.length
    const entries = await Promise.all(
      rows.map(async ([key, stored]): Promise<[string, unknown] | undefined> => {
        const data = deserialize<KeyvEntry>(stored)
        if (isExpired(data, Date.now())) {
          await this.#keyv.delete(key.slice(this.#namespace.length))
          return undefined
        }
        return [key.slice(skip), data.value]
      }),
    )
    return { entries, last: rows.length < query.limit ? undefined : rows.at(-1)?.[0] }
  }

  /** A Keyv of the application's: its iterator over the whole namespace, filtered to the prefix. */
  async *#iterate<T>(prefix: string): AsyncIterable<[string, T]> {
    const iterator = this.#keyv.iterator
    if (!iterator) throw new Error('this store cannot list its keys')
    const full = this.#prefix + prefix
    for await (const [key, value] of iterator(this.#keyv.namespace) as AsyncIterable<[string, T]>) {
      if (key.startsWith(full)) yield [key.slice(this.#prefix.length), value]
    }
  }

  async #sortedRange<T>(prefix: string, options: RangeOptions): Promise<[string, T][]> {
    const { after, before, limit, reverse } = options
    const entries: [string, T][] = []
    for await (const [key, value] of this.#iterate<T>(prefix)) {
      if (
        (after === undefined || compareKeys(key, after) > 0) &&
        (before === undefined || compareKeys(key, before) < 0)
      )
        entries.push([key, value])
    }
    entries.sort(([a], [b]) => compareKeys(a, b) * (reverse ? -1 : 1))
    return entries.slice(0, limit)
  }
}
