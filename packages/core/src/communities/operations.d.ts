/** The communities operations: `engine.communities.<name>` and their routes. */
export declare const communityOperations: {
    create: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
    }, undefined>, undefined, import("valibot").StrictObjectSchema<{
        readonly subject: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").MinLengthAction<string, 1, "must not be empty">, import("valibot").MaxLengthAction<string, 100, "at most 100 characters">]>;
        readonly description: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MaxLengthAction<string, 2048, "at most 2048 characters">]>, import("valibot").MinLengthAction<string, 1, "leave it out for no description">]>, undefined>;
        readonly membershipApprovalMode: import("valibot").OptionalSchema<import("valibot").PicklistSchema<["request_required", "auto_approve"], undefined>, "request_required">;
        readonly createGeneralChat: import("valibot").OptionalSchema<import("valibot").BooleanSchema<undefined>, true>;
        readonly allowNonAdminSubGroupCreation: import("valibot").OptionalSchema<import("valibot").BooleanSchema<undefined>, false>;
    }, undefined>, import("valibot").ObjectSchema<{
        readonly announcementGroupJid: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly generalChatJid: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly jid: import("valibot").StringSchema<undefined>;
        readonly subject: import("valibot").StringSchema<undefined>;
        readonly subjectOwner: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly subjectUpdatedAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
        readonly description: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly descriptionId: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly owner: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly createdAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
        readonly size: import("valibot").NumberSchema<undefined>;
        readonly participants: import("valibot").ArraySchema<import("valibot").ObjectSchema<{
            readonly jid: import("valibot").StringSchema<undefined>;
            readonly phoneJid: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly lid: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly role: import("valibot").PicklistSchema<["superadmin", "admin", "member"], undefined>;
        }, undefined>, undefined>;
        readonly settings: import("valibot").ObjectSchema<{
            readonly announcement: import("valibot").BooleanSchema<undefined>;
            readonly locked: import("valibot").BooleanSchema<undefined>;
            readonly joinApproval: import("valibot").BooleanSchema<undefined>;
            readonly memberAddMode: import("valibot").NullableSchema<import("valibot").PicklistSchema<["admin_add", "all_member_add"], undefined>, undefined>;
            readonly memberLinkMode: import("valibot").NullableSchema<import("valibot").PicklistSchema<["admin_link", "all_member_link"], undefined>, undefined>;
            readonly memberShareGroupHistoryMode: import("valibot").NullableSchema<import("valibot").PicklistSchema<["admin_share", "all_member_share"], undefined>, undefined>;
            readonly ephemeralDurationSeconds: import("valibot").NumberSchema<undefined>;
        }, undefined>;
        readonly isCommunity: import("valibot").BooleanSchema<undefined>;
        readonly membershipApprovalMode: import("valibot").NullableSchema<import("valibot").PicklistSchema<["request_required", "auto_approve"], undefined>, undefined>;
        readonly isCommunityAnnounce: import("valibot").BooleanSchema<undefined>;
        readonly parentCommunityJid: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly addressingMode: import("valibot").PicklistSchema<["pn", "lid"], undefined>;
        readonly suspended: import("valibot").NullableSchema<import("valibot").BooleanSchema<undefined>, undefined>;
    }, undefined>, "/sessions/:sessionId/communities">;
    subgroups: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        readonly communityJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
    }, undefined>, undefined, undefined, import("valibot").ArraySchema<import("valibot").ObjectSchema<{
        readonly jid: import("valibot").StringSchema<undefined>;
        readonly subject: import("valibot").StringSchema<undefined>;
        readonly isCommunityAnnounce: import("valibot").BooleanSchema<undefined>;
        readonly size: import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>;
    }, undefined>, undefined>, "/sessions/:sessionId/communities/:communityJid/subgroups">;
    changeSubgroups: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        readonly communityJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
    }, undefined>, undefined, import("valibot").VariantSchema<"action", [import("valibot").StrictObjectSchema<{
        readonly action: import("valibot").LiteralSchema<"link", undefined>;
        readonly subGroupJids: import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>, undefined>, import("valibot").MinLengthAction<string[], 1, "name at least one group">, import("valibot").MaxLengthAction<string[], 100, "at most 100 groups">]>;
    }, undefined>, import("valibot").StrictObjectSchema<{
        readonly action: import("valibot").LiteralSchema<"unlink", undefined>;
        readonly subGroupJids: import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>, undefined>, import("valibot").MinLengthAction<string[], 1, "name at least one group">, import("valibot").MaxLengthAction<string[], 100, "at most 100 groups">]>;
        readonly removeOrphanedMembers: import("valibot").BooleanSchema<undefined>;
    }, undefined>, import("valibot").StrictObjectSchema<{
        readonly action: import("valibot").LiteralSchema<"join", undefined>;
        readonly subGroupJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
    }, undefined>], undefined>, import("valibot").UnionSchema<[import("valibot").ArraySchema<import("valibot").ObjectSchema<{
        readonly jid: import("valibot").StringSchema<undefined>;
        readonly status: import("valibot").NumberSchema<undefined>;
        readonly error: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
    }, undefined>, undefined>, import("valibot").ObjectSchema<{
        readonly jid: import("valibot").StringSchema<undefined>;
        readonly subject: import("valibot").StringSchema<undefined>;
        readonly subjectOwner: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly subjectUpdatedAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
        readonly description: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly descriptionId: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly owner: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly createdAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
        readonly size: import("valibot").NumberSchema<undefined>;
        readonly participants: import("valibot").ArraySchema<import("valibot").ObjectSchema<{
            readonly jid: import("valibot").StringSchema<undefined>;
            readonly phoneJid: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly lid: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly role: import("valibot").PicklistSchema<["superadmin", "admin", "member"], undefined>;
        }, undefined>, undefined>;
        readonly settings: import("valibot").ObjectSchema<{
            readonly announcement: import("valibot").BooleanSchema<undefined>;
            readonly locked: import("valibot").BooleanSchema<undefined>;
            readonly joinApproval: import("valibot").BooleanSchema<undefined>;
            readonly memberAddMode: import("valibot").NullableSchema<import("valibot").PicklistSchema<["admin_add", "all_member_add"], undefined>, undefined>;
            readonly memberLinkMode: import("valibot").NullableSchema<import("valibot").PicklistSchema<["admin_link", "all_member_link"], undefined>, undefined>;
            readonly memberShareGroupHistoryMode: import("valibot").NullableSchema<import("valibot").PicklistSchema<["admin_share", "all_member_share"], undefined>, undefined>;
            readonly ephemeralDurationSeconds: import("valibot").NumberSchema<undefined>;
        }, undefined>;
        readonly isCommunity: import("valibot").BooleanSchema<undefined>;
        readonly membershipApprovalMode: import("valibot").NullableSchema<import("valibot").PicklistSchema<["request_required", "auto_approve"], undefined>, undefined>;
        readonly isCommunityAnnounce: import("valibot").BooleanSchema<undefined>;
        readonly parentCommunityJid: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly addressingMode: import("valibot").PicklistSchema<["pn", "lid"], undefined>;
        readonly suspended: import("valibot").NullableSchema<import("valibot").BooleanSchema<undefined>, undefined>;
    }, undefined>], undefined>, "/sessions/:sessionId/communities/:communityJid/subgroups">;
    participants: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        readonly communityJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
    }, undefined>, undefined, undefined, import("valibot").ArraySchema<import("valibot").ObjectSchema<{
        readonly jid: import("valibot").StringSchema<undefined>;
        readonly phoneJid: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly lid: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly role: import("valibot").PicklistSchema<["superadmin", "admin", "member"], undefined>;
    }, undefined>, undefined>, "/sessions/:sessionId/communities/:communityJid/participants">;
    transferOwnership: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        readonly communityJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
    }, undefined>, undefined, import("valibot").StrictObjectSchema<{
        readonly newOwnerJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
    }, undefined>, import("valibot").ObjectSchema<{
        readonly communityJid: import("valibot").StringSchema<undefined>;
        readonly newOwnerJid: import("valibot").StringSchema<undefined>;
        readonly community: import("valibot").ObjectSchema<{
            readonly jid: import("valibot").StringSchema<undefined>;
            readonly subject: import("valibot").StringSchema<undefined>;
            readonly subjectOwner: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly subjectUpdatedAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly description: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly descriptionId: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly owner: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly createdAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly size: import("valibot").NumberSchema<undefined>;
            readonly participants: import("valibot").ArraySchema<import("valibot").ObjectSchema<{
                readonly jid: import("valibot").StringSchema<undefined>;
                readonly phoneJid: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
                readonly lid: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
                readonly role: import("valibot").PicklistSchema<["superadmin", "admin", "member"], undefined>;
            }, undefined>, undefined>;
            readonly settings: import("valibot").ObjectSchema<{
                readonly announcement: import("valibot").BooleanSchema<undefined>;
                readonly locked: import("valibot").BooleanSchema<undefined>;
                readonly joinApproval: import("valibot").BooleanSchema<undefined>;
                readonly memberAddMode: import("valibot").NullableSchema<import("valibot").PicklistSchema<["admin_add", "all_member_add"], undefined>, undefined>;
                readonly memberLinkMode: import("valibot").NullableSchema<import("valibot").PicklistSchema<["admin_link", "all_member_link"], undefined>, undefined>;
                readonly memberShareGroupHistoryMode: import("valibot").NullableSchema<import("valibot").PicklistSchema<["admin_share", "all_member_share"], undefined>, undefined>;
                readonly ephemeralDurationSeconds: import("valibot").NumberSchema<undefined>;
            }, undefined>;
            readonly isCommunity: import("valibot").BooleanSchema<undefined>;
            readonly membershipApprovalMode: import("valibot").NullableSchema<import("valibot").PicklistSchema<["request_required", "auto_approve"], undefined>, undefined>;
            readonly isCommunityAnnounce: import("valibot").BooleanSchema<undefined>;
            readonly parentCommunityJid: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly addressingMode: import("valibot").PicklistSchema<["pn", "lid"], undefined>;
            readonly suspended: import("valibot").NullableSchema<import("valibot").BooleanSchema<undefined>, undefined>;
        }, undefined>;
    }, undefined>, "/sessions/:sessionId/communities/:communityJid/ownership">;
    suggestions: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        readonly communityJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
    }, undefined>, undefined, import("valibot").StrictObjectSchema<{
        readonly hintSubgroupJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
    }, undefined>, import("valibot").ArraySchema<import("valibot").ObjectSchema<{
        readonly jid: import("valibot").StringSchema<undefined>;
        readonly subject: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly creatorJid: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly size: import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>;
    }, undefined>, undefined>, "/sessions/:sessionId/communities/:communityJid/subgroup-suggestions">;
    deactivate: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        readonly communityJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
    }, undefined>, undefined, undefined, import("valibot").ObjectSchema<{
        readonly communityJid: import("valibot").StringSchema<undefined>;
        readonly deactivated: import("valibot").LiteralSchema<true, undefined>;
    }, undefined>, "/sessions/:sessionId/communities/:communityJid">;
};
