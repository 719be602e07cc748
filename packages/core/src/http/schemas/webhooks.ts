import * as v from 'valibot'
import { eventTypes } from '../../events.js'

const Id = (what: string) => v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, `not a valid ${what} id`))

export const WebhookParams = v.object({ webhookId: Id('webhook') })
export const DeliveryParams = v.object({ webhookId: Id('webhook'), deliveryId: Id('delivery') })

const EventName = v.picklist([...eventTypes, '*'] as const, `must be one of ${eventTypes.join(', ')} or "*"`)
const Events = v.pipe(v.array(EventName), v.minLength(1, 'name at least one event (or "*")'), v.maxLength(64, 'at most 64 entries'))
const Url = v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(2048, 'at most 2048 characters'), v.url('must be an absolute http(s) URL'))
const Description = v.nullable(v.pipe(v.string(), v.maxLength(500, 'at most 500 characters')))

export const CreateWebhookBody = v.strictObject({
  /** Receives the deliveries: http(s), and not loopback/private unless the operator allows private networks. */
  url: Url,
  /** Event names of spec part 6, or "*" for every event. */
  events: Events,
  description: v.optional(Description),
  /** Default true. */
  enabled: v.optional(v.boolean()),
})

export const UpdateWebhookBody = v.pipe(
  v.strictObject({
    url: v.optional(Url),
    events: v.optional(Events),
    description: v.optional(Description),
    enabled: v.optional(v.boolean()),
  }),
  v.check((body) => Object.keys(body).length > 0, 'send at least one of url, events, description, enabled'),
)

export const RotateSecretBody = v.strictObject({
  /** How long the old secret keeps signing deliveries beside the new one (default 86400 = 24 h, 0 = revoke now, max 7 days). */
  gracePeriodSeconds: v.optional(v.pipe(v.number(), v.integer('must be a whole number of seconds'), v.minValue(0), v.maxValue(7 * 86_400))),
})

export const ListDeliveriesQuery = v.strictObject({
  status: v.optional(v.picklist(['pending', 'delivered', 'failed'] as const)),
  /** 1-1000, default 100. */
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,4}$/, 'must be a whole number'), v.transform(Number), v.minValue(1), v.maxValue(1000))),
})

/** Repeated (`types=a&types=b`) or comma-separated (`types=a,b`). */
const TypeList = v.pipe(
  v.union([v.string(), v.array(v.string())]),
  v.transform((value) => (Array.isArray(value) ? value : [value]).flatMap((entry) => entry.split(',')).map((entry) => entry.trim()).filter(Boolean)),
  v.array(v.picklist([...eventTypes] as const, `must be event names from ${eventTypes.join(', ')}`)),
)

export const EventStreamQuery = v.strictObject({
  sessionId: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64))),
  types: v.optional(TypeList),
  /** Same as the `Last-Event-ID` header, for clients that cannot set headers; the header wins. */
  lastEventId: v.optional(v.pipe(v.string(), v.maxLength(128))),
})
