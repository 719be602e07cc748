import type { CloseInfo } from '../protocol/port.js'

export interface ReconnectOptions {
  /** First retry delay after a lost connection (default 1 s). */
  baseDelayMs?: number
  /** Longest delay between retries (default 60 s). */
  maxDelayMs?: number
  /** Consecutive bad-session closes (500) tolerated before the session goes to `error` (default 3). */
  maxBadSessions?: number
}

export type ReconnectDecision =
  | { action: 'reconnect'; delayMs: number }
  | { action: 'stop'; state: 'inactive' | 'error'; reason: string; clearCredentials: boolean }

/**
 * What to do after a close, per decisions.md: restart at once after pairing, back off on network trouble,
 * never fight another socket (replaced), and hand logged-out or banned sessions to a person with a reason.
 */
export function decideReconnect(
  close: CloseInfo,
  context: { paired: boolean; attempt: number; badSessions: number },
  options: ReconnectOptions = {},
  random = Math.random,
): ReconnectDecision {
  const base = options.baseDelayMs ?? 1_000
  const max = options.maxDelayMs ?? 60_000
  // Half fixed, half random ("equal jitter"): spreads a fleet's retries without ever retrying at once.
  const backoff = () => {
    const ceiling = Math.min(max, base * 2 ** Math.min(context.attempt, 20))
    return Math.round(ceiling / 2 + random() * (ceiling / 2))
  }
  switch (close.kind) {
    case 'restart_required':
      return { action: 'reconnect', delayMs: 0 }
    case 'closed_by_engine':
      return { action: 'stop', state: 'inactive', reason: 'stopped', clearCredentials: false }
    case 'qr_expired':
      return { action: 'stop', state: 'inactive', reason: 'pairing_window_expired', clearCredentials: !context.paired }
    case 'connection_closed':
    case 'connection_lost':
    case 'service_unavailable':
    // A proxy that is down, refuses the credentials or cannot reach WhatsApp is retried like a lost network, so
    // a proxy that comes back (or is fixed with PATCH /sessions/{id}) brings the session back by itself.
    case 'proxy_unreachable':
    case 'proxy_auth_failed':
    case 'proxy_target_unreachable':
      if (!context.paired) return { action: 'stop', state: 'inactive', reason: close.kind, clearCredentials: true }
      return { action: 'reconnect', delayMs: backoff() }
    case 'bad_session':
      if (!context.paired) return { action: 'stop', state: 'inactive', reason: close.kind, clearCredentials: true }
      if (context.badSessions >= (options.maxBadSessions ?? 3))
        return { action: 'stop', state: 'error', reason: 'bad_session_repeated', clearCredentials: false }
      return { action: 'reconnect', delayMs: backoff() }
    case 'logged_out':
    case 'forbidden':
      return { action: 'stop', state: 'error', reason: close.kind, clearCredentials: true }
    case 'replaced':
    case 'multidevice_mismatch':
    case 'untrusted_server':
    case 'unknown':
      return { action: 'stop', state: 'error', reason: close.kind, clearCredentials: false }
  }
}

/** A sentence for people reading the status, next to the machine-readable reason. */
export const reasonText: Record<string, string> = {
  stopped: 'The runtime was stopped; POST /connect starts it again.',
  pairing_window_expired: 'No QR scan or pairing code was completed in time; request a new QR or pairing code.',
  connection_closed: 'The connection to WhatsApp closed.',
  connection_lost: 'The connection to WhatsApp was lost or could not be established.',
  service_unavailable: 'WhatsApp is unavailable.',
  bad_session: 'WhatsApp reported a bad session.',
  bad_session_repeated:
    'WhatsApp reported a bad session several times in a row; the runtime stopped. Reconnect, or delete and pair again.',
  logged_out: 'The device was logged out (removed from the phone, or by logout); credentials were cleared. Pair again.',
  forbidden: 'WhatsApp refused this account (403, possibly banned); credentials were cleared.',
  replaced:
    'Another connection with the same credentials replaced this one; the runtime stopped so the two do not keep replacing each other.',
  multidevice_mismatch: 'WhatsApp reported the device as incompatible (multi-device mismatch).',
  untrusted_server:
    "The server's certificate chain is not signed by the trusted root key, so the engine did not log in (a wrong URL, a proxy in between, or a wrong protocol.trustedRootKey). POST /connect tries again.",
  unknown: 'The connection closed for an unrecognised reason.',
  proxy_unreachable: "The session's proxy does not answer; the engine keeps retrying with backoff.",
  proxy_auth_failed:
    "The session's proxy refused its user and password; fix them with PATCH /sessions/{id} (the engine keeps retrying).",
  proxy_target_unreachable:
    "The session's proxy answered but could not reach WhatsApp; the engine keeps retrying with backoff.",
}
