import type { CommunityLinkEvent } from '../../communities/types.js'
import type { Subgroup, SubgroupSuggestion } from '../../communities/schema.js'
import type { GroupMetadata } from '../../groups/schema.js'
import type { ParticipantOutcome } from './groups.js'

/**
 * The community facet of a connection (`connection.communities`): communities are parent groups on WhatsApp's
 * group server, with an announcement subgroup, linked subgroups and operations of their own. Every method rejects
 * with a ProtocolError whose kind says what WhatsApp answered.
 */
export interface CommunitiesPort {
  /**
   * The community, with the announcement subgroup WhatsApp creates with it and the general chat when asked for (null
   * when WhatsApp did not name one). Rejects only when the create itself is refused: a description WhatsApp refuses
   * afterwards leaves the community's `description` null.
   */
  create(options: {
    subject: string
    description: string | null
    approvalRequired: boolean
    generalChat: boolean
    allowNonAdminSubGroupCreation: boolean
  }): Promise<{ community: GroupMetadata; announcementGroupJid: string | null; generalChatJid: string | null }>
  subgroups(communityJid: string): Promise<Subgroup[]>
  link(communityJid: string, groupJids: string[]): Promise<Omit<ParticipantOutcome, 'addRequest'>[]>
  unlink(
    communityJid: string,
    groupJids: string[],
    removeOrphanedMembers: boolean,
  ): Promise<Omit<ParticipantOutcome, 'addRequest'>[]>
  /** The account joins a subgroup of a community it belongs to; resolves with the subgroup. */
  joinSubgroup(communityJid: string, groupJid: string): Promise<GroupMetadata>
  /** Every member across the community and its subgroups. */
  participants(communityJid: string): Promise<GroupMetadata['participants']>
  transferOwnership(communityJid: string, newOwnerJid: string): Promise<void>
  suggestions(communityJid: string, hintSubgroupJid: string): Promise<SubgroupSuggestion[]>
  deactivate(communityJid: string): Promise<void>
}

/** What WhatsApp tells a connection about its communities' links; the runtime hands each to the community service. */
export type CommunityProtocolEvent =
  | ({ type: 'group.linked' } & CommunityLinkEvent)
  | ({ type: 'group.unlinked' } & CommunityLinkEvent)
