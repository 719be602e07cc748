import { ProtocolError } from '../port.js';
/** WhatsApp's status codes (iq errors, error acks, Baileys' Boom codes) -> the port's error kinds. */
export function kindOfStatus(statusCode) {
    // 410 Gone: what was asked for existed once (a revoked invite code).
    if (statusCode === 404 || statusCode === 410)
        return 'not_found';
    if (statusCode === 401 || statusCode === 403)
        return 'forbidden';
    if (statusCode === 408)
        return 'timeout';
    if (statusCode === 409)
        return 'conflict';
    if (statusCode !== null && statusCode >= 400 && statusCode < 500)
        return 'rejected';
    return 'unavailable';
}
/**
 * The status code Baileys put on a thrown error, when it did. An error iq's code travels in the Boom's `data`
 * (`assertNodeErrorFree`), whose own status is then a generic 500; other failures carry theirs as the status.
 */
export function statusOf(error) {
    const boom = error;
    if (typeof boom?.data === 'number' && Number.isFinite(boom.data) && boom.data > 0)
        return boom.data;
    return boom?.output?.statusCode ?? null;
}
/** Any error a Baileys call threw -> a ProtocolError whose kind comes from WhatsApp's code. */
export function protocolErrorOf(error, what, options = {}) {
    if (error instanceof ProtocolError)
        return error;
    const statusCode = statusOf(error);
    return new ProtocolError(`${what}: ${error.message}`, {
        kind: kindOfStatus(statusCode),
        statusCode,
        cause: error,
        ...options,
    });
}
//# sourceMappingURL=errors.js.map