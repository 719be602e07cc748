import { type BinaryNode, type proto } from '@whiskeysockets/baileys';
import type { Account } from '../state/accounts.js';
import type { PhoneIdentity } from './identity.js';
import type { PhoneLine } from './line.js';
/** A device as the phone addresses it: `jid` in the chat's addressing, `address` its Signal address (always the LID). */
export interface Peer {
    jid: string;
    address: string;
    deviceId: number;
}
export declare function newMessageId(): string;
export interface SessionDeps {
    account: Account;
    identity: PhoneIdentity;
    line: PhoneLine;
}
/**
 * What the phone knows of other devices and its Signal sessions with them, learned as a client
 * learns them: devices and LIDs by usync, key bundles by key fetches. 1:1 and group messages share it.
 */
export declare class PhoneSessions {
    private readonly deps;
    /** LID users of the PN users the phone has met, as usync told it */
    private readonly lids;
    constructor(deps: SessionDeps);
    private get account();
    /** the devices of the account behind `jid` (usync), in the addressing of `jid`; undefined when it has none */
    devicesOf(jid: string): Promise<{
        destination: string;
        addressing: 'pn' | 'lid';
        peers: Peer[];
    } | undefined>;
    /** the Signal address of a device jid: its LID, learned by usync for a PN jid */
    addressOf(jid: string | undefined, lidHint?: string): Promise<string | undefined>;
    isOwn(jid: string | undefined): boolean;
    encryptFor(peer: Peer, message: proto.IMessage): Promise<BinaryNode>;
    /**
     * A device could not decrypt what the phone sent (a retry receipt): drop the session and start a
     * new one, from the keys in the receipt or, on the next encryption, from a fresh bundle.
     */
    restart(address: string, receipt: BinaryNode): Promise<void>;
}
