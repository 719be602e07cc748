import { describe, expect, it } from 'vitest';
import { presentAppeal, presentGroup, presentJoined, presentMembershipRequest, presentOutcome, presentRow, } from '../../src/groups/present.js';
const group = {
    jid: '120363000000000001@g.us',
    subject: 'Team',
    subjectOwner: '5511999999999@s.whatsapp.net',
    subjectUpdatedAt: 1_700_000_000_000,
    description: 'About the team',
    descriptionId: 'desc-1',
    owner: '5511999999999@s.whatsapp.net',
    createdAt: 1_699_999_000_000,
    size: 1,
    participants: [
        {
            jid: '100000000000001@lid',
            phoneJid: '5511999999999@s.whatsapp.net',
            lid: '100000000000001@lid',
            role: 'superadmin',
        },
    ],
    settings: {
        announcement: true,
        locked: false,
        joinApproval: true,
        memberAddMode: 'admin_add',
        memberLinkMode: null,
        memberShareGroupHistoryMode: 'all_member_share',
        ephemeralDurationSeconds: 86_400,
    },
    isCommunity: false,
    membershipApprovalMode: null,
    isCommunityAnnounce: false,
    parentCommunityJid: null,
    addressingMode: 'lid',
    suspended: null,
};
describe('group presenter', () => {
    it('a group: times as ISO strings, every other field as WhatsApp gave it', () => {
        expect(presentGroup(group)).toEqual({
            ...group,
            subjectUpdatedAt: '2023-11-14T22:13:20.000Z',
            createdAt: '2023-11-14T21:56:40.000Z',
        });
    });
    it('a time WhatsApp did not send stays null', () => {
        const presented = presentGroup({ ...group, subjectUpdatedAt: null, createdAt: null });
        expect(presented).toMatchObject({ subjectUpdatedAt: null, createdAt: null });
    });
    it("an add refused for privacy: our code for the status, and the invite's expiry as an ISO string", () => {
        expect(presentOutcome({
            jid: '5511999999999@s.whatsapp.net',
            status: 403,
            addRequest: { code: 'ABC123DEF', expiresAt: 1_735_689_600_000 },
        })).toEqual({
            jid: '5511999999999@s.whatsapp.net',
            status: 403,
            error: 'privacy_restricted',
            addRequest: { code: 'ABC123DEF', expiration: '2025-01-01T00:00:00.000Z' },
        });
    });
    it('each batch status gets our code; a success none', () => {
        const codes = [200, 401, 403, 404, 408, 409, 500].map((status) => presentRow({ jid: 'x@g.us', status }).error);
        expect(codes).toEqual([
            null,
            'not_authorized',
            'privacy_restricted',
            'not_found',
            'recently_left',
            'already_member',
            'rejected',
        ]);
    });
    it('join requests and suspension appeals carry their times as ISO strings, or null', () => {
        expect(presentMembershipRequest({ jid: 'a@s.whatsapp.net', requestedAt: 1_735_689_600_000, method: 'invite_link' })).toEqual({
            jid: 'a@s.whatsapp.net',
            requestedAt: '2025-01-01T00:00:00.000Z',
            method: 'invite_link',
        });
        expect(presentMembershipRequest({ jid: 'a@s.whatsapp.net', requestedAt: null, method: null }).requestedAt).toBeNull();
        expect(presentAppeal({ appealCreatedAt: 1_735_689_600_000, responseCode: 'SUCCESS', errorMessage: null })).toEqual({
            appealCreatedAt: '2025-01-01T00:00:00.000Z',
            responseCode: 'SUCCESS',
            errorMessage: null,
        });
    });
    it('group.joined carries the group as the API shows it', () => {
        expect(presentJoined({ groupJid: group.jid, reason: 'create', by: null, group })).toEqual({
            groupJid: group.jid,
            reason: 'create',
            by: null,
            group: presentGroup(group),
        });
    });
});
//# sourceMappingURL=present.test.js.map