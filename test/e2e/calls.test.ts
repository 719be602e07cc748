import type { Phone, PhoneCall } from '@sessionkit/simulator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pairedSession, startWorld, type World } from './harness.js'
import { apiHost } from '@sessionkit/core/internal'

const SELF = '15550400001'
const BOB = '15550400002'
const CAROL = '15550400003'
const DAVE = '15550400004'
const ERIN = '15550400005'
const FRANK = '15550400006'
const jidOf = (digits: string) => `${digits}@s.whatsapp.net`
/**
 * How long the simulator's relay lets a call ring before it ends it as missed (terminate reason=timeout): long
 * enough that the tests which act on a ringing call get there first on a loaded machine.
 */
const ringMs = 6_000

describe('calls end to end (HTTP, real Baileys, the simulator as call relay)', () => {
  let world: World
  let h: Awaited<ReturnType<World['engine']>>
  let sessionId: string
  const phone = (digits: string): Phone => world.sim.phone(digits)!
  const calls = (path = '') => `/sessions/${sessionId}/calls${path}`
  /** The phone's own log entry of a call, once `holds` is true of it. */
  const sees = (digits: string, callId: string, holds: (call: PhoneCall) => boolean) =>
    phone(digits).calls.waitFor(callId, holds)
  const stateOf = (callId: string, state: string, since?: number) =>
    h.events.waitFor(
      'call.state',
      (e) => e.sessionId === sessionId && e.data.callId === callId && e.data.state === state,
      since === undefined ? {} : { since },
    )

  beforeAll(async () => {
    world = await startWorld({ callRingMs: ringMs })
    h = await world.engine()
    ;({ sessionId } = await pairedSession(world, h, SELF))
    for (const digits of [BOB, CAROL, DAVE, ERIN]) await world.sim.createPhone(digits)
  })
  afterAll(async () => {
    await world.close()
  })

  it('calls a phone: it rings with the key encrypted for it, the phone accepts, the session mutes, the phone hangs up', async () => {
    const since = h.events.mark()
    const placed = await h.api('POST', calls(), { to: BOB }, { 'idempotency-key': 'ring-bob' })
    expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    const call = placed.body.data
    expect(call).toMatchObject({
      peerJid: jidOf(BOB),
      direction: 'outgoing',
      mediaType: 'audio',
      state: 'initiating',
      transport: 'websocket',
      audioMuted: false,
      endReason: null,
    })
    expect(call.callId).toMatch(/^[0-9A-F]{32}$/)

    // A retry with the same key rings no second time.
    const again = await h.api('POST', calls(), { to: BOB }, { 'idempotency-key': 'ring-bob' })
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(again.body.data.callId).toBe(call.callId)

    await stateOf(call.callId, 'ringing', since)
    const ringing = await sees(BOB, call.callId, (c) => c.state === 'ringing')
    expect(ringing).toMatchObject({ direction: 'incoming', peer: jidOf(SELF), video: false })
    // The phone decrypted the call key from the <enc> the session encrypted for its device.
    expect(ringing.callKey).toHaveLength(32)
    expect(
      phone(BOB)
        .calls.list()
        .filter((c) => c.peer === jidOf(SELF)),
    ).toHaveLength(1)

    await phone(BOB).calls.accept(call.callId)
    const active = await stateOf(call.callId, 'active', since)
    expect(active.data).toEqual({ callId: call.callId, state: 'active', previousState: 'ringing', endReason: null })

    const muted = await h.api('POST', calls(`/${call.callId}/mute`), { muted: true })
    expect(muted.status, JSON.stringify(muted.body)).toBe(200)
    expect(muted.body.data).toMatchObject({ state: 'active', audioMuted: true })
    await sees(BOB, call.callId, (c) => c.peerMuted)

    await phone(BOB).calls.mute(call.callId, true)
    await phone(BOB).calls.end(call.callId)
    const ended = await stateOf(call.callId, 'ended', since)
    expect(ended.data).toEqual({
      callId: call.callId,
      state: 'ended',
      previousState: 'active',
      endReason: 'ended_remote',
    })
    const read = await h.api('GET', calls(`/${call.callId}`))
    expect(read.body.data).toMatchObject({
      state: 'ended',
      endReason: 'ended_remote',
      audioMuted: true,
      peerAudioMuted: true,
      answeredAt: expect.any(String),
      endedAt: expect.any(String),
    })
  })

  it('a phone calls the session: call.incoming, the session rejects, the phone sees the refusal', async () => {
    const since = h.events.mark()
    const { callId } = await phone(CAROL).calls.call(SELF)
    const incoming = await h.events.waitFor('call.incoming', (e) => e.data.callId === callId, { since })
    expect(incoming.sessionId).toBe(sessionId)
    expect(incoming.data).toMatchObject({
      callId,
      peerJid: jidOf(CAROL),
      direction: 'incoming',
      mediaType: 'audio',
      state: 'ringing',
      transport: 'websocket',
      audioMuted: false,
    })
    expect((await stateOf(callId, 'ringing', since)).data.previousState).toBe('initiating')

    const rejected = await h.api('POST', calls(`/${callId}/reject`))
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200)
    expect(rejected.body.data).toMatchObject({ state: 'ended', endReason: 'rejected' })
    const seen = await sees(CAROL, callId, (c) => c.state === 'ended')
    expect(seen.endReason).toBe('rejected')
  })

  it('takes a call from a phone and hangs up: the phone sees it answered, then ended by the session', async () => {
    const since = h.events.mark()
    const { callId } = await phone(DAVE).calls.call(jidOf(SELF))
    await h.events.waitFor('call.incoming', (e) => e.data.callId === callId, { since })
    const accepted = await h.api('POST', calls(`/${callId}/accept`))
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
    expect(accepted.body.data).toMatchObject({ state: 'active', answeredAt: expect.any(String) })
    await sees(DAVE, callId, (c) => c.state === 'active')

    const ended = await h.api('POST', calls(`/${callId}/end`))
    expect(ended.body.data).toMatchObject({ state: 'ended', endReason: 'ended_local' })
    expect((await sees(DAVE, callId, (c) => c.state === 'ended')).endReason).toBe('ended_remote')
  })

  it('a call nobody answers ends as missed on both sides', async () => {
    const since = h.events.mark()
    const placed = await h.api('POST', calls(), { to: jidOf(ERIN) })
    const { callId } = placed.body.data
    await sees(ERIN, callId, (c) => c.state === 'ringing')
    const ended = await stateOf(callId, 'ended', since)
    expect(ended.data).toMatchObject({ previousState: 'ringing', endReason: 'missed' })
    expect((await sees(ERIN, callId, (c) => c.state === 'ended')).endReason).toBe('timeout')
  })

  it('cancels an outgoing call that still rings', async () => {
    const since = h.events.mark()
    const { callId } = (await h.api('POST', calls(), { to: BOB })).body.data
    await stateOf(callId, 'ringing', since)
    await sees(BOB, callId, (c) => c.state === 'ringing')
    const cancelled = await h.api('POST', calls(`/${callId}/end`))
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.data).toMatchObject({ state: 'ended', endReason: 'cancelled', answeredAt: null })
    expect((await sees(BOB, callId, (c) => c.state === 'ended')).endReason).toBe('ended_remote')
  })

  it('a phone busy in another call refuses with busy', async () => {
    const { callId: theirs } = await phone(CAROL).calls.call(DAVE)
    await sees(DAVE, theirs, (c) => c.state === 'ringing')
    const since = h.events.mark()
    const { callId } = (await h.api('POST', calls(), { to: CAROL })).body.data
    expect((await stateOf(callId, 'ended', since)).data.endReason).toBe('busy')
    await phone(CAROL).calls.end(theirs)
  })

  it('an action that does not fit the state is a 409 naming it; an unknown call a 404', async () => {
    const [ended] = (await h.api('GET', calls())).body.data.filter(
      (c: { direction: string; state: string }) => c.direction === 'outgoing' && c.state === 'ended',
    )
    const accept = await h.api('POST', calls(`/${ended.callId}/accept`))
    expect(accept.status).toBe(409)
    expect(accept.body).toMatchObject({ code: 'call_state_conflict', state: 'ended' })
    const mute = await h.api('POST', calls(`/${ended.callId}/mute`), { muted: true })
    expect(mute.status).toBe(409)
    expect(mute.body.code).toBe('call_state_conflict')

    const since = h.events.mark()
    const { callId } = (await h.api('POST', calls(), { to: DAVE })).body.data
    await stateOf(callId, 'ringing', since)
    const acceptOutgoing = await h.api('POST', calls(`/${callId}/accept`))
    expect(acceptOutgoing.status).toBe(409)
    expect(acceptOutgoing.body).toMatchObject({ code: 'call_state_conflict', state: 'ringing' })
    expect(acceptOutgoing.body.detail).toMatch(/outgoing and ringing/)
    await h.api('POST', calls(`/${callId}/end`))

    const unknown = await h.api('GET', calls('/0123456789ABCDEF0123456789ABCDEF'))
    expect(unknown.status).toBe(404)
    expect(unknown.body.code).toBe('call_not_found')
    expect((await h.api('POST', calls('/0123456789ABCDEF0123456789ABCDEF/end'))).body.code).toBe('call_not_found')
    const nobody = await h.api('POST', calls(), { to: '15550409999' })
    expect(nobody.status).toBe(422)
    expect(nobody.body.errors).toContainEqual(expect.objectContaining({ path: 'to' }))
  })

  it('offers as current clients do: to the peer’s LID, the session’s LID as creator, a bare <enc> for a one-device peer, and the peer’s privacy token, without which a peer taking calls from known callers only refuses it', async () => {
    const frank = await world.sim.createPhone(FRANK)
    await frank.calls.setCallPrivacy('known')
    const transcript = world.sim.transcript({ phoneNumber: SELF })
    try {
      let since = h.events.mark()
      const refused = (await h.api('POST', calls(), { to: FRANK })).body.data
      expect((await stateOf(refused.callId, 'ended', since)).data.endReason).toBe('failed')
      expect(frank.calls.list()).toEqual([])

      // Frank trusts the session: the token arrives in a privacy_token notification, which Baileys stores, then acks.
      await frank.calls.trust(SELF)
      await transcript.waitForLine((line) => /C→S <ack [^>]*class='notification'[^>]*type='privacy_token'/.test(line))
      since = h.events.mark()
      const { callId } = (await h.api('POST', calls(), { to: FRANK })).body.data
      await stateOf(callId, 'ringing', since)
      expect(await sees(FRANK, callId, (c) => c.state === 'ringing')).toMatchObject({ peer: jidOf(SELF) })
      const offer = await transcript.waitForLine((line) => line.includes(`call-id='${callId}'`) && line.includes('C→S'))
      const selfLid = phone(SELF).lid.split('@')[0]
      expect(offer).toContain(`<call to='${frank.lid}'`)
      expect(offer).toMatch(new RegExp(`call-creator='${selfLid}:\\d+@lid'`))
      expect(offer).toMatch(/<offer [^>]*><privacy>\[bytes\]<\/privacy><audio /)
      expect(offer).toMatch(/<capability ver='1'>\[bytes\]<\/capability><enc [^>]*>\[bytes\]<\/enc><encopt /)
      expect(offer).not.toContain('<destination>')
      await h.api('POST', calls(`/${callId}/end`))
    } finally {
      transcript.stop()
      await frank.calls.setCallPrivacy('all')
    }
  })

  it('lists every call newest first, and the records survive a restart; a call live then ends with engine_restart', async () => {
    const listed = (await h.api('GET', calls('?limit=100'))).body.data as { callId: string; startedAt: string }[]
    expect(listed).toHaveLength(9)
    expect(listed.map((c) => c.startedAt)).toEqual([...listed.map((c) => c.startedAt)].sort().reverse())

    const since = h.events.mark()
    const { callId } = (await h.api('POST', calls(), { to: BOB })).body.data
    await stateOf(callId, 'ringing', since)
    // Answered, so the relay's ring timeout cannot end it first on a slow machine: it is live until the restart.
    await phone(BOB).calls.accept(callId)
    await stateOf(callId, 'active', since)
    await h.engine.stop()
    const second = await world.engine({}, h.file)
    // Published as the engine started, before the test's recorder was attached, and stored a moment later (events
    // nothing waits on are published detached): read from the event log, which webhooks and the stream serve.
    const restarted = async () => {
      for await (const entry of second.engine[apiHost].eventLog.readAfter(0)) {
        const event = JSON.parse(entry.json) as { type: string; data: { callId: string; state: string } }
        if (event.type === 'call.state' && event.data.callId === callId && event.data.state === 'ended')
          return event.data
      }
      return undefined
    }
    await expect
      .poll(restarted)
      .toEqual({ callId, state: 'ended', previousState: 'active', endReason: 'engine_restart' })
    const after = (await second.api('GET', calls('?limit=100'))).body.data as {
      callId: string
      state: string
      endReason: string
    }[]
    expect(after.map((c) => c.callId)).toEqual([callId, ...listed.map((c) => c.callId)])
    expect(after.every((c) => c.state === 'ended')).toBe(true)
    expect((await second.api('GET', calls(`/${callId}`))).body.data).toMatchObject({
      state: 'ended',
      endReason: 'engine_restart',
    })
  })
})

