import { declareEvents } from '../event-bus.js'
import type { ConnectionState, SessionStatus } from './types.js'

/** A session's events: its record created and deleted, its connection, its pairing, and what broke a stream. */
export interface SessionEvents {
  'session.created': SessionStatus
  'session.deleted': { sessionId: string; deletedAt: string; loggedOut: boolean }
  'connection.state': {
    state: ConnectionState
    previousState: ConnectionState
    connected: boolean
    /** Why the state changed, when it did not change by request: e.g. `logged_out`, `connection_lost`. */
    reason: string | null
    statusCode: number | null
    /** When the engine will try again, for `disconnected`. */
    retryAt: string | null
  }
  'auth.qr': { qr: string; expiresAt: string }
  'auth.paired': { phoneJid: string; lid: string | null; method: 'qr' | 'pairing_code' | 'unknown' }
  'stanza.error': { tag: string; id: string | null; code: number | null; text: string | null }
  'stream.failure': { statusCode: number; reason: string }
}

export const sessionEvents = declareEvents<SessionEvents>({
  'session.created': true,
  'session.deleted': true,
  'connection.state': true,
  'auth.qr': true,
  'auth.paired': true,
  'stanza.error': true,
  'stream.failure': true,
})
