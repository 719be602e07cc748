import { getBinaryNodeChild, getBinaryNodeChildren, type BinaryNode } from '@whiskeysockets/baileys'
import { groupJid, isAdmin, type GroupRecord } from '../state/groups.js'
import { attach } from './community-links.js'
import { create } from './group-membership.js'
import { groupNode, memberJid, seconds } from './group-nodes.js'
import { badRequest, notAuthorized, notFound, type GroupOp } from './group-request.js'

// the subject WhatsApp gives the general chat it creates with a community (any text works for clients)
const GENERAL_CHAT_SUBJECT = 'General chat'

/**
 * `<create>` with `<parent>`: the parent group, plus the subgroups the server creates with it (the
 * announcement one always, whatsmeow `group.go` CreateGroup; the general chat on `<create_general_chat/>`,
 * whatsapp-rust `iq/groups.rs` build_create_group_node). An inline `<description>` is dropped: whatsapp-rust
 * (`features/community.rs` create) says the create does not take one for a community and sets it with a
 * second iq (Baileys' `communityCreate` sends it inline all the same). The answer is the `<group>` (whatsmeow
 * and whatsapp-rust parse it as a metadata reply). The creator's other devices learn each group as a
 * `<create>` of its own.
 */
export const createCommunity: GroupOp = (request) => {
  const { child, account } = request
  if (!child.attrs.subject) throw badRequest()
  const groups = request.server.state.groups
  const mode = getBinaryNodeChild(child, 'parent')?.attrs.default_membership_approval_mode
  const parent = groups.create(account, child.attrs.subject)
  parent.community = {
    approvalMode: mode === 'request_required' ? 'request_required' : 'auto_approve',
    allowNonAdminSubGroupCreation: getBinaryNodeChild(child, 'allow_non_admin_sub_group_creation') !== undefined,
    suggestions: new Map(),
  }
  const subgroup = (subject: string, kind: 'announcement' | 'general_chat'): GroupRecord => {
    const group = groups.create(account, subject)
    group.parent = parent
    group.subgroupKind = kind
    group.announcement = kind === 'announcement'
    return group
  }
  const subgroups = [subgroup(parent.subject, 'announcement')]
  if (getBinaryNodeChild(child, 'create_general_chat')) subgroups.push(subgroup(GENERAL_CHAT_SUBJECT, 'general_chat'))
  request.announceJoin(parent, [account], 'create', child.attrs.key)
  for (const group of subgroups) request.announceJoin(group, [account], 'create')
  return [groupNode(parent)]
}

/**
 * `<create>` with `<linked_parent jid>` (Baileys' `communityCreateGroup`, whatsapp-rust `features/community.rs`
 * create_subgroup): a group made inside a community, linked as a link by the community's admin would be.
 * Made by an admin, or by any member of a community created with `<allow_non_admin_sub_group_creation/>`;
 * no reference shows the server's check, the flag's name is all there is to go by.
 */
export const createLinked: GroupOp = (request) => {
  const groups = request.server.state.groups
  const parent = groups.byJid(getBinaryNodeChild(request.child, 'linked_parent')?.attrs.jid)
  if (!parent?.community) throw notFound()
  const allowed = parent.community.allowNonAdminSubGroupCreation
    ? parent.members.has(request.account)
    : isAdmin(parent, request.account)
  if (!allowed) throw notAuthorized()
  const [created] = create(request)!
  const group = groups.get(created!.attrs.id!)!
  attach(request, parent, group)
  const refused = getBinaryNodeChildren(created, 'participant').filter((p) => p.attrs.error)
  return [groupNode(group, refused)]
}

/**
 * `<sub_groups/>`: the linked groups, each named both by bare `id` (Baileys `communities.js`
 * communityFetchLinkedGroups, which also reads `creation`, `creator` and `size`) and `jid` (whatsmeow `group.go`
 * GetSubGroups), the announcement one with `<default_sub_group/>` (whatsmeow parseGroupLinkTargetNode).
 * Which subgroup is the general chat is not said here: whatsapp-rust learns it from the FetchAllSubgroups
 * mex query (handlers/mex-communities.ts).
 */
export const subGroups: GroupOp = (request) => {
  const parent = request.community()
  request.member(parent)
  const nodes = request.server.state.groups.linkedTo(parent).map((group) => subGroupNode(group))
  return [{ tag: 'sub_groups', attrs: {}, content: nodes }]
}

function subGroupNode(group: GroupRecord): BinaryNode {
  const attrs = {
    id: group.id,
    jid: groupJid(group),
    subject: group.subject,
    s_t: seconds(group.subjectTime),
    creation: seconds(group.creation),
    creator: memberJid(group, group.creator),
    size: String(group.members.size),
  }
  const content: BinaryNode[] = group.subgroupKind === 'announcement' ? [{ tag: 'default_sub_group', attrs: {} }] : []
  return { tag: 'group', attrs, content }
}
