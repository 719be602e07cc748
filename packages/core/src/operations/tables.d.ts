/**
 * Every domain's operations, by the engine property that holds them (`engine.sessions.create`); the route
 * table is built from the same tables (http/routes/index.ts).
 */
export declare const operationTables: {
    sessions: {
        create: import("test/support/checked-core.js").Operation<undefined, undefined, import("valibot").StrictObjectSchema<{
            readonly sessionId: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>, undefined>;
            readonly displayName: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").MinLengthAction<string, 1, "must not be empty">, import("valibot").MaxLengthAction<string, 64, "at most 64 characters">]>;
            readonly deviceBrowser: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").MinLengthAction<string, 1, "must not be empty">, import("valibot").MaxLengthAction<string, 32, "at most 32 characters">]>, "Chrome">;
        }, undefined>, import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").StringSchema<undefined>;
            readonly displayName: import("valibot").StringSchema<undefined>;
            readonly deviceBrowser: import("valibot").StringSchema<undefined>;
            readonly status: import("valibot").PicklistSchema<["created", "connected"], undefined>;
            readonly paired: import("valibot").BooleanSchema<undefined>;
            readonly phoneJid: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly lid: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly createdAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly updatedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly lastConnectedAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly lastDisconnect: import("valibot").NullableSchema<import("valibot").ObjectSchema<{
                readonly at: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
                readonly statusCode: import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>;
                readonly reason: import("valibot").StringSchema<undefined>;
                readonly message: import("valibot").StringSchema<undefined>;
            }, undefined>, undefined>;
            readonly errorReason: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly active: import("valibot").BooleanSchema<undefined>;
            readonly connected: import("valibot").BooleanSchema<undefined>;
            readonly connectionState: import("valibot").PicklistSchema<["inactive", "connecting", "connected", "disconnected", "error"], undefined>;
            readonly qrAvailable: import("valibot").BooleanSchema<undefined>;
            readonly qrExpiresAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly errorMessage: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
        }, undefined>, "/sessions">;
        list: import("test/support/checked-core.js").Operation<undefined, undefined, undefined, import("valibot").ArraySchema<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").StringSchema<undefined>;
            readonly displayName: import("valibot").StringSchema<undefined>;
            readonly deviceBrowser: import("valibot").StringSchema<undefined>;
            readonly status: import("valibot").PicklistSchema<["created", "connected"], undefined>;
            readonly paired: import("valibot").BooleanSchema<undefined>;
            readonly phoneJid: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly lid: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly createdAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly updatedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly lastConnectedAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly lastDisconnect: import("valibot").NullableSchema<import("valibot").ObjectSchema<{
                readonly at: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
                readonly statusCode: import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>;
                readonly reason: import("valibot").StringSchema<undefined>;
                readonly message: import("valibot").StringSchema<undefined>;
            }, undefined>, undefined>;
            readonly errorReason: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly active: import("valibot").BooleanSchema<undefined>;
            readonly connected: import("valibot").BooleanSchema<undefined>;
            readonly connectionState: import("valibot").PicklistSchema<["inactive", "connecting", "connected", "disconnected", "error"], undefined>;
            readonly qrAvailable: import("valibot").BooleanSchema<undefined>;
            readonly qrExpiresAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly errorMessage: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
        }, undefined>, undefined>, "/sessions">;
        status: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        }, undefined>, undefined, undefined, import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").StringSchema<undefined>;
            readonly displayName: import("valibot").StringSchema<undefined>;
            readonly deviceBrowser: import("valibot").StringSchema<undefined>;
            readonly status: import("valibot").PicklistSchema<["created", "connected"], undefined>;
            readonly paired: import("valibot").BooleanSchema<undefined>;
            readonly phoneJid: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly lid: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly createdAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly updatedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly lastConnectedAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly lastDisconnect: import("valibot").NullableSchema<import("valibot").ObjectSchema<{
                readonly at: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
                readonly statusCode: import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>;
                readonly reason: import("valibot").StringSchema<undefined>;
                readonly message: import("valibot").StringSchema<undefined>;
            }, undefined>, undefined>;
            readonly errorReason: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly active: import("valibot").BooleanSchema<undefined>;
            readonly connected: import("valibot").BooleanSchema<undefined>;
            readonly connectionState: import("valibot").PicklistSchema<["inactive", "connecting", "connected", "disconnected", "error"], undefined>;
            readonly qrAvailable: import("valibot").BooleanSchema<undefined>;
            readonly qrExpiresAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly errorMessage: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
        }, undefined>, "/sessions/:sessionId">;
        delete: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        }, undefined>, undefined, undefined, import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").StringSchema<undefined>;
            readonly deleted: import("valibot").LiteralSchema<true, undefined>;
            readonly loggedOut: import("valibot").BooleanSchema<undefined>;
        }, undefined>, "/sessions/:sessionId">;
        connect: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        }, undefined>, undefined, undefined, import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").StringSchema<undefined>;
            readonly displayName: import("valibot").StringSchema<undefined>;
            readonly deviceBrowser: import("valibot").StringSchema<undefined>;
            readonly status: import("valibot").PicklistSchema<["created", "connected"], undefined>;
            readonly paired: import("valibot").BooleanSchema<undefined>;
            readonly phoneJid: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly lid: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly createdAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly updatedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly lastConnectedAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly lastDisconnect: import("valibot").NullableSchema<import("valibot").ObjectSchema<{
                readonly at: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
                readonly statusCode: import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>;
                readonly reason: import("valibot").StringSchema<undefined>;
                readonly message: import("valibot").StringSchema<undefined>;
            }, undefined>, undefined>;
            readonly errorReason: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly active: import("valibot").BooleanSchema<undefined>;
            readonly connected: import("valibot").BooleanSchema<undefined>;
            readonly connectionState: import("valibot").PicklistSchema<["inactive", "connecting", "connected", "disconnected", "error"], undefined>;
            readonly qrAvailable: import("valibot").BooleanSchema<undefined>;
            readonly qrExpiresAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly errorMessage: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
        }, undefined>, "/sessions/:sessionId/connect">;
        disconnect: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        }, undefined>, undefined, undefined, import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").StringSchema<undefined>;
            readonly displayName: import("valibot").StringSchema<undefined>;
            readonly deviceBrowser: import("valibot").StringSchema<undefined>;
            readonly status: import("valibot").PicklistSchema<["created", "connected"], undefined>;
            readonly paired: import("valibot").BooleanSchema<undefined>;
            readonly phoneJid: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly lid: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly createdAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly updatedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly lastConnectedAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly lastDisconnect: import("valibot").NullableSchema<import("valibot").ObjectSchema<{
                readonly at: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
                readonly statusCode: import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>;
                readonly reason: import("valibot").StringSchema<undefined>;
                readonly message: import("valibot").StringSchema<undefined>;
            }, undefined>, undefined>;
            readonly errorReason: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly active: import("valibot").BooleanSchema<undefined>;
            readonly connected: import("valibot").BooleanSchema<undefined>;
            readonly connectionState: import("valibot").PicklistSchema<["inactive", "connecting", "connected", "disconnected", "error"], undefined>;
            readonly qrAvailable: import("valibot").BooleanSchema<undefined>;
            readonly qrExpiresAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly errorMessage: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
        }, undefined>, "/sessions/:sessionId/disconnect">;
        requestPairingCode: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        }, undefined>, undefined, import("valibot").StrictObjectSchema<{
            readonly phoneNumber: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "must be 7-15 digits with the country code, no \"+\", spaces or dashes">]>;
        }, undefined>, import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").StringSchema<undefined>;
            readonly phoneNumber: import("valibot").StringSchema<undefined>;
            readonly code: import("valibot").StringSchema<undefined>;
        }, undefined>, "/sessions/:sessionId/auth/pairing-code">;
        qr: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        }, undefined>, undefined, undefined, import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").StringSchema<undefined>;
            readonly qr: import("valibot").StringSchema<undefined>;
            readonly expiresAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly pngDataUrl: import("valibot").StringSchema<undefined>;
        }, undefined>, "/sessions/:sessionId/auth/qr">;
    };
    messages: {
        sendText: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        }, undefined>, undefined, import("valibot").StrictObjectSchema<{
            readonly quoted: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StrictObjectSchema<{
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
            }>>]>, undefined>;
            readonly mentions: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>, undefined>, import("valibot").MinLengthAction<string[], 1, "name at least one person">, import("valibot").MaxLengthAction<string[], 1024, "at most 1024">]>, undefined>;
            readonly to: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").CheckAction<string, "must be phone digits with the country code, or a JID (…@s.whatsapp.net, …@lid, …@g.us)">]>;
            readonly content: import("valibot").StrictObjectSchema<{
                readonly type: import("valibot").LiteralSchema<"text", "must be \"text\" on this path (the last path segment selects the content type)">;
                readonly text: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, "must not be empty">, import("valibot").MaxLengthAction<string, 65536, "at most 65536 characters">]>;
            }, undefined>;
        }, undefined>, import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").StringSchema<undefined>;
            readonly messageId: import("valibot").StringSchema<undefined>;
            readonly to: import("valibot").StringSchema<undefined>;
            readonly chatJid: import("valibot").StringSchema<undefined>;
            readonly contentType: import("valibot").PicklistSchema<("text" | "image" | "video" | "audio" | "document" | "sticker" | "location" | "contact")[], undefined>;
            readonly text: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly quoted: import("valibot").OptionalSchema<import("valibot").ObjectSchema<{
                readonly chatJid: import("valibot").StringSchema<undefined>;
                readonly id: import("valibot").StringSchema<undefined>;
                readonly fromMe: import("valibot").BooleanSchema<undefined>;
                readonly participant: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
            }, undefined>, undefined>;
            readonly mentions: import("valibot").OptionalSchema<import("valibot").ArraySchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
            readonly mediaUrl: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly caption: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly status: import("valibot").LiteralSchema<"sent", undefined>;
            readonly timestamp: import("valibot").StringSchema<undefined>;
            readonly by: import("valibot").LiteralSchema<"api", undefined>;
        }, undefined>, "/sessions/:sessionId/messages" | "/sessions/:sessionId/messages/text">;
        sendImage: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        }, undefined>, undefined, import("valibot").StrictObjectSchema<{
            readonly quoted: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StrictObjectSchema<{
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
            }>>]>, undefined>;
            readonly mentions: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>, undefined>, import("valibot").MinLengthAction<string[], 1, "name at least one person">, import("valibot").MaxLengthAction<string[], 1024, "at most 1024">]>, undefined>;
            readonly to: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").CheckAction<string, "must be phone digits with the country code, or a JID (…@s.whatsapp.net, …@lid, …@g.us)">]>;
            readonly content: import("valibot").SchemaWithPipe<readonly [import("valibot").StrictObjectSchema<{
                readonly type: import("valibot").LiteralSchema<"image", "must be \"image\" on this path (the last path segment selects the content type)">;
                readonly mediaUrl: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").UrlAction<string, "must be an absolute URL">, import("valibot").RegexAction<string, "must be an http or https URL">]>, undefined>;
                readonly upload: import("valibot").OptionalSchema<import("valibot").ObjectSchema<{
                    readonly file: import("valibot").InstanceSchema<typeof import("../media/upload.js").SpooledFile, undefined>;
                    readonly fileName: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
                    readonly mimetype: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
                }, undefined>, undefined>;
                readonly mimetype: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "must be a MIME type such as image/jpeg">]>, undefined>;
            } & {
                caption: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MaxLengthAction<string, 4096, "at most 4096 characters">]>, undefined>;
            }, undefined>, import("valibot").CheckAction<{
                type: "image";
                mediaUrl?: string | undefined;
                upload?: {
                    file: import("../media/upload.js").SpooledFile;
                    fileName?: string | undefined;
                    mimetype?: string | undefined;
                } | undefined;
                mimetype?: string | undefined;
                caption?: string | undefined;
            }, "give exactly one of content.mediaUrl or a multipart \"media\" file">]>;
        }, undefined>, import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").StringSchema<undefined>;
            readonly messageId: import("valibot").StringSchema<undefined>;
            readonly to: import("valibot").StringSchema<undefined>;
            readonly chatJid: import("valibot").StringSchema<undefined>;
            readonly contentType: import("valibot").PicklistSchema<("text" | "image" | "video" | "audio" | "document" | "sticker" | "location" | "contact")[], undefined>;
            readonly text: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly quoted: import("valibot").OptionalSchema<import("valibot").ObjectSchema<{
                readonly chatJid: import("valibot").StringSchema<undefined>;
                readonly id: import("valibot").StringSchema<undefined>;
                readonly fromMe: import("valibot").BooleanSchema<undefined>;
                readonly participant: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
            }, undefined>, undefined>;
            readonly mentions: import("valibot").OptionalSchema<import("valibot").ArraySchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
            readonly mediaUrl: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly caption: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly status: import("valibot").LiteralSchema<"sent", undefined>;
            readonly timestamp: import("valibot").StringSchema<undefined>;
            readonly by: import("valibot").LiteralSchema<"api", undefined>;
        }, undefined>, "/sessions/:sessionId/messages" | "/sessions/:sessionId/messages/image">;
        sendVideo: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        }, undefined>, undefined, import("valibot").StrictObjectSchema<{
            readonly quoted: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StrictObjectSchema<{
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
            }>>]>, undefined>;
            readonly mentions: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>, undefined>, import("valibot").MinLengthAction<string[], 1, "name at least one person">, import("valibot").MaxLengthAction<string[], 1024, "at most 1024">]>, undefined>;
            readonly to: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").CheckAction<string, "must be phone digits with the country code, or a JID (…@s.whatsapp.net, …@lid, …@g.us)">]>;
            readonly content: import("valibot").SchemaWithPipe<readonly [import("valibot").StrictObjectSchema<{
                readonly type: import("valibot").LiteralSchema<"video", "must be \"video\" on this path (the last path segment selects the content type)">;
                readonly mediaUrl: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").UrlAction<string, "must be an absolute URL">, import("valibot").RegexAction<string, "must be an http or https URL">]>, undefined>;
                readonly upload: import("valibot").OptionalSchema<import("valibot").ObjectSchema<{
                    readonly file: import("valibot").InstanceSchema<typeof import("../media/upload.js").SpooledFile, undefined>;
                    readonly fileName: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
                    readonly mimetype: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
                }, undefined>, undefined>;
                readonly mimetype: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "must be a MIME type such as image/jpeg">]>, undefined>;
            } & {
                caption: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MaxLengthAction<string, 4096, "at most 4096 characters">]>, undefined>;
            }, undefined>, import("valibot").CheckAction<{
                type: "video";
                mediaUrl?: string | undefined;
                upload?: {
                    file: import("../media/upload.js").SpooledFile;
                    fileName?: string | undefined;
                    mimetype?: string | undefined;
                } | undefined;
                mimetype?: string | undefined;
                caption?: string | undefined;
            }, "give exactly one of content.mediaUrl or a multipart \"media\" file">]>;
        }, undefined>, import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").StringSchema<undefined>;
            readonly messageId: import("valibot").StringSchema<undefined>;
            readonly to: import("valibot").StringSchema<undefined>;
            readonly chatJid: import("valibot").StringSchema<undefined>;
            readonly contentType: import("valibot").PicklistSchema<("text" | "image" | "video" | "audio" | "document" | "sticker" | "location" | "contact")[], undefined>;
            readonly text: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly quoted: import("valibot").OptionalSchema<import("valibot").ObjectSchema<{
                readonly chatJid: import("valibot").StringSchema<undefined>;
                readonly id: import("valibot").StringSchema<undefined>;
                readonly fromMe: import("valibot").BooleanSchema<undefined>;
                readonly participant: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
            }, undefined>, undefined>;
            readonly mentions: import("valibot").OptionalSchema<import("valibot").ArraySchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
            readonly mediaUrl: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly caption: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly status: import("valibot").LiteralSchema<"sent", undefined>;
            readonly timestamp: import("valibot").StringSchema<undefined>;
            readonly by: import("valibot").LiteralSchema<"api", undefined>;
        }, undefined>, "/sessions/:sessionId/messages" | "/sessions/:sessionId/messages/video">;
        sendAudio: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        }, undefined>, undefined, import("valibot").StrictObjectSchema<{
            readonly quoted: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StrictObjectSchema<{
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
            }>>]>, undefined>;
            readonly mentions: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>, undefined>, import("valibot").MinLengthAction<string[], 1, "name at least one person">, import("valibot").MaxLengthAction<string[], 1024, "at most 1024">]>, undefined>;
            readonly to: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").CheckAction<string, "must be phone digits with the country code, or a JID (…@s.whatsapp.net, …@lid, …@g.us)">]>;
            readonly content: import("valibot").SchemaWithPipe<readonly [import("valibot").StrictObjectSchema<{
                readonly type: import("valibot").LiteralSchema<"audio", "must be \"audio\" on this path (the last path segment selects the content type)">;
                readonly mediaUrl: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").UrlAction<string, "must be an absolute URL">, import("valibot").RegexAction<string, "must be an http or https URL">]>, undefined>;
                readonly upload: import("valibot").OptionalSchema<import("valibot").ObjectSchema<{
                    readonly file: import("valibot").InstanceSchema<typeof import("../media/upload.js").SpooledFile, undefined>;
                    readonly fileName: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
                    readonly mimetype: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
                }, undefined>, undefined>;
                readonly mimetype: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "must be a MIME type such as image/jpeg">]>, undefined>;
            } & {
                voice: import("valibot").OptionalSchema<import("valibot").BooleanSchema<undefined>, false>;
            }, undefined>, import("valibot").CheckAction<{
                type: "audio";
                mediaUrl?: string | undefined;
                upload?: {
                    file: import("../media/upload.js").SpooledFile;
                    fileName?: string | undefined;
                    mimetype?: string | undefined;
                } | undefined;
                mimetype?: string | undefined;
                voice: boolean;
            }, "give exactly one of content.mediaUrl or a multipart \"media\" file">]>;
        }, undefined>, import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").StringSchema<undefined>;
            readonly messageId: import("valibot").StringSchema<undefined>;
            readonly to: import("valibot").StringSchema<undefined>;
            readonly chatJid: import("valibot").StringSchema<undefined>;
            readonly contentType: import("valibot").PicklistSchema<("text" | "image" | "video" | "audio" | "document" | "sticker" | "location" | "contact")[], undefined>;
            readonly text: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly quoted: import("valibot").OptionalSchema<import("valibot").ObjectSchema<{
                readonly chatJid: import("valibot").StringSchema<undefined>;
                readonly id: import("valibot").StringSchema<undefined>;
                readonly fromMe: import("valibot").BooleanSchema<undefined>;
                readonly participant: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
            }, undefined>, undefined>;
            readonly mentions: import("valibot").OptionalSchema<import("valibot").ArraySchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
            readonly mediaUrl: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly caption: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly status: import("valibot").LiteralSchema<"sent", undefined>;
            readonly timestamp: import("valibot").StringSchema<undefined>;
            readonly by: import("valibot").LiteralSchema<"api", undefined>;
        }, undefined>, "/sessions/:sessionId/messages" | "/sessions/:sessionId/messages/audio">;
        sendDocument: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        }, undefined>, undefined, import("valibot").StrictObjectSchema<{
            readonly quoted: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StrictObjectSchema<{
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
            }>>]>, undefined>;
            readonly mentions: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>, undefined>, import("valibot").MinLengthAction<string[], 1, "name at least one person">, import("valibot").MaxLengthAction<string[], 1024, "at most 1024">]>, undefined>;
            readonly to: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").CheckAction<string, "must be phone digits with the country code, or a JID (…@s.whatsapp.net, …@lid, …@g.us)">]>;
            readonly content: import("valibot").SchemaWithPipe<readonly [import("valibot").StrictObjectSchema<{
                readonly type: import("valibot").LiteralSchema<"document", "must be \"document\" on this path (the last path segment selects the content type)">;
                readonly mediaUrl: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").UrlAction<string, "must be an absolute URL">, import("valibot").RegexAction<string, "must be an http or https URL">]>, undefined>;
                readonly upload: import("valibot").OptionalSchema<import("valibot").ObjectSchema<{
                    readonly file: import("valibot").InstanceSchema<typeof import("../media/upload.js").SpooledFile, undefined>;
                    readonly fileName: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
                    readonly mimetype: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
                }, undefined>, undefined>;
                readonly mimetype: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "must be a MIME type such as image/jpeg">]>, undefined>;
            } & {
                fileName: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 255, undefined>]>, undefined>;
                caption: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MaxLengthAction<string, 4096, "at most 4096 characters">]>, undefined>;
            }, undefined>, import("valibot").CheckAction<{
                type: "document";
                mediaUrl?: string | undefined;
                upload?: {
                    file: import("../media/upload.js").SpooledFile;
                    fileName?: string | undefined;
                    mimetype?: string | undefined;
                } | undefined;
                mimetype?: string | undefined;
                fileName?: string | undefined;
                caption?: string | undefined;
            }, "give exactly one of content.mediaUrl or a multipart \"media\" file">]>;
        }, undefined>, import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").StringSchema<undefined>;
            readonly messageId: import("valibot").StringSchema<undefined>;
            readonly to: import("valibot").StringSchema<undefined>;
            readonly chatJid: import("valibot").StringSchema<undefined>;
            readonly contentType: import("valibot").PicklistSchema<("text" | "image" | "video" | "audio" | "document" | "sticker" | "location" | "contact")[], undefined>;
            readonly text: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly quoted: import("valibot").OptionalSchema<import("valibot").ObjectSchema<{
                readonly chatJid: import("valibot").StringSchema<undefined>;
                readonly id: import("valibot").StringSchema<undefined>;
                readonly fromMe: import("valibot").BooleanSchema<undefined>;
                readonly participant: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
            }, undefined>, undefined>;
            readonly mentions: import("valibot").OptionalSchema<import("valibot").ArraySchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
            readonly mediaUrl: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly caption: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly status: import("valibot").LiteralSchema<"sent", undefined>;
            readonly timestamp: import("valibot").StringSchema<undefined>;
            readonly by: import("valibot").LiteralSchema<"api", undefined>;
        }, undefined>, "/sessions/:sessionId/messages" | "/sessions/:sessionId/messages/document">;
        sendSticker: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        }, undefined>, undefined, import("valibot").StrictObjectSchema<{
            readonly quoted: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StrictObjectSchema<{
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
            }>>]>, undefined>;
            readonly mentions: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>, undefined>, import("valibot").MinLengthAction<string[], 1, "name at least one person">, import("valibot").MaxLengthAction<string[], 1024, "at most 1024">]>, undefined>;
            readonly to: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").CheckAction<string, "must be phone digits with the country code, or a JID (…@s.whatsapp.net, …@lid, …@g.us)">]>;
            readonly content: import("valibot").SchemaWithPipe<readonly [import("valibot").StrictObjectSchema<{
                readonly type: import("valibot").LiteralSchema<"sticker", "must be \"sticker\" on this path (the last path segment selects the content type)">;
                readonly mediaUrl: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").UrlAction<string, "must be an absolute URL">, import("valibot").RegexAction<string, "must be an http or https URL">]>, undefined>;
                readonly upload: import("valibot").OptionalSchema<import("valibot").ObjectSchema<{
                    readonly file: import("valibot").InstanceSchema<typeof import("../media/upload.js").SpooledFile, undefined>;
                    readonly fileName: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
                    readonly mimetype: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
                }, undefined>, undefined>;
                readonly mimetype: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "must be a MIME type such as image/jpeg">]>, undefined>;
            }, undefined>, import("valibot").CheckAction<{
                type: "sticker";
                mediaUrl?: string | undefined;
                upload?: {
                    file: import("../media/upload.js").SpooledFile;
                    fileName?: string | undefined;
                    mimetype?: string | undefined;
                } | undefined;
                mimetype?: string | undefined;
            }, "give exactly one of content.mediaUrl or a multipart \"media\" file">]>;
        }, undefined>, import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").StringSchema<undefined>;
            readonly messageId: import("valibot").StringSchema<undefined>;
            readonly to: import("valibot").StringSchema<undefined>;
            readonly chatJid: import("valibot").StringSchema<undefined>;
            readonly contentType: import("valibot").PicklistSchema<("text" | "image" | "video" | "audio" | "document" | "sticker" | "location" | "contact")[], undefined>;
            readonly text: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly quoted: import("valibot").OptionalSchema<import("valibot").ObjectSchema<{
                readonly chatJid: import("valibot").StringSchema<undefined>;
                readonly id: import("valibot").StringSchema<undefined>;
                readonly fromMe: import("valibot").BooleanSchema<undefined>;
                readonly participant: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
            }, undefined>, undefined>;
            readonly mentions: import("valibot").OptionalSchema<import("valibot").ArraySchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
            readonly mediaUrl: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly caption: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly status: import("valibot").LiteralSchema<"sent", undefined>;
            readonly timestamp: import("valibot").StringSchema<undefined>;
            readonly by: import("valibot").LiteralSchema<"api", undefined>;
        }, undefined>, "/sessions/:sessionId/messages" | "/sessions/:sessionId/messages/sticker">;
        sendLocation: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        }, undefined>, undefined, import("valibot").StrictObjectSchema<{
            readonly quoted: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StrictObjectSchema<{
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
            }>>]>, undefined>;
            readonly mentions: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>, undefined>, import("valibot").MinLengthAction<string[], 1, "name at least one person">, import("valibot").MaxLengthAction<string[], 1024, "at most 1024">]>, undefined>;
            readonly to: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").CheckAction<string, "must be phone digits with the country code, or a JID (…@s.whatsapp.net, …@lid, …@g.us)">]>;
            readonly content: import("valibot").StrictObjectSchema<{
                readonly type: import("valibot").LiteralSchema<"location", "must be \"location\" on this path (the last path segment selects the content type)">;
                readonly latitude: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").MinValueAction<number, -90, undefined>, import("valibot").MaxValueAction<number, 90, undefined>]>;
                readonly longitude: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").MinValueAction<number, -180, undefined>, import("valibot").MaxValueAction<number, 180, undefined>]>;
                readonly name: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MaxLengthAction<string, 1024, undefined>]>, undefined>;
                readonly address: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MaxLengthAction<string, 1024, undefined>]>, undefined>;
            }, undefined>;
        }, undefined>, import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").StringSchema<undefined>;
            readonly messageId: import("valibot").StringSchema<undefined>;
            readonly to: import("valibot").StringSchema<undefined>;
            readonly chatJid: import("valibot").StringSchema<undefined>;
            readonly contentType: import("valibot").PicklistSchema<("text" | "image" | "video" | "audio" | "document" | "sticker" | "location" | "contact")[], undefined>;
            readonly text: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly quoted: import("valibot").OptionalSchema<import("valibot").ObjectSchema<{
                readonly chatJid: import("valibot").StringSchema<undefined>;
                readonly id: import("valibot").StringSchema<undefined>;
                readonly fromMe: import("valibot").BooleanSchema<undefined>;
                readonly participant: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
            }, undefined>, undefined>;
            readonly mentions: import("valibot").OptionalSchema<import("valibot").ArraySchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
            readonly mediaUrl: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly caption: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly status: import("valibot").LiteralSchema<"sent", undefined>;
            readonly timestamp: import("valibot").StringSchema<undefined>;
            readonly by: import("valibot").LiteralSchema<"api", undefined>;
        }, undefined>, "/sessions/:sessionId/messages" | "/sessions/:sessionId/messages/location">;
        sendContact: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        }, undefined>, undefined, import("valibot").StrictObjectSchema<{
            readonly quoted: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StrictObjectSchema<{
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
            }>>]>, undefined>;
            readonly mentions: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>, undefined>, import("valibot").MinLengthAction<string[], 1, "name at least one person">, import("valibot").MaxLengthAction<string[], 1024, "at most 1024">]>, undefined>;
            readonly to: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").CheckAction<string, "must be phone digits with the country code, or a JID (…@s.whatsapp.net, …@lid, …@g.us)">]>;
            readonly content: import("valibot").SchemaWithPipe<readonly [import("valibot").StrictObjectSchema<{
                readonly type: import("valibot").LiteralSchema<"contact", "must be \"contact\" on this path (the last path segment selects the content type)">;
                readonly displayName: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 256, undefined>]>, undefined>;
                readonly vcard: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "must be vCard text (BEGIN:VCARD … END:VCARD)">]>, undefined>;
                readonly contacts: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").StrictObjectSchema<{
                    readonly displayName: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, undefined>, import("valibot").MaxLengthAction<string, 256, undefined>]>;
                    readonly vcard: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "must be vCard text">]>;
                }, undefined>, undefined>, import("valibot").MinLengthAction<{
                    displayName: string;
                    vcard: string;
                }[], 1, "needs at least one contact">, import("valibot").MaxLengthAction<{
                    displayName: string;
                    vcard: string;
                }[], 256, "at most 256 contacts">]>, undefined>;
            }, undefined>, import("valibot").CheckAction<{
                type: "contact";
                displayName?: string | undefined;
                vcard?: string | undefined;
                contacts?: {
                    displayName: string;
                    vcard: string;
                }[] | undefined;
            }, "give either content.vcard (with displayName) or content.contacts">, import("valibot").CheckAction<{
                type: "contact";
                displayName?: string | undefined;
                vcard?: string | undefined;
                contacts?: {
                    displayName: string;
                    vcard: string;
                }[] | undefined;
            }, "content.displayName is required with content.vcard">]>;
        }, undefined>, import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").StringSchema<undefined>;
            readonly messageId: import("valibot").StringSchema<undefined>;
            readonly to: import("valibot").StringSchema<undefined>;
            readonly chatJid: import("valibot").StringSchema<undefined>;
            readonly contentType: import("valibot").PicklistSchema<("text" | "image" | "video" | "audio" | "document" | "sticker" | "location" | "contact")[], undefined>;
            readonly text: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly quoted: import("valibot").OptionalSchema<import("valibot").ObjectSchema<{
                readonly chatJid: import("valibot").StringSchema<undefined>;
                readonly id: import("valibot").StringSchema<undefined>;
                readonly fromMe: import("valibot").BooleanSchema<undefined>;
                readonly participant: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
            }, undefined>, undefined>;
            readonly mentions: import("valibot").OptionalSchema<import("valibot").ArraySchema<import("valibot").StringSchema<undefined>, undefined>, undefined>;
            readonly mediaUrl: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly caption: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly status: import("valibot").LiteralSchema<"sent", undefined>;
            readonly timestamp: import("valibot").StringSchema<undefined>;
            readonly by: import("valibot").LiteralSchema<"api", undefined>;
        }, undefined>, "/sessions/:sessionId/messages" | "/sessions/:sessionId/messages/contact">;
    };
    messageActions: {
        react: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
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
            readonly emoji: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<"must be an emoji, or \"\" to remove the reaction">, import("valibot").MaxLengthAction<string, 32, "must be one emoji">, import("valibot").CheckAction<string, "must be an emoji, or \"\" to remove the reaction">]>;
        }, undefined>, import("valibot").ObjectSchema<{
            readonly message: import("valibot").ObjectSchema<{
                readonly chatJid: import("valibot").StringSchema<undefined>;
                readonly id: import("valibot").StringSchema<undefined>;
                readonly fromMe: import("valibot").BooleanSchema<undefined>;
                readonly participant: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
            }, undefined>;
            readonly from: import("valibot").StringSchema<undefined>;
            readonly fromMe: import("valibot").BooleanSchema<undefined>;
            readonly emoji: import("valibot").StringSchema<undefined>;
            readonly removed: import("valibot").BooleanSchema<undefined>;
            readonly timestamp: import("valibot").StringSchema<undefined>;
            readonly by: import("valibot").NullableSchema<import("valibot").PicklistSchema<["api", "phone"], undefined>, undefined>;
        }, undefined>, "/sessions/:sessionId/chats/messages/react">;
        edit: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        }, undefined>, undefined, import("valibot").StrictObjectSchema<{
            readonly message: import("valibot").SchemaWithPipe<readonly [import("valibot").SchemaWithPipe<readonly [import("valibot").StrictObjectSchema<{
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
            }>>]>, import("valibot").BaseValidation<{
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
            readonly text: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, "must not be empty">, import("valibot").MaxLengthAction<string, 65536, "at most 65536 characters">]>;
        }, undefined>, import("valibot").ObjectSchema<{
            readonly message: import("valibot").ObjectSchema<{
                readonly chatJid: import("valibot").StringSchema<undefined>;
                readonly id: import("valibot").StringSchema<undefined>;
                readonly fromMe: import("valibot").BooleanSchema<undefined>;
                readonly participant: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
            }, undefined>;
            readonly text: import("valibot").StringSchema<undefined>;
            readonly fromMe: import("valibot").BooleanSchema<undefined>;
            readonly editedAt: import("valibot").StringSchema<undefined>;
            readonly by: import("valibot").NullableSchema<import("valibot").PicklistSchema<["api", "phone"], undefined>, undefined>;
        }, undefined>, "/sessions/:sessionId/chats/messages/edit">;
        delete: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
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
            readonly forEveryone: import("valibot").BooleanSchema<"must be true (for everyone) or false (for me)">;
        }, undefined>, import("valibot").ObjectSchema<{
            readonly message: import("valibot").ObjectSchema<{
                readonly chatJid: import("valibot").StringSchema<undefined>;
                readonly id: import("valibot").StringSchema<undefined>;
                readonly fromMe: import("valibot").BooleanSchema<undefined>;
                readonly participant: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
            }, undefined>;
            readonly forEveryone: import("valibot").BooleanSchema<undefined>;
            readonly fromMe: import("valibot").BooleanSchema<undefined>;
            readonly deletedAt: import("valibot").StringSchema<undefined>;
            readonly by: import("valibot").NullableSchema<import("valibot").PicklistSchema<["api", "phone"], undefined>, undefined>;
        }, undefined>, "/sessions/:sessionId/chats/messages/delete">;
        read: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        }, undefined>, undefined, import("valibot").StrictObjectSchema<{
            readonly messages: import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").SchemaWithPipe<readonly [import("valibot").StrictObjectSchema<{
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
            }>>]>, import("valibot").BaseValidation<{
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
            }>>]>, undefined>, import("valibot").MinLengthAction<{
                chatJid: string;
                id: string;
                fromMe: boolean;
                participant?: string | undefined;
            }[], 1, "name at least one message">, import("valibot").MaxLengthAction<{
                chatJid: string;
                id: string;
                fromMe: boolean;
                participant?: string | undefined;
            }[], 100, "at most 100 messages">]>;
        }, undefined>, import("valibot").ObjectSchema<{
            readonly messages: import("valibot").ArraySchema<import("valibot").ObjectSchema<{
                readonly chatJid: import("valibot").StringSchema<undefined>;
                readonly id: import("valibot").StringSchema<undefined>;
                readonly fromMe: import("valibot").BooleanSchema<undefined>;
                readonly participant: import("valibot").OptionalSchema<import("valibot").StringSchema<undefined>, undefined>;
            }, undefined>, undefined>;
        }, undefined>, "/sessions/:sessionId/chats/messages/read">;
    };
    media: {
        download: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        }, undefined>, undefined, import("valibot").StrictObjectSchema<{
            readonly message: import("valibot").SchemaWithPipe<readonly [import("valibot").RecordSchema<import("valibot").StringSchema<undefined>, import("valibot").UnknownSchema, "must be the message object from a message.received event">, import("valibot").CheckAction<{
                [x: string]: unknown;
            }, "must be the message object from a message.received event (it has a \"message\" field)">, import("valibot").CheckAction<{
                [x: string]: unknown;
            }, "must not nest more than 64 levels deep">]>;
            readonly maxBytes: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 1, undefined>, import("valibot").MaxValueAction<number, number, "at most 67108864 (64 MiB)">]>, number>;
        }, undefined>, import("valibot").ObjectSchema<{
            readonly mediaType: import("valibot").PicklistSchema<["image", "video", "audio", "document", "sticker"], undefined>;
            readonly mimetype: import("valibot").StringSchema<undefined>;
            readonly fileLength: import("valibot").NumberSchema<undefined>;
            readonly sizeBytes: import("valibot").NumberSchema<undefined>;
            readonly base64: import("valibot").StringSchema<undefined>;
        }, undefined>, "/sessions/:sessionId/media/download">;
    };
    groups: {
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
    communities: {
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
    newsletters: {
        subscribed: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        }, undefined>, undefined, undefined, import("valibot").ArraySchema<import("valibot").ObjectSchema<{
            readonly jid: import("valibot").StringSchema<undefined>;
            readonly name: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly description: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly inviteCode: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly pictureUrl: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly verified: import("valibot").NullableSchema<import("valibot").BooleanSchema<undefined>, undefined>;
            readonly subscribers: import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>;
            readonly createdAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly state: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly viewer: import("valibot").ObjectSchema<{
                readonly role: import("valibot").NullableSchema<import("valibot").PicklistSchema<["owner", "admin", "subscriber", "guest"], undefined>, undefined>;
                readonly following: import("valibot").NullableSchema<import("valibot").BooleanSchema<undefined>, undefined>;
                readonly muted: import("valibot").NullableSchema<import("valibot").BooleanSchema<undefined>, undefined>;
            }, undefined>;
        }, undefined>, undefined>, "/sessions/:sessionId/newsletters/subscribed">;
        preview: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        }, undefined>, undefined, import("valibot").StrictObjectSchema<{
            readonly inviteCode: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").TransformAction<string, string>, import("valibot").CheckAction<string, string>]>;
        }, undefined>, import("valibot").ObjectSchema<{
            readonly jid: import("valibot").StringSchema<undefined>;
            readonly name: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly description: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly inviteCode: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly pictureUrl: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly verified: import("valibot").NullableSchema<import("valibot").BooleanSchema<undefined>, undefined>;
            readonly subscribers: import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>;
            readonly createdAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly state: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly viewer: import("valibot").ObjectSchema<{
                readonly role: import("valibot").NullableSchema<import("valibot").PicklistSchema<["owner", "admin", "subscriber", "guest"], undefined>, undefined>;
                readonly following: import("valibot").NullableSchema<import("valibot").BooleanSchema<undefined>, undefined>;
                readonly muted: import("valibot").NullableSchema<import("valibot").BooleanSchema<undefined>, undefined>;
            }, undefined>;
        }, undefined>, "/sessions/:sessionId/newsletters/invite">;
        search: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        }, undefined>, undefined, import("valibot").StrictObjectSchema<{
            readonly limit: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, "must be a whole number">, import("valibot").MinValueAction<number, 1, "must be from 1 to 100">, import("valibot").MaxValueAction<number, 100, "must be from 1 to 100">]>, 20>;
            readonly cursor: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, "must not be empty">, import("valibot").MaxLengthAction<string, 1024, "at most 1024 characters">]>, undefined>;
            readonly searchText: import("valibot").SchemaWithPipe<readonly [import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").MaxLengthAction<string, 100, "at most 100 characters">]>, import("valibot").MinLengthAction<string, 1, "must not be empty">]>;
            readonly categories: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").PicklistSchema<readonly ["BUSINESS", "ENTERTAINMENT", "LIFESTYLE", "NEWS", "ORGANIZATIONS", "PEOPLE", "SPORTS"], `must be one of ${string}`>, undefined>, import("valibot").MaxLengthAction<("BUSINESS" | "ENTERTAINMENT" | "LIFESTYLE" | "NEWS" | "ORGANIZATIONS" | "PEOPLE" | "SPORTS")[], 7, "at most 7 categories">]>, undefined>;
        }, undefined>, {
            page: import("valibot").ObjectSchema<{
                readonly jid: import("valibot").StringSchema<undefined>;
                readonly name: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
                readonly description: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
                readonly inviteCode: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
                readonly pictureUrl: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
                readonly verified: import("valibot").NullableSchema<import("valibot").BooleanSchema<undefined>, undefined>;
                readonly subscribers: import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>;
                readonly createdAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
                readonly state: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
                readonly viewer: import("valibot").ObjectSchema<{
                    readonly role: import("valibot").NullableSchema<import("valibot").PicklistSchema<["owner", "admin", "subscriber", "guest"], undefined>, undefined>;
                    readonly following: import("valibot").NullableSchema<import("valibot").BooleanSchema<undefined>, undefined>;
                    readonly muted: import("valibot").NullableSchema<import("valibot").BooleanSchema<undefined>, undefined>;
                }, undefined>;
            }, undefined>;
        }, "/sessions/:sessionId/newsletters/search">;
        recommended: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        }, undefined>, undefined, import("valibot").StrictObjectSchema<{
            readonly limit: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, "must be a whole number">, import("valibot").MinValueAction<number, 1, "must be from 1 to 100">, import("valibot").MaxValueAction<number, 100, "must be from 1 to 100">]>, 20>;
            readonly cursor: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, "must not be empty">, import("valibot").MaxLengthAction<string, 1024, "at most 1024 characters">]>, undefined>;
            readonly searchText: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").MaxLengthAction<string, 100, "at most 100 characters">]>, undefined>;
            readonly categories: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").PicklistSchema<readonly ["BUSINESS", "ENTERTAINMENT", "LIFESTYLE", "NEWS", "ORGANIZATIONS", "PEOPLE", "SPORTS"], `must be one of ${string}`>, undefined>, import("valibot").MaxLengthAction<("BUSINESS" | "ENTERTAINMENT" | "LIFESTYLE" | "NEWS" | "ORGANIZATIONS" | "PEOPLE" | "SPORTS")[], 7, "at most 7 categories">]>, undefined>;
            readonly countryCodes: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").ToUpperCaseAction, import("valibot").CheckAction<string, "must be an ISO 3166-1 alpha-2 country code (e.g. US, BR, IN)">]>, undefined>, import("valibot").MaxLengthAction<string[], 20, "at most 20 country codes">]>, undefined>;
        }, undefined>, {
            page: import("valibot").ObjectSchema<{
                readonly jid: import("valibot").StringSchema<undefined>;
                readonly name: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
                readonly description: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
                readonly inviteCode: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
                readonly pictureUrl: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
                readonly verified: import("valibot").NullableSchema<import("valibot").BooleanSchema<undefined>, undefined>;
                readonly subscribers: import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>;
                readonly createdAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
                readonly state: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
                readonly viewer: import("valibot").ObjectSchema<{
                    readonly role: import("valibot").NullableSchema<import("valibot").PicklistSchema<["owner", "admin", "subscriber", "guest"], undefined>, undefined>;
                    readonly following: import("valibot").NullableSchema<import("valibot").BooleanSchema<undefined>, undefined>;
                    readonly muted: import("valibot").NullableSchema<import("valibot").BooleanSchema<undefined>, undefined>;
                }, undefined>;
            }, undefined>;
        }, "/sessions/:sessionId/newsletters/recommended">;
        similar: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        }, undefined>, undefined, import("valibot").StrictObjectSchema<{
            readonly newsletterJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
            readonly limit: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, "must be a whole number">, import("valibot").MinValueAction<number, 1, "must be from 1 to 100">, import("valibot").MaxValueAction<number, 100, "must be from 1 to 100">]>, 20>;
            readonly cursor: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, "must not be empty">, import("valibot").MaxLengthAction<string, 1024, "at most 1024 characters">]>, undefined>;
            readonly searchText: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").MaxLengthAction<string, 100, "at most 100 characters">]>, undefined>;
            readonly categories: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").PicklistSchema<readonly ["BUSINESS", "ENTERTAINMENT", "LIFESTYLE", "NEWS", "ORGANIZATIONS", "PEOPLE", "SPORTS"], `must be one of ${string}`>, undefined>, import("valibot").MaxLengthAction<("BUSINESS" | "ENTERTAINMENT" | "LIFESTYLE" | "NEWS" | "ORGANIZATIONS" | "PEOPLE" | "SPORTS")[], 7, "at most 7 categories">]>, undefined>;
            readonly countryCodes: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").ToUpperCaseAction, import("valibot").CheckAction<string, "must be an ISO 3166-1 alpha-2 country code (e.g. US, BR, IN)">]>, undefined>, import("valibot").MaxLengthAction<string[], 20, "at most 20 country codes">]>, undefined>;
        }, undefined>, {
            page: import("valibot").ObjectSchema<{
                readonly jid: import("valibot").StringSchema<undefined>;
                readonly name: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
                readonly description: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
                readonly inviteCode: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
                readonly pictureUrl: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
                readonly verified: import("valibot").NullableSchema<import("valibot").BooleanSchema<undefined>, undefined>;
                readonly subscribers: import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>;
                readonly createdAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
                readonly state: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
                readonly viewer: import("valibot").ObjectSchema<{
                    readonly role: import("valibot").NullableSchema<import("valibot").PicklistSchema<["owner", "admin", "subscriber", "guest"], undefined>, undefined>;
                    readonly following: import("valibot").NullableSchema<import("valibot").BooleanSchema<undefined>, undefined>;
                    readonly muted: import("valibot").NullableSchema<import("valibot").BooleanSchema<undefined>, undefined>;
                }, undefined>;
            }, undefined>;
        }, "/sessions/:sessionId/newsletters/similar">;
        directory: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        }, undefined>, undefined, import("valibot").StrictObjectSchema<{
            readonly limit: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, "must be a whole number">, import("valibot").MinValueAction<number, 1, "must be from 1 to 100">, import("valibot").MaxValueAction<number, 100, "must be from 1 to 100">]>, 20>;
            readonly cursor: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, "must not be empty">, import("valibot").MaxLengthAction<string, 1024, "at most 1024 characters">]>, undefined>;
            readonly view: import("valibot").PicklistSchema<readonly ["POPULAR", "RECOMMENDED", "TRENDING", "NEW"], `must be one of ${string}`>;
            readonly countryCodes: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").ToUpperCaseAction, import("valibot").CheckAction<string, "must be an ISO 3166-1 alpha-2 country code (e.g. US, BR, IN)">]>, undefined>, import("valibot").MaxLengthAction<string[], 20, "at most 20 country codes">]>, undefined>;
            readonly categories: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").PicklistSchema<readonly ["BUSINESS", "ENTERTAINMENT", "LIFESTYLE", "NEWS", "ORGANIZATIONS", "PEOPLE", "SPORTS"], `must be one of ${string}`>, undefined>, import("valibot").MaxLengthAction<("BUSINESS" | "ENTERTAINMENT" | "LIFESTYLE" | "NEWS" | "ORGANIZATIONS" | "PEOPLE" | "SPORTS")[], 7, "at most 7 categories">]>, undefined>;
        }, undefined>, {
            page: import("valibot").ObjectSchema<{
                readonly jid: import("valibot").StringSchema<undefined>;
                readonly name: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
                readonly description: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
                readonly inviteCode: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
                readonly pictureUrl: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
                readonly verified: import("valibot").NullableSchema<import("valibot").BooleanSchema<undefined>, undefined>;
                readonly subscribers: import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>;
                readonly createdAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
                readonly state: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
                readonly viewer: import("valibot").ObjectSchema<{
                    readonly role: import("valibot").NullableSchema<import("valibot").PicklistSchema<["owner", "admin", "subscriber", "guest"], undefined>, undefined>;
                    readonly following: import("valibot").NullableSchema<import("valibot").BooleanSchema<undefined>, undefined>;
                    readonly muted: import("valibot").NullableSchema<import("valibot").BooleanSchema<undefined>, undefined>;
                }, undefined>;
            }, undefined>;
        }, "/sessions/:sessionId/newsletters/directory">;
        categoriesPreview: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        }, undefined>, undefined, import("valibot").StrictObjectSchema<{
            readonly categories: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").PicklistSchema<readonly ["BUSINESS", "ENTERTAINMENT", "LIFESTYLE", "NEWS", "ORGANIZATIONS", "PEOPLE", "SPORTS"], `must be one of ${string}`>, undefined>, import("valibot").MaxLengthAction<("BUSINESS" | "ENTERTAINMENT" | "LIFESTYLE" | "NEWS" | "ORGANIZATIONS" | "PEOPLE" | "SPORTS")[], 7, "at most 7 categories">]>, undefined>;
            readonly countryCode: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").ToUpperCaseAction, import("valibot").CheckAction<string, "must be an ISO 3166-1 alpha-2 country code (e.g. US, BR, IN)">]>, undefined>;
            readonly perCategoryLimit: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, "must be a whole number">, import("valibot").MinValueAction<number, 1, "must be from 1 to 20">, import("valibot").MaxValueAction<number, 20, "must be from 1 to 20">]>, 5>;
        }, undefined>, import("valibot").ArraySchema<import("valibot").ObjectSchema<{
            readonly category: import("valibot").StringSchema<undefined>;
            readonly title: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly channels: import("valibot").ArraySchema<import("valibot").ObjectSchema<{
                readonly jid: import("valibot").StringSchema<undefined>;
                readonly name: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
                readonly description: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
                readonly inviteCode: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
                readonly pictureUrl: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
                readonly verified: import("valibot").NullableSchema<import("valibot").BooleanSchema<undefined>, undefined>;
                readonly subscribers: import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>;
                readonly createdAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
                readonly state: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
                readonly viewer: import("valibot").ObjectSchema<{
                    readonly role: import("valibot").NullableSchema<import("valibot").PicklistSchema<["owner", "admin", "subscriber", "guest"], undefined>, undefined>;
                    readonly following: import("valibot").NullableSchema<import("valibot").BooleanSchema<undefined>, undefined>;
                    readonly muted: import("valibot").NullableSchema<import("valibot").BooleanSchema<undefined>, undefined>;
                }, undefined>;
            }, undefined>, undefined>;
        }, undefined>, undefined>, "/sessions/:sessionId/newsletters/categories-preview">;
        domainsPreviewable: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        }, undefined>, undefined, import("valibot").StrictObjectSchema<{
            readonly domains: import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").ToLowerCaseAction, import("valibot").CheckAction<string, "must be a domain name such as example.com (no scheme, path or port)">]>, undefined>, import("valibot").MinLengthAction<string[], 1, "name at least one domain">, import("valibot").MaxLengthAction<string[], 50, "at most 50 domains">]>;
        }, undefined>, import("valibot").ArraySchema<import("valibot").ObjectSchema<{
            readonly domain: import("valibot").StringSchema<undefined>;
            readonly previewable: import("valibot").NullableSchema<import("valibot").BooleanSchema<undefined>, undefined>;
        }, undefined>, undefined>, "/sessions/:sessionId/newsletters/domains-previewable">;
        dehydrated: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        }, undefined>, undefined, import("valibot").SchemaWithPipe<readonly [import("valibot").StrictObjectSchema<{
            readonly newsletterJid: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>, undefined>;
            readonly inviteCode: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").TransformAction<string, string>, import("valibot").CheckAction<string, string>]>, undefined>;
        }, undefined>, import("valibot").CheckAction<{
            newsletterJid?: string | undefined;
            inviteCode?: string | undefined;
        }, "send exactly one of newsletterJid, inviteCode">]>, import("valibot").ObjectSchema<{
            readonly jid: import("valibot").StringSchema<undefined>;
            readonly name: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly description: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly inviteCode: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly pictureUrl: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly verified: import("valibot").NullableSchema<import("valibot").BooleanSchema<undefined>, undefined>;
            readonly subscribers: import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>;
            readonly createdAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly state: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly viewer: import("valibot").ObjectSchema<{
                readonly role: import("valibot").NullableSchema<import("valibot").PicklistSchema<["owner", "admin", "subscriber", "guest"], undefined>, undefined>;
                readonly following: import("valibot").NullableSchema<import("valibot").BooleanSchema<undefined>, undefined>;
                readonly muted: import("valibot").NullableSchema<import("valibot").BooleanSchema<undefined>, undefined>;
            }, undefined>;
        }, undefined>, "/sessions/:sessionId/newsletters/dehydrated">;
        get: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
            readonly newsletterJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
        }, undefined>, undefined, undefined, import("valibot").ObjectSchema<{
            readonly jid: import("valibot").StringSchema<undefined>;
            readonly name: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly description: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly inviteCode: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly pictureUrl: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly verified: import("valibot").NullableSchema<import("valibot").BooleanSchema<undefined>, undefined>;
            readonly subscribers: import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>;
            readonly createdAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly state: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly viewer: import("valibot").ObjectSchema<{
                readonly role: import("valibot").NullableSchema<import("valibot").PicklistSchema<["owner", "admin", "subscriber", "guest"], undefined>, undefined>;
                readonly following: import("valibot").NullableSchema<import("valibot").BooleanSchema<undefined>, undefined>;
                readonly muted: import("valibot").NullableSchema<import("valibot").BooleanSchema<undefined>, undefined>;
            }, undefined>;
        }, undefined>, "/sessions/:sessionId/newsletters/:newsletterJid">;
        follow: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
            readonly newsletterJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
        }, undefined>, undefined, import("valibot").StrictObjectSchema<{
            readonly action: import("valibot").PicklistSchema<readonly ["follow", "unfollow", "mute", "unmute"], `must be one of ${string}`>;
        }, undefined>, import("valibot").ObjectSchema<{
            readonly jid: import("valibot").StringSchema<undefined>;
            readonly viewer: import("valibot").ObjectSchema<{
                readonly role: import("valibot").NullableSchema<import("valibot").PicklistSchema<["owner", "admin", "subscriber", "guest"], undefined>, undefined>;
                readonly following: import("valibot").NullableSchema<import("valibot").BooleanSchema<undefined>, undefined>;
                readonly muted: import("valibot").NullableSchema<import("valibot").BooleanSchema<undefined>, undefined>;
            }, undefined>;
        }, undefined>, "/sessions/:sessionId/newsletters/:newsletterJid/follow">;
    };
    calls: {
        place: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        }, undefined>, undefined, import("valibot").StrictObjectSchema<{
            readonly to: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
        }, undefined>, import("valibot").ObjectSchema<{
            readonly callId: import("valibot").StringSchema<undefined>;
            readonly peerJid: import("valibot").StringSchema<undefined>;
            readonly direction: import("valibot").PicklistSchema<["outgoing", "incoming"], undefined>;
            readonly mediaType: import("valibot").PicklistSchema<["audio", "video"], undefined>;
            readonly state: import("valibot").PicklistSchema<readonly ["initiating", "ringing", "active", "ended"], undefined>;
            readonly transport: import("valibot").LiteralSchema<"websocket", undefined>;
            readonly audioMuted: import("valibot").BooleanSchema<undefined>;
            readonly peerAudioMuted: import("valibot").BooleanSchema<undefined>;
            readonly endReason: import("valibot").NullableSchema<import("valibot").PicklistSchema<readonly ["cancelled", "rejected", "missed", "busy", "ended_local", "ended_remote", "answered_elsewhere", "failed", "engine_restart"], undefined>, undefined>;
            readonly startedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly answeredAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly endedAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly updatedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        }, undefined>, "/sessions/:sessionId/calls">;
        list: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        }, undefined>, import("valibot").StrictObjectSchema<{
            readonly limit: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "must be a whole number from 1 to 100">, import("valibot").TransformAction<any, number>, import("valibot").MinValueAction<number, 1, "must be a whole number from 1 to 100">, import("valibot").MaxValueAction<number, 100, "must be a whole number from 1 to 100">]>, "20">;
            readonly cursor: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, "must not be empty">, import("valibot").MaxLengthAction<string, 1024, "at most 1024 characters">]>, undefined>;
        }, undefined>, undefined, {
            page: import("valibot").ObjectSchema<{
                readonly callId: import("valibot").StringSchema<undefined>;
                readonly peerJid: import("valibot").StringSchema<undefined>;
                readonly direction: import("valibot").PicklistSchema<["outgoing", "incoming"], undefined>;
                readonly mediaType: import("valibot").PicklistSchema<["audio", "video"], undefined>;
                readonly state: import("valibot").PicklistSchema<readonly ["initiating", "ringing", "active", "ended"], undefined>;
                readonly transport: import("valibot").LiteralSchema<"websocket", undefined>;
                readonly audioMuted: import("valibot").BooleanSchema<undefined>;
                readonly peerAudioMuted: import("valibot").BooleanSchema<undefined>;
                readonly endReason: import("valibot").NullableSchema<import("valibot").PicklistSchema<readonly ["cancelled", "rejected", "missed", "busy", "ended_local", "ended_remote", "answered_elsewhere", "failed", "engine_restart"], undefined>, undefined>;
                readonly startedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
                readonly answeredAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
                readonly endedAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
                readonly updatedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            }, undefined>;
        }, "/sessions/:sessionId/calls">;
        get: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
            readonly callId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "must be a call id">]>;
        }, undefined>, undefined, undefined, import("valibot").ObjectSchema<{
            readonly callId: import("valibot").StringSchema<undefined>;
            readonly peerJid: import("valibot").StringSchema<undefined>;
            readonly direction: import("valibot").PicklistSchema<["outgoing", "incoming"], undefined>;
            readonly mediaType: import("valibot").PicklistSchema<["audio", "video"], undefined>;
            readonly state: import("valibot").PicklistSchema<readonly ["initiating", "ringing", "active", "ended"], undefined>;
            readonly transport: import("valibot").LiteralSchema<"websocket", undefined>;
            readonly audioMuted: import("valibot").BooleanSchema<undefined>;
            readonly peerAudioMuted: import("valibot").BooleanSchema<undefined>;
            readonly endReason: import("valibot").NullableSchema<import("valibot").PicklistSchema<readonly ["cancelled", "rejected", "missed", "busy", "ended_local", "ended_remote", "answered_elsewhere", "failed", "engine_restart"], undefined>, undefined>;
            readonly startedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly answeredAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly endedAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly updatedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        }, undefined>, "/sessions/:sessionId/calls/:callId">;
        accept: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
            readonly callId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "must be a call id">]>;
        }, undefined>, undefined, undefined, import("valibot").ObjectSchema<{
            readonly callId: import("valibot").StringSchema<undefined>;
            readonly peerJid: import("valibot").StringSchema<undefined>;
            readonly direction: import("valibot").PicklistSchema<["outgoing", "incoming"], undefined>;
            readonly mediaType: import("valibot").PicklistSchema<["audio", "video"], undefined>;
            readonly state: import("valibot").PicklistSchema<readonly ["initiating", "ringing", "active", "ended"], undefined>;
            readonly transport: import("valibot").LiteralSchema<"websocket", undefined>;
            readonly audioMuted: import("valibot").BooleanSchema<undefined>;
            readonly peerAudioMuted: import("valibot").BooleanSchema<undefined>;
            readonly endReason: import("valibot").NullableSchema<import("valibot").PicklistSchema<readonly ["cancelled", "rejected", "missed", "busy", "ended_local", "ended_remote", "answered_elsewhere", "failed", "engine_restart"], undefined>, undefined>;
            readonly startedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly answeredAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly endedAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly updatedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        }, undefined>, "/sessions/:sessionId/calls/:callId/accept">;
        reject: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
            readonly callId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "must be a call id">]>;
        }, undefined>, undefined, undefined, import("valibot").ObjectSchema<{
            readonly callId: import("valibot").StringSchema<undefined>;
            readonly peerJid: import("valibot").StringSchema<undefined>;
            readonly direction: import("valibot").PicklistSchema<["outgoing", "incoming"], undefined>;
            readonly mediaType: import("valibot").PicklistSchema<["audio", "video"], undefined>;
            readonly state: import("valibot").PicklistSchema<readonly ["initiating", "ringing", "active", "ended"], undefined>;
            readonly transport: import("valibot").LiteralSchema<"websocket", undefined>;
            readonly audioMuted: import("valibot").BooleanSchema<undefined>;
            readonly peerAudioMuted: import("valibot").BooleanSchema<undefined>;
            readonly endReason: import("valibot").NullableSchema<import("valibot").PicklistSchema<readonly ["cancelled", "rejected", "missed", "busy", "ended_local", "ended_remote", "answered_elsewhere", "failed", "engine_restart"], undefined>, undefined>;
            readonly startedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly answeredAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly endedAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly updatedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        }, undefined>, "/sessions/:sessionId/calls/:callId/reject">;
        end: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
            readonly callId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "must be a call id">]>;
        }, undefined>, undefined, undefined, import("valibot").ObjectSchema<{
            readonly callId: import("valibot").StringSchema<undefined>;
            readonly peerJid: import("valibot").StringSchema<undefined>;
            readonly direction: import("valibot").PicklistSchema<["outgoing", "incoming"], undefined>;
            readonly mediaType: import("valibot").PicklistSchema<["audio", "video"], undefined>;
            readonly state: import("valibot").PicklistSchema<readonly ["initiating", "ringing", "active", "ended"], undefined>;
            readonly transport: import("valibot").LiteralSchema<"websocket", undefined>;
            readonly audioMuted: import("valibot").BooleanSchema<undefined>;
            readonly peerAudioMuted: import("valibot").BooleanSchema<undefined>;
            readonly endReason: import("valibot").NullableSchema<import("valibot").PicklistSchema<readonly ["cancelled", "rejected", "missed", "busy", "ended_local", "ended_remote", "answered_elsewhere", "failed", "engine_restart"], undefined>, undefined>;
            readonly startedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly answeredAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly endedAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly updatedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        }, undefined>, "/sessions/:sessionId/calls/:callId/end">;
        mute: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
            readonly callId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "must be a call id">]>;
        }, undefined>, undefined, import("valibot").StrictObjectSchema<{
            readonly muted: import("valibot").BooleanSchema<undefined>;
        }, undefined>, import("valibot").ObjectSchema<{
            readonly callId: import("valibot").StringSchema<undefined>;
            readonly peerJid: import("valibot").StringSchema<undefined>;
            readonly direction: import("valibot").PicklistSchema<["outgoing", "incoming"], undefined>;
            readonly mediaType: import("valibot").PicklistSchema<["audio", "video"], undefined>;
            readonly state: import("valibot").PicklistSchema<readonly ["initiating", "ringing", "active", "ended"], undefined>;
            readonly transport: import("valibot").LiteralSchema<"websocket", undefined>;
            readonly audioMuted: import("valibot").BooleanSchema<undefined>;
            readonly peerAudioMuted: import("valibot").BooleanSchema<undefined>;
            readonly endReason: import("valibot").NullableSchema<import("valibot").PicklistSchema<readonly ["cancelled", "rejected", "missed", "busy", "ended_local", "ended_remote", "answered_elsewhere", "failed", "engine_restart"], undefined>, undefined>;
            readonly startedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly answeredAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly endedAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly updatedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
        }, undefined>, "/sessions/:sessionId/calls/:callId/mute">;
    };
    chats: {
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
    contacts: {
        checkNumbers: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        }, undefined>, undefined, import("valibot").StrictObjectSchema<{
            readonly phoneNumbers: import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<"must be a phone number">, import("valibot").TransformAction<string, string>, import("valibot").CheckAction<string, "must be a phone number with its country code: 7-15 digits, an optional \"+\"">, import("valibot").TransformAction<string, string>]>, "must be a list of phone numbers">, import("valibot").MinLengthAction<string[], 1, "name at least one number">, import("valibot").MaxLengthAction<string[], 50, "at most 50 numbers a call">]>;
        }, undefined>, import("valibot").ArraySchema<import("valibot").ObjectSchema<{
            readonly phoneNumber: import("valibot").StringSchema<undefined>;
            readonly exists: import("valibot").BooleanSchema<undefined>;
            readonly jid: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly lid: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        }, undefined>, undefined>, "/sessions/:sessionId/contacts/check">;
        picture: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
            readonly contactJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
        }, undefined>, import("valibot").StrictObjectSchema<{
            readonly size: import("valibot").OptionalSchema<import("valibot").PicklistSchema<["preview", "full"], "must be preview or full">, "full">;
        }, undefined>, undefined, import("valibot").ObjectSchema<{
            readonly url: import("valibot").StringSchema<undefined>;
        }, undefined>, "/sessions/:sessionId/contacts/:contactJid/picture">;
        blocklist: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        }, undefined>, undefined, undefined, import("valibot").ArraySchema<import("valibot").ObjectSchema<{
            readonly jid: import("valibot").StringSchema<undefined>;
            readonly phoneJid: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly lid: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        }, undefined>, undefined>, "/sessions/:sessionId/blocklist">;
        block: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
            readonly contactJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
        }, undefined>, undefined, import("valibot").StrictObjectSchema<{
            readonly blocked: import("valibot").BooleanSchema<"must be true or false">;
        }, undefined>, import("valibot").ObjectSchema<{
            readonly blocked: import("valibot").BooleanSchema<undefined>;
            readonly jid: import("valibot").StringSchema<undefined>;
            readonly phoneJid: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly lid: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        }, undefined>, "/sessions/:sessionId/contacts/:contactJid/block">;
        read: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
            readonly contactJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
        }, undefined>, undefined, undefined, import("valibot").ObjectSchema<{
            readonly name: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly pushName: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly about: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly aboutSetAt: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly pictureUrl: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly isBusiness: import("valibot").BooleanSchema<undefined>;
            readonly business: import("valibot").NullableSchema<import("valibot").ObjectSchema<{
                readonly description: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
                readonly category: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
                readonly email: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
                readonly website: import("valibot").ArraySchema<import("valibot").StringSchema<undefined>, undefined>;
                readonly address: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            }, undefined>, undefined>;
            readonly blocked: import("valibot").BooleanSchema<undefined>;
            readonly jid: import("valibot").StringSchema<undefined>;
            readonly phoneJid: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly lid: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
        }, undefined>, "/sessions/:sessionId/contacts/:contactJid">;
        subscribePresence: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
            readonly contactJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
        }, undefined>, undefined, undefined, import("valibot").ObjectSchema<{
            readonly jid: import("valibot").StringSchema<undefined>;
            readonly subscribed: import("valibot").LiteralSchema<true, undefined>;
        }, undefined>, "/sessions/:sessionId/contacts/:contactJid/presence/subscribe">;
        list: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
        }, undefined>, import("valibot").StrictObjectSchema<{
            readonly limit: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "must be a whole number from 1 to 100">, import("valibot").TransformAction<any, number>, import("valibot").MinValueAction<number, 1, "must be a whole number from 1 to 100">, import("valibot").MaxValueAction<number, 100, "must be a whole number from 1 to 100">]>, "20">;
            readonly cursor: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MinLengthAction<string, 1, "must not be empty">, import("valibot").MaxLengthAction<string, 1024, "at most 1024 characters">]>, undefined>;
        }, undefined>, undefined, {
            page: import("valibot").ObjectSchema<{
                readonly name: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
                readonly jid: import("valibot").StringSchema<undefined>;
                readonly phoneJid: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
                readonly lid: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            }, undefined>;
        }, "/sessions/:sessionId/contacts">;
    };
    profile: {
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
    history: {
        request: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, import("valibot").CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
            readonly chatJid: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").CheckAction<string, string>, import("valibot").TransformAction<string, string>]>;
        }, undefined>, undefined, import("valibot").StrictObjectSchema<{
            readonly count: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<"must be a number">, import("valibot").IntegerAction<number, "must be a whole number">, import("valibot").MinValueAction<number, 1, "must be at least 1">, import("valibot").MaxValueAction<number, 50, "must be at most 50">]>;
        }, undefined>, import("valibot").ObjectSchema<{
            readonly sessionId: import("valibot").StringSchema<undefined>;
            readonly chatJid: import("valibot").StringSchema<undefined>;
            readonly count: import("valibot").NumberSchema<undefined>;
            readonly requestId: import("valibot").StringSchema<undefined>;
            readonly before: import("valibot").ObjectSchema<{
                readonly messageId: import("valibot").StringSchema<undefined>;
                readonly fromMe: import("valibot").BooleanSchema<undefined>;
                readonly timestamp: import("valibot").StringSchema<undefined>;
            }, undefined>;
        }, undefined>, "/sessions/:sessionId/chats/:chatJid/messages/history">;
    };
    messageStore: {
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
    usage: {
        counters: import("test/support/checked-core.js").Operation<undefined, undefined, undefined, import("valibot").ObjectSchema<{
            readonly activeSessions: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>]>;
            readonly totalSessions: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>]>;
            readonly sentMessagesThisMonth: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>]>;
            readonly failedMessagesThisMonth: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>]>;
            readonly apiRequestsThisMonth: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>]>;
            readonly webhooksConfigured: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>]>;
        }, undefined>, "/usage">;
        analytics: import("test/support/checked-core.js").Operation<undefined, import("valibot").ObjectSchema<{
            readonly days: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<"must be given once">, import("valibot").RegexAction<string, "must be a whole number of days">, import("valibot").TransformAction<any, number>, import("valibot").MinValueAction<number, 1, "must be at least 1">]>, undefined>;
        }, undefined>, undefined, import("valibot").ObjectSchema<{
            readonly periodDays: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>]>;
            readonly timeline: import("valibot").ArraySchema<import("valibot").ObjectSchema<{
                readonly date: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoDateAction<string, undefined>]>;
                readonly sentMessages: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>]>;
                readonly failedMessages: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>]>;
                readonly apiRequests: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>]>;
            }, undefined>, undefined>;
            readonly statusBreakdown: import("valibot").ObjectSchema<{
                readonly success2xx: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>]>;
                readonly clientError4xx: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>]>;
                readonly serverError5xx: import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, undefined>, import("valibot").MinValueAction<number, 0, undefined>]>;
            }, undefined>;
        }, undefined>, "/usage/analytics">;
    };
    webhooks: {
        create: import("test/support/checked-core.js").Operation<undefined, undefined, import("valibot").StrictObjectSchema<{
            readonly url: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").MinLengthAction<string, 1, "must not be empty">, import("valibot").MaxLengthAction<string, 2048, "at most 2048 characters">, import("valibot").UrlAction<string, "must be an absolute http(s) URL">]>;
            readonly events: import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").PicklistSchema<[...(keyof import("test/support/checked-core.js").EventMap)[], "*"], `must be one of ${string} or "*"`>, undefined>, import("valibot").MinLengthAction<("*" | keyof import("test/support/checked-core.js").EventMap)[], 1, "name at least one event (or \"*\")">, import("valibot").MaxLengthAction<("*" | keyof import("test/support/checked-core.js").EventMap)[], 64, "at most 64 entries">]>;
            readonly description: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MaxLengthAction<string, 500, "at most 500 characters">]>, undefined>, undefined>;
            readonly enabled: import("valibot").OptionalSchema<import("valibot").BooleanSchema<undefined>, undefined>;
        }, undefined>, import("valibot").ObjectSchema<{
            readonly secret: import("valibot").StringSchema<undefined>;
            readonly id: import("valibot").StringSchema<undefined>;
            readonly url: import("valibot").StringSchema<undefined>;
            readonly events: import("valibot").ArraySchema<import("valibot").PicklistSchema<[...(keyof import("test/support/checked-core.js").EventMap)[], "*"], `must be one of ${string} or "*"`>, undefined>;
            readonly description: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly enabled: import("valibot").BooleanSchema<undefined>;
            readonly disabledReason: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly createdAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly updatedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly secretRotatedAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly previousSecretExpiresAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
        }, undefined>, "/webhooks">;
        list: import("test/support/checked-core.js").Operation<undefined, undefined, undefined, import("valibot").ArraySchema<import("valibot").ObjectSchema<{
            readonly id: import("valibot").StringSchema<undefined>;
            readonly url: import("valibot").StringSchema<undefined>;
            readonly events: import("valibot").ArraySchema<import("valibot").PicklistSchema<[...(keyof import("test/support/checked-core.js").EventMap)[], "*"], `must be one of ${string} or "*"`>, undefined>;
            readonly description: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly enabled: import("valibot").BooleanSchema<undefined>;
            readonly disabledReason: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly createdAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly updatedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly secretRotatedAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly previousSecretExpiresAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
        }, undefined>, undefined>, "/webhooks">;
        get: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly webhookId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, `not a valid ${string} id`>]>;
        }, undefined>, undefined, undefined, import("valibot").ObjectSchema<{
            readonly id: import("valibot").StringSchema<undefined>;
            readonly url: import("valibot").StringSchema<undefined>;
            readonly events: import("valibot").ArraySchema<import("valibot").PicklistSchema<[...(keyof import("test/support/checked-core.js").EventMap)[], "*"], `must be one of ${string} or "*"`>, undefined>;
            readonly description: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly enabled: import("valibot").BooleanSchema<undefined>;
            readonly disabledReason: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly createdAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly updatedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly secretRotatedAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly previousSecretExpiresAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
        }, undefined>, "/webhooks/:webhookId">;
        update: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly webhookId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, `not a valid ${string} id`>]>;
        }, undefined>, undefined, import("valibot").SchemaWithPipe<readonly [import("valibot").StrictObjectSchema<{
            readonly url: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").TrimAction, import("valibot").MinLengthAction<string, 1, "must not be empty">, import("valibot").MaxLengthAction<string, 2048, "at most 2048 characters">, import("valibot").UrlAction<string, "must be an absolute http(s) URL">]>, undefined>;
            readonly events: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").ArraySchema<import("valibot").PicklistSchema<[...(keyof import("test/support/checked-core.js").EventMap)[], "*"], `must be one of ${string} or "*"`>, undefined>, import("valibot").MinLengthAction<("*" | keyof import("test/support/checked-core.js").EventMap)[], 1, "name at least one event (or \"*\")">, import("valibot").MaxLengthAction<("*" | keyof import("test/support/checked-core.js").EventMap)[], 64, "at most 64 entries">]>, undefined>;
            readonly description: import("valibot").OptionalSchema<import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").MaxLengthAction<string, 500, "at most 500 characters">]>, undefined>, undefined>;
            readonly enabled: import("valibot").OptionalSchema<import("valibot").BooleanSchema<undefined>, undefined>;
        }, undefined>, import("valibot").CheckAction<{
            url?: string | undefined;
            events?: ("*" | keyof import("test/support/checked-core.js").EventMap)[] | undefined;
            description?: string | null | undefined;
            enabled?: boolean | undefined;
        }, "send at least one of url, events, description, enabled">]>, import("valibot").ObjectSchema<{
            readonly id: import("valibot").StringSchema<undefined>;
            readonly url: import("valibot").StringSchema<undefined>;
            readonly events: import("valibot").ArraySchema<import("valibot").PicklistSchema<[...(keyof import("test/support/checked-core.js").EventMap)[], "*"], `must be one of ${string} or "*"`>, undefined>;
            readonly description: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly enabled: import("valibot").BooleanSchema<undefined>;
            readonly disabledReason: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly createdAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly updatedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly secretRotatedAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly previousSecretExpiresAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
        }, undefined>, "/webhooks/:webhookId">;
        delete: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly webhookId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, `not a valid ${string} id`>]>;
        }, undefined>, undefined, undefined, import("valibot").ObjectSchema<{
            readonly deleted: import("valibot").LiteralSchema<true, undefined>;
            readonly id: import("valibot").StringSchema<undefined>;
            readonly url: import("valibot").StringSchema<undefined>;
            readonly events: import("valibot").ArraySchema<import("valibot").PicklistSchema<[...(keyof import("test/support/checked-core.js").EventMap)[], "*"], `must be one of ${string} or "*"`>, undefined>;
            readonly description: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly enabled: import("valibot").BooleanSchema<undefined>;
            readonly disabledReason: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly createdAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly updatedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly secretRotatedAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly previousSecretExpiresAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
        }, undefined>, "/webhooks/:webhookId">;
        rotateSecret: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly webhookId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, `not a valid ${string} id`>]>;
        }, undefined>, undefined, import("valibot").StrictObjectSchema<{
            readonly gracePeriodSeconds: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").NumberSchema<undefined>, import("valibot").IntegerAction<number, "must be a whole number of seconds">, import("valibot").MinValueAction<number, 0, undefined>, import("valibot").MaxValueAction<number, number, undefined>]>, undefined>;
        }, undefined>, import("valibot").ObjectSchema<{
            readonly secret: import("valibot").StringSchema<undefined>;
            readonly id: import("valibot").StringSchema<undefined>;
            readonly url: import("valibot").StringSchema<undefined>;
            readonly events: import("valibot").ArraySchema<import("valibot").PicklistSchema<[...(keyof import("test/support/checked-core.js").EventMap)[], "*"], `must be one of ${string} or "*"`>, undefined>;
            readonly description: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly enabled: import("valibot").BooleanSchema<undefined>;
            readonly disabledReason: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly createdAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly updatedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly secretRotatedAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly previousSecretExpiresAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
        }, undefined>, "/webhooks/:webhookId/rotate-secret">;
        sendTest: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly webhookId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, `not a valid ${string} id`>]>;
        }, undefined>, undefined, undefined, import("valibot").ObjectSchema<{
            readonly id: import("valibot").StringSchema<undefined>;
            readonly webhookId: import("valibot").StringSchema<undefined>;
            readonly eventId: import("valibot").StringSchema<undefined>;
            readonly eventType: import("valibot").StringSchema<undefined>;
            readonly sessionId: import("valibot").StringSchema<undefined>;
            readonly status: import("valibot").PicklistSchema<["pending", "delivered", "failed"], undefined>;
            readonly createdAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly updatedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly nextAttemptAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly attemptCount: import("valibot").NumberSchema<undefined>;
            readonly attempts: import("valibot").ArraySchema<import("valibot").ObjectSchema<{
                readonly at: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
                readonly statusCode: import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>;
                readonly durationMs: import("valibot").NumberSchema<undefined>;
                readonly error: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            }, undefined>, undefined>;
            readonly lastError: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly deliveredAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
        }, undefined>, "/webhooks/:webhookId/test">;
        listDeliveries: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly webhookId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, `not a valid ${string} id`>]>;
        }, undefined>, import("valibot").StrictObjectSchema<{
            readonly status: import("valibot").OptionalSchema<import("valibot").PicklistSchema<["pending", "delivered", "failed"], undefined>, undefined>;
            readonly limit: import("valibot").OptionalSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, "must be a whole number">, import("valibot").TransformAction<any, number>, import("valibot").MinValueAction<number, 1, undefined>, import("valibot").MaxValueAction<number, 1000, undefined>]>, undefined>;
        }, undefined>, undefined, import("valibot").ArraySchema<import("valibot").ObjectSchema<{
            readonly id: import("valibot").StringSchema<undefined>;
            readonly webhookId: import("valibot").StringSchema<undefined>;
            readonly eventId: import("valibot").StringSchema<undefined>;
            readonly eventType: import("valibot").StringSchema<undefined>;
            readonly sessionId: import("valibot").StringSchema<undefined>;
            readonly status: import("valibot").PicklistSchema<["pending", "delivered", "failed"], undefined>;
            readonly createdAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly updatedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly nextAttemptAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly attemptCount: import("valibot").NumberSchema<undefined>;
            readonly attempts: import("valibot").ArraySchema<import("valibot").ObjectSchema<{
                readonly at: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
                readonly statusCode: import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>;
                readonly durationMs: import("valibot").NumberSchema<undefined>;
                readonly error: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            }, undefined>, undefined>;
            readonly lastError: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly deliveredAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
        }, undefined>, undefined>, "/webhooks/:webhookId/deliveries">;
        getDelivery: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly webhookId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, `not a valid ${string} id`>]>;
            readonly deliveryId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, `not a valid ${string} id`>]>;
        }, undefined>, undefined, undefined, import("valibot").ObjectSchema<{
            readonly id: import("valibot").StringSchema<undefined>;
            readonly webhookId: import("valibot").StringSchema<undefined>;
            readonly eventId: import("valibot").StringSchema<undefined>;
            readonly eventType: import("valibot").StringSchema<undefined>;
            readonly sessionId: import("valibot").StringSchema<undefined>;
            readonly status: import("valibot").PicklistSchema<["pending", "delivered", "failed"], undefined>;
            readonly createdAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly updatedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly nextAttemptAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly attemptCount: import("valibot").NumberSchema<undefined>;
            readonly attempts: import("valibot").ArraySchema<import("valibot").ObjectSchema<{
                readonly at: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
                readonly statusCode: import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>;
                readonly durationMs: import("valibot").NumberSchema<undefined>;
                readonly error: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            }, undefined>, undefined>;
            readonly lastError: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly deliveredAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
        }, undefined>, "/webhooks/:webhookId/deliveries/:deliveryId">;
        redeliver: import("test/support/checked-core.js").Operation<import("valibot").ObjectSchema<{
            readonly webhookId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, `not a valid ${string} id`>]>;
            readonly deliveryId: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").RegexAction<string, `not a valid ${string} id`>]>;
        }, undefined>, undefined, undefined, import("valibot").ObjectSchema<{
            readonly id: import("valibot").StringSchema<undefined>;
            readonly webhookId: import("valibot").StringSchema<undefined>;
            readonly eventId: import("valibot").StringSchema<undefined>;
            readonly eventType: import("valibot").StringSchema<undefined>;
            readonly sessionId: import("valibot").StringSchema<undefined>;
            readonly status: import("valibot").PicklistSchema<["pending", "delivered", "failed"], undefined>;
            readonly createdAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly updatedAt: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
            readonly nextAttemptAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
            readonly attemptCount: import("valibot").NumberSchema<undefined>;
            readonly attempts: import("valibot").ArraySchema<import("valibot").ObjectSchema<{
                readonly at: import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>;
                readonly statusCode: import("valibot").NullableSchema<import("valibot").NumberSchema<undefined>, undefined>;
                readonly durationMs: import("valibot").NumberSchema<undefined>;
                readonly error: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            }, undefined>, undefined>;
            readonly lastError: import("valibot").NullableSchema<import("valibot").StringSchema<undefined>, undefined>;
            readonly deliveredAt: import("valibot").NullableSchema<import("valibot").SchemaWithPipe<readonly [import("valibot").StringSchema<undefined>, import("valibot").IsoTimestampAction<string, undefined>]>, undefined>;
        }, undefined>, "/webhooks/:webhookId/deliveries/:deliveryId/redeliver">;
    };
};
