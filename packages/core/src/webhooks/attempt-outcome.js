import { isoAt } from '../clock.js';
/** Attempts kept on a delivery record: the default schedule makes 11, redeliveries add more. */
const MAX_ATTEMPTS_KEPT = 25;
/**
 * What an attempt makes of its row: delivered on a 2xx; failed for good on 410 Gone (`gone`: the webhook is to be
 * disabled) or once the retry schedule is spent; otherwise pending again after the next wait of the schedule.
 */
export function outcomeOf(delivery, attempt, now, options) {
    const updated = {
        ...delivery,
        attemptCount: delivery.attemptCount + 1,
        attempts: [...delivery.attempts, attempt].slice(-MAX_ATTEMPTS_KEPT),
        updatedAt: isoAt(now),
        lastError: attempt.error,
    };
    if (attempt.error === null)
        return { updated: { ...updated, status: 'delivered', deliveredAt: isoAt(now), nextAttemptAt: null }, gone: false };
    if (attempt.statusCode === 410) {
        // 410 Gone: the receiver says this endpoint will never accept again. Stop sending to it at all.
        return {
            updated: {
                ...updated,
                status: 'failed',
                nextAttemptAt: null,
                lastError: 'receiver answered HTTP 410 Gone; the webhook was disabled',
            },
            gone: true,
        };
    }
    if (delivery.retryIndex < options.retryScheduleMs.length) {
        return {
            updated: {
                ...updated,
                status: 'pending',
                retryIndex: delivery.retryIndex + 1,
                nextAttemptAt: isoAt(now + retryDelay(delivery.retryIndex, options)),
            },
            gone: false,
        };
    }
    return { updated: { ...updated, status: 'failed', nextAttemptAt: null }, gone: false };
}
function retryDelay(index, options) {
    const base = options.retryScheduleMs[index] ?? options.retryScheduleMs.at(-1) ?? 0;
    const { jitter } = options;
    return Math.max(0, Math.round(base * (1 - jitter + 2 * jitter * options.random())));
}
//# sourceMappingURL=attempt-outcome.js.map