import { hash, timingSafeEqual } from 'node:crypto';
import { EngineError } from '../errors.js';
const digest = (value) => hash('sha256', value, 'buffer');
/**
 * Checks an `Authorization: Bearer <key>` header value against every configured key. Keys are compared as
 * SHA-256 digests with timingSafeEqual, so neither the key's length nor its content leaks through timing; all
 * keys are checked.
 *
 * A repeated header reaches here joined with ", " (as Fetch joins it, and the Node bridge reads it so), and a
 * key never holds a comma (RFC 6750's b64token). Such a request is refused as unauthenticated whatever keys it
 * holds: taking the first or the last would let whichever proxy or client added a line choose the credential.
 */
export function createAuthenticator(apiKeys) {
    const digests = apiKeys.map((key) => ({ key, hash: digest(key) }));
    return (authorization) => {
        if (authorization?.includes(','))
            throw new EngineError('unauthorized', 'Send one Authorization header with one key; this request carries more than one.');
        const match = /^Bearer[ \t]+(\S+)\s*$/i.exec(authorization ?? '');
        if (!match?.[1])
            throw new EngineError('unauthorized', 'Send the API key as "Authorization: Bearer <key>".');
        const offered = digest(match[1]);
        let found;
        for (const { key, hash: expected } of digests)
            if (timingSafeEqual(expected, offered))
                found = key;
        if (found === undefined)
            throw new EngineError('unauthorized', 'The API key is not valid.');
        return found;
    };
}
//# sourceMappingURL=auth.js.map