import type { EngineContext } from '../context.js'
import { members } from '../operations/bind.js'
import { defineDomain } from '../operations/domain.js'
import type { SessionEngineOptions } from '../options.js'
import type { SessionService } from '../sessions/service.js'
import type { WebhookService } from '../webhooks/service.js'
import { usageOperations } from './operations.js'
import { UsageService } from './service.js'

/** Usage: counters and analytics of what every session sent and every request the API answered. */
export const usageDomain = defineDomain({
  services: {
    usage: (
      context: EngineContext & { options: SessionEngineOptions },
      services: { sessions: SessionService; webhooks: WebhookService },
    ) => {
      const usage = new UsageService({
        collection: context.store.collection('usage'),
        clock: context.clock,
        scheduler: context.scheduler,
        logger: context.logger,
        sessions: (sessionIds) => services.sessions.count(sessionIds),
        sessionExists: (sessionId) => services.sessions.has(sessionId),
        flushIntervalMs: context.options.usage?.flushIntervalMs,
      })
      usage.setWebhookCounter((access) => services.webhooks.count(access))
      return usage
    },
  },
  operations: { usage: usageOperations },
  facade: ({ usage }) => ({ usage: members(usage, ['recordMessageSent', 'recordMessageFailed', 'flush']) }),
  // Pending counts are written before the store closes, so a clean stop loses no count.
  flush: ({ usage }) => usage.close(),
})
