import { getBinaryNodeChild } from '@whiskeysockets/baileys'
import type { Handler } from '../dispatch.js'
import { createCommunity, createLinked, subGroups } from './community-create.js'
import { deactivate, joinLinked, link, linkedParticipants, suggest, unlink } from './community-links.js'
import {
  acceptInvite,
  cancelRequest,
  create,
  inviteInfo,
  leave,
  participants,
  requestsAction,
  requestsList,
} from './group-membership.js'
import { groupRow, type GroupOp, type GroupRequest } from './group-request.js'
import {
  description,
  ephemeral,
  inviteCode,
  joinApproval,
  memberAddMode,
  metadata,
  participating,
  revokeInvite,
  setting,
  subject,
} from './group-settings.js'

/** an iq to `@g.us` asks the group server itself; one to `<id>@g.us` asks about that group */
const toServer = (request: GroupRequest): boolean => /^@?g\.us$/.test(request.iq.attrs.to ?? '')

const byTarget =
  (server: GroupOp, group: GroupOp): GroupOp =>
  (request) =>
    toServer(request) ? server(request) : group(request)

/** a `<create>` with `<parent>` makes a community; one with `<linked_parent>` a group inside one */
const creation: GroupOp = (request) => {
  if (getBinaryNodeChild(request.child, 'parent')) return createCommunity(request)
  return getBinaryNodeChild(request.child, 'linked_parent') ? createLinked(request) : create(request)
}

/** xmlns='w:g2', the group server (communities are parent groups on it): one row per request a client sends, its answer, and the w:gp2 notifications of each change. */
export const groupHandlers: readonly Handler[] = [
  groupRow('get', 'query', metadata),
  groupRow('get', 'participating', participating),
  groupRow('get', 'invite', byTarget(inviteInfo, inviteCode)),
  groupRow('get', 'membership_approval_requests', requestsList),
  groupRow('set', 'create', creation),
  groupRow('set', 'leave', leave),
  groupRow('set', 'invite', byTarget(acceptInvite, revokeInvite)),
  groupRow('set', 'subject', subject),
  groupRow('set', 'description', description),
  ...(['add', 'remove', 'promote', 'demote'] as const).map((action) => groupRow('set', action, participants)),
  ...(['announcement', 'not_announcement', 'locked', 'unlocked'] as const).map((tag) => groupRow('set', tag, setting)),
  groupRow('set', 'member_add_mode', memberAddMode),
  groupRow('set', 'membership_approval_mode', joinApproval),
  groupRow('set', 'ephemeral', ephemeral),
  groupRow('set', 'not_ephemeral', ephemeral),
  groupRow('set', 'membership_requests_action', requestsAction),
  groupRow('set', 'cancel_membership_requests', cancelRequest),
  groupRow('get', 'sub_groups', subGroups),
  groupRow('get', 'linked_groups_participants', linkedParticipants),
  groupRow('set', 'links', link),
  groupRow('set', 'unlink', unlink),
  groupRow('set', 'join_linked_group', joinLinked),
  groupRow('set', 'delete_parent', deactivate),
  groupRow('set', 'sub_group_suggestions', suggest),
]
