import { createHash, randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Phone } from '@sessionkit/simulator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pairedSession, startWorld, type World } from './harness.js'

const OWNER = '15550420001'
const FOLLOWER = '15550420002'

describe('channels the account owns (HTTP, real Baileys, the simulator as channel server)', () => {
  let world: World
  let h: Awaited<ReturnType<World['engine']>>
  let sessionId: string
  let follower: Phone
  let files: Server
  const photo = randomBytes(2048)
  const api = (path: string) => `/sessions/${sessionId}/newsletters${path}`

  beforeAll(async () => {
    world = await startWorld()
    h = await world.engine()
    ;({ sessionId } = await pairedSession(world, h, OWNER))
    follower = await world.sim.createPhone(FOLLOWER)
    // the image an image post names by mediaUrl
    files = createServer((_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo))
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve))
  })
  afterAll(async () => {
    await new Promise((resolve) => files.close(resolve))
    await world.close()
  })

  it('creates a channel, changes it, posts, edits and deletes a post a follower phone sees, then deletes it', async () => {
    const created = await h.api('POST', api(''), { name: 'Harbour Desk', description: 'Notices' })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const jid: string = created.body.data.jid
    expect(created.body.data).toMatchObject({
      name: 'Harbour Desk',
      description: 'Notices',
      viewer: { role: 'owner', following: true },
    })
    // the channel server keeps it, the account its owner
    expect(world.sim.channels.get(jid)?.owner?.phoneNumber).toBe(OWNER)

    const changed = await h.api('PATCH', api(`/${jid}`), { name: 'Harbour Office', description: 'Tide notices' })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(changed.body.data).toMatchObject({ jid, name: 'Harbour Office', description: 'Tide notices' })
    expect(world.sim.channels.get(jid)).toMatchObject({ name: 'Harbour Office', description: 'Tide notices' })

    world.sim.channels.follow(jid, FOLLOWER)
    const posted = await h.api('POST', api(`/${jid}/posts`), { text: 'Gale warning tonight.' })
    expect(posted.status, JSON.stringify(posted.body)).toBe(201)
    const { id, serverId } = posted.body.data
    expect(serverId).toEqual(expect.any(Number))
    const received = await follower.waitForMessage((m) => m.chatJid === jid && m.id === id && !m.edit)
    expect(received.text).toBe('Gale warning tonight.')

    const edited = await h.api('PATCH', api(`/${jid}/posts/${id}`), { text: 'Gale warning from 22:00.' })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    expect(edited.body.data).toMatchObject({ id, serverId })
    const edit = await follower.waitForMessage((m) => m.chatJid === jid && m.id === id && m.edit === '3')
    expect(edit.text).toBe('Gale warning from 22:00.')

    const removed = await h.api('DELETE', api(`/${jid}/posts/${id}`))
    expect(removed.status, JSON.stringify(removed.body)).toBe(200)
    const deletion = await follower.waitForMessage((m) => m.chatJid === jid && m.id === id && m.edit === '8')
    expect(deletion.text).toBeUndefined()
    expect(world.sim.channels.get(jid)?.posts).toMatchObject([{ id, deleted: true }])

    // a post that is gone takes no edit: WhatsApp's ack refuses it as unknown
    const late = await h.api('PATCH', api(`/${jid}/posts/${id}`), { text: 'again' })
    expect(late.status).toBe(404)

    const gone = await h.api('DELETE', api(`/${jid}`))
    expect(gone.status, JSON.stringify(gone.body)).toBe(200)
    expect(gone.body.data).toEqual({ jid, deleted: true })
    expect(world.sim.channels.get(jid)).toBeUndefined()
    expect((await h.api('GET', api(`/${jid}`))).body.code).toBe('newsletter_not_found')
  })

  it('posts an image unencrypted: the follower phone downloads the same bytes, with the caption', async () => {
    const { jid } = (await h.api('POST', api(''), { name: 'Harbour Photos' })).body.data
    world.sim.channels.follow(jid, FOLLOWER)
    const mediaUrl = `http://127.0.0.1:${(files.address() as AddressInfo).port}/photo.jpg`
    const posted = await h.api('POST', api(`/${jid}/posts`), { image: { mediaUrl, caption: 'Low tide' } })
    expect(posted.status, JSON.stringify(posted.body)).toBe(201)
    const received = await follower.waitForMessage((m) => m.chatJid === jid && m.id === posted.body.data.id)
    expect(received.mediaError).toBeUndefined()
    expect(received.message.imageMessage?.caption).toBe('Low tide')
    expect(received.message.imageMessage?.mediaKey ?? null).toBeNull()
    expect(createHash('sha256').update(received.media!.bytes).digest('hex')).toBe(
      createHash('sha256').update(photo).digest('hex'),
    )
  })

  it('refuses changes and posts to a channel the account does not own with 403 newsletter_not_admin', async () => {
    const other = world.sim.channels.create({ name: 'Someone Else', owner: FOLLOWER })
    const changed = await h.api('PATCH', api(`/${other.jid}`), { name: 'Mine now' })
    expect(changed.status).toBe(403)
    expect(changed.body.code).toBe('newsletter_not_admin')
    const posted = await h.api('POST', api(`/${other.jid}/posts`), { text: 'hello' })
    expect(posted.status).toBe(403)
    expect(posted.body.code).toBe('newsletter_not_admin')
    expect(world.sim.channels.get(other.jid)?.posts).toEqual([])
  })
})
