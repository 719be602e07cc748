import { declareEvents } from '../event-bus.js'
import type { ContactUpdatedEvent, PresenceUpdatedEvent } from './types.js'

export interface ContactEvents {
  /** A person the session subscribed to went online or offline, or started or stopped typing or recording. */
  'presence.updated': PresenceUpdatedEvent
  /** The account's phone saved, renamed or removed (`name: null`) a contact in its address book. */
  'contact.updated': ContactUpdatedEvent
}

export const contactEvents = declareEvents<ContactEvents>({ 'presence.updated': true, 'contact.updated': true })
