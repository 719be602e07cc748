import { EngineError } from '../errors.js'
import type { KeyAccess } from '../operations/access.js'
import type { Scope } from '../operations/scope.js'
import { sessionErrors } from '../sessions/errors.js'
import { keyErrors } from './errors.js'

/** A key of the `apiKeys` option (and `SESSIONKIT_API_KEYS`): admin over every session, as before scoped keys. */
export const configuredKeyAccess: KeyAccess = {
  keyId: null,
  name: 'configured',
  scopes: ['admin'],
  sessionIds: null,
}

/** The scopes each scope grants besides itself: `admin` every one, `manage` reading what it manages. */
const implied: Record<Scope, readonly Scope[]> = {
  read: [],
  send: [],
  manage: ['read'],
  admin: ['read', 'send', 'manage'],
}

export const grants = (access: KeyAccess, scope: Scope): boolean =>
  access.scopes.some((held) => held === scope || implied[held].includes(scope))

/** Whether the key reaches `sessionId`: every key without a session list does. */
export const reaches = (access: KeyAccess, sessionId: string): boolean =>
  access.sessionIds === null || access.sessionIds.includes(sessionId)

/**
 * The 404 of a session the key does not reach, word for word the one for a session that does not exist
 * (sessions/service.ts), so a restricted key learns nothing of the sessions outside its list.
 */
export function requireReach(access: KeyAccess, sessionId: string): void {
  if (!reaches(access, sessionId))
    throw new EngineError(sessionErrors.session_not_found, `No session with id "${sessionId}".`)
}

/** The 403 of a key without `scope`, naming it. */
export function requireScope(access: KeyAccess, scope: Scope): void {
  if (grants(access, scope)) return
  throw new EngineError(
    keyErrors.insufficient_scope,
    `This API key has the scopes ${access.scopes.join(', ')}; this route needs "${scope}" (or a scope that implies it).`,
    { extra: { requiredScope: scope } },
  )
}
