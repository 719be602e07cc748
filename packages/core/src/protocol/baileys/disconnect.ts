import { DisconnectReason } from '@whiskeysockets/baileys'
import type { CloseInfo, DisconnectKind } from '../port.js'

const byCode: Record<number, DisconnectKind> = {
  [DisconnectReason.restartRequired]: 'restart_required',
  [DisconnectReason.connectionClosed]: 'connection_closed',
  [DisconnectReason.connectionLost]: 'connection_lost',
  [DisconnectReason.unavailableService]: 'service_unavailable',
  [DisconnectReason.badSession]: 'bad_session',
  [DisconnectReason.loggedOut]: 'logged_out',
  [DisconnectReason.forbidden]: 'forbidden',
  [DisconnectReason.connectionReplaced]: 'replaced',
  [DisconnectReason.multideviceMismatch]: 'multidevice_mismatch',
}

/** The proxy's failures (net/proxy-agent.ts), which Baileys passes on as the data of its WebSocket error. */
const byProxyCode: Record<string, DisconnectKind> = {
  EPROXYUNREACHABLE: 'proxy_unreachable',
  EPROXYAUTH: 'proxy_auth_failed',
  EPROXYTARGET: 'proxy_target_unreachable',
}

/** Baileys' close error (a Boom, or nothing when we ended the socket) -> the port's CloseInfo. */
export function closeInfoOf(error: unknown, endedByEngine: boolean): CloseInfo {
  if (endedByEngine) return { kind: 'closed_by_engine', statusCode: null, message: 'closed by the engine' }
  const boom = error as { output?: { statusCode?: number }; message?: string; data?: { code?: unknown } } | undefined
  const statusCode = boom?.output?.statusCode ?? null
  const message = boom?.message ?? 'connection closed'
  const proxyKind = typeof boom?.data?.code === 'string' ? byProxyCode[boom.data.code] : undefined
  if (proxyKind) return { kind: proxyKind, statusCode: null, message }
  // 408 means both "keep-alive missed" and "every QR ref was shown and none was scanned"; only the message tells them apart.
  if (statusCode === DisconnectReason.timedOut && /QR refs attempts ended/i.test(message))
    return { kind: 'qr_expired', statusCode, message }
  // The noise handshake's certificate chain check (Baileys' only 400 on login) names the certificate it refused.
  if (statusCode === 400 && /noise .*certificate/i.test(message))
    return { kind: 'untrusted_server', statusCode, message }
  return { kind: (statusCode !== null && byCode[statusCode]) || 'unknown', statusCode, message }
}
