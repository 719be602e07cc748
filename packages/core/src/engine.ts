import type { Keyv } from 'keyv'
import { type Clock, systemClock } from './clock.js'
import { type AnyEngineEvent, type EngineEvent, EventBus, type EventType } from './events.js'
import { createLogger, type Logger } from './logger.js'
import { type BaileysDriverOptions, createBaileysDriver } from './protocol/baileys/driver.js'
import type { ProtocolDriver } from './protocol/port.js'
import type { ReconnectOptions } from './sessions/reconnect-policy.js'
import { findFfmpeg } from './media/transcode.js'
import { MessageService } from './messages/service.js'
import { SessionService } from './sessions/service.js'
import { createStore, type Store } from './store/store.js'
import { EventLog } from './webhooks/event-log.js'
import { StreamSlots } from './webhooks/stream-slots.js'
import { WebhookService } from './webhooks/service.js'
import type { WebhookOptions } from './webhooks/types.js'
import { UsageService } from './usage/service.js'

export interface SessionEngineOptions {
  /** A store URL (`memory://`, `sqlite://path`, `redis://…`, `postgres://…`), a Keyv instance, or a Store. Default `memory://`. */
  store?: string | Keyv | Store
  /** Key prefix inside the store, so several deployments (or test runs) can share one server. Default `sessionkit`. */
  storeNamespace?: string
  /** Bearer keys the HTTP handler accepts (all equal). */
  apiKeys?: string[]
  logger?: Logger
  clock?: Clock
  /** Where Baileys connects and which root key it trusts; `driver` replaces Baileys altogether (unit tests). */
  protocol?: BaileysDriverOptions & { driver?: ProtocolDriver }
  reconnect?: ReconnectOptions
  /** Let media fetches and webhook URLs reach loopback, private and link-local addresses. Default false. */
  allowPrivateNetwork?: boolean
  /** How long a QR request waits for the first QR (default 10 s). */
  qrWaitMs?: number
  /** How long a pairing-code request waits for WhatsApp (default 20 s). */
  pairingTimeoutMs?: number
  /** Sessions reconnected in parallel by start() (default 50). */
  restoreConcurrency?: number
  /** Webhook delivery (retry schedule, timeouts, concurrency, bounds) and the event stream's log; defaults in WebhookOptions. */
  webhooks?: WebhookOptions
  /** How long a send waits for WhatsApp's acknowledgement before it fails with 504 (default 15 s). */
  sendAckTimeoutMs?: number
  /** Media fetched from `mediaUrl`: deadline for the whole transfer (default 60 s) and size cap (default 64 MiB). */
  mediaFetchTimeoutMs?: number
  maxMediaBytes?: number
  /** ffmpeg for voice-note transcoding; looked up on the PATH when not given; `false` disables transcoding. */
  ffmpegPath?: string | false
  /** How long an Idempotency-Key is remembered (default 24 h). */
  idempotencyTtlMs?: number
  /** Usage counters: longest time a counted request or message waits in memory before it is written (default 1000 ms). */
  usage?: { flushIntervalMs?: number }
}

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
  readonly allowPrivateNetwork: boolean
  readonly sessions: SessionService
  /** Webhooks: management and the durable, signed, retried delivery of events. */
  readonly webhooks: WebhookService
  /** The persisted, bounded event log behind GET /events (Last-Event-ID resume). */
  readonly eventLog: EventLog
  /** Event streams open per API key, bounded by `webhooks.eventStreamsPerKey`. */
  readonly eventStreams: StreamSlots
  readonly usage: UsageService
  readonly messages: MessageService
  readonly idempotencyTtlMs: number
  /** A first request that has not finished after this long (its process died) no longer blocks retries. */
  readonly idempotencyLeaseMs: number
  readonly #bus: EventBus
  #started = false

  constructor(options: SessionEngineOptions = {}) {
    this.logger = options.logger ?? createLogger()
    this.clock = options.clock ?? systemClock
    this.apiKeys = options.apiKeys ?? []
    this.allowPrivateNetwork = options.allowPrivateNetwork ?? false
    const store = options.store ?? 'memory://'
    this.store = typeof store === 'string' || isKeyv(store) ? createStore(store, { namespace: options.storeNamespace }) : store
    this.#bus = new EventBus(this.clock, this.logger)
    const driver = options.protocol?.driver ?? createBaileysDriver(options.protocol)
    this.sessions = new SessionService({
      store: this.store,
      driver,
      bus: this.#bus,
      clock: this.clock,
      logger: this.logger,
      reconnect: options.reconnect ?? {},
      qrWaitMs: options.qrWaitMs ?? 10_000,
      pairingTimeoutMs: options.pairingTimeoutMs ?? 20_000,
      restoreConcurrency: options.restoreConcurrency ?? 50,
    })
    this.idempotencyTtlMs = options.idempotencyTtlMs ?? 24 * 60 * 60 * 1000
    const sendAckTimeoutMs = options.sendAckTimeoutMs ?? 15_000
    const mediaFetchTimeoutMs = options.mediaFetchTimeoutMs ?? 60_000
    this.idempotencyLeaseMs = sendAckTimeoutMs + mediaFetchTimeoutMs + 60_000
    this.messages = new MessageService({
      sessions: this.sessions,
      bus: this.#bus,
      clock: this.clock,
      logger: this.logger,
      allowPrivateNetwork: this.allowPrivateNetwork,
      ackTimeoutMs: sendAckTimeoutMs,
      mediaFetchTimeoutMs,
      maxMediaBytes: options.maxMediaBytes ?? 64 * 1024 * 1024,
      ffmpegPath: options.ffmpegPath === false ? null : findFfmpeg(options.ffmpegPath),
      recordOutcome: (outcome) => (outcome === 'sent' ? this.usage.recordMessageSent() : this.usage.recordMessageFailed()),
    })
    this.usage = new UsageService({
      collection: this.store.collection('usage'),
      clock: this.clock,
      logger: this.logger,
      sessions: () => this.sessions.count(),
      flushIntervalMs: options.usage?.flushIntervalMs,
    })
    this.webhooks = new WebhookService({ store: this.store, clock: this.clock, logger: this.logger, allowPrivateNetwork: this.allowPrivateNetwork, options: options.webhooks })
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
    // Before sessions restore: their events must find the dispatcher running (and pending deliveries resume).
    await this.eventLog.load()
    await this.webhooks.start()
    await this.sessions.load()
    const restored = await this.sessions.restore()
    this.logger.info({ restored }, 'engine started')
  }

  /** Closes every connection and the store; every record stays for the next start(). */
  async stop(): Promise<void> {
    await this.sessions.stopAll()
    // Attempts in flight finish and record their outcome; pending deliveries stay in the store for the next start().
    await this.webhooks.stop()
    await this.eventLog.close()
    this.#bus.removeAllListeners()
    // Pending usage deltas are written before the store closes, so a clean stop loses no count.
    await this.usage.close()
    await this.store.close()
    this.#started = false
  }

  /** Typed event handlers: `engine.on('connection.state', (e) => e.data.state)`; `'*'` receives every event. */
  on<K extends EventType | '*'>(type: K, handler: Handler<K>): () => void {
    return this.#bus.on(type, handler as never)
  }

  once<K extends EventType | '*'>(type: K, handler: Handler<K>): void {
    this.#bus.once(type, handler as never)
  }

  /** Counts one response of the HTTP handler (usage counters and analytics). */
  recordApiResponse(status: number): void {
    this.usage.recordApiResponse(status)
  }

  /** For domain services that publish events (messages, webhooks). */
  get bus(): EventBus {
    return this.#bus
  }
}

const isKeyv = (value: unknown): value is Keyv => typeof value === 'object' && value !== null && 'opts' in value && typeof (value as Keyv).get === 'function' && !('collection' in value)
