import type { EngineContext } from '../context.js';
import type { BatchResult, GroupMetadata } from '../groups/schema.js';
import type { InboundHandlers } from '../sessions/inbound.js';
import type { CreateCommunityInput, Subgroup, SubgroupsInput, SubgroupSuggestion } from './schema.js';
/**
 * Communities (spec 4.4): parent groups with an announcement subgroup and linked subgroups. A community route
 * given a plain group's JID answers 422 saying so (the group routes take a community's JID: that is how one is
 * renamed or its settings changed). WhatsApp's refusals map to the group Problems.
 */
export declare class CommunityService {
    #private;
    constructor(context: EngineContext);
    /** `group.linked` and `group.unlinked`, as the notifications report them. */
    readonly inbound: InboundHandlers<'group.linked' | 'group.unlinked'>;
    create(sessionId: string, input: CreateCommunityInput): Promise<GroupMetadata & {
        announcementGroupJid: string | null;
        generalChatJid: string | null;
    }>;
    subgroups(sessionId: string, communityJid: string): Promise<Subgroup[]>;
    /** `link` and `unlink` answer one row per group; `join` the subgroup the session joined. */
    changeSubgroups(sessionId: string, communityJid: string, input: SubgroupsInput): Promise<BatchResult[] | GroupMetadata>;
    participants(sessionId: string, communityJid: string): Promise<GroupMetadata['participants']>;
    /** Hands the community to a member; the session stays an admin. Answers with the community afterwards. */
    transferOwnership(sessionId: string, communityJid: string, newOwnerJid: string): Promise<{
        communityJid: string;
        newOwnerJid: string;
        community: GroupMetadata;
    }>;
    suggestions(sessionId: string, communityJid: string, hintSubgroupJid: string): Promise<SubgroupSuggestion[]>;
    /** The community and its links go; its subgroups stay as plain groups. */
    deactivate(sessionId: string, communityJid: string): Promise<{
        communityJid: string;
        deactivated: true;
    }>;
}
