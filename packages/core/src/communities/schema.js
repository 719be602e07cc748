import * as v from 'valibot';
import { BatchResultListSchema, GroupJid, GroupJids, GroupMetadataSchema, GroupParticipantSchema, InitialDescription, Subject, } from '../groups/schema.js';
import { PersonJid } from '../jids.js';
import { SessionId } from '../sessions/schema.js';
export const CommunityParams = v.object({ sessionId: SessionId, communityJid: GroupJid });
export const CreateCommunityBody = v.strictObject({
    subject: Subject,
    description: v.optional(InitialDescription),
    /** `request_required` (the default, as Baileys and whatsmeow send it): joining a subgroup's community needs an admin's approval. */
    membershipApprovalMode: v.optional(v.picklist(['request_required', 'auto_approve']), 'request_required'),
    /** Whether WhatsApp adds a general-chat subgroup (default true). */
    createGeneralChat: v.optional(v.boolean(), true),
    /** Whether members who are not admins may create subgroups; off unless asked, as whatsapp-rust's community options default it. */
    allowNonAdminSubGroupCreation: v.optional(v.boolean(), false),
});
/** One shape per action, strict: a field of another action is a 422. */
export const SubgroupsBody = v.variant('action', [
    v.strictObject({ action: v.literal('link'), subGroupJids: GroupJids }),
    v.strictObject({ action: v.literal('unlink'), subGroupJids: GroupJids, removeOrphanedMembers: v.boolean() }),
    v.strictObject({ action: v.literal('join'), subGroupJid: GroupJid }),
]);
export const OwnershipBody = v.strictObject({ newOwnerJid: PersonJid });
export const SuggestionsBody = v.strictObject({ hintSubgroupJid: GroupJid });
export const SubgroupSchema = v.object({
    jid: v.string(),
    subject: v.string(),
    isCommunityAnnounce: v.boolean(),
    size: v.nullable(v.number()),
});
export const CreatedCommunitySchema = v.object({
    ...GroupMetadataSchema.entries,
    /** The announcement subgroup WhatsApp creates with every community. */
    announcementGroupJid: v.nullable(v.string()),
    /** The general-chat subgroup `createGeneralChat` asked for, else null. */
    generalChatJid: v.nullable(v.string()),
});
export const SubgroupListSchema = v.array(SubgroupSchema);
/** `link` and `unlink` answer one row per group; `join` the subgroup joined. */
export const SubgroupsResultSchema = v.union([BatchResultListSchema, GroupMetadataSchema]);
export const CommunityParticipantsSchema = v.array(GroupParticipantSchema);
export const OwnershipResultSchema = v.object({
    communityJid: v.string(),
    newOwnerJid: v.string(),
    community: GroupMetadataSchema,
});
export const SuggestionListSchema = v.array(v.object({
    jid: v.string(),
    subject: v.nullable(v.string()),
    creatorJid: v.nullable(v.string()),
    size: v.nullable(v.number()),
}));
export const DeactivatedSchema = v.object({ communityJid: v.string(), deactivated: v.literal(true) });
//# sourceMappingURL=schema.js.map