import NodeCache from '@cacheable/node-cache'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectedState, pairedSession, startWorld, type World } from './harness.js'

/**
 * Every `NodeCache` (Baileys' cache class) starts a 600 s interval that only `close()` stops, and the interval
 * keeps the cache and all it holds in memory. Counted here: caches made since the test began whose interval
 * still runs.
 */
const made: WeakRef<NodeCache<unknown>>[] = []
const startInterval = NodeCache.prototype.startInterval
NodeCache.prototype.startInterval = function (this: NodeCache<unknown>) {
  made.push(new WeakRef(this))
  startInterval.call(this)
}
const running = () => made.filter((ref) => ref.deref()?.getIntervalId()).length

describe('what a Baileys socket leaves behind when it ends (real Baileys, simulator)', () => {
  let world: World
  beforeAll(async () => {
    world = await startWorld()
  })
  afterAll(async () => {
    NodeCache.prototype.startInterval = startInterval
    await world.close()
  })

  it('reconnecting a session many times leaves no cache timer of the sockets that ended', async () => {
    const h = await world.engine()
    const { sessionId } = await pairedSession(world, h, '15550310001')
    await world.sim.createPhone('15550310009')
    const send = async (text: string) => {
      const sent = await h.api('POST', `/sessions/${sessionId}/messages`, {
        to: '15550310009',
        content: { type: 'text', text },
      })
      expect(sent.status).toBe(200)
      await world.sim.phone('15550310009')!.waitForMessage((m) => m.id === sent.body.data.messageId)
    }
    await send('first')
    const oneSocket = running()
    const rounds = 6
    for (let round = 0; round < rounds; round++) {
      expect((await h.api('POST', `/sessions/${sessionId}/disconnect`)).status).toBe(200)
      const since = h.events.mark()
      expect((await h.api('POST', `/sessions/${sessionId}/connect`)).status).toBe(200)
      await h.events.waitFor('connection.state', connectedState(sessionId), { since })
      await send(`round ${round}`)
    }
    // One socket is open, as at the start: what the six that ended made is stopped.
    expect(running()).toBe(oneSocket)
  })
})
