import type { EngineContext } from '../context.js'
import { defineDomain } from '../operations/domain.js'
import { type CommunityEvents, communityEvents } from './events.js'
import { communityOperations } from './operations.js'
import { CommunityService } from './service.js'

/** Communities: their subgroups and members. */
export const communitiesDomain = defineDomain({
  services: { communities: (context: EngineContext<CommunityEvents>) => new CommunityService(context) },
  operations: { communities: communityOperations },
  inbound: ({ communities }) => communities.inbound,
  events: communityEvents,
})
