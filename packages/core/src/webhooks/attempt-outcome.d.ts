import type { DeliveryAttempt, DeliveryRecord, ResolvedWebhookOptions } from './types.js';
/**
 * What an attempt makes of its row: delivered on a 2xx; failed for good on 410 Gone (`gone`: the webhook is to be
 * disabled) or once the retry schedule is spent; otherwise pending again after the next wait of the schedule.
 */
export declare function outcomeOf(delivery: DeliveryRecord, attempt: DeliveryAttempt, now: number, options: Pick<ResolvedWebhookOptions, 'retryScheduleMs' | 'jitter' | 'random'>): {
    updated: DeliveryRecord;
    gone: boolean;
};
