import { EventEmitter } from 'eventemitter3'
import type { Clock } from './clock.js'
import { isoAt } from './clock.js'
import { newId } from './ids.js'
import type { Logger } from './logger.js'
import type { CallRecord } from './calls/schema.js'
import type { CallStateEvent } from './calls/types.js'
import type { CommunityLinkEvent } from './communities/types.js'
import type { ChatUpdatedEvent } from './chats/types.js'
import type { HistorySyncedEvent } from './history/types.js'
import type { ContactUpdatedEvent, PresenceUpdatedEvent } from './contacts/types.js'
import type { GroupJoinedEvent, GroupParticipantsEvent, GroupUpdatedEvent } from './groups/types.js'
import type {
  MessageDeletion,
  MessageEdit,
  MessagePin,
  MessageReaction,
  MessageRecord,
  PollVote,
} from './messages/schema.js'
import type { ContentType, MessageReceipt, PhoneSentMessage, ReceivedMessage } from './messages/types.js'
import type { ConnectionState, SessionStatus } from './sessions/types.js'

/** Event name -> `data` of its envelope. One map feeds engine.on(), webhooks and the event stream. */
export interface EventMap {
  'session.created': SessionStatus
  'session.deleted': { sessionId: string; deletedAt: string; loggedOut: boolean }
  'connection.state': {
    state: ConnectionState
    previousState: ConnectionState
    connected: boolean
    /** Why the state changed, when it did not change by request: e.g. `logged_out`, `connection_lost`. */
    reason: string | null
    statusCode: number | null
    /** When the engine will try again, for `disconnected`. */
    retryAt: string | null
  }
  'auth.qr': { qr: string; expiresAt: string }
  'auth.paired': { phoneJid: string; lid: string | null; method: 'qr' | 'pairing_code' | 'unknown' }
  'message.received': ReceivedMessage
  /** A message sent through the API (`by: "api"`) or from the account's phone or other devices (`by: "phone"`). */
  'message.sent': MessageRecord | PhoneSentMessage
  'message.receipt': MessageReceipt
  /** A reaction to a message, or its removal: someone else's, or the account's own (`fromMe`, `by`). */
  'message.reaction': MessageReaction
  /** An edit of a message's text or caption, by its sender (the account's own: `fromMe`, `by`). */
  'message.updated': MessageEdit
  /** A message deleted: revoked for everyone by its sender, or deleted for the account's devices through this API. */
  'message.deleted': MessageDeletion
  /** A message pinned or unpinned in its chat: through this API, from the account's phone (`by`), or by someone else. */
  'message.pinned': MessagePin
  /** A vote on a poll, decrypted, with the poll's tally after it: someone else's, or the account's from its phone. */
  'poll.vote': PollVote
  'message.failed': {
    messageId: string | null
    to: string
    contentType: ContentType
    reason: string
    statusCode: number | null
  }
  'stanza.error': { tag: string; id: string | null; code: number | null; text: string | null }
  'stream.failure': { statusCode: number; reason: string }
  'group.joined': GroupJoinedEvent
  'group.updated': GroupUpdatedEvent
  'group.participants': GroupParticipantsEvent
  'group.linked': CommunityLinkEvent
  'group.unlinked': CommunityLinkEvent
  /** A call to the session rings (its record, `state: ringing`). */
  'call.incoming': CallRecord
  /** Every state change of a call, either direction. */
  'call.state': CallStateEvent
  'chat.updated': ChatUpdatedEvent
  'history.synced': HistorySyncedEvent
  /** A person the session subscribed to went online or offline, or started or stopped typing or recording. */
  'presence.updated': PresenceUpdatedEvent
  /** The account's phone saved, renamed or removed (`name: null`) a contact in its address book. */
  'contact.updated': ContactUpdatedEvent
}

export type EventType = keyof EventMap
/** Every event type once. A record over EventType, so the compiler refuses a type missing from it or unknown to the map. */
const everyEventType: Record<EventType, true> = {
  'session.created': true,
  'session.deleted': true,
  'connection.state': true,
  'auth.qr': true,
  'auth.paired': true,
  'message.received': true,
  'message.sent': true,
  'message.receipt': true,
  'message.reaction': true,
  'message.updated': true,
  'message.deleted': true,
  'message.pinned': true,
  'poll.vote': true,
  'message.failed': true,
  'stanza.error': true,
  'stream.failure': true,
  'group.joined': true,
  'group.updated': true,
  'group.participants': true,
  'group.linked': true,
  'group.unlinked': true,
  'call.incoming': true,
  'call.state': true,
  'chat.updated': true,
  'history.synced': true,
  'presence.updated': true,
  'contact.updated': true,
}
export const eventTypes = Object.keys(everyEventType) as EventType[]

