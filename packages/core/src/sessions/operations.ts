import { EngineError } from '../errors.js'
import type { KeyAccess } from '../operations/access.js'
import { reaches } from '../keys/access.js'
import { operationsOn } from '../operations/operation.js'
import type { SessionService } from './service.js'
import { WholeOrPageQuery } from '../paging.js'
import { connectedSession, createdSession, pairingSession, stoppedSession } from './examples.js'
import {
  CreateSessionBody,
  PairingCodeBody,
  PairingCodeResultSchema,
  QrResultSchema,
  SessionDeletedSchema,
  SessionParams,
  SessionStatusSchema,
  UpdateSessionBody,
} from './schema.js'
import { keyErrors } from '../keys/errors.js'

const defineOperation = operationsOn<{ sessions: SessionService }>()

const tag = 'Sessions'

/** A session a restricted key created would be outside its own list: creating one takes a key for every session. */
function refuseRestricted(access: KeyAccess): void {
  if (access.sessionIds === null) return
  throw new EngineError(
    keyErrors.session_restricted,
    'This API key is restricted to its sessions and cannot create one; use a key without sessionIds.',
  )
}

/** The sessions operations: `engine.sessions.<name>` and their routes. */
export const sessionOperations = {
  create: defineOperation({
    method: 'POST',
    scope: 'manage',
    path: '/sessions',
    tag,
    summary: 'Create a session (token)',
    response: SessionStatusSchema,
    description:
      "Stores an unpaired, inactive session. Pair it with a pairing code or a QR. A key restricted to sessions gets 403 session_restricted. `proxy` names the HTTP or SOCKS5 proxy it connects through (docs/proxies.md; its host must be on the operator's allowlist, else 422 proxy_host_forbidden); left out, the engine's default proxy applies; null connects directly.",
    body: CreateSessionBody,
    status: 201,
    example: {
      body: { sessionId: 'support-desk', displayName: 'Support desk', deviceBrowser: 'Chrome' },
      response: createdSession,
    },
    run: ({ sessions }, { body, access }) => {
      refuseRestricted(access)
      return sessions.create(body)
    },
  }),
  list: defineOperation({
    method: 'GET',
    scope: 'read',
    path: '/sessions',
    tag,
    summary: 'List sessions',
    description:
      'Every session when asked without `limit` and `cursor` (`{ data: [...] }`, in the order they were created or loaded); ' +
      'with `limit` (1-100) or `cursor`, a page in session id order (`{ data, nextCursor }` and a `Link` to the next page), ' +
      'for a process that holds thousands of sessions. A key restricted to sessions sees only those.',
    query: WholeOrPageQuery,
    response: { page: SessionStatusSchema, whole: true },
    example: { query: { limit: '2' }, response: { items: [connectedSession], nextCursor: null } },
    run: ({ sessions }, { query, access }) =>
      query.limit === undefined && query.cursor === undefined
        ? sessions.list().filter((session) => reaches(access, session.sessionId))
        : sessions.page(query.limit ?? 20, query.cursor, access.sessionIds),
  }),
  status: defineOperation({
    method: 'GET',
    scope: 'read',
    path: '/sessions/:sessionId',
    anyNode: true,
    tag,
    summary: 'Session status',
    response: SessionStatusSchema,
    params: SessionParams,
    example: { params: { sessionId: 'support-desk' }, response: connectedSession },
    run: ({ sessions }, { params }) => sessions.status(params.sessionId),
  }),
  update: defineOperation({
    method: 'PATCH',
    scope: 'manage',
    path: '/sessions/:sessionId',
    tag,
    summary: 'Change a session (its proxy)',
    response: SessionStatusSchema,
    description:
      "Sets the proxy the session connects through (docs/proxies.md): `http://`, `https://`, `socks5://` or `socks5h://` with an optional user and password, or null to connect directly. A proxy host outside the operator's allowlist (proxyHosts / SESSIONKIT_PROXY_HOSTS) is a 422 proxy_host_forbidden. The change takes effect at the session's next connection; `reconnect: true` reconnects a running session now. Answers show the proxy with its credentials masked.",
    params: SessionParams,
    body: UpdateSessionBody,
    example: {
      params: { sessionId: 'support-desk' },
      body: { proxy: 'socks5://user:secret@proxy.internal:1080', reconnect: true },
      response: { ...connectedSession, proxy: 'socks5://***:***@proxy.internal:1080' },
    },
    run: ({ sessions }, { params, body }) => sessions.update(params.sessionId, body),
  }),
  delete: defineOperation({
    method: 'DELETE',
    scope: 'manage',
    path: '/sessions/:sessionId',
    tag,
    summary: 'Delete a session',
    response: SessionDeletedSchema,
    description: 'Logs the device out when it is paired and connected, then removes credentials, keys and the record.',
    params: SessionParams,
    example: {
      params: { sessionId: 'support-desk' },
      response: { sessionId: 'support-desk', deleted: true, loggedOut: true },
    },
    run: ({ sessions }, { params }) => sessions.delete(params.sessionId),
  }),
  connect: defineOperation({
    method: 'POST',
    scope: 'manage',
    path: '/sessions/:sessionId/connect',
    tag,
    summary: 'Start or reconnect the runtime',
    response: SessionStatusSchema,
    description: 'Idempotent. A paired session logs in; an unpaired one opens the pairing window (QR).',
    params: SessionParams,
    example: { params: { sessionId: 'support-desk' }, response: pairingSession },
    run: ({ sessions }, { params }) => sessions.connect(params.sessionId),
  }),
  disconnect: defineOperation({
    method: 'POST',
    scope: 'manage',
    path: '/sessions/:sessionId/disconnect',
    tag,
    summary: 'Stop the runtime, keep credentials',
    response: SessionStatusSchema,
    params: SessionParams,
    example: { params: { sessionId: 'support-desk' }, response: stoppedSession },
    run: ({ sessions }, { params }) => sessions.disconnect(params.sessionId),
  }),
  requestPairingCode: defineOperation({
    method: 'POST',
    scope: 'manage',
    path: '/sessions/:sessionId/auth/pairing-code',
    tag,
    summary: 'Request a pairing code',
    response: PairingCodeResultSchema,
    description:
      'Only for an unpaired session. Starts the runtime if needed and returns the 8-character code to enter on the phone.',
    params: SessionParams,
    body: PairingCodeBody,
    example: {
      params: { sessionId: 'support-desk' },
      body: { phoneNumber: '15551234567' },
      response: { sessionId: 'support-desk', phoneNumber: '15551234567', code: 'K7QW9PLM' },
    },
    run: ({ sessions }, { params, body }) => sessions.requestPairingCode(params.sessionId, body.phoneNumber),
  }),
  qr: defineOperation({
    method: 'GET',
    scope: 'manage',
    path: '/sessions/:sessionId/auth/qr',
    tag,
    summary: 'Current QR code',
    response: QrResultSchema,
    description:
      'Starts the runtime of an unpaired session if needed and waits briefly for the first QR. 404 when none is available.',
    params: SessionParams,
    example: {
      params: { sessionId: 'support-desk' },
      response: {
        sessionId: 'support-desk',
        qr: '2@Ywq8v0D3sSm4bZ1n9kXc,hK2m5tQ8xwz1JrVb0pL7yG3fN6uE4aS9dC2vB8nM1k=,Vx5pT2rL8wQ3yN6zK1mJ4bH7gF0dS9aC2eR5tY8uI3o=,qW3eR6tY9uI2oP5aS8dF1gH4jK7lZ0xC3vB6nM9qW2e=',
        expiresAt: '2026-11-24T09:01:20.000Z',
        pngDataUrl:
          'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      },
    },
    run: ({ sessions }, { params }) => sessions.qr(params.sessionId),
  }),
}
