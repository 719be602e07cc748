import type { EngineContext } from '../context.js'
import type { GroupsPort } from '../protocol/ports/groups.js'
import { pictureBytes } from '../profile/picture-bytes.js'
import type { PictureInput } from '../profile/schema.js'
import type { InboundHandlers } from '../operations/inbound.js'
import { onConnection, type UpstreamCodes, upstreamError } from '../upstream-errors.js'
import {
  presentAppeal,
  presentGroup,
  presentJoined,
  presentMembershipRequest,
  presentOutcome,
  presentRow,
} from './present.js'
import type {
  AddResult,
  BatchResult,
  CreateGroupInput,
  GroupMetadata,
  GroupSettingChange,
  MembershipRequestsInput,
  ParticipantAction,
  UpdateProfileInput,
} from './schema.js'
import { EngineError, engineErrors } from '../errors.js'
import { groupErrors, groupUpstream, inviteUpstream } from './errors.js'
import type { GroupEvents } from './events.js'

/** Where an invite code leads: WhatsApp's link for it. */
const inviteLink = (code: string): { code: string; link: string } => ({
  code,
  link: `https://chat.whatsapp.com/${code}`,
})

/**
 * Groups (spec 4.3): each operation on the session's connection (the 409s when it has none), WhatsApp's refusals
 * mapped to the group Problems, and the group events WhatsApp reports published as `group.*`.
 */
export class GroupService {
  readonly #context: EngineContext<GroupEvents>

  constructor(context: EngineContext<GroupEvents>) {
    this.#context = context
  }

  /** `group.joined`, `group.updated` and `group.participants`, as the notifications report them. */
  readonly inbound: InboundHandlers<'group.joined' | 'group.updated' | 'group.participants'> = {
    'group.joined': (sessionId, { type: _type, ...data }) =>
      this.#context.bus.publishDetached('group.joined', sessionId, presentJoined(data)),
    'group.updated': (sessionId, { type: _type, ...data }) =>
      this.#context.bus.publishDetached('group.updated', sessionId, data),
    'group.participants': (sessionId, { type: _type, ...data }) =>
      this.#context.bus.publishDetached('group.participants', sessionId, data),
  }

