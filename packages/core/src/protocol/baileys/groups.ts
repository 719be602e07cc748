import {
  type BinaryNode,
  type GroupMetadata as BaileysGroupMetadata,
  generateMessageIDV2,
  getBinaryNodeChild,
  getBinaryNodeChildren,
  jidNormalizedUser,
  WAMessageAddressingMode,
} from '@whiskeysockets/baileys'
import type { Group, GroupsPort } from '../ports/groups.js'
import { ProtocolError } from '../port.js'
import type { FacetContext } from './facet.js'
import { assertReadableImage } from './pictures.js'
import { baileysCall, groupServerQuery, mexQuery } from './queries.js'
import {
  appealTaken,
  cancelMembershipRequestNode,
  createNode,
  groupQueryNode,
  inviteQueryNode,
  membershipRequestsActionNode,
  parseGroupNode,
  parseGroupNotification,
  parseParticipantResults,
  participantsActionNode,
  participatingNode,
  suspensionAppealInput,
} from './wire/groups.js'
import { LidDirectory } from './lid-directory.js'

/**
 * Group metadata in Baileys' own shape, per connection, for Baileys' `cachedGroupMetadata`: a send to a group
 * then needs no metadata query. Filled from every group this connection reads, and from the notifications
 * of the groups it is in; a membership change drops the entry, so the next send reads the members again.
 */
export class GroupMetadataCache {
  readonly #groups = new Map<string, BaileysGroupMetadata>()
  /** Whether each group read is a community: kept when its members are dropped, which does not change that. */
  readonly #communities = new Map<string, boolean>()
  /** The phone number beside each LID heard of, fed by every group read here and by the messages received. */
  readonly lids = new LidDirectory()
  /** Reads a group on a miss; set by the facet once the socket exists. */
  fill: (groupJid: string) => Promise<BaileysGroupMetadata | undefined> = async () => undefined

  async get(groupJid: string): Promise<BaileysGroupMetadata | undefined> {
    return this.#groups.get(groupJid) ?? (await this.fill(groupJid))
  }

  /** What Baileys' group send reads of it: the members, the addressing mode and the disappearing-messages timer. */
  remember(group: Group): void {
    this.#communities.set(group.jid, group.isCommunity)
    for (const p of group.participants) this.lids.learn(p.lid ?? p.jid, p.phoneJid ?? p.jid)
    this.#groups.set(group.jid, {
      id: group.jid,
      subject: group.subject,
      owner: group.owner ?? undefined,
      addressingMode: group.addressingMode === 'lid' ? WAMessageAddressingMode.LID : WAMessageAddressingMode.PN,
      participants: group.participants.map((p) => ({ id: p.jid, admin: p.role === 'member' ? null : p.role })),
      ...(group.settings.ephemeralDurationSeconds
        ? { ephemeralDuration: group.settings.ephemeralDurationSeconds }
        : {}),
    })
  }

  forget(groupJid: string): void {
    this.#groups.delete(groupJid)
  }

  /** Whether a group this connection has read is a community; null for one it has not. */
  isCommunity(groupJid: string): boolean | null {
    return this.#communities.get(groupJid) ?? null
  }
}

/**
 * `connection.groups` on Baileys: its own function where it has one. The `<group>` answers are parsed by
 * wire/groups.ts (Baileys' parser drops fields the API returns), so the reads, the create and the invite preview
 * are iqs of our own; so are the participant changes and join request answers, whose per-participant rows Baileys
 * reduces to `jid`/`status` (dropping the phone number or LID a row may be named by, and the add request), and the
 * cancel of one's own request, which Baileys lacks. The w:gp2 notifications are parsed there too (Baileys'
 * `groups.update` keeps only the first change per group within a buffer window).
 */
