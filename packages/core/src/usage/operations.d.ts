/**
 * A usage read is itself an API request: it is counted when its response leaves the handler, so a figure
 * never includes the request that reads it and the next read shows it (the same for counters and analytics).
 */
/** The usage operations: `engine.usage.<name>` and their routes. */
export declare const usageOperations: {
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
