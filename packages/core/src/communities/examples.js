import { group } from '../groups/examples.js';
/** The OpenAPI document's examples of the communities operations (operations.ts). */
export const communityParams = { sessionId: 'support-desk', communityJid: '120363049876543210@g.us' };
export const announcementGroupJid = '120363049876543211@g.us';
/** A community the session created: the parent group of its subgroups. */
export const community = {
    ...group,
    jid: communityParams.communityJid,
    subject: 'Customers',
    description: 'Announcements and help for our customers',
    descriptionId: '7C2E9A1F4B6D8E03',
    size: 1,
    participants: [group.participants[0]],
    isCommunity: true,
    membershipApprovalMode: 'request_required',
};
//# sourceMappingURL=examples.js.map