import type { RedisClient } from './redis-client.js'

/** A count of what happened in one fixed time window: the windows are `windowMs` long, counted from the epoch. */
export interface WindowTake {
  /** Whether this call was counted: false when the window already held `limit`. */
  taken: boolean
  /** What the window holds after this call. */
  count: number
}

/**
 * Counters of fixed time windows, kept where the store keeps its records when the backend can count atomically
 * across processes (Redis), in the process otherwise. The caller's clock picks the window (`now`), so a test
 * crosses windows by moving its clock; the backend's own expiry only drops windows that have passed.
 */
export interface WindowCounter {
  /** Whether every process sharing the store shares these counts (true on Redis). */
  readonly shared: boolean
  /**
   * Counts `amount` (default 1) more in `key`'s window at `now`, unless that would take the window past `limit`:
   * checked and counted in one step, so two callers never both take the last place, and a take that does not fit
   * counts nothing. Counted in the process, the answer is at hand (no promise), so the API's hot path takes no
   * extra microtask turn for it (about 0.1 µs a request here).
   */
  take(key: string, limit: number, windowMs: number, now: number, amount?: number): WindowTake | Promise<WindowTake>
}

const windowOf = (now: number, windowMs: number): number => Math.floor(now / windowMs)

/**
 * Windows in the process: one entry per key, replaced when its window passes, so the map holds one number per
 * key (API key and route class, session) however long the process runs.
 */
export class MemoryWindowCounter implements WindowCounter {
  readonly shared = false
  readonly #windows = new Map<string, { window: number; count: number }>()

  take(key: string, limit: number, windowMs: number, now: number, amount = 1): WindowTake {
    const window = windowOf(now, windowMs)
    let entry = this.#windows.get(key)
    if (entry === undefined || entry.window !== window) {
      entry = { window, count: 0 }
      this.#windows.set(key, entry)
    }
    if (entry.count + amount > limit) return { taken: false, count: entry.count }
    entry.count += amount
    return { taken: true, count: entry.count }
  }
}

/**
 * Checks the window's count against the limit and counts `ARGV[3]` more in one step (a script runs atomically on
 * the server), so processes sharing the server never both take the last place; the first count of a window sets
 * its expiry. Answers `{count, taken}` as a two-element array.
 */
const takeScript = `local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local amount = tonumber(ARGV[3])
if count + amount > tonumber(ARGV[1]) then return {count, 0} end
count = redis.call('INCRBY', KEYS[1], amount)
if count == amount then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return {count, 1}`

/**
 * Windows on Redis, beside the store's collections (`<namespace>.windows:<key>:<window>`, never a collection's
 * key): every process that shares the server shares the counts.
 */
export class RedisWindowCounter implements WindowCounter {
  readonly shared = true
  readonly #client: Promise<RedisClient>
  readonly #prefix: string

  constructor(client: Promise<RedisClient>, namespace: string) {
    this.#client = client
    this.#prefix = `${namespace}.windows:`
  }

  async take(key: string, limit: number, windowMs: number, now: number, amount = 1): Promise<WindowTake> {
    const window = windowOf(now, windowMs)
    const [count, taken] = (await (
      await this.#client
    ).sendCommand([
      'EVAL',
      takeScript,
      '1',
      `${this.#prefix}${key}:${window}`,
      String(limit),
      // Kept a window past its end: a process whose clock runs a little behind still finds it.
      String(2 * windowMs),
      String(amount),
    ])) as [number, number]
    return { taken: taken === 1, count }
  }
}
