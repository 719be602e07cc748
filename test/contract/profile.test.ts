import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestEngine, type TestEngine, testApiKey, connectedSession } from '../support/engine.js'
import { inProcess, jsonClient, type Mounted } from '../support/targets.js'

/**
 * The profile routes' validation and Problems, in process (`inProcess`: what an adapter can change is
 * test/contract/api's). What WhatsApp and other phones see is in test/e2e/profile.
 */

const base = '/api/v1'
const auth = { authorization: `Bearer ${testApiKey}` }

describe.each(inProcess)('profile on $name', (target) => {
  let t: TestEngine
  let api: Mounted
  let sessionId: string
  const call = jsonClient(() => api, base, auth)
  const patch = (body: unknown) => call('PATCH', `/sessions/${sessionId}/profile`, body)

  beforeAll(async () => {
    t = await createTestEngine()
    api = await target.mount(t.engine, { basePath: base })
    sessionId = await connectedSession(t, 'Profile')
  })
  afterAll(async () => {
    await api?.close()
    await t?.close()
  })

  test('a PATCH names a name of 1-25 characters, an about of 1-139, or both; nothing else', async () => {
    for (const [body, path] of [
      [{ name: '  ' }, 'name'],
      [{ name: 'n'.repeat(26) }, 'name'],
      [{ about: '' }, 'about'],
      [{ about: 'a'.repeat(140) }, 'about'],
      [{ name: 'A', status: 'x' }, 'status'],
    ] as const) {
      const answer = await patch(body)
      expect(answer.status, JSON.stringify(body)).toBe(422)
      expect(answer.body.errors).toContainEqual(expect.objectContaining({ path }))
    }
    const empty = await patch({})
    expect(empty.status).toBe(422)
    expect(empty.body.code).toBe('validation_failed')
  })

  test('a name before the phone shared its app-state keys is a 409 app_state_not_ready', async () => {
    t.driver.connection(sessionId).appStateReady = false
    try {
      const answer = await patch({ name: 'Acme' })
      expect(answer.status).toBe(409)
      expect(answer.body.code).toBe('app_state_not_ready')
    } finally {
      t.driver.connection(sessionId).appStateReady = true
    }
  })

  test('the fake reaches no WhatsApp: a valid read or change gets as far as asking it', async () => {
    expect((await call('GET', `/sessions/${sessionId}/profile`)).body.code).toBe('upstream_failed')
    expect((await patch({ about: 'Away' })).body.code).toBe('upstream_failed')
  })

  test('a picture is a mediaUrl or a multipart media file, exactly one; a stray part is named', async () => {
    const put = (body: unknown) => call('PUT', `/sessions/${sessionId}/profile/picture`, body)
    for (const body of [
      {},
      { mediaUrl: 'ftp://example.com/a.jpg' },
      { mediaUrl: 'https://example.com/a.jpg', size: 1 },
    ]) {
      const answer = await put(body)
      expect(answer.status, JSON.stringify(body)).toBe(422)
    }
    const form = new FormData()
    form.set('picture', new Blob([Buffer.from('x')]), 'a.jpg')
    const response = await api.fetch(`${base}/sessions/${sessionId}/profile/picture`, {
      method: 'PUT',
      headers: auth,
      body: form,
    })
    expect(response.status).toBe(422)
    expect(((await response.json()) as { errors: unknown[] }).errors).toContainEqual(
      expect.objectContaining({ path: 'picture' }),
    )
    expect((await call('DELETE', `/sessions/${sessionId}/profile/picture`)).body.code).toBe('upstream_failed')
  })
  test("a privacy PATCH takes each category's WhatsApp values and names what is not one", async () => {
    const privacy = (body: unknown) => call('PATCH', `/sessions/${sessionId}/privacy`, body)
    for (const [body, path] of [
      [{ lastSeen: 'everyone' }, 'lastSeen'],
      [{ online: 'none' }, 'online'],
      [{ readReceipts: 'contacts' }, 'readReceipts'],
      [{ groupAdd: 'everyone' }, 'groupAdd'],
      [{ calls: 'none' }, 'calls'],
      [{ defense: 'on' }, 'defense'],
      [{ messages: 'none' }, 'messages'],
      [{ status: 'all' }, 'status'],
    ] as const) {
      const answer = await privacy(body)
      expect(answer.status, JSON.stringify(body)).toBe(422)
      expect(answer.body.errors, JSON.stringify(body)).toContainEqual(expect.objectContaining({ path }))
    }
    expect((await privacy({})).status).toBe(422)
    expect((await privacy({ profilePicture: 'contact_blacklist', online: 'match_last_seen' })).body.code).toBe(
      'upstream_failed',
    )
    // whatsapp-rust's values (wacore/src/iq/privacy.rs `PrivacyCategory::is_valid_value`), which Baileys' types lack
    for (const body of [{ groupAdd: 'none' }, { calls: 'contacts' }, { defense: 'on_standard' }, { defense: 'off' }])
      expect((await privacy(body)).body.code, JSON.stringify(body)).toBe('upstream_failed')
    expect((await call('GET', `/sessions/${sessionId}/privacy`)).body.code).toBe('upstream_failed')
  })
})
