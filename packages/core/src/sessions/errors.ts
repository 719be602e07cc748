import { defineErrors } from '../errors.js'
import type { UpstreamCodes } from '../upstream-errors.js'

/** A session's codes: one that does not exist or is not in the state a request needs, its QR and its pairing. */
export const sessionErrors = defineErrors({
  session_not_found: { status: 404, title: 'Session not found' },
  session_already_exists: { status: 409, title: 'Session already exists' },
  session_already_paired: { status: 409, title: 'Session is already paired' },
  session_not_paired: { status: 409, title: 'Session is not paired' },
  session_not_connected: { status: 409, title: 'Session is not connected' },
  qr_not_available: { status: 404, title: 'No QR code available' },
  pairing_failed: { status: 502, title: 'Pairing could not be started' },
  proxy_host_forbidden: { status: 422, title: 'Proxy host not allowed' },
})

/** Whatever went wrong while asking for a pairing code, no code was issued: the client asks again. */
export const pairingUpstream: UpstreamCodes = { always: sessionErrors.pairing_failed }
