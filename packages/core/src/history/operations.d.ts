/** The history operations: `engine.history.<name>` and their routes. */
export declare const historyOperations: {
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
