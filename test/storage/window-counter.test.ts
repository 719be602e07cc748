import { randomUUID } from 'node:crypto'
import { createStore } from '@sessionkit/core'
import { afterAll, describe, expect, test } from 'vitest'
import { redisUrl } from '../support/services.js'

/** A take of several places (a story's strangers as new chats) is all or none, in the process and on Redis. */
describe('window counters take several places at once, all or none', () => {
  const stores = {
    memory: createStore('memory://'),
    redis: createStore(redisUrl, { namespace: `sessionkit-windows-${randomUUID()}` }),
  }
  afterAll(async () => {
    await Promise.all(Object.values(stores).map((store) => store.close()))
  })

  test.each(['memory', 'redis'] as const)('%s', async (kind) => {
    const windows = stores[kind].windows!
    const now = Date.parse('2026-03-01T12:00:00.000Z')
    expect(await windows.take('k', 5, 60_000, now, 3)).toEqual({ taken: true, count: 3 })
    // Three more do not fit in the two left: nothing is counted.
    expect(await windows.take('k', 5, 60_000, now, 3)).toEqual({ taken: false, count: 3 })
    expect(await windows.take('k', 5, 60_000, now, 2)).toEqual({ taken: true, count: 5 })
    expect(await windows.take('k', 5, 60_000, now)).toEqual({ taken: false, count: 5 })
    // The next window starts empty.
    expect(await windows.take('k', 5, 60_000, now + 60_000, 5)).toEqual({ taken: true, count: 5 })
  })
})
