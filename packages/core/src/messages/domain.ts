import type { EngineContext } from '../context.js'
import type { ContactService } from '../contacts/service.js'
import type { MessageStoreService } from '../message-store/service.js'
import { defineDomain } from '../operations/domain.js'
import type { SessionEvents } from '../sessions/events.js'
import type { WindowCounter } from '../store/window-counter.js'
import type { UsageService } from '../usage/service.js'
import { messageErrors } from './errors.js'
import { type MessageEvents, messageEvents } from './events.js'
import { messageActionOperations, messageOperations, sendOperationOf } from './operations.js'
import type { MessageRecord, SendInput } from './schema.js'
import { SendPace } from './send-pace.js'
import { MessageService } from './service.js'
import { storyOperations } from './stories.js'

/** Messages: sending them, and every message event WhatsApp reports. */
export const messagesDomain = defineDomain({
  services: {
    messages: (
      context: EngineContext<MessageEvents & SessionEvents> & { windows: WindowCounter },
      services: { usage: UsageService; messageStore: MessageStoreService; contacts: ContactService },
    ) => {
      const pacing = context.settings.sendPacing
      return new MessageService(
        context,
        (outcome, sessionId) =>
          outcome === 'sent'
            ? services.usage.recordMessageSent(1, sessionId)
            : services.usage.recordMessageFailed(1, sessionId),
        (sessionId, chatJid, messageId) => services.messageStore.find(sessionId, chatJid, messageId),
        (sessionId, chatJid, messageId, secret) =>
          services.messageStore.keepPollSecret(sessionId, chatJid, messageId, secret),
        pacing &&
          new SendPace(context.windows, context.clock, pacing, (sessionId, jid) =>
            services.contacts.knows(sessionId, jid),
          ),
      )
    },
  },
  operations: {
    /** Sends, one method per content type (`sendText`, `sendImage`, …), and `send`, which picks it by `content.type`. */
    messages: messageOperations,
  },
  facade: (_, methods) => ({
    messages: {
      send: (sessionId: string, body: SendInput): Promise<MessageRecord> =>
        methods.messages[sendOperationOf(body)](sessionId, body as never),
    },
  }),
  inbound: ({ messages }) => messages.inbound,
  events: messageEvents,
  errors: messageErrors,
  close: ({ messages }) => messages.close(),
})

/** Acting on existing messages: react, edit, delete, forward, pin, read. */
export const messageActionsDomain = defineDomain({
  services: {},
  operations: {
    /** Acting on existing messages: react (docs/rich-messages.md). */
    messageActions: messageActionOperations,
  },
})

/** Status posts (stories). */
export const storiesDomain = defineDomain({
  services: {},
  operations: {
    /** Status posts (stories) to a list of recipients (docs/rich-messages.md). */
    stories: storyOperations,
  },
})
