import { getBinaryNodeChild, getBinaryNodeChildren, type BinaryNode } from '@whiskeysockets/baileys'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator, type GroupView, type Phone, type Simulator } from '../src/index'
import { connectLinked, endSocket, waitForEvent } from './helpers'

type Linked = Awaited<ReturnType<typeof connectLinked>>

const A = '15550011001'
const B = '15550011002'
const C = '15550011003'
const D = '15550011004'
const E = '15550011005'
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
  let erin: Linked
  let carol: Phone
  let dave: Phone
  let bobSaw: BinaryNode[]

  beforeAll(async () => {
    sim = await startSimulator()
    alice = await connectLinked(sim, A)
    bob = await connectLinked(sim, B)
    erin = await connectLinked(sim, E)
    carol = await sim.createPhone(C)
    dave = await sim.createPhone(D)
    bobSaw = recordNotifications(bob)
    await carol.groups.onlyContactsCanAdd(true)
  })
  afterAll(async () => {
    await endSocket(alice.sock)
    await endSocket(bob.sock)
    await endSocket(erin.sock)
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

  it('settings: groups.update keeps only the first change per group in a buffer window, so each change waits for its event before the next', async () => {
    const { jid: gid } = await alice.phone.groups.create('Settings', [B])
    await bob.phone.groups.waitForChange(gid, v => v !== null)
    const changes: [string, () => Promise<unknown>, (u: Record<string, unknown>) => boolean, (v: GroupView) => boolean][] = [
      ['subject', () => alice.sock.groupUpdateSubject(gid, 'Renamed'), u => u.subject === 'Renamed', v => v.subject === 'Renamed'],
      ['description', () => alice.sock.groupUpdateDescription(gid, 'About us'), u => u.desc === 'About us', v => v.description === 'About us'],
      ['announcement', () => alice.sock.groupSettingUpdate(gid, 'announcement'), u => u.announce === true, v => v.settings.announcement],
      ['locked', () => alice.sock.groupSettingUpdate(gid, 'locked'), u => u.restrict === true, v => v.settings.locked],
      ['member add mode', () => alice.sock.groupMemberAddMode(gid, 'admin_add'), u => u.memberAddMode === false, v => v.settings.memberAddMode === 'admin_add'],
      ['join approval', () => alice.sock.groupJoinApprovalMode(gid, 'on'), u => u.joinApprovalMode === true, v => v.settings.joinApproval],
      ['not_announcement', () => alice.sock.groupSettingUpdate(gid, 'not_announcement'), u => u.announce === false, v => !v.settings.announcement],
      ['unlocked', () => alice.sock.groupSettingUpdate(gid, 'unlocked'), u => u.restrict === false, v => !v.settings.locked],
      ['description deleted', () => alice.sock.groupUpdateDescription(gid, undefined), u => 'desc' in u && u.desc === undefined, v => v.description === null],
    ]
    for (const [, change, event, view] of changes) {
      const updated = waitForEvent(bob.sock, 'groups.update', updates => updates.some(u => u.id === gid && event(u as Record<string, unknown>)))
      await change()
      await updated
      await bob.phone.groups.waitForChange(gid, v => v !== null && view(v))
      await alice.phone.groups.waitForChange(gid, v => v !== null && view(v))
    }
    // disappearing messages are no groups.update: Baileys upserts an EPHEMERAL_SETTING protocol message
    const ephemeral = waitForEvent(bob.sock, 'messages.upsert', ({ messages }) => messages.some(m => m.key.remoteJid === gid && m.message?.protocolMessage?.ephemeralExpiration === 86_400))
    await alice.sock.groupToggleEphemeral(gid, 86_400)
    await ephemeral
    expect((await bob.phone.groups.waitForChange(gid, v => v?.settings.ephemeralDurationSeconds === 86_400))?.settings).toEqual({
      announcement: false,
      locked: false,
      joinApproval: true,
      memberAddMode: 'admin_add',
      memberLinkMode: 'admin_link',
      memberShareGroupHistoryMode: 'admin_share',
      ephemeralDurationSeconds: 86_400,
    })
  })

  it('participants: add, promote, demote and remove reach the member phones and Baileys, each refusal with its code', async () => {
    const { jid: gid } = await alice.phone.groups.create('Crew', [B])
    const added = waitForEvent(bob.sock, 'group-participants.update', u => u.id === gid && u.action === 'add')
    const results = await alice.sock.groupParticipantsUpdate(gid, [jid(D), jid(B), jid(C), jid(NOBODY)], 'add')
    expect(results.map(r => [r.jid, r.status])).toEqual([
      [jid(D), '200'],
      [jid(B), '409'],
      [jid(C), '403'],
      [jid(NOBODY), '404'],
    ])
    expect(getBinaryNodeChild(results[2]!.content, 'add_request')?.attrs.code).toMatch(/^[0-9A-Za-z]{22}$/)
    expect(await added).toMatchObject({ author: jid(A), participants: [{ id: jid(D) }] })
    // the added account learns the whole group from a <create>
    expect((await dave.groups.waitForChange(gid, v => v !== null))?.participants.map(p => p.jid)).toEqual([jid(A), jid(B), jid(D)])

    const promoted = waitForEvent(bob.sock, 'group-participants.update', u => u.id === gid && u.action === 'promote')
    await alice.sock.groupParticipantsUpdate(gid, [jid(D)], 'promote')
    expect((await promoted).participants).toMatchObject([{ id: jid(D), admin: 'admin' }])
    await dave.groups.waitForChange(gid, v => v?.participants.find(p => p.jid === jid(D))?.role === 'admin')

    const demoted = waitForEvent(bob.sock, 'group-participants.update', u => u.id === gid && u.action === 'demote')
    await alice.sock.groupParticipantsUpdate(gid, [jid(D)], 'demote')
    await demoted
    await bob.phone.groups.waitForChange(gid, v => v?.participants.find(p => p.jid === jid(D))?.role === 'member')

    const removed = waitForEvent(bob.sock, 'group-participants.update', u => u.id === gid && u.action === 'remove')
    await alice.sock.groupParticipantsUpdate(gid, [jid(D)], 'remove')
    await removed
    // the removed account hears of its removal too
    await dave.groups.waitForChange(gid, v => v === null)
    expect(await alice.sock.groupParticipantsUpdate(gid, [jid(D)], 'remove')).toMatchObject([{ jid: jid(D), status: '404' }])
  })

  it('invites: code, revoke (the old code is 410 at once), info (406 for an unknown code), accept by a Baileys outsider', async () => {
    const { jid: gid } = await alice.phone.groups.create('Open door', [B])
    await bob.phone.groups.waitForChange(gid, v => v !== null)
    const code = (await alice.sock.groupInviteCode(gid))!
    expect(code).toMatch(/^[0-9A-Za-z]{22}$/)
    expect((await erin.sock.groupGetInviteInfo(code)).subject).toBe('Open door')

    const announced = waitForEvent(bob.sock, 'groups.update', updates => updates.some(u => u.id === gid && typeof u.inviteCode === 'string'))
    const fresh = (await alice.sock.groupRevokeInvite(gid))!
    expect(fresh).not.toBe(code)
    expect((await announced).find(u => u.id === gid)?.inviteCode).toBe(fresh)
    await bob.phone.groups.waitForChange(gid, v => v?.inviteCode === fresh)
    await expect(erin.sock.groupGetInviteInfo(code)).rejects.toMatchObject({ data: 410 })
    await expect(erin.sock.groupAcceptInvite(code)).rejects.toMatchObject({ data: 410 })
    await expect(erin.sock.groupGetInviteInfo('NoSuchCode')).rejects.toMatchObject({ data: 406 })

    const joined = waitForEvent(alice.sock, 'group-participants.update', u => u.id === gid && u.action === 'add')
    expect(await erin.sock.groupAcceptInvite(fresh)).toBe(gid)
    expect(await joined).toMatchObject({ author: jid(E), participants: [{ id: jid(E) }] })
    // the joiner's other device (its phone) is sent the whole group; the joining socket got the jid
    expect((await erin.phone.groups.waitForChange(gid, v => v !== null))?.participants.map(p => p.jid)).toContain(jid(E))
    await bob.phone.groups.waitForChange(gid, v => !!v?.participants.some(p => p.jid === jid(E)))
  })

  it('join approval: a join by code is a request the admins are told of; the admin phone approves it, then rejects and a requester cancels', async () => {
    const { jid: gid } = await alice.phone.groups.create('Members only', [B])
    await alice.phone.groups.setJoinApproval(gid, true)
    const code = await alice.phone.groups.inviteCode(gid)

    const requested = waitForEvent(alice.sock, 'group.join-request', r => r.id === gid && r.action === 'created')
    expect(await dave.groups.join(code)).toEqual({ jid: gid, pending: true })
    expect(await requested).toMatchObject({ participant: jid(D), method: 'invite_link' })
    await alice.phone.groups.waitForChange(gid, v => v?.pendingRequests.includes(jid(D)) ?? false)
    expect(await alice.sock.groupRequestParticipantsList(gid)).toMatchObject([{ jid: jid(D), request_method: 'invite_link' }])
    expect(dave.groups.view(gid)).toBeNull()

    const approvedAdd = waitForEvent(alice.sock, 'group-participants.update', u => u.id === gid && u.action === 'add')
    expect(await alice.phone.groups.approve(gid, [D])).toEqual([{ jid: jid(D), status: '200' }])
    expect((await approvedAdd).participants).toMatchObject([{ id: jid(D) }])
    expect((await dave.groups.waitForChange(gid, v => v !== null))?.subject).toBe('Members only')
    expect(alice.phone.groups.view(gid)?.pendingRequests).toEqual([])

    // carol asks; the admin's Baileys socket rejects
    expect((await carol.groups.join(code)).pending).toBe(true)
    await alice.phone.groups.waitForChange(gid, v => v?.pendingRequests.includes(jid(C)) ?? false)
    const rejected = waitForEvent(alice.sock, 'group.join-request', r => r.id === gid && r.action === 'rejected')
    expect(await alice.phone.groups.reject(gid, [C, NOBODY])).toEqual([
      { jid: jid(C), status: '200' },
      { jid: jid(NOBODY), status: '404' },
    ])
    expect(await rejected).toMatchObject({ participant: jid(C) })

    // erin asks and withdraws (RAW <cancel_membership_requests>): Baileys calls that 'revoked'
    expect(await erin.sock.groupAcceptInvite(code)).toBeUndefined()
    await alice.phone.groups.waitForChange(gid, v => v?.pendingRequests.includes(jid(E)) ?? false)
    const revoked = waitForEvent(alice.sock, 'group.join-request', r => r.id === gid && r.action === 'revoked')
    const cancel = (participant: string) =>
      erin.sock.query({ tag: 'iq', attrs: { to: gid, type: 'set', xmlns: 'w:g2' }, content: [{ tag: 'cancel_membership_requests', attrs: {}, content: [{ tag: 'participant', attrs: { jid: participant } }] }] })
    await cancel(jid(E))
    expect(await revoked).toMatchObject({ participant: jid(E), author: jid(E) })
    await alice.phone.groups.waitForChange(gid, v => v?.pendingRequests.length === 0)
    await expect(cancel(jid(E))).rejects.toMatchObject({ data: 404 })
  })

  it('leave: the others see a remove whose actor is the leaver; the leaving account is out everywhere', async () => {
    const { jid: gid } = await alice.phone.groups.create('Short stay', [B])
    await bob.phone.groups.waitForChange(gid, v => v !== null)
    const left = waitForEvent(alice.sock, 'group-participants.update', u => u.id === gid && u.action === 'remove')
    await bob.sock.groupLeave(gid)
    expect(await left).toMatchObject({ author: jid(B), participants: [{ id: jid(B) }] })
    await bob.phone.groups.waitForChange(gid, v => v === null)
    await alice.phone.groups.waitForChange(gid, v => v?.participants.length === 1)
    await expect(bob.sock.groupLeave(gid)).rejects.toMatchObject({ data: 403 })
    await expect(bob.sock.groupMetadata(gid)).rejects.toMatchObject({ data: 403 })
  })

  it('permissions: 401 for a member where admins decide, 403 for a non-member, 404 for no such group, 409 for a stale description', async () => {
    const { jid: gid } = await alice.phone.groups.create('Rules', [B], { description: 'v1' })
    await alice.phone.groups.setSetting(gid, 'locked')
    await alice.phone.groups.setMemberAddMode(gid, 'admin_add')
    await bob.phone.groups.waitForChange(gid, v => v?.settings.memberAddMode === 'admin_add' && v.settings.locked)
    const notAuthorized = { data: 401, message: 'not-authorized' }
    await expect(bob.sock.groupUpdateSubject(gid, 'mine')).rejects.toMatchObject(notAuthorized)
    await expect(bob.sock.groupUpdateDescription(gid, 'mine')).rejects.toMatchObject(notAuthorized)
    await expect(bob.sock.groupSettingUpdate(gid, 'announcement')).rejects.toMatchObject(notAuthorized)
    await expect(bob.sock.groupInviteCode(gid)).rejects.toMatchObject(notAuthorized)
    await expect(bob.sock.groupRevokeInvite(gid)).rejects.toMatchObject(notAuthorized)
    await expect(bob.sock.groupParticipantsUpdate(gid, [jid(D)], 'add')).rejects.toMatchObject(notAuthorized)
    await expect(bob.sock.groupParticipantsUpdate(gid, [jid(A)], 'demote')).rejects.toMatchObject(notAuthorized)
    await expect(bob.sock.groupRequestParticipantsList(gid)).rejects.toMatchObject(notAuthorized)
    await expect(bob.phone.groups.setJoinApproval(gid, true)).rejects.toMatchObject({ data: 401 })
    await expect(erin.sock.groupMetadata(gid)).rejects.toMatchObject({ data: 403 })
    await expect(erin.sock.groupUpdateSubject(gid, 'x')).rejects.toMatchObject({ data: 403 })
    await expect(erin.sock.groupMetadata('120363000000000000@g.us')).rejects.toMatchObject({ data: 404 })
    const stale = alice.sock.query({
      tag: 'iq',
      attrs: { to: gid, type: 'set', xmlns: 'w:g2' },
      content: [{ tag: 'description', attrs: { id: 'desc-new', prev: 'not-the-current-one' }, content: [{ tag: 'body', attrs: {}, content: Buffer.from('v2') }] }],
    })
    await expect(stale).rejects.toMatchObject({ data: 409, message: 'conflict' })
    expect(sim.groups.get(gid)?.description?.text).toBe('v1')
  })
})
