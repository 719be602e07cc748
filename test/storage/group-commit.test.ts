import { createStore, type CrossEntry, type Store } from '@sessionkit/core'
import { afterEach, expect, it } from 'vitest'
import { GroupCommit } from '../../packages/core/src/store/group-commit.js'
import { tempDir } from '../support/stores.js'

const stores: Store[] = []
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close()
})

/** A SQLite store that records what each of its writes carried: a `setAcross`, or a collection's own setMany. */
function recordingStore(): { store: Store; writes: string[][] } {
  const inner = createStore(`sqlite://${tempDir()}/store.sqlite`)
  stores.push(inner)
  const writes: string[][] = []
  const store: Store = {
    kind: inner.kind,
    close: () => inner.close(),
    setAcross: (entries: CrossEntry[]) => {
      writes.push([...new Set(entries.map((entry) => entry.collection))])
      return inner.setAcross!(entries)
    },
    collection: (name) =>
      new Proxy(inner.collection(name), {
        get(target, property) {
          // Bound to the collection itself: its methods read its private fields.
          const member = (Reflect.get(target, property) as (...args: unknown[]) => unknown).bind(target)
          if (property !== 'setMany') return member
          return (...args: unknown[]) => {
            writes.push([`${name} alone`])
            return member(...args)
          }
        },
      }),
  }
  return { store, writes }
}

// The outbox, the event log and the push names each wrote their own statement per cycle: three SQLite
// transactions where one does (bench/RESULTS.md, issue 34).
it('writes a cycle of several collections in one write, and what arrives meanwhile in the next', async () => {
  const { store, writes } = recordingStore()
  const commit = new GroupCommit(store)
  const first = [
    commit.write('events', [{ key: 'seq:1', value: { id: 'evt_1' } }]),
    commit.write('deliveries', [{ key: 'w:d1', value: 'row 1' }]),
    commit.write('contacts', [{ key: 's:pushName:a', value: 'Ann' }]),
  ]
  // Requested while the first cycle is being written: they wait for the next one, together.
  await Promise.resolve()
  await Promise.resolve()
  const second = [
    commit.write('deliveries', [{ key: 'w:d1', value: 'row 1, delivered' }]),
    commit.write('events', [{ key: 'seq:2', value: { id: 'evt_2' } }]),
  ]
  await Promise.all([...first, ...second])

  expect(writes).toEqual([
    ['events', 'deliveries', 'contacts'],
    ['deliveries', 'events'],
  ])
  expect(await store.collection('events').getMany(['seq:1', 'seq:2'])).toEqual([{ id: 'evt_1' }, { id: 'evt_2' }])
  expect(await store.collection('deliveries').get('w:d1')).toBe('row 1, delivered')
  expect(await store.collection('contacts').get('s:pushName:a')).toBe('Ann')
})

it('writes collection by collection on a store without setAcross, each caller told of its own outcome', async () => {
  const { store, writes } = recordingStore()
  const commit = new GroupCommit({ ...store, setAcross: undefined, collection: store.collection })
  await Promise.all([
    commit.write('events', [{ key: 'seq:1', value: 1 }]),
    commit.write('contacts', [{ key: 'k', value: 2 }]),
  ])
  expect(writes).toEqual([['events alone'], ['contacts alone']])
  expect(await store.collection('contacts').get('k')).toBe(2)
})
