import type { PossiblyExtendedCacheStore } from '@whiskeysockets/baileys'

/**
 * The caches a Baileys socket keeps (retry counters, call offers, placeholder resends, user devices, decoded
 * Signal keys), given to it by the driver instead of the `NodeCache`s Baileys and `makeCacheableSignalKeyStore`
 * make. Each `NodeCache` starts a 600 s interval that only `close()` stops, and the interval keeps the cache and
 * everything in it alive: the key store's was never closed, so every reconnect left one behind, decoded Signal
 * sessions included (bench/RESULTS.md, "Endurance: where the heap goes").
 *
 * This one has no timer at all, so there is nothing to close: it goes with the socket however the socket ended.
 * Entries expire lazily instead: a read past an entry's deadline misses, and each write first drops the expired
 * entries at the front. Every entry of a cache lives the same time and a write moves its key to the back, so the
 * map's order is the order of the deadlines and that sweep costs nothing when nothing has expired. `maxEntries`
 * bounds it between sweeps (the oldest entry goes first), where a `NodeCache` grew without limit for ten minutes.
 */
export class SocketCache implements PossiblyExtendedCacheStore {
  readonly #entries = new Map<string, { value: unknown; expiresAt: number }>()
  readonly #ttlMs: number
  readonly #maxEntries: number
  readonly #now: () => number

  constructor(options: { ttlSeconds: number; maxEntries: number; now?: () => number }) {
    this.#ttlMs = options.ttlSeconds * 1000
    this.#maxEntries = options.maxEntries
    this.#now = options.now ?? Date.now
  }

  get size(): number {
    return this.#entries.size
  }

  get<T>(key: string): T | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt <= this.#now()) {
      this.#entries.delete(key)
      return undefined
    }
    return entry.value as T
  }

  set<T>(key: string, value: T): boolean {
    const now = this.#now()
    for (const [oldest, entry] of this.#entries) {
      if (entry.expiresAt > now) break
      this.#entries.delete(oldest)
    }
    this.#entries.delete(key)
    this.#entries.set(key, { value, expiresAt: now + this.#ttlMs })
    if (this.#entries.size > this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value!)
    return true
  }

  del(key: string): boolean {
    return this.#entries.delete(key)
  }

  flushAll(): void {
    this.#entries.clear()
  }

  async mget<T>(keys: string[]): Promise<Record<string, T | undefined>> {
    const found: Record<string, T | undefined> = {}
    for (const key of keys) {
      const value = this.get<T>(key)
      if (value !== undefined) found[key] = value
    }
    return found
  }

  mset<T>(entries: { key: string; value: T }[]): boolean {
    for (const { key, value } of entries) this.set(key, value)
    return true
  }
}
