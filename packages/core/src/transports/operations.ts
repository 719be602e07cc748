import { operationsOn } from '../operations/operation.js'
import type { TransportService } from './service.js'
import { carries, sees, sessionsFor } from '../webhooks/access.js'
import { delivery, deliveryId, transport, transportId } from './examples.js'
import {
  CreateTransportBody,
  ListDeliveriesQuery,
  TransportDeletedSchema,
  TransportDeliveryListSchema,
  TransportDeliveryParams,
  TransportDeliverySchema,
  TransportListSchema,
  TransportParams,
  TransportSchema,
  UpdateTransportBody,
} from './schema.js'

const defineOperation = operationsOn<{ transports: TransportService }>()

const tag = 'Transports'

/** The transport operations: `engine.transports.<name>` and their routes. */
export const transportOperations = {
  create: defineOperation({
    method: 'POST',
    path: '/transports',
    tag,
    scope: 'manage',
    summary: 'Create a transport',
    response: TransportSchema,
    description:
      "Publishes the events named to a broker: NATS JetStream (`subject`), RabbitMQ (a topic `exchange`) or Redis Streams (`stream`). The URL host must be on the operator's broker host allowlist (`transport_host_forbidden` otherwise), and the stream, subject or exchange (and Redis' db) within the namespace the operator gave that host, by default names starting with `sessionkit.transports.` in db 0 (`transport_outside_namespace` otherwise). Transports naming the same Redis stream share it: each append caps it at the largest `maxLen` among them. Credentials in the URL are kept secret and never shown again.",
    body: CreateTransportBody,
    status: 201,
    example: {
      body: {
        kind: 'rabbitmq',
        url: 'amqp://crm:s3cret@rabbitmq.internal:5672/',
        exchange: 'sessionkit.transports.whatsapp',
        events: transport.events,
        description: transport.description,
      },
      response: transport,
    },
    run: ({ transports }, { body, access }) =>
      transports.create({ ...body, sessionIds: sessionsFor(access, body.sessionIds, true) }, access.keyId),
  }),
  list: defineOperation({
    method: 'GET',
    path: '/transports',
    tag,
    scope: 'manage',
    summary: 'List transports',
    response: TransportListSchema,
    example: { response: [transport] },
    run: async ({ transports }, { access }) =>
      (await transports.list()).filter((transport) => sees(access, transport.sessionIds)),
  }),
  get: defineOperation({
    method: 'GET',
    path: '/transports/:transportId',
    tag,
    scope: 'manage',
    summary: 'Get a transport',
    response: TransportSchema,
    params: TransportParams,
    example: { params: { transportId }, response: transport },
    run: async ({ transports }, { params, access }) => {
      await transports.requireVisible(params.transportId, access)
      return transports.get(params.transportId)
    },
  }),
  update: defineOperation({
    method: 'PATCH',
    path: '/transports/:transportId',
    tag,
    scope: 'manage',
    summary: 'Change a transport',
    response: TransportSchema,
    description:
      "Any of `url` (same kind of broker), `events`, `sessionIds`, `description`, `enabled`. Disabling keeps pending deliveries; enabling publishes them and clears `disabledReason`. A new `url`, or enabling, is checked against the operator's broker host allowlist and the host's namespace again (`transport_host_forbidden`, `transport_outside_namespace`).",
    params: TransportParams,
    body: UpdateTransportBody,
    example: {
      params: { transportId },
      body: { enabled: false },
      response: { ...transport, enabled: false, updatedAt: '2026-11-24T11:00:00.000Z' },
    },
    run: async ({ transports }, { params, body, access }) => {
      await transports.requireVisible(params.transportId, access)
      const sessionIds = sessionsFor(access, body.sessionIds, false)
      return transports.update(params.transportId, { ...body, ...(sessionIds !== undefined ? { sessionIds } : {}) })
    },
  }),
  delete: defineOperation({
    method: 'DELETE',
    path: '/transports/:transportId',
    tag,
    scope: 'manage',
    summary: 'Delete a transport',
    response: TransportDeletedSchema,
    description: 'Stops publishing and removes the transport with its delivery history.',
    params: TransportParams,
    example: { params: { transportId }, response: { ...transport, deleted: true } },
    run: async ({ transports }, { params, access }) => {
      await transports.requireVisible(params.transportId, access)
      return transports.delete(params.transportId)
    },
  }),
  listDeliveries: defineOperation({
    method: 'GET',
    path: '/transports/:transportId/deliveries',
    tag,
    scope: 'manage',
    summary: 'List transport deliveries',
    response: TransportDeliveryListSchema,
    description:
      "Newest first, each with its attempts (time, duration, the broker's error). Filter with `status`; `limit` 1-1000 (default 100).",
    params: TransportParams,
    query: ListDeliveriesQuery,
    example: { params: { transportId }, query: { status: 'delivered', limit: '20' }, response: [delivery] },
    run: async ({ transports }, { params, query, access }) => {
      await transports.requireVisible(params.transportId, access)
      return (await transports.listDeliveries(params.transportId, query)).filter((delivery) =>
        carries(access, delivery),
      )
    },
  }),
  getDelivery: defineOperation({
    method: 'GET',
    path: '/transports/:transportId/deliveries/:deliveryId',
    tag,
    scope: 'manage',
    summary: 'Get a transport delivery',
    response: TransportDeliverySchema,
    params: TransportDeliveryParams,
    example: { params: { transportId, deliveryId }, response: delivery },
    run: async ({ transports }, { params, access }) => {
      await transports.requireVisible(params.transportId, access, params.deliveryId)
      return transports.getDelivery(params.transportId, params.deliveryId)
    },
  }),
}
