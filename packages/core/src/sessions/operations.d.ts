/** The sessions operations: `engine.sessions.<name>` and their routes. */
export declare const sessionOperations: {
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
