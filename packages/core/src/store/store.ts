import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import KeyvPostgres from '@keyv/postgres'
import KeyvRedis, { createClient } from '@keyv/redis'
import KeyvSqlite from '@keyv/sqlite'
import { Keyv, type KeyvStoreAdapter } from 'keyv'
import { KeyedLock } from './keyed-lock.js'
import {
  type PrefixLister,
  postgresLister,
  type RedisScanner,
  redisLister,
  sqliteLister,
  tableOf,
} from './prefix-scan.js'
import { deserialize, serialize } from './serialization.js'

export type StoreKind = 'memory' | 'sqlite' | 'redis' | 'postgres' | 'keyv'

/**
 * The fixed set of record families. Each URL-backed collection gets its own Keyv namespace (and adapter
 * instance), so listing sessions never scans the thousands of Signal keys that live beside them.
 */
export type CollectionName =
  | 'sessions'
  | 'auth'
  | 'webhooks'
  | 'deliveries'
  | 'events'
  | 'idempotency'
  | 'usage'
  | 'calls'
  | 'chats'

export interface Collection {
  get<T>(key: string): Promise<T | undefined>
  getMany<T>(keys: string[]): Promise<(T | undefined)[]>
  set(key: string, value: unknown, ttlMs?: number): Promise<void>
  setMany(entries: { key: string; value: unknown; ttlMs?: number }[]): Promise<void>
  delete(key: string): Promise<void>
  deleteMany(keys: string[]): Promise<void>
  /** Every entry whose key starts with `prefix`, in no particular order. */
  scan<T>(prefix?: string): AsyncIterable<[key: string, value: T]>
  /**
   * The `limit` smallest keys that start with `prefix`, smallest first, in the backend's key order. Backends
   * agree wherever keys first differ in an ASCII digit at the same position (fixed-width numbers in keys).
   * SQLite and PostgreSQL read only those keys; the other backends list the prefix and sort it.
   */
  firstKeys(prefix: string, limit: number): Promise<string[]>
  deletePrefix(prefix: string): Promise<number>
  /** Sets `key` only when it holds nothing; true when this call set it. */
  claim(key: string, value: unknown, ttlMs?: number): Promise<boolean>
  /** Adds `by` to the number under `key` (absent counts as 0) and returns the new value. */
  increment(key: string, by?: number): Promise<number>
  /** Runs `work` while no other locked work on the same key of this collection runs. */
  withLock<T>(key: string, work: () => Promise<T>): Promise<T>
}

export interface Store {
  readonly kind: StoreKind
  collection(name: CollectionName): Collection
  close(): Promise<void>
}

export interface StoreOptions {
  /** Prefix for every key of this store; give each deployment (or test run) sharing one server its own. */
  namespace?: string
}

/**
 * Opens a store from a URL (`memory://`, `sqlite://path`, `redis://…`, `postgres://…`) or wraps a Keyv the
 * host application already has. Values are JSON with binary data kept intact (serialization.ts).
 */
