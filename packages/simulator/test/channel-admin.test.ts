import { type BinaryNode, proto } from '@whiskeysockets/baileys'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator, type Simulator } from '../src/index.js'
import { connectLinked, endSocket, mex } from './helpers.js'

type Linked = Awaited<ReturnType<typeof connectLinked>>
type Thread = { id: string; thread_metadata: { name: { text: string }; description: { text: string } } }

const OWNER = '15550023001'
const OTHER = '15550023002'
const FOLLOWER = '15550023003'

/** Baileys' newsletterCreate, newsletterUpdate and newsletterDelete variables (`Socket/newsletter.js`) */
const create = (linked: Linked, name: string, description: string | null) =>
  mex<Thread>(linked, { input: { name, description } }, '8823471724422422', 'xwa2_newsletter_create')
const update = (linked: Linked, jid: string, updates: Record<string, unknown>) =>
  mex<Thread>(
    linked,
    { newsletter_id: jid, updates: { ...updates, settings: null } },
    '24250201037901610',
    'xwa2_newsletter_update',
  )
const remove = (linked: Linked, jid: string) =>
  mex<unknown>(linked, { newsletter_id: jid }, '30062808666639665', 'xwa2_newsletter_delete_v2')

/** whatsmeow send.go sendNewsletter's stanza: `<message to id type [edit]><plaintext>` */
const postNode = (to: string, id: string, message: proto.IMessage, edit?: string): BinaryNode => ({
  tag: 'message',
  attrs: { to, id, type: 'text', ...(edit ? { edit } : {}) },
  content: [{ tag: 'plaintext', attrs: {}, content: proto.Message.encode(message).finish() }],
})

describe('channels an account owns: the mex operations and plaintext posts', () => {
  let sim: Simulator
  let owner: Linked
  let other: Linked

  beforeAll(async () => {
    sim = await startSimulator()
    owner = await connectLinked(sim, OWNER)
    other = await connectLinked(sim, OTHER)
    await sim.createPhone(FOLLOWER)
  })
  afterAll(async () => {
    await endSocket(owner.sock)
    await endSocket(other.sock)
    await sim.close()
  })

  it('creates, updates and deletes a channel for its owner only', async () => {
    const created = await create(owner, 'Tide Table', null)
    expect(created.thread_metadata.name.text).toBe('Tide Table')
    expect(sim.channels.get(created.id)?.owner?.phoneNumber).toBe(OWNER)
    await expect(update(other, created.id, { name: 'Taken' })).rejects.toThrow(/Not an admin/)
    const updated = await update(owner, created.id, { description: 'High and low water' })
    expect(updated.thread_metadata).toMatchObject({
      name: { text: 'Tide Table' },
      description: { text: 'High and low water' },
    })
    await expect(update(owner, created.id, { name: '' })).rejects.toThrow(/invalid name/)
    await expect(remove(other, created.id)).rejects.toThrow(/Not an admin/)
    await remove(owner, created.id)
    expect(sim.channels.get(created.id)).toBeUndefined()
  })

  it("takes the owner's plaintext post, edit and deletion, acks each with the server id and fans them out", async () => {
    const { id: jid } = await create(owner, 'Harbour Desk', 'Notices')
    sim.channels.follow(jid, FOLLOWER)
    const follower = sim.phone(FOLLOWER)!
    const id = '3EB0C0FFEE0000000001'

    const ack = await owner.sock.query(postNode(jid, id, { extendedTextMessage: { text: 'Gale warning' } }))
    expect(ack.attrs).toMatchObject({ class: 'message', id, server_id: '100' })
    expect((await follower.waitForMessage((m) => m.id === id && !m.edit)).text).toBe('Gale warning')
    // a resend under the same id is acked with the same server id, not published twice
    const again = await owner.sock.query(postNode(jid, id, { extendedTextMessage: { text: 'Gale warning' } }))
    expect(again.attrs.server_id).toBe('100')
    expect(sim.channels.get(jid)?.posts).toHaveLength(1)

    await owner.sock.query(postNode(jid, id, { extendedTextMessage: { text: 'Gale from 22:00' } }, '3'))
    const edit = await follower.waitForMessage((m) => m.id === id && m.edit === '3')
    expect(edit.text).toBe('Gale from 22:00')
    expect(sim.channels.get(jid)?.posts[0]?.message.extendedTextMessage?.text).toBe('Gale from 22:00')

    await owner.sock.query(postNode(jid, id, {}, '8'))
    await follower.waitForMessage((m) => m.id === id && m.edit === '8')
    expect(sim.channels.get(jid)?.posts[0]?.deleted).toBe(true)
    const late = await owner.sock.query(postNode(jid, id, { extendedTextMessage: { text: 'x' } }, '3'))
    expect(late.attrs.error).toBe('404')

    const refused = await other.sock.query(postNode(jid, '3EB0C0FFEE0000000002', { conversation: 'hi' }))
    expect(refused.attrs.error).toBe('403')
    expect(sim.channels.get(jid)?.posts).toHaveLength(1)
  })
})
