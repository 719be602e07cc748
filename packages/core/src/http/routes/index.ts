import { operationTables } from '../../operations/tables.js'
import { operationRoutes, type Route } from '../route.js'
import { metaRoutes } from './meta.js'
import { eventRoutes } from './events.js'

/** The route table: every /api/v1 route, in one list (also the source of the OpenAPI document). */
export const routes: readonly Route[] = [
  ...operationRoutes(operationTables.sessions),
  ...operationRoutes(operationTables.messages),
  ...operationRoutes(operationTables.media),
  ...operationRoutes(operationTables.groups),
  ...operationRoutes(operationTables.communities),
  ...operationRoutes(operationTables.newsletters),
  ...operationRoutes(operationTables.calls),
  ...operationRoutes(operationTables.chats),
  ...operationRoutes(operationTables.messageStore),
  ...operationRoutes(operationTables.history),
  ...operationRoutes(operationTables.usage),
  ...operationRoutes(operationTables.webhooks),
  ...eventRoutes,
  ...metaRoutes(() => routes),
]
