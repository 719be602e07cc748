import * as v from 'valibot';
import { inviteCodeField, jidField, PersonJid } from '../jids.js';
import { SessionId } from '../sessions/schema.js';
/** A group's JID (`…@g.us`), as a path parameter or a body field. */
export const GroupJid = jidField(['group'], 'must be a group JID (…@g.us)');
const Participants = v.pipe(v.array(PersonJid), v.minLength(1, 'name at least one participant'), v.maxLength(1024, 'at most 1024 participants'));
export const GroupParams = v.object({ sessionId: SessionId, groupJid: GroupJid });
/** A group's or a community's subject. */
export const Subject = v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(100, 'at most 100 characters'));
const Description = v.pipe(v.string(), v.maxLength(2048, 'at most 2048 characters'));
/** The description a group or a community is created with: left out for none. */
export const InitialDescription = v.pipe(Description, v.minLength(1, 'leave it out for no description'));
export const CreateGroupBody = v.strictObject({
    subject: Subject,
    /** Everyone to add besides the session's own account. */
    participants: Participants,
    description: v.optional(InitialDescription),
});
export const UpdateProfileBody = v.pipe(v.strictObject({
    subject: v.optional(Subject),
    /** `""` clears the description. */
    description: v.optional(Description),
}), v.check((body) => body.subject !== undefined || body.description !== undefined, 'send subject, description or both'));
export const participantActions = ['add', 'remove', 'promote', 'demote'];
export const ParticipantsBody = v.strictObject({ action: v.picklist(participantActions), participants: Participants });
/** The settings a PATCH may change, one per request, each a strict shape of its own. */
const settingVariants = {
    setting: v.strictObject({ setting: v.picklist(['announcement', 'locked', 'join_approval']), enabled: v.boolean() }),
    memberAddMode: v.strictObject({ memberAddMode: v.picklist(['admin_add', 'all_member_add']) }),
    memberLinkMode: v.strictObject({ memberLinkMode: v.picklist(['admin_link', 'all_member_link']) }),
    memberShareGroupHistoryMode: v.strictObject({
        memberShareGroupHistoryMode: v.picklist(['admin_share', 'all_member_share']),
    }),
    ephemeralDurationSeconds: v.strictObject({
        ephemeralDurationSeconds: v.picklist([0, 86_400, 604_800, 7_776_000], 'must be 0, 86400, 604800 or 7776000'),
    }),
};
const variantKeys = Object.keys(settingVariants);
/**
 * Exactly one variant per request. Checked before the variant's own schema, so a body naming two settings is
 * refused as such ("send one of …") rather than as an unknown field of whichever variant matched first.
 */
