import * as v from 'valibot';
/**
 * `days` for GET /usage/analytics. A whole number of days >= 1; anything else (`abc`, `1.5`, `-3`, `0`, an
 * empty or repeated parameter) is a 422, because a window of no days or a negative one is a client bug
 * worth reporting. Above the maximum (90) the service clamps and answers `periodDays: 90`, the window it
 * actually applied (spec part 2), since asking for "a long window" is a reasonable request it can serve.
 * Other query parameters are ignored (cache-busters, tracking); only bodies are strict (decisions.md).
 */
export const AnalyticsQuery = v.object({
    days: v.optional(v.pipe(v.string('must be given once'), v.regex(/^\d+$/, 'must be a whole number of days'), v.transform(Number), v.minValue(1, 'must be at least 1'))),
});
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** Account-level counters (spec part 2, "Usage counters"). */
export const UsageCountersSchema = v.object({
    activeSessions: Count,
    totalSessions: Count,
    sentMessagesThisMonth: Count,
    failedMessagesThisMonth: Count,
    apiRequestsThisMonth: Count,
    webhooksConfigured: Count,
});
export const UsageTimelineDaySchema = v.object({
    /** The UTC day, `YYYY-MM-DD`. */
    date: v.pipe(v.string(), v.isoDate()),
    sentMessages: Count,
    failedMessages: Count,
    apiRequests: Count,
});
/** Spec part 2, "Usage analytics". */
export const UsageAnalyticsSchema = v.object({
    /** The window actually applied (requests above the maximum are clamped to it). */
    periodDays: Count,
    /** One entry per UTC day of the window, oldest first, ending today; days without traffic are zeros. */
    timeline: v.array(UsageTimelineDaySchema),
    /** HTTP responses of the window by class. */
    statusBreakdown: v.object({ success2xx: Count, clientError4xx: Count, serverError5xx: Count }),
});
//# sourceMappingURL=schema.js.map