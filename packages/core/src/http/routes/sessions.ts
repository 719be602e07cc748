import { defineRoute } from '../route.js'
import { CreateSessionBody, PairingCodeBody, SessionParams } from '../schemas/sessions.js'

const tag = 'Sessions'

export const sessionRoutes = [
  defineRoute({
    method: 'POST',
    path: '/sessions',
    tag,
    summary: 'Create a session (token)',
    description: 'Stores an unpaired, inactive session. Pair it with a pairing code or a QR.',
    body: CreateSessionBody,
    status: 201,
    run: ({ engine, body }) => engine.sessions.create(body),
  }),
  defineRoute({ method: 'GET', path: '/sessions', tag, summary: 'List sessions', run: async ({ engine }) => engine.sessions.list() }),
  defineRoute({
    method: 'GET',
    path: '/sessions/:sessionId',
    tag,
    summary: 'Session status',
    params: SessionParams,
    run: async ({ engine, params }) => engine.sessions.status(params.sessionId),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/sessions/:sessionId',
    tag,
    summary: 'Delete a session',
    description: 'Logs the device out when it is paired and connected, then removes credentials, keys and the record.',
    params: SessionParams,
    run: ({ engine, params }) => engine.sessions.delete(params.sessionId),
  }),
  defineRoute({
    method: 'POST',
    path: '/sessions/:sessionId/connect',
    tag,
    summary: 'Start or reconnect the runtime',
    description: 'Idempotent. A paired session logs in; an unpaired one opens the pairing window (QR).',
    params: SessionParams,
    run: ({ engine, params }) => engine.sessions.connect(params.sessionId),
  }),
  defineRoute({
    method: 'POST',
    path: '/sessions/:sessionId/disconnect',
    tag,
    summary: 'Stop the runtime, keep credentials',
    params: SessionParams,
    run: ({ engine, params }) => engine.sessions.disconnect(params.sessionId),
  }),
  defineRoute({
    method: 'POST',
    path: '/sessions/:sessionId/auth/pairing-code',
    tag,
    summary: 'Request a pairing code',
    description: 'Only for an unpaired session. Starts the runtime if needed and returns the 8-character code to enter on the phone.',
    params: SessionParams,
    body: PairingCodeBody,
    run: ({ engine, params, body }) => engine.sessions.requestPairingCode(params.sessionId, body.phoneNumber),
  }),
  defineRoute({
    method: 'GET',
    path: '/sessions/:sessionId/auth/qr',
    tag,
    summary: 'Current QR code',
    description: 'Starts the runtime of an unpaired session if needed and waits briefly for the first QR. 404 when none is available.',
    params: SessionParams,
    run: ({ engine, params }) => engine.sessions.qr(params.sessionId),
  }),
]
