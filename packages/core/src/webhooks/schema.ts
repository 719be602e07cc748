import * as v from 'valibot'
import { eventTypes } from '../events.js'
import { SessionId } from '../sessions/schema.js'

export const Id = (what: string) => v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, `not a valid ${what} id`))

export const WebhookParams = v.object({ webhookId: Id('webhook') })
export const DeliveryParams = v.object({ webhookId: Id('webhook'), deliveryId: Id('delivery') })

export const EventName = v.picklist([...eventTypes, '*'] as const, `must be one of ${eventTypes.join(', ')} or "*"`)
export const Events = v.pipe(
  v.array(EventName),
  v.minLength(1, 'name at least one event (or "*")'),
  v.maxLength(64, 'at most 64 entries'),
)
const Url = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'must not be empty'),
  v.maxLength(2048, 'at most 2048 characters'),
  v.url('must be an absolute http(s) URL'),
)
export const Description = v.nullable(v.pipe(v.string(), v.maxLength(500, 'at most 500 characters')))
/** The sessions whose events a webhook or transport receives; null (or absent at creation) for every session. */
export const SessionIds = v.nullable(
  v.pipe(
    v.array(SessionId),
    v.minLength(1, 'name at least one session, or null for every session'),
    v.maxLength(100, 'at most 100 sessions'),
    v.check((list) => new Set(list).size === list.length, 'name each session once'),
  ),
)

export const CreateWebhookBody = v.strictObject({
  /** Receives the deliveries: http(s), and not loopback/private unless the operator allows private networks. */
  url: Url,
  /** Event names of spec part 6, or "*" for every event. */
  events: Events,
  description: v.optional(Description),
  /** Default true. */
  enabled: v.optional(v.boolean()),
  /** Only these sessions' events; every session's when absent or null (a restricted key's own sessions by default). */
  sessionIds: v.optional(SessionIds),
})

export const UpdateWebhookBody = v.pipe(
  v.strictObject({
    url: v.optional(Url),
    events: v.optional(Events),
    description: v.optional(Description),
    enabled: v.optional(v.boolean()),
    sessionIds: v.optional(SessionIds),
  }),
  v.check((body) => Object.keys(body).length > 0, 'send at least one of url, events, description, enabled, sessionIds'),
)

export const RotateSecretBody = v.strictObject({
  /** How long the old secret keeps signing deliveries beside the new one (default 86400 = 24 h, 0 = revoke now, max 7 days). */
  gracePeriodSeconds: v.optional(
    v.pipe(v.number(), v.integer('must be a whole number of seconds'), v.minValue(0), v.maxValue(7 * 86_400)),
  ),
})

export const ListDeliveriesQuery = v.strictObject({
  status: v.optional(v.picklist(['pending', 'delivered', 'failed'] as const)),
  /** 1-1000, default 100. */
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, 'must be a whole number'),
      v.transform(Number),
      v.minValue(1),
      v.maxValue(1000),
    ),
  ),
})

export const Timestamp = v.pipe(v.string(), v.isoTimestamp())

/** A webhook as the API shows it: everything but the secrets. */
export const WebhookSchema = v.object({
  id: v.string(),
  url: v.string(),
  events: v.array(EventName),
  /** Null: every session's events. */
  sessionIds: v.nullable(v.array(v.string())),
  description: v.nullable(v.string()),
  enabled: v.boolean(),
  /** Why the engine disabled it (e.g. the receiver answered 410 Gone); null when enabled or disabled by request. */
  disabledReason: v.nullable(v.string()),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  secretRotatedAt: v.nullable(Timestamp),
  /** End of the rotation grace period while an old secret still signs deliveries, else null. */
  previousSecretExpiresAt: v.nullable(Timestamp),
  /** The id of the stored API key that created it (so an operator finds what a leaked key set up); null when a configured key or code did, or for one created before the field. */
  createdByKeyId: v.nullable(v.string()),
})

/** Create and rotate are the only answers that carry the signing secret. */
export const WebhookWithSecretSchema = v.object({ ...WebhookSchema.entries, secret: v.string() })
export const WebhookListSchema = v.array(WebhookSchema)
export const WebhookDeletedSchema = v.object({ ...WebhookSchema.entries, deleted: v.literal(true) })

export const DeliveryAttemptSchema = v.object({
  /** When the attempt started. */
  at: Timestamp,
  /** HTTP status of the answer; null when there was none (timeout, refused connection, DNS). */
  statusCode: v.nullable(v.number()),
  durationMs: v.number(),
  /** Why the attempt failed; null for a 2xx. */
  error: v.nullable(v.string()),
})

/** One event for one webhook, with every attempt made to deliver it. */
export const DeliverySchema = v.object({
  id: v.string(),
  webhookId: v.string(),
  eventId: v.string(),
  eventType: v.string(),
  sessionId: v.string(),
  status: v.picklist(['pending', 'delivered', 'failed']),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  /** When the next attempt is due (pending only). */
  nextAttemptAt: v.nullable(Timestamp),
  /** Attempts made so far, across redeliveries. */
  attemptCount: v.number(),
  /** The most recent attempts (the oldest are dropped past a bound), oldest first. */
  attempts: v.array(DeliveryAttemptSchema),
  lastError: v.nullable(v.string()),
  deliveredAt: v.nullable(Timestamp),
})
export const DeliveryListSchema = v.array(DeliverySchema)

export type CreateWebhookInput = v.InferOutput<typeof CreateWebhookBody>
export type UpdateWebhookInput = v.InferOutput<typeof UpdateWebhookBody>
