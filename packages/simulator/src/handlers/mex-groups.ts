import type { BinaryNode } from '@whiskeysockets/baileys'
import { groupJid, isAdmin, type GroupRecord, type HistoryShareMode, type MemberLinkMode } from '../state/groups.js'
import { badRequest, GroupError, notAuthorized, type GroupRequest } from './group-request.js'
import { record, type MexOperation } from './mex-operation.js'

const LINK_MODES: Record<string, MemberLinkMode> = { ALL_MEMBER_LINK: 'all_member_link', ADMIN_LINK: 'admin_link' }
const SHARE_MODES: Record<string, HistoryShareMode> = {
  ALL_MEMBER_SHARE: 'all_member_share',
  ADMIN_SHARE: 'admin_share',
}

function named(request: GroupRequest, jid: unknown): GroupRecord {
  const group = typeof jid === 'string' ? request.server.state.groups.byJid(jid) : undefined
  if (!group) throw new GroupError(404, 'group not found')
  return group
}

function administered(request: GroupRequest, jid: unknown): GroupRecord {
  const group = named(request, jid)
  if (!isAdmin(group, request.account)) throw notAuthorized()
  return group
}

/**
 * The group operations WhatsApp moved to GraphQL, with the doc ids and answers whatsapp-rust uses
 * (Baileys has no function for them). A mode change reaches the members as a w:gp2 notification
 * named like the `<group>` child (`<member_link_mode>`, `<member_share_group_history_mode>`).
 */
export const mexGroupOperations: Record<string, MexOperation> = {
  '9418211574894172': {
    path: 'xwa2_group_update_property',
    run(request, variables) {
      const group = administered(request, variables.group_id)
      const update = record(variables.update)
      const link = LINK_MODES[String(update.member_link_mode)]
      const share = SHARE_MODES[String(update.member_share_group_history_mode)]
      if (!link === !share) throw badRequest()
      let change: BinaryNode
      if (link) {
        group.memberLinkMode = link
        change = { tag: 'member_link_mode', attrs: {}, content: link }
      } else {
        group.memberShareGroupHistoryMode = share!
        change = { tag: 'member_share_group_history_mode', attrs: {}, content: share! }
      }
      request.announce(group, change, group.members.keys())
      return { state: 'ACTIVE' }
    },
  },
  '34119218944390847': {
    path: 'xwa2_group_query_by_id',
    run(request, variables) {
      const group = named(request, variables.id)
      return { id: groupJid(group), properties: { internal: group.internal } }
    },
  },
  '25946115325088226': {
    path: 'wa_create_group_suspension_appeal',
    run(request, variables) {
      const input = record(variables.input)
      const group = administered(request, input.group_jid)
      const time = Math.floor(request.server.state.clock.now() / 1000)
      if (!group.suspended) return { appeal_creation_time: time, error_message: null, response_code: 'NOT_SUSPENDED' }
      group.appeal = { reason: String(input.appeal_reason ?? ''), time: time * 1000 }
      return { appeal_creation_time: time, error_message: null, response_code: 'SUCCESS' }
    },
  },
}