/** The spec's envelope (part 2), identical for handlers in code, webhooks and the event stream. */
export interface EngineEvent<K extends EventType = EventType> {
  id: string
  type: K
  createdAt: string
  sessionId: string
  data: EventMap[K]
}

export type AnyEngineEvent = { [K in EventType]: EngineEvent<K> }[EventType]

/** A durable consumer (webhook outbox, event log): awaited before in-process handlers run, so nothing acknowledged is lost. */
export type EventSink = (event: AnyEngineEvent) => Promise<void>

type Listeners = { [K in EventType]: [event: EngineEvent<K>] } & { '*': [event: AnyEngineEvent] }

export class EventBus {
  readonly #emitter = new EventEmitter<Listeners>()
  readonly #sinks: EventSink[] = []
  readonly #clock: Clock
  readonly #logger: Logger
  /** Publishes still in their sinks, by the order they started in; the oldest first. */
  readonly #storing = new Set<number>()
  #publishes = 0
  /** Callers of `stored`, each with the last publish it waits for, in the order they asked. */
  #storedWaiters: { upTo: number; resolve: () => void }[] = []

  constructor(clock: Clock, logger: Logger) {
    this.#clock = clock
    this.#logger = logger
  }

  addSink(sink: EventSink): void {
    this.#sinks.push(sink)
  }

  on<K extends keyof Listeners>(type: K, handler: (...args: Listeners[K]) => void): () => void {
    const safe = this.#guard(type, handler)
    this.#emitter.on(type, safe as never)
    return () => this.#emitter.off(type, safe as never)
  }

  once<K extends keyof Listeners>(type: K, handler: (...args: Listeners[K]) => void): void {
    this.#emitter.once(type, this.#guard(type, handler) as never)
  }

  /**
   * Stores the event in every durable sink, then hands it to in-process handlers. A sink failure is
   * rethrown (the caller must not acknowledge what was not stored); a throwing handler is only logged,
   * so user code can never break Baileys' event loop.
   */
  async publish<K extends EventType>(type: K, sessionId: string, data: EventMap[K]): Promise<EngineEvent<K>> {
    const event: EngineEvent<K> = { id: newId('evt'), type, createdAt: isoAt(this.#clock.now()), sessionId, data }
    const seq = ++this.#publishes
    this.#storing.add(seq)
    try {
      for (const sink of this.#sinks) await sink(event as AnyEngineEvent)
    } finally {
      this.#storing.delete(seq)
      this.#wakeStored()
    }
    this.#emitter.emit(type, event as never)
    this.#emitter.emit('*', event as AnyEngineEvent)
    return event
  }

  /**
   * `publish` for an event nothing waits on (what WhatsApp reported, a change already answered): a sink failure
   * cannot be handed to anyone, so it is logged.
   */
  publishDetached<K extends EventType>(type: K, sessionId: string, data: EventMap[K]): void {
    this.publish(type, sessionId, data).catch((error: unknown) =>
      this.#logger.error({ err: error, event: type, sessionId }, 'publishing an event failed'),
    )
  }

  /** Resolves once every publish started so far has left its sinks, stored or failed. */
  stored(): Promise<void> {
    if (this.#storing.size === 0) return Promise.resolve()
    return new Promise((resolve) => this.#storedWaiters.push({ upTo: this.#publishes, resolve }))
  }

  #wakeStored(): void {
    if (this.#storedWaiters.length === 0) return
    const oldest = this.#storing.values().next().value ?? Number.POSITIVE_INFINITY
    while (this.#storedWaiters.length > 0 && this.#storedWaiters[0]!.upTo < oldest)
      this.#storedWaiters.shift()!.resolve()
  }

  removeAllListeners(): void {
    this.#emitter.removeAllListeners()
  }

  #guard<A extends unknown[]>(type: string, handler: (...args: A) => void): (...args: A) => void {
    return (...args: A) => {
      try {
        const result: unknown = handler(...args)
        if (result instanceof Promise)
          result.catch((error: unknown) => this.#logger.error({ err: error, event: type }, 'event handler rejected'))
      } catch (error) {
        this.#logger.error({ err: error, event: type }, 'event handler threw')
      }
    }
  }
}
