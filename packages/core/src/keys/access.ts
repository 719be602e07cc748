import { EngineError } from '../errors.js'
import type { Scope } from '../operations/scope.js'

/**
 * What the caller of an operation may do: the API key's scopes and sessions over HTTP. The engine called from
 * code is trusted (`engineAccess`): whoever holds the engine object holds the store and every credential in it.
 */
export interface KeyAccess {
  /** The stored key's id; null for a configured key (`apiKeys`) and for the engine called from code. */
  keyId: string | null
  name: string
  scopes: readonly Scope[]
  /** The sessions the key reaches; null for every session. */
  sessionIds: readonly string[] | null
}

/** The engine called from code, and the pipelines that check no scopes (the sandbox). */
export const engineAccess: KeyAccess = { keyId: null, name: 'engine', scopes: ['admin'], sessionIds: null }

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
  if (!reaches(access, sessionId)) throw new EngineError('session_not_found', `No session with id "${sessionId}".`)
}

/** The 403 of a key without `scope`, naming it. */
export function requireScope(access: KeyAccess, scope: Scope): void {
  if (grants(access, scope)) return
  throw new EngineError(
    'insufficient_scope',
    `This API key has the scopes ${access.scopes.join(', ')}; this route needs "${scope}" (or a scope that implies it).`,
    { extra: { requiredScope: scope } },
  )
}
