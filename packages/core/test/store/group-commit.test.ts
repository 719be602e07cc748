import { createStore, type Collection } from '@sessionkit/core'
import { describe, expect, it } from 'vitest'
import { GroupCommit, WriteBatcher } from '../../src/store/group-commit.js'

/** A memory collection whose batch writes wait until `open()`, or fail with `fail()`: a slow or broken store. */
function gated() {
  const collection = createStore('memory://').collection('contacts')
  let release: (error?: Error) => void = () => undefined
  const gate = new Promise<void>((resolve, reject) => {
    release = (error) => (error ? reject(error) : resolve())
  })
  // the group commit writes through setMany alone
  const writer = {
    setMany: async (entries: { key: string; value: unknown }[]) => {
      await gate
      await collection.setMany(entries)
    },
  } as unknown as Collection
  return { collection, writer, open: () => release(), fail: () => release(new Error('store down')) }
}

describe('WriteBatcher.written: a read after it sees what was asked to be written', () => {
  it('waits for the batch that holds the latest write, and a read then finds it', async () => {
    const { collection, writer, open } = gated()
    const batcher = new WriteBatcher(new GroupCommit(), writer)
    const first = batcher.write([{ key: 'a', value: 1 }])
    const second = batcher.write([{ key: 'b', value: 2 }])
    let settled = false
    const written = batcher.written().then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    expect(await collection.get('b')).toBeUndefined()
    open()
    await written
    await Promise.all([first, second])
    expect(await collection.getMany(['a', 'b'])).toEqual([1, 2])
  })

  it('settles, without throwing, when the write failed: the writer has the error', async () => {
    const { writer, fail } = gated()
    const batcher = new WriteBatcher(new GroupCommit(), writer)
    const write = batcher.write([{ key: 'a', value: 1 }])
    fail()
    await expect(write).rejects.toThrow('store down')
    await expect(batcher.written()).resolves.toBeUndefined()
  })

  it('resolves at once when nothing was asked for', async () => {
    const { writer } = gated()
    await expect(new WriteBatcher(new GroupCommit(), writer).written()).resolves.toBeUndefined()
  })
})
