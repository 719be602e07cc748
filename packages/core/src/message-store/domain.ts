import type { ChatEvents } from '../chats/events.js'
import type { EngineContext } from '../context.js'
import type { GroupEvents } from '../groups/events.js'
import type { MediaEvents } from '../media/events.js'
import type { MessageEvents } from '../messages/events.js'
import { defineDomain } from '../operations/domain.js'
import type { SessionEvents } from '../sessions/events.js'
import { messageStoreOperations } from './operations.js'
import { MessageStoreService } from './service.js'

/** The stored chats and messages (docs/message-store.md). */
export const messageStoreDomain = defineDomain({
  services: {
    messageStore: (context: EngineContext<MessageEvents & MediaEvents & ChatEvents & GroupEvents & SessionEvents>) =>
      new MessageStoreService(context),
  },
  operations: {
    /** The stored chats and messages (docs/message-store.md). */
    messageStore: messageStoreOperations,
  },
  flush: ({ messageStore }) => messageStore.close(),
})
