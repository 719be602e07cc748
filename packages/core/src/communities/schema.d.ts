import * as v from 'valibot';
export declare const CommunityParams: v.ObjectSchema<{
    readonly sessionId: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, v.CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
    readonly communityJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
}, undefined>;
export declare const CreateCommunityBody: v.StrictObjectSchema<{
    readonly subject: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 100, "at most 100 characters">]>;
    readonly description: v.OptionalSchema<v.SchemaWithPipe<readonly [v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MaxLengthAction<string, 2048, "at most 2048 characters">]>, v.MinLengthAction<string, 1, "leave it out for no description">]>, undefined>;
    /** `request_required` (the default, as Baileys and whatsmeow send it): joining a subgroup's community needs an admin's approval. */
    readonly membershipApprovalMode: v.OptionalSchema<v.PicklistSchema<["request_required", "auto_approve"], undefined>, "request_required">;
    /** Whether WhatsApp adds a general-chat subgroup (default true). */
    readonly createGeneralChat: v.OptionalSchema<v.BooleanSchema<undefined>, true>;
    /** Whether members who are not admins may create subgroups; off unless asked, as whatsapp-rust's community options default it. */
    readonly allowNonAdminSubGroupCreation: v.OptionalSchema<v.BooleanSchema<undefined>, false>;
}, undefined>;
export type CreateCommunityInput = v.InferOutput<typeof CreateCommunityBody>;
/** One shape per action, strict: a field of another action is a 422. */
export declare const SubgroupsBody: v.VariantSchema<"action", [v.StrictObjectSchema<{
    readonly action: v.LiteralSchema<"link", undefined>;
    readonly subGroupJids: v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>, undefined>, v.MinLengthAction<string[], 1, "name at least one group">, v.MaxLengthAction<string[], 100, "at most 100 groups">]>;
}, undefined>, v.StrictObjectSchema<{
    readonly action: v.LiteralSchema<"unlink", undefined>;
    readonly subGroupJids: v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>, undefined>, v.MinLengthAction<string[], 1, "name at least one group">, v.MaxLengthAction<string[], 100, "at most 100 groups">]>;
    readonly removeOrphanedMembers: v.BooleanSchema<undefined>;
}, undefined>, v.StrictObjectSchema<{
    readonly action: v.LiteralSchema<"join", undefined>;
    readonly subGroupJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
}, undefined>], undefined>;
export type SubgroupsInput = v.InferOutput<typeof SubgroupsBody>;
export declare const OwnershipBody: v.StrictObjectSchema<{
    readonly newOwnerJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
}, undefined>;
export declare const SuggestionsBody: v.StrictObjectSchema<{
    readonly hintSubgroupJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
}, undefined>;
export declare const SubgroupSchema: v.ObjectSchema<{
    readonly jid: v.StringSchema<undefined>;
    readonly subject: v.StringSchema<undefined>;
    readonly isCommunityAnnounce: v.BooleanSchema<undefined>;
    readonly size: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
}, undefined>;
export type Subgroup = v.InferOutput<typeof SubgroupSchema>;
export declare const CreatedCommunitySchema: v.ObjectSchema<{
    /** The announcement subgroup WhatsApp creates with every community. */
    readonly announcementGroupJid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    /** The general-chat subgroup `createGeneralChat` asked for, else null. */
    readonly generalChatJid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
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
    readonly membershipApprovalMode: v.NullableSchema<v.PicklistSchema<["request_required", "auto_approve"], undefined>, undefined>;
    readonly isCommunityAnnounce: v.BooleanSchema<undefined>;
    readonly parentCommunityJid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly addressingMode: v.PicklistSchema<["pn", "lid"], undefined>;
    readonly suspended: v.NullableSchema<v.BooleanSchema<undefined>, undefined>;
}, undefined>;
export declare const SubgroupListSchema: v.ArraySchema<v.ObjectSchema<{
    readonly jid: v.StringSchema<undefined>;
    readonly subject: v.StringSchema<undefined>;
    readonly isCommunityAnnounce: v.BooleanSchema<undefined>;
    readonly size: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
}, undefined>, undefined>;
/** `link` and `unlink` answer one row per group; `join` the subgroup joined. */
export declare const SubgroupsResultSchema: v.UnionSchema<[v.ArraySchema<v.ObjectSchema<{
    readonly jid: v.StringSchema<undefined>;
    readonly status: v.NumberSchema<undefined>;
    readonly error: v.NullableSchema<v.StringSchema<undefined>, undefined>;
}, undefined>, undefined>, v.ObjectSchema<{
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
    readonly membershipApprovalMode: v.NullableSchema<v.PicklistSchema<["request_required", "auto_approve"], undefined>, undefined>;
    readonly isCommunityAnnounce: v.BooleanSchema<undefined>;
    readonly parentCommunityJid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly addressingMode: v.PicklistSchema<["pn", "lid"], undefined>;
    readonly suspended: v.NullableSchema<v.BooleanSchema<undefined>, undefined>;
}, undefined>], undefined>;
export declare const CommunityParticipantsSchema: v.ArraySchema<v.ObjectSchema<{
    readonly jid: v.StringSchema<undefined>;
    readonly phoneJid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly lid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly role: v.PicklistSchema<["superadmin", "admin", "member"], undefined>;
}, undefined>, undefined>;
export declare const OwnershipResultSchema: v.ObjectSchema<{
    readonly communityJid: v.StringSchema<undefined>;
    readonly newOwnerJid: v.StringSchema<undefined>;
    readonly community: v.ObjectSchema<{
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
        readonly membershipApprovalMode: v.NullableSchema<v.PicklistSchema<["request_required", "auto_approve"], undefined>, undefined>;
        readonly isCommunityAnnounce: v.BooleanSchema<undefined>;
        readonly parentCommunityJid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly addressingMode: v.PicklistSchema<["pn", "lid"], undefined>;
        readonly suspended: v.NullableSchema<v.BooleanSchema<undefined>, undefined>;
    }, undefined>;
}, undefined>;
export declare const SuggestionListSchema: v.ArraySchema<v.ObjectSchema<{
    readonly jid: v.StringSchema<undefined>;
    readonly subject: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly creatorJid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly size: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
}, undefined>, undefined>;
export type SubgroupSuggestion = v.InferOutput<typeof SuggestionListSchema>[number];
export declare const DeactivatedSchema: v.ObjectSchema<{
    readonly communityJid: v.StringSchema<undefined>;
    readonly deactivated: v.LiteralSchema<true, undefined>;
}, undefined>;
