import { createClient } from '@redis/client'
import { createStore } from '@sessionkit/core'
import { describeStoreContract } from '@sessionkit/core/testing'
import * as vitest from 'vitest'
import { describe, expect, it } from 'vitest'
import { importDriver } from '../../packages/core/src/store/drivers.js'
import { deleteRedisKeys, describeStores, storeTargets, uniqueNamespace } from '../support/stores.js'

/** The same contract on every backend (`@sessionkit/core/testing`): what the engine's services rely on from a store. */
describeStores('store', (target) => {
  // One URL for the suite: SQLite's is a new file on every call.
  const url = target.url()
  describeStoreContract(vitest, {
    open: (namespace) => createStore(url, { namespace }),
    persistent: target.persistent,
    // On Redis, each collection's sorted set also has a marker that its keys were indexed.
    ...(target.kind === 'redis' ? { cleanup: (namespace: string) => deleteRedisKeys(url, `${namespace}.`) } : {}),
  })
})

describeStores(
  'redis store written before the sorted set',
  (target) => {
    it('indexes the keys @keyv/redis wrote, once, and reads them in order', async () => {
      const namespace = uniqueNamespace('upgrade')
      const family = `${namespace}.sessions`
      const client = createClient({ url: target.url() })
      await client.connect()
      // @keyv/redis' layout: its namespace and "::" before the key Keyv prefixed with the same namespace.
      for (const [key, value] of [
        ['s-b', 'b'],
        ['s-a', 'a'],
        ['s-c', 'c'],
      ])
        await client.set(`${family}::${family}:${key}`, JSON.stringify({ value }))
      const store = createStore(target.url(), { namespace })
      try {
        const sessions = store.collection('sessions')
        expect(await sessions.range('s-', { limit: 10 })).toEqual([
          ['s-a', 'a'],
          ['s-b', 'b'],
          ['s-c', 'c'],
        ])
        await sessions.set('s-0', 'new')
        expect((await sessions.range('s-', { limit: 2 })).map(([key]) => key)).toEqual(['s-0', 's-a'])
      } finally {
        await store.close()
        await client.close()
        await deleteRedisKeys(target.url(), `${namespace}.`)
      }
    })
  },
  storeTargets.filter((target) => target.kind === 'redis'),
)

describe('createStore', () => {
  it('refuses an unknown URL scheme clearly', () => {
    expect(() => createStore('mysql://localhost/db')).toThrow(/Unsupported store URL scheme "mysql:"/)
  })

  it('names the package to install when the driver of a URL is missing', async () => {
    await expect(importDriver('sqlite:// store', 'sessionkit-driver-not-installed')).rejects.toThrow(
      'The sqlite:// store needs the "sessionkit-driver-not-installed" package, which is not installed: run `npm install sessionkit-driver-not-installed`',
    )
  })
})
