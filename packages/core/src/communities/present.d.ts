import type { GroupMetadata } from '../groups/schema.js';
import type { CommunitiesPort, Subgroup as PortSubgroup, SubgroupSuggestion as PortSuggestion } from '../protocol/ports/communities.js';
import type { Subgroup, SubgroupSuggestion } from './schema.js';
export declare const presentCreatedCommunity: ({ community, announcementGroupJid, generalChatJid, }: Awaited<ReturnType<CommunitiesPort["create"]>>) => GroupMetadata & {
    announcementGroupJid: string | null;
    generalChatJid: string | null;
};
export declare const presentSubgroup: ({ jid, subject, isCommunityAnnounce, size }: PortSubgroup) => Subgroup;
export declare const presentSuggestion: ({ jid, subject, creatorJid, size }: PortSuggestion) => SubgroupSuggestion;
