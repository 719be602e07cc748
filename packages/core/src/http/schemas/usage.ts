import * as v from 'valibot'

/**
 * `days` for GET /usage/analytics. A whole number of days >= 1; anything else (`abc`, `1.5`, `-3`, `0`, an
 * empty or repeated parameter) is a 422, because a window of no days or a negative one is a client bug
 * worth reporting. Above the maximum (90) the service clamps and answers `periodDays: 90`, the window it
 * actually applied (spec part 2), since asking for "a long window" is a reasonable request it can serve.
 * Other query parameters are ignored (cache-busters, tracking); only bodies are strict (decisions.md).
 */
export const AnalyticsQuery = v.object({
  days: v.optional(
    v.pipe(
      v.string('must be given once'),
      v.regex(/^\d+$/, 'must be a whole number of days'),
      v.transform(Number),
      v.minValue(1, 'must be at least 1'),
    ),
  ),
})

export type AnalyticsQueryInput = v.InferOutput<typeof AnalyticsQuery>
