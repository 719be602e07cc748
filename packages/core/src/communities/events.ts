import { declareEvents } from '../event-bus.js'
import type { CommunityLinkEvent } from './types.js'

/** A group linked to or unlinked from a community. */
export interface CommunityEvents {
  'group.linked': CommunityLinkEvent
  'group.unlinked': CommunityLinkEvent
}

export const communityEvents = declareEvents<CommunityEvents>({ 'group.linked': true, 'group.unlinked': true })
