import type * as v from 'valibot'
import type { TransportDeliverySchema, TransportSchema } from './schema.js'

/** The OpenAPI document's examples of the transport operations (operations.ts). */

export const transportId = 'tr_Qm4Xv8Kd2Lp6RtWz'
export const deliveryId = 'dlv_0mi3k2x4s0000aB3dE6fG9'

export const transport: v.InferInput<typeof TransportSchema> = {
  id: transportId,
  kind: 'rabbitmq',
  url: 'amqp://***@rabbitmq.internal:5672/',
  subject: null,
  exchange: 'sessionkit.transports.whatsapp',
  stream: null,
  maxLen: null,
  events: ['message.received', 'message.receipt'],
  sessionIds: null,
  description: 'CRM workers',
  enabled: true,
  disabledReason: null,
  createdAt: '2026-11-24T09:10:00.000Z',
  updatedAt: '2026-11-24T09:10:00.000Z',
  createdByKeyId: 'key_7fQ2mX9pLr4TzW8c',
}

/** Published at the second attempt: the broker was unreachable for the first. */
export const delivery: v.InferInput<typeof TransportDeliverySchema> = {
  id: deliveryId,
  transportId,
  eventId: 'evt_Yp2Rk7Ws4Nd9QbLx',
  eventType: 'message.received',
  sessionId: 'support-desk',
  status: 'delivered',
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:05.031Z',
  nextAttemptAt: null,
  attemptCount: 2,
  attempts: [
    { at: '2026-11-24T10:00:00.004Z', statusCode: null, durationMs: 2.1, error: 'connection refused' },
    { at: '2026-11-24T10:00:05.019Z', statusCode: null, durationMs: 11.7, error: null },
  ],
  lastError: null,
  deliveredAt: '2026-11-24T10:00:05.031Z',
}
