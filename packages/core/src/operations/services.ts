import type { CallService } from '../calls/service.js'
import type { MessageStoreService } from '../message-store/service.js'
import type { ChatService } from '../chats/service.js'
import type { CommunityService } from '../communities/service.js'
import type { ContactService } from '../contacts/service.js'
import type { GroupService } from '../groups/service.js'
import type { HistoryService } from '../history/service.js'
import type { KeyService } from '../keys/service.js'
import type { MediaService } from '../media/download.js'
import type { MessageService } from '../messages/service.js'
import type { NewsletterService } from '../newsletters/service.js'
import type { ProfileService } from '../profile/service.js'
import type { SessionService } from '../sessions/service.js'
import type { UsageService } from '../usage/service.js'
import type { WebhookService } from '../webhooks/service.js'

/**
 * The domain services an operation runs on. They trust their input: only operations reach them from outside,
 * and an operation validates before it runs.
 */
export interface EngineServices {
  sessions: SessionService
  messages: MessageService
  media: MediaService
  groups: GroupService
  communities: CommunityService
  newsletters: NewsletterService
  calls: CallService
  chats: ChatService
  contacts: ContactService
  profile: ProfileService
  messageStore: MessageStoreService
  history: HistoryService
  webhooks: WebhookService
  usage: UsageService
  keys: KeyService
}

// Kept off the engine's public type: a route reaches the services of the engine it serves through this.
const byEngine = new WeakMap<object, EngineServices>()

export const registerServices = (engine: object, services: EngineServices): void => {
  byEngine.set(engine, services)
}

export function servicesOf(engine: object): EngineServices {
  const services = byEngine.get(engine)
  if (!services) throw new Error('not a SessionEngine')
  return services
}
