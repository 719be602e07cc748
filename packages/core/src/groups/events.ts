import { declareEvents } from '../event-bus.js'
import type { GroupJoinedEvent, GroupParticipantsEvent, GroupUpdatedEvent } from './types.js'

/** The account joining a group, a group's changes, and its members'. */
export interface GroupEvents {
  'group.joined': GroupJoinedEvent
  'group.updated': GroupUpdatedEvent
  'group.participants': GroupParticipantsEvent
}

export const groupEvents = declareEvents<GroupEvents>({
  'group.joined': true,
  'group.updated': true,
  'group.participants': true,
})
