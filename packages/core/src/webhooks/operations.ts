import { operationsOn } from '../operations/operation.js'
import type { WebhookService } from './service.js'
import { carries, sees, sessionsFor } from './access.js'
import { delivery, deliveryId, secret, webhook, webhookId } from './examples.js'
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

const defineOperation = operationsOn<{ webhooks: WebhookService }>()

const tag = 'Webhooks'

/** The webhook operations: `engine.webhooks.<name>` and their routes. */
export const webhookOperations = {
  create: defineOperation({
    method: 'POST',
    scope: 'manage',
    path: '/webhooks',
    tag,
    summary: 'Create a webhook',
    response: WebhookWithSecretSchema,
    description:
      'Returns the webhook and its signing `secret`, shown this once. Deliveries are signed with it: header `svc-signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`.',
    body: CreateWebhookBody,
    status: 201,
    example: {
      body: { url: webhook.url, events: webhook.events, description: webhook.description },
      response: { ...webhook, secret },
    },
    run: ({ webhooks }, { body, access }) =>
      webhooks.create({ ...body, sessionIds: sessionsFor(access, body.sessionIds, true) }, access.keyId),
  }),
  list: defineOperation({
    method: 'GET',
    scope: 'manage',
    path: '/webhooks',
    tag,
    summary: 'List webhooks',
    response: WebhookListSchema,
    example: { response: [webhook] },
    run: async ({ webhooks }, { access }) =>
      (await webhooks.list()).filter((webhook) => sees(access, webhook.sessionIds)),
  }),
  get: defineOperation({
    method: 'GET',
    scope: 'manage',
    path: '/webhooks/:webhookId',
    tag,
    summary: 'Get a webhook',
    response: WebhookSchema,
    params: WebhookParams,
    example: { params: { webhookId }, response: webhook },
    run: async ({ webhooks }, { params, access }) => {
      await webhooks.requireVisible(params.webhookId, access)
      return webhooks.get(params.webhookId)
    },
  }),
  update: defineOperation({
    method: 'PATCH',
    scope: 'manage',
    path: '/webhooks/:webhookId',
    tag,
    summary: 'Change a webhook',
    response: WebhookSchema,
    description:
      'Any of `url`, `events`, `description`, `enabled`. Disabling keeps pending deliveries; enabling sends them.',
    params: WebhookParams,
    body: UpdateWebhookBody,
    example: {
      params: { webhookId },
      body: { enabled: false },
      response: { ...webhook, enabled: false, updatedAt: '2026-11-24T11:00:00.000Z' },
    },
    run: async ({ webhooks }, { params, body, access }) => {
      await webhooks.requireVisible(params.webhookId, access)
      const sessionIds = sessionsFor(access, body.sessionIds, false)
      return webhooks.update(params.webhookId, sessionIds === undefined ? body : { ...body, sessionIds })
    },
  }),
  delete: defineOperation({
    method: 'DELETE',
    scope: 'manage',
    path: '/webhooks/:webhookId',
    tag,
    summary: 'Delete a webhook',
    response: WebhookDeletedSchema,
    description: 'Stops deliveries and removes the webhook with its delivery history.',
    params: WebhookParams,
    example: { params: { webhookId }, response: { ...webhook, deleted: true } },
    run: async ({ webhooks }, { params, access }) => {
      await webhooks.requireVisible(params.webhookId, access)
      return webhooks.delete(params.webhookId)
    },
  }),
  rotateSecret: defineOperation({
    method: 'POST',
    scope: 'manage',
    path: '/webhooks/:webhookId/rotate-secret',
    tag,
    summary: 'Rotate the signing secret',
    response: WebhookWithSecretSchema,
    description:
      'Returns the new `secret`, shown this once. During the grace period (default 24 h) deliveries carry a `v1` for the new and the old secret.',
    params: WebhookParams,
    body: RotateSecretBody,
    example: {
      params: { webhookId },
      body: { gracePeriodSeconds: 3600 },
      response: {
        ...webhook,
        secret: 'whsec_T4mQ1vZ8xK3nR6wB9yD2fH5jL7pS0cE3gU6iO9aY1tw',
        updatedAt: '2026-11-24T12:00:00.000Z',
        secretRotatedAt: '2026-11-24T12:00:00.000Z',
        previousSecretExpiresAt: '2026-11-24T13:00:00.000Z',
      },
    },
    run: async ({ webhooks }, { params, body, access }) => {
      await webhooks.requireVisible(params.webhookId, access)
      return webhooks.rotateSecret(
        params.webhookId,
        body.gracePeriodSeconds === undefined ? {} : { gracePeriodMs: body.gracePeriodSeconds * 1000 },
      )
    },
  }),
  sendTest: defineOperation({
    method: 'POST',
    scope: 'manage',
    path: '/webhooks/:webhookId/test',
    tag,
    summary: 'Send a test event',
    response: DeliverySchema,
    description:
      'Delivers a `webhook.test` event to this webhook only and answers with the delivery after its first attempt.',
    params: WebhookParams,
    example: {
      params: { webhookId },
      response: {
        ...delivery,
        id: 'dlv_Vt9Lm2Qx7Rb4NwYe',
        eventId: 'evt_Hs6Kd1Pz8Wc3FyJq',
        eventType: 'webhook.test',
        sessionId: '',
        createdAt: '2026-11-24T09:11:00.000Z',
        updatedAt: '2026-11-24T09:11:00.131Z',
        attemptCount: 1,
        attempts: [{ at: '2026-11-24T09:11:00.004Z', statusCode: 200, durationMs: 118.2, error: null }],
        deliveredAt: '2026-11-24T09:11:00.131Z',
      },
    },
    run: async ({ webhooks }, { params, access }) => {
      await webhooks.requireVisible(params.webhookId, access)
      return webhooks.sendTest(params.webhookId)
    },
  }),
  listDeliveries: defineOperation({
    method: 'GET',
    scope: 'manage',
    path: '/webhooks/:webhookId/deliveries',
    tag,
    summary: 'List deliveries',
    response: DeliveryListSchema,
    description:
      'Newest first, each with its attempts (time, status code, duration, error). Filter with `status`; `limit` 1-1000 (default 100).',
    params: WebhookParams,
    query: ListDeliveriesQuery,
    example: { params: { webhookId }, query: { status: 'delivered', limit: '20' }, response: [delivery] },
    run: async ({ webhooks }, { params, query, access }) => {
      await webhooks.requireVisible(params.webhookId, access)
      return (await webhooks.listDeliveries(params.webhookId, query)).filter((delivery) => carries(access, delivery))
    },
  }),
  getDelivery: defineOperation({
    method: 'GET',
    scope: 'manage',
    path: '/webhooks/:webhookId/deliveries/:deliveryId',
    tag,
    summary: 'Get a delivery',
    response: DeliverySchema,
    params: DeliveryParams,
    example: { params: { webhookId, deliveryId }, response: delivery },
    run: async ({ webhooks }, { params, access }) => {
      await webhooks.requireVisible(params.webhookId, access, params.deliveryId)
      return webhooks.getDelivery(params.webhookId, params.deliveryId)
    },
  }),
  redeliver: defineOperation({
    method: 'POST',
    scope: 'manage',
    path: '/webhooks/:webhookId/deliveries/:deliveryId/redeliver',
    tag,
    summary: 'Redeliver',
    response: DeliverySchema,
    description:
      'Sends the same event (same id and body) again now; a failed or delivered delivery starts a fresh retry schedule.',
    params: DeliveryParams,
    example: {
      params: { webhookId, deliveryId },
      response: {
        ...delivery,
        status: 'pending',
        updatedAt: '2026-11-24T14:00:00.000Z',
        nextAttemptAt: '2026-11-24T14:00:00.000Z',
        deliveredAt: null,
      },
    },
    run: async ({ webhooks }, { params, access }) => {
      await webhooks.requireVisible(params.webhookId, access, params.deliveryId)
      return webhooks.redeliver(params.webhookId, params.deliveryId)
    },
  }),
}
