import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Simulator } from '../src/index.js'
import { sandboxWorld } from './sandbox-world.js'

const KEY = 'sk_test_sandbox_groups'
const [A, B, C] = ['15550012001', '15550012002', '15550012003']

describe('sandbox group routes', () => {
  let sim: Simulator
  let call: Awaited<ReturnType<typeof sandboxWorld>>['call']

  beforeAll(async () => {
    ;({ sim, call } = await sandboxWorld(KEY, [A, B, C]))
  })
  afterAll(() => sim.close())

  it('creates a group, changes its profile and settings, and every member phone sees it', async () => {
    const created = await call('POST', `/phones/${A}/groups`, {
      subject: 'Sandboxed',
      participants: [B],
      description: 'first',
    })
    expect(created.status).toBe(201)
    const gid: string = created.body.data.jid
    expect(gid).toMatch(/^120363\d{12}@g\.us$/)
    await sim.phone(B)!.groups.waitForChange(gid, (v) => v !== null)
    expect((await call('GET', `/phones/${B}/groups/${gid}`)).body.data).toMatchObject({
      subject: 'Sandboxed',
      description: 'first',
    })
    expect((await call('GET', `/phones/${B}/groups`)).body.data.map((g: any) => g.jid)).toEqual([gid])

    const patched = await call('PATCH', `/phones/${A}/groups/${gid}`, { subject: 'Renamed', description: null })
    expect(patched.body.data).toMatchObject({ subject: 'Renamed', description: null })
    for (const body of [
      { setting: 'announcement', enabled: true },
      { setting: 'joinApproval', enabled: true },
      { memberAddMode: 'admin_add' },
      { memberLinkMode: 'all_member_link' },
      { memberShareGroupHistoryMode: 'all_member_share' },
      { ephemeralDurationSeconds: 604_800 },
    ]) {
      expect((await call('PATCH', `/phones/${A}/groups/${gid}/settings`, body)).status).toBe(200)
    }
    const settings = {
      announcement: true,
      locked: false,
      joinApproval: true,
      memberAddMode: 'admin_add',
      memberLinkMode: 'all_member_link',
      memberShareGroupHistoryMode: 'all_member_share',
      ephemeralDurationSeconds: 604_800,
    }
    await sim.phone(B)!.groups.waitForChange(gid, (v) => v?.settings.ephemeralDurationSeconds === 604_800)
    // no notification carries the link and history-share modes: B sees them when it reads the group
    await sim.phone(B)!.groups.fetch(gid)
    expect(sim.phone(B)!.groups.view(gid)).toMatchObject({ subject: 'Renamed', description: null, settings })

    // a member who is no admin is refused, as WhatsApp refuses it
    const refused = await call('PATCH', `/phones/${B}/groups/${gid}/settings`, { setting: 'locked', enabled: true })
    expect(refused).toMatchObject({ status: 403, body: { code: 'group_forbidden' } })
    expect(
      (
        await call('PATCH', `/phones/${A}/groups/${gid}/settings`, {
          setting: 'locked',
          enabled: true,
          memberAddMode: 'admin_add',
        })
      ).status,
    ).toBe(422)
  })

  it('participants, joins by code with approval, requests, leave, and the server-side flags', async () => {
    const gid: string = (await call('POST', `/phones/${A}/groups`, { subject: 'Club', participants: [] })).body.data.jid
    const added = await call('POST', `/phones/${A}/groups/${gid}/participants`, {
      action: 'add',
      participants: [B, '15550012999'],
    })
    // a LID-addressed group (the sandbox's default) answers with the member's LID
    expect(added.body.data).toEqual([
      { jid: sim.phone(B)!.lid, status: '200' },
      { jid: '15550012999@s.whatsapp.net', status: '404' },
    ])
    await call('PATCH', `/phones/${A}/groups/${gid}/settings`, { setting: 'joinApproval', enabled: true })
    const { code } = (await call('GET', `/phones/${A}/groups/${gid}/invite-code`)).body.data
    expect((await call('POST', `/phones/${C}/groups/join`, { code })).body.data).toEqual({ jid: gid, pending: true })
    expect((await call('POST', `/phones/${C}/groups/join`, { code: 'unknown' })).body.code).toBe('invite_invalid')
    await sim.phone(A)!.groups.waitForChange(gid, (v) => v?.pendingRequests.includes(sim.phone(C)!.lid) ?? false)
    const approved = await call('POST', `/phones/${A}/groups/${gid}/membership-requests`, {
      action: 'approve',
      participants: [C],
    })
    expect(approved.body.data).toEqual([{ jid: sim.phone(C)!.lid, status: '200' }])
    await sim.phone(C)!.groups.waitForChange(gid, (v) => v !== null)

    expect((await call('POST', `/phones/${C}/groups/${gid}/leave`)).body.data).toEqual({ jid: gid, left: true })
    expect((await call('GET', `/phones/${C}/groups/${gid}`)).body.code).toBe('group_not_found')
    expect((await call('GET', `/phones/${C}/groups/not-a-group`)).status).toBe(404)

    expect((await call('POST', `/groups/${gid}/flags`, { suspended: true })).body.data).toEqual({
      jid: gid,
      suspended: true,
      internal: false,
    })
    expect(sim.groups.get(gid)?.suspended).toBe(true)
    expect((await call('POST', `/groups/${gid}/flags`, {})).status).toBe(422)
    expect((await call('POST', '/groups/120363000000000000@g.us/flags', { internal: true })).body.code).toBe(
      'group_not_found',
    )
  })
})
