import type { WebhookTransport } from './transport.js';
import type { DeliveryRecord, ResolvedWebhookOptions } from './types.js';
/** The delivery headers under the operator's prefix (`svc-` by default). */
export interface DeliveryHeaderNames {
    signature: string;
    eventId: string;
    eventType: string;
    deliveryId: string;
    attempt: string;
}
export declare const deliveryHeaderNames: (headerPrefix: string) => DeliveryHeaderNames;
/**
 * One attempt: the body POSTed as stored, signed with every current secret at `startedAt`, within the
 * per-attempt deadline. Resolves with the receiver's status, or the reason there was none; never rejects.
 */
export declare function postSigned(transport: WebhookTransport, url: string, delivery: DeliveryRecord, payload: string, secrets: string[], startedAt: number, options: {
    names: DeliveryHeaderNames;
} & Pick<ResolvedWebhookOptions, 'userAgent' | 'timeoutMs'>): Promise<{
    statusCode: number | null;
    error: string | null;
}>;
