import type { AnyEngineEvent } from '@sessionkit/core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestEngine, nextEvent, type TestEngine, testApiKey } from '../support/engine.js'
import { problemFields } from '../support/problems.js'
import { inProcess, type Mounted } from '../support/targets.js'

/**
 * The session routes' rules (create, list, get, delete and their events; pairing code and QR; connect and
 * disconnect; what a send needs), once, in process (`inProcess`: what an adapter can change is test/contract/api's).
 */

const auth = { authorization: `Bearer ${testApiKey}` }
const json = { ...auth, 'content-type': 'application/json' }

describe.each(inProcess)('session routes on $name', (target) => {
  let t: TestEngine
  let api: Mounted
  let seq = 0
  const base = '/api/v1'
  const newId = () => `session-${++seq}`
  const call = (method: string, path: string, body?: unknown) =>
    api.fetch(`${base}${path}`, {
      method,
      headers: body === undefined ? auth : json,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  const createSession = async (sessionId = newId()) => {
    const response = await call('POST', '/sessions', { sessionId, displayName: 'Contract' })
    expect(response.status).toBe(201)
    return sessionId
  }

  beforeAll(async () => {
    t = await createTestEngine()
    api = await target.mount(t.engine, { basePath: base })
  })
  afterAll(async () => {
    await api?.close()
    await t?.close()
  })

  describe('sessions', () => {
    test('create answers 201 with the status fields, and list and get show it', async () => {
      const sessionId = newId()
      const created = await call('POST', '/sessions', {
        sessionId,
        displayName: 'Front desk',
        deviceBrowser: 'Firefox',
      })
      expect(created.status).toBe(201)
      expect(((await created.json()) as { data: unknown }).data).toMatchObject({
        sessionId,
        displayName: 'Front desk',
        deviceBrowser: 'Firefox',
        status: 'created',
        paired: false,
        active: false,
        connected: false,
        connectionState: 'inactive',
        qrAvailable: false,
        phoneJid: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      })

      const listed = await call('GET', '/sessions')
      expect(listed.status).toBe(200)
      const list = ((await listed.json()) as { data: { sessionId: string }[] }).data
      expect(list.filter((record) => record.sessionId === sessionId)).toHaveLength(1)

      const got = await call('GET', `/sessions/${sessionId}`)
      expect(got.status).toBe(200)
      expect(((await got.json()) as { data: unknown }).data).toMatchObject({
        sessionId,
        paired: false,
        connectionState: 'inactive',
      })
    })

    test('a generated session id is returned when none is given', async () => {
      const response = await call('POST', '/sessions', { displayName: 'Generated' })
      expect(response.status).toBe(201)
      const { data } = (await response.json()) as { data: { sessionId: string } }
      expect(data.sessionId).toMatch(/^ses_[A-Za-z0-9_-]+$/)
      expect((await call('GET', `/sessions/${data.sessionId}`)).status).toBe(200)
    })

    test('"." and ".." are refused as session ids: a URL could never address them', async () => {
      for (const sessionId of ['.', '..']) {
        const response = await call('POST', '/sessions', { sessionId, displayName: 'Dots' })
        expect(response.status, sessionId).toBe(422)
        expect((await problemFields(response)).errors).toEqual([expect.objectContaining({ path: 'sessionId' })])
      }
    })

    test('creating an existing id is 409', async () => {
      const sessionId = await createSession()
      const response = await call('POST', '/sessions', { sessionId, displayName: 'Again' })
      expect(response.status).toBe(409)
      expect(await problemFields(response)).toMatchObject({ code: 'session_already_exists' })
    })

    test('delete answers { data: { deleted: true } } and the session is gone', async () => {
      const sessionId = await createSession()
      const deleted = await call('DELETE', `/sessions/${sessionId}`)
      expect(deleted.status).toBe(200)
      expect(((await deleted.json()) as { data: unknown }).data).toMatchObject({ sessionId, deleted: true })
      const got = await call('GET', `/sessions/${sessionId}`)
      expect(got.status).toBe(404)
      expect(await problemFields(got)).toMatchObject({ code: 'session_not_found' })
    })

    test('an unknown session is 404 on every session route', async () => {
      const unknown = 'does-not-exist'
      const attempts = [
        call('GET', `/sessions/${unknown}`),
        call('DELETE', `/sessions/${unknown}`),
        call('POST', `/sessions/${unknown}/connect`),
        call('POST', `/sessions/${unknown}/disconnect`),
        call('GET', `/sessions/${unknown}/auth/qr`),
        call('POST', `/sessions/${unknown}/auth/pairing-code`, { phoneNumber: '15551234567' }),
      ]
      for (const response of await Promise.all(attempts)) {
        expect(response.status).toBe(404)
        expect(await problemFields(response)).toMatchObject({ code: 'session_not_found' })
      }
    })

    test('session.created and session.deleted are emitted in order', async () => {
      const sessionId = newId()
      const seen: AnyEngineEvent[] = []
      const off = t.engine.on('*', (event) => {
        if (event.sessionId === sessionId) seen.push(event)
      })
      try {
        expect((await call('POST', '/sessions', { sessionId, displayName: 'Events' })).status).toBe(201)
        expect((await call('DELETE', `/sessions/${sessionId}`)).status).toBe(200)
      } finally {
        off()
      }
      expect(seen.map((event) => event.type)).toEqual(['session.created', 'session.deleted'])
      expect(seen[0]!.data).toMatchObject({ sessionId, displayName: 'Events' })
      expect(seen[1]!.data).toMatchObject({ sessionId, loggedOut: false })
      expect(seen[0]!.createdAt <= seen[1]!.createdAt).toBe(true)
    })
  })

  describe('pairing', () => {
    test('a pairing code is issued for an unpaired session', async () => {
      const sessionId = await createSession()
      const response = await call('POST', `/sessions/${sessionId}/auth/pairing-code`, { phoneNumber: '15551234567' })
      expect(response.status).toBe(200)
      expect(((await response.json()) as { data: unknown }).data).toEqual({
        sessionId,
        phoneNumber: '15551234567',
        code: 'FAKE1234',
      })
      expect(t.driver.connection(sessionId).pairingRequests).toEqual(['15551234567'])
    })

    test('a phone number that is not digits is 422 naming phoneNumber', async () => {
      const sessionId = await createSession()
      const response = await call('POST', `/sessions/${sessionId}/auth/pairing-code`, { phoneNumber: '+1 555-123' })
      expect(response.status).toBe(422)
      const problem = await problemFields(response)
      expect(problem.errors).toEqual([expect.objectContaining({ path: 'phoneNumber' })])
      expect(t.driver.opened).not.toContain(sessionId)
    })

    test('a paired session refuses pairing code and QR with 409', async () => {
      const sessionId = await createSession()
      expect((await call('POST', `/sessions/${sessionId}/connect`)).status).toBe(200)
      const connected = nextEvent(t.engine, 'connection.state', sessionId, (event) => event.data.state === 'connected')
      t.driver.connection(sessionId).pair({ jid: '15557654321@s.whatsapp.net' })
      await connected

      const code = await call('POST', `/sessions/${sessionId}/auth/pairing-code`, { phoneNumber: '15551234567' })
      expect(code.status).toBe(409)
      expect(await problemFields(code)).toMatchObject({ code: 'session_already_paired' })
      const qr = await call('GET', `/sessions/${sessionId}/auth/qr`)
      expect(qr.status).toBe(409)
      expect(await problemFields(qr)).toMatchObject({ code: 'session_already_paired' })
    })

    test('the QR comes with its expiry and a PNG data URL', async () => {
      const sessionId = await createSession()
      const response = await call('GET', `/sessions/${sessionId}/auth/qr`)
      expect(response.status).toBe(200)
      const { data } = (await response.json()) as {
        data: { sessionId: string; qr: string; expiresAt: string; pngDataUrl: string }
      }
      expect(data.sessionId).toBe(sessionId)
      expect(data.qr).toMatch(/^2@/)
      expect(Date.parse(data.expiresAt)).toBeGreaterThan(Date.now())
      expect(data.pngDataUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/)
      const png = Buffer.from(data.pngDataUrl.split(',')[1]!, 'base64')
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')

      const status = ((await (await call('GET', `/sessions/${sessionId}`)).json()) as { data: unknown }).data
      expect(status).toMatchObject({
        qrAvailable: true,
        qrExpiresAt: data.expiresAt,
        connectionState: 'connecting',
        active: true,
      })
    })

    test('no QR is a 404 problem', async () => {
      const sessionId = await createSession()
      t.driver.script(sessionId, 'expire')
      const response = await call('GET', `/sessions/${sessionId}/auth/qr`)
      expect(response.status).toBe(404)
      expect(await problemFields(response)).toMatchObject({ code: 'qr_not_available', connectionState: 'inactive' })
    })
  })

  describe('connect and disconnect', () => {
    test('connect logs a paired session in; disconnect stops it and keeps status connected', async () => {
      const sessionId = await createSession()
      const connected = nextEvent(t.engine, 'connection.state', sessionId, (event) => event.data.state === 'connected')
      const first = await call('POST', `/sessions/${sessionId}/connect`)
      expect(first.status).toBe(200)
      expect(((await first.json()) as { data: unknown }).data).toMatchObject({
        sessionId,
        active: true,
        connectionState: 'connecting',
      })
      t.driver.connection(sessionId).pair()
      await connected

      const live = ((await (await call('GET', `/sessions/${sessionId}`)).json()) as { data: unknown }).data
      expect(live).toMatchObject({
        paired: true,
        connected: true,
        connectionState: 'connected',
        status: 'connected',
        phoneJid: '15550001111@s.whatsapp.net',
      })

      const stopped = await call('POST', `/sessions/${sessionId}/disconnect`)
      expect(stopped.status).toBe(200)
      expect(((await stopped.json()) as { data: unknown }).data).toMatchObject({
        paired: true,
        active: false,
        connected: false,
        connectionState: 'inactive',
        status: 'connected',
      })

      t.driver.script(sessionId, 'open')
      const again = nextEvent(t.engine, 'connection.state', sessionId, (event) => event.data.state === 'connected')
      expect((await call('POST', `/sessions/${sessionId}/connect`)).status).toBe(200)
      await again
      expect(((await (await call('GET', `/sessions/${sessionId}`)).json()) as { data: unknown }).data).toMatchObject({
        connected: true,
      })
    })

    test('deleting a connected session logs it out', async () => {
      const sessionId = await createSession()
      t.driver.script(sessionId, 'none')
      await call('POST', `/sessions/${sessionId}/connect`)
      const connected = nextEvent(t.engine, 'connection.state', sessionId, (event) => event.data.state === 'connected')
      t.driver.connection(sessionId).pair()
      await connected
      const deleted = await call('DELETE', `/sessions/${sessionId}`)
      expect(deleted.status).toBe(200)
      expect(((await deleted.json()) as { data: unknown }).data).toEqual({ sessionId, deleted: true, loggedOut: true })
      expect(t.driver.connection(sessionId).closed?.kind).toBe('logged_out')
    })
  })

  describe('sends', () => {
    const connectedSession = async () => {
      const sessionId = await createSession()
      t.driver.script(sessionId, 'none')
      const connected = nextEvent(t.engine, 'connection.state', sessionId, (event) => event.data.state === 'connected')
      await call('POST', `/sessions/${sessionId}/connect`)
      t.driver.connection(sessionId).pair()
      await connected
      return sessionId
    }

    test('sends need a connected session, a matching content type and a valid recipient', async () => {
      const idle = await createSession()
      const notPaired = await call('POST', `/sessions/${idle}/messages`, {
        to: '15550002222',
        content: { type: 'text', text: 'x' },
      })
      expect(notPaired.status).toBe(409)
      expect(await problemFields(notPaired)).toMatchObject({ code: 'session_not_paired' })
      const sessionId = await connectedSession()
      const mismatch = await call('POST', `/sessions/${sessionId}/messages/location`, {
        to: '15550002222',
        content: { type: 'text', text: 'x' },
      })
      expect(mismatch.status).toBe(422)
      expect((await problemFields(mismatch)).errors).toContainEqual(expect.objectContaining({ path: 'content.type' }))
      const badTo = await call('POST', `/sessions/${sessionId}/messages`, {
        to: '+1 (555)',
        content: { type: 'text', text: 'x' },
      })
      expect(badTo.status).toBe(422)
      expect((await problemFields(badTo)).errors).toContainEqual(expect.objectContaining({ path: 'to' }))
    })

    test('media download validates its body before anything else', async () => {
      const sessionId = await connectedSession()
      const tooBig = await call('POST', `/sessions/${sessionId}/media/download`, {
        message: { key: {}, message: {} },
        maxBytes: 64 * 1024 * 1024 + 1,
      })
      expect(tooBig.status).toBe(422)
      expect((await problemFields(tooBig)).errors).toContainEqual(expect.objectContaining({ path: 'maxBytes' }))
      const noMessage = await call('POST', `/sessions/${sessionId}/media/download`, { maxBytes: 10 })
      expect(noMessage.status).toBe(422)
      expect((await problemFields(noMessage)).errors).toContainEqual(expect.objectContaining({ path: 'message' }))
    })
  })
})
