import type * as v from 'valibot'
import type { DeliverySchema, WebhookSchema } from './schema.js'

/** The OpenAPI document's examples of the webhook operations (operations.ts). */

export const webhookId = 'wh_Jx3kQ9vL2mPa7RtY'
export const deliveryId = 'dlv_4nB8cW1sZq6EoHuK'

export const webhook: v.InferInput<typeof WebhookSchema> = {
  id: webhookId,
  url: 'https://crm.example.com/hooks/whatsapp',
  events: ['message.received', 'message.receipt', 'connection.state'],
  sessionIds: null,
  description: 'CRM inbox',
  enabled: true,
  disabledReason: null,
  createdAt: '2026-11-24T09:10:00.000Z',
  updatedAt: '2026-11-24T09:10:00.000Z',
  secretRotatedAt: null,
  previousSecretExpiresAt: null,
  createdByKeyId: 'key_7fQ2mX9pLr4TzW8c',
}

/** A secret as create and rotate show it, once (`whsec_` and 32 random bytes). */
export const secret = 'whsec_q8Xv2LmN5pR7tW0yB3dF6hJ9kZ1cE4gA8sU2oI5uY7w'

/** Delivered at the second attempt: the receiver was down for the first. */
export const delivery: v.InferInput<typeof DeliverySchema> = {
  id: deliveryId,
  webhookId,
  eventId: 'evt_Yp2Rk7Ws4Nd9QbLx',
  eventType: 'message.received',
  sessionId: 'support-desk',
  status: 'delivered',
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:05.412Z',
  nextAttemptAt: null,
  attemptCount: 2,
  attempts: [
    { at: '2026-11-24T10:00:00.012Z', statusCode: 503, durationMs: 38.4, error: 'receiver answered HTTP 503' },
    { at: '2026-11-24T10:00:05.287Z', statusCode: 200, durationMs: 124.9, error: null },
  ],
  lastError: null,
  deliveredAt: '2026-11-24T10:00:05.412Z',
}
