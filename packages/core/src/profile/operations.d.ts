/** The account's own profile: `engine.profile.<name>` and their routes (an extension of the spec). */
export declare const profileOperations: {
    read: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
    }, undefined>, undefined, undefined, import("valibot").ObjectSchema<{
        readonly jid: import("valibot").StringSchema<undefined>;
        readonly lid: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly name: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly about: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly pictureUrl: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
    }, undefined>, "/sessions/:sessionId/profile">;
    update: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
    }, undefined>, undefined, import("valibot").SchemaWithPipe<readonly [import("valibot").StrictObjectSchema<{
        readonly name: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").MinLengthAction<string, 1, "must not be empty">, import("valibot").MaxLengthAction<string, 25, "at most 25 characters">]>, undefined>;
        readonly about: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, "must not be empty">, import("valibot").MaxLengthAction<string, 139, "at most 139 characters">]>, undefined>;
    }, undefined>, import("valibot").CheckAction<{
        name?: string | undefined;
        about?: string | undefined;
    }, "give name, about or both">]>, import("valibot").ObjectSchema<{
        readonly jid: import("valibot").StringSchema<undefined>;
        readonly lid: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly name: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly about: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly pictureUrl: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
    }, undefined>, "/sessions/:sessionId/profile">;
    setPicture: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
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
        readonly lid: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly name: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly about: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly pictureUrl: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
    }, undefined>, "/sessions/:sessionId/profile/picture">;
    removePicture: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
    }, undefined>, undefined, undefined, import("valibot").ObjectSchema<{
        readonly deleted: import("valibot").LiteralSchema<true, undefined>;
    }, undefined>, "/sessions/:sessionId/profile/picture">;
    privacy: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
    }, undefined>, undefined, undefined, import("valibot").ObjectSchema<Record<"messages" | "online" | "calls" | "lastSeen" | "about" | "profilePicture" | "readReceipts" | "groupAdd", import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>>, undefined>, "/sessions/:sessionId/privacy">;
    updatePrivacy: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
    }, undefined>, undefined, import("valibot").SchemaWithPipe<readonly [import("valibot").StrictObjectSchema<{
        readonly lastSeen: import("valibot").OptionalSchema<import("valibot").PicklistSchema<readonly ["all", "contacts", "contact_blacklist", "none"], `must be one of ${string}`>, undefined>;
        readonly online: import("valibot").OptionalSchema<import("valibot").PicklistSchema<readonly ["all", "match_last_seen"], `must be one of ${string}`>, undefined>;
        readonly profilePicture: import("valibot").OptionalSchema<import("valibot").PicklistSchema<readonly ["all", "contacts", "contact_blacklist", "none"], `must be one of ${string}`>, undefined>;
        readonly about: import("valibot").OptionalSchema<import("valibot").PicklistSchema<readonly ["all", "contacts", "contact_blacklist", "none"], `must be one of ${string}`>, undefined>;
        readonly readReceipts: import("valibot").OptionalSchema<import("valibot").PicklistSchema<readonly ["all", "none"], `must be one of ${string}`>, undefined>;
        readonly groupAdd: import("valibot").OptionalSchema<import("valibot").PicklistSchema<readonly ["all", "contacts", "contact_blacklist"], `must be one of ${string}`>, undefined>;
        readonly calls: import("valibot").OptionalSchema<import("valibot").PicklistSchema<readonly ["all", "known"], `must be one of ${string}`>, undefined>;
        readonly messages: import("valibot").OptionalSchema<import("valibot").PicklistSchema<readonly ["all", "contacts"], `must be one of ${string}`>, undefined>;
    }, undefined>, import("valibot").CheckAction<{
        lastSeen?: "all" | "contacts" | "contact_blacklist" | "none" | undefined;
        online?: "all" | "match_last_seen" | undefined;
        profilePicture?: "all" | "contacts" | "contact_blacklist" | "none" | undefined;
        about?: "all" | "contacts" | "contact_blacklist" | "none" | undefined;
        readReceipts?: "all" | "none" | undefined;
        groupAdd?: "all" | "contacts" | "contact_blacklist" | undefined;
        calls?: "all" | "known" | undefined;
        messages?: "all" | "contacts" | undefined;
    }, "give at least one setting">]>, import("valibot").ObjectSchema<Record<"messages" | "online" | "calls" | "lastSeen" | "about" | "profilePicture" | "readReceipts" | "groupAdd", import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>>, undefined>, "/sessions/:sessionId/privacy">;
};
