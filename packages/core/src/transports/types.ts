import type { WebhookEventFilter } from '../webhooks/types.js'

export type TransportKind = 'nats' | 'rabbitmq' | 'redis'

/** The stored transport, credentials in its URL included: the URL never leaves the engine in full. */
export interface TransportRecord {
  id: string
  kind: TransportKind
  url: string
  subject: string | null
  exchange: string | null
  stream: string | null
  maxLen: number | null
  events: WebhookEventFilter[]
  sessionIds: string[] | null
  description: string | null
  enabled: boolean
  /** Why the engine disabled it (a name outside its host's namespace, found at start); null or absent otherwise. */
  disabledReason?: string | null
  createdAt: string
  updatedAt: string
  /** The stored API key that created it; null or absent: a configured key, code, or a record from before the field. */
  createdByKeyId?: string | null
}

/** A Redis stream's cap when the transport names none. */
export const DEFAULT_STREAM_MAX_LEN = 100_000
/**
 * The least `maxLen` a transport may set: a Redis stream is trimmed on every append, so a tiny cap on a stream
 * another consumer reads (one named like another transport's) would trim that consumer's events away.
 */
export const MIN_STREAM_MAX_LEN = 1_000
