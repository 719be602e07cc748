import type { EngineContext } from '../context.js';
import type { PictureInput } from '../profile/schema.js';
import type { InboundHandlers } from '../sessions/inbound.js';
import type { AddResult, BatchResult, CreateGroupInput, GroupMetadata, GroupSettingChange, MembershipRequestsInput, ParticipantAction, UpdateProfileInput } from './schema.js';
/**
 * Groups (spec 4.3): each operation on the session's connection (the 409s when it has none), WhatsApp's refusals
 * mapped to the group Problems, and the group events WhatsApp reports published as `group.*`.
 */
export declare class GroupService {
    #private;
    constructor(context: EngineContext);
    /** `group.joined`, `group.updated` and `group.participants`, as the notifications report them. */
    readonly inbound: InboundHandlers<'group.joined' | 'group.updated' | 'group.participants'>;
    list(sessionId: string): Promise<GroupMetadata[]>;
    get(sessionId: string, groupJid: string): Promise<GroupMetadata>;
    create(sessionId: string, input: CreateGroupInput): Promise<GroupMetadata & {
        participantResults: AddResult[];
    }>;
    /** Subject first, then the description (`""` clears it); the group as it is afterwards. */
    updateProfile(sessionId: string, groupJid: string, input: UpdateProfileInput): Promise<GroupMetadata>;
    setPicture(sessionId: string, groupJid: string, input: PictureInput): Promise<GroupMetadata>;
    removePicture(sessionId: string, groupJid: string): Promise<GroupMetadata>;
    updateParticipants(sessionId: string, groupJid: string, action: ParticipantAction, participants: string[]): Promise<AddResult[]>;
    changeSetting(sessionId: string, groupJid: string, change: GroupSettingChange): Promise<GroupMetadata>;
    previewInvite(sessionId: string, code: string): Promise<GroupMetadata>;
    join(sessionId: string, code: string): Promise<{
        groupJid: string | null;
        pendingApproval: boolean;
    }>;
    inviteCode(sessionId: string, groupJid: string): Promise<{
        code: string;
        link: string;
    }>;
    revokeInvite(sessionId: string, groupJid: string): Promise<{
        code: string;
        link: string;
    }>;
    membershipRequests(sessionId: string, groupJid: string): Promise<{
        jid: string;
        requestedAt: string | null;
        method: string | null;
    }[]>;
    /** Approve or reject others' requests (an admin), or `cancel` the session's own (the requester): one row per participant. */
    answerMembershipRequests(sessionId: string, groupJid: string, input: MembershipRequestsInput): Promise<BatchResult[]>;
    /** Leaves each group in turn; one that fails does not stop the others, and its row says why. */
    leave(sessionId: string, groupJids: string[]): Promise<BatchResult[]>;
    isInternal(sessionId: string, groupJid: string): Promise<{
        groupJid: string;
        internal: boolean | null;
    }>;
    appealSuspension(sessionId: string, groupJid: string, reason: string): Promise<{
        appealCreatedAt: string | null;
        responseCode: string | null;
        errorMessage: string | null;
    }>;
}
