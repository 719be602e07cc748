import type { Collection } from '../store/collection.js'
import type { StoredMedia } from './events.js'
import type { MediaStore } from './store/media-store.js'

/** What refers to a kept file: one received message of one session. */
export interface MediaReference extends StoredMedia {
  sessionId: string
  chatJid: string
  messageId: string
  fileName: string | null
  /** ms since the epoch */
  createdAt: number
}

/**
 * The references to kept files, durable on their own in the store's `media` collection (also with the message
 * store off), and the files' lifetime: a file is deleted when its last reference ends. Keys (a session id and a
 * JID never hold ':'):
 * - `f:<mediaId>` the reference;
 * - `h:<sha256>:<mediaId>` the file's references, so whether one is left is one `firstKeys`;
 * - `m:<sessionId>:<chatJid>:<messageId>` the message's reference id, to find it again (a replayed message, a
 *   revoke, the session's deletion);
 * - `t:<createdAt, 15 digits>:<mediaId>` the references by age, for the retention sweep.
 *
 * A file's references change under a lock on its hash, so a file being stored again is never deleted under it
 * (in this process; cluster nodes each keep their own received media, docs/media.md).
 */
export class MediaReferences {
  readonly #collection: Collection
  readonly #files: MediaStore

  constructor(collection: Collection, files: MediaStore) {
    this.#collection = collection
    this.#files = files
  }

  get(mediaId: string): Promise<MediaReference | undefined> {
    return this.#collection.get<MediaReference>(`f:${mediaId}`)
  }

  ofMessage(sessionId: string, chatJid: string, messageId: string): Promise<string | undefined> {
    return this.#collection.get<string>(messageKey(sessionId, chatJid, messageId))
  }

  /** Stores the file (once per hash) and the reference to it, under the hash's lock. */
  keep(reference: MediaReference, file: { path: string; size: number; mimetype: string }): Promise<void> {
    return this.#collection.withLock(`h:${reference.sha256}`, async () => {
      await this.#files.put(reference.sha256, file)
      const set = [
        { key: `f:${reference.id}`, value: reference },
        { key: `h:${reference.sha256}:${reference.id}`, value: 1 },
        { key: messageKey(reference.sessionId, reference.chatJid, reference.messageId), value: reference.id },
        { key: ageKey(reference), value: 1 },
      ]
      if (this.#collection.apply) await this.#collection.apply({ set, delete: [] })
      else await this.#collection.setMany(set)
    })
  }

  /** Ends a reference; the file goes with its last one. */
  async release(mediaId: string): Promise<void> {
    const reference = await this.get(mediaId)
    if (!reference) return
    await this.#collection.withLock(`h:${reference.sha256}`, async () => {
      await this.#collection.deleteMany([
        messageKey(reference.sessionId, reference.chatJid, reference.messageId),
        `h:${reference.sha256}:${reference.id}`,
        `f:${reference.id}`,
        ageKey(reference),
      ])
      const left = await this.#collection.firstKeys(`h:${reference.sha256}:`, 1)
      if (left.length === 0) await this.#files.delete(reference.sha256)
    })
  }

  async releaseMessage(sessionId: string, chatJid: string, messageId: string): Promise<void> {
    const mediaId = await this.ofMessage(sessionId, chatJid, messageId)
    if (mediaId) await this.release(mediaId)
  }

  /** Ends every reference of a session (deleted): each file goes unless another session's message holds it. */
  releaseSession(sessionId: string): Promise<void> {
    return this.#releaseUnder(`m:${sessionId}:`)
  }

  /** Ends the references of a chat's messages (the chat deleted). */
  releaseChat(sessionId: string, chatJid: string): Promise<void> {
    return this.#releaseUnder(`m:${sessionId}:${chatJid}:`)
  }

  /** Ends up to `limit` references made before `before` (ms); answers how many. */
  async releaseOlder(before: number, limit: number): Promise<number> {
    const keys = await this.#collection.firstKeys('t:', limit)
    const expired = keys.filter((key) => key < `t:${pad(before)}`)
    for (const key of expired) await this.release(key.slice(key.lastIndexOf(':') + 1))
    return expired.length
  }

  async #releaseUnder(prefix: string): Promise<void> {
    const ids: string[] = []
    for await (const [, mediaId] of this.#collection.scan<string>(prefix)) ids.push(mediaId)
    for (const mediaId of ids) await this.release(mediaId)
  }
}

const pad = (ms: number): string => String(Math.max(0, Math.floor(ms))).padStart(15, '0')

const ageKey = (reference: MediaReference): string => `t:${pad(reference.createdAt)}:${reference.id}`

const messageKey = (sessionId: string, chatJid: string, messageId: string): string =>
  `m:${sessionId}:${chatJid}:${messageId}`
