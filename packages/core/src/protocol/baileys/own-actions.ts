import type { proto } from '@whiskeysockets/baileys'

/** The last `capacity` messages this connection sent, for resends after retry receipts. */
export class RecentSends {
  readonly #messages = new Map<string, proto.IMessage>()
  readonly #capacity: number

  constructor(capacity: number) {
    this.#capacity = capacity
  }

  get(id: string): proto.IMessage | undefined {
    return this.#messages.get(id)
  }

  set(id: string, message: proto.IMessage): void {
    this.#messages.set(id, message)
    if (this.#messages.size > this.#capacity) this.#messages.delete(this.#messages.keys().next().value!)
  }
}

/** Message ids noted for one later match, oldest first; past `capacity` the oldest is forgotten. */
class NotedIds {
  readonly #ids = new Set<string>()

  constructor(readonly capacity: number) {}

  note(id: string): void {
    this.#ids.add(id)
    if (this.#ids.size > this.capacity) this.#ids.delete(this.#ids.values().next().value!)
  }

  /** Whether `id` was noted; it no longer is. */
  delete(id: string): boolean {
    return this.#ids.delete(id)
  }
}

/**
 * What this socket did itself, which Baileys reports back as if it had happened elsewhere: those reports are the
 * API's own actions (its `message.sent`, its edit's answer), not another device's, and the inbound side skips them.
 */
export class OwnActions {
  readonly recent: RecentSends
  /**
   * Ids of the sends in progress: Baileys upserts each of this socket's own sends (`emitOwnEvents`, as `append`)
   * inside sendMessage, and those are the API's `message.sent`, not a message sent from another device. An upsert
   * its event buffer holds back past the send finds the id in `recent` instead.
   */
  readonly #sending = new Set<string>()
  /**
   * Messages this socket edited: Baileys processes its own sends too, and reports an edit as a messages.update of
   * the edited message (the edit's own id is gone), which is the API's edit, not the phone's.
   */
  readonly edits = new NotedIds(1000)
  /** Messages this socket revoked, for the same reason: Baileys reports its own revoke as a messages.update. */
  readonly revokes = new NotedIds(1000)
  /** Messages this socket deleted for me: Baileys applies its own app-state patch and reports it as messages.delete. */
  readonly deletions = new NotedIds(1000)

  constructor(recent: RecentSends) {
    this.recent = recent
  }

  beginSend(id: string): void {
    this.#sending.add(id)
  }

  endSend(id: string): void {
    this.#sending.delete(id)
  }

  isOwnSend(id: string | null | undefined): boolean {
    return !!id && (this.#sending.has(id) || this.recent.get(id) !== undefined)
  }
}
