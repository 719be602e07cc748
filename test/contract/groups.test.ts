import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestEngine, type TestEngine, testApiKey } from '../support/engine.js'
import { inProcess, jsonClient, type Mounted } from '../support/targets.js'

/**
 * The group routes' validation and Problems, in process (`inProcess`: what an adapter can change is
 * test/contract/api's). Their effect on WhatsApp is in test/e2e/groups.
 */

const base = '/api/v1'
const auth = { authorization: `Bearer ${testApiKey}` }
const group = '120363012345678901@g.us'

describe.each(inProcess)('groups on $name', (target) => {
  let t: TestEngine
  let api: Mounted
  let sessionId: string
  const call = jsonClient(() => api, base, auth)

  beforeAll(async () => {
    t = await createTestEngine()
    api = await target.mount(t.engine, { basePath: base })
    sessionId = (await t.engine.sessions.create({ displayName: 'Groups', deviceBrowser: 'Chrome' })).sessionId
  })
  afterAll(async () => {
    await api?.close()
    await t?.close()
  })

  test('a group path segment must be a group JID', async () => {
    const answer = await call('GET', `/sessions/${sessionId}/groups/15550001111@s.whatsapp.net`)
    expect(answer.status).toBe(422)
    expect(answer.type).toBe('application/problem+json')
    expect(answer.body.errors).toContainEqual(expect.objectContaining({ path: 'groupJid' }))
  })

  test('a create names every bad field: no subject, no participants, a participant that is no person, an unknown field', async () => {
    const answer = await call('POST', `/sessions/${sessionId}/groups`, { participants: [], extra: 1 })
    expect(answer.status).toBe(422)
    const paths = (answer.body.errors as { path: string }[]).map((error) => error.path)
    expect(paths).toEqual(expect.arrayContaining(['subject', 'participants', 'extra']))
    const group = await call('POST', `/sessions/${sessionId}/groups`, {
      subject: 'Team',
      participants: ['120363012345678901@g.us'],
    })
    expect(group.body.errors).toContainEqual(expect.objectContaining({ path: 'participants.0' }))
  })

  test('settings take exactly one variant: two, or none, is a 422 that names them', async () => {
    const two = await call('PATCH', `/sessions/${sessionId}/groups/${group}/settings`, {
      memberAddMode: 'admin_add',
      ephemeralDurationSeconds: 0,
    })
    expect(two.status).toBe(422)
    expect(two.body.detail).toMatch(/one setting per request, not memberAddMode and ephemeralDurationSeconds/)
    const none = await call('PATCH', `/sessions/${sessionId}/groups/${group}/settings`, {})
    expect(none.status).toBe(422)
    expect(none.body.detail).toMatch(/exactly one of setting, memberAddMode/)
    const stray = await call('PATCH', `/sessions/${sessionId}/groups/${group}/settings`, {
      setting: 'announcement',
      enabled: true,
      memberAddMode: 'admin_add',
    })
    expect(stray.status).toBe(422)
    const timer = await call('PATCH', `/sessions/${sessionId}/groups/${group}/settings`, {
      ephemeralDurationSeconds: 60,
    })
    expect(timer.body.errors).toContainEqual(expect.objectContaining({ path: 'ephemeralDurationSeconds' }))
  })

  test('a membership-requests cancel takes no participants; approve needs them', async () => {
    const cancel = await call('POST', `/sessions/${sessionId}/groups/${group}/membership-requests`, {
      action: 'cancel',
      participants: ['15550001111'],
    })
    expect(cancel.status).toBe(422)
    const approve = await call('POST', `/sessions/${sessionId}/groups/${group}/membership-requests`, {
      action: 'approve',
    })
    expect(approve.status).toBe(422)
  })

  test('invite codes: a bare code or a chat.whatsapp.com link reach the session; anything else is a 422', async () => {
    const bad = await call('POST', `/sessions/${sessionId}/groups/join`, { code: 'https://example.com/x' })
    expect(bad.status).toBe(422)
    for (const code of ['AbCdEf123456', 'https://chat.whatsapp.com/AbCdEf123456']) {
      const answer = await call('POST', `/sessions/${sessionId}/groups/invite/preview`, { code })
      expect(answer.status).toBe(409)
      expect(answer.body.code).toBe('session_not_paired')
    }
  })

  test('every group route needs a known, paired session', async () => {
    expect((await call('GET', '/sessions/no-such-session/groups')).body.code).toBe('session_not_found')
    const unpaired = await call('POST', `/sessions/${sessionId}/groups/leave`, { groupJids: [group] })
    expect(unpaired.status).toBe(409)
    expect(unpaired.body.code).toBe('session_not_paired')
  })
  test('a group picture is refused for a session that cannot set it before its body is read, for a group JID', async () => {
    const picture = (jid: string, body?: unknown) =>
      call(body === undefined ? 'DELETE' : 'PUT', `/sessions/${sessionId}/groups/${jid}/picture`, body)
    // As for the sends and the profile picture: the session is checked first, so no upload is read for nothing (the
    // body's own checks are PictureBody's, tested with the profile picture).
    const none = await picture(group, {})
    expect(none.status).toBe(409)
    expect(none.body.code).toBe('session_not_paired')
    expect((await picture('15550001111@s.whatsapp.net')).body.errors).toContainEqual(
      expect.objectContaining({ path: 'groupJid' }),
    )
    expect((await picture(group, { mediaUrl: 'https://example.com/a.png' })).body.code).toBe('session_not_paired')
    expect((await picture(group)).body.code).toBe('session_not_paired')
  })
})
