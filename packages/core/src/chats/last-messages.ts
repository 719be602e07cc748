import type { Collection } from '../store/collection.js'
import type { Logger } from '../logger.js'
import type { LastMessage } from '../protocol/ports/chats.js'

export interface LastMessagesOptions {
  collection: Collection
  logger: Logger
  /** Longest time a record waits in memory before it is written (default 1000 ms). */
  flushIntervalMs?: number
  /** Chats kept in memory across all sessions, and the most records waiting to be written (default 10,000). */
  maxEntries?: number
}

/** Store key of one chat's record; a session id never holds ':', so `<sessionId>:` is the session's prefix. */
const keyOf = (sessionId: string, chatJid: string): string => `${sessionId}:${chatJid}`

/**
 * Each chat's newest message, per session, for the chat actions whose mutation names a message range
 * (archive, mark read/unread, clear, delete).
 *
 * `record` is called on every message sent and received and only touches memory: it sets the entry in a
 * bounded cache (least recently used first out) and in a pending map; a flush writes the pending entries in
 * one `setMany` at most `flushIntervalMs` after the first (as the usage counters are written), and on close.
 * So the send path pays a map write, never a store round trip. `get` reads memory first, then the store, for
 * a chat whose entry left the cache or was written before a restart.
 *
 * Bounds: the cache and the pending map hold at most `maxEntries` chats each; should the store refuse writes
 * for long, the oldest pending entries give way (their chat falls back to a range by timestamp). The store
 * keeps one small row per chat a session has seen, removed with the session. A crash loses at most the last
 * interval's records. Which message is newest is decided in memory: an entry older than the one in memory is
 * ignored.
 */
export class LastMessages {
  readonly #collection: Collection
  readonly #logger: Logger
  readonly #flushIntervalMs: number
  readonly #maxEntries: number
  readonly #cache = new Map<string, LastMessage>()
  #pending = new Map<string, LastMessage>()
  #timer: ReturnType<typeof setTimeout> | undefined
  #closed = false
  /** The flush running now: the next waits for it, so close() returns only once every write has landed. */
  #flushing: Promise<void> = Promise.resolve()

  constructor(options: LastMessagesOptions) {
    this.#collection = options.collection
    this.#logger = options.logger
    this.#flushIntervalMs = options.flushIntervalMs ?? 1000
    this.#maxEntries = options.maxEntries ?? 10_000
  }

  record(sessionId: string, chatJid: string, message: LastMessage): void {
    const key = keyOf(sessionId, chatJid)
    const known = this.#pending.get(key) ?? this.#cache.get(key)
    if (known && known.timestamp > message.timestamp) return
    remember(this.#cache, key, message, this.#maxEntries)
    remember(this.#pending, key, message, this.#maxEntries)
    if (this.#timer || this.#closed) return
    this.#timer = setTimeout(() => {
      this.#timer = undefined
      this.flush().catch((error: unknown) =>
        this.#logger.warn({ err: error }, "writing the chats' last messages failed; they stay pending and are retried"),
      )
    }, this.#flushIntervalMs)
    // A pending flush must not keep a host process alive; close() writes whatever is left.
    this.#timer.unref?.()
  }

  /** The chat's newest message the engine saw, or null for a chat it never saw. */
  async get(sessionId: string, chatJid: string): Promise<LastMessage | null> {
    const key = keyOf(sessionId, chatJid)
    const known = this.#pending.get(key) ?? this.#cache.get(key)
    if (known) return known
    const stored = await this.#collection.get<LastMessage>(key)
    if (!stored) return null
    remember(this.#cache, key, stored, this.#maxEntries)
    return stored
  }

  /** Writes every pending record; those whose write fails go back to pending (unless newer ones came meanwhile). */
  flush(): Promise<void> {
    const run = this.#flushing.then(() => this.#write())
    this.#flushing = run.catch(() => undefined)
    return run
  }

  async #write(): Promise<void> {
    if (this.#pending.size === 0) return
    const batch = this.#pending
    this.#pending = new Map()
    try {
      await this.#collection.setMany([...batch].map(([key, value]) => ({ key, value })))
    } catch (error) {
      for (const [key, value] of batch)
        if (!this.#pending.has(key)) remember(this.#pending, key, value, this.#maxEntries)
      throw error
    }
  }

  /** A deleted session's records go with it. */
  async forget(sessionId: string): Promise<void> {
    const prefix = `${sessionId}:`
    for (const map of [this.#cache, this.#pending])
      for (const key of map.keys()) if (key.startsWith(prefix)) map.delete(key)
    await this.#collection.deletePrefix(prefix)
  }

  async close(): Promise<void> {
    this.#closed = true
    clearTimeout(this.#timer)
    this.#timer = undefined
    try {
      await this.flush()
    } catch (error) {
      this.#logger.error(
        { err: error, unwritten: this.#pending.size },
        "the chats' last messages could not be written at shutdown",
      )
    }
  }
}

/** Sets `key` as the newest entry of `map`, dropping the oldest beyond `max`. */
function remember(map: Map<string, LastMessage>, key: string, value: LastMessage, max: number): void {
  map.delete(key)
  map.set(key, value)
  if (map.size > max) map.delete(map.keys().next().value!)
}
