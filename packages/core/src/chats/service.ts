import type { EngineContext } from '../context.js'
import { EngineError, engineErrors } from '../errors.js'
import type { ProtocolConnection } from '../protocol/port.js'
import type { InboundHandlers } from '../operations/inbound.js'
import { commonUpstream, onConnection } from '../upstream-errors.js'
import { LastMessages } from './last-messages.js'
import type { ChatActionInput, ChatActionResult, StarInput, StarResult } from './schema.js'
import type { ChatChange } from '../protocol/ports/chats.js'
import type { ChatUpdatedEvent } from './types.js'
import { chatErrors } from './errors.js'
import type { MessageEvents } from '../messages/events.js'
import type { SessionEvents } from '../sessions/events.js'
import type { ChatEvents } from './events.js'

/** The actions whose mutation names the range of messages it covers (WhatsApp's archive, read-state, clear and delete). */
const rangeActions = new Set<ChatChange['action']>([
  'archive',
  'unarchive',
  'mark_read',
  'mark_unread',
  'clear',
  'delete',
])

/** The actions that turn a state on; their counterparts (unpin, unarchive, mark_unread, unlock) turn it off. */
const turnsOn = new Set<ChatChange['action']>(['pin', 'archive', 'mark_read', 'lock'])

/** What `chat.updated` reports for a change made through the API. */
function reportedValue(change: ChatChange): ChatUpdatedEvent['value'] {
  switch (change.action) {
    case 'mute':
      return change.muteEndTimestampMs
    case 'unmute':
      return null
    case 'clear':
      return { deleteStarred: change.deleteStarred, deleteMedia: change.deleteMedia }
    case 'delete':
      return { deleteMedia: change.deleteMedia }
    default:
      return turnsOn.has(change.action)
  }
}

/**
 * Chat actions and stars (spec 4.7): app-state mutations WhatsApp syncs between the account's devices, so the
 * account's own phone shows the chat archived, pinned, muted or locked. A session whose phone has not shared
 * its app-state keys yet answers 409 `app_state_not_ready`. Changes made on another device arrive as
 * `chat.updated` with `by: 'phone'`; those made here are published with `by: 'api'` once WhatsApp took them.
 */
export class ChatService {
  readonly #context: EngineContext<ChatEvents & MessageEvents & SessionEvents>
  readonly #lastMessages: LastMessages

  constructor(context: EngineContext<ChatEvents & MessageEvents & SessionEvents>) {
    this.#context = context
    this.#lastMessages = new LastMessages({ collection: context.store.collection('chats'), logger: context.logger })
    const { bus } = context
    bus.on('message.received', ({ sessionId, data }) =>
      this.#lastMessages.record(sessionId, data.chatJid, {
        id: data.messageId,
        fromMe: false,
        participant: data.participant ?? null,
        timestamp: Date.parse(data.timestamp),
      }),
    )
    bus.on('message.sent', ({ sessionId, data }) =>
      this.#lastMessages.record(sessionId, data.chatJid, {
        id: data.messageId,
        fromMe: true,
        participant: null,
        timestamp: Date.parse(data.timestamp),
      }),
    )
    bus.on('session.deleted', ({ sessionId }) => this.#lastMessages.forget(sessionId))
  }

  /** Changes made on the account's other devices. */
  readonly inbound: InboundHandlers<'chat.updated'> = {
    'chat.updated': (sessionId, { type: _type, ...data }) =>
      this.#context.bus.publishDetached('chat.updated', sessionId, { ...data, by: 'phone' }),
  }

  #call<T>(sessionId: string, what: string, run: (connection: ProtocolConnection) => Promise<T>): Promise<T> {
    return onConnection(this.#context, sessionId, commonUpstream, what, async (connection) => {
      if (!connection.chats.appStateReady()) {
        throw new EngineError(
          chatErrors.app_state_not_ready,
          "The account's phone has not shared its app-state keys with this session yet (it does so shortly after linking); chat actions need them. Wait a few seconds and try again.",
        )
      }
      return run(connection)
    })
  }

  async act(sessionId: string, input: ChatActionInput): Promise<ChatActionResult> {
    const { chatJid, ...change } = input
    if (
      change.action === 'mute' &&
      change.muteEndTimestampMs !== -1 &&
      change.muteEndTimestampMs <= this.#context.clock.now()
    ) {
      throw new EngineError(
        engineErrors.validation_failed,
        'Invalid body: muteEndTimestampMs: must be in the future (milliseconds since the epoch), or -1 to mute for always.',
        {
          errors: [{ path: 'muteEndTimestampMs', message: 'must be in the future, or -1 for always' }],
        },
      )
    }
    await this.#call(sessionId, `The ${change.action} of ${chatJid} could not be made`, async (connection) => {
      const last = rangeActions.has(change.action) ? await this.#lastMessages.get(sessionId, chatJid) : null
      await connection.chats.modify(chatJid, change, last)
    })
    this.#context.bus.publishDetached('chat.updated', sessionId, {
      chatJid,
      action: change.action,
      value: reportedValue(change),
      by: 'api',
    })
    return { sessionId, to: chatJid, action: change.action, messageId: null }
  }

  async star(sessionId: string, input: StarInput): Promise<StarResult> {
    const { chatJid, id, fromMe, participant, participantPhoneJid } = input.message
    await this.#call(sessionId, `Message ${id} could not be ${input.starred ? 'starred' : 'unstarred'}`, (connection) =>
      connection.chats.star(
        {
          chatJid,
          id,
          fromMe,
          participant: participant ?? null,
          ...(participantPhoneJid ? { participantPhoneJid } : {}),
        },
        input.starred,
      ),
    )
    this.#context.bus.publishDetached('chat.updated', sessionId, {
      chatJid,
      action: input.starred ? 'star' : 'unstar',
      value: input.starred,
      messageId: id,
      by: 'api',
    })
    return { chatJid, messageId: id, starred: input.starred }
  }

  /** Writes the records still in memory; called by engine.stop() before the store closes. */
  close(): Promise<void> {
    return this.#lastMessages.close()
  }
}
