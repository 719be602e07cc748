import { Keyv } from 'keyv'
import { KeyedLock } from './keyed-lock.js'
import { encodeEntry, isExpired, type KeyvEntry } from './keyv-entry.js'
import { MemoryAdapter } from './memory-adapter.js'
import { compareKeys, isOrderedAdapter, type OrderedAdapter, type RangeQuery } from './ordered-adapter.js'
import { PostgresDatabase } from './postgres-adapter.js'
import { RedisServer } from './redis-adapter.js'
import { deserialize, serialize } from './serialization.js'
import { SqliteFile } from './sqlite-adapter.js'
import { MemoryWindowCounter, type WindowCounter } from './window-counter.js'
import type { Collection, CollectionName, Store, StoreKind } from './collection.js'
import { KeyvCollection } from './keyv-collection.js'

export interface StoreOptions {
  /** Prefix for every key of this store; give each deployment (or test run) sharing one server its own. */
  namespace?: string
}

/**
 * Opens a store from a URL (`memory://`, `sqlite://path`, `redis://…`, `postgres://…`) or wraps a Keyv the
 * host application already has. Values are JSON with binary data kept intact (serialization.ts). The database
 * client a URL needs is imported on first use (drivers.ts): a missing one fails the first operation, naming
 * the package to install.
 */
export function createStore(input: string | Keyv = 'memory://', options: StoreOptions = {}): Store {
  const namespace = options.namespace ?? 'sessionkit'
  if (input instanceof Keyv)
    return new KeyvStore(
      'keyv',
      () => input,
      (name) => `${name}:`,
      async () => undefined,
      new MemoryWindowCounter(),
    )
  const url = new URL(input)
  const scheme = url.protocol.replace(/:$/, '')
  const open = (
    kind: StoreKind,
    adapter: () => OrderedAdapter,
    close: () => Promise<void>,
    windows: WindowCounter = new MemoryWindowCounter(),
  ) =>
    new KeyvStore(
      kind,
      (name) =>
        new Keyv({
          store: adapter(),
          namespace: `${namespace}.${name}`,
          serialize,
          deserialize,
          throwOnErrors: true,
          useKeyPrefix: true,
        }),
      () => '',
      close,
      windows,
    )

  switch (scheme) {
    case 'memory':
      return open(
        'memory',
        () => new MemoryAdapter(),
        async () => undefined,
      )
    case 'sqlite': {
      const file = new SqliteFile(input.replace(/^sqlite:\/\//, ''))
      return open(
        'sqlite',
        () => file.adapter(),
        () => file.close(),
      )
    }
    case 'redis':
    case 'rediss': {
      const server = new RedisServer(input)
      return open(
        'redis',
        () => server.adapter(),
        () => server.close(),
        server.windowCounter(namespace),
      )
    }
    case 'postgres':
    case 'postgresql': {
      const database = new PostgresDatabase(input)
      return open(
        'postgres',
        () => database.adapter(),
        () => database.close(),
      )
    }
    default:
      throw new TypeError(
        `Unsupported store URL scheme "${scheme}:" (use memory://, sqlite://, redis:// or postgres://)`,
      )
  }
}

class KeyvStore implements Store {
  readonly kind: StoreKind
  readonly windows: WindowCounter
  readonly #collections = new Map<CollectionName, Collection>()
  readonly #open: (name: CollectionName) => Keyv
  readonly #prefix: (name: CollectionName) => string
  readonly #close: () => Promise<void>

  constructor(
    kind: StoreKind,
    open: (name: CollectionName) => Keyv,
    prefix: (name: CollectionName) => string,
    close: () => Promise<void>,
    windows: WindowCounter,
  ) {
    this.kind = kind
    this.windows = windows
    this.#open = open
    this.#prefix = prefix
    this.#close = close
  }

  collection(name: CollectionName): Collection {
    let collection = this.#collections.get(name)
    if (!collection) {
      collection = new KeyvCollection(this.#open(name), this.#prefix(name))
      this.#collections.set(name, collection)
    }
    return collection
  }

  async close(): Promise<void> {
    await this.#close()
  }
}
