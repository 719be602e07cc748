import type { EngineContext } from '../context.js'
import { members } from '../operations/bind.js'
import { defineDomain } from '../operations/domain.js'
import { sessionErrors } from './errors.js'
import { type SessionEvents, sessionEvents } from './events.js'
import { sessionOperations } from './operations.js'
import type { SessionServiceDeps } from './runtimes.js'
import { SessionService } from './service.js'

/** Sessions: their records, connections, pairing and lifecycle. */
export const sessionsDomain = defineDomain({
  services: {
    sessions: (context: EngineContext<SessionEvents> & { sessionDeps: SessionServiceDeps }) =>
      new SessionService(context, context.sessionDeps),
  },
  operations: { sessions: sessionOperations },
  facade: ({ sessions }) => ({ sessions: members(sessions, ['waitForState', 'pairingCodeRequested']) }),
  events: sessionEvents,
  errors: sessionErrors,
})
