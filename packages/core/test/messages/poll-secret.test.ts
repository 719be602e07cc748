import { internals } from '@sessionkit/core/internal'
import { afterEach, expect, it } from 'vitest'
import { connectedSession, createTestEngine, type TestEngine } from '../../../../test/support/engine.js'

let t: TestEngine | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

/**
 * A sent poll's secret is what its votes are read with. The store queues the secret as a change to the stored
 * message; queued before the message itself, a flush between the two (the store's timer firing while the
 * `message.sent` event is still being made durable, which a loaded machine makes likely) applied it to a message
 * not yet stored, and every vote on that poll went unread.
 */
it("keeps a sent poll's secret when the store flushes while the message.sent event is still being stored", async () => {
  t = await createTestEngine()
  const sessionId = await connectedSession(t, 'Polls')
  const { bus, services } = t.engine[internals]
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let held!: () => void
  const holding = new Promise<void>((resolve) => (held = resolve))
  bus.addSink(async (event) => {
    if (event.type !== 'message.sent') return
    held()
    await released
  })

  const sent = t.engine.messages.sendPoll(sessionId, {
    to: '15550002222',
    content: { type: 'poll', name: 'When?', options: ['Noon', 'Night'] },
  })
  await holding
  await services.messageStore.flush()
  release()
  const { messageId, chatJid } = await sent
  await services.messageStore.flush()

  const stored = await services.messageStore.find(sessionId, chatJid, messageId)
  expect(stored?.poll?.secret).toMatch(/^[A-Za-z0-9+/]{43}=$/)
})
