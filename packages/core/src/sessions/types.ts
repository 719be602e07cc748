/** Spec part 2 `connectionState`: inactive (no runtime), connecting, connected, disconnected (retrying), error (needs a person). */
export type ConnectionState = 'inactive' | 'connecting' | 'connected' | 'disconnected' | 'error'

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
}

export interface LastDisconnect {
  at: string
  statusCode: number | null
  reason: string
  message: string
}

/** The status of spec part 4.1 `GET /sessions/{sessionId}`: the record plus live runtime facts. */
export interface SessionStatus extends SessionRecord {
  active: boolean
  connected: boolean
  connectionState: ConnectionState
  qrAvailable: boolean
  qrExpiresAt: string | null
  /** What `errorReason` means and what to do, present only with an `errorReason`. */
  errorMessage?: string
}
