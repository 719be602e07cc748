import type { GroupMetadata } from './schema.js';
/** Who made a change: the acting member's JID as WhatsApp named it (phone JID when it gave one), or null. */
type Actor = string | null;
/** `group.joined`: the account is now in a group (it created it, was added, joined by code or was approved). */
export interface GroupJoinedEvent {
    groupJid: string;
    /** `create`, `add`, `invite` (joined by code or approval), as WhatsApp gave it. */
    reason: string | null;
    by: Actor;
    group: GroupMetadata;
}
/**
 * The fields a `group.updated` may carry: only those that changed are present. No notification carries the member
 * link or history-share mode (neither whatsapp-rust's w:gp2 actions nor WhatsApp Web's tag list has one): a change of
 * those shows in the group when it is read again.
 */
export interface GroupChanges {
    subject?: string;
    description?: string | null;
    announcement?: boolean;
    locked?: boolean;
    joinApproval?: boolean;
    memberAddMode?: 'admin_add' | 'all_member_add';
    ephemeralDurationSeconds?: number;
    inviteCode?: string;
}
/** `group.updated`: the changes to a group's profile or settings that one notification of WhatsApp reported. */
export interface GroupUpdatedEvent {
    groupJid: string;
    /** Whether the group is a community; null when the session has not read the group yet. */
    isCommunity: boolean | null;
    changes: GroupChanges;
    by: Actor;
}
/** `group.participants`: members added, removed, promoted, demoted, leaving, or asking to join. */
export interface GroupParticipantsEvent {
    groupJid: string;
    action: 'add' | 'remove' | 'promote' | 'demote' | 'leave' | 'request';
    /** Whether the group is a community; null when the session has not read the group yet. */
    isCommunity: boolean | null;
    participants: string[];
    by: Actor;
}
export {};
