import { findFfmpeg } from './media/transcode.js';
const messageStoreDefaults = {
    enabled: true,
    maxAgeMs: 90 * 24 * 60 * 60 * 1000,
    maxMessagesPerChat: 10_000,
    sweepIntervalMs: 60 * 60 * 1000,
    flushIntervalMs: 200,
};
export function resolveSettings(options) {
    const sendAckTimeoutMs = options.sendAckTimeoutMs ?? 15_000;
    const mediaFetchTimeoutMs = options.mediaFetchTimeoutMs ?? 60_000;
    return {
        allowPrivateNetwork: options.allowPrivateNetwork ?? false,
        reconnect: options.reconnect ?? {},
        qrWaitMs: options.qrWaitMs ?? 10_000,
        pairingTimeoutMs: options.pairingTimeoutMs ?? 20_000,
        restoreConcurrency: options.restoreConcurrency ?? 50,
        sendAckTimeoutMs,
        mediaFetchTimeoutMs,
        maxMediaBytes: options.maxMediaBytes ?? 64 * 1024 * 1024,
        ffmpegPath: options.ffmpegPath === false ? null : findFfmpeg(options.ffmpegPath),
        idempotencyTtlMs: options.idempotencyTtlMs ?? 24 * 60 * 60 * 1000,
        idempotencyLeaseMs: sendAckTimeoutMs + mediaFetchTimeoutMs + 60_000,
        callRingLimitMs: options.callRingLimitMs ?? 60_000,
        receiptWindowMs: options.receiptWindowMs ?? 1000,
        numberCheckCacheMs: options.numberCheckCacheMs ?? 24 * 60 * 60 * 1000,
        numberChecksPerMinute: options.numberChecksPerMinute ?? 60,
        messageStore: resolveMessageStore(options.messageStore ?? {}),
    };
}
function resolveMessageStore(options) {
    const settings = { ...messageStoreDefaults, ...options };
    for (const field of ['maxAgeMs', 'maxMessagesPerChat', 'sweepIntervalMs', 'flushIntervalMs']) {
        const value = settings[field];
        // A store without bound is what retention exists to prevent: an infinite or non-positive limit is refused.
        if (!Number.isFinite(value) || value <= 0 || (field === 'maxMessagesPerChat' && !Number.isInteger(value)))
            throw new RangeError(`messageStore.${field} must be a positive finite number (got ${value})`);
    }
    return settings;
}
//# sourceMappingURL=options.js.map