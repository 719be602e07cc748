import type { Account } from '../state/accounts'
import type { Groups } from '../state/groups'
import { parseJid } from '../jids'

/** who a group message goes to: the members' user jids in the group's addressing */
export interface GroupMembers {
  addressing: 'pn' | 'lid'
  members: string[]
}

export type GroupMembersLookup = (groupJid: string) => Promise<GroupMembers>

/**
 * THE ONE PLACE a phone reads the group server's records instead of asking the server.
 *
 * A client learns a group's members from a w:g2 metadata query (`<iq xmlns='w:g2' type='get'
 * to=gid><query request='interactive'/></iq>` answered by `<group addressing_mode><participant jid/>…`,
 * 404 for an unknown group, 403 for a non-member). The group server that answers it
 * (handlers/groups.ts) is built separately; once it does, replace this with that query through the
 * phone's line. Until then the answer is the same, read from the record.
 */
export function groupMembersFromRecord(groups: Groups, account: Account): GroupMembersLookup {
  return async groupJid => {
    const parsed = parseJid(groupJid)
    const group = parsed ? groups.get(parsed.user) : undefined
    if (!group) throw new Error(`no group ${groupJid} on this simulator`)
    if (!group.members.has(account)) throw new Error(`${account.phoneNumber} is not a member of ${groupJid}`)
    const addressing = group.addressingMode
    return { addressing, members: [...group.members.keys()].map(member => (addressing === 'lid' ? member.lid : member.jid)) }
  }
}
