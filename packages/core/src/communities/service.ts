import type { EngineContext } from '../context.js'
import { EngineError, engineErrors } from '../errors.js'
import { presentGroup, presentParticipant, presentRow } from '../groups/present.js'
import type { BatchResult, GroupMetadata } from '../groups/schema.js'
import type { CommunitiesPort } from '../protocol/ports/communities.js'
import type { GroupsPort } from '../protocol/ports/groups.js'
import type { InboundHandlers } from '../operations/inbound.js'
import { onConnection } from '../upstream-errors.js'
import { presentCreatedCommunity, presentSubgroup, presentSuggestion } from './present.js'
import type { CreateCommunityInput, Subgroup, SubgroupsInput, SubgroupSuggestion } from './schema.js'
import { groupUpstream } from '../groups/errors.js'
import type { CommunityEvents } from './events.js'

type Facets = { communities: CommunitiesPort; groups: GroupsPort }

/**
 * Communities (spec 4.4): parent groups with an announcement subgroup and linked subgroups. A community route
 * given a plain group's JID answers 422 saying so (the group routes take a community's JID: that is how one is
 * renamed or its settings changed). WhatsApp's refusals map to the group Problems.
 */
export class CommunityService {
  readonly #context: EngineContext<CommunityEvents>

  constructor(context: EngineContext<CommunityEvents>) {
    this.#context = context
  }

  /** `group.linked` and `group.unlinked`, as the notifications report them. */
  readonly inbound: InboundHandlers<'group.linked' | 'group.unlinked'> = {
    'group.linked': (sessionId, { type: _type, ...data }) =>
      this.#context.bus.publishDetached('group.linked', sessionId, data),
    'group.unlinked': (sessionId, { type: _type, ...data }) =>
      this.#context.bus.publishDetached('group.unlinked', sessionId, data),
  }

  #call<T>(sessionId: string, what: string, run: (facets: Facets) => Promise<T>): Promise<T> {
    return onConnection(this.#context, sessionId, groupUpstream, what, run)
  }

  /**
   * The 422 for a JID that names a plain group. Known without a round trip for a group the connection has read;
   * otherwise the read also answers the Problems of a group that is not there or not the session's to read.
   */
  async #community(facets: Facets, communityJid: string): Promise<void> {
    if (!(await facets.groups.isCommunity(communityJid))) {
      throw new EngineError(
        engineErrors.validation_failed,
        `${communityJid} is a group, not a community; the group routes (/groups/${communityJid}) take it.`,
        {
          errors: [{ path: 'communityJid', message: 'names a plain group, not a community' }],
        },
      )
    }
  }

  async create(
    sessionId: string,
    input: CreateCommunityInput,
  ): Promise<GroupMetadata & { announcementGroupJid: string | null; generalChatJid: string | null }> {
    const created = await this.#call(sessionId, 'The community could not be created', (facets) =>
      facets.communities.create({
        subject: input.subject,
        description: input.description ?? null,
        approvalRequired: input.membershipApprovalMode === 'request_required',
        generalChat: input.createGeneralChat,
        allowNonAdminSubGroupCreation: input.allowNonAdminSubGroupCreation,
      }),
    )
    return presentCreatedCommunity(created)
  }

  subgroups(sessionId: string, communityJid: string): Promise<Subgroup[]> {
    return this.#call(sessionId, `The subgroups of ${communityJid} could not be listed`, async (facets) => {
      await this.#community(facets, communityJid)
      return (await facets.communities.subgroups(communityJid)).map(presentSubgroup)
    })
  }

  /** `link` and `unlink` answer one row per group; `join` the subgroup the session joined. */
  changeSubgroups(
    sessionId: string,
    communityJid: string,
    input: SubgroupsInput,
  ): Promise<BatchResult[] | GroupMetadata> {
    return this.#call(sessionId, `The subgroups of ${communityJid} could not be changed`, async (facets) => {
      await this.#community(facets, communityJid)
      if (input.action === 'join')
        return presentGroup(await facets.communities.joinSubgroup(communityJid, input.subGroupJid))
      const rows =
        input.action === 'link'
          ? await facets.communities.link(communityJid, input.subGroupJids)
          : await facets.communities.unlink(communityJid, input.subGroupJids, input.removeOrphanedMembers)
      return rows.map(presentRow)
    })
  }

  participants(sessionId: string, communityJid: string): Promise<GroupMetadata['participants']> {
    return this.#call(sessionId, `The members of ${communityJid} could not be listed`, async (facets) => {
      await this.#community(facets, communityJid)
      return (await facets.communities.participants(communityJid)).map(presentParticipant)
    })
  }

  /** Hands the community to a member; the session stays an admin. Answers with the community afterwards. */
  transferOwnership(
    sessionId: string,
    communityJid: string,
    newOwnerJid: string,
  ): Promise<{ communityJid: string; newOwnerJid: string; community: GroupMetadata }> {
    return this.#call(sessionId, `The ownership of ${communityJid} could not be transferred`, async (facets) => {
      await this.#community(facets, communityJid)
      await facets.communities.transferOwnership(communityJid, newOwnerJid)
      return { communityJid, newOwnerJid, community: presentGroup(await facets.groups.metadata(communityJid)) }
    })
  }

  suggestions(sessionId: string, communityJid: string, hintSubgroupJid: string): Promise<SubgroupSuggestion[]> {
    return this.#call(sessionId, `The subgroup suggestions of ${communityJid} could not be read`, async (facets) => {
      await this.#community(facets, communityJid)
      return (await facets.communities.suggestions(communityJid, hintSubgroupJid)).map(presentSuggestion)
    })
  }

  /** The community and its links go; its subgroups stay as plain groups. */
  deactivate(sessionId: string, communityJid: string): Promise<{ communityJid: string; deactivated: true }> {
    return this.#call(sessionId, `${communityJid} could not be deactivated`, async (facets) => {
      await this.#community(facets, communityJid)
      await facets.communities.deactivate(communityJid)
      return { communityJid, deactivated: true as const }
    })
  }
}
