import { type Collection, createStore, type Store } from '@sessionkit/core'
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest'
import { deleteRedisKeys, describeStores, storeTargets, uniqueNamespace } from '../support/stores.js'

/** Stores on one URL and namespace, each with its own connection: to the backend, as many processes. */
const contenders = 3

/**
 * Claims and counters shared by several processes (cluster mode: idempotency records, usage counters): every
 * backend another process can see settles them itself, so no claim has two winners and no increment is lost.
 */
describeStores(
  'store shared by several processes',
  (target) => {
    const namespace = uniqueNamespace('shared')
    const url = target.url()
    let stores: Store[]
    const collections = (name: 'usage' | 'idempotency'): Collection[] => stores.map((store) => store.collection(name))

    beforeAll(() => {
      stores = Array.from({ length: contenders }, () => createStore(url, { namespace }))
    })

    afterAll(async () => {
      for (const name of ['usage', 'idempotency'] as const) await stores[0]!.collection(name).deletePrefix('')
      await Promise.all(stores.map((store) => store.close()))
      if (target.kind === 'redis') await deleteRedisKeys(url, `${namespace}.`)
    })

    afterEach(() => {
      vi.useRealTimers()
    })

    it('loses no increment made through several stores at once', async () => {
      const counters = collections('usage')
      const results = await Promise.all(
        counters.flatMap((counter) => Array.from({ length: 200 }, () => counter.increment('shared'))),
      )
      expect(new Set(results).size).toBe(contenders * 200)
      for (const counter of counters) expect(await counter.get('shared')).toBe(contenders * 200)
      await Promise.all(counters.map((counter, index) => counter.increment('shared', index === 0 ? -600 : 7)))
      expect(await counters[1]!.get('shared')).toBe(14)
    })

    it('adds fractions and large counts as JavaScript does, readable by get', async () => {
      const [first, second] = collections('usage')
      expect(await first!.increment('fraction', 0.1)).toBe(0.1)
      expect(await second!.increment('fraction', 0.2)).toBe(0.1 + 0.2)
      expect(await first!.get('fraction')).toBe(0.1 + 0.2)
      await first!.set('large', 2 ** 52)
      expect(await second!.increment('large', 3)).toBe(2 ** 52 + 3)
      expect(await first!.getMany(['large', 'absent'])).toEqual([2 ** 52 + 3, undefined])
    })

    it('gives every claim made through several stores at once exactly one winner', async () => {
      const claims = collections('idempotency')
      const keys = Array.from({ length: 20 }, (_, index) => `claim-${index}`)
      const results = await Promise.all(
        keys.map(async (key) => {
          const won = await Promise.all(
            claims.flatMap((claim, store) =>
              Array.from({ length: 4 }, (_, attempt) => claim.claim(key, { store, attempt }, 60_000)),
            ),
          )
          return { key, won }
        }),
      )
      for (const { key, won } of results) {
        expect(won.filter(Boolean)).toHaveLength(1)
        const winner = won.indexOf(true)
        expect(await claims[2]!.get(key)).toEqual({ store: Math.floor(winner / 4), attempt: winner % 4 })
      }
    })

    it('lets exactly one store take over a claim once it expired', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
      const claims = collections('idempotency')
      expect(await claims[0]!.claim('expiring', 'first', 60_000)).toBe(true)
      expect(await claims[1]!.claim('expiring', 'early', 60_000)).toBe(false)
      vi.setSystemTime(Date.now() + 61_000)
      const won = await Promise.all(claims.map((claim, store) => claim.claim('expiring', `store ${store}`, 60_000)))
      expect(won.filter(Boolean)).toHaveLength(1)
      expect(await claims[0]!.get('expiring')).toBe(`store ${won.indexOf(true)}`)
      // A counter past its TTL starts again from zero, and keeps no TTL from then on.
      await claims[0]!.set('count', 5, 60_000)
      vi.setSystemTime(Date.now() + 61_000)
      expect(await claims[1]!.increment('count')).toBe(1)
      vi.setSystemTime(Date.now() + 3_600_000)
      expect(await claims[2]!.get('count')).toBe(1)
    })
  },
  storeTargets.filter((target) => target.persistent),
)
