/**
 * Default retry schedule: the waits after each failed attempt, from seconds to hours. With the first try
 * that is 11 attempts over about 28 hours (5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h, 8 h, 12 h),
 * long enough to ride out a receiver's overnight outage, then the delivery is `failed` (listed, redeliverable).
 */
export const DEFAULT_RETRY_SCHEDULE_MS: readonly number[] = [
  5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 14_400_000, 28_800_000, 43_200_000,
]

export interface WebhookOptions {
  /** Waits after each failed attempt (ms); its length is the number of retries. Default DEFAULT_RETRY_SCHEDULE_MS. */
  retryScheduleMs?: readonly number[]
  /** Each wait is multiplied by a random factor in [1 - jitter, 1 + jitter], so receivers coming back are not hit in waves. Default 0.2. */
  jitter?: number
  /** Per-attempt deadline, connection to the end of the response headers (default 10 s). */
  timeoutMs?: number
  /** Attempts in flight at once per webhook, so one slow receiver never holds another's deliveries (default 8). */
  concurrency?: number
  /**
   * Deliveries held in memory per webhook (queued or waiting for a retry, default 1000). Past it they stay only in
   * the store and are read back when there is room, so a receiver that is down cannot grow memory without bound.
   */
  maxQueuedPerWebhook?: number
  /** Successful deliveries kept listed per webhook; older ones are removed (default 1000). */
  keepDeliveredPerWebhook?: number
  /** Failed deliveries kept per webhook for inspection and redelivery (default 10000). */
  keepFailedPerWebhook?: number
  /** How long an old secret keeps signing after a rotation, unless the rotation says otherwise (default 24 h). */
  rotationGraceMs?: number
  /** Header prefix (default `svc-`): `svc-signature`, `svc-event-id`, `svc-event-type`, `svc-delivery-id`. */
  headerPrefix?: string
  /** User-Agent of deliveries (default `sessionkit-webhooks/0.1`). */
  userAgent?: string
  /** Random source for jitter, in [0, 1) (default Math.random). */
  random?: () => number
  /** The event stream's persisted log (for `Last-Event-ID` resume): at most this many events (default 10000)… */
  eventLogMaxEvents?: number
  /** …and none older than this (default 24 h). */
  eventLogMaxAgeMs?: number
  /** Interval of the event stream's heartbeat comments, which keep proxies from closing an idle stream (default 15 s). */
  eventStreamHeartbeatMs?: number
  /** Event streams one API key may hold open at once (default 20, room for several dashboard tabs); more are a 429. */
  eventStreamsPerKey?: number
}

export const resolveWebhookOptions = (options: WebhookOptions = {}): Required<WebhookOptions> => ({
  retryScheduleMs: options.retryScheduleMs ?? DEFAULT_RETRY_SCHEDULE_MS,
  jitter: options.jitter ?? 0.2,
  timeoutMs: options.timeoutMs ?? 10_000,
  concurrency: Math.max(1, options.concurrency ?? 8),
  maxQueuedPerWebhook: Math.max(1, options.maxQueuedPerWebhook ?? 1000),
  keepDeliveredPerWebhook: Math.max(1, options.keepDeliveredPerWebhook ?? 1000),
  keepFailedPerWebhook: Math.max(1, options.keepFailedPerWebhook ?? 10_000),
  rotationGraceMs: options.rotationGraceMs ?? 24 * 3_600_000,
  headerPrefix: options.headerPrefix ?? 'svc-',
  userAgent: options.userAgent ?? 'sessionkit-webhooks/0.1',
  random: options.random ?? Math.random,
  eventLogMaxEvents: Math.max(1, options.eventLogMaxEvents ?? 10_000),
  eventLogMaxAgeMs: options.eventLogMaxAgeMs ?? 24 * 3_600_000,
  eventStreamHeartbeatMs: Math.max(1, options.eventStreamHeartbeatMs ?? 15_000),
  eventStreamsPerKey: Math.max(1, options.eventStreamsPerKey ?? 20),
})
