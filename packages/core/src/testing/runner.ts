import type { Collection, CollectionName, Store } from '../store/collection.js'

/**
 * The test functions the contract registers its cases with: vitest's module as it is
 * (`import * as vitest from 'vitest'`), or another runner's with the same shape. Core imports no test runner.
 */
export interface ContractRunner {
  describe(name: string, body: () => void): void
  it(name: string, test: () => Promise<void> | void): void
  beforeAll(hook: () => Promise<void> | void): void
  afterAll(hook: () => Promise<void> | void): void
  afterEach(hook: () => Promise<void> | void): void
  expect(actual: unknown): {
    toEqual(expected: unknown): void
    toBe(expected: unknown): void
    toBeUndefined(): void
    toHaveLength(length: number): void
  }
  /** Moves `Date.now()` for the cases of expiry (Keyv stamps and checks `expires` with it). */
  vi: {
    useFakeTimers(options: { toFake: ['Date']; now: number }): unknown
    setSystemTime(time: number): unknown
    useRealTimers(): unknown
  }
}

/** The backend under test. */
export interface StoreUnderTest {
  /**
   * A store of the backend whose data lives under `namespace`: another store opened on the same namespace sees the
   * same data (when `persistent`), one on another namespace sees none of it. `createStore(url, { namespace })`,
   * `createStore(new Keyv(yourAdapter, …))` or your own `Store`.
   */
  open(namespace: string): Store | Promise<Store>
  /** Whether data outlives a Store object; the case of reopening runs only then. */
  persistent: boolean
  /** Removes what a namespace leaves behind besides its collections' keys (the suite deletes those itself). */
  cleanup?(namespace: string): Promise<void>
}

/** What the cases of the contract run with: the runner's functions and the store the suite opened. */
export interface ContractCases {
  it: ContractRunner['it']
  expect: ContractRunner['expect']
  vi: ContractRunner['vi']
  /** A collection of the suite's store (removed after the suite). */
  collection(name: CollectionName): Collection
  backend: StoreUnderTest
  namespace: string
  /** A namespace of its own for `label`. */
  fresh(label: string): string
}
