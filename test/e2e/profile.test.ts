import { get } from 'node:https'
import type { Phone } from '@sessionkit/simulator'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { onceAppStateReady, pairedSession, startWorld, type World } from './harness.js'

const SELF = '15550600001'
const BOB = '15550600002'
const CAROL = '15550600003'
const jidOf = (digits: string) => `${digits}@s.whatsapp.net`

/**
 * The account's own profile end to end: HTTP, the engine, real Baileys and the simulator, checked where others
 * see it: another phone's about query, and the name on the account's messages.
 */
describe('profile end to end (HTTP, real Baileys, another phone)', () => {
  let world: World
  let h: Awaited<ReturnType<World['engine']>>
  let sessionId: string
  let self: Phone
  let bob: Phone
  const patch = (body: Record<string, unknown>) => h.api('PATCH', `/sessions/${sessionId}/profile`, body)

  beforeAll(async () => {
    world = await startWorld()
    h = await world.engine()
    ;({ sessionId, phone: self } = await pairedSession(world, h, SELF))
    bob = await world.sim.createPhone(BOB)
  })
  afterAll(async () => {
    await world?.close()
  })

  it("reads the account's JID, LID, about and picture as WhatsApp serves them", async () => {
    const answer = await h.api('GET', `/sessions/${sessionId}/profile`)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.data).toMatchObject({
      jid: jidOf(SELF),
      lid: self.lid,
      about: 'Hey there! I am using WhatsApp.',
      pictureUrl: null,
    })
    await self.setProfilePicture(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]))
    const pictured = await h.api('GET', `/sessions/${sessionId}/profile`)
    expect(pictured.body.data.pictureUrl).toBe(self.account.picture!.image.url)
  })

  it('PATCH about changes what another phone reads', async () => {
    const answer = await patch({ about: 'Out fishing 🎣' })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.data.about).toBe('Out fishing 🎣')
    expect(await bob.fetchAbout(jidOf(SELF))).toBe('Out fishing 🎣')
  })

  it("PATCH name is the name another phone sees on the account's messages", async () => {
    // The name is app state: until the phone has shared its keys the API says to wait.
    const applied = world.sim.waitFor('phone-name', (e) => e.phoneNumber === SELF && e.name === 'Acme Support')
    const answer = await onceAppStateReady(() => patch({ name: 'Acme Support' }))
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.data.name).toBe('Acme Support')
    await applied
    const arrived = world.sim.waitFor('phone-message', (e) => e.phoneNumber === BOB)
    const sent = await h.api('POST', `/sessions/${sessionId}/messages`, {
      to: BOB,
      content: { type: 'text', text: 'hello' },
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    expect((await arrived).id).toBe(sent.body.data.messageId)
    expect(bob.messages.find((m) => m.id === sent.body.data.messageId)?.pushName).toBe('Acme Support')
  })

  it('PUT /profile/picture crops and resizes an image as WhatsApp takes it, which another phone is served; DELETE removes it', async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.set('media', new Blob([png], { type: 'image/png' }), 'me.png')
    const answer = await h.api('PUT', `/sessions/${sessionId}/profile/picture`, form)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const served = self.account.picture!
    expect(answer.body.data.pictureUrl).toBe(served.image.url)
    const bytes = await new Promise<Buffer>((resolve, reject) =>
      get(served.image.url, { ca: world.sim.mediaCa }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve(Buffer.concat(chunks)))
      }).on('error', reject),
    )
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 640 })

    const text = new FormData()
    text.set('media', new Blob([Buffer.from('not an image')], { type: 'image/png' }), 'x.png')
    const refused = await h.api('PUT', `/sessions/${sessionId}/profile/picture`, text)
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toEqual([expect.objectContaining({ path: 'media' })])
    expect(self.account.picture).toBe(served)

    const removed = await h.api('DELETE', `/sessions/${sessionId}/profile/picture`)
    expect(removed.status).toBe(200)
    expect(removed.body.data).toEqual({ deleted: true })
    expect(self.account.picture).toBeNull()
  })
  it('PATCH /privacy hides the picture and about from a phone that is not a contact, not from one that is', async () => {
    const carol = await world.sim.createPhone(CAROL)
    await self.saveContact(carol)
    await self.setProfilePicture(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 7]))
    const url = self.account.picture!.image.url
    expect(await bob.fetchPictureUrl(jidOf(SELF))).toBe(url)

    const read = await h.api('GET', `/sessions/${sessionId}/privacy`)
    expect(read.status, JSON.stringify(read.body)).toBe(200)
    expect(read.body.data).toEqual({
      lastSeen: 'all',
      online: 'all',
      profilePicture: 'all',
      about: 'all',
      readReceipts: 'all',
      groupAdd: 'all',
      calls: 'all',
      messages: 'all',
      defense: 'off',
    })
    const changed = await h.api('PATCH', `/sessions/${sessionId}/privacy`, {
      profilePicture: 'contacts',
      about: 'contacts',
      calls: 'known',
    })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(changed.body.data).toMatchObject({
      profilePicture: 'contacts',
      about: 'contacts',
      calls: 'known',
      lastSeen: 'all',
    })

    expect(await bob.fetchPictureUrl(jidOf(SELF))).toBeNull()
    expect(await bob.fetchAbout(jidOf(SELF))).toBeNull()
    expect(await carol.fetchPictureUrl(jidOf(SELF))).toBe(url)
    expect(await carol.fetchAbout(jidOf(SELF))).toBe('Out fishing 🎣')

    const refused = await h.api('PATCH', `/sessions/${sessionId}/privacy`, { online: 'contacts' })
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toEqual([expect.objectContaining({ path: 'online' })])
  })
})
