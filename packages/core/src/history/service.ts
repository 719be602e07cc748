import type { EngineContext } from '../context.js'
import { EngineError } from '../errors.js'
import type { MessageStoreService } from '../message-store/service.js'
import type { InboundHandlers } from '../operations/inbound.js'
import { commonUpstream, onConnection } from '../upstream-errors.js'
import type { SendPace } from '../messages/send-pace.js'
import type { HistoryRequest } from './schema.js'
import { historyErrors } from './errors.js'
import type { HistoryEvents } from './events.js'

/**
 * The phone's history sync (docs/message-store.md): what it shares goes into the message store and out as
 * `history.synced`; older messages of a chat are asked of the phone on request.
 */
export class HistoryService {
  readonly #context: EngineContext<HistoryEvents>
  readonly #store: MessageStoreService
  readonly #pace: SendPace

  constructor(context: EngineContext<HistoryEvents>, store: MessageStoreService, pace: SendPace) {
    this.#context = context
    this.#store = store
    this.#pace = pace
  }

  readonly inbound: InboundHandlers<'history.sync'> = {
    'history.sync': (sessionId, event) => {
      this.#store.ingestHistory(sessionId, event)
      // Baileys names a chat once per socket (its event buffer drops chats a sync already named), so a later sync's
      // chats are also those its messages belong to
      const chats = new Set([...event.chats.map((chat) => chat.jid), ...event.messages.map((m) => m.chatJid)])
      this.#context.bus.publishDetached('history.synced', sessionId, {
        kind: event.kind,
        chats: chats.size,
        messages: event.messages.length,
        progress: event.progress,
        requestId: event.requestId,
      })
    },
  }

  /**
   * Asks the phone for up to `count` messages of the chat older than the oldest the store holds: the phone answers
   * relative to a message this device has, so a chat the store holds no message of cannot be asked about. Paced
   * (`historyRequestsPerTwoHours`, as WhatsApp Web holds back after its own limit for `history_sync_on_demand_cooldown_sec`).
   */
  async request(sessionId: string, chatJid: string, count: number): Promise<HistoryRequest> {
    const oldest = await this.#store.oldestMessage(sessionId, chatJid)
    if (!oldest)
      throw new EngineError(
        historyErrors.history_anchor_missing,
        `The message store holds no message of ${chatJid} for the phone to count back from.`,
      )
    this.#context.sessions.require(sessionId)
    await this.#pace.takeHistoryRequest(sessionId)
    const anchor = { messageId: oldest.id, fromMe: oldest.fromMe, timestamp: oldest.timestamp }
    const { requestId } = await onConnection(
      this.#context,
      sessionId,
      commonUpstream,
      'The history request could not be sent to the phone',
      (connection) => connection.messages.fetchHistory(chatJid, { count, oldest: anchor }),
    )
    return {
      sessionId,
      chatJid,
      count,
      requestId,
      before: {
        messageId: anchor.messageId,
        fromMe: anchor.fromMe,
        timestamp: new Date(anchor.timestamp).toISOString(),
      },
    }
  }
}
