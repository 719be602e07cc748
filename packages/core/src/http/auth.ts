import { hash, timingSafeEqual } from 'node:crypto'
import { EngineError } from '../errors.js'
import type { KeyAccess } from '../operations/access.js'
import { configuredKeyAccess } from '../keys/access.js'
import { keyErrors } from '../keys/errors.js'

/** Who a request authenticated as: the key itself (the identity per-key limits and idempotency use) and its access. */
export interface Authenticated {
  apiKey: string
  access: KeyAccess
}

/** The access of the stored key whose secret has this SHA-256 (hex), or undefined (KeyService.lookup). */
export type KeyLookup = (digest: string) => KeyAccess | undefined | Promise<KeyAccess | undefined>

/**
 * Checks an `Authorization: Bearer <key>` header value against every configured key, then the stored keys.
 * Configured keys are compared as SHA-256 digests with timingSafeEqual, so neither the key's length nor its
 * content leaks through timing; all of them are checked. A stored key is found by the digest of what was
 * offered, which compares no secret at all. A configured key is admin over every session.
 *
 * A repeated header reaches here joined with ", " (as Fetch joins it, and the Node bridge reads it so), and a
 * key never holds a comma (RFC 6750's b64token). Such a request is refused as unauthenticated whatever keys it
 * holds: taking the first or the last would let whichever proxy or client added a line choose the credential.
 */
export function createAuthenticator(
  apiKeys: readonly string[],
  lookup?: KeyLookup,
): (authorization: string | null) => Authenticated | Promise<Authenticated> {
  const digests = apiKeys.map((key) => hash('sha256', key, 'buffer'))
  return (authorization) => {
    if (authorization?.includes(','))
      throw new EngineError(
        keyErrors.unauthorized,
        'Send one Authorization header with one key; this request carries more than one.',
      )
    const match = /^Bearer[ \t]+(\S+)\s*$/i.exec(authorization ?? '')
    const apiKey = match?.[1]
    if (!apiKey) throw new EngineError(keyErrors.unauthorized, 'Send the API key as "Authorization: Bearer <key>".')
    const offered = hash('sha256', apiKey, 'buffer')
    let configured = false
    for (const expected of digests) if (timingSafeEqual(expected, offered)) configured = true
    if (configured) return { apiKey, access: configuredKeyAccess }
    const found = lookup?.(offered.toString('hex'))
    if (found instanceof Promise) return found.then((access) => authenticated(apiKey, access))
    return authenticated(apiKey, found)
  }
}

function authenticated(apiKey: string, access: KeyAccess | undefined): Authenticated {
  if (access === undefined) throw new EngineError(keyErrors.unauthorized, 'The API key is not valid.')
  return { apiKey, access }
}
