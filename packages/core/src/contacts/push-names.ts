import type { GroupCommit } from '../store/group-commit.js'
import type { Collection } from '../store/store.js'

/** How many senders' names are remembered as stored; the store holds them all. */
const rememberedNames = 10_000

/** Store key of the push name a person's messages to the session carried, by the JID they came from. */
export const pushNameKey = (sessionId: string, jid: string): string => `${sessionId}:pushName:${jid}`

/**
 * The push name on each person's latest message, written through the store's group commit only when it differs
 * from the one last written: every received message carries one, nearly always unchanged, and each write is a
 * SQLite row in the same write queue as the webhook outbox, whose lanes wait on it (bench/RESULTS.md).
 */
export class PushNames {
  readonly #commit: GroupCommit
  readonly #contacts: Collection
  /** The name last requested per store key, in request order: the group commit stores the latest request. */
  readonly #written = new Map<string, string>()

  constructor(commit: GroupCommit, contacts: Collection) {
    this.#commit = commit
    this.#contacts = contacts
  }

  async keep(sessionId: string, jid: string, name: string): Promise<void> {
    const key = pushNameKey(sessionId, jid)
    if (this.#written.get(key) === name) return
    this.#written.delete(key)
    this.#written.set(key, name)
    if (this.#written.size > rememberedNames) this.#written.delete(this.#written.keys().next().value!)
    try {
      await this.#commit.write(this.#contacts, [{ key, value: name }])
    } catch (error) {
      // Not stored: the next message with this name writes it again.
      if (this.#written.get(key) === name) this.#written.delete(key)
      throw error
    }
  }

  /** A deleted session's names leave memory, and every write requested so far is stored before its prefix goes. */
  async forget(sessionId: string): Promise<void> {
    const prefix = pushNameKey(sessionId, '')
    for (const key of this.#written.keys()) if (key.startsWith(prefix)) this.#written.delete(key)
    await this.#commit.idle()
  }
}
