import { EventEmitter } from 'node:events'

/** Which keys an ordered read returns: under `prefix`, strictly between `after` and `before`, at most `limit`. */
export interface RangeQuery {
  prefix: string
  after?: string
  before?: string
  limit: number
  /** Largest key first. */
  reverse?: boolean
}

/**
 * A Keyv store adapter that also reads keys in order, natively (an index, a sorted set, an ordered map), so a
 * page costs what the page holds rather than a scan of the prefix. Keys and values are what Keyv hands the
 * adapter: keys carry Keyv's namespace, values are serialised text. Key order is Unicode code point order,
 * which is UTF-8 byte order: what SQLite's BINARY collation, PostgreSQL's "C" collation and Redis' lexicographic
 * ranges compare.
 */
export abstract class OrderedAdapter extends EventEmitter {
  /** Keyv reads `opts` off every adapter; these hold no options of their own. */
  readonly opts: Record<string, unknown> = {}
  /** Set by Keyv: its namespace, which every key it hands over already starts with. */
  namespace: string | undefined

  abstract get(key: string): Promise<string | undefined>
  abstract getMany(keys: string[]): Promise<(string | undefined)[]>
  abstract set(key: string, value: string, ttlMs?: number): Promise<void>
  abstract setMany(entries: { key: string; value: string; ttl?: number }[]): Promise<void>
  abstract delete(key: string): Promise<boolean>
  abstract deleteMany(keys: string[]): Promise<boolean>
  /** Sets `entries` and deletes `keys` (none of them among the entries) in one transaction of the backend. */
  abstract apply(entries: { key: string; value: string; ttl?: number }[], keys: string[]): Promise<void>
  abstract clear(): Promise<void>
  abstract range(query: RangeQuery): Promise<[key: string, stored: string][]>
  /**
   * Writes `stored` (an encoded Keyv entry, keyv-entry.ts) at `key` unless a live entry is there (one not past
   * its `expires` at `now`), in one step of the backend: of several processes claiming one key, exactly one
   * wins. True when this call wrote it.
   */
  abstract claim(key: string, stored: string, ttlMs: number | undefined, now: number): Promise<boolean>
  /**
   * Adds `by` to the number in the entry at `key` (absent or expired at `now` counts as 0) in one step of the
   * backend, and answers the sum. The entry keeps no expiry, as a plain set without a TTL would.
   */
  abstract increment(key: string, by: number, now: number): Promise<number>
}

export const isOrderedAdapter = (store: unknown): store is OrderedAdapter => store instanceof OrderedAdapter

/** Orders keys by code point (UTF-8 byte order), not by UTF-16 unit as `<` on strings does. */
export function compareKeys(a: string, b: string): number {
  if (a === b) return 0
  const length = Math.min(a.length, b.length)
  for (let index = 0; index < length; index += 1) {
    const left = a.codePointAt(index)!
    const right = b.codePointAt(index)!
    if (left !== right) return left < right ? -1 : 1
    if (left > 0xffff) index += 1
  }
  return a.length < b.length ? -1 : 1
}

/**
 * The smallest key greater than every key that starts with `prefix` (undefined for the empty prefix): the
 * prefix with its last code point raised by one, so a prefix is a range of an ordered index.
 */
export function prefixEnd(prefix: string): string | undefined {
  const chars = [...prefix]
  while (chars.length > 0) {
    const last = chars.pop()!.codePointAt(0)!
    if (last === 0x10ffff) continue
    // Surrogate code points are not characters a database accepts: the next one after them is U+E000.
    const next = last + 1 === 0xd800 ? 0xe000 : last + 1
    return chars.join('') + String.fromCodePoint(next)
  }
  return undefined
}

/**
 * A range query as one lower and one upper bound: the prefix's own bounds or `after`/`before` where they are
 * tighter. An index walk uses a single bound at each end (SQLite, given two lower bounds, walked from the
 * first and filtered the other: a page deep in a prefix read every key before it).
 */
export function rangeBounds(query: RangeQuery): {
  lower: { key: string; inclusive: boolean }
  upper: string | undefined
} {
  const { prefix, after, before } = query
  const end = prefixEnd(prefix)
  return {
    lower:
      after !== undefined && compareKeys(after, prefix) >= 0
        ? { key: after, inclusive: false }
        : { key: prefix, inclusive: true },
    upper: before !== undefined && (end === undefined || compareKeys(before, end) < 0) ? before : end,
  }
}
