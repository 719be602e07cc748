import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type EngineEvent, SessionEngine } from '@sessionkit/core'
import { type CallSignal, MAX_CALL_AGE_MS, MAX_CALLS_PER_SESSION } from '@sessionkit/core/internal'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestEngine, nextEvent, type TestEngine, connectedSession } from '../../../../test/support/engine.js'
import { FakeDriver } from '../../../../test/support/fake-driver.js'
import { ManualTime } from '../../../../test/support/manual-time.js'

/**
 * The call state machine, once, in-process on the fake driver (which takes every signal at once and rings nothing).
 * What the routes add (statuses, Problems, paging headers) is in test/contract/calls; the effect on a phone in
 * test/e2e/calls.
 */

const peer = '15550002222@s.whatsapp.net'

/** A `<call>` action from the peer's phone, as the port delivers it; `signal` names the call and what it does. */
const fromPeer = (signal: Partial<CallSignal> & Pick<CallSignal, 'callId' | 'action'>): CallSignal => ({
  creatorJid: peer,
  fromJid: peer,
  peerJid: peer,
  fromOwnAccount: false,
  video: false,
  reason: null,
  muted: null,
  at: Date.now(),
  ...signal,
})

describe('the call state machine', () => {
  let t: TestEngine
  let sessionId: string
  /** WhatsApp delivers a `<call>` action from the peer's phone (or, `fromOwnAccount`, from the account's own phone). */
  const deliver = (signal: Partial<CallSignal> & Pick<CallSignal, 'callId' | 'action'>) =>
    t.driver.connection(sessionId).deliverCall(fromPeer(signal))
  const stateOf = (callId: string, state: string) =>
    nextEvent(t.engine, 'call.state', sessionId, (e) => e.data.callId === callId && e.data.state === state)
  const conflict = (state: string) => ({ code: 'call_state_conflict', extra: { state } })

  beforeAll(async () => {
    t = await createTestEngine()
    sessionId = await connectedSession(t, 'Calls')
  })
  afterAll(async () => {
    await t?.close()
  })

  test('an outgoing call: initiating, ringing once acked, active on the peer’s accept, muted, hung up; wrong actions name the state', async () => {
    const placed = await t.engine.calls.place(sessionId, { to: '15550002222' })
    const { callId } = placed
    expect(placed).toMatchObject({ peerJid: peer, direction: 'outgoing', mediaType: 'audio', state: 'initiating' })
    expect(t.driver.connection(sessionId).callSignals).toContainEqual({ action: 'offer', callId, to: peer })
    await expect.poll(async () => (await t.engine.calls.get(sessionId, callId)).state).toBe('ringing')

    await expect(t.engine.calls.reject(sessionId, callId)).rejects.toMatchObject(conflict('ringing'))

    const active = stateOf(callId, 'active')
    deliver({ callId, action: 'accept' })
    expect((await active).data).toEqual({ callId, state: 'active', previousState: 'ringing', endReason: null })
    deliver({ callId, action: 'mute', muted: true })
    await expect.poll(async () => (await t.engine.calls.get(sessionId, callId)).peerAudioMuted).toBe(true)

    expect(await t.engine.calls.mute(sessionId, callId, { muted: true })).toMatchObject({
      state: 'active',
      audioMuted: true,
    })
    const ended = await t.engine.calls.end(sessionId, callId)
    expect(ended).toMatchObject({
      state: 'ended',
      endReason: 'ended_local',
      answeredAt: expect.any(String),
      endedAt: expect.any(String),
    })
    // The answer is the record as stored, its last change included.
    expect(ended.updatedAt >= ended.endedAt!).toBe(true)
    expect(await t.engine.calls.get(sessionId, callId)).toEqual(ended)
    expect(
      t.driver
        .connection(sessionId)
        .callSignals.filter((s) => s.callId === callId)
        .map((s) => s.action),
    ).toEqual(['offer', 'mute', 'terminate'])

    await expect(t.engine.calls.end(sessionId, callId)).rejects.toMatchObject(conflict('ended'))
    await expect(t.engine.calls.accept(sessionId, callId)).rejects.toMatchObject(conflict('ended'))
    await expect(t.engine.calls.reject(sessionId, callId)).rejects.toMatchObject(conflict('ended'))
    await expect(t.engine.calls.mute(sessionId, callId, { muted: false })).rejects.toMatchObject(conflict('ended'))
  })

  test('peer answers end an outgoing call: busy, rejected, a ring timeout is missed, a cancel is cancelled', async () => {
    const outcomes: [Partial<CallSignal>, string][] = [
      [{ action: 'reject', reason: 'busy' }, 'busy'],
      [{ action: 'reject' }, 'rejected'],
      [{ action: 'terminate', reason: 'timeout' }, 'missed'],
    ]
    for (const [signal, endReason] of outcomes) {
      const { callId } = await t.engine.calls.place(sessionId, { to: peer })
      const ended = stateOf(callId, 'ended')
      deliver({ callId, action: signal.action!, reason: signal.reason ?? null })
      expect((await ended).data.endReason).toBe(endReason)
    }
    const { callId } = await t.engine.calls.place(sessionId, { to: peer })
    expect(await t.engine.calls.end(sessionId, callId)).toMatchObject({ state: 'ended', endReason: 'cancelled' })
  })

  test('an incoming call rings at once (call.incoming); a repeat of its offer is ignored; another device of the account answering ends it here', async () => {
    const callId = 'AB12CD34EF56AB12CD34EF56AB12CD34'
    const incoming = nextEvent(t.engine, 'call.incoming', sessionId, (e) => e.data.callId === callId)
    const states: EngineEvent<'call.state'>[] = []
    const off = t.engine.on('call.state', (e) => e.data.callId === callId && states.push(e))
    deliver({ callId, action: 'offer', video: true, fromJid: '15550002222:3@s.whatsapp.net' })
    expect((await incoming).data).toMatchObject({
      callId,
      peerJid: peer,
      direction: 'incoming',
      mediaType: 'video',
      state: 'ringing',
      transport: 'websocket',
    })
    deliver({ callId, action: 'offer' })
    const answeredElsewhere = stateOf(callId, 'ended')
    deliver({ callId, action: 'accept', fromOwnAccount: true, fromJid: '15550001111@s.whatsapp.net' })
    expect((await answeredElsewhere).data).toEqual({
      callId,
      state: 'ended',
      previousState: 'ringing',
      endReason: 'answered_elsewhere',
    })
    off()
    expect(states.map((e) => e.data.state)).toEqual(['ringing', 'ended'])
    expect(states[0]!.data).toEqual({ callId, state: 'ringing', previousState: 'initiating', endReason: null })

    const second = 'AB12CD34EF56AB12CD34EF56AB12CD35'
    const rings = nextEvent(t.engine, 'call.incoming', sessionId, (e) => e.data.callId === second)
    deliver({ callId: second, action: 'offer', fromJid: '15550002222:3@s.whatsapp.net' })
    await rings
    expect(await t.engine.calls.accept(sessionId, second)).toMatchObject({ state: 'active', mediaType: 'audio' })
    // Signals for an incoming call go to the device that called.
    expect(t.driver.connection(sessionId).callSignals).toContainEqual({
      action: 'accept',
      callId: second,
      to: '15550002222:3@s.whatsapp.net',
    })
    const remote = stateOf(second, 'ended')
    deliver({ callId: second, action: 'terminate' })
    expect((await remote).data.endReason).toBe('ended_remote')
  })
})

