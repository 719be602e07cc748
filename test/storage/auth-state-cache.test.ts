import { createStore, type Collection, type Store } from '@sessionkit/core'
import { afterEach, describe, expect, it } from 'vitest'
import { loadAuthState } from '../../packages/core/src/protocol/baileys/auth-state.js'

const methods = [
  'get',
  'getMany',
  'set',
  'setMany',
  'delete',
  'deleteMany',
  'apply',
  'scan',
  'range',
  'firstKeys',
  'deletePrefix',
  'claim',
  'increment',
  'withLock',
] as const

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

/** A promise and the function that resolves it, to hold a store call back as a slow SQLite write would be. */
function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}

/** Whether `promise` has settled after a few turns of the event loop (the memory store answers within one). */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  )
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve))
  return settled
}

let store: Store
afterEach(async () => {
  await store.close()
})

describe('Baileys auth state on the store: keys known to be absent', () => {
  it('reads a missing key from the store once, then answers from memory until it is written', async () => {
    store = createStore('memory://')
    const { spy, reads } = counting(store.collection('auth'))
    const { state, committed } = await loadAuthState(spy, 's1:')
    expect(await state.keys.get('tctoken', ['15550001111@s.whatsapp.net'])).toEqual({})
    expect(await state.keys.get('tctoken', ['15550001111@s.whatsapp.net'])).toEqual({})
    expect(reads).toEqual([['s1:tctoken:15550001111@s.whatsapp.net']])

    const token = { token: Buffer.from('abc'), timestamp: '1' }
    await state.keys.set({ tctoken: { '15550001111@s.whatsapp.net': token } })
    expect(await state.keys.get('tctoken', ['15550001111@s.whatsapp.net'])).toEqual({
      '15550001111@s.whatsapp.net': token,
    })
    // A deletion makes the key absent at once, without another store read.
    await state.keys.set({ tctoken: { '15550001111@s.whatsapp.net': null } })
    await committed()
    expect(await state.keys.get('tctoken', ['15550001111@s.whatsapp.net'])).toEqual({})
    expect(reads).toEqual([['s1:tctoken:15550001111@s.whatsapp.net']])
    expect(await store.collection('auth').get('s1:tctoken:15550001111@s.whatsapp.net')).toBeUndefined()
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

  it('answers a read that was at the store while the key was written with the written value, and does not learn "absent" from it', async () => {
    store = createStore('memory://')
    const collection = store.collection('auth')
    const held = gate()
    const slowReads = wrap(collection, {
      getMany: async <T>(keys: string[]) => {
        const values = await collection.getMany<T>(keys)
        await held.opened
        return values
      },
    })
    const { state, committed } = await loadAuthState(slowReads, 's1:')
    const reading = state.keys.get('sender-key-memory', ['g'])
    await state.keys.set({ 'sender-key-memory': { g: { x: true } } })
    // The commit waits for the read that started before the key was set, so the store cannot change under it.
    const committing = committed()
    expect(await isSettled(committing)).toBe(false)
    held.open()
    expect(await reading).toEqual({ g: { x: true } })
    await committing
    expect(await state.keys.get('sender-key-memory', ['g'])).toEqual({ g: { x: true } })
  })
})

describe('Baileys auth state on the store: write-behind key changes', () => {
  it('reads a key back at once, before the store has it, and committed() resolves only once the store has it', async () => {
    store = createStore('memory://')
    const collection = store.collection('auth')
    const held = gate()
    const slowWrites = wrap(collection, {
      apply: async (change) => {
        await held.opened
        return collection.apply!(change)
      },
    })
    const { state, committed } = await loadAuthState(slowWrites, 's1:')
    const session = Buffer.from('ratchet-1')
    await state.keys.set({ session: { '15550001111.0': session } })
    expect(await state.keys.get('session', ['15550001111.0'])).toEqual({ '15550001111.0': session })
    expect(await collection.get('s1:session:15550001111.0')).toBeUndefined()

    const saved = committed()
    expect(await isSettled(saved)).toBe(false)
    held.open()
    await saved
    expect(await collection.get('s1:session:15550001111.0')).toEqual(session)
  })

  it('stores the keys a change sets and the keys it deletes as one store change', async () => {
    store = createStore('memory://')
    const collection = store.collection('auth')
    await collection.setMany([{ key: 's1:pre-key:7', value: { used: false } }])
    const changes: { set: string[]; delete: string[] }[] = []
    const seen = wrap(collection, {
      apply: async (change) => {
        changes.push({ set: change.set.map((entry) => entry.key), delete: change.delete })
        return collection.apply!(change)
      },
    })
    const { state, committed } = await loadAuthState(seen, 's1:')
    // what Baileys does as it decrypts a first message: the new session stored, the one-time prekey it used removed
    await state.keys.set({ session: { peer: Buffer.from('ratchet-1') }, 'pre-key': { '7': null } })
    await committed()
    expect(changes).toEqual([{ set: ['s1:session:peer'], delete: ['s1:pre-key:7'] }])
    expect(await collection.getMany(['s1:session:peer', 's1:pre-key:7'])).toEqual([Buffer.from('ratchet-1'), undefined])
  })

  it("sets, then deletes, on a Store of the application's whose collections have no apply", async () => {
    store = createStore('memory://')
    const collection = store.collection('auth')
    await collection.setMany([{ key: 's1:pre-key:7', value: { used: false } }])
    const { apply: _, ...older } = wrap(collection, {})
    const { state, committed } = await loadAuthState(older as Collection, 's1:')
    await state.keys.set({ session: { peer: Buffer.from('ratchet-1') }, 'pre-key': { '7': null } })
    await committed()
    expect(await collection.getMany(['s1:session:peer', 's1:pre-key:7'])).toEqual([Buffer.from('ratchet-1'), undefined])
  })

  it('commits a change nobody waits for by itself, commitDelayMs later', async () => {
    store = createStore('memory://')
    const collection = store.collection('auth')
    const written = gate()
    const watched = wrap(collection, {
      apply: async (change) => {
        await collection.apply!(change)
        written.open()
      },
    })
    const { state } = await loadAuthState(watched, 's1:', { commitDelayMs: 50 })
    await state.keys.set({ session: { peer: Buffer.from('ratchet-1') } })
    expect(await collection.get('s1:session:peer')).toBeUndefined()
    await written.opened
    expect(await collection.get('s1:session:peer')).toEqual(Buffer.from('ratchet-1'))
  })

  it('folds the changes made while one commit runs into the next: many sets, few store writes, last value wins', async () => {
    store = createStore('memory://')
    const collection = store.collection('auth')
    const held = gate()
    const started = gate()
    const writes: number[] = []
    const counted = wrap(collection, {
      apply: async (change) => {
        writes.push(change.set.length)
        started.open()
        await held.opened
        return collection.apply!(change)
      },
    })
    const { state, committed } = await loadAuthState(counted, 's1:')
    await state.keys.set({ session: { peer: Buffer.from('ratchet-0') } })
    await started.opened
    for (let n = 1; n <= 100; n++)
      await state.keys.set({
        session: { peer: Buffer.from(`ratchet-${n}`) },
        'sender-key-memory': { [`chat${n % 10}`]: { [`member${n}`]: true } },
      })
    held.open()
    await committed()
    // The first commit took the first set; everything after it went into one more.
    expect(writes).toEqual([1, 11])
    expect(await collection.get('s1:session:peer')).toEqual(Buffer.from('ratchet-100'))
    expect(await collection.get('s1:sender-key-memory:chat3')).toEqual({ member93: true })
  })

  it('retries a failing store write and stores the keys once the store answers again', async () => {
    store = createStore('memory://')
    const collection = store.collection('auth')
    let failures = 2
    const flaky = wrap(collection, {
      apply: async (change) => {
        if (failures-- > 0) throw new Error('SQLITE_BUSY: database is locked')
        return collection.apply!(change)
      },
    })
    const { state, committed } = await loadAuthState(flaky, 's1:', { retryDelaysMs: [1, 1, 1] })
    await state.keys.set({ session: { peer: Buffer.from('ratchet-1') } })
    await committed()
    expect(await collection.get('s1:session:peer')).toEqual(Buffer.from('ratchet-1'))
  })

  it('surfaces a write that fails every attempt, keeps the keys readable and queued, and stores them with the next commit', async () => {
    store = createStore('memory://')
    const collection = store.collection('auth')
    let broken = true
    let attempts = 0
    const failing = wrap(collection, {
      apply: async (change) => {
        attempts += 1
        if (broken) throw new Error('SQLITE_FULL: database or disk is full')
        return collection.apply!(change)
      },
    })
    const { state, committed, settled } = await loadAuthState(failing, 's1:', { retryDelaysMs: [1, 1] })
    await state.keys.set({ session: { peer: Buffer.from('ratchet-1') } })
    await expect(committed()).rejects.toThrow(
      'saving 1 Signal keys failed after 3 attempts: SQLITE_FULL: database or disk is full',
    )
    expect(attempts).toBe(3)
    expect(await state.keys.get('session', ['peer'])).toEqual({ peer: Buffer.from('ratchet-1') })

    broken = false
    await state.keys.set({ session: { other: Buffer.from('ratchet-2') } })
    await settled()
    expect(await collection.getMany(['s1:session:peer', 's1:session:other'])).toEqual([
      Buffer.from('ratchet-1'),
      Buffer.from('ratchet-2'),
    ])
  })

  it('settled() commits what is queued, for a connection that is closing', async () => {
    store = createStore('memory://')
    const collection = store.collection('auth')
    const { state, settled } = await loadAuthState(collection, 's1:')
    await state.keys.set({ 'pre-key': { '7': { public: Buffer.from('p'), private: Buffer.from('q') } } })
    await state.keys.set({ 'pre-key': { '7': null }, session: { peer: Buffer.from('ratchet-1') } })
    await settled()
    expect(await collection.get('s1:pre-key:7')).toBeUndefined()
    expect(await collection.get('s1:session:peer')).toEqual(Buffer.from('ratchet-1'))
  })
})