export function createGroupsFacet(context: FacetContext, cache: GroupMetadataCache): GroupsPort {
  const { socket, emit, mex } = context
  const call = groupServerQuery(socket)
  const mexCall = mexQuery(socket, mex)
  const groupIn = (answer: BinaryNode, what: string): Group => {
    const group = getBinaryNodeChild(answer, 'group')
    if (!group?.attrs.id) throw new ProtocolError(`${what}: WhatsApp's answer has no group`, { kind: 'unavailable' })
    return parseGroupNode(group)
  }
  /** A member's read of a group: what its sends to the group go by. */
  const groupOf = (answer: BinaryNode, what: string): Group => {
    const parsed = groupIn(answer, what)
    cache.remember(parsed)
    return parsed
  }
  const me = () => jidNormalizedUser(socket.user?.id ?? '')
  const metadata = async (groupJid: string) =>
    groupOf(await call('reading the group failed', groupJid, 'get', [groupQueryNode()]), 'reading the group failed')
  /**
   * A property change through mex: WhatsApp answers `{ id, state }` (whatsapp-rust `mex_operations.rs`
   * `update_group_property`), and only `ACTIVE` means it took; whatsapp-rust (`src/features/groups.rs`
   * `mex_update_group_property`) fails on any other state, and so does this, naming the state.
   */
  const updateProperty = async (what: string, groupJid: string, update: Record<string, string>): Promise<void> => {
    const answer = await mexCall<{ state?: unknown }>(what, 'groupPropertyUpdate', { group_id: groupJid, update })
    if (answer.state !== 'ACTIVE')
      throw new ProtocolError(
        `${what}: WhatsApp answered with state ${typeof answer.state === 'string' ? answer.state : 'none'}, not ACTIVE`,
        { kind: 'rejected' },
      )
  }
  cache.fill = async (groupJid) => {
    await metadata(groupJid)
    return cache.get(groupJid)
  }

  // Group and community notifications arrive as one kind (w:gp2); each becomes the event of the domain it reports.
  socket.ws.on('CB:notification,type:w:gp2', (node: BinaryNode) => {
    for (const event of parseGroupNotification(node)) {
      if (event.type === 'group.joined') cache.remember(event.group)
      if (event.type !== 'group.updated' && event.type !== 'group.participants') {
        emit(event)
        continue
      }
      const isCommunity = cache.isCommunity(event.groupJid)
      // Any change may touch what a send reads (members, addressing mode, the disappearing-messages timer); a join
      // request changes none of it.
      if (event.type === 'group.updated' || event.action !== 'request') cache.forget(event.groupJid)
      emit({ ...event, isCommunity })
    }
  })

  return {
    async list() {
      const answer = await call('listing groups failed', '@g.us', 'get', [participatingNode()])
      return getBinaryNodeChildren(getBinaryNodeChild(answer, 'groups'), 'group').map((node) => {
        const group = parseGroupNode(node)
        cache.remember(group)
        return group
      })
    },
    metadata,
    async isCommunity(groupJid) {
      return cache.isCommunity(groupJid) ?? (await metadata(groupJid)).isCommunity
    },
    async create(subject, participants, description) {
      const answer = await call('creating the group failed', '@g.us', 'set', [
        createNode(subject, participants, description, generateMessageIDV2(), generateMessageIDV2()),
      ])
      const group = groupOf(answer, 'creating the group failed')
      const members = new Set(
        group.participants.flatMap((p) => [p.jid, p.phoneJid, p.lid].filter((jid): jid is string => jid !== null)),
      )
      // A create answer lists the members it added; one it neither lists nor refused was not added either.
      const outcomes = parseParticipantResults(getBinaryNodeChild(answer, 'group'), participants).map((row) => ({
        ...row,
        status: row.status ?? (members.has(row.jid) ? 200 : 404),
      }))
      return { group, outcomes }
    },
    async setSubject(groupJid, subject) {
      await baileysCall('changing the subject failed', () => socket.groupUpdateSubject(groupJid, subject))
    },
    async setDescription(groupJid, description) {
      // Baileys reads the group first: the change names the description it replaces, and WhatsApp refuses a stale one with 409.
      await baileysCall('changing the description failed', () =>
        socket.groupUpdateDescription(groupJid, description ?? undefined),
      )
    },
    // Baileys' updateProfilePicture and removeProfilePicture with the group as target (640 px square JPEG by sharp).
    async setPicture(groupJid, image) {
      await assertReadableImage(image)
      await baileysCall('setting the group picture failed', () => socket.updateProfilePicture(groupJid, image))
    },
    async removePicture(groupJid) {
      await baileysCall('removing the group picture failed', () => socket.removeProfilePicture(groupJid))
    },
    async updateParticipants(groupJid, action, participants) {
      const answer = await call(`${action} failed`, groupJid, 'set', [participantsActionNode(action, participants)])
      cache.forget(groupJid)
      return parseParticipantResults(getBinaryNodeChild(answer, action), participants).map((row) => ({
        ...row,
        status: row.status ?? 404,
      }))
    },
    async changeSetting(groupJid, change) {
      if ('memberLinkMode' in change)
        return updateProperty('changing the member link mode failed', groupJid, {
          member_link_mode: change.memberLinkMode.toUpperCase(),
        })
      if ('memberShareGroupHistoryMode' in change)
        return updateProperty('changing the history share mode failed', groupJid, {
          member_share_group_history_mode: change.memberShareGroupHistoryMode.toUpperCase(),
        })
      const what = 'changing the setting failed'
      if ('memberAddMode' in change)
        return baileysCall(what, () => socket.groupMemberAddMode(groupJid, change.memberAddMode))
      if ('ephemeralDurationSeconds' in change)
        return baileysCall(what, () => socket.groupToggleEphemeral(groupJid, change.ephemeralDurationSeconds))
      const { setting, enabled } = change
      if (setting === 'join_approval')
        return baileysCall(what, () => socket.groupJoinApprovalMode(groupJid, enabled ? 'on' : 'off'))
      const state =
        setting === 'announcement' ? (enabled ? 'announcement' : 'not_announcement') : enabled ? 'locked' : 'unlocked'
      return baileysCall(what, () => socket.groupSettingUpdate(groupJid, state))
    },
    async inviteInfo(code) {
      // Not remembered: a preview is read by someone who is not (yet) a member, and a join brings no `<create>` to
      // the joining device that would replace it, so its members would stay the ones before the join.
      return groupIn(
        await call('reading the invite failed', '@g.us', 'get', [inviteQueryNode(code)]),
        'reading the invite failed',
      )
    },
    async join(code) {
      const groupJid = (await baileysCall('joining the group failed', () => socket.groupAcceptInvite(code))) ?? null
      // The joining device gets no `<create>` for the group, so whatever was kept of it lacks this account.
      if (groupJid) cache.forget(groupJid)
      return groupJid
    },
    async inviteCode(groupJid) {
      const code = await baileysCall('reading the invite code failed', () => socket.groupInviteCode(groupJid))
      if (!code)
        throw new ProtocolError("reading the invite code failed: WhatsApp's answer has no code", {
          kind: 'unavailable',
        })
      return code
    },
    async revokeInvite(groupJid) {
      const code = await baileysCall('revoking the invite failed', () => socket.groupRevokeInvite(groupJid))
      if (!code)
        throw new ProtocolError("revoking the invite failed: WhatsApp's answer has no new code", {
          kind: 'unavailable',
        })
      return code
    },
    async membershipRequests(groupJid) {
      const requests = await baileysCall('listing join requests failed', () =>
        socket.groupRequestParticipantsList(groupJid),
      )
      return requests.map((attrs) => ({
        jid: jidNormalizedUser(attrs.phone_number ?? attrs.jid ?? ''),
        requestedAt: Number(attrs.request_time) > 0 ? Number(attrs.request_time) * 1000 : null,
        method: attrs.request_method ?? null,
      }))
    },
    async answerMembershipRequests(groupJid, action, participants) {
      const answer = await call(`${action} failed`, groupJid, 'set', [
        membershipRequestsActionNode(action, participants),
      ])
      const rows = parseParticipantResults(
        getBinaryNodeChild(getBinaryNodeChild(answer, 'membership_requests_action'), action),
        participants,
      )
      if (action === 'approve') cache.forget(groupJid)
      return rows.map((row) => ({ ...row, status: row.status ?? 404 }))
    },
    async cancelMembershipRequest(groupJid) {
      await call('withdrawing the join request failed', groupJid, 'set', [cancelMembershipRequestNode(me())])
      return me()
    },
    async leave(groupJid) {
      await baileysCall('leaving the group failed', () => socket.groupLeave(groupJid))
      cache.forget(groupJid)
    },
    async isInternal(groupJid) {
      const answer = await mexCall<{ properties?: { internal?: unknown } }>(
        'reading whether the group is internal failed',
        'groupInternal',
        { id: groupJid },
      )
      return typeof answer.properties?.internal === 'boolean' ? answer.properties.internal : null
    },
    async appealSuspension(groupJid, reason) {
      const what = 'appealing the suspension failed'
      const answer = await mexCall<{
        appeal_creation_time?: unknown
        response_code?: unknown
        error_message?: unknown
      }>(what, 'groupSuspensionAppeal', { input: suspensionAppealInput(groupJid, reason) })
      const responseCode = typeof answer.response_code === 'string' ? answer.response_code : null
      const errorMessage = typeof answer.error_message === 'string' ? answer.error_message : null
      if (!appealTaken(responseCode))
        throw new ProtocolError(
          `${what}: WhatsApp answered ${responseCode ?? 'no response code'}${errorMessage ? ` (${errorMessage})` : ''}`,
          { kind: 'rejected' },
        )
      const created = Number(answer.appeal_creation_time)
      return {
        appealCreatedAt: Number.isFinite(created) && created > 0 ? created * 1000 : null,
        responseCode,
        errorMessage,
      }
    },
  }
}
