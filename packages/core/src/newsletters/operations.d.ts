/** The newsletters operations: `engine.newsletters.<name>` and their routes. */
export declare const newsletterOperations: {
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
