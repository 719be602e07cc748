import { AsyncLocalStorage } from 'node:async_hooks'
import { expect, test } from 'vitest'
import { KeyedAsyncLocalStorage, withSharedAsyncStorage } from '../../src/protocol/baileys/shared-async-storage.js'

/** What a timer started inside `run` sees when it fires after the run settled. */
function seenByALaterTimer<T>(storage: { run: KeyedAsyncLocalStorage<T>['run']; getStore(): T | undefined }, value: T) {
  let fired: (seen: T | undefined) => void = () => undefined
  const later = new Promise<T | undefined>((resolve) => (fired = resolve))
  let inside: T | undefined
  const ran = storage.run(value, async () => {
    inside = storage.getStore()
    setTimeout(() => fired(storage.getStore()), 20)
  })
  return { ran, later, inside: () => inside }
}

test("a Baileys key transaction's value ends with its run: a timer started inside it no longer sees (or holds) it", async () => {
  // Baileys builds its transaction storage with `new AsyncLocalStorage()`, which the engine swaps while a socket is built.
  const storage = withSharedAsyncStorage(() => new AsyncLocalStorage<{ cache: object }>())
  const transaction = { cache: {} }
  const { ran, later, inside } = seenByALaterTimer(storage, transaction)
  await ran
  expect(inside()).toBe(transaction)
  expect(await later).toBeUndefined()
})

test("the engine's own per-socket value stays for all the work started inside its run", async () => {
  const storage = new KeyedAsyncLocalStorage<string>()
  const { ran, later, inside } = seenByALaterTimer(storage, 'session logger')
  await ran
  expect(inside()).toBe('session logger')
  expect(await later).toBe('session logger')
})
