import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestEngine, type TestEngine, testApiKey } from '../support/engine.js'
import { inProcess, jsonClient, type Mounted } from '../support/targets.js'

/**
 * The community routes' validation and Problems, in process (`inProcess`: what an adapter can change is
 * test/contract/api's). Their effect on WhatsApp is in test/e2e/communities.
 */

const base = '/api/v1'
const auth = { authorization: `Bearer ${testApiKey}` }
const community = '120363012345678901@g.us'

describe.each(inProcess)('communities on $name', (target) => {
  let t: TestEngine
  let api: Mounted
  let sessionId: string
  const call = jsonClient(() => api, base, auth)
  const subgroups = `/sessions/:id/communities/${community}/subgroups`

  beforeAll(async () => {
    t = await createTestEngine()
    api = await target.mount(t.engine, { basePath: base })
    sessionId = (await t.engine.sessions.create({ displayName: 'Communities', deviceBrowser: 'Chrome' })).sessionId
  })
  afterAll(async () => {
    await api?.close()
    await t?.close()
  })

  test('each subgroups action takes its own fields only', async () => {
    const path = subgroups.replace(':id', sessionId)
    for (const body of [
      { action: 'unlink', subGroupJids: [community] },
      { action: 'link', subGroupJids: [community], removeOrphanedMembers: true },
      { action: 'link', subGroupJid: community },
      { action: 'join', subGroupJids: [community] },
      { action: 'merge', subGroupJids: [community] },
      { action: 'link', subGroupJids: ['15550001111'] },
    ]) {
      const answer = await call('POST', path, body)
      expect(answer.status, JSON.stringify(body)).toBe(422)
      expect(answer.type).toBe('application/problem+json')
      expect(answer.body.code).toBe('validation_failed')
    }
  })

  test('create: options are checked, defaults need not be sent', async () => {
    const bad = await call('POST', `/sessions/${sessionId}/communities`, {
      subject: '',
      membershipApprovalMode: 'sometimes',
      createGeneralChat: 'yes',
      allowNonAdminSubGroupCreation: 'yes',
    })
    expect(bad.status).toBe(422)
    expect((bad.body.errors as { path: string }[]).map((error) => error.path)).toEqual(
      expect.arrayContaining([
        'subject',
        'membershipApprovalMode',
        'createGeneralChat',
        'allowNonAdminSubGroupCreation',
      ]),
    )
    for (const body of [{ subject: 'Neighbours' }, { subject: 'Neighbours', allowNonAdminSubGroupCreation: true }]) {
      const good = await call('POST', `/sessions/${sessionId}/communities`, body)
      expect(good.status, JSON.stringify(body)).toBe(409)
      expect(good.body.code).toBe('session_not_paired')
    }
  })

  test('ownership names a person; a community path segment must be a group JID', async () => {
    const owner = await call('POST', `/sessions/${sessionId}/communities/${community}/ownership`, {
      newOwnerJid: community,
    })
    expect(owner.body.errors).toContainEqual(expect.objectContaining({ path: 'newOwnerJid' }))
    const path = await call('DELETE', `/sessions/${sessionId}/communities/15550001111@s.whatsapp.net`)
    expect(path.status).toBe(422)
    expect(path.body.errors).toContainEqual(expect.objectContaining({ path: 'communityJid' }))
  })
})
