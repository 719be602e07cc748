/** The contacts operations: `engine.contacts.<name>` and their routes (an extension of the spec). */
export declare const contactOperations: {
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
