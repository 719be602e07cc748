import type { Keyv } from 'keyv'
import { type Clock, systemClock } from './clock.js'
import type { EngineContext } from './context.js'
import { type AnyEngineEvent, type EngineEvent, EventBus, type EventType } from './events.js'
import { createLogger, type Logger } from './logger.js'
import { downloadMedia } from './media/download.js'
import { CallService } from './calls/service.js'
import type { DownloadedMediaResult } from './messages/schema.js'
import { CommunityService } from './communities/service.js'
import { ChatService } from './chats/service.js'
import { GroupService } from './groups/service.js'
import { MessageService } from './messages/service.js'
import { NewsletterService } from './newsletters/service.js'
import { type EngineSettings, resolveSettings, type SessionEngineOptions } from './options.js'
import { createBaileysDriver } from './protocol/baileys/driver.js'
import { inboundRouter } from './sessions/inbound.js'
import { KeepAlive } from './keep-alive.js'
import { SessionService } from './sessions/service.js'
import { createStore, type Store } from './store/store.js'
import { EventLog } from './event-stream/log.js'
import { StreamSlots } from './event-stream/slots.js'
import { WebhookService } from './webhooks/service.js'
import { UsageService } from './usage/service.js'

export type { SessionEngineOptions } from './options.js'

type Handler<K extends EventType | '*'> = (event: K extends EventType ? EngineEvent<K> : AnyEngineEvent) => void

/**
 * The composition root: one store, one event bus, one protocol driver, and the domain services on top.
 * Embed it (`new SessionEngine(...)`, `engine.on(...)`) or serve it over HTTP with createHandler(engine).
 */
export class SessionEngine {
  readonly store: Store
  readonly logger: Logger
  readonly clock: Clock
  readonly apiKeys: readonly string[]
  /** Every option with its default applied. */
  readonly settings: EngineSettings
  readonly sessions: SessionService
  /** Webhooks: management and the durable, signed, retried delivery of events. */
  readonly webhooks: WebhookService
  /** The persisted, bounded event log behind GET /events (Last-Event-ID resume). */
  readonly eventLog: EventLog
  /** Event streams open per API key, bounded by `webhooks.eventStreamsPerKey`. */
  readonly eventStreams: StreamSlots
  readonly usage: UsageService
  readonly messages: MessageService
  readonly groups: GroupService
  readonly communities: CommunityService
  readonly newsletters: NewsletterService
  readonly calls: CallService
  readonly chats: ChatService
  readonly media: { download(sessionId: string, message: unknown, maxBytes: number): Promise<DownloadedMediaResult> }
  readonly #bus: EventBus
  readonly #keepAlive = new KeepAlive(() => this.webhooks.busy || this.sessions.count().active > 0)
  #started = false

