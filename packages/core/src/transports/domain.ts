import type { EngineContext } from '../context.js'
import { defineDomain } from '../operations/domain.js'
import type { WebhookService } from '../webhooks/service.js'
import { deliveryHeaderNames } from '../webhooks/signed-post.js'
import { BrokerHosts } from './broker-hosts.js'
import { BrokerSender } from './brokers.js'
import { transportErrors } from './errors.js'
import { transportOperations } from './operations.js'
import { TransportRegistry } from './registry.js'
import { TransportService } from './service.js'

/** Transports: brokers (NATS, RabbitMQ, Redis) the outbox publishes events to, beside webhooks (docs/transports.md). */
export const transportsDomain = defineDomain({
  services: {
    transportRegistry: (context: EngineContext, services: { webhooks: WebhookService }) =>
      new TransportRegistry({
        collection: context.store.collection('transports'),
        clock: context.clock,
        hosts: new BrokerHosts(context.settings.transportHosts),
        logger: context.logger,
        // The senders take the webhooks' deadline and header names.
        sender: (id, registry) =>
          new BrokerSender(id, (transportId) => registry.peek(transportId), {
            hosts: registry.hosts,
            transports: () => registry.all(),
            headers: deliveryHeaderNames(services.webhooks.options.headerPrefix),
            timeoutMs: services.webhooks.options.timeoutMs,
          }),
      }),
    transports: (
      _context: EngineContext,
      services: { transportRegistry: TransportRegistry; webhooks: WebhookService },
    ) => new TransportService(services.transportRegistry, services.webhooks),
  },
  start: ({ transports }) => transports.start(),
  operations: {
    /** Transports: brokers the outbox publishes events to, beside webhooks (docs/transports.md). */
    transports: transportOperations,
  },
  errors: transportErrors,
})
