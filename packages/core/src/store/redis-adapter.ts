import { loadDriver } from './drivers.js'
import { OrderedAdapter, type RangeQuery, rangeBounds } from './ordered-adapter.js'
import type { RedisClient } from './redis-client.js'
import { RedisWindowCounter } from './window-counter.js'

/** One client per store, connected on first use and shared by its collections. */
export class RedisServer {
  readonly #client: Promise<RedisClient>

  constructor(url: string) {
    this.#client = (async () => {
      const { createClient } = (await loadDriver('redis')) as { createClient(options: object): RedisClient }
      const client = createClient({ url })
      await client.connect()
      return client
    })()
    this.#client.catch(() => undefined)
  }

  adapter(): RedisAdapter {
    return new RedisAdapter(this.#client)
  }

  windowCounter(namespace: string): RedisWindowCounter {
    return new RedisWindowCounter(this.#client, namespace)
  }

  async close(): Promise<void> {
    const client = await this.#client.catch(() => undefined)
    if (client?.isOpen) await client.close()
  }
}

/** Entries read per SCAN call and per page of an internal walk. */
const batch = 1000

/**
 * Removes members (ARGV) from the sorted set (KEYS[1]) whose keys (KEYS[2…]) are still absent: checked and
 * removed in one step, so a key written again since the range read it stays in the set.
 */
const dropExpired = `for index, member in ipairs(ARGV) do
  if redis.call('EXISTS', KEYS[index + 1]) == 0 then redis.call('ZREM', KEYS[1], member) end
end`

/**
 * KEYS[1] the entry, KEYS[2] the collection's sorted set; ARGV[1] the encoded entry, ARGV[2] its TTL in ms (''
 * for none), ARGV[3] now (ms), ARGV[4] the member. Writes the entry unless a live one is there; 1 when it did.
 */
const claimEntry = `local current = redis.call('GET', KEYS[1])
if current then
  local expires = cjson.decode(current).expires
  if type(expires) ~= 'number' or expires >= tonumber(ARGV[3]) then return 0 end
end
if ARGV[2] == '' then redis.call('SET', KEYS[1], ARGV[1]) else redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) end
redis.call('ZADD', KEYS[2], 0, ARGV[4])
return 1`

/**
 * KEYS[1] the entry, KEYS[2] the collection's sorted set; ARGV[1] the amount, ARGV[2] now (ms), ARGV[3] the
 * member. Adds to the entry's value in Keyv's encoding (\`{"value":n}\`, 17 significant digits: every double
 * reads back exact) and answers the sum as text.
 */
const incrementEntry = `local current = redis.call('GET', KEYS[1])
local sum = 0
if current then
  local entry = cjson.decode(current)
  if type(entry.expires) ~= 'number' or entry.expires >= tonumber(ARGV[2]) then sum = tonumber(entry.value) or 0 end
end
local text = string.format('%.17g', sum + tonumber(ARGV[1]))
redis.call('SET', KEYS[1], '{"value":' .. text .. '}')
redis.call('ZADD', KEYS[2], 0, ARGV[3])
return text`

/**
 * A collection's Keyv store on Redis. Values are strings at the keys @keyv/redis wrote (`<namespace>::<key>`,
 * so data written before this adapter reads unchanged), with Keyv's TTL as Redis' own expiry. Beside them a
 * sorted set of the collection's keys, all at score 0, ordered by their bytes: each write adds to it in the same
 * MULTI, each delete removes from it, and a range is one ZRANGE BYLEX plus an MGET of that page. Redis expires
 * a key without touching the set, so members whose key is gone are dropped from the set when a range meets them.
 */
export class RedisAdapter extends OrderedAdapter {
  readonly #client: Promise<RedisClient>
  #indexed: Promise<RedisClient> | undefined

  constructor(client: Promise<RedisClient>) {
    super()
    this.#client = client
  }

  async get(key: string): Promise<string | undefined> {
    return (await (await this.#client).get(this.#redisKey(key))) ?? undefined
  }

  async getMany(keys: string[]): Promise<(string | undefined)[]> {
    const values = await (await this.#client).mGet(keys.map((key) => this.#redisKey(key)))
    return values.map((value) => value ?? undefined)
  }

  async set(key: string, value: string, ttl?: number): Promise<void> {
    await this.setMany([{ key, value, ttl }])
  }

  async setMany(entries: { key: string; value: string; ttl?: number }[]): Promise<void> {
    if (entries.length === 0) return
    const multi = (await this.#index()).multi()
    for (const { key, value, ttl } of entries)
      multi.set(this.#redisKey(key), value, typeof ttl === 'number' ? { PX: ttl } : undefined)
    multi.zAdd(
      this.#indexKey(),
      entries.map(({ key }) => ({ score: 0, value: key })),
    )
    await multi.exec()
  }

  async delete(key: string): Promise<boolean> {
    return this.deleteMany([key])
  }

  async deleteMany(keys: string[]): Promise<boolean> {
    if (keys.length === 0) return false
    const [deleted] = await (await this.#index())
      .multi()
      .del(keys.map((key) => this.#redisKey(key)))
      .zRem(this.#indexKey(), keys)
      .exec()
    return Number(deleted) > 0
  }

  /** One MULTI: Redis applies all of it or, if the connection drops before EXEC, none. */
  async apply(entries: { key: string; value: string; ttl?: number }[], keys: string[]): Promise<void> {
    const multi = (await this.#index()).multi()
    for (const { key, value, ttl } of entries)
      multi.set(this.#redisKey(key), value, typeof ttl === 'number' ? { PX: ttl } : undefined)
    if (entries.length > 0)
      multi.zAdd(
        this.#indexKey(),
        entries.map(({ key }) => ({ score: 0, value: key })),
      )
    if (keys.length > 0) multi.del(keys.map((key) => this.#redisKey(key))).zRem(this.#indexKey(), keys)
    await multi.exec()
  }

  async clear(): Promise<void> {
    for (;;) {
      const page = await this.#members({ prefix: '', limit: batch })
      if (page.length === 0) return
      await this.deleteMany(page)
    }
  }

  async range(query: RangeQuery): Promise<[string, string][]> {
    const client = await this.#index()
    const entries: [string, string][] = []
    let bounds = query
    while (entries.length < query.limit) {
      const wanted = query.limit - entries.length
      const members = await this.#members({ ...bounds, limit: wanted })
      if (members.length === 0) break
      const values = await client.mGet(members.map((member) => this.#redisKey(member)))
      const gone = members.filter((_, index) => values[index] === null)
      members.forEach((member, index) => {
        const value = values[index]
        if (typeof value === 'string') entries.push([member, value])
      })
      if (gone.length > 0)
        await client.sendCommand([
          'EVAL',
          dropExpired,
          String(gone.length + 1),
          this.#indexKey(),
          ...gone.map((member) => this.#redisKey(member)),
          ...gone,
        ])
      if (members.length < wanted) break
      const last = members.at(-1)!
      bounds = query.reverse ? { ...bounds, before: last } : { ...bounds, after: last }
    }
    return entries
  }

  async claim(key: string, stored: string, ttlMs: number | undefined, now: number): Promise<boolean> {
    const client = await this.#index()
    const args = [stored, ttlMs ? String(ttlMs) : '', String(now), key]
    const claimed = await client.sendCommand(['EVAL', claimEntry, '2', this.#redisKey(key), this.#indexKey(), ...args])
    return Number(claimed) === 1
  }

  async increment(key: string, by: number, now: number): Promise<number> {
    const client = await this.#index()
    const args = [String(by), String(now), key]
    return Number(
      await client.sendCommand(['EVAL', incrementEntry, '2', this.#redisKey(key), this.#indexKey(), ...args]),
    )
  }

  /** Members of the sorted set in the query's bounds, in its order. */
  async #members(query: RangeQuery): Promise<string[]> {
    const client = await this.#index()
    const { lower, upper } = rangeBounds(query)
    const low = `${lower.inclusive ? '[' : '('}${lower.key}`
    const high = upper === undefined ? '+' : `(${upper}`
    const args = query.reverse
      ? ['ZRANGE', this.#indexKey(), high, low, 'BYLEX', 'REV']
      : ['ZRANGE', this.#indexKey(), low, high, 'BYLEX']
    return (await client.sendCommand([...args, 'LIMIT', '0', String(query.limit)])) as string[]
  }

  /** The client, once the sorted set holds every key of the collection. */
  #index(): Promise<RedisClient> {
    if (!this.#indexed) {
      const indexed = this.#client.then(async (client) => {
        await this.#indexExisting(client)
        return client
      })
      this.#indexed = indexed
      // A pass that failed (the server away) runs again on the next call.
      indexed.catch(() => {
        if (this.#indexed === indexed) this.#indexed = undefined
      })
    }
    return this.#indexed
  }

  /**
   * Keys written before the sorted set existed (by @keyv/redis) are added to it once per collection; the marker
   * is set only after the last of them, so an interrupted pass runs again.
   */
  async #indexExisting(client: RedisClient): Promise<void> {
    const marker = `${this.#indexKey()}:complete`
    if ((await client.exists(marker)) === 1) return
    const namespace = `${this.namespace ?? ''}::`
    const match = `${namespace.replace(/[*?[\]\\]/g, '\\$&')}*`
    let cursor = '0'
    do {
      const result = await client.scan(cursor, { MATCH: match, COUNT: batch, TYPE: 'string' })
      cursor = String(result.cursor)
      if (result.keys.length > 0)
        await client
          .multi()
          .zAdd(
            this.#indexKey(),
            result.keys.map((key) => ({ score: 0, value: key.slice(namespace.length) })),
          )
          .exec()
    } while (cursor !== '0')
    await client.set(marker, '1')
  }

  #redisKey(key: string): string {
    return `${this.namespace ?? ''}::${key}`
  }

  /** Beside the data keys (`<namespace>::…`) and never one of them. */
  #indexKey(): string {
    return `${this.namespace ?? ''}:sorted-keys`
  }
}
