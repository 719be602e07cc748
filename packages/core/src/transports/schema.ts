import * as v from 'valibot'
import {
  DeliverySchema,
  Description,
  EventName,
  Events,
  Id,
  ListDeliveriesQuery,
  SessionIds,
  Timestamp,
} from '../webhooks/schema.js'
import { MIN_STREAM_MAX_LEN } from './types.js'

export const TransportParams = v.object({ transportId: Id('transport') })
export const TransportDeliveryParams = v.object({ transportId: Id('transport'), deliveryId: Id('delivery') })
export { ListDeliveriesQuery }

/** A broker URL of one of `schemes`; user and password in it are secrets, never shown again. */
const BrokerUrl = (schemes: readonly string[]) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(2048, 'at most 2048 characters'),
    v.url(`must be an absolute ${schemes.map((scheme) => `${scheme}://`).join(' or ')} URL`),
    v.check(
      (url) => schemes.includes(new URL(url).protocol.slice(0, -1)),
      `must be a ${schemes.map((scheme) => `${scheme}://`).join(' or ')} URL`,
    ),
  )

/** A subject, exchange or stream name: printable, no spaces or wildcards (they would route elsewhere). */
const Name = (what: string) =>
  v.pipe(
    v.string(),
    v.regex(/^[A-Za-z0-9._:/-]{1,255}$/, `the ${what}: 1-255 letters, digits, ".", "_", ":", "/" or "-"`),
  )

const common = {
  /** Event names of spec part 6, or "*" for every event. */
  events: Events,
  /** Only these sessions' events; absent or null for every session. */
  sessionIds: v.optional(SessionIds),
  description: v.optional(Description),
  /** Default true. */
  enabled: v.optional(v.boolean()),
}

export const CreateTransportBody = v.variant(
  'kind',
  [
    v.strictObject({
      kind: v.literal('nats'),
      /** `nats://[user:password@ | token@]host[:port]`; the host must be on the operator's transport host allowlist. */
      url: BrokerUrl(['nats', 'tls']),
      /** Subject prefix: each event is published to `<subject>.<sessionId>.<event type>`, which a JetStream stream must bind; within the namespace of the URL's host (by default starting with `sessionkit.transports`). */
      subject: Name('subject'),
      ...common,
    }),
    v.strictObject({
      kind: v.literal('rabbitmq'),
      /** `amqp(s)://user:password@host[:port][/vhost]`; the host must be on the transport host allowlist. */
      url: BrokerUrl(['amqp', 'amqps']),
      /** A topic exchange the operator declared, within the namespace of the URL's host (by default starting with `sessionkit.transports.`); the routing key is `<sessionId>.<event type>`. */
      exchange: Name('exchange'),
      ...common,
    }),
    v.strictObject({
      kind: v.literal('redis'),
      /** `redis(s)://[user:password@]host[:port][/db]`; the host must be on the transport host allowlist. */
      url: BrokerUrl(['redis', 'rediss']),
      /** The stream key XADD appends to, within the namespace of the URL's host (by default starting with `sessionkit.transports.`, in db 0). */
      stream: Name('stream'),
      /** The stream is capped near this many entries (`XADD … MAXLEN ~`); default 100000, at least 1000. */
      maxLen: v.optional(
        v.pipe(
          v.number(),
          v.integer(),
          v.minValue(MIN_STREAM_MAX_LEN, `at least ${MIN_STREAM_MAX_LEN}`),
          v.maxValue(1_000_000_000),
        ),
      ),
      ...common,
    }),
  ],
  'kind must be "nats", "rabbitmq" or "redis"',
)

export const UpdateTransportBody = v.pipe(
  v.strictObject({
    /** A URL of the transport's scheme; its credentials replace the stored ones. */
    url: v.optional(BrokerUrl(['nats', 'tls', 'amqp', 'amqps', 'redis', 'rediss'])),
    events: v.optional(Events),
    sessionIds: v.optional(SessionIds),
    description: v.optional(Description),
    enabled: v.optional(v.boolean()),
  }),
  v.check((body) => Object.keys(body).length > 0, 'send at least one of url, events, sessionIds, description, enabled'),
)

/** A transport as the API shows it: the URL without its credentials. */
export const TransportSchema = v.object({
  id: v.string(),
  kind: v.picklist(['nats', 'rabbitmq', 'redis']),
  /** The broker URL with user and password replaced by `***`. */
  url: v.string(),
  /** NATS: the subject prefix; else null. */
  subject: v.nullable(v.string()),
  /** RabbitMQ: the topic exchange; else null. */
  exchange: v.nullable(v.string()),
  /** Redis: the stream key, and its approximate cap; else null. */
  stream: v.nullable(v.string()),
  maxLen: v.nullable(v.number()),
  events: v.array(EventName),
  sessionIds: v.nullable(v.array(v.string())),
  description: v.nullable(v.string()),
  enabled: v.boolean(),
  /** Why the engine disabled it: at start, its stream, subject, exchange or db lay outside the namespace the operator gives its broker host; null when enabled or disabled by request. */
  disabledReason: v.nullable(v.string()),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  /** The id of the stored API key that created it (so an operator finds what a leaked key set up); null when a configured key or code did, or for one created before the field. */
  createdByKeyId: v.nullable(v.string()),
})
export const TransportListSchema = v.array(TransportSchema)
export const TransportDeletedSchema = v.object({ ...TransportSchema.entries, deleted: v.literal(true) })

/** One event for one transport, with every publish attempted (`statusCode` is always null: brokers speak no HTTP). */
export const TransportDeliverySchema = v.object({
  ...v.omit(DeliverySchema, ['webhookId']).entries,
  transportId: v.string(),
})
export const TransportDeliveryListSchema = v.array(TransportDeliverySchema)

export type CreateTransportInput = v.InferOutput<typeof CreateTransportBody>
export type UpdateTransportInput = v.InferOutput<typeof UpdateTransportBody>
export type Transport = v.InferOutput<typeof TransportSchema>
export type TransportDelivery = v.InferOutput<typeof TransportDeliverySchema>
