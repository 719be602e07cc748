import { callsDomain } from './calls/domain.js'
import { chatsDomain } from './chats/domain.js'
import { communitiesDomain } from './communities/domain.js'
import { contactsDomain } from './contacts/domain.js'
import { groupsDomain } from './groups/domain.js'
import { historyDomain } from './history/domain.js'
import { mediaDomain } from './media/domain.js'
import { messageStoreDomain } from './message-store/domain.js'
import { messageActionsDomain, messagesDomain, storiesDomain } from './messages/domain.js'
import { newslettersDomain } from './newsletters/domain.js'
import { profileDomain } from './profile/domain.js'
import { sessionsDomain } from './sessions/domain.js'

/**
 * The domains of the engine, one line each: a domain is its folder and its module object (`<domain>/domain.ts`,
 * `defineDomain`; the messages folder holds three: sends, actions on sent messages, stories). The engine's properties and methods, its services, the inbound router, the routes, the
 * OpenAPI document, the error table and the event map are derived from this list (and the platform's,
 * registry.ts). Its order is the order of the routes and of the OpenAPI document's paths.
 */
export const domains = [
  sessionsDomain,
  messagesDomain,
  mediaDomain,
  groupsDomain,
  communitiesDomain,
  newslettersDomain,
  callsDomain,
  chatsDomain,
  messageActionsDomain,
  storiesDomain,
  contactsDomain,
  profileDomain,
  messageStoreDomain,
  historyDomain,
] as const
