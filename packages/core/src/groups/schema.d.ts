import * as v from 'valibot';
/** A group's JID (`…@g.us`), as a path parameter or a body field. */
export declare const GroupJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
export declare const GroupParams: v.ObjectSchema<{
    readonly sessionId: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, v.CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
    readonly groupJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
}, undefined>;
/** A group's or a community's subject. */
export declare const Subject: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 100, "at most 100 characters">]>;
/** The description a group or a community is created with: left out for none. */
export declare const InitialDescription: v.SchemaWithPipe<readonly [v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MaxLengthAction<string, 2048, "at most 2048 characters">]>, v.MinLengthAction<string, 1, "leave it out for no description">]>;
export declare const CreateGroupBody: v.StrictObjectSchema<{
    readonly subject: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 100, "at most 100 characters">]>;
    /** Everyone to add besides the session's own account. */
    readonly participants: v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>, undefined>, v.MinLengthAction<string[], 1, "name at least one participant">, v.MaxLengthAction<string[], 1024, "at most 1024 participants">]>;
    readonly description: v.OptionalSchema<v.SchemaWithPipe<readonly [v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MaxLengthAction<string, 2048, "at most 2048 characters">]>, v.MinLengthAction<string, 1, "leave it out for no description">]>, undefined>;
}, undefined>;
export type CreateGroupInput = v.InferOutput<typeof CreateGroupBody>;
export declare const UpdateProfileBody: v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
    readonly subject: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 100, "at most 100 characters">]>, undefined>;
    /** `""` clears the description. */
    readonly description: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MaxLengthAction<string, 2048, "at most 2048 characters">]>, undefined>;
}, undefined>, v.CheckAction<{
    subject?: string | undefined;
    description?: string | undefined;
}, "send subject, description or both">]>;
export type UpdateProfileInput = v.InferOutput<typeof UpdateProfileBody>;
export declare const participantActions: readonly ["add", "remove", "promote", "demote"];
export type ParticipantAction = (typeof participantActions)[number];
export declare const ParticipantsBody: v.StrictObjectSchema<{
    readonly action: v.PicklistSchema<readonly ["add", "remove", "promote", "demote"], undefined>;
    readonly participants: v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>, undefined>, v.MinLengthAction<string[], 1, "name at least one participant">, v.MaxLengthAction<string[], 1024, "at most 1024 participants">]>;
}, undefined>;
/**
 * Exactly one variant per request. Checked before the variant's own schema, so a body naming two settings is
 * refused as such ("send one of …") rather than as an unknown field of whichever variant matched first.
 */
