import type { Phone, SimRelayBlock } from '@sessionkit/simulator'
import { type CallMediaKeys, internals } from '@sessionkit/core/internal'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pairedSession, startWorld, type World } from './harness.js'

const SELF = '15550410001'
const BOB = '15550410002'
const CAROL = '15550410003'

/** The relay block as the session parsed it, in the simulator's words: what the two must agree on. */
const asSent = (relay: NonNullable<CallMediaKeys['relay']>): SimRelayBlock => ({
  key: Buffer.from(relay.key),
  hbhKey: Buffer.from(relay.hbhKey ?? []),
  tokens: relay.tokens.map((t) => Buffer.from(t ?? [])),
  authTokens: relay.authTokens.map((t) => Buffer.from(t ?? [])),
  endpoints: relay.endpoints.map(({ relayId, relayName, tokenId, authTokenId, isFna, c2rRttMs, addresses }) => ({
    relayId,
    relayName,
    tokenId,
    authTokenId,
    isFna,
    c2rRttMs,
    addresses: addresses.map(({ family, address, port }) => ({ family, address, port })),
  })),
})

describe('call audio signalling end to end (callAudio on, real Baileys, the simulator as call relay)', () => {
  let world: World
  let h: Awaited<ReturnType<World['engine']>>
  let sessionId: string
  const phone = (digits: string): Phone => world.sim.phone(digits)!
  const calls = (path = '') => `/sessions/${sessionId}/calls${path}`
  const mediaOf = (callId: string) => h.engine[internals].services.calls.mediaOf(sessionId, callId)

  beforeAll(async () => {
    world = await startWorld()
    h = await world.engine({ callAudio: true })
    ;({ sessionId } = await pairedSession(world, h, SELF))
    for (const digits of [BOB, CAROL]) await world.sim.createPhone(digits)
  })
  afterAll(async () => {
    await world.close()
  })

  it('places a call with audio: plain-Opus offer, the call key the phone decrypts, the relay of the ack, a transport once answered', async () => {
    const transcript = world.sim.transcript({ phoneNumber: SELF })
    let callId = ''
    try {
      const since = h.events.mark()
      ;({ callId } = (await h.api('POST', calls(), { to: BOB })).body.data)
      await h.events.waitFor('call.state', (e) => e.data.callId === callId && e.data.state === 'ringing', { since })
      const ringing = await phone(BOB).calls.waitFor(callId, (c) => c.state === 'ringing')

      const offer = await transcript.waitForLine((line) => line.includes('C→S <call') && line.includes('<offer '))
      // one rate, the one the media stack runs at (whatsapp-rust's audio offer)
      expect(offer).toMatch(/<offer [^>]*><audio enc='opus' rate='16000'\/><net medium='3'\/><capability ver='1'>/)
      const ack = await transcript.waitForLine((line) => line.includes('S→C <ack') && line.includes("type='offer'"))
      expect(ack).toMatch(/<relay><key>\[bytes\]<\/key><hbh_key>\[bytes\]<\/hbh_key><token /)

      const media = await mediaOf(callId)
      expect(media).not.toBeNull()
      expect(Buffer.from(media!.callKey)).toEqual(Buffer.from(ringing.callKey!))
      expect(asSent(media!.relay!)).toEqual(world.sim.callRelay(callId, 'caller'))
      // the IPv6 te2 entry (18 bytes) is parsed beside the IPv4 one of the same relay
      expect(media!.relay!.endpoints[0]!.addresses.map((a) => a.family)).toEqual([4, 6])

      await phone(BOB).calls.accept(callId)
      await h.events.waitFor('call.state', (e) => e.data.callId === callId && e.data.state === 'active', { since })
      const transport = await transcript.waitForLine(
        (line) => line.includes('C→S <call') && line.includes('<transport'),
      )
      expect(transport).toMatch(/<transport [^>]*><te priority='1'>\[bytes\]<\/te><net medium='2' protocol='0'\/>/)

      await h.api('POST', calls(`/${callId}/end`))
      await phone(BOB).calls.waitFor(callId, (c) => c.state === 'ended')
      expect(await mediaOf(callId)).toBeNull()
    } finally {
      transcript.stop()
      // a call left live would make the next one busy
      if (callId) await h.api('POST', calls(`/${callId}/end`))
    }
  })

  it('answers a call with audio: preaccept, the media accept and transport the simulator checks, the same call key as the phone, the relay of the offer', async () => {
    const transcript = world.sim.transcript({ phoneNumber: SELF })
    try {
      const since = h.events.mark()
      const { callId } = await phone(CAROL).calls.call(SELF)
      await h.events.waitFor('call.incoming', (e) => e.data.callId === callId, { since })
      expect(await mediaOf(callId)).toBeNull()

      const accepted = await h.api('POST', calls(`/${callId}/accept`))
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
      // the simulator passes the accept on only when it has the references' shape
      const active = await phone(CAROL).calls.waitFor(callId, (c) => c.state === 'active')

      const sent = transcript.lines().filter((line) => line.includes('C→S <call') && line.includes(callId))
      const tags = sent.map((line) => /C→S <call [^>]*><(\w+)/.exec(line)?.[1])
      expect(tags).toEqual(['preaccept', 'accept', 'transport'])
      expect(sent[0]).toMatch(
        /<preaccept [^>]*><audio enc='opus' rate='16000'\/><encopt keygen='2'\/><capability ver='1'>/,
      )
      expect(sent[1]).toMatch(
        /<accept [^>]*><audio enc='opus' rate='16000'\/><te priority='2'>\[bytes\]<\/te><net medium='2'\/><encopt keygen='2'\/><capability ver='1'>\[bytes\]<\/capability><voip_settings uncompressed='1'>/,
      )

      const media = await mediaOf(callId)
      expect(Buffer.from(media!.callKey)).toEqual(Buffer.from(active.callKey!))
      expect(asSent(media!.relay!)).toEqual(world.sim.callRelay(callId, 'callee'))

      await phone(CAROL).calls.end(callId)
      await h.events.waitFor('call.state', (e) => e.data.callId === callId && e.data.state === 'ended', { since })
      expect(await mediaOf(callId)).toBeNull()
    } finally {
      transcript.stop()
    }
  })
})
