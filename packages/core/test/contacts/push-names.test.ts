import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createLogger, createStore, SessionEngine } from '@sessionkit/core'
import { afterEach, expect, test } from 'vitest'
import { countingStore } from '../../../../test/support/counting-store.js'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

// Every received message carries its sender's push name. Written one store write each, a burst of messages
// queued that many SQLite transactions in front of the webhook outbox's group commit (bench/RESULTS.md).
test('a burst of received messages stores each sender’s latest push name in a few batched writes', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'sessionkit-push-names-'))
  cleanups.push(() => rm(dir, { recursive: true, force: true }))
  const { store, writes, settled } = countingStore(createStore(`sqlite://${join(dir, 'store.sqlite')}`), ['contacts'])
  const engine = new SessionEngine({ store, logger: createLogger('silent') })
  await engine.start()
  cleanups.push(() => engine.stop())

  const senders = Array.from({ length: 20 }, (_, i) => `1555000${String(i).padStart(4, '0')}@s.whatsapp.net`)
  await Promise.all(
    Array.from({ length: 200 }, (_, i) => {
      const from = senders[i % senders.length]!
      return engine.bus.publish('message.received', 'ses_push', {
        messageId: `M${i}`,
        from,
        chatJid: from,
        pushName: `name ${i}`,
        timestamp: new Date().toISOString(),
        type: 'text',
        text: 'hi',
      } as never)
    }),
  )
  await settled()

  const names = await store.collection('contacts').getMany<string>(senders.map((jid) => `ses_push:pushName:${jid}`))
  expect(names).toEqual(senders.map((_, s) => `name ${180 + s}`))
  expect(writes()).toBeLessThanOrEqual(10)
})

// A sender's name is on every message and nearly never changes: rewriting it each time kept one SQLite row per
// received message in the write queue the webhook outbox waits on (bench/RESULTS.md, issue 34).
test('a push name is stored again only when it changes, the latest one winning', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'sessionkit-push-names-'))
  cleanups.push(() => rm(dir, { recursive: true, force: true }))
  const { store, writes, settled } = countingStore(createStore(`sqlite://${join(dir, 'store.sqlite')}`), ['contacts'])
  const engine = new SessionEngine({ store, logger: createLogger('silent') })
  await engine.start()
  cleanups.push(() => engine.stop())

  const senders = Array.from({ length: 5 }, (_, i) => `1555100${String(i).padStart(4, '0')}@s.whatsapp.net`)
  let seq = 0
  const receive = (from: string, pushName: string) =>
    engine.bus.publish('message.received', 'ses_names', {
      messageId: `N${seq++}`,
      from,
      chatJid: from,
      pushName,
      timestamp: new Date().toISOString(),
      type: 'text',
      text: 'hi',
    } as never)
  const stored = async () => {
    await settled()
    return store.collection('contacts').getMany<string>(senders.map((jid) => `ses_names:pushName:${jid}`))
  }

  // One message at a time, as a chat with few senders sees them: each sender's name is written once.
  for (let i = 0; i < 100; i++) await receive(senders[i % senders.length]!, `name ${i % senders.length}`)
  expect(await stored()).toEqual(senders.map((_, s) => `name ${s}`))
  expect(writes()).toBeLessThanOrEqual(senders.length)

  const before = writes()
  await receive(senders[0]!, 'renamed')
  expect(await stored()).toEqual(['renamed', ...senders.slice(1).map((_, s) => `name ${s + 1}`)])
  expect(writes()).toBe(before + 1)

  // Back to the earlier name while the rename may still be in the group commit: the latest message wins.
  await Promise.all([receive(senders[1]!, 'other'), receive(senders[1]!, 'name 1')])
  await receive(senders[0]!, 'name 0')
  expect(await stored()).toEqual(senders.map((_, s) => `name ${s}`))
})
