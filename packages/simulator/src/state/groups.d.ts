import type { Account, ProfilePicture } from './accounts.js';
import type { Clock, SeededIds } from './clock.js';
export type GroupRole = 'superadmin' | 'admin' | null;
export type MemberAddMode = 'admin_add' | 'all_member_add';
export type MemberLinkMode = 'admin_link' | 'all_member_link';
export type HistoryShareMode = 'admin_share' | 'all_member_share';
export interface GroupDescription {
    /** the id the client chose; the next change must name it as `prev` */
    id: string;
    text: string;
    owner: Account;
    /** ms since the epoch */
    time: number;
}
export interface JoinRequest {
    /** ms since the epoch */
    time: number;
    method: 'invite_link';
}
/** What makes a group the parent group of a community. */
export interface CommunityInfo {
    /** joins to the community wait for an admin (`default_membership_approval_mode`) */
    approvalMode: 'request_required' | 'auto_approve';
    /** members who are not admins may create groups inside it (`<allow_non_admin_sub_group_creation/>` at the create) */
    allowNonAdminSubGroupCreation: boolean;
    /** groups members proposed for linking, each with who proposed it */
    suggestions: Map<GroupRecord, Account>;
}
/** A group as the w:g2 server keeps it; the jid is `${id}@g.us`. */
export interface GroupRecord {
    /** bare, as WhatsApp writes it in `<group id>`: '120363' and 12 digits */
    id: string;
    subject: string;
    subjectOwner: Account;
    /** ms since the epoch */
    subjectTime: number;
    creator: Account;
    /** ms since the epoch */
    creation: number;
    addressingMode: 'pn' | 'lid';
    members: Map<Account, GroupRole>;
    description: GroupDescription | undefined;
    /** only admins send */
    announcement: boolean;
    /** only admins edit the group's info */
    locked: boolean;
    memberAddMode: MemberAddMode;
    memberLinkMode: MemberLinkMode;
    memberShareGroupHistoryMode: HistoryShareMode;
    /** joins by link wait for an admin's approval */
    joinApproval: boolean;
    /** 0: messages do not disappear */
    ephemeralSeconds: number;
    inviteCode: string;
    pending: Map<Account, JoinRequest>;
    suspended: boolean;
    internal: boolean;
    appeal: {
        reason: string;
        time: number;
    } | undefined;
    /** the group's picture, on the media host; null when it has none */
    picture: ProfilePicture | null;
    /** set on a community's parent group only */
    community: CommunityInfo | undefined;
    /** the community this group is linked to */
    parent: GroupRecord | undefined;
    /** the subgroups the server creates with a community; other linked groups are neither */
    subgroupKind: 'announcement' | 'general_chat' | undefined;
}
export declare function groupJid(group: GroupRecord): string;
export declare function isAdmin(group: GroupRecord, account: Account): boolean;
export declare class Groups {
    private readonly clock;
    private readonly ids;
    private readonly byId;
    private readonly byCode;
    /** accounts whose privacy says "only my contacts can add me to groups" */
    private readonly contactsOnly;
    constructor(clock: Clock, ids: SeededIds);
    /** the creator joins as superadmin, as the server adds it implicitly */
    create(creator: Account, subject: string, addressingMode: 'pn' | 'lid'): GroupRecord;
    get(id: string): GroupRecord | undefined;
    /** `<id>@g.us`; anything else names no group */
    byJid(jid: string | undefined): GroupRecord | undefined;
    /** the group a code opens, and whether a revoke replaced the code */
    byInviteCode(code: string): {
        group: GroupRecord;
        revoked: boolean;
    } | undefined;
    /** a new code; the old one stops working at once (a join with it is told 410, not 406) */
    revokeInvite(group: GroupRecord): string;
    /** a deactivated community: its jid names nothing any more */
    delete(group: GroupRecord): void;
    /** the groups linked to a community, in order of creation */
    linkedTo(parent: GroupRecord): GroupRecord[];
    of(account: Account): GroupRecord[];
    setContactsOnlyAdds(account: Account, on: boolean): void;
    addsFromContactsOnly(account: Account): boolean;
    /**
     * The simulator keeps no address books, so an account that lets only its contacts add it refuses
     * every add by another account.
     */
    refusesAddBy(account: Account, adder: Account): boolean;
    /** the v4 invite a refused add hands back, which the adder may send the account instead */
    addRequest(): {
        code: string;
        expiration: number;
    };
}
