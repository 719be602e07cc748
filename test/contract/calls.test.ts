import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestEngine, type TestEngine, testApiKey, connectedSession } from '../support/engine.js'
import { inProcess, jsonClient, type Mounted } from '../support/targets.js'

/**
 * The call routes' validation, statuses, Problems and paging, in process (`inProcess`: what an adapter can change is
 * test/contract/api's), on the fake driver. The state machine behind them is tested once in packages/core/test/calls;
 * its effect on a phone in test/e2e/calls.
 */

const base = '/api/v1'
const auth = { authorization: `Bearer ${testApiKey}` }
const peer = '15550002222@s.whatsapp.net'
const unknownCall = '0123456789ABCDEF0123456789ABCDEF'

describe.each(inProcess)('calls on $name', (target) => {
  let t: TestEngine
  let api: Mounted
  let sessionId: string
  let unpairedId: string
  const call = jsonClient(() => api, base, auth)
  const calls = (path = '') => `/sessions/${sessionId}/calls${path}`

  beforeAll(async () => {
    t = await createTestEngine()
    api = await target.mount(t.engine, { basePath: base })
    sessionId = await connectedSession(t, 'Calls')
    unpairedId = (await t.engine.sessions.create({ displayName: 'Calls unpaired', deviceBrowser: 'Chrome' })).sessionId
  })
  afterAll(async () => {
    await api?.close()
    await t?.close()
  })

  test('a call needs `to` as a person: missing, a group, an unknown field are 422s naming them', async () => {
    const none = await call('POST', calls(), { extra: 1 })
    expect(none.status).toBe(422)
    expect((none.body.errors as { path: string }[]).map((e) => e.path)).toEqual(expect.arrayContaining(['to', 'extra']))
    const group = await call('POST', calls(), { to: '120363012345678901@g.us' })
    expect(group.body.errors).toContainEqual(expect.objectContaining({ path: 'to' }))
  })

  test('mute needs a boolean `muted`; a call id must look like one', async () => {
    const missing = await call('POST', calls(`/${unknownCall}/mute`), {})
    expect(missing.status).toBe(422)
    expect(missing.body.errors).toContainEqual(expect.objectContaining({ path: 'muted' }))
    const text = await call('POST', calls(`/${unknownCall}/mute`), { muted: 'yes' })
    expect(text.body.errors).toContainEqual(expect.objectContaining({ path: 'muted' }))
    const badId = await call('GET', calls('/not-a-call!'))
    expect(badId.status).toBe(422)
    expect(badId.body.errors).toContainEqual(expect.objectContaining({ path: 'callId' }))
  })

  test('an unknown call is a 404 call_not_found; an unknown session a 404; an unpaired one cannot call but lists its calls', async () => {
    for (const [method, path] of [
      ['GET', ''],
      ['POST', '/accept'],
      ['POST', '/reject'],
      ['POST', '/end'],
    ] as const) {
      const answer = await call(method, calls(`/${unknownCall}${path}`))
      expect(answer.status).toBe(404)
      expect(answer.body.code).toBe('call_not_found')
    }
    expect((await call('GET', '/sessions/no-such-session/calls')).body.code).toBe('session_not_found')
    const place = await call('POST', `/sessions/${unpairedId}/calls`, { to: peer })
    expect(place.status).toBe(409)
    expect(place.body.code).toBe('session_not_paired')
    const listed = await call('GET', `/sessions/${unpairedId}/calls`)
    expect(listed.status).toBe(200)
    expect(listed.body).toEqual({ data: [], nextCursor: null })
  })

  test('a placed call is a 201 with the record, read back by GET; an action in the wrong state is a 409 Problem naming the state', async () => {
    const placed = await call('POST', calls(), { to: '15550002222' })
    expect(placed.status).toBe(201)
    const { callId } = placed.body.data
    expect(placed.body.data).toEqual({
      callId,
      peerJid: peer,
      direction: 'outgoing',
      mediaType: 'audio',
      state: 'initiating',
      transport: 'websocket',
      audioMuted: false,
      peerAudioMuted: false,
      endReason: null,
      startedAt: expect.any(String),
      answeredAt: null,
      endedAt: null,
      updatedAt: expect.any(String),
    })
    const ended = await call('POST', calls(`/${callId}/end`))
    expect(ended.status).toBe(200)
    expect(ended.body.data).toMatchObject({ callId, state: 'ended', endReason: 'cancelled' })
    const read = await call('GET', calls(`/${callId}`))
    expect(read.status).toBe(200)
    expect(read.body.data).toEqual(ended.body.data)

    const late = await call('POST', calls(`/${callId}/mute`), { muted: true })
    expect(late.status).toBe(409)
    expect(late.type).toBe('application/problem+json')
    expect(late.body).toMatchObject({ code: 'call_state_conflict', state: 'ended' })
  })

  test('GET /calls pages newest first: { data, nextCursor }, a Link to the next page but on the last, to the end without repeats; a forged cursor is a 422 naming `cursor`', async () => {
    const placed: string[] = []
    for (let i = 0; i < 13; i++) placed.push((await call('POST', calls(), { to: peer })).body.data.callId)
    const everything = (await call('GET', calls('?limit=100'))).body
    expect(everything.nextCursor).toBeNull()
    const all = everything.data as { callId: string; startedAt: string }[]
    expect(all.map((c) => c.callId)).toEqual(expect.arrayContaining(placed))
    const order = [...all].sort((a, b) =>
      a.startedAt === b.startedAt ? b.callId.localeCompare(a.callId) : b.startedAt.localeCompare(a.startedAt),
    )
    expect(all.map((c) => c.callId)).toEqual(order.map((c) => c.callId))

    const seen: string[] = []
    let next: string | null = `${base}${calls('?limit=7')}`
    let pages = 0
    while (next) {
      const response = await api.fetch(next, { headers: auth })
      expect(response.status).toBe(200)
      const body = (await response.json()) as { data: { callId: string }[]; nextCursor: string | null }
      seen.push(...body.data.map((c) => c.callId))
      const link = response.headers.get('link')
      if (body.nextCursor === null) expect(link).toBeNull()
      else {
        expect(link).toMatch(/^<[^>]+>; rel="next"$/)
        expect(new URL(link!.slice(1, link!.indexOf('>')), 'http://x').searchParams.get('cursor')).toBe(body.nextCursor)
      }
      next = link
        ? new URL(link.slice(1, link.indexOf('>')), 'http://x').pathname +
          new URL(link.slice(1, link.indexOf('>')), 'http://x').search
        : null
      pages += 1
    }
    expect(seen).toEqual(all.map((c) => c.callId))
    expect(pages).toBe(Math.ceil(all.length / 7))

    for (const cursor of ['not-a-cursor', Buffer.from(JSON.stringify({ page: 2 })).toString('base64url')]) {
      const forged = await call('GET', calls(`?cursor=${cursor}`))
      expect(forged.status).toBe(422)
      expect(forged.body.errors).toContainEqual(expect.objectContaining({ path: 'cursor' }))
    }
    expect((await call('GET', calls('?limit=0'))).body.errors).toContainEqual({
      path: 'limit',
      message: 'must be a whole number from 1 to 100',
    })
  })
})
