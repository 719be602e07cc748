import { serialize } from './serialization.js'

/** What Keyv stores at a key, serialised (serialization.ts): the value and when it expires (ms since the epoch). */
export interface KeyvEntry<T = unknown> {
  value: T
  expires?: number | null
}

/** Keyv's own test on read: an entry past its `expires` reads as absent. */
export const isExpired = (entry: KeyvEntry, now: number): boolean =>
  typeof entry.expires === 'number' && now > entry.expires

/** The text Keyv would write for `value` set at `now` with `ttlMs` (none, or 0, for no expiry). */
export const encodeEntry = (value: unknown, ttlMs: number | undefined, now: number): string =>
  serialize({ value, expires: ttlMs ? now + ttlMs : undefined } satisfies KeyvEntry)
