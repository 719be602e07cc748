import { maskProxy } from '../net/proxy-url.js'
import { describeReason } from './runtime.js'
import type { ConnectionState, SessionRecord, SessionStatus } from './types.js'

/** The live facts of a session beside its record: its connection and QR, as its runtime (or its owner) has them. */
export interface LiveFacts {
  state: ConnectionState
  active: boolean
  qrAvailable: boolean
  qrExpiresAt: string | null
}

/** The proxy a session connects through: its own, else the engine's default; null for a direct connection. */
export const effectiveProxy = (record: SessionRecord, defaultProxy: string | null): string | null =>
  record.proxy === undefined ? defaultProxy : record.proxy

/** A session without a runtime: `error` when a person must act, else `inactive`. */
export const restingState = (record: SessionRecord): ConnectionState => (record.errorReason ? 'error' : 'inactive')

/**
 * A record with its live facts. Field by field rather than spread: V8 builds a spread-and-extend literal on a
 * slow path (~7 µs against ~0.02 µs here), and this is the hottest read of the API (bench/RESULTS.md, HTTP
 * overhead).
 */
export function presentStatus(record: SessionRecord, live: LiveFacts, defaultProxy: string | null): SessionStatus {
  const proxy = effectiveProxy(record, defaultProxy)
  const status: SessionStatus = {
    sessionId: record.sessionId,
    displayName: record.displayName,
    deviceBrowser: record.deviceBrowser,
    status: record.status,
    paired: record.paired,
    phoneJid: record.phoneJid,
    lid: record.lid,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    lastConnectedAt: record.lastConnectedAt,
    lastDisconnect: record.lastDisconnect,
    errorReason: record.errorReason,
    active: live.active,
    connected: live.state === 'connected',
    connectionState: live.state,
    qrAvailable: live.qrAvailable,
    qrExpiresAt: live.qrExpiresAt,
    proxy: proxy === null ? null : maskProxy(proxy),
  }
  const errorMessage = describeReason(record.errorReason)
  if (errorMessage) status.errorMessage = errorMessage
  return status
}