describe('call records are bounded per session', () => {
  test(`by age (${MAX_CALL_AGE_MS / 86_400_000} days) and by count (${MAX_CALLS_PER_SESSION}): ended calls beyond either go as new ones come, live ones stay; they go with the session`, async () => {
    let now = Date.parse('2026-03-01T10:00:00.000Z')
    const t = await createTestEngine({ clock: { now: () => now } })
    try {
      const sessionId = await connectedSession(t, 'Bounded')
      const ids = async () => (await t.engine.calls.list(sessionId, { limit: 100 })).items.map((c) => c.callId)

      const old = await t.engine.calls.place(sessionId, { to: peer })
      await t.engine.calls.end(sessionId, old.callId)
      const live = await t.engine.calls.place(sessionId, { to: peer })
      now += MAX_CALL_AGE_MS + 60_000
      const fresh = await t.engine.calls.place(sessionId, { to: peer })
      expect(await ids()).toEqual([fresh.callId, live.callId])
      await t.engine.calls.end(sessionId, fresh.callId)

      const placed: string[] = []
      for (let i = 0; i < MAX_CALLS_PER_SESSION + 2; i++) {
        now += 1_000
        const call = await t.engine.calls.place(sessionId, { to: peer })
        await t.engine.calls.end(sessionId, call.callId)
        placed.push(call.callId)
      }
      const kept: string[] = []
      for (
        let page = await t.engine.calls.list(sessionId, { limit: 100 });
        ;
        page = await t.engine.calls.list(sessionId, { limit: 100, cursor: page.nextCursor! })
      ) {
        kept.push(...page.items.map((c) => c.callId))
        if (!page.nextCursor) break
      }
      expect(kept).toHaveLength(MAX_CALLS_PER_SESSION)
      // The live call stays; the oldest ended ones went.
      expect(kept).toContain(live.callId)
      expect(kept.slice(0, MAX_CALLS_PER_SESSION - 1)).toEqual(placed.slice(-(MAX_CALLS_PER_SESSION - 1)).reverse())

      // Deleting the session deletes its calls.
      const deleted = nextEvent(t.engine, 'session.deleted', sessionId)
      await t.engine.sessions.delete(sessionId)
      await deleted
      // Nothing of the session's calls is left behind, the live call's entry included.
      await expect.poll(async () => (await t.engine.store.collection('calls').firstKeys('', 1)).length).toBe(0)
    } finally {
      await t.close()
    }
  })
})

