import * as v from 'valibot';
/**
 * `days` for GET /usage/analytics. A whole number of days >= 1; anything else (`abc`, `1.5`, `-3`, `0`, an
 * empty or repeated parameter) is a 422, because a window of no days or a negative one is a client bug
 * worth reporting. Above the maximum (90) the service clamps and answers `periodDays: 90`, the window it
 * actually applied (spec part 2), since asking for "a long window" is a reasonable request it can serve.
 * Other query parameters are ignored (cache-busters, tracking); only bodies are strict (decisions.md).
 */
export declare const AnalyticsQuery: v.ObjectSchema<{
    readonly days: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<"must be given once">, v.RegexAction<string, "must be a whole number of days">, v.TransformAction<any, number>, v.MinValueAction<number, 1, "must be at least 1">]>, undefined>;
}, undefined>;
export type AnalyticsQueryInput = v.InferOutput<typeof AnalyticsQuery>;
/** Account-level counters (spec part 2, "Usage counters"). */
export declare const UsageCountersSchema: v.ObjectSchema<{
    readonly activeSessions: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>]>;
    readonly totalSessions: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>]>;
    readonly sentMessagesThisMonth: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>]>;
    readonly failedMessagesThisMonth: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>]>;
    readonly apiRequestsThisMonth: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>]>;
    readonly webhooksConfigured: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>]>;
}, undefined>;
export type UsageCounters = v.InferOutput<typeof UsageCountersSchema>;
export declare const UsageTimelineDaySchema: v.ObjectSchema<{
    /** The UTC day, `YYYY-MM-DD`. */
    readonly date: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoDateAction<string, undefined>]>;
    readonly sentMessages: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>]>;
    readonly failedMessages: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>]>;
    readonly apiRequests: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>]>;
}, undefined>;
export type UsageTimelineDay = v.InferOutput<typeof UsageTimelineDaySchema>;
/** Spec part 2, "Usage analytics". */
export declare const UsageAnalyticsSchema: v.ObjectSchema<{
    /** The window actually applied (requests above the maximum are clamped to it). */
    readonly periodDays: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>]>;
    /** One entry per UTC day of the window, oldest first, ending today; days without traffic are zeros. */
    readonly timeline: v.ArraySchema<v.ObjectSchema<{
        /** The UTC day, `YYYY-MM-DD`. */
        readonly date: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoDateAction<string, undefined>]>;
        readonly sentMessages: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>]>;
        readonly failedMessages: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>]>;
        readonly apiRequests: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>]>;
    }, undefined>, undefined>;
    /** HTTP responses of the window by class. */
    readonly statusBreakdown: v.ObjectSchema<{
        readonly success2xx: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>]>;
        readonly clientError4xx: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>]>;
        readonly serverError5xx: v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, undefined>, v.MinValueAction<number, 0, undefined>]>;
    }, undefined>;
}, undefined>;
export type UsageAnalytics = v.InferOutput<typeof UsageAnalyticsSchema>;
