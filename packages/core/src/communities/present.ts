import { presentGroup } from '../groups/present.js'
import type { GroupMetadata } from '../groups/schema.js'
import type {
  CommunitiesPort,
  Subgroup as PortSubgroup,
  SubgroupSuggestion as PortSuggestion,
} from '../protocol/ports/communities.js'
import type { Subgroup, SubgroupSuggestion } from './schema.js'

// The port's communities -> the API's records; a community itself is a group, presented as one.

export const presentCreatedCommunity = ({
  community,
  announcementGroupJid,
  generalChatJid,
}: Awaited<ReturnType<CommunitiesPort['create']>>): GroupMetadata & {
  announcementGroupJid: string | null
  generalChatJid: string | null
} => ({ ...presentGroup(community), announcementGroupJid, generalChatJid })

export const presentSubgroup = ({ jid, subject, isCommunityAnnounce, size }: PortSubgroup): Subgroup => ({
  jid,
  subject,
  isCommunityAnnounce,
  size,
})

export const presentSuggestion = ({ jid, subject, creatorJid, size }: PortSuggestion): SubgroupSuggestion => ({
  jid,
  subject,
  creatorJid,
  size,
})
