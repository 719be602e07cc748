/**
 * Checks an `Authorization: Bearer <key>` header value against every configured key. Keys are compared as
 * SHA-256 digests with timingSafeEqual, so neither the key's length nor its content leaks through timing; all
 * keys are checked.
 *
 * A repeated header reaches here joined with ", " (as Fetch joins it, and the Node bridge reads it so), and a
 * key never holds a comma (RFC 6750's b64token). Such a request is refused as unauthenticated whatever keys it
 * holds: taking the first or the last would let whichever proxy or client added a line choose the credential.
 */
export declare function createAuthenticator(apiKeys: readonly string[]): (authorization: string | null) => string;
