import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { createLogger, createStore, SessionEngine } from '@sessionkit/core'
import { afterEach, expect, test } from 'vitest'
import { countingStore } from '../../../../test/support/counting-store.js'
import { tempDir } from '../../../../test/support/stores.js'
import { MessageHistory } from '../../src/message-store/history.js'
import { internals } from '../../src/internal.js'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

// Written one session at a time, a flush cost three SQLite transactions per session that received anything:
// with 64 sessions busy, 192 a flush, queued in front of the webhook outbox's group commit (bench/RESULTS.md).
test('a flush writes the messages of every session in one batch of writes, each session’s history intact', async () => {
  const path = `sqlite://${join(tempDir(), `message-batches-${randomUUID()}.sqlite`)}`
  const { store, writes } = countingStore(createStore(path), ['chats', 'messages'])
  // One flush for the whole burst, whatever the machine's speed.
  const engine = new SessionEngine({ store, logger: createLogger('silent'), messageStore: { flushIntervalMs: 60_000 } })
  await engine.start()

  const sessions = Array.from({ length: 40 }, (_, s) => `ses_batch${s}`)
  const senders = ['15550000002@s.whatsapp.net', '15550000003@s.whatsapp.net']
  const at = Date.now()
  await Promise.all(
    sessions.flatMap((sessionId) =>
      Array.from({ length: 6 }, (_, i) => {
        const from = senders[i % 2]!
        return engine[internals].bus.publish('message.received', sessionId, {
          messageId: `${sessionId}-M${i}`,
          from,
          chatJid: from,
          pushName: `sender ${i % 2}`,
          timestamp: new Date(at + i * 1000).toISOString(),
          type: 'text',
          text: `text ${i}`,
        } as never)
      }),
    ),
  )
  // The stop writes what is queued: one flush.
  await engine.stop()
  // A chats write and a messages write (a new chat has no index entry to delete): two, not two per session.
  expect(writes()).toBeLessThanOrEqual(3)

  const reopened = createStore(path)
  cleanups.push(() => reopened.close())
  const history = new MessageHistory(reopened)
  for (const sessionId of sessions)
    for (const [s, chatJid] of senders.entries()) {
      const chat = await history.chat(sessionId, chatJid)
      expect(chat).toMatchObject({ messageCount: 3, unreadCount: 3, name: `sender ${s}` })
      const page = await history.messages(sessionId, chatJid, { direction: 'older', position: null }, 10)
      expect(page.messages.map((message) => message.id)).toEqual([4, 2, 0].map((i) => `${sessionId}-M${i + s}`))
    }
})
