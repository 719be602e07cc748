import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestEngine, type TestEngine, testApiKey } from '../support/engine.js'
import { inProcess, jsonClient, type Mounted } from '../support/targets.js'

/**
 * The channel routes' validation and Problems, in process (`inProcess`: what an adapter can change is
 * test/contract/api's). Their effect on WhatsApp is in test/e2e/newsletters.
 */

const base = '/api/v1'
const auth = { authorization: `Bearer ${testApiKey}` }
const channel = '120363012345678901@newsletter'

describe.each(inProcess)('channels on $name', (target) => {
  let t: TestEngine
  let api: Mounted
  let sessionId: string
  const call = jsonClient(() => api, base, auth)
  const path = (rest: string) => `/sessions/${sessionId}/newsletters${rest}`
  const fieldsOf = (body: { errors?: { path: string }[] }) => (body.errors ?? []).map((error) => error.path)

  beforeAll(async () => {
    t = await createTestEngine()
    api = await target.mount(t.engine, { basePath: base })
    sessionId = (await t.engine.sessions.create({ displayName: 'Channels', deviceBrowser: 'Chrome' })).sessionId
  })
  afterAll(async () => {
    await api?.close()
    await t?.close()
  })

  test('a channel path segment must be a channel JID', async () => {
    for (const request of [
      call('GET', path('/120363012345678901@g.us')),
      call('POST', path('/15550001111@s.whatsapp.net/follow'), { action: 'follow' }),
    ]) {
      const answer = await request
      expect(answer.status).toBe(422)
      expect(answer.type).toBe('application/problem+json')
      expect(fieldsOf(answer.body)).toContain('newsletterJid')
    }
  })

  test('search names every bad field: text, limit, categories, cursor, unknown fields', async () => {
    const answer = await call('POST', path('/search'), {
      searchText: '  ',
      limit: 101,
      categories: ['NEWS', 'WEATHER'],
      cursor: '',
      extra: true,
    })
    expect(answer.status).toBe(422)
    expect(fieldsOf(answer.body)).toEqual(
      expect.arrayContaining(['searchText', 'limit', 'categories.1', 'cursor', 'extra']),
    )
    expect((await call('POST', path('/search'), { searchText: 'news', limit: 0 })).body.errors).toContainEqual(
      expect.objectContaining({ path: 'limit' }),
    )
    expect(fieldsOf((await call('POST', path('/search'), {})).body)).toContain('searchText')
  })

  test('a cursor this API did not write is a 422 naming cursor, before WhatsApp is asked', async () => {
    for (const [route, body] of [
      ['/search', { searchText: 'news', cursor: 'bm90LWEtY3Vyc29y' }],
      [
        '/directory',
        { view: 'NEW', cursor: Buffer.from(JSON.stringify({ list: 'search', after: 'x' })).toString('base64url') },
      ],
      ['/recommended', { cursor: Buffer.from(JSON.stringify({ list: 'search', after: 'x' })).toString('base64url') }],
      ['/similar', { newsletterJid: channel, cursor: 'abc' }],
    ] as const) {
      const answer = await call('POST', path(route), body)
      expect(answer.status, route).toBe(422)
      expect(fieldsOf(answer.body), route).toEqual(['cursor'])
    }
  })

  test('directory: view is required and one of four; country codes are ISO 3166-1 alpha-2', async () => {
    const answer = await call('POST', path('/directory'), { view: 'FEATURED', countryCodes: ['us', 'XX', 'USA'] })
    expect(answer.status).toBe(422)
    expect(fieldsOf(answer.body)).toEqual(expect.arrayContaining(['view', 'countryCodes.1', 'countryCodes.2']))
    expect(fieldsOf(answer.body)).not.toContain('countryCodes.0')
    expect(fieldsOf((await call('POST', path('/directory'), {})).body)).toContain('view')
    const good = await call('POST', path('/directory'), {
      view: 'POPULAR',
      countryCodes: ['br'],
      categories: ['SPORTS'],
      limit: 5,
    })
    expect(good.status).toBe(409)
    expect(good.body.code).toBe('session_not_paired')
  })

  test('similar needs newsletterJid; recommended takes the search shape with everything optional', async () => {
    expect(fieldsOf((await call('POST', path('/similar'), { limit: 5 })).body)).toContain('newsletterJid')
    expect(fieldsOf((await call('POST', path('/similar'), { newsletterJid: '123@g.us' })).body)).toContain(
      'newsletterJid',
    )
    expect((await call('POST', path('/recommended'), {})).body.code).toBe('session_not_paired')
    expect(
      (
        await call('POST', path('/recommended'), {
          searchText: 'x',
          categories: ['NEWS'],
          countryCodes: ['IN'],
          limit: 3,
        })
      ).body.code,
    ).toBe('session_not_paired')
  })

  test('categories-preview, domains-previewable and dehydrated bodies', async () => {
    const preview = await call('POST', path('/categories-preview'), {
      categories: ['news'],
      countryCode: 'ZZ',
      perCategoryLimit: 21,
    })
    expect(fieldsOf(preview.body)).toEqual(expect.arrayContaining(['categories.0', 'countryCode', 'perCategoryLimit']))
    expect((await call('POST', path('/categories-preview'), {})).body.code).toBe('session_not_paired')

    const domains = await call('POST', path('/domains-previewable'), {
      domains: ['example.com', 'https://example.com/x', 'a b'],
    })
    expect(fieldsOf(domains.body)).toEqual(['domains.1', 'domains.2'])
    expect(fieldsOf((await call('POST', path('/domains-previewable'), { domains: [] })).body)).toEqual(['domains'])

    const both = await call('POST', path('/dehydrated'), { newsletterJid: channel, inviteCode: 'AbCdEf123456' })
    expect(both.status).toBe(422)
    expect(both.body.detail).toMatch(/exactly one of newsletterJid, inviteCode/)
    expect((await call('POST', path('/dehydrated'), {})).status).toBe(422)
    expect(
      (await call('POST', path('/dehydrated'), { inviteCode: 'https://whatsapp.com/channel/AbCdEf123456' })).body.code,
    ).toBe('session_not_paired')
  })

  test('invite codes: a bare code or a whatsapp.com/channel link reach the session; anything else is a 422', async () => {
    for (const inviteCode of [
      'https://example.com/channel/AbCdEf123456',
      'ab',
      'https://chat.whatsapp.com/AbCdEf123456',
    ]) {
      const answer = await call('POST', path('/invite'), { inviteCode })
      expect(answer.status, inviteCode).toBe(422)
      expect(fieldsOf(answer.body)).toEqual(['inviteCode'])
    }
    for (const inviteCode of [
      '0029VaAbCdEfGh123456',
      'https://whatsapp.com/channel/0029VaAbCdEfGh123456',
      'https://www.whatsapp.com/channel/0029VaAbCdEfGh123456/?lang=en',
    ]) {
      const answer = await call('POST', path('/invite'), { inviteCode })
      expect(answer.status, inviteCode).toBe(409)
      expect(answer.body.code).toBe('session_not_paired')
    }
  })

  test('follow takes one of four actions', async () => {
    const answer = await call('POST', path(`/${channel}/follow`), { action: 'subscribe' })
    expect(answer.status).toBe(422)
    expect(fieldsOf(answer.body)).toEqual(['action'])
    expect((await call('POST', path(`/${channel}/follow`), { action: 'mute' })).body.code).toBe('session_not_paired')
  })

  test('every channel route needs a known, paired session', async () => {
    expect((await call('GET', '/sessions/no-such-session/newsletters/subscribed')).body.code).toBe('session_not_found')
    for (const request of [
      call('GET', path('/subscribed')),
      call('GET', path(`/${channel}`)),
      call('POST', path('/search'), { searchText: 'news' }),
    ]) {
      const answer = await request
      expect(answer.status).toBe(409)
      expect(answer.body.code).toBe('session_not_paired')
    }
  })
})
