/** The message store's operations: `engine.messageStore.<name>` and their routes. */
export declare const messageStoreOperations: {
    listChats: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
    }, undefined>, import("valibot").StrictObjectSchema<{
        readonly archived: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").PicklistSchema<["true", "false"], "must be true or false">, import("valibot").TransformAction<"true" | "false", boolean>]>, undefined>;
        readonly unread: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").PicklistSchema<["true", "false"], "must be true or false">, import("valibot").TransformAction<"true" | "false", boolean>]>, undefined>;
        readonly kind: import("valibot").OptionalSchema<import("valibot").PicklistSchema<["user", "group", "channel"], "must be user, group or channel">, undefined>;
        readonly limit: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "must be a whole number from 1 to 100">, import("valibot").TransformAction<any, number>, import("valibot").MinValueAction<number, 1, "must be a whole number from 1 to 100">, import("valibot").MaxValueAction<number, 100, "must be a whole number from 1 to 100">]>, "20">;
        readonly cursor: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, "must not be empty">, import("valibot").MaxLengthAction<string, 1024, "at most 1024 characters">]>, undefined>;
    }, undefined>, undefined, {
        page: import("valibot").ObjectSchema<{
            readonly jid: import("valibot").StringSchema<undefined>;
            readonly name: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly kind: import("valibot").PicklistSchema<["user", "group", "channel"], undefined>;
            readonly unreadCount: import("valibot").NumberSchema<undefined>;
            readonly lastMessage: import("valibot").NullableSchema<import("valibot").ObjectSchema<{
                readonly id: import("valibot").StringSchema<undefined>;
                readonly fromMe: import("valibot").BooleanSchema<undefined>;
                readonly participant: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
                readonly timestamp: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            }, undefined>, undefined>;
            readonly archived: import("valibot").BooleanSchema<undefined>;
            readonly pinned: import("valibot").BooleanSchema<undefined>;
            readonly muted: import("valibot").BooleanSchema<undefined>;
            readonly mutedUntil: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly locked: import("valibot").BooleanSchema<undefined>;
            readonly lastActivityAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly messageCount: import("valibot").NumberSchema<undefined>;
        }, undefined>;
    }, "/sessions/:sessionId/chats">;
    getChat: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        readonly chatJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
    }, undefined>, undefined, undefined, import("valibot").ObjectSchema<{
        readonly jid: import("valibot").StringSchema<undefined>;
        readonly name: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly kind: import("valibot").PicklistSchema<["user", "group", "channel"], undefined>;
        readonly unreadCount: import("valibot").NumberSchema<undefined>;
        readonly lastMessage: import("valibot").NullableSchema<import("valibot").ObjectSchema<{
            readonly id: import("valibot").StringSchema<undefined>;
            readonly fromMe: import("valibot").BooleanSchema<undefined>;
            readonly participant: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly timestamp: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        }, undefined>, undefined>;
        readonly archived: import("valibot").BooleanSchema<undefined>;
        readonly pinned: import("valibot").BooleanSchema<undefined>;
        readonly muted: import("valibot").BooleanSchema<undefined>;
        readonly mutedUntil: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
        readonly locked: import("valibot").BooleanSchema<undefined>;
        readonly lastActivityAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
        readonly messageCount: import("valibot").NumberSchema<undefined>;
    }, undefined>, "/sessions/:sessionId/chats/:chatJid">;
    listMessages: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        readonly chatJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
    }, undefined>, import("valibot").SchemaWithPipe<readonly [import("valibot").StrictObjectSchema<{
        readonly before: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, "must not be empty">, import("valibot").MaxLengthAction<string, 128, "at most 128 characters">]>, undefined>;
        readonly after: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, "must not be empty">, import("valibot").MaxLengthAction<string, 128, "at most 128 characters">]>, undefined>;
        readonly limit: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "must be a whole number from 1 to 100">, import("valibot").TransformAction<any, number>, import("valibot").MinValueAction<number, 1, "must be a whole number from 1 to 100">, import("valibot").MaxValueAction<number, 100, "must be a whole number from 1 to 100">]>, "20">;
        readonly cursor: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, "must not be empty">, import("valibot").MaxLengthAction<string, 1024, "at most 1024 characters">]>, undefined>;
    }, undefined>, import("valibot").BaseValidation<{
        before?: string | undefined;
        after?: string | undefined;
        limit: number;
        cursor?: string | undefined;
    }, {
        before?: string | undefined;
        after?: string | undefined;
        limit: number;
        cursor?: string | undefined;
    }, import("valibot").CheckIssue<{
        before?: string | undefined;
        after?: string | undefined;
        limit: number;
        cursor?: string | undefined;
    }>>]>, undefined, {
        page: import("valibot").ObjectSchema<{
            readonly id: import("valibot").StringSchema<undefined>;
            readonly chatJid: import("valibot").StringSchema<undefined>;
            readonly from: import("valibot").StringSchema<undefined>;
            readonly fromMe: import("valibot").BooleanSchema<undefined>;
            readonly by: import("valibot").NullableSchema<import("valibot").PicklistSchema<["api", "phone"], undefined>, undefined>;
            readonly participant: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly pushName: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly timestamp: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly type: import("valibot").PicklistSchema<[...("text" | "image" | "video" | "audio" | "document" | "sticker" | "location" | "contact")[], "unknown"], undefined>;
            readonly text: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly caption: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly location: import("valibot").NullableSchema<import("valibot").ObjectSchema<{
                readonly latitude: import("valibot").NumberSchema<undefined>;
                readonly longitude: import("valibot").NumberSchema<undefined>;
                readonly name: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
                readonly address: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
            }, undefined>, undefined>;
            readonly contacts: import("valibot").NullableSchema<import("valibot").ArraySchema<import("valibot").ObjectSchema<{
                readonly displayName: import("valibot").StringSchema<undefined>;
                readonly vcard: import("valibot").StringSchema<undefined>;
            }, undefined>, undefined>, undefined>;
            readonly media: import("valibot").NullableSchema<import("valibot").ObjectSchema<{
                readonly mediaType: import("valibot").PicklistSchema<["image", "video", "audio", "document", "sticker"], undefined>;
                readonly mimetype: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
                readonly fileLength: import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>;
                readonly fileName: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
                readonly voice: import("valibot").OptionalSchema<import("valibot").BooleanSchema<undefined>, undefined>;
                readonly sha256: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            }, undefined>, undefined>;
            readonly quoted: import("valibot").NullableSchema<import("valibot").ObjectSchema<{
                readonly chatJid: import("valibot").StringSchema<undefined>;
                readonly id: import("valibot").StringSchema<undefined>;
                readonly fromMe: import("valibot").BooleanSchema<undefined>;
                readonly participant: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
            }, undefined>, undefined>;
            readonly mentions: import("valibot").ArraySchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly mediaUrl: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly status: import("valibot").NullableSchema<import("valibot").PicklistSchema<["pending", "sent", "delivered", "read", "played", "failed"], undefined>, undefined>;
            readonly receipts: import("valibot").ArraySchema<import("valibot").ObjectSchema<{
                readonly jid: import("valibot").StringSchema<undefined>;
                readonly deliveredAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
                readonly readAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
                readonly playedAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            }, undefined>, undefined>;
            readonly reactions: import("valibot").ArraySchema<import("valibot").ObjectSchema<{
                readonly from: import("valibot").StringSchema<undefined>;
                readonly emoji: import("valibot").StringSchema<undefined>;
                readonly timestamp: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            }, undefined>, undefined>;
            readonly edits: import("valibot").ArraySchema<import("valibot").ObjectSchema<{
                readonly text: import("valibot").StringSchema<undefined>;
                readonly editedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            }, undefined>, undefined>;
            readonly deleted: import("valibot").NullableSchema<import("valibot").ObjectSchema<{
                readonly forEveryone: import("valibot").BooleanSchema<undefined>;
                readonly fromMe: import("valibot").BooleanSchema<undefined>;
                readonly deletedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            }, undefined>, undefined>;
            readonly starred: import("valibot").BooleanSchema<undefined>;
            readonly pinned: import("valibot").NullSchema<undefined>;
            readonly poll: import("valibot").NullSchema<undefined>;
            readonly message: import("valibot").UnknownSchema;
        }, undefined>;
    }, "/sessions/:sessionId/chats/:chatJid/messages">;
    getMessage: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
        readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        readonly chatJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
        readonly messageId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, "must not be empty">, import("valibot").MaxLengthAction<string, 128, "at most 128 characters">]>;
    }, undefined>, undefined, undefined, import("valibot").ObjectSchema<{
        readonly id: import("valibot").StringSchema<undefined>;
        readonly chatJid: import("valibot").StringSchema<undefined>;
        readonly from: import("valibot").StringSchema<undefined>;
        readonly fromMe: import("valibot").BooleanSchema<undefined>;
        readonly by: import("valibot").NullableSchema<import("valibot").PicklistSchema<["api", "phone"], undefined>, undefined>;
        readonly participant: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly pushName: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly timestamp: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        readonly type: import("valibot").PicklistSchema<[...("text" | "image" | "video" | "audio" | "document" | "sticker" | "location" | "contact")[], "unknown"], undefined>;
        readonly text: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly caption: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly location: import("valibot").NullableSchema<import("valibot").ObjectSchema<{
            readonly latitude: import("valibot").NumberSchema<undefined>;
            readonly longitude: import("valibot").NumberSchema<undefined>;
            readonly name: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly address: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
        }, undefined>, undefined>;
        readonly contacts: import("valibot").NullableSchema<import("valibot").ArraySchema<import("valibot").ObjectSchema<{
            readonly displayName: import("valibot").StringSchema<undefined>;
            readonly vcard: import("valibot").StringSchema<undefined>;
        }, undefined>, undefined>, undefined>;
        readonly media: import("valibot").NullableSchema<import("valibot").ObjectSchema<{
            readonly mediaType: import("valibot").PicklistSchema<["image", "video", "audio", "document", "sticker"], undefined>;
            readonly mimetype: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly fileLength: import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>;
            readonly fileName: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly voice: import("valibot").OptionalSchema<import("valibot").BooleanSchema<undefined>, undefined>;
            readonly sha256: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        }, undefined>, undefined>;
        readonly quoted: import("valibot").NullableSchema<import("valibot").ObjectSchema<{
            readonly chatJid: import("valibot").StringSchema<undefined>;
            readonly id: import("valibot").StringSchema<undefined>;
            readonly fromMe: import("valibot").BooleanSchema<undefined>;
            readonly participant: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
        }, undefined>, undefined>;
        readonly mentions: import("valibot").ArraySchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly mediaUrl: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        readonly status: import("valibot").NullableSchema<import("valibot").PicklistSchema<["pending", "sent", "delivered", "read", "played", "failed"], undefined>, undefined>;
        readonly receipts: import("valibot").ArraySchema<import("valibot").ObjectSchema<{
            readonly jid: import("valibot").StringSchema<undefined>;
            readonly deliveredAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly readAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly playedAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
        }, undefined>, undefined>;
        readonly reactions: import("valibot").ArraySchema<import("valibot").ObjectSchema<{
            readonly from: import("valibot").StringSchema<undefined>;
            readonly emoji: import("valibot").StringSchema<undefined>;
            readonly timestamp: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        }, undefined>, undefined>;
        readonly edits: import("valibot").ArraySchema<import("valibot").ObjectSchema<{
            readonly text: import("valibot").StringSchema<undefined>;
            readonly editedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        }, undefined>, undefined>;
        readonly deleted: import("valibot").NullableSchema<import("valibot").ObjectSchema<{
            readonly forEveryone: import("valibot").BooleanSchema<undefined>;
            readonly fromMe: import("valibot").BooleanSchema<undefined>;
            readonly deletedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        }, undefined>, undefined>;
        readonly starred: import("valibot").BooleanSchema<undefined>;
        readonly pinned: import("valibot").NullSchema<undefined>;
        readonly poll: import("valibot").NullSchema<undefined>;
        readonly message: import("valibot").UnknownSchema;
    }, undefined>, "/sessions/:sessionId/chats/:chatJid/messages/:messageId">;
};