export function createStore(input: string | Keyv = 'memory://', options: StoreOptions = {}): Store {
  const namespace = options.namespace ?? 'sessionkit'
  if (input instanceof Keyv)
    return new KeyvStore(
      'keyv',
      () => input,
      (name) => `${name}:`,
      async () => undefined,
    )
  const url = new URL(input)
  const scheme = url.protocol.replace(/:$/, '')
  const base = { namespace, serialize, deserialize, throwOnErrors: true, useKeyPrefix: true }
  const keyvFor = (adapter: KeyvStoreAdapter | Map<string, unknown>, name: CollectionName) =>
    new Keyv({ ...base, store: adapter, namespace: `${namespace}.${name}` })

  switch (scheme) {
    case 'memory':
      return new KeyvStore(
        'memory',
        (name) => keyvFor(new Map(), name),
        () => '',
        async () => undefined,
      )
    case 'sqlite': {
      const path = input.replace(/^sqlite:\/\//, '')
      if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
      const adapters: KeyvSqlite[] = []
      const writes = serialQueue()
      return new KeyvStore(
        'sqlite',
        (name) => {
          const adapter = new KeyvSqlite({ uri: `sqlite://${path}`, busyTimeout: 30_000 } as never)
          withSqliteSetMany(adapter)
          oneWriterAtATime(adapter, writes)
          // WAL lets readers run beside the one writer; the first adapter sets it for the file.
          if (adapters.length === 0) void adapter.query('PRAGMA journal_mode=WAL').catch(() => undefined)
          // Per connection: in WAL mode NORMAL syncs at checkpoints, not at every commit. A commit still survives
          // the process dying (kill -9: it is in the WAL, in the OS's cache); only an OS crash or power cut can
          // lose the last commits, never corrupt the file. FULL cost 1-2 ms of fsync per write (bench/RESULTS.md).
          void adapter.query('PRAGMA synchronous=NORMAL').catch(() => undefined)
          adapters.push(adapter)
          return keyvFor(adapter, name)
        },
        () => '',
        async () => {
          await Promise.all(adapters.map((adapter) => adapter.disconnect()))
        },
        sqliteLister,
      )
    }
    case 'redis':
    case 'rediss': {
      const client = createClient({ url: input })
      const connected = client.connect()
      connected.catch(() => undefined)
      return new KeyvStore(
        'redis',
        (name) => keyvFor(new KeyvRedis(client as never, { noNamespaceAffectsAll: false } as never) as never, name),
        () => '',
        async () => {
          await connected.catch(() => undefined)
          if (client.isOpen) await client.quit()
        },
        redisLister(client as unknown as RedisScanner),
      )
    }
    case 'postgres':
    case 'postgresql': {
      postgresPool.openStores += 1
      let closed = false
      return new KeyvStore(
        'postgres',
        (name) => {
          const adapter = new KeyvPostgres({ uri: input } as never)
          postgresPool.adapter = adapter
          return keyvFor(adapter, name)
        },
        () => '',
        async () => {
          if (closed) return
          closed = true
          postgresPool.openStores -= 1
          // @keyv/postgres keeps one pg pool per process and any adapter's disconnect() ends it for all of
          // them (and throws when it is already ended), so only the last open postgres store ends it.
          const adapter = postgresPool.adapter
          if (postgresPool.openStores > 0 || !adapter) return
          postgresPool.adapter = undefined
          await adapter.disconnect()
        },
        postgresLister,
      )
    }
    default:
      throw new TypeError(
        `Unsupported store URL scheme "${scheme}:" (use memory://, sqlite://, redis:// or postgres://)`,
      )
  }
}

/** Process-wide state of @keyv/postgres' shared pool: open postgres stores, and an adapter created since it was last ended. */
const postgresPool: { openStores: number; adapter: KeyvPostgres | undefined } = { openStores: 0, adapter: undefined }

/**
 * @keyv/sqlite has no setMany, so Keyv writes a batch as one autocommitted INSERT per entry: one WAL sync each
 * (under 1,000 writes/s on an ordinary disk). This writes the whole batch in one transaction, hence one sync:
 * one multi-row INSERT per 500 entries (bound parameters, far cheaper than passing the batch as JSON), inside
 * BEGIN/COMMIT when there are several. Group-committing callers (the webhook outbox, the event log) depend on it.
 * The store's write queue (oneWriterAtATime) runs it alone, so an explicit transaction never meets another write.
 */
function withSqliteSetMany(adapter: KeyvSqlite): void {
  const table = tableOf(adapter)
  const chunkSize = 500
  const upsert = (rows: number) =>
    `INSERT INTO ${table} (key, value) VALUES ${Array.from({ length: rows }, () => '(?, ?)').join(', ')} ON CONFLICT(key) DO UPDATE SET value = excluded.value`
  const insert = (entries: { key: string; value: unknown }[]) =>
    adapter.query(
      upsert(entries.length),
      entries.flatMap(({ key, value }) => [key, value]),
    )
  Object.assign(adapter, {
    async setMany(entries: { key: string; value: unknown }[]): Promise<boolean[]> {
      if (entries.length <= chunkSize) {
        await insert(entries)
      } else {
        await adapter.query('BEGIN IMMEDIATE')
        try {
          for (let i = 0; i < entries.length; i += chunkSize) await insert(entries.slice(i, i + chunkSize))
          await adapter.query('COMMIT')
        } catch (error) {
          await adapter.query('ROLLBACK').catch(() => undefined)
          throw error
        }
      }
      return entries.map(() => true)
    },
  })
}

/**
 * SQLite has one write lock per file, and every collection has its own connection to the file. When two
 * connections write at once, one waits in SQLite's busy handler, which sleeps in steps of up to 100 ms on a
 * libuv thread; with four such threads, reads then queue behind the sleepers too. The bench saw 4-5 ms average
 * and 50 ms peak writes on an idle disk, Baileys' key writes and the event log colliding (bench/RESULTS.md).
 * All writes of one store therefore take turns in one queue: they would take turns anyway, now without sleeps.
 */
function oneWriterAtATime(adapter: KeyvSqlite, queue: ReturnType<typeof serialQueue>): void {
  const methods = adapter as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>
  for (const name of ['set', 'setMany', 'delete', 'deleteMany', 'clear']) {
    const original = methods[name]
    if (typeof original !== 'function') continue
    // The adapter's write methods run SQL through adapter.query only, never through each other: no re-entry.
    methods[name] = (...args: unknown[]) => queue(() => original.apply(adapter, args))
  }
}

/** Runs async work one item at a time, in call order; a failure is its caller's and does not stop the queue. */
function serialQueue(): <T>(work: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve()
  return <T>(work: () => Promise<T>): Promise<T> => {
    const result = tail.then(work, work)
    tail = result.catch(() => undefined)
    return result
  }
}

class KeyvStore implements Store {
  readonly kind: StoreKind
  readonly #collections = new Map<CollectionName, Collection>()
  readonly #open: (name: CollectionName) => Keyv
  readonly #prefix: (name: CollectionName) => string
  readonly #close: () => Promise<void>
  readonly #list: PrefixLister | undefined

  constructor(
    kind: StoreKind,
    open: (name: CollectionName) => Keyv,
    prefix: (name: CollectionName) => string,
    close: () => Promise<void>,
    list?: PrefixLister,
  ) {
    this.kind = kind
    this.#open = open
    this.#prefix = prefix
    this.#close = close
    this.#list = list
  }

  collection(name: CollectionName): Collection {
    let collection = this.#collections.get(name)
    if (!collection) {
      collection = new KeyvCollection(this.#open(name), this.#prefix(name), this.#list)
      this.#collections.set(name, collection)
    }
    return collection
  }

  async close(): Promise<void> {
    await this.#close()
  }
}

class KeyvCollection implements Collection {
  readonly #keyv: Keyv
  readonly #prefix: string
  readonly #list: PrefixLister | undefined
  readonly #lock = new KeyedLock()

  constructor(keyv: Keyv, prefix: string, list: PrefixLister | undefined) {
    this.#keyv = keyv
    this.#prefix = prefix
    this.#list = list
  }

  async get<T>(key: string): Promise<T | undefined> {
    return (await this.#keyv.get<T>(this.#prefix + key)) ?? undefined
  }

  async getMany<T>(keys: string[]): Promise<(T | undefined)[]> {
    if (keys.length === 0) return []
    const values = await this.#keyv.getMany<T>(keys.map((key) => this.#prefix + key))
    return values.map((value) => value ?? undefined)
  }

  async set(key: string, value: unknown, ttlMs?: number): Promise<void> {
    const ok = await this.#keyv.set(this.#prefix + key, value, ttlMs)
    if (!ok) throw new Error(`store write failed for ${key}`)
  }

  async setMany(entries: { key: string; value: unknown; ttlMs?: number }[]): Promise<void> {
    if (entries.length === 0) return
    const results = await this.#keyv.setMany(
      entries.map(({ key, value, ttlMs }) => ({ key: this.#prefix + key, value, ttl: ttlMs })),
    )
    // @keyv/redis answers undefined for a pipeline that did not throw.
    if (Array.isArray(results) && results.some((ok) => !ok)) throw new Error('store write failed')
  }

  async delete(key: string): Promise<void> {
    await this.#keyv.delete(this.#prefix + key)
  }

  async deleteMany(keys: string[]): Promise<void> {
    if (keys.length === 0) return
    await this.#keyv.deleteMany(keys.map((key) => this.#prefix + key))
  }

  async *scan<T>(prefix = ''): AsyncIterable<[string, T]> {
    const full = this.#prefix + prefix
    if (this.#list) {
      for await (const [key, stored] of this.#list(this.#keyv, full)) {
        const data = deserialize<{ value: T; expires?: number | null }>(stored)
        // Expired entries are skipped and deleted, as Keyv's own iterator does.
        if (typeof data.expires === 'number' && Date.now() > data.expires) await this.#keyv.delete(key)
        else yield [key.slice(this.#prefix.length), data.value]
      }
      return
    }
    const iterator = this.#keyv.iterator
    if (!iterator) throw new Error('this store cannot list its keys')
    for await (const [key, value] of iterator(this.#keyv.namespace) as AsyncIterable<[string, T]>) {
      if (key.startsWith(full)) yield [key.slice(this.#prefix.length), value]
    }
  }

  async firstKeys(prefix: string, limit: number): Promise<string[]> {
    const keys: string[] = []
    if (limit <= 0) return keys
    const ordered = this.#list?.ordered === true
    for await (const [key] of this.scan(prefix)) {
      keys.push(key)
      if (ordered && keys.length === limit) return keys
    }
    return keys.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).slice(0, limit)
  }

  async deletePrefix(prefix: string): Promise<number> {
    const keys: string[] = []
    for await (const [key] of this.scan(prefix)) keys.push(key)
    for (let i = 0; i < keys.length; i += 500) await this.deleteMany(keys.slice(i, i + 500))
    return keys.length
  }

  claim(key: string, value: unknown, ttlMs?: number): Promise<boolean> {
    return this.#lock.run(key, async () => {
      if ((await this.get(key)) !== undefined) return false
      await this.set(key, value, ttlMs)
      return true
    })
  }

  increment(key: string, by = 1): Promise<number> {
    return this.#lock.run(key, async () => {
      const next = ((await this.get<number>(key)) ?? 0) + by
      await this.set(key, next)
      return next
    })
  }

  withLock<T>(key: string, work: () => Promise<T>): Promise<T> {
    return this.#lock.run(key, work)
  }
}
