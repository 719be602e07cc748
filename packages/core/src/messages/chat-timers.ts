import type { Collection } from '../store/collection.js'

/** How many chats' timers are kept in memory; the store holds them all. */
const cachedChats = 10_000

/**
 * The disappearing-messages timer of each 1:1 chat, as the session last saw it (seconds; none when off): kept in the
 * store so it outlives a restart, and in memory for the chats sent to lately, so a send (which asks for its chat's
 * timer every time) reads the store once per chat, not once per message. A session id never holds ':', so
 * `<sessionId>:` is the session's prefix in the `chats` collection.
 */
export class ChatTimers {
  readonly #store: Collection
  /** Seconds by store key; 0 is a chat known to have no timer. */
  readonly #cache = new Map<string, number>()

  constructor(store: Collection) {
    this.#store = store
  }

  async get(sessionId: string, chatJid: string): Promise<number> {
    const key = keyOf(sessionId, chatJid)
    const cached = this.#cache.get(key)
    if (cached !== undefined) return cached
    const seconds = (await this.#store.get<number>(key)) ?? 0
    this.#remember(key, seconds)
    return seconds
  }

  async set(sessionId: string, chatJid: string, seconds: number): Promise<void> {
    const key = keyOf(sessionId, chatJid)
    this.#remember(key, seconds)
    if (seconds > 0) await this.#store.set(key, seconds)
    else await this.#store.delete(key)
  }

  /** A deleted session's timers leave memory; its store entries go with the session's `chats` prefix. */
  forget(sessionId: string): void {
    const prefix = `${sessionId}:`
    for (const key of this.#cache.keys()) if (key.startsWith(prefix)) this.#cache.delete(key)
  }

  #remember(key: string, seconds: number): void {
    this.#cache.delete(key)
    this.#cache.set(key, seconds)
    if (this.#cache.size > cachedChats) this.#cache.delete(this.#cache.keys().next().value!)
  }
}

const keyOf = (sessionId: string, chatJid: string): string => `${sessionId}:timer:${chatJid}`
