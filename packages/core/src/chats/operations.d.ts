/** The chats operations: `engine.chats.<name>` and their routes. */
export declare const chatOperations: {
    act: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
    }, undefined>, undefined, import("valibot").VariantSchema<"action", [import("valibot").StrictObjectSchema<{
        readonly chatJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
        readonly action: import("valibot").LiteralSchema<"mute", undefined>;
    } & {
        muteEndTimestampMs: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<"must be a number">, import("valibot").IntegerAction<number, "must be a whole number of milliseconds">, import("valibot").CheckAction<number, "must be a time in milliseconds since the epoch, or -1 to mute for always">]>;
    }, (issue: import("valibot").BaseIssue<unknown>) => string>, import("valibot").StrictObjectSchema<{
        readonly chatJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
        readonly action: import("valibot").LiteralSchema<"unmute", undefined>;
    }, (issue: import("valibot").BaseIssue<unknown>) => string>, import("valibot").StrictObjectSchema<{
        readonly chatJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
        readonly action: import("valibot").LiteralSchema<"pin", undefined>;
    }, (issue: import("valibot").BaseIssue<unknown>) => string>, import("valibot").StrictObjectSchema<{
        readonly chatJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
        readonly action: import("valibot").LiteralSchema<"unpin", undefined>;
    }, (issue: import("valibot").BaseIssue<unknown>) => string>, import("valibot").StrictObjectSchema<{
        readonly chatJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
        readonly action: import("valibot").LiteralSchema<"archive", undefined>;
    }, (issue: import("valibot").BaseIssue<unknown>) => string>, import("valibot").StrictObjectSchema<{
        readonly chatJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
        readonly action: import("valibot").LiteralSchema<"unarchive", undefined>;
    }, (issue: import("valibot").BaseIssue<unknown>) => string>, import("valibot").StrictObjectSchema<{
        readonly chatJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
        readonly action: import("valibot").LiteralSchema<"mark_read", undefined>;
    }, (issue: import("valibot").BaseIssue<unknown>) => string>, import("valibot").StrictObjectSchema<{
        readonly chatJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
        readonly action: import("valibot").LiteralSchema<"mark_unread", undefined>;
    }, (issue: import("valibot").BaseIssue<unknown>) => string>, import("valibot").StrictObjectSchema<{
        readonly chatJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
        readonly action: import("valibot").LiteralSchema<"lock", undefined>;
    }, (issue: import("valibot").BaseIssue<unknown>) => string>, import("valibot").StrictObjectSchema<{
        readonly chatJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
        readonly action: import("valibot").LiteralSchema<"unlock", undefined>;
    }, (issue: import("valibot").BaseIssue<unknown>) => string>, import("valibot").StrictObjectSchema<{
        readonly chatJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
        readonly action: import("valibot").LiteralSchema<"clear", undefined>;
    } & {
        deleteStarred: import("valibot").OptionalSchema<import("valibot").BooleanSchema<"must be true or false">, false>;
        deleteMedia: import("valibot").OptionalSchema<import("valibot").BooleanSchema<"must be true or false">, false>;
    }, (issue: import("valibot").BaseIssue<unknown>) => string>, import("valibot").StrictObjectSchema<{
        readonly chatJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
        readonly action: import("valibot").LiteralSchema<"delete", undefined>;
    } & {
        deleteMedia: import("valibot").OptionalSchema<import("valibot").BooleanSchema<"must be true or false">, false>;
    }, (issue: import("valibot").BaseIssue<unknown>) => string>], `must be one of ${string}`>, import("valibot").ObjectSchema<{
        readonly sessionId: import("valibot").StringSchema<undefined>;
        readonly to: import("valibot").StringSchema<undefined>;
        readonly action: import("valibot").PicklistSchema<readonly ["mute", "unmute", "pin", "unpin", "archive", "unarchive", "mark_read", "mark_unread", "lock", "unlock", "clear", "delete"], undefined>;
        readonly messageId: import("valibot").NullSchema<undefined>;
    }, undefined>, "/sessions/:sessionId/chats/action">;
    star: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
    }, undefined>, undefined, import("valibot").StrictObjectSchema<{
        readonly message: import("valibot").SchemaWithPipe<readonly [import("valibot").StrictObjectSchema<{
            readonly chatJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
            readonly id: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").MinLengthAction<string, 1, "must not be empty">, import("valibot").MaxLengthAction<string, 128, "at most 128 characters">]>;
            readonly fromMe: import("valibot").BooleanSchema<"must be true or false">;
            readonly participant: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>, undefined>;
        }, undefined>, import("valibot").BaseValidation<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, {
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, import("valibot").CheckIssue<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }>>, import("valibot").BaseValidation<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, {
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }, import("valibot").CheckIssue<{
            chatJid: string;
            id: string;
            fromMe: boolean;
            participant?: string | undefined;
        }>>]>;
        readonly starred: import("valibot").BooleanSchema<"must be true or false; false unstars">;
    }, undefined>, import("valibot").ObjectSchema<{
        readonly chatJid: import("valibot").StringSchema<undefined>;
        readonly messageId: import("valibot").StringSchema<undefined>;
        readonly starred: import("valibot").BooleanSchema<undefined>;
    }, undefined>, "/sessions/:sessionId/chats/messages/star">;
};
