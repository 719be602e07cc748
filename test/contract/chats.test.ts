import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestEngine, type TestEngine, testApiKey, connectedSession } from '../support/engine.js'
import { inProcess, jsonClient, type Mounted } from '../support/targets.js'

/**
 * The chat routes' statuses, Problems and answers, in process (`inProcess`: what an adapter can change is
 * test/contract/api's). The rules of the bodies and what the engine hands the protocol are tested once in
 * packages/core/test/chats/actions; the effect on the account's phone in test/e2e/chats.
 */

const base = '/api/v1'
const auth = { authorization: `Bearer ${testApiKey}` }
const person = '15550002222@s.whatsapp.net'

describe.each(inProcess)('chats on $name', (target) => {
  let t: TestEngine
  let api: Mounted
  let unpaired: string
  let sessionId: string
  const call = jsonClient(() => api, base, auth)
  const action = (body: Record<string, unknown>, id = sessionId) => call('POST', `/sessions/${id}/chats/action`, body)
  const star = (body: Record<string, unknown>, id = sessionId) =>
    call('POST', `/sessions/${id}/chats/messages/star`, body)

  beforeAll(async () => {
    t = await createTestEngine()
    api = await target.mount(t.engine, { basePath: base })
    unpaired = (await t.engine.sessions.create({ displayName: 'Chats unpaired', deviceBrowser: 'Chrome' })).sessionId
    sessionId = await connectedSession(t, 'Chats')
  })
  afterAll(async () => {
    await api?.close()
    await t?.close()
  })

  test('a bad body is a 422 Problem naming each field, on both routes', async () => {
    const answer = await action({ chatJid: person, action: 'archive', muteEndTimestampMs: -1 })
    expect(answer.status).toBe(422)
    expect(answer.type).toBe('application/problem+json')
    expect(answer.body).toMatchObject({ status: 422, code: 'validation_failed' })
    expect(answer.body.errors).toEqual([{ path: 'muteEndTimestampMs', message: 'belongs to mute, not archive' }])
    const fields = await star({ message: { chatJid: person, id: '', fromMe: 'no' }, starred: 'yes', extra: 1 })
    expect(fields.status).toBe(422)
    expect((fields.body.errors as { path: string }[]).map((error) => error.path)).toEqual(
      expect.arrayContaining(['message.id', 'message.fromMe', 'starred', 'extra']),
    )
  })

  test("the answers are the spec's, in { data }", async () => {
    const answer = await action({ chatJid: '15550003333', action: 'unpin' })
    expect(answer.status).toBe(200)
    expect(answer.body.data).toEqual({ sessionId, to: '15550003333@s.whatsapp.net', action: 'unpin', messageId: null })
    const starred = await star({ message: { chatJid: person, id: 'ABC', fromMe: true }, starred: true })
    expect(starred.status).toBe(200)
    expect(starred.body.data).toEqual({ chatJid: person, messageId: 'ABC', starred: true })
  })

  test('a session whose phone has not shared its app-state keys answers 409 app_state_not_ready, and changes nothing', async () => {
    const connection = t.driver.connection(sessionId)
    connection.appStateReady = false
    try {
      const before = connection.chatChanges.length
      for (const answer of [
        await action({ chatJid: person, action: 'lock' }),
        await star({ message: { chatJid: person, id: 'X', fromMe: true }, starred: true }),
      ]) {
        expect(answer.status).toBe(409)
        expect(answer.body.code).toBe('app_state_not_ready')
        expect(answer.body.detail).toMatch(/Wait a few seconds and try again/)
      }
      expect(connection.chatChanges.length).toBe(before)
    } finally {
      connection.appStateReady = true
    }
  })

  test('every chat route needs a known, paired session', async () => {
    expect((await action({ chatJid: person, action: 'pin' }, 'no-such-session')).body.code).toBe('session_not_found')
    const answer = await action({ chatJid: person, action: 'pin' }, unpaired)
    expect(answer.status).toBe(409)
    expect(answer.body.code).toBe('session_not_paired')
    expect(
      (await star({ message: { chatJid: person, id: 'X', fromMe: true }, starred: true }, unpaired)).body.code,
    ).toBe('session_not_paired')
  })
})
