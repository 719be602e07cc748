import type { EngineContext } from '../context.js'
import type { MessageEvents } from '../messages/events.js'
import { defineDomain } from '../operations/domain.js'
import type { SessionEvents } from '../sessions/events.js'
import { chatErrors } from './errors.js'
import { type ChatEvents, chatEvents } from './events.js'
import { chatOperations } from './operations.js'
import { ChatService } from './service.js'

/** Chats: the account's chat list state (mute, pin, archive, read) and starred messages. */
export const chatsDomain = defineDomain({
  services: {
    chats: (context: EngineContext<ChatEvents & MessageEvents & SessionEvents>) => new ChatService(context),
  },
  operations: { chats: chatOperations },
  inbound: ({ chats }) => chats.inbound,
  events: chatEvents,
  errors: chatErrors,
  flush: ({ chats }) => chats.close(),
})
