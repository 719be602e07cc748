import { isoAt } from '../clock.js';
// The port's groups -> the API's records: times as ISO strings, batch rows with our code for WhatsApp's status.
const isoOrNull = (ms) => (ms === null ? null : isoAt(ms));
export const presentParticipant = ({ jid, phoneJid, lid, role, }) => ({
    jid,
    phoneJid,
    lid,
    role,
});
export function presentGroup(group) {
    return {
        jid: group.jid,
        subject: group.subject,
        subjectOwner: group.subjectOwner,
        subjectUpdatedAt: isoOrNull(group.subjectUpdatedAt),
        description: group.description,
        descriptionId: group.descriptionId,
        owner: group.owner,
        createdAt: isoOrNull(group.createdAt),
        size: group.size,
        participants: group.participants.map(presentParticipant),
        settings: { ...group.settings },
        isCommunity: group.isCommunity,
        membershipApprovalMode: group.membershipApprovalMode,
        isCommunityAnnounce: group.isCommunityAnnounce,
        parentCommunityJid: group.parentCommunityJid,
        addressingMode: group.addressingMode,
        suspended: group.suspended,
    };
}
/**
 * Our code for one row of a batch, from WhatsApp's status for it (docs/groups.md lists them). Statuses WhatsApp's
 * clients document only for adds (403 privacy, 408 recently left, 409 already a member) are read the same way for
 * every action; unverified against WhatsApp beyond those.
 */
export function rowError(status) {
    if (status >= 200 && status < 300)
        return null;
    switch (status) {
        case 401:
            return 'not_authorized';
        case 403:
            return 'privacy_restricted';
        case 404:
            return 'not_found';
        case 408:
            return 'recently_left';
        case 409:
            return 'already_member';
        default:
            return 'rejected';
    }
}
/** A batch row as WhatsApp answered it -> the row the API answers, with our code for its status. */
export const presentRow = (row) => ({
    jid: row.jid,
    status: row.status,
    error: rowError(row.status),
});
/** A participant's row of an add (or any participant batch), with the invite WhatsApp issued instead of a refused add. */
export const presentOutcome = (row) => ({
    ...presentRow(row),
    addRequest: row.addRequest ? { code: row.addRequest.code, expiration: isoAt(row.addRequest.expiresAt) } : null,
});
export const presentMembershipRequest = (request) => ({
    jid: request.jid,
    requestedAt: isoOrNull(request.requestedAt),
    method: request.method,
});
export const presentAppeal = (answer) => ({
    appealCreatedAt: isoOrNull(answer.appealCreatedAt),
    responseCode: answer.responseCode,
    errorMessage: answer.errorMessage,
});
/** `group.joined` carries the group as the API shows it. */
export const presentJoined = ({ groupJid, reason, by, group }) => ({
    groupJid,
    reason,
    by,
    group: presentGroup(group),
});
//# sourceMappingURL=present.js.map