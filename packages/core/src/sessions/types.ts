import type * as v from 'valibot'
import type { ConnectionStateSchema, LastDisconnectSchema, SessionStatusSchema } from './schema.js'

export type ConnectionState = v.InferOutput<typeof ConnectionStateSchema>

/** What is stored for a session; live facts (active, connected, QR) are added by the runtime when it is read. */
export interface SessionRecord {
  sessionId: string
  displayName: string
  deviceBrowser: string
  /** `connected` once the session has ever connected (spec part 2: a historical flag), else `created`. */
  status: 'created' | 'connected'
  paired: boolean
  phoneJid: string | null
  lid: string | null
  createdAt: string
  updatedAt: string
  lastConnectedAt: string | null
  lastDisconnect: LastDisconnect | null
  /** Set when the session needs a person (logged out, replaced, banned); cleared on the next successful connect. */
  errorReason: string | null
  /**
   * The session's own proxy URL, credentials included (docs/proxies.md); null connects directly; absent, the
   * engine's default proxy applies. Only ever shown masked.
   */
  proxy?: string | null
}

export type LastDisconnect = v.InferOutput<typeof LastDisconnectSchema>

/** The status of spec part 4.1 `GET /sessions/{sessionId}` (SessionStatusSchema): the record plus live runtime facts. */
export type SessionStatus = v.InferOutput<typeof SessionStatusSchema>
