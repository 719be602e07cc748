import type { EngineContext } from '../context.js'
import { defineDomain } from '../operations/domain.js'
import type { SessionEvents } from '../sessions/events.js'
import type { SessionService } from '../sessions/service.js'
import { callErrors } from './errors.js'
import { type CallEvents, callEvents } from './events.js'
import { callOperations } from './operations.js'
import { CallService } from './service.js'

/** Calls: placing and answering them, their records and states. */
export const callsDomain = defineDomain({
  services: {
    calls: (context: EngineContext<CallEvents & SessionEvents>, services: { sessions: SessionService }) =>
      new CallService(context, (sessionId) => void services.sessions.status(sessionId)),
  },
  operations: { calls: callOperations },
  inbound: ({ calls }) => calls.inbound,
  events: callEvents,
  errors: callErrors,
  // A call live when the process stopped is ended first, not mixed with new signals.
  start: ({ calls }) => calls.start(),
  close: ({ calls }) => calls.close(),
})
