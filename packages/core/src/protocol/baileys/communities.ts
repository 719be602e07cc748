import { generateMessageIDV2, getBinaryNodeChild } from '@whiskeysockets/baileys'
import type { CommunitiesPort } from '../ports/communities.js'
import { ProtocolError } from '../port.js'
import type { FacetContext } from './facet.js'
import { groupServerQuery, mexQuery } from './queries.js'
import type { GroupMetadataCache } from './groups.js'
import {
  createCommunityNode,
  joinLinkedGroupNode,
  linkNode,
  parseGroupRows,
  parseLinkedParticipants,
  parseSubgroups,
  parseSuggestions,
  unlinkNode,
} from './wire/communities.js'
import { parseGroupNode } from './wire/groups.js'

/**
 * `connection.communities` on Baileys. Baileys' own community helpers parse a `<community>` node that WhatsApp's
 * servers do not send, and its create swallows errors and cannot switch its options off
 * (wave2-protocol-notes.md §3), so every operation is a group-server iq built in wire/communities.ts; metadata is
 * the group facet's (a community is a group with `isCommunity`).
 */
export function createCommunitiesFacet(context: FacetContext, cache: GroupMetadataCache): CommunitiesPort {
  const { socket, mex } = context
  const call = groupServerQuery(socket)
  const mexCall = mexQuery(socket, mex)
  const subgroups = async (communityJid: string) =>
    parseSubgroups(await call('listing the subgroups failed', communityJid, 'get', [{ tag: 'sub_groups', attrs: {} }]))

  return {
    async create(options) {
      const answer = await call('creating the community failed', '@g.us', 'set', [
        createCommunityNode(options, generateMessageIDV2(), generateMessageIDV2()),
      ])
      const node = getBinaryNodeChild(answer, 'group')
      if (!node?.attrs.id)
        throw new ProtocolError("creating the community failed: WhatsApp's answer has no group", {
          kind: 'unavailable',
        })
      const community = parseGroupNode(node)
      cache.remember(community)
      const created = await subgroups(community.jid)
      return {
        community,
        announcementGroupJid: created.find((group) => group.isCommunityAnnounce)?.jid ?? null,
        generalChatJid: created.find((group) => group.isGeneralChat)?.jid ?? null,
      }
    },
    subgroups,
    async link(communityJid, groupJids) {
      return parseGroupRows(
        await call('linking the groups failed', communityJid, 'set', [linkNode(groupJids)]),
        groupJids,
      )
    },
    async unlink(communityJid, groupJids, removeOrphanedMembers) {
      const rows = parseGroupRows(
        await call('unlinking the groups failed', communityJid, 'set', [unlinkNode(groupJids, removeOrphanedMembers)]),
        groupJids,
      )
      if (removeOrphanedMembers) cache.forget(communityJid)
      return rows
    },
    async joinSubgroup(communityJid, groupJid) {
      const answer = await call('joining the subgroup failed', communityJid, 'set', [joinLinkedGroupNode(groupJid)])
      const node = getBinaryNodeChild(getBinaryNodeChild(answer, 'linked_group'), 'group')
      if (!node?.attrs.id)
        throw new ProtocolError("joining the subgroup failed: WhatsApp's answer has no group", { kind: 'unavailable' })
      const group = parseGroupNode(node)
      cache.remember(group)
      return group
    },
    async participants(communityJid) {
      return parseLinkedParticipants(
        await call('listing the members failed', communityJid, 'get', [
          { tag: 'linked_groups_participants', attrs: {} },
        ]),
      )
    },
    async transferOwnership(communityJid, newOwnerJid) {
      await mexCall('transferring the ownership failed', 'communityOwnershipTransfer', {
        input: { group_id: communityJid, role_updates: [{ new_role: 'SUPERADMIN_MEMBER', user_jid: newOwnerJid }] },
      })
      cache.forget(communityJid)
    },
    async suggestions(communityJid, hintSubgroupJid) {
      return parseSuggestions(
        await mexCall<{ sub_group_suggestions?: unknown }>(
          'reading the subgroup suggestions failed',
          'communitySubgroupSuggestions',
          { group_id: communityJid, sub_group_hint_id: hintSubgroupJid },
        ),
      )
    },
    async deactivate(communityJid) {
      await call('deactivating the community failed', communityJid, 'set', [{ tag: 'delete_parent', attrs: {} }])
      cache.forget(communityJid)
    },
  }
}