export const SettingsBody = v.pipe(v.record(v.string(), v.unknown(), 'must be a JSON object'), v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed)
        return;
    const named = variantKeys.filter((key) => key in dataset.value);
    if (named.length !== 1) {
        addIssue({
            message: named.length === 0
                ? `send exactly one of ${variantKeys.join(', ')}`
                : `send one setting per request, not ${named.join(' and ')}`,
        });
        return;
    }
    // The variant the body names, checked here so that its issues keep their field paths (a union's do not).
    const result = v.safeParse(settingVariants[named[0]], dataset.value);
    for (const issue of result.issues ?? [])
        addIssue({ message: issue.message, ...(issue.path ? { path: issue.path } : {}) });
}), v.union(Object.values(settingVariants), `send exactly one of ${variantKeys.join(', ')}`));
/** A bare invite code, or a `https://chat.whatsapp.com/<code>` link; normalised to the code. */
export const InviteCodeBody = v.strictObject({
    code: inviteCodeField(/^https?:\/\/chat\.whatsapp\.com\/(invite\/)?/i, 'must be an invite code or a https://chat.whatsapp.com/<code> link'),
});
/** An admin approves or rejects requesters; a requester cancels its own request (no participants: it can only be its own). */
export const MembershipRequestsBody = v.variant('action', [
    v.strictObject({ action: v.picklist(['approve', 'reject']), participants: Participants }),
    v.strictObject({ action: v.literal('cancel') }),
]);
/** The groups a batch operation names (leave; a community's link and unlink). */
export const GroupJids = v.pipe(v.array(GroupJid), v.minLength(1, 'name at least one group'), v.maxLength(100, 'at most 100 groups'));
export const LeaveBody = v.strictObject({ groupJids: GroupJids });
export const SuspensionAppealBody = v.strictObject({
    reason: v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(1024, 'at most 1024 characters')),
});
const Timestamp = v.pipe(v.string(), v.isoTimestamp());
export const GroupParticipantSchema = v.object({
    /** The JID WhatsApp lists the member by (a phone JID in phone-addressed groups, a LID in LID-addressed ones). */
    jid: v.string(),
    phoneJid: v.nullable(v.string()),
    lid: v.nullable(v.string()),
    role: v.picklist(['superadmin', 'admin', 'member']),
});
/** One shape for a group everywhere. What WhatsApp did not send is null. */
export const GroupMetadataSchema = v.object({
    jid: v.string(),
    subject: v.string(),
    subjectOwner: v.nullable(v.string()),
    subjectUpdatedAt: v.nullable(Timestamp),
    description: v.nullable(v.string()),
    descriptionId: v.nullable(v.string()),
    owner: v.nullable(v.string()),
    createdAt: v.nullable(Timestamp),
    size: v.number(),
    participants: v.array(GroupParticipantSchema),
    settings: v.object({
        announcement: v.boolean(),
        locked: v.boolean(),
        joinApproval: v.boolean(),
        memberAddMode: v.nullable(v.picklist(['admin_add', 'all_member_add'])),
        memberLinkMode: v.nullable(v.picklist(['admin_link', 'all_member_link'])),
        memberShareGroupHistoryMode: v.nullable(v.picklist(['admin_share', 'all_member_share'])),
        ephemeralDurationSeconds: v.number(),
    }),
    isCommunity: v.boolean(),
    /** A community's `default_membership_approval_mode`: whether joining needs an admin's approval; null for a plain group. */
    membershipApprovalMode: v.nullable(v.picklist(['request_required', 'auto_approve'])),
    isCommunityAnnounce: v.boolean(),
    parentCommunityJid: v.nullable(v.string()),
    addressingMode: v.picklist(['pn', 'lid']),
    /** Whether WhatsApp suspended the group; null when its answer did not say. */
    suspended: v.nullable(v.boolean()),
});
/** One row per participant or group of a batch: WhatsApp's status for it, and our code when it failed. */
export const BatchResultSchema = v.object({
    jid: v.string(),
    /** WhatsApp's code for this row (200 when it succeeded). */
    status: v.number(),
    /** `null` on success; otherwise one of the documented codes (docs/groups.md). */
    error: v.nullable(v.string()),
});
export const AddResultSchema = v.object({
    ...BatchResultSchema.entries,
    /** For a person whose privacy settings refused the add: the invite WhatsApp issued instead, to send them. */
    addRequest: v.nullable(v.object({ code: v.string(), expiration: Timestamp })),
});
export const CreatedGroupSchema = v.object({
    ...GroupMetadataSchema.entries,
    participantResults: v.array(AddResultSchema),
});
export const GroupListSchema = v.array(GroupMetadataSchema);
export const BatchResultListSchema = v.array(BatchResultSchema);
export const AddResultListSchema = v.array(AddResultSchema);
export const InviteSchema = v.object({ code: v.string(), link: v.string() });
export const JoinResultSchema = v.object({ groupJid: v.nullable(v.string()), pendingApproval: v.boolean() });
export const MembershipRequestListSchema = v.array(v.object({ jid: v.string(), requestedAt: v.nullable(Timestamp), method: v.nullable(v.string()) }));
export const InternalSchema = v.object({ groupJid: v.string(), internal: v.nullable(v.boolean()) });
export const SuspensionAppealSchema = v.object({
    appealCreatedAt: v.nullable(Timestamp),
    responseCode: v.nullable(v.string()),
    errorMessage: v.nullable(v.string()),
});
//# sourceMappingURL=schema.js.map