describe('a call WhatsApp does not acknowledge in time', () => {
  it('an accept, a mute and a hang-up do not wait for acks WhatsApp need not send: they succeed while WhatsApp answers nothing in time', async () => {
    const slow = await startWorld()
    try {
      const engine = await slow.engine({ sendAckTimeoutMs: 300 })
      const paired = await pairedSession(slow, engine, '15550400021')
      const caller = await slow.sim.createPhone('15550400022')
      const since = engine.events.mark()
      const { callId } = await caller.calls.call('15550400021')
      await engine.events.waitFor('call.incoming', (e) => e.data.callId === callId, { since })
      slow.sim.faults.delayReplies(2_000)
      const path = `/sessions/${paired.sessionId}/calls/${callId}`
      const accepted = await engine.api('POST', `${path}/accept`)
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
      expect(accepted.body.data.state).toBe('active')
      const muted = await engine.api('POST', `${path}/mute`, { muted: true })
      expect(muted.status, JSON.stringify(muted.body)).toBe(200)
      expect(muted.body.data.audioMuted).toBe(true)
      const ended = await engine.api('POST', `${path}/end`)
      expect(ended.body.data).toMatchObject({ state: 'ended', endReason: 'ended_local' })
      slow.sim.faults.delayReplies(0)
      // Each reached the caller all the same.
      expect(await caller.calls.waitFor(callId, (c) => c.state === 'ended')).toMatchObject({
        peerMuted: true,
        endReason: 'ended_remote',
      })
    } finally {
      await slow.close()
    }
  })

  it('ends as failed once sendAckTimeoutMs has passed without the ack of its offer', async () => {
    const slow = await startWorld()
    try {
      const engine = await slow.engine({ sendAckTimeoutMs: 300 })
      const paired = await pairedSession(slow, engine, '15550400011')
      await slow.sim.createPhone('15550400012')
      const since = engine.events.mark()
      slow.sim.faults.delayReplies(2_000)
      const placed = await engine.api('POST', `/sessions/${paired.sessionId}/calls`, { to: '15550400012' })
      expect(placed.status).toBe(201)
      const { callId } = placed.body.data
      const ended = await engine.events.waitFor(
        'call.state',
        (e) => e.data.callId === callId && e.data.state === 'ended',
        { since },
      )
      slow.sim.faults.delayReplies(0)
      expect(ended.data).toEqual({ callId, state: 'ended', previousState: 'initiating', endReason: 'failed' })
      expect((await engine.api('GET', `/sessions/${paired.sessionId}/calls/${callId}`)).body.data).toMatchObject({
        state: 'ended',
        endReason: 'failed',
        answeredAt: null,
      })
    } finally {
      await slow.close()
    }
  })
})
