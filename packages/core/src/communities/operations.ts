import {
  CommunityParams,
  CommunityParticipantsSchema,
  CreateCommunityBody,
  CreatedCommunitySchema,
  DeactivatedSchema,
  OwnershipBody,
  OwnershipResultSchema,
  SubgroupListSchema,
  SubgroupsBody,
  SubgroupsResultSchema,
  SuggestionListSchema,
  SuggestionsBody,
} from './schema.js'
import { SessionParams } from '../sessions/schema.js'
import { group, groupParams } from '../groups/examples.js'
import { operationsOn } from '../operations/operation.js'
import type { CommunityService } from './service.js'
import { announcementGroupJid, community, communityParams } from './examples.js'

const defineOperation = operationsOn<{ communities: CommunityService }>()

const tag = 'Communities'
const rules =
  "The session must be paired and connected. A plain group's JID is a 422 (the group routes take a community's JID, to rename it or change its settings)."

/** The communities operations: `engine.communities.<name>` and their routes. */
export const communityOperations = {
  create: defineOperation({
    method: 'POST',
    scope: 'manage',
    path: '/sessions/:sessionId/communities',
    tag,
    summary: 'Create a community',
    description:
      'The session must be paired and connected. `membershipApprovalMode` defaults to `request_required`, `createGeneralChat` to true, `allowNonAdminSubGroupCreation` to false. ' +
      'The description is set by a second request after the create, as whatsapp-rust does; if WhatsApp refuses it, the community is still created and answered with `description: null` (set it with PATCH /groups/{groupJid}/profile). ' +
      'Answers with the community (the group shape, `isCommunity: true`, its `membershipApprovalMode` as WhatsApp reports it), the announcement subgroup WhatsApp creates with every community, ' +
      'and the general chat (null unless asked for, or when WhatsApp does not name them). Honours Idempotency-Key.',
    params: SessionParams,
    body: CreateCommunityBody,
    response: CreatedCommunitySchema,
    example: {
      params: { sessionId: 'support-desk' },
      body: { subject: 'Customers', description: 'Announcements and help for our customers' },
      response: { ...community, announcementGroupJid, generalChatJid: '120363049876543212@g.us' },
    },
    status: 201,
    idempotent: true,
    run: ({ communities }, { params, body }) => communities.create(params.sessionId, body),
  }),
  subgroups: defineOperation({
    method: 'GET',
    scope: 'read',
    path: '/sessions/:sessionId/communities/:communityJid/subgroups',
    tag,
    summary: 'Linked subgroups',
    description: rules,
    params: CommunityParams,
    response: SubgroupListSchema,
    example: {
      params: communityParams,
      response: [
        { jid: announcementGroupJid, subject: 'Customers', isCommunityAnnounce: true, size: 1 },
        { jid: group.jid, subject: group.subject, isCommunityAnnounce: false, size: 2 },
      ],
    },
    run: ({ communities }, { params }) => communities.subgroups(params.sessionId, params.communityJid),
  }),
  changeSubgroups: defineOperation({
    method: 'POST',
    scope: 'manage',
    path: '/sessions/:sessionId/communities/:communityJid/subgroups',
    tag,
    summary: 'Link, unlink or join subgroups',
    description:
      `${rules} \`{ action: link, subGroupJids }\` and \`{ action: unlink, subGroupJids, removeOrphanedMembers }\` answer one row per group; ` +
      '`removeOrphanedMembers: true` also removes from the community every member of those groups who is in no other subgroup. `{ action: join, subGroupJid }` answers with the subgroup joined.',
    params: CommunityParams,
    body: SubgroupsBody,
    response: SubgroupsResultSchema,
    example: {
      params: communityParams,
      body: { action: 'link', subGroupJids: [groupParams.groupJid] },
      response: [{ jid: groupParams.groupJid, status: 200, error: null }],
    },
    run: ({ communities }, { params, body }) =>
      communities.changeSubgroups(params.sessionId, params.communityJid, body),
  }),
  participants: defineOperation({
    method: 'GET',
    scope: 'read',
    path: '/sessions/:sessionId/communities/:communityJid/participants',
    tag,
    summary: 'Every member across the community and its subgroups',
    description: rules,
    params: CommunityParams,
    response: CommunityParticipantsSchema,
    example: { params: communityParams, response: group.participants },
    run: ({ communities }, { params }) => communities.participants(params.sessionId, params.communityJid),
  }),
  transferOwnership: defineOperation({
    method: 'POST',
    scope: 'manage',
    path: '/sessions/:sessionId/communities/:communityJid/ownership',
    tag,
    summary: 'Transfer the ownership',
    description: `${rules} \`newOwnerJid\` must be a member; the session stays an admin. Built on a query learned from other open clients, unverified against WhatsApp.`,
    params: CommunityParams,
    body: OwnershipBody,
    response: OwnershipResultSchema,
    example: {
      params: communityParams,
      body: { newOwnerJid: '15557654321' },
      response: {
        communityJid: community.jid,
        newOwnerJid: '15557654321@s.whatsapp.net',
        community: { ...community, owner: '15557654321@s.whatsapp.net' },
      },
    },
    run: ({ communities }, { params, body }) =>
      communities.transferOwnership(params.sessionId, params.communityJid, body.newOwnerJid),
  }),
  suggestions: defineOperation({
    method: 'POST',
    scope: 'read',
    path: '/sessions/:sessionId/communities/:communityJid/subgroup-suggestions',
    tag,
    summary: 'Subgroups suggested for the community',
    description: `${rules} Answers with what WhatsApp answered. Built on a query learned from other open clients, unverified against WhatsApp.`,
    params: CommunityParams,
    body: SuggestionsBody,
    response: SuggestionListSchema,
    example: {
      params: communityParams,
      body: { hintSubgroupJid: groupParams.groupJid },
      response: [
        { jid: '120363041111111111@g.us', subject: 'Returns', creatorJid: '15557654321@s.whatsapp.net', size: 4 },
      ],
    },
    run: ({ communities }, { params, body }) =>
      communities.suggestions(params.sessionId, params.communityJid, body.hintSubgroupJid),
  }),
  deactivate: defineOperation({
    method: 'DELETE',
    scope: 'manage',
    path: '/sessions/:sessionId/communities/:communityJid',
    tag,
    summary: 'Deactivate a community',
    description: `${rules} The community and its links go; its subgroups stay as plain groups.`,
    params: CommunityParams,
    response: DeactivatedSchema,
    example: { params: communityParams, response: { communityJid: community.jid, deactivated: true } },
    run: ({ communities }, { params }) => communities.deactivate(params.sessionId, params.communityJid),
  }),
}
