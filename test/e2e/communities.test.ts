import type { Phone } from '@sessionkit/simulator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pairedSession, startWorld, type World } from './harness.js'

const SELF = '15550310001'
const BOB = '15550310002'
const CAROL = '15550310003'
const jidOf = (digits: string) => `${digits}@s.whatsapp.net`
/** The simulator's groups' addressing: LID, as WhatsApp creates communities, or PN with E2E_GROUP_ADDRESSING=pn. */
const mode = process.env.E2E_GROUP_ADDRESSING === 'pn' ? 'pn' : 'lid'

describe('communities end to end (HTTP, real Baileys, the simulator as group server)', () => {
  let world: World
  let h: Awaited<ReturnType<World['engine']>>
  let sessionId: string
  const phone = (digits: string): Phone => world.sim.phone(digits)!
  /** A member as the groups address them: by LID in a LID-addressed group, else by phone number. */
  const member = (digits: string) => (mode === 'lid' ? phone(digits).lid : jidOf(digits))
  const api = (path: string) => `/sessions/${sessionId}${path}`
  /**
   * A community of the session's own, with a subgroup Bob is in linked to it once Bob sees the link: every test that
   * changes a community starts from one of its own, so one failing test leaves the others' state alone.
   */
  const newCommunity = async (subject: string) => {
    const created = await h.api('POST', api('/communities'), { subject })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const community: string = created.body.data.jid
    const subgroup: string = (await h.api('POST', api('/groups'), { subject: `${subject} group`, participants: [BOB] }))
      .body.data.jid
    await h.api('POST', api(`/communities/${community}/subgroups`), { action: 'link', subGroupJids: [subgroup] })
    await phone(BOB).communities.waitForChange(community, (view) => view?.subgroups.includes(subgroup) === true)
    return { community, subgroup }
  }

  beforeAll(async () => {
    world = await startWorld()
    h = await world.engine()
    ;({ sessionId } = await pairedSession(world, h, SELF))
    for (const digits of [BOB, CAROL]) await world.sim.createPhone(digits)
  })
  afterAll(async () => {
    await world.close()
  })

  it('creates a community with its announcement group and general chat, each option honoured, the record as a later read has it', async () => {
    const created = await h.api(
      'POST',
      api('/communities'),
      { subject: 'Neighbours', description: 'Street life' },
      { 'idempotency-key': 'neighbours' },
    )
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const data = created.body.data
    const community: string = data.jid
    expect(data).toMatchObject({
      subject: 'Neighbours',
      description: 'Street life',
      isCommunity: true,
      membershipApprovalMode: 'request_required',
      announcementGroupJid: expect.stringMatching(/@g\.us$/),
      generalChatJid: expect.stringMatching(/@g\.us$/),
    })
    expect(world.sim.groups.get(data.generalChatJid)?.subgroupKind).toBe('general_chat')
    // The description is a second request (the simulator drops one sent inline, as whatsapp-rust says WhatsApp does).
    expect(world.sim.groups.get(community)?.description?.text).toBe('Street life')
    expect(world.sim.groups.get(community)?.community?.allowNonAdminSubGroupCreation).toBe(false)
    const read = (await h.api('GET', api(`/groups/${community}`))).body.data
    expect(read).toMatchObject({
      description: 'Street life',
      descriptionId: data.descriptionId,
      membershipApprovalMode: 'request_required',
      settings: { joinApproval: data.settings.joinApproval },
    })
    const announce = await h.api('GET', api(`/groups/${data.announcementGroupJid}`))
    expect(announce.body.data).toMatchObject({ isCommunityAnnounce: true, parentCommunityJid: community })
    expect((await h.api('GET', api(`/groups/${data.generalChatJid}`))).body.data).toMatchObject({
      isCommunityAnnounce: false,
      parentCommunityJid: community,
    })
    expect(world.sim.groups.get(community)?.community?.approvalMode).toBe('request_required')
    await phone(SELF).communities.waitForChange(community, (view) => view !== null && view.subject === 'Neighbours')

    const again = await h.api(
      'POST',
      api('/communities'),
      { subject: 'Neighbours', description: 'Street life' },
      { 'idempotency-key': 'neighbours' },
    )
    expect(again.body.data.jid).toBe(community)

    const bare = await h.api('POST', api('/communities'), {
      subject: 'Quiet one',
      membershipApprovalMode: 'auto_approve',
      createGeneralChat: false,
      allowNonAdminSubGroupCreation: true,
    })
    expect(bare.body.data).toMatchObject({
      isCommunity: true,
      membershipApprovalMode: 'auto_approve',
      description: null,
      generalChatJid: null,
      announcementGroupJid: expect.stringMatching(/@g\.us$/),
    })
    const quiet = world.sim.groups.get(bare.body.data.jid)?.community
    expect(quiet).toMatchObject({ approvalMode: 'auto_approve', allowNonAdminSubGroupCreation: true })
    expect((await h.api('GET', api(`/groups/${bare.body.data.jid}`))).body.data.membershipApprovalMode).toBe(
      'auto_approve',
    )
  })

  it('links groups (one row each); a member phone sees the link, and members span the subgroups', async () => {
    const community: string = (await h.api('POST', api('/communities'), { subject: 'Block' })).body.data.jid
    const subgroup: string = (await h.api('POST', api('/groups'), { subject: 'Block party', participants: [BOB] })).body
      .data.jid
    const linked = await h.api('POST', api(`/communities/${community}/subgroups`), {
      action: 'link',
      subGroupJids: [subgroup, '120363999999999999@g.us'],
    })
    expect(linked.status, JSON.stringify(linked.body)).toBe(200)
    expect(linked.body.data).toEqual([
      { jid: subgroup, status: 200, error: null },
      { jid: '120363999999999999@g.us', status: 404, error: 'not_found' },
    ])
    await phone(BOB).communities.waitForChange(community, (view) => view?.subgroups.includes(subgroup) === true)
    expect(phone(BOB).groups.view(subgroup)?.parentCommunityJid).toBe(community)

    const listed = await h.api('GET', api(`/communities/${community}/subgroups`))
    expect(listed.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ jid: subgroup, subject: 'Block party', isCommunityAnnounce: false }),
        expect.objectContaining({ isCommunityAnnounce: true }),
      ]),
    )
    const members = await h.api('GET', api(`/communities/${community}/participants`))
    expect(members.body.data.map((p: { jid: string }) => p.jid).sort()).toEqual([member(SELF), member(BOB)].sort())
    expect(members.body.data.map((p: { phoneJid: string }) => p.phoneJid).sort()).toEqual(
      [jidOf(SELF), jidOf(BOB)].sort(),
    )
  })

  it('unlinks without and with orphan removal; the member phone sees both', async () => {
    const { community, subgroup } = await newCommunity('Unlinking')
    await h.api('POST', api(`/communities/${community}/subgroups`), {
      action: 'unlink',
      subGroupJids: [subgroup],
      removeOrphanedMembers: false,
    })
    await phone(BOB).communities.waitForChange(community, (view) => view !== null && !view.subgroups.includes(subgroup))
    expect(phone(BOB).groups.view(subgroup)?.parentCommunityJid).toBeNull()

    await h.api('POST', api(`/communities/${community}/subgroups`), { action: 'link', subGroupJids: [subgroup] })
    await phone(BOB).communities.waitForChange(community, (view) => view?.subgroups.includes(subgroup) === true)
    const unlinked = await h.api('POST', api(`/communities/${community}/subgroups`), {
      action: 'unlink',
      subGroupJids: [subgroup],
      removeOrphanedMembers: true,
    })
    expect(unlinked.body.data).toEqual([{ jid: subgroup, status: 200, error: null }])
    const members = await h.api('GET', api(`/communities/${community}/participants`))
    expect(members.body.data.map((p: { jid: string }) => p.jid)).not.toContain(member(BOB))
    expect(phone(BOB).groups.view(subgroup)).not.toBeNull()
  })

  it('joins a subgroup of a community the session belongs to, receives its messages, and hears of links', async () => {
    const since = h.events.mark()
    const theirs = await phone(BOB).communities.create('Bob’s club')
    // The session becomes a community member through a group of its own that Bob links.
    const { jid: books } = await phone(BOB).groups.create('Books', [SELF])
    await phone(BOB).communities.link(theirs.jid, [books])
    const link = await h.events.waitFor(
      'group.linked',
      (e) => e.data.communityJid === theirs.jid && e.data.groupJids.includes(books),
      { since },
    )
    expect(link.data).toEqual({ communityJid: theirs.jid, groupJids: [books], by: jidOf(BOB) })

    const { jid: games } = await phone(BOB).groups.create('Board games', [CAROL])
    await phone(BOB).communities.link(theirs.jid, [games])
    const joined = await h.api('POST', api(`/communities/${theirs.jid}/subgroups`), {
      action: 'join',
      subGroupJid: games,
    })
    expect(joined.status, JSON.stringify(joined.body)).toBe(200)
    expect(joined.body.data).toMatchObject({ jid: games, subject: 'Board games', parentCommunityJid: theirs.jid })
    await phone(CAROL).groups.waitForChange(
      games,
      (view) => view?.participants.some((p) => p.jid === member(SELF)) === true,
    )
    const sent = await phone(CAROL).sendText(games, 'Catan tonight?')
    const received = await h.events.waitFor('message.received', (e) => e.data.messageId === sent.id, { since })
    expect(received.data).toMatchObject({ chatJid: games, participant: member(CAROL), text: 'Catan tonight?' })

    // Not an admin of Bob's community: the admin's operations are refused.
    const refused = await h.api('POST', api(`/communities/${theirs.jid}/subgroups`), {
      action: 'unlink',
      subGroupJids: [games],
      removeOrphanedMembers: false,
    })
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe('group_forbidden')

    await phone(BOB).communities.unlink(theirs.jid, games)
    const unlink = await h.events.waitFor('group.unlinked', (e) => e.data.communityJid === theirs.jid, { since })
    expect(unlink.data).toEqual({ communityJid: theirs.jid, groupJids: [games], by: jidOf(BOB) })
  })

  it('suggests subgroups and transfers the ownership to a member; the new owner is superadmin, the session an admin', async () => {
    const { community, subgroup } = await newCommunity('Suggesting')
    const { jid: garden } = await phone(BOB).groups.create('Garden', [CAROL])
    await phone(BOB).communities.suggest(community, garden)
    const suggestions = await h.api('POST', api(`/communities/${community}/subgroup-suggestions`), {
      hintSubgroupJid: subgroup,
    })
    expect(suggestions.status, JSON.stringify(suggestions.body)).toBe(200)
    expect(suggestions.body.data).toEqual([{ jid: garden, subject: 'Garden', creatorJid: member(BOB), size: 2 }])

    const transferred = await h.api('POST', api(`/communities/${community}/ownership`), { newOwnerJid: BOB })
    expect(transferred.status, JSON.stringify(transferred.body)).toBe(200)
    const roles = Object.fromEntries(
      transferred.body.data.community.participants.map((p: { jid: string; role: string }) => [p.jid, p.role]),
    )
    expect(roles).toMatchObject({ [member(BOB)]: 'superadmin', [member(SELF)]: 'admin' })
    const record = world.sim.groups.get(community)!
    expect([...record.members].find(([account]) => account.phoneNumber === BOB)?.[1]).toBe('superadmin')
  })

  it('refuses a plain group on the community routes, and an unknown community', async () => {
    const group = (await h.api('POST', api('/groups'), { subject: 'Just a group', participants: [CAROL] })).body.data
      .jid
    const refused = await h.api('GET', api(`/communities/${group}/subgroups`))
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toContainEqual(expect.objectContaining({ path: 'communityJid' }))
    const unknown = await h.api('DELETE', api('/communities/120363999999999999@g.us'))
    expect(unknown.status).toBe(404)
    expect(unknown.body.code).toBe('group_not_found')
  })

  it('deactivates: the community is gone for its members, its subgroups stay as plain groups', async () => {
    const { community, subgroup } = await newCommunity('Deactivating')
    const gone = await h.api('DELETE', api(`/communities/${community}`))
    expect(gone.status, JSON.stringify(gone.body)).toBe(200)
    expect(gone.body.data).toEqual({ communityJid: community, deactivated: true })
    await phone(BOB).communities.waitForChange(community, (view) => view?.deactivated === true)
    expect((await h.api('GET', api(`/groups/${community}`))).body.code).toBe('group_not_found')
    // Known to have been a community, so WhatsApp is asked at once, and its refusal is the same Problem.
    const again = await h.api('GET', api(`/communities/${community}/subgroups`))
    expect(again.status).toBe(404)
    expect(again.body.code).toBe('group_not_found')
    const left = await h.api('GET', api(`/groups/${subgroup}`))
    expect(left.body.data).toMatchObject({ jid: subgroup, parentCommunityJid: null })
    await phone(BOB).groups.waitForChange(subgroup, (view) => view !== null && view.parentCommunityJid === null)
  })
})
