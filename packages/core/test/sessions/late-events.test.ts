import { expect, test } from 'vitest'
import { connectedSession, createTestEngine, nextEvent } from '../../../../test/support/engine.js'

test('a message an ended connection reports after the session reconnected is still received', async () => {
  const t = await createTestEngine({ reconnect: { baseDelayMs: 1, maxDelayMs: 1 } })
  try {
    const sessionId = await connectedSession(t, 'Late')
    const ended = t.driver.connection(sessionId)
    const lost = nextEvent(t.engine, 'connection.state', sessionId, (e) => e.data.state === 'disconnected')
    ended.drop('connection_lost', null)
    await lost
    await t.engine.sessions.waitForState(sessionId, ['connected'], 5_000)
    expect(t.driver.connection(sessionId)).not.toBe(ended)

    // Baileys acknowledges a message to the server before it emits it, so one it decrypted as its socket closed
    // reaches the engine from the ended connection and is never sent again.
    const received = nextEvent(t.engine, 'message.received', sessionId)
    ended.deliver({
      type: 'message.received',
      message: {
        messageId: 'LATE1',
        from: '15550000002@s.whatsapp.net',
        chatJid: '15550000002@s.whatsapp.net',
        fromMe: false,
        status: null,
        timestamp: Date.now(),
        type: 'text',
        text: 'sent as the socket closed',
        message: { key: { id: 'LATE1' } },
      },
    })
    expect((await received).data).toMatchObject({ messageId: 'LATE1', text: 'sent as the socket closed' })
  } finally {
    await t.close()
  }
})
