import { isExpired, type KeyvEntry } from './keyv-entry.js'
import { compareKeys, OrderedAdapter, prefixEnd, type RangeQuery } from './ordered-adapter.js'
import { deserialize, serialize } from './serialization.js'

/** `memory://`: a map for the values beside its keys kept sorted, so a range is two binary searches and a slice. */
export class MemoryAdapter extends OrderedAdapter {
  readonly #values = new Map<string, string>()
  readonly #sorted: string[] = []

  async get(key: string): Promise<string | undefined> {
    return this.#values.get(key)
  }

  async getMany(keys: string[]): Promise<(string | undefined)[]> {
    return keys.map((key) => this.#values.get(key))
  }

  async set(key: string, value: string): Promise<void> {
    this.#put(key, value)
  }

  async setMany(entries: { key: string; value: string }[]): Promise<void> {
    for (const { key, value } of entries) await this.set(key, value)
  }

  async delete(key: string): Promise<boolean> {
    if (!this.#values.delete(key)) return false
    this.#sorted.splice(this.#firstNotBelow(key), 1)
    return true
  }

  async deleteMany(keys: string[]): Promise<boolean> {
    let deleted = false
    for (const key of keys) deleted = (await this.delete(key)) || deleted
    return deleted
  }

  /** Synchronous: nothing runs between its writes. */
  async apply(entries: { key: string; value: string }[], keys: string[]): Promise<void> {
    for (const { key, value } of entries) this.#put(key, value)
    for (const key of keys) if (this.#values.delete(key)) this.#sorted.splice(this.#firstNotBelow(key), 1)
  }

  async clear(): Promise<void> {
    this.#values.clear()
    this.#sorted.length = 0
  }

  async range(query: RangeQuery): Promise<[string, string][]> {
    const end = prefixEnd(query.prefix)
    let start = this.#firstNotBelow(query.prefix)
    if (query.after !== undefined) start = Math.max(start, this.#firstAbove(query.after))
    let stop = end === undefined ? this.#sorted.length : this.#firstNotBelow(end)
    if (query.before !== undefined) stop = Math.min(stop, this.#firstNotBelow(query.before))
    if (stop <= start) return []
    const keys = query.reverse
      ? this.#sorted.slice(Math.max(start, stop - query.limit), stop).reverse()
      : this.#sorted.slice(start, Math.min(stop, start + query.limit))
    return keys.map((key) => [key, this.#values.get(key)!])
  }

  // Read and write run without an await between them: nothing else in the process can come in between.
  async claim(key: string, stored: string, _ttlMs: number | undefined, now: number): Promise<boolean> {
    if (this.#live(key, now) !== undefined) return false
    this.#put(key, stored)
    return true
  }

  async increment(key: string, by: number, now: number): Promise<number> {
    const sum = Number(this.#live(key, now)?.value ?? 0) + by
    this.#put(key, serialize({ value: sum } satisfies KeyvEntry))
    return sum
  }

  #live(key: string, now: number): KeyvEntry | undefined {
    const stored = this.#values.get(key)
    if (stored === undefined) return undefined
    const entry = deserialize<KeyvEntry>(stored)
    return isExpired(entry, now) ? undefined : entry
  }

  #put(key: string, value: string): void {
    if (!this.#values.has(key)) this.#sorted.splice(this.#firstNotBelow(key), 0, key)
    this.#values.set(key, value)
  }

  /** Index of the first sorted key that is not below `key`. */
  #firstNotBelow(key: string): number {
    return this.#search((candidate) => compareKeys(candidate, key) >= 0)
  }

  /** Index of the first sorted key above `key`. */
  #firstAbove(key: string): number {
    return this.#search((candidate) => compareKeys(candidate, key) > 0)
  }

  #search(reached: (candidate: string) => boolean): number {
    let low = 0
    let high = this.#sorted.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (reached(this.#sorted[middle]!)) high = middle
      else low = middle + 1
    }
    return low
  }
}