describe('a restart', () => {
  test('ends the calls live when the process stopped (engine_restart), in any session, and only those', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sessionkit-calls-restart-'))
    const store = `sqlite://${join(dir, 'store.sqlite')}`
    const engineOn = (driver: FakeDriver) =>
      new SessionEngine({ store, logger: pino({ level: 'silent' }), protocol: { driver } })
    const engines: SessionEngine[] = []
    try {
      const driver = new FakeDriver()
      const first = engineOn(driver)
      engines.push(first)
      await first.start()
      const connected = async (sessionId: string) => {
        driver.script(sessionId, 'open')
        await first.sessions.connect(sessionId)
        await first.sessions.waitForState(sessionId, ['connected'], 5_000)
        return sessionId
      }
      // A session named like a word of the store's layout lists its own calls and nothing else.
      const live = await connected(
        (await first.sessions.create({ sessionId: 'live', displayName: 'Live', deviceBrowser: 'Chrome' })).sessionId,
      )
      const other = await connected(
        (await first.sessions.create({ displayName: 'Other', deviceBrowser: 'Chrome' })).sessionId,
      )
      const ringing = await first.calls.place(live, { to: peer })
      const ended = await first.calls.place(live, { to: peer })
      await first.calls.end(live, ended.callId)
      const incoming = 'AB12CD34EF56AB12CD34EF56AB12CD99'
      const rings = nextEvent(first, 'call.incoming', other, (e) => e.data.callId === incoming)
      driver.connection(other).deliverCall(fromPeer({ callId: incoming, action: 'offer' }))
      await rings
      await expect.poll(async () => (await first.calls.get(live, ringing.callId)).state).toBe('ringing')
      expect((await first.calls.list(live, { limit: 100 })).items.map((c) => c.callId).sort()).toEqual(
        [ringing.callId, ended.callId].sort(),
      )
      await first.stop()

      const second = engineOn(new FakeDriver().script(live, 'open').script(other, 'open'))
      engines.push(second)
      const states: { sessionId: string; data: unknown }[] = []
      second.on('call.state', (e) => states.push({ sessionId: e.sessionId, data: e.data }))
      await second.start()
      await expect.poll(() => states).toHaveLength(2)
      expect(states).toEqual(
        expect.arrayContaining([
          {
            sessionId: live,
            data: { callId: ringing.callId, state: 'ended', previousState: 'ringing', endReason: 'engine_restart' },
          },
          {
            sessionId: other,
            data: { callId: incoming, state: 'ended', previousState: 'ringing', endReason: 'engine_restart' },
          },
        ]),
      )
      expect((await second.calls.get(live, ended.callId)).endReason).toBe('cancelled')
      expect((await second.calls.list(live, { limit: 100 })).items.map((c) => c.callId).sort()).toEqual(
        [ringing.callId, ended.callId].sort(),
      )
      // Once no call is live, the store holds the three records and nothing else: no call waits for a restart to end it.
      const keys: string[] = []
      for await (const [key] of second.store.collection('calls').scan()) keys.push(key)
      expect(keys).toHaveLength(3)
    } finally {
      for (const engine of engines) if (engine.started) await engine.stop()
      await rm(dir, { recursive: true, force: true })
    }
  })
})

