import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { createLogger, createStore, SessionEngine } from '@sessionkit/core'
import { afterEach, expect, test } from 'vitest'
import { countingStore } from '../../../../test/support/counting-store.js'
import { tempDir } from '../../../../test/support/stores.js'
import { internals } from '../../src/internal.js'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

// Every received message carries its sender's push name. Written one store write each, a burst of messages
// queued that many SQLite transactions in front of the webhook outbox's group commit (bench/RESULTS.md).
test('a burst of received messages stores each sender’s latest push name in a few batched writes', async () => {
  const file = join(tempDir(), `push-names-${randomUUID()}.sqlite`)
  const { store, writes, settled } = countingStore(createStore(`sqlite://${file}`), ['contacts'])
  const engine = new SessionEngine({ store, logger: createLogger('silent') })
  await engine.start()
  cleanups.push(() => engine.stop())

  const senders = Array.from({ length: 20 }, (_, i) => `1555000${String(i).padStart(4, '0')}@s.whatsapp.net`)
  await Promise.all(
    Array.from({ length: 200 }, (_, i) => {
      const from = senders[i % senders.length]!
      return engine[internals].bus.publish('message.received', 'ses_push', {
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
