import { type BinaryNode } from '@whiskeysockets/baileys';
import type { CommunityProtocolEvent } from '../../ports/communities.js';
import type { Group, GroupParticipant, GroupProtocolEvent, ParticipantAction, ParticipantOutcome } from '../../ports/groups.js';
/** A group id as a `<group>` or `<link>` child names it (bare or as a jid) -> the group's jid. */
export declare const groupJidOf: (id: string) => string;
/** A `<participant jid [type] [phone_number|lid]>`'s attributes -> a member, with both of its addressings where the node names them. */
export declare function participantOf(attrs: Record<string, string>): GroupParticipant;
/** `<description …attrs>[<body>text</body>]</description>`, as a create and a description change send it; no body for none. */
export declare const descriptionNode: (attrs: Record<string, string>, description: string | null) => BinaryNode;
/** A `<group>` node -> the group metadata shape. Fields the node does not carry are null (or false for flags WhatsApp sends only when on). */
export declare function parseGroupNode(group: BinaryNode): Group;
/** `<query request="interactive"/>`: a member's read of one group (Baileys' `groupMetadata` sends the same). */
export declare const groupQueryNode: () => BinaryNode;
/** `<participating><participants/><description/></participating>`: every group the account is in, with its members and description (Baileys' `groupFetchAllParticipating`). */
export declare const participatingNode: () => BinaryNode;
/** `<invite code/>`: the group an invite code leads to (Baileys' `groupGetInviteInfo`). */
export declare const inviteQueryNode: (code: string) => BinaryNode;
/** `<add|remove|promote|demote><participant jid/>…</…>` (Baileys' `groupParticipantsUpdate`). */
export declare const participantsActionNode: (action: ParticipantAction, participants: string[]) => BinaryNode;
/** `<membership_requests_action><approve|reject><participant jid/>…` (Baileys' `groupRequestParticipantsUpdate`). */
export declare const membershipRequestsActionNode: (action: "approve" | "reject", participants: string[]) => BinaryNode;
/** `<create subject key><participant jid/>…[<description id><body/></description>]</create>`: a group with its description in one iq. */
export declare function createNode(subject: string, participants: string[], description: string | null, key: string, descriptionId: string): BinaryNode;
/**
 * The rows of a create or participants answer: each requested JID with WhatsApp's code for it (200 when listed
 * without an error) and, for a privacy refusal, the `<add_request code expiration>` invite issued instead.
 * A requested JID the answer does not mention at all was not added: it gets no status (null).
 */
export declare function parseParticipantResults(parent: BinaryNode | undefined, requested: string[]): {
    jid: string;
    status: number | null;
    addRequest: ParticipantOutcome['addRequest'];
}[];
/** `<cancel_membership_requests><participant jid=me/></…>`: withdraws one's own request to join. */
export declare const cancelMembershipRequestNode: (me: string) => BinaryNode;
/**
 * The variables of `WAWebGroupSuspensionAppealMutation`: `{ input: { group_jid, appeal_reason, debug_info } }`, all
 * strings (whatsapp-rust `mex_operations.rs` `group_suspension_appeal::Input`). Which form of the group `group_jid`
 * takes no citable reference shows: whatsapp-rust has the type but no caller, and fills the same-named field of
 * another operation with the full JID (`src/features/community.rs`, `query_subgroup_participant_count`). The one
 * client found that sends this appeal (an independent TypeScript client known only by its code-index id, so not
 * citable) sends the group's bare id, with `debug_info: '{}'`; having no better witness for this operation, so does
 * this. Unverified against WhatsApp.
 */
export declare const suspensionAppealInput: (groupJid: string, reason: string) => {
    group_jid: string;
    appeal_reason: string;
    debug_info: string;
};
/**
 * Whether an appeal's `response_code` says WhatsApp holds the appeal: `SUCCESS`, or `APPEAL_ALREADY_EXISTS` for one
 * made before, as the same TypeScript client reads it (whatsapp-rust types the field only as a string). Any other
 * code, or none, is a refusal.
 */
export declare const appealTaken: (responseCode: string | null) => boolean;
/**
 * A `<notification type="w:gp2">` -> the group and community events it reports, in its order. Every child is read,
 * as whatsmeow (`group.go` parseGroupChange) and whatsapp-rust (`wacore/src/stanza/groups.rs`) do: WhatsApp may put
 * several changes in one notification, and may put a `<missing_participant_identification/>` first, which WhatsApp
 * Web drops (Baileys reads only the first child, so it would lose the change behind it). The settings changes of one
 * notification make one `group.updated`; a child the engine does not report (a rejected or withdrawn join request, a
 * number change) makes none. `isCommunity` is left null: the notification does not say, the caller knows the groups
 * it has read.
 */
export declare function parseGroupNotification(node: BinaryNode): (GroupProtocolEvent | CommunityProtocolEvent)[];
