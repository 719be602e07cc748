import { get } from 'node:https'
import type { BinaryNode } from '@whiskeysockets/baileys'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { onceAppStateReady, pairedSession, startWorld, type World } from './harness.js'

const SELF = '15550500001'
const BOB = '15550500002'
const CAROL = '15550500003'
const MISSING = '15550509991'
const MISSING_TOO = '15550509992'
const DAVE = '15550500004'
const EVE = '15550500005'
const FRANK = '15550500006'
const GRACE = '15550500007'
const jidOf = (digits: string) => `${digits}@s.whatsapp.net`

/** The numbers of the number-check queries the simulator received, one list per query. */
const numberQueries = (world: World): string[][] => {
  const queries: string[][] = []
  world.sim.on('node-in', ({ node }) => {
    if (node.tag !== 'iq' || node.attrs.xmlns !== 'usync') return
    const usync = (node.content as BinaryNode[])[0]!
    const [query, list] = usync.content as BinaryNode[]
    if (!(query!.content as BinaryNode[]).some((protocol) => protocol.tag === 'contact')) return
    queries.push(
      (list!.content as BinaryNode[]).map((user) =>
        Buffer.from(((user.content as BinaryNode[])[0]!.content as Uint8Array) ?? '').toString(),
      ),
    )
  })
  return queries
}

/** The bytes at `url` on the simulator's media host, trusting its CA as the engine does. */
const download = (world: World, url: string): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    get(url, { ca: world.sim.mediaCa }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        response.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`${response.statusCode}`)),
      )
    }).on('error', reject)
  })

/**
 * People end to end: HTTP, the engine, real Baileys and the simulator, which knows which numbers have accounts and
 * their LIDs as WhatsApp's server does.
 */
