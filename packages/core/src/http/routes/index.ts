import type { Route } from '../route.js'
import { callRoutes } from './calls.js'
import { communityRoutes } from './communities.js'
import { chatRoutes } from './chats.js'
import { groupRoutes } from './groups.js'
import { messageRoutes } from './messages.js'
import { metaRoutes } from './meta.js'
import { newsletterRoutes } from './newsletters.js'
import { eventRoutes } from './events.js'
import { sessionRoutes } from './sessions.js'
import { usageRoutes } from './usage.js'
import { webhookRoutes } from './webhooks.js'

/** The route table: every /api/v1 route, in one list (also the source of the OpenAPI document). */
export const routes: readonly Route[] = [
  ...sessionRoutes,
  ...messageRoutes,
  ...groupRoutes,
  ...communityRoutes,
  ...newsletterRoutes,
  ...callRoutes,
  ...chatRoutes,
  ...usageRoutes,
  ...webhookRoutes,
  ...eventRoutes,
  ...metaRoutes(() => routes),
]
