import { defineOperation } from '../operations/operation.js'
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
} from './schema.js'

const tag = 'Webhooks'

/** The webhook operations: `engine.webhooks.<name>` and their routes. */
export const webhookOperations = {
  create: defineOperation({
    method: 'POST',
    path: '/webhooks',
    tag,
    summary: 'Create a webhook',
    response: WebhookWithSecretSchema,
    description:
      'Returns the webhook and its signing `secret`, shown this once. Deliveries are signed with it: header `svc-signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`.',
    body: CreateWebhookBody,
    status: 201,
    run: ({ webhooks }, { body }) => webhooks.create(body),
  }),
  list: defineOperation({
    method: 'GET',
    path: '/webhooks',
    tag,
    summary: 'List webhooks',
    response: WebhookListSchema,
    run: ({ webhooks }) => webhooks.list(),
  }),
  get: defineOperation({
    method: 'GET',
    path: '/webhooks/:webhookId',
    tag,
    summary: 'Get a webhook',
    response: WebhookSchema,
    params: WebhookParams,
    run: ({ webhooks }, { params }) => webhooks.get(params.webhookId),
  }),
  update: defineOperation({
    method: 'PATCH',
    path: '/webhooks/:webhookId',
    tag,
    summary: 'Change a webhook',
    response: WebhookSchema,
    description:
      'Any of `url`, `events`, `description`, `enabled`. Disabling keeps pending deliveries; enabling sends them.',
    params: WebhookParams,
    body: UpdateWebhookBody,
    run: ({ webhooks }, { params, body }) => webhooks.update(params.webhookId, body),
  }),
  delete: defineOperation({
    method: 'DELETE',
    path: '/webhooks/:webhookId',
    tag,
    summary: 'Delete a webhook',
    response: WebhookDeletedSchema,
    description: 'Stops deliveries and removes the webhook with its delivery history.',
    params: WebhookParams,
    run: ({ webhooks }, { params }) => webhooks.delete(params.webhookId),
  }),
  rotateSecret: defineOperation({
    method: 'POST',
    path: '/webhooks/:webhookId/rotate-secret',
    tag,
    summary: 'Rotate the signing secret',
    response: WebhookWithSecretSchema,
    description:
      'Returns the new `secret`, shown this once. During the grace period (default 24 h) deliveries carry a `v1` for the new and the old secret.',
    params: WebhookParams,
    body: RotateSecretBody,
    run: ({ webhooks }, { params, body }) =>
      webhooks.rotateSecret(
        params.webhookId,
        body.gracePeriodSeconds === undefined ? {} : { gracePeriodMs: body.gracePeriodSeconds * 1000 },
      ),
  }),
  sendTest: defineOperation({
    method: 'POST',
    path: '/webhooks/:webhookId/test',
    tag,
    summary: 'Send a test event',
    response: DeliverySchema,
    description:
      'Delivers a `webhook.test` event to this webhook only and answers with the delivery after its first attempt.',
    params: WebhookParams,
    run: ({ webhooks }, { params }) => webhooks.sendTest(params.webhookId),
  }),
  listDeliveries: defineOperation({
    method: 'GET',
    path: '/webhooks/:webhookId/deliveries',
    tag,
    summary: 'List deliveries',
    response: DeliveryListSchema,
    description:
      'Newest first, each with its attempts (time, status code, duration, error). Filter with `status`; `limit` 1-1000 (default 100).',
    params: WebhookParams,
    query: ListDeliveriesQuery,
    run: ({ webhooks }, { params, query }) => webhooks.listDeliveries(params.webhookId, query),
  }),
  getDelivery: defineOperation({
    method: 'GET',
    path: '/webhooks/:webhookId/deliveries/:deliveryId',
    tag,
    summary: 'Get a delivery',
    response: DeliverySchema,
    params: DeliveryParams,
    run: ({ webhooks }, { params }) => webhooks.getDelivery(params.webhookId, params.deliveryId),
  }),
  redeliver: defineOperation({
    method: 'POST',
    path: '/webhooks/:webhookId/deliveries/:deliveryId/redeliver',
    tag,
    summary: 'Redeliver',
    response: DeliverySchema,
    description:
      'Sends the same event (same id and body) again now; a failed or delivered delivery starts a fresh retry schedule.',
    params: DeliveryParams,
    run: ({ webhooks }, { params }) => webhooks.redeliver(params.webhookId, params.deliveryId),
  }),
}
