import { expect, test } from 'vitest'
import { SocketCache } from '../../src/protocol/baileys/socket-cache.js'

function cacheAt(options: { ttlSeconds: number; maxEntries: number }) {
  const clock = { now: 0 }
  return { clock, cache: new SocketCache({ ...options, now: () => clock.now }) }
}

test('an entry is found until its time to live is over, then missed, with no timer to stop', () => {
  const { clock, cache } = cacheAt({ ttlSeconds: 60, maxEntries: 10 })
  cache.set('a', 1)
  clock.now = 59_999
  expect(cache.get('a')).toBe(1)
  clock.now = 60_000
  expect(cache.get('a')).toBeUndefined()
  expect(cache.size).toBe(0)
})

test('setting a key again gives it a new time to live', () => {
  const { clock, cache } = cacheAt({ ttlSeconds: 60, maxEntries: 10 })
  cache.set('a', 1)
  clock.now = 30_000
  cache.set('a', 2)
  clock.now = 80_000
  expect(cache.get('a')).toBe(2)
})

test('a write drops the entries that expired, so a cache nobody reads does not keep them', () => {
  const { clock, cache } = cacheAt({ ttlSeconds: 60, maxEntries: 100 })
  for (let i = 0; i < 50; i++) cache.set(`old ${i}`, i)
  clock.now = 61_000
  cache.set('new', 1)
  expect(cache.size).toBe(1)
})

test('the cache never holds more than its bound: the oldest entry goes first', () => {
  const { cache } = cacheAt({ ttlSeconds: 60, maxEntries: 3 })
  for (const key of ['a', 'b', 'c', 'd']) cache.set(key, key)
  expect(cache.size).toBe(3)
  expect(cache.get('a')).toBeUndefined()
  expect(cache.get('d')).toBe('d')
})

test('mget answers the keys found, mset sets each, del and flushAll remove', async () => {
  const { cache } = cacheAt({ ttlSeconds: 60, maxEntries: 10 })
  cache.mset([
    { key: 'a', value: [1] },
    { key: 'b', value: [2] },
  ])
  expect(await cache.mget(['a', 'b', 'c'])).toEqual({ a: [1], b: [2] })
  cache.del('a')
  expect(cache.get('a')).toBeUndefined()
  cache.flushAll()
  expect(cache.size).toBe(0)
})
