import { getBinaryNodeChild, getBinaryNodeChildren } from '@whiskeysockets/baileys'
import type { PhoneLine } from './line'

/** who a group message goes to: the members' user jids in the group's addressing */
export interface GroupMembers {
  addressing: 'pn' | 'lid'
  members: string[]
}

export type GroupMembersLookup = (groupJid: string) => Promise<GroupMembers>

/**
 * A phone learns a group's members as a client does before a group send: a w:g2 metadata query through
 * the server (`<query request='interactive'/>`, answered by `<group addressing_mode><participant jid/>…`;
 * 404 for an unknown group and 403 for a non-member reject, as in Baileys' query()).
 */
export function groupMembersByQuery(line: PhoneLine): GroupMembersLookup {
  return async groupJid => {
    const reply = await line.query({ tag: 'iq', attrs: { xmlns: 'w:g2', type: 'get', to: groupJid }, content: [{ tag: 'query', attrs: { request: 'interactive' } }] })
    const group = getBinaryNodeChild(reply, 'group')
    if (!group) throw new Error(`the group server's answer for ${groupJid} has no group`)
    const members = getBinaryNodeChildren(group, 'participant').map(p => p.attrs.jid!).filter(Boolean)
    return { addressing: group.attrs.addressing_mode === 'lid' ? 'lid' : 'pn', members }
  }
}
