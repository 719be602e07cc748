import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { connectedSession, createTestEngine, nextEvent, type TestEngine, testApiKey } from '../support/engine.js'
import { inProcess, jsonClient, type Mounted } from '../support/targets.js'

/**
 * The contact routes' validation, Problems and plumbing, in process (`inProcess`; what an adapter can change is
 * test/contract/api's): what the number check hands the protocol (only numbers not in the cache), and its pace (429
 * with `Retry-After`). What WhatsApp answers is in test/e2e/contacts.
 */

const base = '/api/v1'
const auth = { authorization: `Bearer ${testApiKey}` }

describe.each(inProcess)('contacts on $name', (target) => {
  let t: TestEngine
  let api: Mounted
  let unpaired: string
  let sessionId: string
  const call = jsonClient(() => api, base, auth)
  const check = (body: unknown, id = sessionId) => call('POST', `/sessions/${id}/contacts/check`, body)
  const asked = () => t.driver.connection(sessionId).numberChecks

  beforeAll(async () => {
    t = await createTestEngine({ numberChecksPerMinute: 5 })
    api = await target.mount(t.engine, { basePath: base })
    unpaired = (await t.engine.sessions.create({ displayName: 'Contacts unpaired', deviceBrowser: 'Chrome' })).sessionId
    sessionId = await connectedSession(t, 'Contacts')
  })
  afterAll(async () => {
    await api?.close()
    await t?.close()
  })

  test('phoneNumbers must be 1-50 phone numbers with their country code; each bad one is named', async () => {
    for (const [body, path] of [
      [{}, 'phoneNumbers'],
      [{ phoneNumbers: [] }, 'phoneNumbers'],
      [{ phoneNumbers: Array.from({ length: 51 }, (_, i) => `1555000${1000 + i}`) }, 'phoneNumbers'],
      [{ phoneNumbers: ['15550001111', 'not a number'] }, 'phoneNumbers.1'],
      [{ phoneNumbers: ['0555000111'] }, 'phoneNumbers.0'],
      [{ phoneNumbers: [15550001111] }, 'phoneNumbers.0'],
      [{ phoneNumbers: ['15550001111'], exists: true }, 'exists'],
    ] as const) {
      const answer = await check(body)
      expect(answer.status, JSON.stringify(body)).toBe(422)
      expect(answer.type).toBe('application/problem+json')
      expect(answer.body.errors, JSON.stringify(body)).toContainEqual(expect.objectContaining({ path }))
    }
    expect(asked()).toEqual([])
  })

  test('a session that is not paired answers 409 and asks nothing', async () => {
    const answer = await check({ phoneNumbers: ['15550001111'] }, unpaired)
    expect(answer.status).toBe(409)
    expect(answer.body.code).toBe('session_not_paired')
  })

  test('one row per number asked, in order; WhatsApp is asked once per number, then the cache answers', async () => {
    const first = await check({ phoneNumbers: ['+1 555 000 1111', '15550002222', '15550001111'] })
    expect(first.status).toBe(200)
    expect(first.body.data).toEqual([
      { phoneNumber: '15550001111', exists: false, jid: null, lid: null },
      { phoneNumber: '15550002222', exists: false, jid: null, lid: null },
      { phoneNumber: '15550001111', exists: false, jid: null, lid: null },
    ])
    expect(asked()).toEqual([['15550001111', '15550002222']])
    const again = await check({ phoneNumbers: ['15550002222', '15550003333'] })
    expect(again.status).toBe(200)
    expect(asked()).toEqual([['15550001111', '15550002222'], ['15550003333']])
  })

  test('past the pace a check is a 429 with Retry-After and asks nothing; more uncached numbers than the pace is a 422', async () => {
    // Three numbers were asked this minute; the pace is five.
    const response = await api.fetch(`${base}/sessions/${sessionId}/contacts/check`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNumbers: ['15550004444', '15550005555', '15550006666', '15550001111'] }),
    })
    expect(response.status).toBe(429)
    const seconds = Number(response.headers.get('retry-after'))
    expect(seconds).toBeGreaterThanOrEqual(1)
    expect(seconds).toBeLessThanOrEqual(60)
    expect(await response.json()).toMatchObject({ code: 'rate_limited', limit: 5, retryAfterSeconds: seconds })
    expect(asked()).toHaveLength(2)
    const tooMany = await check({ phoneNumbers: Array.from({ length: 6 }, (_, i) => `1555000700${i}`) })
    expect(tooMany.status).toBe(422)
    expect(tooMany.body.errors).toEqual([{ path: 'phoneNumbers', message: 'at most 5 numbers not checked before' }])
    const fits = await check({ phoneNumbers: ['15550004444', '15550005555', '15550001111'] })
    expect(fits.status).toBe(200)
    expect(asked()).toHaveLength(3)
  })

  test('a picture is asked for a person (digits, user JID or LID) and a size of preview or full', async () => {
    const picture = (who: string, query = '') => call('GET', `/sessions/${sessionId}/contacts/${who}/picture${query}`)
    const size = await picture('15550001111', '?size=huge')
    expect(size.status).toBe(422)
    expect(size.body.errors).toEqual([{ path: 'size', message: 'must be preview or full' }])
    const group = await picture('120363012345678901@g.us')
    expect(group.status).toBe(422)
    expect(group.body.errors).toContainEqual(expect.objectContaining({ path: 'contactJid' }))
    // The fake reaches no WhatsApp: a valid request gets as far as asking it.
    for (const who of ['15550001111', '15550001111@s.whatsapp.net', '123456789012345@lid'])
      expect((await picture(encodeURIComponent(who), '?size=preview')).body.code).toBe('upstream_failed')
  })
  test('block takes { blocked: true|false } for a person; the blocklist and the block reach the protocol', async () => {
    const block = (who: string, body: unknown) => call('POST', `/sessions/${sessionId}/contacts/${who}/block`, body)
    for (const [body, path] of [
      [{}, 'blocked'],
      [{ blocked: 'yes' }, 'blocked'],
      [{ blocked: true, reason: 'spam' }, 'reason'],
    ] as const) {
      const answer = await block('15550001111', body)
      expect(answer.status, JSON.stringify(body)).toBe(422)
      expect(answer.body.errors, JSON.stringify(body)).toContainEqual(expect.objectContaining({ path }))
    }
    const group = await block('120363012345678901@g.us', { blocked: true })
    expect(group.status).toBe(422)
    expect(group.body.errors).toContainEqual(expect.objectContaining({ path: 'contactJid' }))
    // The fake reaches no WhatsApp: valid requests get as far as asking it.
    expect((await block('15550001111', { blocked: true })).body.code).toBe('upstream_failed')
    expect((await call('GET', `/sessions/${sessionId}/blocklist`)).body.code).toBe('upstream_failed')
    expect((await call('GET', `/sessions/${unpaired}/blocklist`)).body.code).toBe('session_not_paired')
  })
  test('a person is read by phone digits, a user JID or a LID', async () => {
    const read = (who: string) => call('GET', `/sessions/${sessionId}/contacts/${who}`)
    const group = await read('120363012345678901@g.us')
    expect(group.status).toBe(422)
    expect(group.body.errors).toContainEqual(expect.objectContaining({ path: 'contactJid' }))
    for (const who of ['15550001111', '15550001111@s.whatsapp.net', '123456789012345@lid'])
      expect((await read(encodeURIComponent(who))).body.code).toBe('upstream_failed')
    expect((await call('GET', `/sessions/${unpaired}/contacts/15550001111`)).body.code).toBe('session_not_paired')
  })
  test('a presence subscription is asked for a person', async () => {
    const subscribe = (who: string) => call('POST', `/sessions/${sessionId}/contacts/${who}/presence/subscribe`)
    const group = await subscribe('120363012345678901@g.us')
    expect(group.status).toBe(422)
    expect(group.body.errors).toContainEqual(expect.objectContaining({ path: 'contactJid' }))
    const subscribed = await subscribe('123456789012345%40lid')
    expect(subscribed.body.data).toEqual({ jid: '123456789012345@lid', subscribed: true })
    expect(t.driver.connection(sessionId).presenceSubscriptions).toEqual(['123456789012345@lid'])
  })
  test('the address book is a paged list in JID order, kept as the phone saves, renames and removes contacts, with the people chatted with', async () => {
    const phone = t.driver.connection(sessionId)
    const jid = (digits: string) => `${digits}@s.whatsapp.net`
    const saved = (digits: string, name: string | null) =>
      nextEvent(
        t.engine,
        'contact.updated',
        sessionId,
        (event) => event.data.jid === jid(digits) && event.data.name === name,
      )
    for (const [digits, name] of [
      ['15550003333', 'Cy'],
      ['15550001111', 'Ada'],
      ['15550002222', 'Bo'],
    ] as const) {
      const arrived = saved(digits, name)
      phone.deliverContact({ jid: jid(digits), phoneJid: jid(digits), lid: null, name })
      await arrived
    }
    const first = await call('GET', `/sessions/${sessionId}/contacts?limit=2`)
    expect(first.status).toBe(200)
    expect(first.body.data.map((contact: { name: string }) => contact.name)).toEqual(['Ada', 'Bo'])
    expect(first.body.nextCursor).toEqual(expect.any(String))
    const second = await call('GET', `/sessions/${sessionId}/contacts?limit=2&cursor=${first.body.nextCursor}`)
    expect(second.body.data).toEqual([{ jid: jid('15550003333'), phoneJid: jid('15550003333'), lid: null, name: 'Cy' }])
    expect(second.body.nextCursor).toBeNull()

    const removed = saved('15550002222', null)
    phone.deliverContact({ jid: jid('15550002222'), phoneJid: jid('15550002222'), lid: null, name: null })
    await removed
    const after = await call('GET', `/sessions/${sessionId}/contacts`)
    expect(after.body.data.map((contact: { name: string }) => contact.name)).toEqual(['Ada', 'Cy'])

    // people the account chatted with 1:1 join the saved contacts, in JID order, each once; a group sender does not
    const message = (id: string, from: string, chatJid: string, participant?: string) =>
      phone.deliver({
        type: 'message.received',
        message: {
          messageId: id,
          from,
          chatJid,
          ...(participant ? { participant } : {}),
          fromMe: false,
          status: null,
          timestamp: Date.now(),
          type: 'text',
          text: 'hi',
          message: {},
        },
      })
    message('CHAT1', jid('15550002500'), '120363000000000001@lid')
    message('CHAT2', jid('15550003333'), jid('15550003333'))
    message('CHAT3', jid('15550002600'), '120363025246125@g.us', jid('15550002600'))
    const page = (cursor = '') => call('GET', `/sessions/${sessionId}/contacts?limit=2${cursor}`)
    await expect
      .poll(async () => (await page()).body.data.map((contact: { jid: string }) => contact.jid))
      .toEqual([jid('15550001111'), jid('15550002500')])
    const chatted = (await page()).body
    expect(chatted.data[1]).toEqual({
      jid: jid('15550002500'),
      phoneJid: jid('15550002500'),
      lid: '120363000000000001@lid',
      name: null,
    })
    const rest = await page(`&cursor=${chatted.nextCursor}`)
    expect(rest.body).toMatchObject({ data: [{ jid: jid('15550003333'), name: 'Cy' }], nextCursor: null })
    // removed from the phone, someone the account chatted with stays, unnamed
    const unsaved = saved('15550003333', null)
    phone.deliverContact({ jid: jid('15550003333'), phoneJid: jid('15550003333'), lid: null, name: null })
    await unsaved
    expect((await page(`&cursor=${chatted.nextCursor}`)).body.data).toEqual([
      { jid: jid('15550003333'), phoneJid: jid('15550003333'), lid: null, name: null },
    ])
    // a person the account messages first is listed too
    const sent = await call('POST', `/sessions/${sessionId}/messages`, {
      to: '15550004444',
      content: { type: 'text', text: 'hello' },
    })
    expect(sent.status).toBe(200)
    await expect
      .poll(async () =>
        (await page(`&cursor=${chatted.nextCursor}`)).body.data.map((contact: { jid: string }) => contact.jid),
      )
      .toEqual([jid('15550003333'), jid('15550004444')])

    expect((await call('GET', `/sessions/${sessionId}/contacts?cursor=nonsense`)).status).toBe(422)
    expect((await call('GET', `/sessions/${unpaired}/contacts`)).body.data).toEqual([])
    expect((await call('GET', '/sessions/ses_missing/contacts')).status).toBe(404)
  })
})
