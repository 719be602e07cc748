import type { EngineContext } from '../context.js'
import type { ContactService } from '../contacts/service.js'
import type { MessageStoreService } from '../message-store/service.js'
import { defineDomain } from '../operations/domain.js'
import type { SessionEvents } from '../sessions/events.js'
import type { WindowCounter } from '../store/window-counter.js'
import type { UsageService } from '../usage/service.js'
import { MessageActions } from './actions.js'
import { ChatTimers } from './chat-timers.js'
import { messageErrors } from './errors.js'
import { type MessageEvents, messageEvents } from './events.js'
import { MessageInbound } from './inbound.js'
import { messageActionOperations, messageOperations, sendOperationOf } from './operations.js'
import type { MessageRecord, SendInput } from './schema.js'
import { SendPace } from './send-pace.js'
import { MessageSender } from './sender.js'
import type { StoredMessageLookup } from './stored.js'
import { storyOperations } from './stories.js'
import { StoryPoster } from './story-poster.js'

type Stored = { messageStore: MessageStoreService }
const lookup =
  (services: Stored): StoredMessageLookup =>
  (sessionId, chatJid, messageId) =>
    services.messageStore.find(sessionId, chatJid, messageId)

/** Messages: sending them, and every message event WhatsApp reports. */
export const messagesDomain = defineDomain({
  services: {
    /** The disappearing-messages timer of each 1:1 chat: set as WhatsApp reports it, read by every send. */
    chatTimers: (context: EngineContext<SessionEvents>) => {
      const timers = new ChatTimers(context.store.collection('chats'))
      context.bus.on('session.deleted', ({ sessionId }) => timers.forget(sessionId))
      return timers
    },
    /**
     * The account's pace (send-pace.ts): sends, forwards, stories, profile reads and history requests all take
     * from it. The contact service is reached when a pace asks, not when it is built (it takes from this pace too).
     */
    sendPace: (
      context: EngineContext<SessionEvents> & { windows: WindowCounter },
      services: { contacts: ContactService },
    ) => {
      const pace = new SendPace(context.windows, context.clock, context.settings.sendPacing ?? {}, (sessionId, jid) =>
        services.contacts.knows(sessionId, jid),
      )
      context.bus.on('session.deleted', ({ sessionId }) => pace.forget(sessionId))
      return pace
    },
    messages: (
      context: EngineContext<MessageEvents & SessionEvents>,
      services: Stored & { chatTimers: ChatTimers; usage: UsageService; sendPace: SendPace },
    ) => {
      return new MessageSender(context, {
        timers: services.chatTimers,
        stored: lookup(services),
        keepPollSecret: (sessionId, chatJid, messageId, secret) =>
          services.messageStore.keepPollSecret(sessionId, chatJid, messageId, secret),
        recordOutcome: (outcome, sessionId) =>
          outcome === 'sent'
            ? services.usage.recordMessageSent(1, sessionId)
            : services.usage.recordMessageFailed(1, sessionId),
        pace: services.sendPace,
      })
    },
    messageInbound: (context: EngineContext<MessageEvents>, services: Stored & { chatTimers: ChatTimers }) =>
      new MessageInbound(context, { timers: services.chatTimers, stored: lookup(services) }),
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
  inbound: ({ messageInbound }) => messageInbound.handlers,
  events: messageEvents,
  errors: messageErrors,
  // The receipts still being gathered are published while deliveries still run.
  close: ({ messageInbound }) => messageInbound.close(),
})

/** Acting on existing messages: react, edit, delete, forward, pin, read. */
export const messageActionsDomain = defineDomain({
  services: {
    messageActions: (context: EngineContext<MessageEvents>, services: Stored & { sendPace: SendPace }) =>
      new MessageActions(context, lookup(services), services.sendPace),
  },
  operations: {
    /** Acting on existing messages: react (docs/rich-messages.md). */
    messageActions: messageActionOperations,
  },
})

/** Status posts (stories). */
export const storiesDomain = defineDomain({
  services: {
    stories: (context: EngineContext, services: { sendPace: SendPace; contacts: ContactService }) =>
      new StoryPoster(context, services.sendPace, (sessionId, jid) => services.contacts.knowsOrSaved(sessionId, jid)),
  },
  operations: {
    /** Status posts (stories) to a list of recipients (docs/rich-messages.md). */
    stories: storyOperations,
  },
})
