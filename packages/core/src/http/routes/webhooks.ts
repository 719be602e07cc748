import { defineRoute } from '../route.js'
import {
  CreateWebhookBody,
  DeliveryListSchema,
  DeliveryParams,
  DeliverySchema,
  ListDeliveriesQuery,
  RotateSecretBody,
  UpdateWebhookBody,
  WebhookDeletedSchema,
  WebhookListSchema,
  WebhookParams,
  WebhookSchema,
  WebhookWithSecretSchema,
} from '../../webhooks/schema.js'

const tag = 'Webhooks'

export const webhookRoutes = [
  defineRoute({
    method: 'POST',
    path: '/webhooks',
    tag,
    summary: 'Create a webhook',
    response: WebhookWithSecretSchema,
    description:
      'Returns the webhook and its signing `secret`, shown this once. Deliveries are signed with it: header `svc-signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`.',
    body: CreateWebhookBody,
    status: 201,
    run: ({ engine, body }) => engine.webhooks.create(body),
  }),
  defineRoute({
    method: 'GET',
    path: '/webhooks',
    tag,
    summary: 'List webhooks',
    response: WebhookListSchema,
    run: ({ engine }) => engine.webhooks.list(),
  }),
  defineRoute({
    method: 'GET',
    path: '/webhooks/:webhookId',
    tag,
    summary: 'Get a webhook',
    response: WebhookSchema,
    params: WebhookParams,
    run: ({ engine, params }) => engine.webhooks.get(params.webhookId),
  }),
  defineRoute({
    method: 'PATCH',
    path: '/webhooks/:webhookId',
    tag,
    summary: 'Change a webhook',
    response: WebhookSchema,
    description:
      'Any of `url`, `events`, `description`, `enabled`. Disabling keeps pending deliveries; enabling sends them.',
    params: WebhookParams,
    body: UpdateWebhookBody,
    run: ({ engine, params, body }) => engine.webhooks.update(params.webhookId, body),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/webhooks/:webhookId',
    tag,
    summary: 'Delete a webhook',
    response: WebhookDeletedSchema,
    description: 'Stops deliveries and removes the webhook with its delivery history.',
    params: WebhookParams,
    run: ({ engine, params }) => engine.webhooks.delete(params.webhookId),
  }),
  defineRoute({
    method: 'POST',
    path: '/webhooks/:webhookId/rotate-secret',
    tag,
    summary: 'Rotate the signing secret',
    response: WebhookWithSecretSchema,
    description:
      'Returns the new `secret`, shown this once. During the grace period (default 24 h) deliveries carry a `v1` for the new and the old secret.',
    params: WebhookParams,
    body: RotateSecretBody,
    run: ({ engine, params, body }) =>
      engine.webhooks.rotateSecret(
        params.webhookId,
        body.gracePeriodSeconds === undefined ? {} : { gracePeriodMs: body.gracePeriodSeconds * 1000 },
      ),
  }),
  defineRoute({
    method: 'POST',
    path: '/webhooks/:webhookId/test',
    tag,
    summary: 'Send a test event',
    response: DeliverySchema,
    description:
      'Delivers a `webhook.test` event to this webhook only and answers with the delivery after its first attempt.',
    params: WebhookParams,
    run: ({ engine, params }) => engine.webhooks.sendTest(params.webhookId),
  }),
  defineRoute({
    method: 'GET',
    path: '/webhooks/:webhookId/deliveries',
    tag,
    summary: 'List deliveries',
    response: DeliveryListSchema,
    description:
      'Newest first, each with its attempts (time, status code, duration, error). Filter with `status`; `limit` 1-1000 (default 100).',
    params: WebhookParams,
    query: ListDeliveriesQuery,
    run: ({ engine, params, query }) => engine.webhooks.listDeliveries(params.webhookId, query),
  }),
  defineRoute({
    method: 'GET',
    path: '/webhooks/:webhookId/deliveries/:deliveryId',
    tag,
    summary: 'Get a delivery',
    response: DeliverySchema,
    params: DeliveryParams,
    run: ({ engine, params }) => engine.webhooks.getDelivery(params.webhookId, params.deliveryId),
  }),
  defineRoute({
    method: 'POST',
    path: '/webhooks/:webhookId/deliveries/:deliveryId/redeliver',
    tag,
    summary: 'Redeliver',
    response: DeliverySchema,
    description:
      'Sends the same event (same id and body) again now; a failed or delivered delivery starts a fresh retry schedule.',
    params: DeliveryParams,
    run: ({ engine, params }) => engine.webhooks.redeliver(params.webhookId, params.deliveryId),
  }),
]
