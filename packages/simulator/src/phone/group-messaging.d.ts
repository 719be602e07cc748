import { proto, type BinaryNode } from '@whiskeysockets/baileys';
import type { Account } from '../state/accounts.js';
import type { GroupMembersLookup } from './group-members.js';
import type { PhoneIdentity } from './identity.js';
import type { Peer, PhoneSessions } from './sessions.js';
import type { StanzaType } from './types.js';
export interface GroupMessagingDeps {
    account: Account;
    identity: PhoneIdentity;
    sessions: PhoneSessions;
    members: GroupMembersLookup;
}
/**
 * The phone in groups, as Baileys is: one sender key per group, named after the phone's jid in the
 * group's addressing, encrypts each message once (`skmsg`); devices that lack the key get it first,
 * as a sender key distribution message over their 1:1 session.
 */
export declare class PhoneGroupMessaging {
    private readonly deps;
    /** per group, the device jids that hold this phone's sender key (Baileys' sender-key-memory) */
    private readonly keyHolders;
    constructor(deps: GroupMessagingDeps);
    /** the phone's jid in the group's addressing, device 0: the name its sender key goes by */
    private senderId;
    /** the `<message to=gid>` stanza: the skmsg, and the sender key for every member device that lacks it */
    stanza(groupJid: string, id: string, message: proto.IMessage, stanzaType: StanzaType): Promise<BinaryNode>;
    /**
     * A group message, decrypted in Baileys' order: the per-device `<enc>` first (it carries the
     * sender key distribution, processed at once), then the `skmsg` with the sender key of
     * (group, participant). Undefined when it holds nothing but the key.
     */
    decrypt(node: BinaryNode, groupJid: string, participant: string): Promise<proto.IMessage | undefined>;
    /**
     * The answer to a group retry receipt from `peer`: the message again, with the sender key inside,
     * over a fresh 1:1 session to that device only (`participant` names it). Every device gets the
     * key again with the next message, as Baileys clears its sender-key-memory on a retry.
     */
    resend(groupJid: string, peer: Peer, sent: {
        id: string;
        message: proto.IMessage;
    }, count: number, stanzaType: StanzaType): Promise<BinaryNode>;
}
