/** The OpenAPI document's examples of the groups operations (operations.ts). */
export const groupParams = { sessionId: 'support-desk', groupJid: '120363041234567890@g.us' };
/** A group the session created, with one other member. */
export const group = {
    jid: groupParams.groupJid,
    subject: 'Order 1042',
    subjectOwner: '15551234567@s.whatsapp.net',
    subjectUpdatedAt: '2026-11-24T12:00:00.000Z',
    description: 'Delivery questions for order 1042',
    descriptionId: '3B1F0C9A7E2D4F68',
    owner: '15551234567@s.whatsapp.net',
    createdAt: '2026-11-24T12:00:00.000Z',
    size: 2,
    participants: [
        { jid: '15551234567@s.whatsapp.net', phoneJid: '15551234567@s.whatsapp.net', lid: null, role: 'superadmin' },
        { jid: '15557654321@s.whatsapp.net', phoneJid: '15557654321@s.whatsapp.net', lid: null, role: 'member' },
    ],
    settings: {
        announcement: false,
        locked: false,
        joinApproval: false,
        memberAddMode: 'admin_add',
        memberLinkMode: null,
        memberShareGroupHistoryMode: null,
        ephemeralDurationSeconds: 0,
    },
    isCommunity: false,
    membershipApprovalMode: null,
    isCommunityAnnounce: false,
    parentCommunityJid: null,
    addressingMode: 'pn',
    suspended: false,
};
export const invite = { code: 'Fh3kL9mQ2xR7tW1yB5dN8p', link: 'https://chat.whatsapp.com/Fh3kL9mQ2xR7tW1yB5dN8p' };
//# sourceMappingURL=examples.js.map