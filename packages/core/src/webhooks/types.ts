import type * as v from 'valibot'
import type { EventType } from '../events.js'
import type { WebhookOptions } from './options.js'
import type { DeliveryAttemptSchema, DeliverySchema, WebhookSchema, WebhookWithSecretSchema } from './schema.js'

export type { CreateWebhookInput, UpdateWebhookInput } from './schema.js'

/** What a webhook subscribes to: event names from part 6 of the spec, or `*` for every event. */
export type WebhookEventFilter = EventType | '*'

/** The stored webhook, secrets included: never leaves the engine except through create / rotate. */
export interface WebhookRecord {
  id: string
  url: string
  events: WebhookEventFilter[]
  /** Only these sessions' events; null for every session (and absent on a record stored before the field existed). */
  sessionIds?: string[] | null
  description: string | null
  enabled: boolean
  /** Why the engine disabled it (e.g. the receiver answered 410 Gone); null when enabled or disabled by request. */
  disabledReason: string | null
  createdAt: string
  updatedAt: string
  secret: string
  /** Secrets replaced by a rotation that still sign deliveries until `expiresAt` (the grace period). */
  previousSecrets: { secret: string; expiresAt: string }[]
  secretRotatedAt: string | null
  /** The stored API key that created it; null or absent: a configured key, code, or a record from before the field. */
  createdByKeyId?: string | null
}

/** A webhook as the API shows it (WebhookSchema): everything but the secrets. */
export type Webhook = v.InferOutput<typeof WebhookSchema>

/** Create and rotate are the only answers that carry the signing secret. */
export type WebhookWithSecret = v.InferOutput<typeof WebhookWithSecretSchema>

export type DeliveryAttempt = v.InferOutput<typeof DeliveryAttemptSchema>

/** A delivery as the API shows it (DeliverySchema): the outbox row without its payload and retry position. */
export type Delivery = v.InferOutput<typeof DeliverySchema>

export type DeliveryStatus = Delivery['status']

/** One event for one webhook: the outbox row. Written before anything else happens to the event. */
export interface DeliveryRecord extends Delivery {
  /**
   * The exact JSON body that is signed and posted, fixed when the event happens (redeliveries send the same
   * bytes). Stored once under its own key, so the writes of each attempt's outcome stay small; absent on a
   * row read back from the store until its next attempt fetches it.
   */
  payload?: string
  /** Position in the retry schedule, reset by a redelivery. */
  retryIndex: number
  /** A row of an ordered destination (a transport): it keeps its place in event order through retries. */
  ordered?: true
}

export type ResolvedWebhookOptions = Required<WebhookOptions>
