import { sign } from '@sessionkit/webhooks';
export const deliveryHeaderNames = (headerPrefix) => {
    const prefix = headerPrefix.toLowerCase();
    return {
        signature: `${prefix}signature`,
        eventId: `${prefix}event-id`,
        eventType: `${prefix}event-type`,
        deliveryId: `${prefix}delivery-id`,
        attempt: `${prefix}delivery-attempt`,
    };
};
/**
 * One attempt: the body POSTed as stored, signed with every current secret at `startedAt`, within the
 * per-attempt deadline. Resolves with the receiver's status, or the reason there was none; never rejects.
 */
export async function postSigned(transport, url, delivery, payload, secrets, startedAt, options) {
    const { names } = options;
    try {
        const { statusCode } = await transport.post(url, payload, {
            'content-type': 'application/json',
            'user-agent': options.userAgent,
            [names.eventId]: delivery.eventId,
            [names.eventType]: delivery.eventType,
            [names.deliveryId]: delivery.id,
            [names.attempt]: String(delivery.attemptCount + 1),
            [names.signature]: sign(payload, secrets, { timestamp: Math.floor(startedAt / 1000) }),
        }, options.timeoutMs);
        return { statusCode, error: statusCode < 200 || statusCode >= 300 ? `receiver answered HTTP ${statusCode}` : null };
    }
    catch (caught) {
        return { statusCode: null, error: caught.message };
    }
}
//# sourceMappingURL=signed-post.js.map