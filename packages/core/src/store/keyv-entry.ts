import { serialize } from './serialization.js'

/** What Keyv stores at a key, serialised (serialization.ts): the value and when it expires (ms since the epoch). */
export interface KeyvEntry<T = unknown> {
  value: T
  expires?: number | null
}

/** Keyv's own test on read: an entry past its `expires` reads as absent. */
export const isExpired = (entry: KeyvEntry, now: number): boolean =>
  typeof entry.expires === 'number' && now > entry.expires

/**
 * A value that is already JSON text (made by `JSON.stringify` or `serialize`), given as an entry's whole value: it
 * is written into the entry as it is, where a string would be escaped by a second serialisation (for an
 * outbox body of about 1 KB, most of what storing it costs the process). It reads back parsed: the value the text
 * encodes, not the text.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/** Keyv's serialiser for the stores of a URL: an entry as JSON, a `JsonText` value written unescaped. */
export const serializeEntry = (entry: { value?: unknown; expires?: number | null }): string =>
  entry.value instanceof JsonText
    ? `{"value":${entry.value.text}${typeof entry.expires === 'number' ? `,"expires":${entry.expires}` : ''}}`
    : serialize(entry)

/** The text Keyv would write for `value` set at `now` with `ttlMs` (none, or 0, for no expiry). */
export const encodeEntry = (value: unknown, ttlMs: number | undefined, now: number): string =>
  serializeEntry({ value, expires: ttlMs ? now + ttlMs : undefined })