  #call<T>(
    sessionId: string,
    what: string,
    upstream: UpstreamCodes,
    run: (groups: GroupsPort) => Promise<T>,
  ): Promise<T> {
    return onConnection(this.#context, sessionId, upstream, what, (connection) => run(connection.groups))
  }

  async list(sessionId: string): Promise<GroupMetadata[]> {
    const groups = await this.#call(sessionId, 'The groups could not be listed', groupUpstream, (groups) =>
      groups.list(),
    )
    return groups.map(presentGroup)
  }

  async get(sessionId: string, groupJid: string): Promise<GroupMetadata> {
    return presentGroup(
      await this.#call(sessionId, `Group ${groupJid} could not be read`, groupUpstream, (groups) =>
        groups.metadata(groupJid),
      ),
    )
  }

  async create(
    sessionId: string,
    input: CreateGroupInput,
  ): Promise<GroupMetadata & { participantResults: AddResult[] }> {
    const { group, outcomes } = await this.#call(sessionId, 'The group could not be created', groupUpstream, (groups) =>
      groups.create(input.subject, input.participants, input.description ?? null),
    )
    return { ...presentGroup(group), participantResults: outcomes.map(presentOutcome) }
  }

  /** Subject first, then the description (`""` clears it); the group as it is afterwards. */
  async updateProfile(sessionId: string, groupJid: string, input: UpdateProfileInput): Promise<GroupMetadata> {
    const group = await this.#call(
      sessionId,
      `Group ${groupJid} could not be changed`,
      groupUpstream,
      async (groups) => {
        if (input.subject !== undefined) await groups.setSubject(groupJid, input.subject)
        if (input.description !== undefined)
          await groups.setDescription(groupJid, input.description === '' ? null : input.description)
        return groups.metadata(groupJid)
      },
    )
    return presentGroup(group)
  }

  async setPicture(sessionId: string, groupJid: string, input: PictureInput): Promise<GroupMetadata> {
    this.#context.sessions.require(sessionId)
    const image = await pictureBytes(this.#context, sessionId, input)
    const group = await this.#call(
      sessionId,
      `The picture of group ${groupJid} could not be set`,
      groupUpstream,
      async (groups) => {
        await groups.setPicture(groupJid, image)
        return groups.metadata(groupJid)
      },
    )
    return presentGroup(group)
  }

  async removePicture(sessionId: string, groupJid: string): Promise<GroupMetadata> {
    const group = await this.#call(
      sessionId,
      `The picture of group ${groupJid} could not be removed`,
      groupUpstream,
      async (groups) => {
        await groups.removePicture(groupJid)
        return groups.metadata(groupJid)
      },
    )
    return presentGroup(group)
  }

  async updateParticipants(
    sessionId: string,
    groupJid: string,
    action: ParticipantAction,
    participants: string[],
  ): Promise<AddResult[]> {
    const rows = await this.#call(
      sessionId,
      `The participants of ${groupJid} could not be changed`,
      groupUpstream,
      (groups) => groups.updateParticipants(groupJid, action, participants),
    )
    return rows.map(presentOutcome)
  }

  async changeSetting(sessionId: string, groupJid: string, change: GroupSettingChange): Promise<GroupMetadata> {
    const group = await this.#call(
      sessionId,
      `The settings of ${groupJid} could not be changed`,
      groupUpstream,
      async (groups) => {
        await groups.changeSetting(groupJid, change)
        return groups.metadata(groupJid)
      },
    )
    return presentGroup(group)
  }

  async previewInvite(sessionId: string, code: string): Promise<GroupMetadata> {
    return presentGroup(
      await this.#call(sessionId, 'The invite could not be read', inviteUpstream, (groups) => groups.inviteInfo(code)),
    )
  }

  async join(sessionId: string, code: string): Promise<{ groupJid: string | null; pendingApproval: boolean }> {
    const groupJid = await this.#call(sessionId, 'The group could not be joined', inviteUpstream, (groups) =>
      groups.join(code),
    )
    return { groupJid, pendingApproval: groupJid === null }
  }

  async inviteCode(sessionId: string, groupJid: string): Promise<{ code: string; link: string }> {
    return inviteLink(
      await this.#call(sessionId, `The invite code of ${groupJid} could not be read`, groupUpstream, (groups) =>
        groups.inviteCode(groupJid),
      ),
    )
  }

  async revokeInvite(sessionId: string, groupJid: string): Promise<{ code: string; link: string }> {
    return inviteLink(
      await this.#call(sessionId, `The invite of ${groupJid} could not be revoked`, groupUpstream, (groups) =>
        groups.revokeInvite(groupJid),
      ),
    )
  }

  async membershipRequests(
    sessionId: string,
    groupJid: string,
  ): Promise<{ jid: string; requestedAt: string | null; method: string | null }[]> {
    const requests = await this.#call(
      sessionId,
      `The join requests of ${groupJid} could not be read`,
      groupUpstream,
      (groups) => groups.membershipRequests(groupJid),
    )
    return requests.map(presentMembershipRequest)
  }

  /** Approve or reject others' requests (an admin), or `cancel` the session's own (the requester): one row per participant. */
  async answerMembershipRequests(
    sessionId: string,
    groupJid: string,
    input: MembershipRequestsInput,
  ): Promise<BatchResult[]> {
    if (input.action === 'cancel') {
      const own = await this.#call(
        sessionId,
        `The join request for ${groupJid} could not be withdrawn`,
        groupUpstream,
        (groups) => groups.cancelMembershipRequest(groupJid),
      )
      return [{ jid: own, status: 200, error: null }]
    }
    const { action, participants } = input
    const rows = await this.#call(
      sessionId,
      `The join requests of ${groupJid} could not be answered`,
      groupUpstream,
      (groups) => groups.answerMembershipRequests(groupJid, action, participants),
    )
    return rows.map(presentRow)
  }

  /** Leaves each group in turn; one that fails does not stop the others, and its row says why. */
  async leave(sessionId: string, groupJids: string[]): Promise<BatchResult[]> {
    const { groups } = this.#context.sessions.require(sessionId)
    const rows: BatchResult[] = []
    for (const groupJid of groupJids) {
      try {
        await groups.leave(groupJid)
        rows.push({ jid: groupJid, status: 200, error: null })
      } catch (error) {
        const failure = upstreamError(error, groupUpstream, `Leaving ${groupJid} failed`)
        const status = (error as { statusCode?: number | null }).statusCode ?? 502
        rows.push({ jid: groupJid, status, error: failure.code })
      }
    }
    return rows
  }

  async isInternal(sessionId: string, groupJid: string): Promise<{ groupJid: string; internal: boolean | null }> {
    return {
      groupJid,
      internal: await this.#call(
        sessionId,
        `Whether ${groupJid} is internal could not be read`,
        groupUpstream,
        (groups) => groups.isInternal(groupJid),
      ),
    }
  }

  async appealSuspension(
    sessionId: string,
    groupJid: string,
    reason: string,
  ): Promise<{ appealCreatedAt: string | null; responseCode: string | null; errorMessage: string | null }> {
    const what = `The suspension of ${groupJid} could not be appealed`
    try {
      return presentAppeal(
        await this.#call(sessionId, what, groupUpstream, (groups) => groups.appealSuspension(groupJid, reason)),
      )
    } catch (error) {
      if (!(error instanceof EngineError) || error.code !== engineErrors.upstream_failed.code) throw error
      // No reference shows how WhatsApp refuses an appeal of a group it has not suspended (WhatsApp Web and
      // whatsapp-rust read only SUCCESS and APPEAL_ALREADY_EXISTS): the group's own read says whether it is, and a
      // group it does not mark suspended is a reason the caller can act on, not WhatsApp failing.
      const group = await this.#call(sessionId, what, groupUpstream, (groups) => groups.metadata(groupJid)).catch(
        () => null,
      )
      if (group === null || group.suspended === true) throw error
      throw new EngineError(
        groupErrors.group_not_suspended,
        `${what}: WhatsApp does not mark the group suspended; only a suspended group can be appealed.`,
        { cause: error },
      )
    }
  }
}
