/** The groups operations: `engine.groups.<name>` and their routes. */
export declare const groupOperations: {
    list: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
    }, undefined>, undefined, undefined, import("valibot").ArraySchema<import("valibot").ObjectSchema<{
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
    }, undefined>, undefined>, "/sessions/:sessionId/groups">;
    create: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
    }, undefined>, undefined, import("valibot").StrictObjectSchema<{
        readonly subject: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").MinLengthAction<string, 1, "must not be empty">, import("valibot").MaxLengthAction<string, 100, "at most 100 characters">]>;
        readonly participants: import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>, undefined>, import("valibot").MinLengthAction<string[], 1, "name at least one participant">, import("valibot").MaxLengthAction<string[], 1024, "at most 1024 participants">]>;
        readonly description: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MaxLengthAction<string, 2048, "at most 2048 characters">]>, import("valibot").MinLengthAction<string, 1, "leave it out for no description">]>, undefined>;
    }, undefined>, import("valibot").ObjectSchema<{
        readonly participantResults: import("valibot").ArraySchema<import("valibot").ObjectSchema<{
            readonly addRequest: import("valibot").NullableSchema<import("valibot").ObjectSchema<{
                readonly code: import("valibot").StringSchema<undefined>;
                readonly expiration: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            }, undefined>, undefined>;
            readonly jid: import("valibot").StringSchema<undefined>;
            readonly status: import("valibot").NumberSchema<undefined>;
            readonly error: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        }, undefined>, undefined>;
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
    }, undefined>, "/sessions/:sessionId/groups">;
    previewInvite: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
    }, undefined>, undefined, import("valibot").StrictObjectSchema<{
        readonly code: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").TransformAction<string, string>, import("valibot").CheckAction<string, string>]>;
    }, undefined>, import("valibot").ObjectSchema<{
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
    }, undefined>, "/sessions/:sessionId/groups/invite/preview">;
    join: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
    }, undefined>, undefined, import("valibot").StrictObjectSchema<{
        readonly code: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").TransformAction<string, string>, import("valibot").CheckAction<string, string>]>;
    }, undefined>, import("valibot").ObjectSchema<{
        readonly groupJid: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly pendingApproval: import("valibot").BooleanSchema<undefined>;
    }, undefined>, "/sessions/:sessionId/groups/join">;
    leave: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
    }, undefined>, undefined, import("valibot").StrictObjectSchema<{
        readonly groupJids: import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>, undefined>, import("valibot").MinLengthAction<string[], 1, "name at least one group">, import("valibot").MaxLengthAction<string[], 100, "at most 100 groups">]>;
    }, undefined>, import("valibot").ArraySchema<import("valibot").ObjectSchema<{
        readonly jid: import("valibot").StringSchema<undefined>;
        readonly status: import("valibot").NumberSchema<undefined>;
        readonly error: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
    }, undefined>, undefined>, "/sessions/:sessionId/groups/leave">;
    get: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        readonly groupJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
    }, undefined>, undefined, undefined, import("valibot").ObjectSchema<{
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
    }, undefined>, "/sessions/:sessionId/groups/:groupJid">;
    updateProfile: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        readonly groupJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
    }, undefined>, undefined, import("valibot").SchemaWithPipe<readonly [import("valibot").StrictObjectSchema<{
        readonly subject: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").MinLengthAction<string, 1, "must not be empty">, import("valibot").MaxLengthAction<string, 100, "at most 100 characters">]>, undefined>;
        readonly description: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MaxLengthAction<string, 2048, "at most 2048 characters">]>, undefined>;
    }, undefined>, import("valibot").CheckAction<{
        subject?: string | undefined;
        description?: string | undefined;
    }, "send subject, description or both">]>, import("valibot").ObjectSchema<{
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
    }, undefined>, "/sessions/:sessionId/groups/:groupJid/profile">;
    setPicture: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        readonly groupJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
    }, undefined>, undefined, import("valibot").SchemaWithPipe<readonly [import("valibot").StrictObjectSchema<{
        readonly mediaUrl: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").UrlAction<string, "must be an absolute URL">, import("valibot").RegexAction<string, "must be an http or https URL">]>, undefined>;
        readonly upload: import("valibot").OptionalSchema<import("valibot").ObjectSchema<{
            readonly file: import("valibot").InstanceSchema<typeof import("../media/upload.js").SpooledFile, undefined>;
            readonly fileName: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly mimetype: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
        }, undefined>, undefined>;
    }, undefined>, import("valibot").CheckAction<{
        mediaUrl?: string | undefined;
        upload?: {
            file: import("../media/upload.js").SpooledFile;
            fileName?: string | undefined;
            mimetype?: string | undefined;
        } | undefined;
    }, "give exactly one of mediaUrl or a multipart \"media\" file">]>, import("valibot").ObjectSchema<{
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
    }, undefined>, "/sessions/:sessionId/groups/:groupJid/picture">;
    removePicture: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        readonly groupJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
    }, undefined>, undefined, undefined, import("valibot").ObjectSchema<{
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
    }, undefined>, "/sessions/:sessionId/groups/:groupJid/picture">;
    updateParticipants: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        readonly groupJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
    }, undefined>, undefined, import("valibot").StrictObjectSchema<{
        readonly action: import("valibot").PicklistSchema<readonly ["add", "remove", "promote", "demote"], undefined>;
        readonly participants: import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>, undefined>, import("valibot").MinLengthAction<string[], 1, "name at least one participant">, import("valibot").MaxLengthAction<string[], 1024, "at most 1024 participants">]>;
    }, undefined>, import("valibot").ArraySchema<import("valibot").ObjectSchema<{
        readonly addRequest: import("valibot").NullableSchema<import("valibot").ObjectSchema<{
            readonly code: import("valibot").StringSchema<undefined>;
            readonly expiration: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        }, undefined>, undefined>;
        readonly jid: import("valibot").StringSchema<undefined>;
        readonly status: import("valibot").NumberSchema<undefined>;
        readonly error: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
    }, undefined>, undefined>, "/sessions/:sessionId/groups/:groupJid/participants">;
    changeSetting: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        readonly groupJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
    }, undefined>, undefined, import("valibot").SchemaWithPipe<readonly [import("valibot").RecordSchema<import("valibot").StringSchema<undefined>, import("valibot").UnknownSchema, "must be a JSON object">, import("valibot").RawCheckAction<{
        [x: string]: unknown;
    }>, import("valibot").UnionSchema<(import("valibot").StrictObjectSchema<{
        readonly setting: import("valibot").PicklistSchema<["announcement", "locked", "join_approval"], undefined>;
        readonly enabled: import("valibot").BooleanSchema<undefined>;
    }, undefined> | import("valibot").StrictObjectSchema<{
        readonly memberAddMode: import("valibot").PicklistSchema<["admin_add", "all_member_add"], undefined>;
    }, undefined> | import("valibot").StrictObjectSchema<{
        readonly memberLinkMode: import("valibot").PicklistSchema<["admin_link", "all_member_link"], undefined>;
    }, undefined> | import("valibot").StrictObjectSchema<{
        readonly memberShareGroupHistoryMode: import("valibot").PicklistSchema<["admin_share", "all_member_share"], undefined>;
    }, undefined> | import("valibot").StrictObjectSchema<{
        readonly ephemeralDurationSeconds: import("valibot").PicklistSchema<[0, 86400, 604800, 7776000], "must be 0, 86400, 604800 or 7776000">;
    }, undefined>)[], `send exactly one of ${string}`>]>, import("valibot").ObjectSchema<{
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
    }, undefined>, "/sessions/:sessionId/groups/:groupJid/settings">;
    inviteCode: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        readonly groupJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
    }, undefined>, undefined, undefined, import("valibot").ObjectSchema<{
        readonly code: import("valibot").StringSchema<undefined>;
        readonly link: import("valibot").StringSchema<undefined>;
    }, undefined>, "/sessions/:sessionId/groups/:groupJid/invite-code">;
    revokeInvite: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        readonly groupJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
    }, undefined>, undefined, undefined, import("valibot").ObjectSchema<{
        readonly code: import("valibot").StringSchema<undefined>;
        readonly link: import("valibot").StringSchema<undefined>;
    }, undefined>, "/sessions/:sessionId/groups/:groupJid/invite/revoke">;
    membershipRequests: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        readonly groupJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
    }, undefined>, undefined, undefined, import("valibot").ArraySchema<import("valibot").ObjectSchema<{
        readonly jid: import("valibot").StringSchema<undefined>;
        readonly requestedAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
        readonly method: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
    }, undefined>, undefined>, "/sessions/:sessionId/groups/:groupJid/membership-requests">;
    answerMembershipRequests: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        readonly groupJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
    }, undefined>, undefined, import("valibot").VariantSchema<"action", [import("valibot").StrictObjectSchema<{
        readonly action: import("valibot").PicklistSchema<["approve", "reject"], undefined>;
        readonly participants: import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>, undefined>, import("valibot").MinLengthAction<string[], 1, "name at least one participant">, import("valibot").MaxLengthAction<string[], 1024, "at most 1024 participants">]>;
    }, undefined>, import("valibot").StrictObjectSchema<{
        readonly action: import("valibot").LiteralSchema<"cancel", undefined>;
    }, undefined>], undefined>, import("valibot").ArraySchema<import("valibot").ObjectSchema<{
        readonly jid: import("valibot").StringSchema<undefined>;
        readonly status: import("valibot").NumberSchema<undefined>;
        readonly error: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
    }, undefined>, undefined>, "/sessions/:sessionId/groups/:groupJid/membership-requests">;
    isInternal: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        readonly groupJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
    }, undefined>, undefined, undefined, import("valibot").ObjectSchema<{
        readonly groupJid: import("valibot").StringSchema<undefined>;
        readonly internal: import("valibot").NullableSchema<import("valibot").BooleanSchema<undefined>, undefined>;
    }, undefined>, "/sessions/:sessionId/groups/:groupJid/internal">;
    appealSuspension: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        readonly groupJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
    }, undefined>, undefined, import("valibot").StrictObjectSchema<{
        readonly reason: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").MinLengthAction<string, 1, "must not be empty">, import("valibot").MaxLengthAction<string, 1024, "at most 1024 characters">]>;
    }, undefined>, import("valibot").ObjectSchema<{
        readonly appealCreatedAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
        readonly responseCode: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly errorMessage: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
    }, undefined>, "/sessions/:sessionId/groups/:groupJid/suspension-appeal">;
};