describe('contacts end to end (HTTP, real Baileys, the simulator)', () => {
  let world: World
  let h: Awaited<ReturnType<World['engine']>>
  let sessionId: string
  let queries: string[][]
  const check = (phoneNumbers: string[]) => h.api('POST', `/sessions/${sessionId}/contacts/check`, { phoneNumbers })

  beforeAll(async () => {
    world = await startWorld()
    queries = numberQueries(world)
    h = await world.engine({ numberChecksPerMinute: 4 })
    ;({ sessionId } = await pairedSession(world, h, SELF))
    for (const digits of [BOB, CAROL]) await world.sim.createPhone(digits)
  })
  afterAll(async () => {
    await world?.close()
  })

  it('finds the numbers on WhatsApp with their LIDs, and the missing ones, in one query', async () => {
    const answer = await check([`+${BOB}`, MISSING, `+1 (555) 050-0002`])
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const bob = { phoneNumber: BOB, exists: true, jid: `${BOB}@s.whatsapp.net`, lid: world.sim.phone(BOB)!.lid }
    expect(answer.body.data).toEqual([bob, { phoneNumber: MISSING, exists: false, jid: null, lid: null }, bob])
    expect(queries).toEqual([[`+${BOB}`, `+${MISSING}`]])
  })

  it('answers numbers checked before from the cache, and asks WhatsApp only about the others', async () => {
    const answer = await check([MISSING, CAROL, BOB])
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.data.map((row: { exists: boolean }) => row.exists)).toEqual([false, true, true])
    expect(answer.body.data[1]).toEqual({
      phoneNumber: CAROL,
      exists: true,
      jid: `${CAROL}@s.whatsapp.net`,
      lid: world.sim.phone(CAROL)!.lid,
    })
    expect(queries.at(-1)).toEqual([`+${CAROL}`])
    expect(queries).toHaveLength(2)
  })

  it('refuses a check past the pace with 429 and Retry-After, asking WhatsApp nothing; cached numbers still answer', async () => {
    // BOB, MISSING and CAROL were asked: one more number fits in this minute, two do not.
    const refused = await check([MISSING_TOO, '15550509993', BOB])
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ code: 'rate_limited', limit: 4 })
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(queries).toHaveLength(2)
    const cached = await check([BOB, CAROL, MISSING])
    expect(cached.status).toBe(200)
    const fits = await check([MISSING_TOO])
    expect(fits.status).toBe(200)
    expect(fits.body.data).toEqual([{ phoneNumber: MISSING_TOO, exists: false, jid: null, lid: null }])
    expect(queries).toHaveLength(3)
  })

  it("a contact's picture URL serves the picture the phone set, asked by number or LID; none is a 404", async () => {
    const bob = world.sim.phone(BOB)!
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('picture of bob')])
    await bob.setProfilePicture(jpeg)
    for (const who of [BOB, encodeURIComponent(bob.lid)]) {
      for (const size of ['full', 'preview']) {
        const answer = await h.api('GET', `/sessions/${sessionId}/contacts/${who}/picture?size=${size}`)
        expect(answer.status, JSON.stringify(answer.body)).toBe(200)
        expect(await download(world, answer.body.data.url)).toEqual(jpeg)
      }
    }
    const none = await h.api('GET', `/sessions/${sessionId}/contacts/${CAROL}/picture`)
    expect(none.status).toBe(404)
    expect(none.body.code).toBe('picture_not_found')
    await bob.removeProfilePicture()
    const removed = await h.api('GET', `/sessions/${sessionId}/contacts/${BOB}/picture`)
    expect(removed.body.code).toBe('picture_not_found')
  })
  it('blocking a phone stops its messages from arriving, unblocking lets them through; the blocklist shows it', async () => {
    const dave = await world.sim.createPhone(DAVE)
    const block = (who: string, blocked: boolean) =>
      h.api('POST', `/sessions/${sessionId}/contacts/${who}/block`, { blocked })
    const blocklist = async () => (await h.api('GET', `/sessions/${sessionId}/blocklist`)).body.data
    const ids = { jid: jidOf(DAVE), phoneJid: jidOf(DAVE), lid: dave.lid }

    const blocked = await block(DAVE, true)
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(200)
    expect(blocked.body.data).toEqual({ ...ids, blocked: true })
    expect(await blocklist()).toEqual([ids])
    const since = h.events.mark()
    const { id: unseen } = await dave.sendText(jidOf(SELF), 'you will not see this')

    // unblocked by LID: either form names the person
    const unblocked = await block(encodeURIComponent(dave.lid), false)
    expect(unblocked.status, JSON.stringify(unblocked.body)).toBe(200)
    expect(unblocked.body.data).toEqual({ ...ids, jid: dave.lid, blocked: false })
    expect(await blocklist()).toEqual([])
    const { id: seen } = await dave.sendText(jidOf(SELF), 'now you do')
    await h.events.waitFor('message.received', (e) => e.data.messageId === seen, { since })
    // the server relays a sender's messages in order: the blocked one would have come first
    expect(h.events.of('message.received').map((e) => e.data.messageId)).not.toContain(unseen)

    const nobody = await block(MISSING, true)
    expect(nobody.status).toBe(422)
    expect(nobody.body.errors).toEqual([expect.objectContaining({ path: 'contactJid' })])
  })
  it('reads a business account: its JIDs, about, picture and business profile, none of it blocked', async () => {
    const eve = await world.sim.createPhone(EVE, {
      business: {
        description: 'Fresh bread daily',
        category: { id: '133436743388217', name: 'Bakery' },
        email: 'hello@eve.example',
        websites: ['https://eve.example'],
        address: '1 Main Street',
      },
    })
    await eve.setProfilePicture(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 9]))
    const answer = await h.api('GET', `/sessions/${sessionId}/contacts/${EVE}`)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.data).toEqual({
      jid: jidOf(EVE),
      phoneJid: jidOf(EVE),
      lid: eve.lid,
      name: null,
      pushName: null,
      about: 'Hey there! I am using WhatsApp.',
      aboutSetAt: null,
      pictureUrl: eve.account.picture!.image.url,
      isBusiness: true,
      business: {
        description: 'Fresh bread daily',
        category: 'Bakery',
        email: 'hello@eve.example',
        website: ['https://eve.example'],
        address: '1 Main Street',
      },
      blocked: false,
    })
  })

  it('a LID-addressed sender resolves to its phone number, with the push name on its message; a blocked one says so', async () => {
    const frank = await world.sim.createPhone(FRANK, { pushName: 'Frank' })
    const before = await h.api('GET', `/sessions/${sessionId}/contacts/${encodeURIComponent(frank.lid)}`)
    // nothing has told the session Frank's number yet
    expect(before.body.data).toMatchObject({ jid: frank.lid, phoneJid: null, lid: frank.lid, pushName: null })
    const since = h.events.mark()
    const { id } = await frank.sendText(world.sim.phone(SELF)!.lid, 'hi, by LID')
    const received = await h.events.waitFor('message.received', (e) => e.data.messageId === id, { since })
    expect(received.data.from).toBe(jidOf(FRANK))
    expect((await h.api('POST', `/sessions/${sessionId}/contacts/${FRANK}/block`, { blocked: true })).status).toBe(200)
    const answer = await h.api('GET', `/sessions/${sessionId}/contacts/${encodeURIComponent(frank.lid)}`)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.data).toMatchObject({
      jid: frank.lid,
      phoneJid: jidOf(FRANK),
      lid: frank.lid,
      name: null,
      pushName: 'Frank',
      pictureUrl: null,
      isBusiness: false,
      business: null,
      blocked: true,
    })
  })
  it('a phone going online, typing, recording and stopping arrives as presence.updated, and again after a reconnect', async () => {
    const bob = world.sim.phone(BOB)!
    const fromBob = (state: string, since: number) =>
      h.events.waitFor('presence.updated', (e) => e.data.jid === jidOf(BOB) && e.data.state === state, { since })
    /** the server took the session's mark as online (the answer comes once it is sent, not once it arrived) */
    const markedOnline = () =>
      world.sim.waitFor(
        'node-in',
        (e) => e.phoneNumber === SELF && e.node.tag === 'presence' && e.node.attrs.type === 'available',
      )
    let since = h.events.mark()
    const subscribed = await h.api('POST', `/sessions/${sessionId}/contacts/${BOB}/presence/subscribe`)
    expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(200)
    expect(subscribed.body.data).toEqual({ jid: jidOf(BOB), subscribed: true })
    // WhatsApp answers a subscription with the person's presence now: never online, so no last seen
    expect((await fromBob('unavailable', since)).data).toEqual({
      jid: jidOf(BOB),
      chatJid: null,
      state: 'unavailable',
      lastSeen: null,
    })
    await bob.setOnline(true)
    await fromBob('available', since)
    // WhatsApp sends chat states only to a client that marked itself online, which the session never does by
    // itself (an account online stops its phone's notifications): typing before the session asks is not seen
    // WhatsApp shows an account online only with a push name
    const named = await onceAppStateReady(() => h.api('PATCH', `/sessions/${sessionId}/profile`, { name: 'Self' }))
    expect(named.status, JSON.stringify(named.body)).toBe(200)
    const beforeTyping = h.events.mark()
    await bob.setChatState(jidOf(SELF), 'composing')
    const marked = markedOnline()
    const online = await h.api('POST', `/sessions/${sessionId}/presence`, { state: 'available' })
    expect(online.status, JSON.stringify(online.body)).toBe(200)
    await marked
    await bob.setChatState(jidOf(SELF), 'paused')
    const first = await h.events.waitFor(
      'presence.updated',
      (e) => e.data.jid === jidOf(BOB) && e.data.chatJid !== null,
      { since: beforeTyping },
    )
    expect(first.data.state).toBe('paused')
    for (const state of ['composing', 'recording', 'paused'] as const) {
      await bob.setChatState(jidOf(SELF), state)
      expect((await fromBob(state, since)).data).toEqual({
        jid: jidOf(BOB),
        chatJid: jidOf(BOB),
        state,
        lastSeen: null,
      })
    }
    const beforeOffline = h.events.mark()
    await bob.setOnline(false)
    const offline = await fromBob('unavailable', beforeOffline)
    expect(offline.data.lastSeen).toBe(new Date(Math.floor(bob.account.lastSeen / 1000) * 1000).toISOString())

    // WhatsApp forgets subscriptions with the connection: the session renews them when it is back
    since = h.events.mark()
    world.sim.faults.dropConnections(SELF)
    await h.events.waitFor('connection.state', (e) => e.sessionId === sessionId && e.data.state === 'connected', {
      since,
    })
    await fromBob('unavailable', since)
    // marking online lasts for the connection, as WhatsApp keeps it: the session asks again after the reconnect
    const markedAgain = markedOnline()
    expect((await h.api('POST', `/sessions/${sessionId}/presence`, { state: 'available' })).status).toBe(200)
    await markedAgain
    await bob.setChatState(jidOf(SELF), 'composing')
    await fromBob('composing', since)
  })
  it('a contact the phone saves arrives in GET /contacts and as contact.updated; renamed and removed too', async () => {
    const self = world.sim.phone(SELF)!
    const carol = world.sim.phone(CAROL)!
    const carolIs = (name: string | null, since: number) =>
      h.events.waitFor('contact.updated', (e) => e.data.jid === jidOf(CAROL) && e.data.name === name, { since })
    let since = h.events.mark()
    await self.saveContact(carol, 'Carol from work')
    expect((await carolIs('Carol from work', since)).data).toEqual({
      jid: jidOf(CAROL),
      phoneJid: jidOf(CAROL),
      lid: carol.lid,
      name: 'Carol from work',
    })
    const book = await h.api('GET', `/sessions/${sessionId}/contacts?limit=10`)
    expect(book.status, JSON.stringify(book.body)).toBe(200)
    expect(book.body.data[0]).toEqual({
      jid: jidOf(CAROL),
      phoneJid: jidOf(CAROL),
      lid: carol.lid,
      name: 'Carol from work',
    })
    const read = await h.api('GET', `/sessions/${sessionId}/contacts/${encodeURIComponent(carol.lid)}`)
    expect(read.body.data.name).toBe('Carol from work')

    since = h.events.mark()
    await self.saveContact(carol, 'Carol')
    await carolIs('Carol', since)
    expect((await h.api('GET', `/sessions/${sessionId}/contacts`)).body.data[0].name).toBe('Carol')
    since = h.events.mark()
    await self.removeContact(carol)
    await carolIs(null, since)
    // Carol never chatted with the account: removed from the phone, she is gone from the list
    const jids = (await h.api('GET', `/sessions/${sessionId}/contacts`)).body.data.map((c: { jid: string }) => c.jid)
    expect(jids).not.toContain(jidOf(CAROL))
  })
  it('lists the people the account chatted with beside the saved contacts, unsaved ones with name null, paged', async () => {
    const grace = await world.sim.createPhone(GRACE, { pushName: 'Grace' })
    const since = h.events.mark()
    const { id } = await grace.sendText(jidOf(SELF), 'hello, not in your contacts')
    await h.events.waitFor('message.received', (e) => e.data.messageId === id, { since })
    const frank = world.sim.phone(FRANK)!
    // Dave messaged once he was unblocked, Frank by LID (named by his number), Grace just now; Carol was removed
    const everyone = [
      { jid: jidOf(DAVE), phoneJid: jidOf(DAVE), lid: null, name: null },
      { jid: jidOf(FRANK), phoneJid: jidOf(FRANK), lid: frank.lid, name: null },
      { jid: jidOf(GRACE), phoneJid: jidOf(GRACE), lid: null, name: null },
    ]
    // the index is written by the contact service's own handler of the event the test saw: poll for it
    const page = () => h.api('GET', `/sessions/${sessionId}/contacts?limit=2`)
    await expect.poll(async () => (await page()).body.nextCursor).not.toBeNull()
    const first = await page()
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body.data).toEqual(everyone.slice(0, 2))
    const rest = await h.api(
      'GET',
      `/sessions/${sessionId}/contacts?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`,
    )
    expect(rest.body).toMatchObject({ data: everyone.slice(2), nextCursor: null })

    // saving an unsaved person names them in place, once
    await world.sim.phone(SELF)!.saveContact(grace, 'Grace G.')
    await h.events.waitFor('contact.updated', (e) => e.data.jid === jidOf(GRACE) && e.data.name === 'Grace G.', {
      since,
    })
    const book = await h.api('GET', `/sessions/${sessionId}/contacts?limit=10`)
    expect(book.body.data.filter((c: { jid: string }) => c.jid === jidOf(GRACE))).toEqual([
      { jid: jidOf(GRACE), phoneJid: jidOf(GRACE), lid: grace.lid, name: 'Grace G.' },
    ])
  })
})
