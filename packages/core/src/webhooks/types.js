/**
 * Default retry schedule: the waits after each failed attempt, from seconds to hours. With the first try
 * that is 11 attempts over about 28 hours (5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 2 h, 4 h, 8 h, 12 h),
 * long enough to ride out a receiver's overnight outage, then the delivery is `failed` (listed, redeliverable).
 */
export const DEFAULT_RETRY_SCHEDULE_MS = [
    5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 14_400_000, 28_800_000, 43_200_000,
];
export const resolveWebhookOptions = (options = {}) => ({
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
});
//# sourceMappingURL=types.js.map