import { randomBytes } from 'node:crypto'
import { EngineError } from '../errors.js'
import type { CallSignal, CallTarget } from '../protocol/ports/calls.js'
import { callErrors } from './errors.js'
import type { CallRecord } from './schema.js'
import type { CallEndReason } from './types.js'

/** Calls kept per session: the newest; older ended ones are dropped as new ones come (docs/calls.md). */
export const MAX_CALLS_PER_SESSION = 500
/** Ended calls older than this are dropped as new ones come. */
export const MAX_CALL_AGE_MS = 30 * 24 * 60 * 60 * 1000

/** A call as stored: the record, and what signalling it needs (never shown). */
export interface StoredCall extends CallRecord {
  sessionId: string
  /** `call-creator` of the call: the caller's device JID. */
  creatorJid: string
  /** Where the session's signals for this call go. */
  signalTo: string
}

/** A session's call records share the prefix `<sessionId>:`, which list() and the trim read. */
export const sessionPrefix = (sessionId: string): string => `${sessionId}:`
export const callKey = (sessionId: string, callId: string): string => `${sessionPrefix(sessionId)}${callId}`
/**
 * The live index: one key per live call, `~live:<sessionId>:<callId>`, so start() reads the few calls a restart
 * must end instead of every session's hundreds of ended ones. `~` cannot begin a session id (sessions/schema.ts),
 * so no `<sessionId>:` scan meets an index key, and no record key starts with this prefix.
 */
export const LIVE_PREFIX = '~live:'
export const liveKey = (call: Pick<StoredCall, 'sessionId' | 'callId'>): string =>
  `${LIVE_PREFIX}${callKey(call.sessionId, call.callId)}`

export const recordOf = ({ sessionId: _s, creatorJid: _c, signalTo: _t, ...record }: StoredCall): CallRecord => record
export const targetOf = (call: StoredCall): CallTarget => ({
  callId: call.callId,
  creatorJid: call.creatorJid,
  to: call.signalTo,
})
/** Newest first: by start time, then by id, so a cursor names one position for good. */
export const newestFirst = (
  a: Pick<CallRecord, 'startedAt' | 'callId'>,
  b: Pick<CallRecord, 'startedAt' | 'callId'>,
): number =>
  a.startedAt !== b.startedAt
    ? a.startedAt < b.startedAt
      ? 1
      : -1
    : a.callId === b.callId
      ? 0
      : a.callId < b.callId
        ? 1
        : -1

export type Action = 'accept' | 'reject' | 'end' | 'mute'

/** WhatsApp's call ids: 32 upper-case hex digits, as its phones make them. */
export const newCallId = (): string => randomBytes(16).toString('hex').toUpperCase()

/**
 * What a signal from WhatsApp does to a live call (docs/calls.md, the state table): the state it ends in, the
 * reason it ended, `peer_muted`, or null when it changes nothing (a signal of the account's own devices on a call
 * the session placed, a repeat).
 */
export function nextOf(call: StoredCall, signal: CallSignal): 'active' | CallEndReason | 'peer_muted' | null {
  const ringing = call.state !== 'active'
  const outgoing = call.direction === 'outgoing'
  switch (signal.action) {
    case 'accept':
      if (!ringing) return null
      if (outgoing) return signal.fromOwnAccount ? null : 'active'
      return signal.fromOwnAccount ? 'answered_elsewhere' : null
    case 'reject':
      if (!ringing) return null
      if (outgoing) return signal.fromOwnAccount ? null : signal.reason === 'busy' ? 'busy' : 'rejected'
      return signal.fromOwnAccount ? 'rejected' : null
    case 'terminate':
      if (signal.reason === 'accepted_elsewhere') return 'answered_elsewhere'
      if (signal.reason === 'rejected_elsewhere') return 'rejected'
      if (!ringing) return 'ended_remote'
      // WhatsApp Web logs a terminate of a ringing call as missed unless it names another reason (whatsapp-rust, call.rs).
      if (signal.reason === 'timeout' || !outgoing) return 'missed'
      return signal.fromOwnAccount ? null : 'ended_remote'
    case 'mute':
      return signal.fromOwnAccount ? null : 'peer_muted'
    default:
      return null
  }
}

export function conflict(call: StoredCall, action: Action, why: string): EngineError {
  return new EngineError(
    callErrors.call_state_conflict,
    `Call ${call.callId} is ${call.direction} and ${call.state}: ${why} (${action}).`,
    { extra: { state: call.state } },
  )
}

/**
 * The ended calls of a session that retention drops: those started before `oldest`, and the oldest beyond
 * MAX_CALLS_PER_SESSION calls in all. Live calls always stay.
 */
export function pastRetention(calls: readonly StoredCall[], oldest: string): StoredCall[] {
  const ended = calls.filter((stored) => stored.state === 'ended').sort(newestFirst)
  const over = Math.max(0, calls.length - MAX_CALLS_PER_SESSION)
  return ended.filter((stored, index) => stored.startedAt < oldest || index >= ended.length - over)
}
