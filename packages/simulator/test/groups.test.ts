import { getBinaryNodeChild, getBinaryNodeChildren, type BinaryNode } from '@whiskeysockets/baileys'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator, type Phone, type Simulator } from '../src/index'
import { connectLinked, endSocket, waitForEvent } from './helpers'

type Linked = Awaited<ReturnType<typeof connectLinked>>

const A = '15550011001'
const B = '15550011002'
const C = '15550011003'
const D = '15550011004'
const NOBODY = '15550011999'
const jid = (n: string) => `${n}@s.whatsapp.net`

/** the w:gp2 notifications a Baileys socket receives, as they arrive on the wire */
function recordNotifications(linked: Linked): BinaryNode[] {
  const seen: BinaryNode[] = []
  linked.sock.ws.on('CB:notification,type:w:gp2', (node: BinaryNode) => seen.push(node))
  return seen
}

describe('groups (w:g2) through real Baileys', () => {
  let sim: Simulator
  let alice: Linked
  let bob: Linked
  let carol: Phone
  let dave: Phone
  let bobSaw: BinaryNode[]

  beforeAll(async () => {
    sim = await startSimulator()
    alice = await connectLinked(sim, A)
    bob = await connectLinked(sim, B)
    carol = await sim.createPhone(C)
    dave = await sim.createPhone(D)
    bobSaw = recordNotifications(bob)
    await carol.groups.onlyContactsCanAdd(true)
  })
  afterAll(async () => {
    await endSocket(alice.sock)
    await endSocket(bob.sock)
    await sim.close()
  })

  it('create: the group with the members added, and each refused participant with its code (403 privacy with add_request, 404 no account)', async () => {
    const upserted = waitForEvent(bob.sock, 'groups.upsert', groups => groups.some(g => g.subject === 'Trip'))
    const reply = (await alice.sock.query({
      tag: 'iq',
      attrs: { to: '@g.us', type: 'set', xmlns: 'w:g2' },
      content: [
        {
          tag: 'create',
          attrs: { subject: 'Trip', key: 'create-key-1' },
          content: [
            ...[B, C, NOBODY].map(n => ({ tag: 'participant', attrs: { jid: jid(n) } })),
            { tag: 'description', attrs: { id: 'desc-1' }, content: [{ tag: 'body', attrs: {}, content: Buffer.from('Where we go') }] },
          ],
        },
      ],
    })) as BinaryNode
    expect(reply.attrs.from).toBe('@g.us')
    const group = getBinaryNodeChild(reply, 'group')!
    expect(group.attrs).toMatchObject({ subject: 'Trip', size: '2', addressing_mode: 'pn', creator: jid(A) })
    expect(group.attrs.id).toMatch(/^120363\d{12}$/)
    const participants = getBinaryNodeChildren(group, 'participant')
    expect(participants.map(p => [p.attrs.jid, p.attrs.type ?? p.attrs.error ?? 'member'])).toEqual([
      [jid(A), 'superadmin'],
      [jid(B), 'member'],
      [jid(C), '403'],
      [jid(NOBODY), '404'],
    ])
    const addRequest = getBinaryNodeChild(participants[2], 'add_request')!
    expect(addRequest.attrs.code).toMatch(/^[0-9A-Za-z]{22}$/)
    expect(Number(addRequest.attrs.expiration)).toBeGreaterThan(Date.now() / 1000)
    const gid = `${group.attrs.id}@g.us`

    const [meta] = (await upserted).filter(g => g.id === gid)
    expect(meta).toMatchObject({ subject: 'Trip', desc: 'Where we go', author: jid(A) })
    const view = await bob.phone.groups.waitForChange(gid, v => v !== null)
    expect(view).toMatchObject({ jid: gid, subject: 'Trip', description: 'Where we go', participants: [{ jid: jid(A), role: 'superadmin' }, { jid: jid(B), role: 'member' }] })
    // the creator's own phone hears of it too; carol, refused, does not
    expect((await alice.phone.groups.waitForChange(gid, v => v !== null))?.subject).toBe('Trip')
    expect(carol.groups.view(gid)).toBeNull()
  })

  it("metadata and list parse with Baileys' groupMetadata and groupFetchAllParticipating", async () => {
    const { jid: gid } = await alice.phone.groups.create('Book club', [B], { description: 'Monthly' })
    const meta = await bob.sock.groupMetadata(gid)
    expect(meta).toMatchObject({
      id: gid,
      subject: 'Book club',
      owner: jid(A),
      subjectOwner: jid(A),
      desc: 'Monthly',
      descOwner: jid(A),
      size: 2,
      addressingMode: 'pn',
      announce: false,
      restrict: false,
      joinApprovalMode: false,
      memberAddMode: true,
      participants: [
        { id: jid(A), admin: 'superadmin' },
        { id: jid(B), admin: null },
      ],
    })
    expect(meta.descId).toBeTruthy()
    const all = await bob.sock.groupFetchAllParticipating()
    expect(all[gid]?.subject).toBe('Book club')
    expect(Object.values(all).every(g => g.participants.some(p => p.id === jid(B)))).toBe(true)
  })
})
