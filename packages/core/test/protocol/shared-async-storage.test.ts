import { AsyncLocalStorage } from 'node:async_hooks'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { expect, test } from 'vitest'
import { KeyedAsyncLocalStorage, withSharedAsyncStorage } from '../../src/protocol/baileys/shared-async-storage.js'

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

interface Transaction {
  cache: object
}

/** Starts a timer inside `storage.run(value)`; resolves with what the timer saw when it fired after the run. */
function timerInside<T>(storage: { run: KeyedAsyncLocalStorage<T>['run']; getStore(): T | undefined }, value: T) {
  let fire: () => void = () => undefined
  let seen: T | undefined
  const fired = new Promise<void>((resolve) => (fire = resolve))
  let timer: NodeJS.Timeout | undefined
  const ran = storage.run(value, async () => {
    timer = setTimeout(() => {
      seen = storage.getStore()
      fire()
    }, 20)
  })
  return { ran, fired: fired.then(() => seen), timer: () => timer }
}

// Baileys builds its transaction storage with `new AsyncLocalStorage()`, which the engine swaps while a socket is built.
const transactionStorage = () => withSharedAsyncStorage(() => new AsyncLocalStorage<Transaction>())

test('a Baileys key transaction is seen by all work in its context for as long as the transaction is held (its commit)', async () => {
  const storage = transactionStorage()
  const transaction: Transaction = { cache: {} }
  const { ran, fired } = timerInside(storage, transaction)
  await ran
  // The run settled but Baileys still holds the transaction (committing it): late work must still land in it.
  expect(await fired).toBe(transaction)
})

test('a timer started inside a Baileys key transaction no longer keeps the transaction once nobody else holds it', async () => {
  const storage = transactionStorage()
  let collected: WeakRef<Transaction> | undefined
  let timer: NodeJS.Timeout | undefined
  await (async () => {
    const transaction: Transaction = { cache: { session: new Uint8Array(1 << 20) } }
    collected = new WeakRef(transaction)
    const started = timerInside(storage, transaction)
    await started.ran
    timer = started.timer()
  })()
  // A long timer is still pending in the transaction's context (lru-cache's TTL timers run up to three days).
  await new Promise((resolve) => setImmediate(resolve))
  gc()
  expect(collected!.deref()).toBeUndefined()
  clearTimeout(timer)
})

test("the engine's own per-socket value stays for all the work started inside its run", async () => {
  const storage = new KeyedAsyncLocalStorage<string>()
  const { ran, fired } = timerInside(storage, 'session logger')
  await ran
  expect(await fired).toBe('session logger')
})
