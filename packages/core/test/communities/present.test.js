import { describe, expect, it } from 'vitest';
import { presentCreatedCommunity, presentSubgroup, presentSuggestion } from '../../src/communities/present.js';
import { presentGroup } from '../../src/groups/present.js';
const community = {
    jid: '120363000000000001@g.us',
    subject: 'Neighbours',
    subjectOwner: null,
    subjectUpdatedAt: null,
    description: null,
    descriptionId: null,
    owner: '5511999999999@s.whatsapp.net',
    createdAt: 1_700_000_000_000,
    size: 1,
    participants: [],
    settings: {
        announcement: false,
        locked: false,
        joinApproval: false,
        memberAddMode: null,
        memberLinkMode: null,
        memberShareGroupHistoryMode: null,
        ephemeralDurationSeconds: 0,
    },
    isCommunity: true,
    membershipApprovalMode: 'request_required',
    isCommunityAnnounce: false,
    parentCommunityJid: null,
    addressingMode: 'pn',
    suspended: null,
};
describe('community presenter', () => {
    it('a created community is presented as its group, with the subgroups WhatsApp named', () => {
        const presented = presentCreatedCommunity({
            community,
            announcementGroupJid: '120363000000000002@g.us',
            generalChatJid: null,
        });
        expect(presented).toEqual({
            ...presentGroup(community),
            announcementGroupJid: '120363000000000002@g.us',
            generalChatJid: null,
        });
        expect(presented.createdAt).toBe('2023-11-14T22:13:20.000Z');
    });
    it('subgroups and suggestions keep the fields WhatsApp gave, null where it gave none', () => {
        expect(presentSubgroup({
            jid: '120363000000000002@g.us',
            subject: 'Announcements',
            isCommunityAnnounce: true,
            size: null,
        })).toEqual({ jid: '120363000000000002@g.us', subject: 'Announcements', isCommunityAnnounce: true, size: null });
        expect(presentSuggestion({ jid: '120363000000000003@g.us', subject: null, creatorJid: 'a@s.whatsapp.net', size: 4 })).toEqual({ jid: '120363000000000003@g.us', subject: null, creatorJid: 'a@s.whatsapp.net', size: 4 });
    });
});
//# sourceMappingURL=present.test.js.map