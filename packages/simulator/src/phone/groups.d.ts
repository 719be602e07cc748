import { type BinaryNode } from '@whiskeysockets/baileys';
import type { Account } from '../state/accounts.js';
import { type GroupView } from './group-view.js';
import type { PhoneLine } from './line.js';
export type GroupSetting = 'announcement' | 'not_announcement' | 'locked' | 'unlocked';
export type ParticipantAction = 'add' | 'remove' | 'promote' | 'demote';
/**
 * What device 0 does with groups: it sends the w:g2 iqs Baileys sends, through the server, and keeps
 * each group's view only from the replies it gets and the w:gp2 notifications the server delivers.
 */
export declare class PhoneGroups {
    private readonly account;
    private readonly line;
    private readonly known;
    private readonly watch;
    constructor(account: Account, line: PhoneLine);
    view(jid: string): GroupView | null;
    list(): GroupView[];
    /** resolves with the view once `predicate` holds for it (null: the phone is not in the group) */
    waitForChange(jid: string, predicate: (view: GroupView | null) => boolean, timeoutMs?: number): Promise<GroupView | null>;
    /** `<create subject key>` with the participants and an inline description */
    create(subject: string, participants: string[], options?: {
        description?: string;
    }): Promise<{
        jid: string;
    }>;
    updateParticipants(jid: string, action: ParticipantAction, participants: string[]): Promise<{
        jid: string;
        status: string;
    }[]>;
    setSubject(jid: string, subject: string): Promise<void>;
    /** null deletes it; the change names the description it replaces, as the phone knows it */
    setDescription(jid: string, text: string | null): Promise<void>;
    setSetting(jid: string, setting: GroupSetting): Promise<void>;
    setJoinApproval(jid: string, on: boolean): Promise<void>;
    setMemberAddMode(jid: string, mode: 'admin_add' | 'all_member_add'): Promise<void>;
    /** 0 turns disappearing messages off */
    setEphemeral(jid: string, seconds: number): Promise<void>;
    /** through w:mex, as WhatsApp Web does: there is no w:g2 iq for it */
    setMemberLinkMode(jid: string, mode: 'admin_link' | 'all_member_link'): Promise<void>;
    setHistoryShareMode(jid: string, mode: 'admin_share' | 'all_member_share'): Promise<void>;
    inviteCode(jid: string): Promise<string>;
    revokeInvite(jid: string): Promise<string>;
    /**
     * Accepts an invite. The joining device gets no `<create>` of its own (only the account's other
     * devices do), so, like a client, it then asks for the group's metadata.
     */
    join(code: string): Promise<{
        jid: string | null;
        pending: boolean;
    }>;
    approve(jid: string, requesters: string[]): Promise<{
        jid: string;
        status: string;
    }[]>;
    reject(jid: string, requesters: string[]): Promise<{
        jid: string;
        status: string;
    }[]>;
    leave(jid: string): Promise<void>;
    /** privacy `groupadd`: 'contacts' makes the server refuse adds by others (403 with a v4 invite) */
    onlyContactsCanAdd(on: boolean): Promise<void>;
    /** a whole `<group>` the phone was answered with */
    learn(group: BinaryNode): void;
    /** asks for a group's metadata, as a client does for a group it got no `<create>` of */
    fetch(jid: string): Promise<void>;
    /** the phone linked or unlinked the group itself: its reply says so, no notification does */
    setParent(jid: string, parentCommunityJid: string | null): void;
    /** the phone deactivated the community itself */
    forget(jid: string): void;
    /** a w:gp2 notification: its one change, applied to the view */
    receive(node: BinaryNode): void;
    private decide;
    private invite;
    private updateProperty;
    private remember;
    private change;
    private changed;
}
