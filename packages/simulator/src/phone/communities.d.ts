import { type BinaryNode } from '@whiskeysockets/baileys';
import type { Account } from '../state/accounts.js';
import type { PhoneGroups } from './groups.js';
import type { PhoneLine } from './line.js';
/** A community as one phone knows it: built only from the replies and w:gp2 notifications it received. */
export interface CommunityView {
    jid: string;
    subject: string;
    /** the linked subgroups the phone was told of */
    subgroups: string[];
    deactivated: boolean;
}
export interface CommunityOptions {
    description?: string;
    approvalMode?: 'request_required' | 'auto_approve';
    /** default true */
    generalChat?: boolean;
    /** default false */
    allowNonAdminSubGroupCreation?: boolean;
}
/**
 * What device 0 does with communities: the w:g2 iqs whatsapp-rust sends, through the server. A
 * community's subgroups are groups, kept by `PhoneGroups`; here is what the phone knows of the
 * community itself.
 */
export declare class PhoneCommunities {
    private readonly account;
    private readonly line;
    private readonly groups;
    private readonly known;
    private readonly watch;
    constructor(account: Account, line: PhoneLine, groups: PhoneGroups);
    /** null when the phone is not in the community and never was */
    view(jid: string): CommunityView | null;
    waitForChange(jid: string, predicate: (view: CommunityView | null) => boolean, timeoutMs?: number): Promise<CommunityView | null>;
    /**
     * As whatsapp-rust's `features/community.rs` create: the `<create>` with the options asked for, then the
     * description as a second iq. The creating device gets no `<create>` of the subgroups the server made (its
     * other devices do), so it asks for them with `<sub_groups/>` and each one's metadata, whose
     * `<general_chat/>` says which is the general chat (whatsapp-rust `iq/groups.rs` GroupInfoResponse).
     */
    create(subject: string, options?: CommunityOptions): Promise<{
        jid: string;
        announcementJid: string;
        generalChatJid: string | null;
    }>;
    /** each group answered on its own: status '200' or the server's code */
    link(communityJid: string, groupJids: string[]): Promise<{
        jid: string;
        status: string;
    }[]>;
    unlink(communityJid: string, groupJid: string, removeOrphanedMembers?: boolean): Promise<void>;
    deactivate(communityJid: string): Promise<void>;
    /** proposes one of the phone's groups for the community (the simulator's own node, see handlers/community-links.ts) */
    suggest(communityJid: string, groupJid: string): Promise<void>;
    joinSubgroup(communityJid: string, groupJid: string): Promise<void>;
    /** a w:gp2 notification, read for what it says about a community (the group side is PhoneGroups') */
    receive(node: BinaryNode): void;
    /** a link told to a member of the linked group before it heard of the community: it knows no subject yet */
    private addSubgroup;
    private set;
    private update;
}
