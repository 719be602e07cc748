import { randomUUID } from 'node:crypto'
import type { Collection, CollectionName, Store } from '../store/collection.js'
import type { ContractCases, ContractRunner, StoreUnderTest } from './runner.js'
import { guaranteeCases } from './guarantees.js'
import { readCases } from './reads.js'

const fresh = (label: string): string => `${label}_${process.pid}_${randomUUID().slice(0, 8)}`

/**
 * The store contract: what the engine's services rely on from a store (every collection operation, key order by
 * code point, expiry, claims, increments, locks, binary values, persistence), registered as one `store contract`
 * block of cases with `runner`. A store backend of another package proves itself by running it (docs/storage.md),
 * as every backend of this repository does (test/storage/store.test.ts).
 */
export function describeStoreContract(runner: ContractRunner, backend: StoreUnderTest): void {
  const { describe, it, beforeAll, afterAll, afterEach, vi } = runner
  const expect = runner.expect
  describe('store contract', () => {
    const namespace = fresh('contract')
    const used = new Set<CollectionName>()
    let store: Store
    const collection = (name: CollectionName): Collection => {
      used.add(name)
      return store.collection(name)
    }

    beforeAll(async () => {
      store = await backend.open(namespace)
    })

    afterAll(async () => {
      // A server may be shared by every run on the machine: leave nothing behind.
      for (const name of used) await store.collection(name).deletePrefix('')
      await store.close()
      await backend.cleanup?.(namespace)
    })

    afterEach(() => {
      vi.useRealTimers()
    })

    const cases: ContractCases = { it, expect, vi, collection, backend, namespace, fresh }
    readCases(cases)
    guaranteeCases(cases)
  })
}
