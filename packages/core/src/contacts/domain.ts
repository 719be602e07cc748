import type { EngineContext } from '../context.js'
import type { MessageEvents } from '../messages/events.js'
import type { SendPace } from '../messages/send-pace.js'
import { defineDomain } from '../operations/domain.js'
import type { SessionEvents } from '../sessions/events.js'
import type { SessionService } from '../sessions/service.js'
import { contactErrors } from './errors.js'
import { type ContactEvents, contactEvents } from './events.js'
import { contactOperations } from './operations.js'
import { ContactService } from './service.js'

/** People: number checks, profiles, the blocklist, presence and the account's contacts (an extension of the spec). */
export const contactsDomain = defineDomain({
  services: {
    contacts: (
      context: EngineContext<ContactEvents & MessageEvents & SessionEvents>,
      services: { sessions: SessionService; sendPace: SendPace },
    ) => new ContactService(context, (sessionId) => void services.sessions.status(sessionId), services.sendPace),
  },
  operations: {
    /** People: number checks (an extension of the spec). */
    contacts: contactOperations,
  },
  inbound: ({ contacts }) => contacts.inbound,
  events: contactEvents,
  errors: contactErrors,
})
