import { operationsOn } from '../operations/operation.js'
import type { UsageService } from './service.js'
import { AnalyticsQuery, UsageAnalyticsSchema, UsageCountersSchema } from './schema.js'

const defineOperation = operationsOn<{ usage: UsageService }>()

const tag = 'Usage'

/**
 * A usage read is itself an API request: it is counted when its response leaves the handler, so a figure
 * never includes the request that reads it and the next read shows it (the same for counters and analytics).
 */
/** The usage operations: `engine.usage.<name>` and their routes. */
export const usageOperations = {
  counters: defineOperation({
    method: 'GET',
    scope: 'read',
    path: '/usage',
    tag,
    summary: 'Usage counters of the account',
    description:
      "Sessions now (total records, runtimes loaded), this UTC month's sent and failed messages and API requests (every response of /api/v1, " +
      'errors and 401s included), and the number of webhooks configured. Exact at the moment of the read. ' +
      "A key restricted to sessions sees those sessions' figures: their records, the messages they sent, the requests made to their routes, and the webhooks it sees.",
    response: UsageCountersSchema,
    example: {
      response: {
        activeSessions: 3,
        totalSessions: 4,
        sentMessagesThisMonth: 1520,
        failedMessagesThisMonth: 7,
        apiRequestsThisMonth: 20481,
        webhooksConfigured: 2,
      },
    },
    run: ({ usage }, { access }) => usage.counters(access),
  }),
  analytics: defineOperation({
    method: 'GET',
    scope: 'read',
    path: '/usage/analytics',
    tag,
    summary: 'Usage analytics by UTC day',
    description:
      '`days` (default 7) is the window ending today (UTC). Above 90 it is clamped to 90; `periodDays` is the window applied. ' +
      'Below 1 or not a whole number: 422. `timeline` has one entry per day, oldest first, days without traffic as zeros; ' +
      '`statusBreakdown` counts the responses of the window by class. ' +
      "A key restricted to sessions sees the sum of those sessions' shares (the requests made to their routes).",
    query: AnalyticsQuery,
    response: UsageAnalyticsSchema,
    example: {
      query: { days: '3' },
      response: {
        periodDays: 3,
        timeline: [
          { date: '2026-11-22', sentMessages: 0, failedMessages: 0, apiRequests: 0 },
          { date: '2026-11-23', sentMessages: 212, failedMessages: 1, apiRequests: 2954 },
          { date: '2026-11-24', sentMessages: 187, failedMessages: 0, apiRequests: 2610 },
        ],
        statusBreakdown: { success2xx: 5431, clientError4xx: 131, serverError5xx: 2 },
      },
    },
    run: ({ usage }, { query, access }) => usage.analytics(access, query.days),
  }),
}
