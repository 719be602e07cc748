import { hash, randomBytes } from 'node:crypto'
import { type Clock, isoAt } from '../clock.js'
import { EngineError } from '../errors.js'
import { newId } from '../ids.js'
import { decodeCursor, encodeCursor, type Page } from '../paging.js'
import type { Scheduler } from '../scheduler.js'
import type { Collection } from '../store/collection.js'
import type { KeyAccess } from '../operations/access.js'
import type { CreateKeyInput, Key, KeyWithSecret } from './schema.js'
import { keyErrors } from './errors.js'

/** The stored key: what the API shows, and the SHA-256 of the secret, which is all that is kept of it. */
interface KeyRecord extends Key {
  hash: string
}

/**
 * How long a key this process has seen is trusted before the store is asked again. A deletion here evicts it
 * at once; another process sharing the store (Redis, PostgreSQL) stops taking a deleted key within this bound.
 */
export const KEY_RECHECK_MS = 5_000

/** 32 random bytes: 256 bits, so no guessing and no rainbow table reaches one; `sk_` lets secret scanners find it. */
const newSecret = (): string => `sk_${randomBytes(32).toString('base64url')}`

/**
 * One SHA-256 of the secret. A slow password hash (scrypt, Argon2) protects low-entropy secrets people choose;
 * these are 256 random bits, which no brute force reaches, and a fast digest keeps authentication at
 * microseconds per request. The digest is the lookup key, so no comparison of secrets happens at all.
 */
export const secretDigest = (secret: string): string => hash('sha256', secret, 'hex')

const recordKey = (id: string): string => `id:${id}`
const hashKey = (digest: string): string => `hash:${digest}`

const shown = ({ hash: _hash, ...key }: KeyRecord): Key => key

const accessOf = (record: KeyRecord): KeyAccess => ({
  keyId: record.id,
  name: record.name,
  scopes: record.scopes,
  sessionIds: record.sessionIds,
})

/**
 * API keys created through the API or `engine.keys`: stored in the engine's store under the id (for the list)
 * and under the digest of the secret (for authentication), never the secret itself. Keys never change after
 * creation, so the two records cannot disagree. Authentication reads a cache first; see KEY_RECHECK_MS.
 */
export class KeyService {
  readonly #collection: Collection
  readonly #clock: Clock
  readonly #scheduler: Scheduler
  readonly #seen = new Map<string, { access: KeyAccess; checkedAt: number }>()
  /** What `watch` was asked to call, by key id, when this process deletes the key. */
  readonly #watchers = new Map<string, Set<() => void>>()

  constructor(collection: Collection, clock: Clock, scheduler: Scheduler) {
    this.#collection = collection
    this.#clock = clock
    this.#scheduler = scheduler
  }

  async create(input: CreateKeyInput): Promise<KeyWithSecret> {
    const secret = newSecret()
    const record: KeyRecord = {
      id: newId('key', 16),
      name: input.name,
      scopes: input.scopes,
      sessionIds: input.sessionIds ?? null,
      createdAt: isoAt(this.#clock.now()),
      hash: secretDigest(secret),
    }
    await this.#collection.setMany([
      { key: hashKey(record.hash), value: record },
      { key: recordKey(record.id), value: record },
    ])
    return { ...shown(record), key: secret }
  }

  /** In id order (ids are random, so this is no order of creation); `limit` per page. */
  async list(options: { limit: number; cursor?: string | undefined }): Promise<Page<Key>> {
    const after = options.cursor
      ? decodeCursor(options.cursor, (position) => (typeof position.k === 'string' ? recordKey(position.k) : null))
      : undefined
    const rows = await this.#collection.range<KeyRecord>('id:', {
      limit: options.limit + 1,
      ...(after ? { after } : {}),
    })
    const items = rows.slice(0, options.limit).map(([, record]) => shown(record))
    const last = items.at(-1)
    return { items, nextCursor: rows.length > options.limit && last ? encodeCursor({ k: last.id }) : null }
  }

  async get(keyId: string): Promise<Key> {
    return shown(await this.#require(keyId))
  }

  /** Removes the key; it stops authenticating in this process at once. */
  async delete(keyId: string): Promise<Key & { deleted: true }> {
    const record = await this.#require(keyId)
    await this.#collection.deleteMany([hashKey(record.hash), recordKey(record.id)])
    this.#seen.delete(record.hash)
    for (const gone of [...(this.#watchers.get(record.id) ?? [])]) gone()
    return { ...shown(record), deleted: true }
  }

  /**
   * Calls `gone` once when the key (by its id and the digest of its secret) is deleted: at once when this process
   * deletes it, within KEY_RECHECK_MS when another process sharing the store does (its record is read again that
   * often). For what outlives a request, such as an event stream. Returns what stops watching.
   */
  watch(keyId: string, digest: string, gone: () => void): () => void {
    const watchers = this.#watchers.get(keyId) ?? new Set()
    this.#watchers.set(keyId, watchers)
    let timer: unknown
    const recheck = () => {
      this.#collection.get<KeyRecord>(hashKey(digest)).then(
        (record) => {
          if (!record) {
            this.#seen.delete(digest)
            return fire()
          }
          if (watchers.has(fire)) timer = this.#scheduler.setTimeout(recheck, KEY_RECHECK_MS)
        },
        // A store that does not answer is no evidence of a deletion: the next round asks again.
        () => {
          if (watchers.has(fire)) timer = this.#scheduler.setTimeout(recheck, KEY_RECHECK_MS)
        },
      )
    }
    timer = this.#scheduler.setTimeout(recheck, KEY_RECHECK_MS)
    const stop = () => {
      this.#scheduler.clearTimeout(timer)
      watchers.delete(fire)
      if (watchers.size === 0 && this.#watchers.get(keyId) === watchers) this.#watchers.delete(keyId)
    }
    function fire() {
      if (!watchers.has(fire)) return
      stop()
      gone()
    }
    watchers.add(fire)
    return stop
  }

  /**
   * The access of the key whose secret has this digest, or undefined for none. Synchronous from the cache while
   * the entry is fresh, so a request with a known key costs no store read.
   */
  lookup(digest: string): KeyAccess | undefined | Promise<KeyAccess | undefined> {
    const seen = this.#seen.get(digest)
    const now = this.#clock.now()
    if (seen && now - seen.checkedAt < KEY_RECHECK_MS) return seen.access
    return this.#collection.get<KeyRecord>(hashKey(digest)).then((record) => {
      if (!record) {
        this.#seen.delete(digest)
        return undefined
      }
      const access = seen?.access ?? accessOf(record)
      this.#seen.set(digest, { access, checkedAt: now })
      return access
    })
  }

  async #require(keyId: string): Promise<KeyRecord> {
    const record = await this.#collection.get<KeyRecord>(recordKey(keyId))
    if (!record) throw new EngineError(keyErrors.key_not_found, `No API key with id "${keyId}".`)
    return record
  }
}
