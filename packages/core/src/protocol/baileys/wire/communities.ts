import { type BinaryNode, getBinaryNodeChild, getBinaryNodeChildren } from '@whiskeysockets/baileys'
import type { Subgroup, SubgroupSuggestion } from '../../../communities/schema.js'
import type { GroupMetadata } from '../../../groups/schema.js'
import { descriptionNode, groupJidOf, participantOf } from './groups.js'

/**
 * Community nodes (parent groups on `xmlns="w:g2"`) that Baileys builds without the options the API has, or not at
 * all: the create with its options honoured (Baileys' `communityCreate` always sends both flags), unlink with orphan
 * removal, joining a linked subgroup, the members across subgroups and deactivation. Learned from whatsapp-rust
 * (`features/groups.rs`, `iq/groups.rs`) and whatsmeow (`group.go`); unverified against WhatsApp. The link/unlink
 * notifications Baileys has no case for arrive with the other w:gp2 ones and are parsed in wire/groups.ts.
 */

/** `<create>` of a community: `<parent>` with the approval mode only when required, `<create_general_chat/>` only when asked. */
export function createCommunityNode(
  options: { subject: string; description: string | null; approvalRequired: boolean; generalChat: boolean },
  key: string,
  descriptionId: string,
): BinaryNode {
  const content: BinaryNode[] = []
  if (options.description) content.push(descriptionNode({ id: descriptionId }, options.description))
  content.push({
    tag: 'parent',
    attrs: options.approvalRequired ? { default_membership_approval_mode: 'request_required' } : {},
  })
  content.push({ tag: 'allow_non_admin_sub_group_creation', attrs: {} })
  if (options.generalChat) content.push({ tag: 'create_general_chat', attrs: {} })
  return { tag: 'create', attrs: { subject: options.subject, key }, content }
}

/** `<sub_groups><group id jid subject size>[<default_sub_group/>]</group>…</sub_groups>`. */
export function parseSubgroups(answer: BinaryNode): (Subgroup & { isGeneralChat: boolean })[] {
  return getBinaryNodeChildren(getBinaryNodeChild(answer, 'sub_groups'), 'group').map((group) => ({
    jid: groupJidOf(group.attrs.jid ?? group.attrs.id ?? ''),
    subject: group.attrs.subject ?? '',
    isCommunityAnnounce: getBinaryNodeChild(group, 'default_sub_group') !== undefined,
    isGeneralChat: getBinaryNodeChild(group, 'general_chat') !== undefined,
    size: group.attrs.size ? Number(group.attrs.size) : null,
  }))
}

export const linkNode = (groupJids: string[]): BinaryNode => ({
  tag: 'links',
  attrs: {},
  content: [
    {
      tag: 'link',
      attrs: { link_type: 'sub_group' },
      content: groupJids.map((jid) => ({ tag: 'group', attrs: { jid } })),
    },
  ],
})

export const unlinkNode = (groupJids: string[], removeOrphanedMembers: boolean): BinaryNode => ({
  tag: 'unlink',
  attrs: { unlink_type: 'sub_group' },
  content: groupJids.map((jid) => ({
    tag: 'group',
    attrs: { jid, ...(removeOrphanedMembers ? { remove_orphaned_members: 'true' } : {}) },
  })),
})

/** The rows of a link or unlink answer: each requested group with WhatsApp's code (200 without an error); one the answer leaves out, 404. */
export function parseGroupRows(answer: BinaryNode, requested: string[]): { jid: string; status: number }[] {
  const rows = new Map<string, number>()
  const parent = getBinaryNodeChild(answer, 'links') ?? getBinaryNodeChild(answer, 'unlink')
  const holder = getBinaryNodeChild(parent, 'link') ?? parent
  for (const group of holder ? getBinaryNodeChildren(holder, 'group') : []) {
    const jid = groupJidOf(group.attrs.jid ?? group.attrs.id ?? '')
    rows.set(jid, group.attrs.error ? Number(group.attrs.error) : 200)
  }
  return requested.map((jid) => ({ jid, status: rows.get(jid) ?? 404 }))
}

export const joinLinkedGroupNode = (groupJid: string): BinaryNode => ({
  tag: 'join_linked_group',
  attrs: { jid: groupJid },
})

/** `<linked_groups_participants><participant jid [type] [phone_number|lid]/>…` -> the members, once each. */
export function parseLinkedParticipants(answer: BinaryNode): GroupMetadata['participants'] {
  const seen = new Map<string, GroupMetadata['participants'][number]>()
  for (const { attrs } of getBinaryNodeChildren(
    getBinaryNodeChild(answer, 'linked_groups_participants'),
    'participant',
  )) {
    const jid = attrs.jid ?? ''
    if (!seen.has(jid)) seen.set(jid, participantOf(attrs))
  }
  return [...seen.values()]
}

/** The subgroup suggestions of a `xwa2_group_query_by_id` answer. */
export function parseSuggestions(answer: { sub_group_suggestions?: unknown }): SubgroupSuggestion[] {
  const list = Array.isArray(answer.sub_group_suggestions)
    ? (answer.sub_group_suggestions as Record<string, unknown>[])
    : []
  return list.map((item) => ({
    jid: String(item.group_jid ?? item.id ?? ''),
    subject: typeof item.subject === 'string' ? item.subject : null,
    creatorJid: typeof item.creator_jid === 'string' ? item.creator_jid : null,
    size: Number.isFinite(Number(item.participant_count)) ? Number(item.participant_count) : null,
  }))
}
