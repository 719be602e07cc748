import { createHash } from 'node:crypto'

/** An Idempotency-Key names one request only within its API key and session. */
export interface IdempotencyScope {
  apiKey: string
  sessionId: string
  key: string
}

/**
 * The digest of a scoped key: the id of its stored record, and what a send's WhatsApp message id is derived from
 * (messages/message-id.ts), so neither the API key nor the client's key ever leaves in clear.
 */
export const idempotencyScopeId = (scope: IdempotencyScope): string =>
  createHash('sha256').update(`${scope.apiKey}\u0000${scope.sessionId}\u0000${scope.key}`).digest('base64url')
