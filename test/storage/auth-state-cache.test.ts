import { createStore, type Collection, type Store } from '@sessionkit/core'
import { afterEach, describe, expect, it } from 'vitest'
import { loadAuthState } from '../../packages/core/src/protocol/baileys/auth-state.js'

const methods = ['get', 'getMany', 'set', 'setMany', 'delete', 'deleteMany', 'scan', 'deletePrefix', 'claim', 'increment', 'withLock'] as const

/** The collection with some methods replaced (its class keeps private fields, so no prototype tricks). */
function wrap(collection: Collection, overrides: Partial<Collection>): Collection {
  const out = {} as Record<string, unknown>
  for (const name of methods) out[name] = (collection[name] as (...args: unknown[]) => unknown).bind(collection)
  return Object.assign(out, overrides) as unknown as Collection
}

/** Counts the store reads of a collection, to see which key lookups reach the store. */
function counting(collection: Collection) {
  const reads: string[][] = []
  const spy = wrap(collection, {
    getMany: <T>(keys: string[]) => {
      reads.push(keys)
      return collection.getMany<T>(keys)
    },
  })
  return { spy, reads }
}

describe('Baileys auth state on the store: keys known to be absent', () => {
  let store: Store
  afterEach(async () => {
    await store.close()
  })

  it('reads a missing key from the store once, then answers from memory until it is written', async () => {
    store = createStore('memory://')
    const { spy, reads } = counting(store.collection('auth'))
    const { state } = await loadAuthState(spy, 's1:')
    expect(await state.keys.get('tctoken', ['15550001111@s.whatsapp.net'])).toEqual({})
    expect(await state.keys.get('tctoken', ['15550001111@s.whatsapp.net'])).toEqual({})
    expect(reads).toEqual([['s1:tctoken:15550001111@s.whatsapp.net']])

    const token = { token: Buffer.from('abc'), timestamp: '1' }
    await state.keys.set({ tctoken: { '15550001111@s.whatsapp.net': token } })
    expect(await state.keys.get('tctoken', ['15550001111@s.whatsapp.net'])).toEqual({ '15550001111@s.whatsapp.net': token })
    // Deleted keys are read again (and then known absent again).
    await state.keys.set({ tctoken: { '15550001111@s.whatsapp.net': null } })
    expect(await state.keys.get('tctoken', ['15550001111@s.whatsapp.net'])).toEqual({})
  })

  it('asks the store only for the ids not known absent, and keeps found ones out of the absent set', async () => {
    store = createStore('memory://')
    const collection = store.collection('auth')
    await collection.set('s1:session:a', { v: 1 })
    const { spy, reads } = counting(collection)
    const { state } = await loadAuthState(spy, 's1:')
    expect(await state.keys.get('session', ['a', 'b'])).toEqual({ a: { v: 1 } })
    expect(await state.keys.get('session', ['a', 'b'])).toEqual({ a: { v: 1 } })
    expect(reads).toEqual([['s1:session:a', 's1:session:b'], ['s1:session:a']])
  })

  it('does not learn "absent" from a read that overlapped a write of the same session', async () => {
    store = createStore('memory://')
    const collection = store.collection('auth')
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    // The write is held back, as a queued SQLite write would be; the read runs meanwhile and sees nothing yet.
    const slow = wrap(collection, {
      setMany: async (entries: { key: string; value: unknown; ttlMs?: number }[]) => {
        await gate
        return collection.setMany(entries)
      },
    })
    const { state } = await loadAuthState(slow, 's1:')
    const writing = state.keys.set({ 'sender-key-memory': { g: { x: true } } })
    expect(await state.keys.get('sender-key-memory', ['g'])).toEqual({})
    release()
    await writing
    expect(await state.keys.get('sender-key-memory', ['g'])).toEqual({ g: { x: true } })
  })
})
