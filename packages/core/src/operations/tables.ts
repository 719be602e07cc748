import { callOperations } from '../calls/operations.js'
import { chatOperations } from '../chats/operations.js'
import { communityOperations } from '../communities/operations.js'
import { contactOperations } from '../contacts/operations.js'
import { groupOperations } from '../groups/operations.js'
import { historyOperations } from '../history/operations.js'
import { keyOperations } from '../keys/operations.js'
import { messageStoreOperations } from '../message-store/operations.js'
import { mediaOperations, messageActionOperations, messageOperations } from '../messages/operations.js'
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
  messageActions: messageActionOperations,
  media: mediaOperations,
  groups: groupOperations,
  communities: communityOperations,
  newsletters: newsletterOperations,
  calls: callOperations,
  chats: chatOperations,
  contacts: contactOperations,
  profile: profileOperations,
  history: historyOperations,
  messageStore: messageStoreOperations,
  usage: usageOperations,
  webhooks: webhookOperations,
  keys: keyOperations,
}
