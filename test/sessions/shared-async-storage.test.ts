import { AsyncLocalStorage } from 'node:async_hooks'
import { withSharedAsyncStorage } from '@sessionkit/core/internal'
import { describe, expect, it } from 'vitest'

/** What a socket's constructor does with `AsyncLocalStorage` (Baileys' transactions make one per socket). */
const storageOf = () => new AsyncLocalStorage<string>()

describe('AsyncLocalStorage while sockets are built and after', () => {
  it('gives each socket built its own value in one shared storage, and everyone else real storages', async () => {
    const [a, b] = withSharedAsyncStorage(() => [storageOf(), storageOf()])
    expect(a).not.toBeInstanceOf(AsyncLocalStorage)
    await a!.run('a', async () => {
      await b!.run('b', async () => {
        await new Promise((resolve) => setTimeout(resolve, 1))
        expect([a!.getStore(), b!.getStore()]).toEqual(['a', 'b'])
      })
      expect([a!.getStore(), b!.getStore()]).toEqual(['a', undefined])
    })

    const plain = storageOf()
    expect(plain).toBeInstanceOf(AsyncLocalStorage)
    expect(typeof AsyncLocalStorage.bind).toBe('function')
    await plain.run('host', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1))
      expect(plain.getStore()).toBe('host')
    })
    class Subclass extends AsyncLocalStorage<string> {}
    expect(new Subclass()).toBeInstanceOf(AsyncLocalStorage)
  })
})
