import type { EngineContext } from '../context.js'
import { defineDomain } from '../operations/domain.js'
import { groupErrors } from './errors.js'
import { type GroupEvents, groupEvents } from './events.js'
import { groupOperations } from './operations.js'
import { GroupService } from './service.js'

/** Groups: creating, reading and administering them, their invites and members. */
export const groupsDomain = defineDomain({
  services: { groups: (context: EngineContext<GroupEvents>) => new GroupService(context) },
  operations: { groups: groupOperations },
  inbound: ({ groups }) => groups.inbound,
  events: groupEvents,
  errors: groupErrors,
})
