/** A member of a group, as WhatsApp lists it. */
export interface GroupParticipant {
    /** The JID WhatsApp lists the member by (a phone JID in phone-addressed groups, a LID in LID-addressed ones). */
    jid: string;
    phoneJid: string | null;
    lid: string | null;
    role: 'superadmin' | 'admin' | 'member';
}
export type MemberAddMode = 'admin_add' | 'all_member_add';
export type MemberLinkMode = 'admin_link' | 'all_member_link';
export type MemberShareGroupHistoryMode = 'admin_share' | 'all_member_share';
/** A group (or a community, its parent group) as WhatsApp's `<group>` describes it. Times are epoch milliseconds; what WhatsApp did not send is null. */
export interface Group {
    jid: string;
    subject: string;
    subjectOwner: string | null;
    subjectUpdatedAt: number | null;
    description: string | null;
    descriptionId: string | null;
    owner: string | null;
    createdAt: number | null;
    size: number;
    participants: GroupParticipant[];
    settings: {
        announcement: boolean;
        locked: boolean;
        joinApproval: boolean;
        memberAddMode: MemberAddMode | null;
        memberLinkMode: MemberLinkMode | null;
        memberShareGroupHistoryMode: MemberShareGroupHistoryMode | null;
        ephemeralDurationSeconds: number;
    };
    isCommunity: boolean;
    /** A community's `default_membership_approval_mode`; null for a plain group. */
    membershipApprovalMode: 'request_required' | 'auto_approve' | null;
    isCommunityAnnounce: boolean;
    parentCommunityJid: string | null;
    addressingMode: 'pn' | 'lid';
    /** Whether WhatsApp suspended the group; null when its answer did not say. */
    suspended: boolean | null;
}
/** WhatsApp's answer for one participant of a batch: its code (200 on success) and, for a privacy refusal of an add, the invite it issued. */
export interface ParticipantOutcome {
    jid: string;
    status: number;
    /** The invite WhatsApp issued instead of the add, and when it expires (epoch milliseconds). */
    addRequest: {
        code: string;
        expiresAt: number;
    } | null;
}
export type ParticipantAction = 'add' | 'remove' | 'promote' | 'demote';
/** One setting change, as the group's settings name it. */
export type GroupSettingChange = {
    setting: 'announcement' | 'locked' | 'join_approval';
    enabled: boolean;
} | {
    memberAddMode: MemberAddMode;
} | {
    memberLinkMode: MemberLinkMode;
} | {
    memberShareGroupHistoryMode: MemberShareGroupHistoryMode;
} | {
    ephemeralDurationSeconds: number;
};
/**
 * The group facet of a connection (`connection.groups`): group metadata, membership, roles, settings, invites
 * and join requests, in domain words. Every method rejects with a ProtocolError whose kind says what WhatsApp
 * answered (`not_found`, `forbidden`, ...).
 */
export interface GroupsPort {
    list(): Promise<Group[]>;
    metadata(groupJid: string): Promise<Group>;
    /** Whether the group is a community: known once the connection has read the group (that never changes), else read. */
    isCommunity(groupJid: string): Promise<boolean>;
    create(subject: string, participants: string[], description: string | null): Promise<{
        group: Group;
        outcomes: ParticipantOutcome[];
    }>;
    setSubject(groupJid: string, subject: string): Promise<void>;
    /** `null` clears it. */
    setDescription(groupJid: string, description: string | null): Promise<void>;
    /**
     * Sets the group's picture from an image (any format the image library reads), cropped and resized as WhatsApp
     * takes it; rejects with kind `invalid` when the bytes are not an image.
     */
    setPicture(groupJid: string, image: Buffer): Promise<void>;
    removePicture(groupJid: string): Promise<void>;
    updateParticipants(groupJid: string, action: ParticipantAction, participants: string[]): Promise<ParticipantOutcome[]>;
    changeSetting(groupJid: string, change: GroupSettingChange): Promise<void>;
    inviteInfo(code: string): Promise<Group>;
    /** The group joined, or null with join approval on (the request waits for an admin). */
    join(code: string): Promise<string | null>;
    inviteCode(groupJid: string): Promise<string>;
    revokeInvite(groupJid: string): Promise<string>;
    membershipRequests(groupJid: string): Promise<{
        jid: string;
        requestedAt: number | null;
        method: string | null;
    }[]>;
    answerMembershipRequests(groupJid: string, action: 'approve' | 'reject', participants: string[]): Promise<ParticipantOutcome[]>;
    /** Withdraws the account's own pending request to join; resolves with the account's JID it withdrew for. */
    cancelMembershipRequest(groupJid: string): Promise<string>;
    leave(groupJid: string): Promise<void>;
    /** Whether WhatsApp marks the group internal; null when its answer does not say. */
    isInternal(groupJid: string): Promise<boolean | null>;
    appealSuspension(groupJid: string, reason: string): Promise<{
        appealCreatedAt: number | null;
        responseCode: string | null;
        errorMessage: string | null;
    }>;
}
/** Who made a change: the acting member's JID as WhatsApp named it (phone JID when it gave one), or null. */
type Actor = string | null;
/** The account is now in a group (it created it, was added, joined by code or was approved). */
export interface GroupJoined {
    groupJid: string;
    /** `create`, `add`, `invite` (joined by code or approval), as WhatsApp gave it. */
    reason: string | null;
    by: Actor;
    group: Group;
}
/**
 * The fields a group change may carry: only those that changed are present. No notification carries the member
 * link or history-share mode (neither whatsapp-rust's w:gp2 actions nor WhatsApp Web's tag list has one): a change of
 * those shows in the group when it is read again.
 */
export interface GroupChanges {
    subject?: string;
    description?: string | null;
    announcement?: boolean;
    locked?: boolean;
    joinApproval?: boolean;
    memberAddMode?: MemberAddMode;
    ephemeralDurationSeconds?: number;
    inviteCode?: string;
}
/** The changes to a group's profile or settings that one notification of WhatsApp reported. */
export interface GroupUpdate {
    groupJid: string;
    /** Whether the group is a community; null when the connection has not read the group yet. */
    isCommunity: boolean | null;
    changes: GroupChanges;
    by: Actor;
}
/** Members added, removed, promoted, demoted, leaving, or asking to join. */
export interface GroupParticipantsChange {
    groupJid: string;
    action: 'add' | 'remove' | 'promote' | 'demote' | 'leave' | 'request';
    /** Whether the group is a community; null when the connection has not read the group yet. */
    isCommunity: boolean | null;
    participants: string[];
    by: Actor;
}
/** What WhatsApp tells a connection about its groups; the runtime hands each to the group service. */
export type GroupProtocolEvent = ({
    type: 'group.joined';
} & GroupJoined) | ({
    type: 'group.updated';
} & GroupUpdate) | ({
    type: 'group.participants';
} & GroupParticipantsChange);
export {};