export declare const SettingsBody: v.SchemaWithPipe<readonly [v.RecordSchema<v.StringSchema<undefined>, v.UnknownSchema, "must be a JSON object">, v.RawCheckAction<{
    [x: string]: unknown;
}>, v.UnionSchema<(v.StrictObjectSchema<{
    readonly setting: v.PicklistSchema<["announcement", "locked", "join_approval"], undefined>;
    readonly enabled: v.BooleanSchema<undefined>;
}, undefined> | v.StrictObjectSchema<{
    readonly memberAddMode: v.PicklistSchema<["admin_add", "all_member_add"], undefined>;
}, undefined> | v.StrictObjectSchema<{
    readonly memberLinkMode: v.PicklistSchema<["admin_link", "all_member_link"], undefined>;
}, undefined> | v.StrictObjectSchema<{
    readonly memberShareGroupHistoryMode: v.PicklistSchema<["admin_share", "all_member_share"], undefined>;
}, undefined> | v.StrictObjectSchema<{
    readonly ephemeralDurationSeconds: v.PicklistSchema<[0, 86400, 604800, 7776000], "must be 0, 86400, 604800 or 7776000">;
}, undefined>)[], `send exactly one of ${string}`>]>;
export type GroupSettingChange = v.InferOutput<typeof SettingsBody>;
/** A bare invite code, or a `https://chat.whatsapp.com/<code>` link; normalised to the code. */
export declare const InviteCodeBody: v.StrictObjectSchema<{
    readonly code: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.TransformAction<string, string>, v.CheckAction<string, string>]>;
}, undefined>;
/** An admin approves or rejects requesters; a requester cancels its own request (no participants: it can only be its own). */
export declare const MembershipRequestsBody: v.VariantSchema<"action", [v.StrictObjectSchema<{
    readonly action: v.PicklistSchema<["approve", "reject"], undefined>;
    readonly participants: v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>, undefined>, v.MinLengthAction<string[], 1, "name at least one participant">, v.MaxLengthAction<string[], 1024, "at most 1024 participants">]>;
}, undefined>, v.StrictObjectSchema<{
    readonly action: v.LiteralSchema<"cancel", undefined>;
}, undefined>], undefined>;
export type MembershipRequestsInput = v.InferOutput<typeof MembershipRequestsBody>;
/** The groups a batch operation names (leave; a community's link and unlink). */
export declare const GroupJids: v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>, undefined>, v.MinLengthAction<string[], 1, "name at least one group">, v.MaxLengthAction<string[], 100, "at most 100 groups">]>;
export declare const LeaveBody: v.StrictObjectSchema<{
    readonly groupJids: v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>, undefined>, v.MinLengthAction<string[], 1, "name at least one group">, v.MaxLengthAction<string[], 100, "at most 100 groups">]>;
}, undefined>;
export declare const SuspensionAppealBody: v.StrictObjectSchema<{
    readonly reason: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 1024, "at most 1024 characters">]>;
}, undefined>;
export declare const GroupParticipantSchema: v.ObjectSchema<{
    /** The JID WhatsApp lists the member by (a phone JID in phone-addressed groups, a LID in LID-addressed ones). */
    readonly jid: v.StringSchema<undefined>;
    readonly phoneJid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly lid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly role: v.PicklistSchema<["superadmin", "admin", "member"], undefined>;
}, undefined>;
/** One shape for a group everywhere. What WhatsApp did not send is null. */
export declare const GroupMetadataSchema: v.ObjectSchema<{
    readonly jid: v.StringSchema<undefined>;
    readonly subject: v.StringSchema<undefined>;
    readonly subjectOwner: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly subjectUpdatedAt: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>;
    readonly description: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly descriptionId: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly owner: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly createdAt: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>;
    readonly size: v.NumberSchema<undefined>;
    readonly participants: v.ArraySchema<v.ObjectSchema<{
        /** The JID WhatsApp lists the member by (a phone JID in phone-addressed groups, a LID in LID-addressed ones). */
        readonly jid: v.StringSchema<undefined>;
        readonly phoneJid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly lid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly role: v.PicklistSchema<["superadmin", "admin", "member"], undefined>;
    }, undefined>, undefined>;
    readonly settings: v.ObjectSchema<{
        readonly announcement: v.BooleanSchema<undefined>;
        readonly locked: v.BooleanSchema<undefined>;
        readonly joinApproval: v.BooleanSchema<undefined>;
        readonly memberAddMode: v.NullableSchema<v.PicklistSchema<["admin_add", "all_member_add"], undefined>, undefined>;
        readonly memberLinkMode: v.NullableSchema<v.PicklistSchema<["admin_link", "all_member_link"], undefined>, undefined>;
        readonly memberShareGroupHistoryMode: v.NullableSchema<v.PicklistSchema<["admin_share", "all_member_share"], undefined>, undefined>;
        readonly ephemeralDurationSeconds: v.NumberSchema<undefined>;
    }, undefined>;
    readonly isCommunity: v.BooleanSchema<undefined>;
    /** A community's `default_membership_approval_mode`: whether joining needs an admin's approval; null for a plain group. */
    readonly membershipApprovalMode: v.NullableSchema<v.PicklistSchema<["request_required", "auto_approve"], undefined>, undefined>;
    readonly isCommunityAnnounce: v.BooleanSchema<undefined>;
    readonly parentCommunityJid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly addressingMode: v.PicklistSchema<["pn", "lid"], undefined>;
    /** Whether WhatsApp suspended the group; null when its answer did not say. */
    readonly suspended: v.NullableSchema<v.BooleanSchema<undefined>, undefined>;
}, undefined>;
export type GroupMetadata = v.InferOutput<typeof GroupMetadataSchema>;
/** One row per participant or group of a batch: WhatsApp's status for it, and our code when it failed. */
export declare const BatchResultSchema: v.ObjectSchema<{
    readonly jid: v.StringSchema<undefined>;
    /** WhatsApp's code for this row (200 when it succeeded). */
    readonly status: v.NumberSchema<undefined>;
    /** `null` on success; otherwise one of the documented codes (docs/groups.md). */
    readonly error: v.NullableSchema<v.StringSchema<undefined>, undefined>;
}, undefined>;
export type BatchResult = v.InferOutput<typeof BatchResultSchema>;
export declare const AddResultSchema: v.ObjectSchema<{
    /** For a person whose privacy settings refused the add: the invite WhatsApp issued instead, to send them. */
    readonly addRequest: v.NullableSchema<v.ObjectSchema<{
        readonly code: v.StringSchema<undefined>;
        readonly expiration: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
    }, undefined>, undefined>;
    readonly jid: v.StringSchema<undefined>;
    /** WhatsApp's code for this row (200 when it succeeded). */
    readonly status: v.NumberSchema<undefined>;
    /** `null` on success; otherwise one of the documented codes (docs/groups.md). */
    readonly error: v.NullableSchema<v.StringSchema<undefined>, undefined>;
}, undefined>;
export type AddResult = v.InferOutput<typeof AddResultSchema>;
export declare const CreatedGroupSchema: v.ObjectSchema<{
    readonly participantResults: v.ArraySchema<v.ObjectSchema<{
        /** For a person whose privacy settings refused the add: the invite WhatsApp issued instead, to send them. */
        readonly addRequest: v.NullableSchema<v.ObjectSchema<{
            readonly code: v.StringSchema<undefined>;
            readonly expiration: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
        }, undefined>, undefined>;
        readonly jid: v.StringSchema<undefined>;
        /** WhatsApp's code for this row (200 when it succeeded). */
        readonly status: v.NumberSchema<undefined>;
        /** `null` on success; otherwise one of the documented codes (docs/groups.md). */
        readonly error: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    }, undefined>, undefined>;
    readonly jid: v.StringSchema<undefined>;
    readonly subject: v.StringSchema<undefined>;
    readonly subjectOwner: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly subjectUpdatedAt: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>;
    readonly description: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly descriptionId: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly owner: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly createdAt: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>;
    readonly size: v.NumberSchema<undefined>;
    readonly participants: v.ArraySchema<v.ObjectSchema<{
        /** The JID WhatsApp lists the member by (a phone JID in phone-addressed groups, a LID in LID-addressed ones). */
        readonly jid: v.StringSchema<undefined>;
        readonly phoneJid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly lid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly role: v.PicklistSchema<["superadmin", "admin", "member"], undefined>;
    }, undefined>, undefined>;
    readonly settings: v.ObjectSchema<{
        readonly announcement: v.BooleanSchema<undefined>;
        readonly locked: v.BooleanSchema<undefined>;
        readonly joinApproval: v.BooleanSchema<undefined>;
        readonly memberAddMode: v.NullableSchema<v.PicklistSchema<["admin_add", "all_member_add"], undefined>, undefined>;
        readonly memberLinkMode: v.NullableSchema<v.PicklistSchema<["admin_link", "all_member_link"], undefined>, undefined>;
        readonly memberShareGroupHistoryMode: v.NullableSchema<v.PicklistSchema<["admin_share", "all_member_share"], undefined>, undefined>;
        readonly ephemeralDurationSeconds: v.NumberSchema<undefined>;
    }, undefined>;
    readonly isCommunity: v.BooleanSchema<undefined>;
    /** A community's `default_membership_approval_mode`: whether joining needs an admin's approval; null for a plain group. */
    readonly membershipApprovalMode: v.NullableSchema<v.PicklistSchema<["request_required", "auto_approve"], undefined>, undefined>;
    readonly isCommunityAnnounce: v.BooleanSchema<undefined>;
    readonly parentCommunityJid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly addressingMode: v.PicklistSchema<["pn", "lid"], undefined>;
    /** Whether WhatsApp suspended the group; null when its answer did not say. */
    readonly suspended: v.NullableSchema<v.BooleanSchema<undefined>, undefined>;
}, undefined>;
export declare const GroupListSchema: v.ArraySchema<v.ObjectSchema<{
    readonly jid: v.StringSchema<undefined>;
    readonly subject: v.StringSchema<undefined>;
    readonly subjectOwner: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly subjectUpdatedAt: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>;
    readonly description: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly descriptionId: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly owner: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly createdAt: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>;
    readonly size: v.NumberSchema<undefined>;
    readonly participants: v.ArraySchema<v.ObjectSchema<{
        /** The JID WhatsApp lists the member by (a phone JID in phone-addressed groups, a LID in LID-addressed ones). */
        readonly jid: v.StringSchema<undefined>;
        readonly phoneJid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly lid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly role: v.PicklistSchema<["superadmin", "admin", "member"], undefined>;
    }, undefined>, undefined>;
    readonly settings: v.ObjectSchema<{
        readonly announcement: v.BooleanSchema<undefined>;
        readonly locked: v.BooleanSchema<undefined>;
        readonly joinApproval: v.BooleanSchema<undefined>;
        readonly memberAddMode: v.NullableSchema<v.PicklistSchema<["admin_add", "all_member_add"], undefined>, undefined>;
        readonly memberLinkMode: v.NullableSchema<v.PicklistSchema<["admin_link", "all_member_link"], undefined>, undefined>;
        readonly memberShareGroupHistoryMode: v.NullableSchema<v.PicklistSchema<["admin_share", "all_member_share"], undefined>, undefined>;
        readonly ephemeralDurationSeconds: v.NumberSchema<undefined>;
    }, undefined>;
    readonly isCommunity: v.BooleanSchema<undefined>;
    /** A community's `default_membership_approval_mode`: whether joining needs an admin's approval; null for a plain group. */
    readonly membershipApprovalMode: v.NullableSchema<v.PicklistSchema<["request_required", "auto_approve"], undefined>, undefined>;
    readonly isCommunityAnnounce: v.BooleanSchema<undefined>;
    readonly parentCommunityJid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly addressingMode: v.PicklistSchema<["pn", "lid"], undefined>;
    /** Whether WhatsApp suspended the group; null when its answer did not say. */
    readonly suspended: v.NullableSchema<v.BooleanSchema<undefined>, undefined>;
}, undefined>, undefined>;
export declare const BatchResultListSchema: v.ArraySchema<v.ObjectSchema<{
    readonly jid: v.StringSchema<undefined>;
    /** WhatsApp's code for this row (200 when it succeeded). */
    readonly status: v.NumberSchema<undefined>;
    /** `null` on success; otherwise one of the documented codes (docs/groups.md). */
    readonly error: v.NullableSchema<v.StringSchema<undefined>, undefined>;
}, undefined>, undefined>;
export declare const AddResultListSchema: v.ArraySchema<v.ObjectSchema<{
    /** For a person whose privacy settings refused the add: the invite WhatsApp issued instead, to send them. */
    readonly addRequest: v.NullableSchema<v.ObjectSchema<{
        readonly code: v.StringSchema<undefined>;
        readonly expiration: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
    }, undefined>, undefined>;
    readonly jid: v.StringSchema<undefined>;
    /** WhatsApp's code for this row (200 when it succeeded). */
    readonly status: v.NumberSchema<undefined>;
    /** `null` on success; otherwise one of the documented codes (docs/groups.md). */
    readonly error: v.NullableSchema<v.StringSchema<undefined>, undefined>;
}, undefined>, undefined>;
export declare const InviteSchema: v.ObjectSchema<{
    readonly code: v.StringSchema<undefined>;
    readonly link: v.StringSchema<undefined>;
}, undefined>;
export declare const JoinResultSchema: v.ObjectSchema<{
    readonly groupJid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly pendingApproval: v.BooleanSchema<undefined>;
}, undefined>;
export declare const MembershipRequestListSchema: v.ArraySchema<v.ObjectSchema<{
    readonly jid: v.StringSchema<undefined>;
    readonly requestedAt: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>;
    readonly method: v.NullableSchema<v.StringSchema<undefined>, undefined>;
}, undefined>, undefined>;
export declare const InternalSchema: v.ObjectSchema<{
    readonly groupJid: v.StringSchema<undefined>;
    readonly internal: v.NullableSchema<v.BooleanSchema<undefined>, undefined>;
}, undefined>;
export declare const SuspensionAppealSchema: v.ObjectSchema<{
    readonly appealCreatedAt: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>;
    readonly responseCode: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly errorMessage: v.NullableSchema<v.StringSchema<undefined>, undefined>;
}, undefined>;
