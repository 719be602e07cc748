import { createHash, randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { GroupView, Phone } from '@sessionkit/simulator'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pairedSession, startWorld, type World } from './harness.js'

const SELF = '15550300001'
const BOB = '15550300002'
const CAROL = '15550300003'
const DAVE = '15550300004'
const ERIN = '15550300005'
const jidOf = (digits: string) => `${digits}@s.whatsapp.net`
/** The simulator's groups' addressing: LID, as WhatsApp creates groups, or PN with E2E_GROUP_ADDRESSING=pn. */
const mode = process.env.E2E_GROUP_ADDRESSING === 'pn' ? 'pn' : 'lid'

describe('groups end to end (HTTP, real Baileys, the simulator as group server)', () => {
  let world: World
  let h: Awaited<ReturnType<World['engine']>>
  let sessionId: string
  const phone = (digits: string): Phone => world.sim.phone(digits)!
  /** A member as the groups address them: by LID in a LID-addressed group, else by phone number. */
  const member = (digits: string) => (mode === 'lid' ? phone(digits).lid : jidOf(digits))
  const groups = (path = '') => `/sessions/${sessionId}/groups${path}`
  /** Resolves with a phone's own view of a group once it is a member and `holds` is true of what it sees. */
  const sees = async (digits: string, jid: string, holds: (view: GroupView) => boolean): Promise<GroupView> =>
    (await phone(digits).groups.waitForChange(jid, (view) => view !== null && holds(view)))!
  /**
   * A group of the session's own with `members`, once each member's phone has it: every test that changes a group
   * starts from one of its own, so one failing test leaves the others' state alone.
   */
  const newGroup = async (subject: string, members: string[], extra: Record<string, unknown> = {}) => {
    const created = await h.api('POST', groups(), { subject, participants: members, ...extra })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const jid: string = created.body.data.jid
    for (const digits of members) await sees(digits, jid, (view) => view.subject === subject)
    return jid
  }

  beforeAll(async () => {
    world = await startWorld()
    h = await world.engine()
    ;({ sessionId } = await pairedSession(world, h, SELF))
    for (const digits of [BOB, CAROL, DAVE, ERIN]) await world.sim.createPhone(digits)
  })
  afterAll(async () => {
    await world.close()
  })

  it('creates a group with a description; members see it, and a privacy refusal comes back with its invite', async () => {
    await phone(DAVE).groups.onlyContactsCanAdd(true)
    const body = {
      subject: 'Launch crew',
      participants: [BOB, jidOf(CAROL), DAVE],
      description: 'Everything about the launch',
    }
    const created = await h.api('POST', groups(), body, { 'idempotency-key': 'create-launch-crew' })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const group = created.body.data
    const groupJid: string = group.jid
    expect(group).toMatchObject({
      subject: 'Launch crew',
      description: 'Everything about the launch',
      owner: jidOf(SELF),
      isCommunity: false,
      addressingMode: mode,
    })
    expect(group.participants).toEqual(
      expect.arrayContaining(
        [
          { digits: SELF, role: 'superadmin' },
          { digits: BOB, role: 'member' },
          { digits: CAROL, role: 'member' },
        ].map(({ digits, role }) => expect.objectContaining({ jid: member(digits), phoneJid: jidOf(digits), role })),
      ),
    )
    const rows = Object.fromEntries(group.participantResults.map((row: { jid: string }) => [row.jid, row]))
    expect(rows[jidOf(BOB)]).toMatchObject({ status: 200, error: null, addRequest: null })
    expect(rows[jidOf(DAVE)]).toMatchObject({
      status: 403,
      error: 'privacy_restricted',
      addRequest: { code: expect.any(String), expiration: expect.any(String) },
    })

    const seen = await sees(BOB, groupJid, (view) => view.subject === 'Launch crew')
    expect(seen.description).toBe('Everything about the launch')
    expect(seen.participants.map((p) => p.jid).sort()).toEqual([member(SELF), member(BOB), member(CAROL)].sort())
    expect(phone(DAVE).groups.view(groupJid)).toBeNull()

    // The same Idempotency-Key makes no second group.
    const again = await h.api('POST', groups(), body, { 'idempotency-key': 'create-launch-crew' })
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(again.body.data.jid).toBe(groupJid)
    const listed = await h.api('GET', groups())
    expect(listed.body.data.filter((g: { subject: string }) => g.subject === 'Launch crew')).toHaveLength(1)
  })

  it('reads the group as WhatsApp has it', async () => {
    const groupJid = await newGroup('Read crew', [BOB, CAROL])
    const read = await h.api('GET', groups(`/${groupJid}`))
    expect(read.status).toBe(200)
    expect(read.body.data).toMatchObject({
      jid: groupJid,
      subject: 'Read crew',
      size: 3,
      settings: { announcement: false, locked: false, joinApproval: false },
    })
  })

  it('changes the subject and clears the description; a member phone sees both', async () => {
    const groupJid = await newGroup('Profile crew', [BOB], { description: 'Everything about the launch' })
    const changed = await h.api('PATCH', groups(`/${groupJid}/profile`), { subject: 'Profile crew 2', description: '' })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(changed.body.data).toMatchObject({ subject: 'Profile crew 2', description: null })
    await sees(BOB, groupJid, (view) => view.subject === 'Profile crew 2' && view.description === null)
  })

  it('promotes, demotes, removes and adds participants; the phones see roles and membership change', async () => {
    const groupJid = await newGroup('Roles crew', [BOB, CAROL])
    const promoted = await h.api('POST', groups(`/${groupJid}/participants`), {
      action: 'promote',
      participants: [BOB],
    })
    expect(promoted.body.data).toEqual([{ jid: jidOf(BOB), status: 200, error: null, addRequest: null }])
    await sees(CAROL, groupJid, (view) => view.participants.some((p) => p.jid === member(BOB) && p.role === 'admin'))
    await h.api('POST', groups(`/${groupJid}/participants`), { action: 'demote', participants: [BOB] })
    await sees(CAROL, groupJid, (view) => view.participants.some((p) => p.jid === member(BOB) && p.role === 'member'))

    const removed = await h.api('POST', groups(`/${groupJid}/participants`), {
      action: 'remove',
      participants: [CAROL],
    })
    expect(removed.body.data[0]).toMatchObject({ jid: jidOf(CAROL), status: 200, error: null })
    await phone(CAROL).groups.waitForChange(groupJid, (view) => view === null)
    await sees(BOB, groupJid, (view) => !view.participants.some((p) => p.jid === member(CAROL)))

    const added = await h.api('POST', groups(`/${groupJid}/participants`), {
      action: 'add',
      participants: [CAROL, BOB],
    })
    const rows = Object.fromEntries(added.body.data.map((row: { jid: string }) => [row.jid, row]))
    expect(rows[jidOf(CAROL)]).toMatchObject({ status: 200, error: null })
    expect(rows[jidOf(BOB)]).toMatchObject({ status: 409, error: 'already_member' })
    await sees(CAROL, groupJid, (view) => view.subject === 'Roles crew')
  })

  it('changes each setting; a member phone sees every one', async () => {
    const groupJid = await newGroup('Settings crew', [BOB])
    const cases: [Record<string, unknown>, (view: GroupView) => boolean][] = [
      [{ setting: 'announcement', enabled: true }, (view) => view.settings.announcement],
      [{ setting: 'locked', enabled: true }, (view) => view.settings.locked],
      [{ setting: 'join_approval', enabled: true }, (view) => view.settings.joinApproval],
      [{ setting: 'join_approval', enabled: false }, (view) => !view.settings.joinApproval],
      [{ memberAddMode: 'all_member_add' }, (view) => view.settings.memberAddMode === 'all_member_add'],
      [{ ephemeralDurationSeconds: 86_400 }, (view) => view.settings.ephemeralDurationSeconds === 86_400],
      [{ ephemeralDurationSeconds: 0 }, (view) => view.settings.ephemeralDurationSeconds === 0],
      [{ setting: 'announcement', enabled: false }, (view) => !view.settings.announcement],
    ]
    for (const [body, holds] of cases) {
      const changed = await h.api('PATCH', groups(`/${groupJid}/settings`), body)
      expect(changed.status, `${JSON.stringify(body)}: ${JSON.stringify(changed.body)}`).toBe(200)
      await sees(BOB, groupJid, holds)
    }
    // No notification tells members of a link or history-share mode change: a member sees it when it reads the group.
    for (const body of [{ memberLinkMode: 'all_member_link' }, { memberShareGroupHistoryMode: 'all_member_share' }]) {
      const changed = await h.api('PATCH', groups(`/${groupJid}/settings`), body)
      expect(changed.status, `${JSON.stringify(body)}: ${JSON.stringify(changed.body)}`).toBe(200)
      expect(changed.body.data.settings).toMatchObject(body)
    }
    await phone(BOB).groups.fetch(groupJid)
    expect(phone(BOB).groups.view(groupJid)?.settings).toMatchObject({
      memberLinkMode: 'all_member_link',
      memberShareGroupHistoryMode: 'all_member_share',
    })
    const read = await h.api('GET', groups(`/${groupJid}`))
    expect(read.body.data.settings).toMatchObject({
      locked: true,
      memberAddMode: 'all_member_add',
      memberLinkMode: 'all_member_link',
      memberShareGroupHistoryMode: 'all_member_share',
    })
  })

  it('a revoked code no longer joins, also for a former member; the new one does', async () => {
    const groupJid = await newGroup('Invite crew', [BOB, CAROL])
    const first = await h.api('GET', groups(`/${groupJid}/invite-code`))
    expect(first.body.data).toEqual({
      code: expect.any(String),
      link: `https://chat.whatsapp.com/${first.body.data.code}`,
    })
    await phone(CAROL).groups.leave(groupJid)
    await sees(BOB, groupJid, (view) => !view.participants.some((p) => p.jid === member(CAROL)))
    const revoked = await h.api('POST', groups(`/${groupJid}/invite/revoke`))
    expect(revoked.body.data.code).not.toBe(first.body.data.code)
    await expect(phone(CAROL).groups.join(first.body.data.code)).rejects.toThrow()
    const preview = await h.api('POST', groups('/invite/preview'), { code: first.body.data.link })
    expect(preview.status).toBe(404)
    expect(preview.body.code).toBe('invite_not_found')
    expect(await phone(CAROL).groups.join(revoked.body.data.code)).toEqual({ jid: groupJid, pending: false })
    await sees(BOB, groupJid, (view) => view.participants.some((p) => p.jid === member(CAROL)))
  })

  it('previews and joins another group by its link', async () => {
    const { jid } = await phone(BOB).groups.create('Bob’s book club', [ERIN])
    const code = await phone(BOB).groups.inviteCode(jid)
    const preview = await h.api('POST', groups('/invite/preview'), { code: `https://chat.whatsapp.com/${code}` })
    expect(preview.status).toBe(200)
    expect(preview.body.data).toMatchObject({ jid, subject: 'Bob’s book club' })
    // Carol joins after the preview: the session's first message after its own join reaches her too.
    await phone(BOB).groups.updateParticipants(jid, 'add', [CAROL])
    await sees(CAROL, jid, (view) => view.participants.some((p) => p.jid === member(CAROL)))
    const joined = await h.api('POST', groups('/join'), { code })
    expect(joined.body.data).toEqual({ groupJid: jid, pendingApproval: false })
    await sees(BOB, jid, (view) => view.participants.some((p) => p.jid === member(SELF)))
    const hello = await h.api('POST', `/sessions/${sessionId}/messages`, {
      to: jid,
      content: { type: 'text', text: 'Hi book club' },
    })
    expect(hello.status, JSON.stringify(hello.body)).toBe(200)
    for (const digits of [BOB, CAROL, ERIN]) {
      const got = await phone(digits).waitForMessage((m) => m.id === hello.body.data.messageId)
      expect(got).toMatchObject({ text: 'Hi book club', chatJid: jid, from: jidOf(SELF) })
      expect(got.expiration).toBeUndefined()
    }

    // Another admin turns disappearing messages on: the session's next message carries the timer.
    const since = h.events.mark()
    await phone(BOB).groups.setEphemeral(jid, 604_800)
    await h.events.waitFor(
      'group.updated',
      (e) => e.data.groupJid === jid && e.data.changes.ephemeralDurationSeconds === 604_800,
      { since },
    )
    const timed = await h.api('POST', `/sessions/${sessionId}/messages`, {
      to: jid,
      content: { type: 'text', text: 'Chapter 3 by Friday' },
    })
    expect(timed.status, JSON.stringify(timed.body)).toBe(200)
    expect(await phone(CAROL).waitForMessage((m) => m.id === timed.body.data.messageId)).toMatchObject({
      text: 'Chapter 3 by Friday',
      expiration: 604_800,
    })

    // A member who is not an admin is refused the admin's operations.
    const refused = await h.api('PATCH', groups(`/${jid}/settings`), { setting: 'locked', enabled: true })
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe('group_forbidden')

    const left = await h.api('POST', groups('/leave'), { groupJids: [jid, '120363999999999999@g.us'] })
    expect(left.body.data).toEqual([
      { jid, status: 200, error: null },
      { jid: '120363999999999999@g.us', status: 404, error: 'group_not_found' },
    ])
    await sees(BOB, jid, (view) => !view.participants.some((p) => p.jid === member(SELF)))
    const listed = await h.api('GET', groups())
    expect(listed.body.data.map((g: { jid: string }) => g.jid)).not.toContain(jid)
  })

  it('queues a join request under join approval; the session lists and approves it, and cancels its own elsewhere', async () => {
    const groupJid = await newGroup('Approval crew', [BOB])
    await h.api('PATCH', groups(`/${groupJid}/settings`), { setting: 'join_approval', enabled: true })
    const code = (await h.api('GET', groups(`/${groupJid}/invite-code`))).body.data.code
    const since = h.events.mark()
    expect(await phone(ERIN).groups.join(code)).toEqual({ jid: groupJid, pending: true })
    const asked = await h.events.waitFor(
      'group.participants',
      (e) => e.data.groupJid === groupJid && e.data.action === 'request',
      { since },
    )
    expect(asked.data).toEqual({
      groupJid,
      isCommunity: false,
      action: 'request',
      participants: [jidOf(ERIN)],
      by: jidOf(ERIN),
    })
    const requests = await h.api('GET', groups(`/${groupJid}/membership-requests`))
    expect(requests.body.data).toEqual([
      { jid: member(ERIN), requestedAt: expect.any(String), method: expect.any(String) },
    ])
    const approved = await h.api('POST', groups(`/${groupJid}/membership-requests`), {
      action: 'approve',
      participants: [ERIN],
    })
    expect(approved.body.data).toEqual([{ jid: jidOf(ERIN), status: 200, error: null }])
    await sees(ERIN, groupJid, (view) => view.participants.some((p) => p.jid === member(ERIN)))

    // Dave asks too and is turned down: WhatsApp no longer lists his request, and he is no member.
    expect(await phone(DAVE).groups.join(code)).toEqual({ jid: groupJid, pending: true })
    await sees(SELF, groupJid, (view) => view.pendingRequests.includes(member(DAVE)))
    const rejected = await h.api('POST', groups(`/${groupJid}/membership-requests`), {
      action: 'reject',
      participants: [DAVE],
    })
    expect(rejected.body.data).toEqual([{ jid: jidOf(DAVE), status: 200, error: null }])
    await sees(SELF, groupJid, (view) => !view.pendingRequests.includes(member(DAVE)))
    expect((await h.api('GET', groups(`/${groupJid}/membership-requests`))).body.data).toEqual([])
    expect(phone(DAVE).groups.view(groupJid)).toBeNull()

    const { jid } = await phone(DAVE).groups.create('Dave’s approvals', [BOB])
    await phone(DAVE).groups.setJoinApproval(jid, true)
    const daveCode = await phone(DAVE).groups.inviteCode(jid)
    expect((await h.api('POST', groups('/join'), { code: daveCode })).body.data).toEqual({
      groupJid: null,
      pendingApproval: true,
    })
    await sees(DAVE, jid, (view) => view.pendingRequests.includes(member(SELF)))
    const cancelled = await h.api('POST', groups(`/${jid}/membership-requests`), { action: 'cancel' })
    expect(cancelled.body.data).toEqual([{ jid: jidOf(SELF), status: 200, error: null }])
    await sees(DAVE, jid, (view) => !view.pendingRequests.includes(member(SELF)))
  })

  it('reads the internal flag and appeals a suspension with what WhatsApp answered', async () => {
    const groupJid = await newGroup('Flagged crew', [BOB])
    expect((await h.api('GET', groups(`/${groupJid}/internal`))).body.data).toEqual({ groupJid, internal: false })
    world.sim.groups.setInternal(groupJid, true)
    expect((await h.api('GET', groups(`/${groupJid}/internal`))).body.data).toEqual({ groupJid, internal: true })
    world.sim.groups.setSuspended(groupJid, true)
    const appeal = await h.api('POST', groups(`/${groupJid}/suspension-appeal`), {
      reason: 'We are a launch team, not spam',
    })
    expect(appeal.status, JSON.stringify(appeal.body)).toBe(200)
    expect(appeal.body.data).toEqual({
      appealCreatedAt: expect.any(String),
      responseCode: 'SUCCESS',
      errorMessage: null,
    })
    // WhatsApp holds the appeal with its reason, made when the answer says it was.
    const filed = world.sim.groups.get(groupJid)?.appeal
    expect(filed).toEqual({ reason: 'We are a launch team, not spam', time: expect.any(Number) })
    expect(Date.parse(appeal.body.data.appealCreatedAt)).toBe(filed!.time)
    expect((await h.api('GET', groups(`/${groupJid}`))).body.data.suspended).toBe(true)
    world.sim.groups.setSuspended(groupJid, false)
  })

  it('an appeal of a group that is not suspended is a 409 group_not_suspended, not a 502', async () => {
    const groupJid = await newGroup('Clean crew', [BOB])
    const appeal = await h.api('POST', groups(`/${groupJid}/suspension-appeal`), { reason: 'nothing to appeal' })
    expect(appeal.status, JSON.stringify(appeal.body)).toBe(409)
    expect(appeal.body.code).toBe('group_not_suspended')
    expect(world.sim.groups.get(groupJid)?.appeal).toBeUndefined()
  })

  it('a LID-addressed group still names people by phone where the API promises it', async () => {
    let since = h.events.mark()
    const { jid } = await phone(BOB).groups.create('Bob’s LID crew', [SELF, CAROL])
    await h.events.waitFor('group.joined', (e) => e.data.groupJid === jid, { since })
    // WhatsApp names the members of a LID group by LID, with each one's phone number beside it
    world.sim.groups.setAddressingMode(jid, 'lid')
    const read = (await h.api('GET', groups(`/${jid}`))).body.data
    expect(read).toMatchObject({ addressingMode: 'lid', owner: jidOf(BOB), subjectOwner: jidOf(BOB) })
    expect(read.participants).toEqual(
      expect.arrayContaining([
        { jid: phone(BOB).lid, phoneJid: jidOf(BOB), lid: phone(BOB).lid, role: 'superadmin' },
        { jid: phone(CAROL).lid, phoneJid: jidOf(CAROL), lid: phone(CAROL).lid, role: 'member' },
      ]),
    )

    since = h.events.mark()
    await phone(BOB).groups.updateParticipants(jid, 'add', [ERIN])
    const added = await h.events.waitFor(
      'group.participants',
      (e) => e.data.groupJid === jid && e.data.action === 'add',
      { since },
    )
    expect(added.data).toEqual({
      groupJid: jid,
      isCommunity: false,
      action: 'add',
      participants: [jidOf(ERIN)],
      by: jidOf(BOB),
    })
  })

  it('refuses what WhatsApp refuses: an unknown group, a bad code', async () => {
    const unknown = await h.api('GET', groups('/120363999999999999@g.us'))
    expect(unknown.status).toBe(404)
    expect(unknown.body.code).toBe('group_not_found')
    const badCode = await h.api('POST', groups('/join'), { code: 'NoSuchCode123' })
    expect(badCode.status).toBe(404)
    expect(badCode.body.code).toBe('invite_not_found')
  })

  it('sends text and an image to the group; every member phone decrypts the same bytes', async () => {
    const groupJid = await newGroup('Broadcast crew', [BOB, CAROL])
    const text = await h.api('POST', `/sessions/${sessionId}/messages`, {
      to: groupJid,
      content: { type: 'text', text: 'Launch at noon' },
    })
    expect(text.status, JSON.stringify(text.body)).toBe(200)
    expect(text.body.data.chatJid).toBe(groupJid)
    for (const digits of [BOB, CAROL]) {
      const got = await phone(digits).waitForMessage((m) => m.id === text.body.data.messageId)
      expect(got).toMatchObject({ text: 'Launch at noon', chatJid: groupJid, from: jidOf(SELF) })
    }
    const bytes = randomBytes(25_000)
    const form = new FormData()
    form.set('to', groupJid)
    form.set('media', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'plan.png')
    const image = await h.api('POST', `/sessions/${sessionId}/messages/image`, form)
    expect(image.status, JSON.stringify(image.body)).toBe(200)
    const sha256 = createHash('sha256').update(bytes).digest('hex')
    for (const digits of [BOB, CAROL]) {
      const got = await phone(digits).waitForMessage((m) => m.id === image.body.data.messageId)
      expect(got.mediaError).toBeUndefined()
      expect(got.media?.sha256).toBe(sha256)
    }
  })

  it('a message after the session turns disappearing messages on or off carries the timer it set', async () => {
    const groupJid = await newGroup('Timer crew', [BOB])
    const send = async (text: string) => {
      const sent = await h.api('POST', `/sessions/${sessionId}/messages`, {
        to: groupJid,
        content: { type: 'text', text },
      })
      expect(sent.status, JSON.stringify(sent.body)).toBe(200)
      return phone(BOB).waitForMessage((m) => m.id === sent.body.data.messageId)
    }
    expect((await send('No timer yet')).expiration).toBeUndefined()
    expect((await h.api('PATCH', groups(`/${groupJid}/settings`), { ephemeralDurationSeconds: 86_400 })).status).toBe(
      200,
    )
    expect(await send('Gone tomorrow')).toMatchObject({ text: 'Gone tomorrow', expiration: 86_400 })
    expect((await h.api('PATCH', groups(`/${groupJid}/settings`), { ephemeralDurationSeconds: 0 })).status).toBe(200)
    expect((await send('Here to stay')).expiration).toBeUndefined()
  })

  it('receives a member’s text and image with the group as chat and the sender as participant', async () => {
    const groupJid = await newGroup('Venue crew', [BOB, CAROL])
    const since = h.events.mark()
    const sent = await phone(BOB).sendText(groupJid, 'Ready here')
    const text = await h.events.waitFor('message.received', (e) => e.data.messageId === sent.id, { since })
    expect(text.data).toMatchObject({
      chatJid: groupJid,
      from: jidOf(BOB),
      participant: member(BOB),
      ...(mode === 'lid' ? { participantPhoneJid: jidOf(BOB) } : {}),
      type: 'text',
      text: 'Ready here',
    })
    const carolSaw = await phone(CAROL).waitForMessage((m) => m.id === sent.id)
    expect(carolSaw.text).toBe('Ready here')

    const bytes = randomBytes(12_000)
    const media = await phone(CAROL).sendMedia(groupJid, {
      type: 'image',
      bytes,
      mimetype: 'image/jpeg',
      caption: 'the venue',
    })
    const image = await h.events.waitFor('message.received', (e) => e.data.messageId === media.id, { since })
    expect(image.data).toMatchObject({
      chatJid: groupJid,
      participant: member(CAROL),
      type: 'image',
      caption: 'the venue',
    })
    const downloaded = await h.api('POST', `/sessions/${sessionId}/media/download`, { message: image.data.message })
    expect(downloaded.status, JSON.stringify(downloaded.body)).toBe(200)
    expect(Buffer.from(downloaded.body.data.base64, 'base64').equals(bytes)).toBe(true)
  })

  it('reports every change as group events in order, none lost when several arrive together, through engine.on and a webhook', async () => {
    const groupJid = await newGroup('Events crew', [BOB, CAROL, ERIN])
    const received: { type: string; data: any }[] = []
    let delivered = (): void => undefined
    const receiver: Server = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk) => (body += chunk))
      req.on('end', () => {
        received.push(JSON.parse(body))
        res.writeHead(204).end()
        delivered()
      })
    })
    /** Resolves once the deliveries received so far satisfy `holds`, checked at each delivery. */
    const deliveredUntil = (holds: () => boolean) =>
      new Promise<void>((resolve) => {
        delivered = () => holds() && resolve()
        delivered()
      })
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
    try {
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`
      await h.api('POST', '/webhooks', { url, events: ['group.updated', 'group.participants', 'group.joined'] })
      // Bob is made an admin so that he can change things; the session sees that too.
      const since = h.events.mark()
      await h.api('POST', groups(`/${groupJid}/participants`), { action: 'promote', participants: [BOB] })
      await sees(BOB, groupJid, (view) => view.participants.some((p) => p.jid === member(BOB) && p.role === 'admin'))
      // Back to back, without waiting: Baileys' groups.update would keep only the first of these.
      await Promise.all([
        phone(BOB).groups.setSubject(groupJid, 'Launch crew 3'),
        phone(BOB).groups.setDescription(groupJid, 'T-minus one day'),
        phone(BOB).groups.setSetting(groupJid, 'announcement'),
      ])
      const updates = await Promise.all([
        h.events.waitFor('group.updated', (e) => e.data.changes.subject === 'Launch crew 3', { since }),
        h.events.waitFor('group.updated', (e) => e.data.changes.description === 'T-minus one day', { since }),
        h.events.waitFor('group.updated', (e) => e.data.changes.announcement === true, { since }),
      ])
      for (const update of updates) expect(update.data).toMatchObject({ groupJid, isCommunity: false, by: jidOf(BOB) })

      await phone(BOB).groups.updateParticipants(groupJid, 'remove', [ERIN])
      const removal = await h.events.waitFor('group.participants', (e) => e.data.action === 'remove', { since })
      expect(removal.data).toEqual({
        groupJid,
        isCommunity: false,
        action: 'remove',
        participants: [jidOf(ERIN)],
        by: jidOf(BOB),
      })
      await phone(CAROL).groups.leave(groupJid)
      const leaving = await h.events.waitFor('group.participants', (e) => e.data.action === 'leave', { since })
      expect(leaving.data).toEqual({
        groupJid,
        isCommunity: false,
        action: 'leave',
        participants: [jidOf(CAROL)],
        by: jidOf(CAROL),
      })

      const { jid: added } = await phone(BOB).groups.create('Bob adds the session', [SELF])
      const joined = await h.events.waitFor('group.joined', (e) => e.data.groupJid === added, { since })
      expect(joined.data).toMatchObject({ groupJid: added, by: jidOf(BOB), group: { subject: 'Bob adds the session' } })

      // In order: the stream of group events keeps the order WhatsApp sent them in.
      const order = h.events.seen
        .slice(since)
        .filter((e) => e.type.startsWith('group.'))
        .map((e) => e.type)
      expect(order.indexOf('group.participants')).toBeLessThan(order.lastIndexOf('group.joined'))
      await deliveredUntil(
        () =>
          received.some((r) => r.type === 'group.joined' && r.data.groupJid === added) &&
          received.filter((r) => r.type === 'group.updated').length >= 3,
      )
      expect(
        received.find((r) => r.type === 'group.updated' && r.data.changes.subject === 'Launch crew 3')?.data,
      ).toMatchObject({ groupJid, by: jidOf(BOB) })
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()))
    }
  })
  it('PUT /groups/{groupJid}/picture sets the picture members are served; DELETE removes it', async () => {
    const groupJid = await newGroup('Picture club', [BOB])
    const png = await sharp({ create: { width: 300, height: 500, channels: 3, background: '#a27' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.set('media', new Blob([png], { type: 'image/png' }), 'club.png')
    const set = await h.api('PUT', groups(`/${groupJid}/picture`), form)
    expect(set.status, JSON.stringify(set.body)).toBe(200)
    expect(set.body.data.jid).toBe(groupJid)
    expect(await phone(BOB).fetchPictureUrl(groupJid)).toEqual(expect.stringContaining('https://'))

    const text = new FormData()
    text.set('media', new Blob([Buffer.from('not an image')], { type: 'image/png' }), 'x.png')
    const refused = await h.api('PUT', groups(`/${groupJid}/picture`), text)
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toEqual([expect.objectContaining({ path: 'media' })])

    const removed = await h.api('DELETE', groups(`/${groupJid}/picture`))
    expect(removed.status, JSON.stringify(removed.body)).toBe(200)
    expect(removed.body.data.jid).toBe(groupJid)
    expect(await phone(BOB).fetchPictureUrl(groupJid)).toBeNull()
  })
})
