import type { Group, GroupParticipant, ParticipantOutcome } from './groups.js';
/** A subgroup of a community, as its `<sub_groups>` answer lists it. */
export interface Subgroup {
    jid: string;
    subject: string;
    isCommunityAnnounce: boolean;
    size: number | null;
}
/** A group WhatsApp suggests linking to a community; what its answer leaves out is null. */
export interface SubgroupSuggestion {
    jid: string;
    subject: string | null;
    creatorJid: string | null;
    size: number | null;
}
/** Subgroups joined to a community or taken out of it, as a w:gp2 notification reports them. */
export interface CommunityLink {
    communityJid: string;
    groupJids: string[];
    by: string | null;
}
/**
 * The community facet of a connection (`connection.communities`): communities are parent groups on WhatsApp's
 * group server, with an announcement subgroup, linked subgroups and operations of their own. Every method rejects
 * with a ProtocolError whose kind says what WhatsApp answered.
 */
export interface CommunitiesPort {
    /**
     * The community, with the announcement subgroup WhatsApp creates with it and the general chat when asked for (null
     * when WhatsApp did not name one). Rejects only when the create itself is refused: a description WhatsApp refuses
     * afterwards leaves the community's `description` null.
     */
    create(options: {
        subject: string;
        description: string | null;
        approvalRequired: boolean;
        generalChat: boolean;
        allowNonAdminSubGroupCreation: boolean;
    }): Promise<{
        community: Group;
        announcementGroupJid: string | null;
        generalChatJid: string | null;
    }>;
    subgroups(communityJid: string): Promise<Subgroup[]>;
    link(communityJid: string, groupJids: string[]): Promise<Omit<ParticipantOutcome, 'addRequest'>[]>;
    unlink(communityJid: string, groupJids: string[], removeOrphanedMembers: boolean): Promise<Omit<ParticipantOutcome, 'addRequest'>[]>;
    /** The account joins a subgroup of a community it belongs to; resolves with the subgroup. */
    joinSubgroup(communityJid: string, groupJid: string): Promise<Group>;
    /** Every member across the community and its subgroups. */
    participants(communityJid: string): Promise<GroupParticipant[]>;
    transferOwnership(communityJid: string, newOwnerJid: string): Promise<void>;
    suggestions(communityJid: string, hintSubgroupJid: string): Promise<SubgroupSuggestion[]>;
    deactivate(communityJid: string): Promise<void>;
}
/** What WhatsApp tells a connection about its communities' links; the runtime hands each to the community service. */
export type CommunityProtocolEvent = ({
    type: 'group.linked';
} & CommunityLink) | ({
    type: 'group.unlinked';
} & CommunityLink);
