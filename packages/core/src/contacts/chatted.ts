import type { Collection } from '../store/collection.js'
import type { PersonRecord } from './schema.js'

/** How many people are remembered as already in the index; the store holds them all. */
const rememberedPeople = 10_000

/**
 * Store key of a person the account has chatted with 1:1, by their JID as the messages named them: kept once, on
 * the first message either way, so the address book pages both indexes in step instead of scanning the chats.
 */
export const chattedPrefix = (sessionId: string): string => `${sessionId}:chatted:`

/**
 * The chatted index, with the people lately sent to or heard from remembered once the store holds them: an entry is
 * never changed and leaves only with its session, so every send and message after a person's first (each of which
 * asks) costs no store read.
 */
export class ChattedIndex {
  readonly #store: Collection
  /** Store keys known to be written. */
  readonly #kept = new Set<string>()

  constructor(store: Collection) {
    this.#store = store
  }

  async has(sessionId: string, jid: string): Promise<boolean> {
    const key = chattedPrefix(sessionId) + jid
    if (this.#kept.has(key)) return true
    if ((await this.#store.get(key)) === undefined) return false
    this.#remember(key)
    return true
  }

  /** Keeps the first naming of `person`; later ones are not written. */
  async keep(sessionId: string, person: PersonRecord): Promise<void> {
    const key = chattedPrefix(sessionId) + person.jid
    if (this.#kept.has(key)) return
    await this.#store.claim(key, person)
    this.#remember(key)
  }

  /** A deleted session's people leave memory; its store entries go with the session's prefix. */
  forget(sessionId: string): void {
    const prefix = chattedPrefix(sessionId)
    for (const key of this.#kept) if (key.startsWith(prefix)) this.#kept.delete(key)
  }

  #remember(key: string): void {
    this.#kept.delete(key)
    this.#kept.add(key)
    if (this.#kept.size > rememberedPeople) this.#kept.delete(this.#kept.values().next().value!)
  }
}
