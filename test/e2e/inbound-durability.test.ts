import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectedState, pairedSession, startWorld, type World } from './harness.js'

const SELF = '15550220001'
const BOB = '15550220002'

/**
 * A stalled link delivers its backlog in one burst; Baileys decrypts each message, then receipts it, then emits it.
 * When the link drops inside that burst, a message can be decrypted (its Signal key spent and stored) without the
 * server ever getting the receipt: the server sends it again on the next connection, and the spent key cannot
 * decrypt it a second time. A user relies on every text a phone sent arriving once the session is back.
 */
describe('texts from a phone survive a link that drops while the engine works through them (real Baileys, simulator)', () => {
  let world: World
  let h: Awaited<ReturnType<World['engine']>>
  let sessionId: string
  beforeAll(async () => {
    world = await startWorld()
    h = await world.engine()
    ;({ sessionId } = await pairedSession(world, h, SELF))
    await world.sim.createPhone(BOB)
  })
  afterAll(async () => {
    await world.close()
  })

  const received = (id: string, since: number) =>
    h.events.waitFor('message.received', (e) => e.sessionId === sessionId && e.data.messageId === id, { since })

  it('delivers every text sent during a stall when the stream ends behind the backlog', async () => {
    const bob = world.sim.phone(BOB)!
    const since = h.events.mark()
    // the Signal session both ways exists before the stall
    const hello = await bob.sendText(SELF, 'hello')
    await received(hello.id, since)
    const reply = await h.api('POST', `/sessions/${sessionId}/messages`, {
      to: BOB,
      content: { type: 'text', text: 'hi' },
    })
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    await bob.waitForMessage((m) => m.id === reply.body.data.messageId)

    const release = world.sim.faults.stallConnections(SELF)
    const ids: string[] = []
    for (let i = 0; i < 30; i++) ids.push((await bob.sendText(SELF, `while stalled ${i}`)).id)
    // The phone is gone once it has sent them: it cannot answer a retry receipt, so only the server's copies count.
    const resume = bob.suspend()
    // The server ends the stream right behind the backlog: the engine reads the texts and the stream error in one
    // burst, and works through the texts after its socket has closed.
    const reconnected = h.events.waitFor('connection.state', connectedState(sessionId), { since: h.events.mark() })
    world.sim.faults.streamError(SELF)
    release()
    try {
      await reconnected
      const texts: string[] = []
      for (const id of ids) texts.push(((await received(id, since)).data as { text: string }).text)
      expect(texts).toEqual(ids.map((_, i) => `while stalled ${i}`))
      // once each: a message emitted before the close is not emitted again from the server's copy
      const emitted = h.events.of('message.received', sessionId).filter((e) => ids.includes(e.data.messageId))
      expect(emitted).toHaveLength(ids.length)
    } finally {
      resume()
    }
  })
})
