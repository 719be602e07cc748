import { type BinaryNode } from '@whiskeysockets/baileys';
import type { PhoneLine } from './line.js';
/** who a group message goes to: the members' user jids in the group's addressing */
export interface GroupMembers {
    addressing: 'pn' | 'lid';
    members: string[];
}
export type GroupMembersLookup = (groupJid: string) => Promise<GroupMembers>;
/** a w:g2 iq through the server, as Baileys' groupQuery sends it */
export declare function groupQuery(line: PhoneLine, to: string, type: 'get' | 'set', child: BinaryNode): Promise<BinaryNode>;
/**
 * A group's metadata as a client asks for it (`<query request='interactive'/>`, answered by
 * `<group addressing_mode><participant jid/>…`; 404 for an unknown group and 403 for a non-member
 * reject, as in Baileys' query()).
 */
export declare function groupMetadata(line: PhoneLine, groupJid: string): Promise<BinaryNode>;
/** A phone learns a group's members as a client does before a group send: from the group's metadata. */
export declare function groupMembersByQuery(line: PhoneLine): GroupMembersLookup;
