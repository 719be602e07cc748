import { createHash } from 'node:crypto';
import { EngineError } from '../errors.js';
import { documentResponse } from './exchange.js';
export const idempotencyKeyHeader = 'idempotency-key';
/**
 * Stripe's Idempotency-Key semantics, scoped to the API key and the session: the first request claims the
 * key atomically and its response (success or failure) is stored once execution began; a retry with the
 * same body replays it with `Idempotent-Replayed: true`, another body is refused (422), and a retry while
 * the first still runs gets 409. Claims live in the engine's store, so a restart keeps them.
 */
export async function runIdempotent(collection, options, scope, execute) {
    if (scope.key.length === 0 || scope.key.length > 255) {
        throw new EngineError('validation_failed', 'The Idempotency-Key header must be 1-255 characters.', {
            errors: [{ path: 'Idempotency-Key', message: '1-255 characters' }],
        });
    }
    const id = entryId(scope);
    const claimed = await collection.withLock(id, async () => {
        const existing = await collection.get(id);
        if (existing && !(existing.state === 'in_flight' && scope.now - existing.startedAt > options.leaseMs))
            return existing;
        await collection.set(id, { state: 'in_flight', fingerprint: scope.fingerprint, startedAt: scope.now }, options.ttlMs);
        return null;
    });
    if (claimed) {
        if (claimed.fingerprint !== scope.fingerprint) {
            throw new EngineError('idempotency_key_reused', 'This Idempotency-Key was used with a different request; use a new key for a new request.');
        }
        if (claimed.state === 'in_flight')
            throw new EngineError('idempotency_key_in_use', 'A request with this Idempotency-Key is still running; retry after it finished.');
        return documentResponse(claimed.status, claimed.body, claimed.contentType, { 'idempotent-replayed': 'true' });
    }
    let response;
    try {
        response = await execute();
    }
    catch (error) {
        await collection.delete(id);
        throw error;
    }
    // A 4xx means nothing reached WhatsApp (wrong state, bad media URL): free the key so a corrected retry runs.
    // Successes and 5xx (the message may or may not have left) are kept and replayed; a stream cannot be.
    if ((response.status >= 400 && response.status < 500) || typeof response.body !== 'string') {
        await collection.delete(id);
        return response;
    }
    const contentType = response.headers['content-type'] ?? 'application/json';
    await collection.set(id, {
        state: 'completed',
        fingerprint: scope.fingerprint,
        status: response.status,
        body: response.body,
        contentType,
    }, options.ttlMs);
    return response;
}
const entryId = (scope) => createHash('sha256').update(`${scope.apiKey}\u0000${scope.sessionId}\u0000${scope.key}`).digest('base64url');
/**
 * Whether the key holds a record (a first request running or answered): then the request must be read and
 * answered by runIdempotent, which compares its body. Without one, nothing stored can change the answer.
 */
export async function hasIdempotencyRecord(collection, scope) {
    return (await collection.get(entryId(scope))) !== undefined;
}
/** A stable digest of the validated request: method, path and body (an uploaded file by its digest: SpooledFile.toJSON). */
export function fingerprintOf(method, path, body) {
    const hash = createHash('sha256').update(`${method} ${path}\n`);
    hash.update(JSON.stringify(body ?? null, (_key, value) => sortKeys(value)));
    return hash.digest('hex');
}
const sortKeys = (value) => value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
    : value;
//# sourceMappingURL=idempotency.js.map