import { expect, test } from 'vitest'
import type { InboundMessage } from '../../src/protocol/ports/messages.js'
import { createTestEngine, nextEvent } from '../../../../test/support/engine.js'

const text = (messageId: string, from = '15550000002@s.whatsapp.net'): InboundMessage => ({
  messageId,
  from,
  chatJid: from,
  fromMe: false,
  status: null,
  timestamp: Date.now(),
  type: 'text',
  text: 'hello',
  message: { key: { id: messageId } },
})

/** Reports `message` on a new engine's session (as a restarted process does) and answers its event's id. */
const reportedId = async (message: InboundMessage): Promise<string> => {
  const t = await createTestEngine()
  try {
    const { sessionId } = await t.engine.sessions.create({
      sessionId: 'replay',
      displayName: 'Replay',
      deviceBrowser: 'Chrome',
    })
    t.driver.script(sessionId, 'open')
    await t.engine.sessions.connect(sessionId)
    await t.engine.sessions.waitForState(sessionId, ['connected'], 5_000)
    const received = nextEvent(t.engine, 'message.received', sessionId)
    t.driver.connection(sessionId).deliver({ type: 'message.received', message })
    return (await received).id
  } finally {
    await t.close()
  }
}

test('a message reported again after a restart carries the id of its first message.received; another message does not', async () => {
  const first = await reportedId(text('M1'))
  expect(first).toMatch(/^evt_[A-Za-z0-9_-]{16}$/)
  expect(await reportedId(text('M1'))).toBe(first)
  expect(await reportedId(text('M2'))).not.toBe(first)
  expect(await reportedId(text('M1', '15550000003@s.whatsapp.net'))).not.toBe(first)
})
