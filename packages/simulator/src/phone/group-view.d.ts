import { type BinaryNode } from '@whiskeysockets/baileys';
export type GroupMemberRole = 'superadmin' | 'admin' | 'member';
/** A group as one phone knows it: built only from the replies and w:gp2 notifications it received. */
export interface GroupView {
    jid: string;
    subject: string;
    description: string | null;
    participants: {
        jid: string;
        role: GroupMemberRole;
    }[];
    settings: {
        announcement: boolean;
        locked: boolean;
        joinApproval: boolean;
        memberAddMode: 'admin_add' | 'all_member_add';
        memberLinkMode: 'admin_link' | 'all_member_link';
        memberShareGroupHistoryMode: 'admin_share' | 'all_member_share';
        ephemeralDurationSeconds: number;
    };
    inviteCode: string | null;
    pendingRequests: string[];
    /** the community the group is linked to, from `<linked_parent>` and link and unlink notifications */
    parentCommunityJid: string | null;
}
/** the view, and the description id the next description change must name as `prev` */
export interface KnownGroup {
    view: GroupView;
    descriptionId: string | undefined;
}
/** `<group>` of a reply or a `<create>` notification; participants the server refused (`error`) are not members */
export declare function knownGroup(node: BinaryNode): KnownGroup;
/**
 * A community's `<link>` or `<unlink unlink_type='sub_group'>` (from the community) names the subgroup
 * whose parent changed; an `<unlink unlink_type='parent_group'>` (from the subgroup) says its community is gone.
 */
export declare function linkChange(envelope: BinaryNode, change: BinaryNode): {
    jid: string;
    parent: string | null;
} | undefined;
export declare function addMembers(view: GroupView, members: {
    jid: string;
    role: GroupMemberRole;
}[]): void;
export declare function removeMembers(view: GroupView, jids: string[]): void;
export declare function setRole(view: GroupView, jids: string[], role: GroupMemberRole): void;
/**
 * Applies the one change of a w:gp2 notification (a client reads only the first child). Returns
 * false when the change says this phone is no longer in the group.
 */
export declare function applyChange(known: KnownGroup, change: BinaryNode, envelope: BinaryNode, ownJids: string[]): boolean;
