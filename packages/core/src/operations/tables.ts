import { callOperations } from '../calls/operations.js'
import { chatOperations } from '../chats/operations.js'
import { communityOperations } from '../communities/operations.js'
import { contactOperations } from '../contacts/operations.js'
import { groupOperations } from '../groups/operations.js'
import { mediaOperations, messageOperations } from '../messages/operations.js'
import { newsletterOperations } from '../newsletters/operations.js'
import { profileOperations } from '../profile/operations.js'
import { sessionOperations } from '../sessions/operations.js'
import { usageOperations } from '../usage/operations.js'
import { webhookOperations } from '../webhooks/operations.js'

/**
 * Every domain's operations, by the engine property that holds them (`engine.sessions.create`); the route
 * table is built from the same tables (http/routes/index.ts).
 */
export const operationTables = {
  sessions: sessionOperations,
  messages: messageOperations,
  media: mediaOperations,
  groups: groupOperations,
  communities: communityOperations,
  newsletters: newsletterOperations,
  calls: callOperations,
  chats: chatOperations,
  contacts: contactOperations,
  profile: profileOperations,
  usage: usageOperations,
  webhooks: webhookOperations,
}