describe('a call nobody answers', () => {
  test('ends as missed once callRingLimitMs has passed on the engine’s timer source, when WhatsApp has not ended it: an outgoing one is terminated towards the peer, an incoming one only recorded, an answered one kept', async () => {
    const time = new ManualTime()
    const limit = 60_000
    const t = await createTestEngine({ clock: time.clock, scheduler: time.scheduler, callRingLimitMs: limit })
    try {
      const sessionId = await connectedSession(t, 'Unanswered')
      const connection = t.driver.connection(sessionId)
      const signal = (callId: string, action: CallSignal['action']) =>
        connection.deliverCall(fromPeer({ callId, action, at: time.now }))
      const endOf = (callId: string) =>
        nextEvent(t.engine, 'call.state', sessionId, (e) => e.data.callId === callId && e.data.state === 'ended')

      const outgoing = await t.engine.calls.place(sessionId, { to: peer })
      await expect.poll(async () => (await t.engine.calls.get(sessionId, outgoing.callId)).state).toBe('ringing')
      const incoming = 'FEDCBA9876543210FEDCBA9876543210'
      const rings = nextEvent(t.engine, 'call.incoming', sessionId, (e) => e.data.callId === incoming)
      signal(incoming, 'offer')
      await rings
      const answered = await t.engine.calls.place(sessionId, { to: peer })
      await expect.poll(async () => (await t.engine.calls.get(sessionId, answered.callId)).state).toBe('ringing')
      signal(answered.callId, 'accept')
      await expect.poll(async () => (await t.engine.calls.get(sessionId, answered.callId)).state).toBe('active')

      time.advance(limit - 1)
      expect((await t.engine.calls.get(sessionId, outgoing.callId)).state).toBe('ringing')
      const missedOut = endOf(outgoing.callId)
      const missedIn = endOf(incoming)
      time.advance(1)
      expect((await missedOut).data).toEqual({
        callId: outgoing.callId,
        state: 'ended',
        previousState: 'ringing',
        endReason: 'missed',
      })
      expect((await missedIn).data).toMatchObject({ previousState: 'ringing', endReason: 'missed' })
      expect(connection.callSignals.filter((s) => s.callId === outgoing.callId)).toEqual([
        { action: 'offer', callId: outgoing.callId, to: peer },
        { action: 'terminate', callId: outgoing.callId, to: peer, reason: 'timeout' },
      ])
      expect(connection.callSignals.filter((s) => s.callId === incoming)).toEqual([])
      expect((await t.engine.calls.get(sessionId, answered.callId)).state).toBe('active')
    } finally {
      await t.close()
    }
  })
})