  constructor(options: SessionEngineOptions = {}) {
    this.logger = options.logger ?? createLogger()
    this.clock = options.clock ?? systemClock
    this.apiKeys = options.apiKeys ?? []
    this.settings = resolveSettings(options)
    const store = options.store ?? 'memory://'
    this.store =
      typeof store === 'string' || isKeyv(store) ? createStore(store, { namespace: options.storeNamespace }) : store
    this.#bus = new EventBus(this.clock, this.logger)
    const context: EngineContext = {
      store: this.store,
      bus: this.#bus,
      clock: this.clock,
      logger: this.logger,
      settings: this.settings,
      keepAlive: this.#keepAlive,
      sessions: { require: (sessionId) => this.sessions.require(sessionId) },
    }
    this.messages = new MessageService(context, (outcome) =>
      outcome === 'sent' ? this.usage.recordMessageSent() : this.usage.recordMessageFailed(),
    )
    this.media = { download: (sessionId, message, maxBytes) => downloadMedia(context, sessionId, message, maxBytes) }
    // Every inbound event type has exactly one owner; a domain joins by adding its service's handlers here.
    this.groups = new GroupService(context)
    this.communities = new CommunityService(context)
    this.newsletters = new NewsletterService(context)
    this.calls = new CallService(context, (sessionId) => void this.sessions.status(sessionId))
    this.chats = new ChatService(context)
    const inbound = inboundRouter({
      ...this.messages.inbound,
      ...this.groups.inbound,
      ...this.communities.inbound,
      ...this.calls.inbound,
      ...this.chats.inbound,
    })
    this.sessions = new SessionService(context, {
      driver: options.protocol?.driver ?? createBaileysDriver(options.protocol ?? {}, this.logger),
      inbound,
    })
    this.usage = new UsageService({
      collection: this.store.collection('usage'),
      clock: this.clock,
      logger: this.logger,
      sessions: () => this.sessions.count(),
      flushIntervalMs: options.usage?.flushIntervalMs,
    })
    this.webhooks = new WebhookService(context, options.webhooks)
    this.eventLog = new EventLog({
      store: this.store,
      clock: this.clock,
      logger: this.logger,
      maxEvents: this.webhooks.options.eventLogMaxEvents,
      maxAgeMs: this.webhooks.options.eventLogMaxAgeMs,
    })
    this.eventStreams = new StreamSlots(this.webhooks.options.eventStreamsPerKey)
    // One durable sink for both, before any handler sees the event: the webhook outbox rows and the event log
    // entry are requested together, so they land in the same group-commit round instead of one after the other.
    this.#bus.addSink(async (event) => {
      await Promise.all([this.webhooks.record(event), this.eventLog.append(event)])
    })
    this.usage.setWebhookCounter(() => this.webhooks.count())
  }

  get started(): boolean {
    return this.#started
  }

  /** Loads every record and reconnects every paired session. Safe to call once per engine. */
  async start(): Promise<void> {
    if (this.#started) return
    this.#started = true
    this.#keepAlive.start()
    // Before sessions restore: their events must find the dispatcher running (and pending deliveries resume).
    await this.eventLog.load()
    await this.webhooks.start()
    await this.sessions.load()
    // Before sessions restore: a call live when the process stopped is ended first, not mixed with new signals.
    await this.calls.start()
    const restored = await this.sessions.restore()
    this.logger.info({ restored }, 'engine started')
  }

  /** Closes every connection and the store; every record stays for the next start(). */
  async stop(): Promise<void> {
    await this.sessions.stopAll()
    this.messages.close()
    this.calls.close()
    // Attempts in flight finish and record their outcome; pending deliveries stay in the store for the next start().
    await this.webhooks.stop()
    await this.eventLog.close()
    this.#bus.removeAllListeners()
    // Pending usage deltas are written before the store closes, so a clean stop loses no count.
    await this.usage.close()
    await this.chats.close()
    await this.store.close()
    this.#keepAlive.stop()
    this.#started = false
  }

  /** Typed event handlers: `engine.on('connection.state', (e) => e.data.state)`; `'*'` receives every event. */
  on<K extends EventType | '*'>(type: K, handler: Handler<K>): () => void {
    return this.#bus.on(type, handler as never)
  }

  once<K extends EventType | '*'>(type: K, handler: Handler<K>): void {
    this.#bus.once(type, handler as never)
  }

  /**
   * The event bus itself, to publish events the engine did not make: the webhooks benchmark drives the outbox
   * through it at thousands of events per second. Events published here reach webhooks, the event stream and
   * `engine.on` like the engine's own.
   */
  get bus(): EventBus {
    return this.#bus
  }

  /** Counts one response of the HTTP handler (usage counters and analytics). */
  recordApiResponse(status: number): void {
    this.usage.recordApiResponse(status)
  }

  /** Counts one request of the HTTP handler whose client left before its body arrived (never answered). */
  recordApiAborted(): void {
    this.usage.recordApiAborted()
  }
}

const isKeyv = (value: unknown): value is Keyv =>
  typeof value === 'object' &&
  value !== null &&
  'opts' in value &&
  typeof (value as Keyv).get === 'function' &&
  !('collection' in value)
