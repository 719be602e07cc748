/** The calls operations: `engine.calls.<name>` and their routes. */
export declare const callOperations: {
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
