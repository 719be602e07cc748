import { presentGroup } from '../groups/present.js';
// The port's communities -> the API's records; a community itself is a group, presented as one.
export const presentCreatedCommunity = ({ community, announcementGroupJid, generalChatJid, }) => ({ ...presentGroup(community), announcementGroupJid, generalChatJid });
export const presentSubgroup = ({ jid, subject, isCommunityAnnounce, size }) => ({
    jid,
    subject,
    isCommunityAnnounce,
    size,
});
export const presentSuggestion = ({ jid, subject, creatorJid, size }) => ({
    jid,
    subject,
    creatorJid,
    size,
});
//# sourceMappingURL=present.js.map