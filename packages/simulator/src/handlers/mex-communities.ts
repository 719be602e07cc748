import { groupJid, type GroupRecord } from '../state/groups.js'
import { memberJid } from './group-nodes.js'
import { GroupError, notAuthorized, type GroupRequest } from './group-request.js'
import { record, type MexOperation } from './mex-operation.js'

function community(request: GroupRequest, jid: unknown): GroupRecord {
  const group = typeof jid === 'string' ? request.server.state.groups.byJid(jid) : undefined
  if (!group?.community) throw new GroupError(404, 'community not found')
  return group
}

/** The community operations WhatsApp Web runs as GraphQL, with whatsapp-rust's doc ids, variables and answers. */
export const mexCommunityOperations: Record<string, MexOperation> = {
  // ownership transfer: the new owner is promoted, the old one stays an admin
  '29643783178598899': {
    path: 'xwa2_group_update_users_role',
    run(request, variables) {
      const input = record(variables.input)
      const parent = request.member(community(request, input.group_id))
      if (parent.members.get(request.account) !== 'superadmin') throw notAuthorized()
      const [update] = Array.isArray(input.role_updates) ? input.role_updates.map(record) : []
      const owner = request.server.state.accounts.resolve(String(update?.user_jid ?? ''))?.account
      if (!owner || !parent.members.has(owner) || update?.new_role !== 'SUPERADMIN_MEMBER')
        throw new GroupError(404, 'participant not found')
      parent.members.set(request.account, 'admin')
      parent.members.set(owner, 'superadmin')
      parent.creator = owner
      const promote = {
        tag: 'promote',
        attrs: {},
        content: [{ tag: 'participant', attrs: { jid: memberJid(parent, owner), type: 'superadmin' } }],
      }
      request.announce(parent, promote, [...parent.members.keys()])
      return {
        id: groupJid(parent),
        role_updates: [{ user_jid: memberJid(parent, owner), new_role: 'SUPERADMIN_MEMBER' }],
      }
    },
  },
  // the groups members suggested for linking; the hint names a subgroup the asker is looking from
  '23972005349071865': {
    path: 'xwa2_group_query_by_id',
    run(request, variables) {
      const parent = request.member(community(request, variables.group_id))
      const hint = request.server.state.groups.byJid(String(variables.sub_group_hint_id ?? ''))
      if (hint?.parent !== parent) throw new GroupError(404, 'subgroup not found')
      const suggestions = [...parent.community!.suggestions].filter(([group]) => !group.parent)
      return {
        id: groupJid(parent),
        sub_group_suggestions: suggestions.map(([group]) => ({
          group_jid: groupJid(group),
          subject: group.subject,
          creator_jid: memberJid(group, group.creator),
          participant_count: group.members.size,
        })),
      }
    },
  },
}
