import type { Scope } from './scope.js'

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
