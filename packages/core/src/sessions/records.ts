import { isoAt } from '../clock.js'
import type { Clock } from '../clock.js'
import { EngineError } from '../errors.js'
import { decodeCursor, encodeCursor, type Page } from '../paging.js'
import type { Collection } from '../store/collection.js'
import { sessionErrors } from './errors.js'
import type { SessionRecord } from './types.js'

/**
 * The session records, kept in memory and written through to the store's `sessions` collection; `changed` tells
 * the cluster's other nodes of each change.
 */
export class SessionRecords {
  readonly #records = new Map<string, SessionRecord>()
  /** The ids in code-unit order for pages, sorted again only after a session was added or removed. */
  #sortedIds: string[] | null = null
  readonly #collection: Collection
  readonly #clock: Clock
  readonly #changed: (sessionId: string) => void

  constructor(collection: Collection, clock: Clock, changed: (sessionId: string) => void) {
    this.#collection = collection
    this.#clock = clock
    this.#changed = changed
  }

  /** Loads every stored record into memory (engine.start). */
  async load(): Promise<void> {
    for await (const [id, record] of this.#collection.scan<SessionRecord>()) this.#records.set(id, record)
    this.#sortedIds = null
  }

  get size(): number {
    return this.#records.size
  }

  has(sessionId: string): boolean {
    return this.#records.has(sessionId)
  }

  /** The record, or undefined: for the callers that act on an unknown session without a 404. */
  find(sessionId: string): SessionRecord | undefined {
    return this.#records.get(sessionId)
  }

  /** The record; the 404 `session_not_found` for an unknown session. */
  get(sessionId: string): SessionRecord {
    const record = this.#records.get(sessionId)
    if (!record) throw new EngineError(sessionErrors.session_not_found, `No session with id "${sessionId}".`)
    return record
  }

  ids(): string[] {
    return [...this.#records.keys()]
  }

  values(): IterableIterator<SessionRecord> {
    return this.#records.values()
  }

  async add(record: SessionRecord): Promise<void> {
    await this.#collection.set(record.sessionId, record)
    this.#records.set(record.sessionId, record)
    this.#sortedIds = null
    this.#changed(record.sessionId)
  }

  async remove(sessionId: string): Promise<void> {
    await this.#collection.delete(sessionId)
    this.#records.delete(sessionId)
    this.#sortedIds = null
    this.#changed(sessionId)
  }

  async update(sessionId: string, patch: Partial<SessionRecord>): Promise<SessionRecord> {
    const current = this.get(sessionId)
    const next = { ...current, ...patch, updatedAt: isoAt(this.#clock.now()) }
    this.#records.set(sessionId, next)
    // Written under the key's lock with the newest snapshot, so concurrent updates land in order.
    await this.#collection.withLock(sessionId, async () => {
      const latest = this.#records.get(sessionId)
      if (latest) await this.#collection.set(sessionId, latest)
    })
    this.#changed(sessionId)
    return next
  }

  /** Reads a record again from the store after another node changed it; whether it is still there. */
  async reload(sessionId: string): Promise<boolean> {
    const record = await this.#collection.get<SessionRecord>(sessionId)
    // The page order changes only when a session appears or goes.
    if (this.#records.has(sessionId) !== (record !== undefined)) this.#sortedIds = null
    if (record) {
      this.#records.set(sessionId, record)
      return true
    }
    this.#records.delete(sessionId)
    return false
  }

  /**
   * `limit` ids in order after the cursor's id: a page costs its own sessions plus a binary search, so a process
   * of 10,000 sessions answers a page as fast as one of 100. A session added or removed between pages is seen or
   * not according to its id, never twice. With `sessionIds`, a page of those of them that exist.
   */
  page(limit: number, cursor?: string, sessionIds: readonly string[] | null = null): Page<string> {
    if (!this.#sortedIds) this.#sortedIds = [...this.#records.keys()].sort()
    const ids = sessionIds === null ? this.#sortedIds : sessionIds.filter((id) => this.#records.has(id)).sort()
    const after =
      cursor === undefined ? undefined : decodeCursor(cursor, (p) => (typeof p.after === 'string' ? p.after : null))
    let start = 0
    if (after !== undefined) {
      let high = ids.length
      while (start < high) {
        const middle = (start + high) >>> 1
        if (ids[middle]! <= after) start = middle + 1
        else high = middle
      }
    }
    const taken = ids.slice(start, start + limit)
    const last = taken.at(-1)
    return {
      items: taken,
      nextCursor: last !== undefined && start + limit < ids.length ? encodeCursor({ after: last }) : null,
    }
  }
}
