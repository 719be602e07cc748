import type { Group, GroupJoined, GroupParticipant, ParticipantOutcome } from '../protocol/ports/groups.js';
import type { AddResult, BatchResult, GroupMetadata } from './schema.js';
import type { GroupJoinedEvent } from './types.js';
export declare const presentParticipant: ({ jid, phoneJid, lid, role, }: GroupParticipant) => GroupMetadata["participants"][number];
export declare function presentGroup(group: Group): GroupMetadata;
/**
 * Our code for one row of a batch, from WhatsApp's status for it (docs/groups.md lists them). Statuses WhatsApp's
 * clients document only for adds (403 privacy, 408 recently left, 409 already a member) are read the same way for
 * every action; unverified against WhatsApp beyond those.
 */
export declare function rowError(status: number): string | null;
/** A batch row as WhatsApp answered it -> the row the API answers, with our code for its status. */
export declare const presentRow: (row: {
    jid: string;
    status: number;
}) => BatchResult;
/** A participant's row of an add (or any participant batch), with the invite WhatsApp issued instead of a refused add. */
export declare const presentOutcome: (row: ParticipantOutcome) => AddResult;
export declare const presentMembershipRequest: (request: {
    jid: string;
    requestedAt: number | null;
    method: string | null;
}) => {
    jid: string;
    requestedAt: string | null;
    method: string | null;
};
export declare const presentAppeal: (answer: {
    appealCreatedAt: number | null;
    responseCode: string | null;
    errorMessage: string | null;
}) => {
    appealCreatedAt: string | null;
    responseCode: string | null;
    errorMessage: string | null;
};
/** `group.joined` carries the group as the API shows it. */
export declare const presentJoined: ({ groupJid, reason, by, group }: GroupJoined) => GroupJoinedEvent;
