import type { EngineContext } from '../context.js'
import { members } from '../operations/bind.js'
import { defineDomain } from '../operations/domain.js'
import type { SessionEngineOptions } from '../options.js'
import type { TransportRegistry } from '../transports/registry.js'
import { webhookErrors } from './errors.js'
import { webhookOperations } from './operations.js'
import { WebhookService } from './service.js'

/** Webhooks: the durable outbox every event is delivered from, to webhooks and (as another kind) transports. */
export const webhooksDomain = defineDomain({
  services: {
    webhooks: (
      context: EngineContext & { options: SessionEngineOptions },
      { transportRegistry }: { transportRegistry: TransportRegistry },
    ) => new WebhookService(context, context.options.webhooks, [transportRegistry]),
  },
  operations: {
    /** Webhooks: management, and an observer of every delivery attempt; deliveries themselves run inside the engine. */
    webhooks: webhookOperations,
  },
  facade: ({ webhooks }) => ({ webhooks: members(webhooks, ['onAttempt', 'options', 'count']) }),
  errors: webhookErrors,
})
