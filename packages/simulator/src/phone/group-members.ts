import { getBinaryNodeChild, getBinaryNodeChildren, type BinaryNode } from '@whiskeysockets/baileys'
import type { PhoneLine } from './line.js'

/** who a group message goes to: the members' user jids in the group's addressing */
export interface GroupMembers {
  addressing: 'pn' | 'lid'
  members: string[]
}

export type GroupMembersLookup = (groupJid: string) => Promise<GroupMembers>

/** a w:g2 iq through the server, as Baileys' groupQuery sends it */
export function groupQuery(line: PhoneLine, to: string, type: 'get' | 'set', child: BinaryNode): Promise<BinaryNode> {
  return line.query({ tag: 'iq', attrs: { xmlns: 'w:g2', to, type }, content: [child] })
}

/**
 * A group's metadata as a client asks for it (`<query request='interactive'/>`, answered by
 * `<group addressing_mode><participant jid/>…`; 404 for an unknown group and 403 for a non-member
 * reject, as in Baileys' query()).
 */
export async function groupMetadata(line: PhoneLine, groupJid: string): Promise<BinaryNode> {
  const group = getBinaryNodeChild(
    await groupQuery(line, groupJid, 'get', { tag: 'query', attrs: { request: 'interactive' } }),
    'group',
  )
  if (!group) throw new Error(`the group server's answer for ${groupJid} has no group`)
  return group
}

/** A phone learns a group's members as a client does before a group send: from the group's metadata. */
export function groupMembersByQuery(line: PhoneLine): GroupMembersLookup {
  return async (groupJid) => {
    const group = await groupMetadata(line, groupJid)
    const members = getBinaryNodeChildren(group, 'participant')
      .map((p) => p.attrs.jid!)
      .filter(Boolean)
    return { addressing: group.attrs.addressing_mode === 'lid' ? 'lid' : 'pn', members }
  }
}
