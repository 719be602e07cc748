import type { Keyv } from 'keyv'
import type { Registry } from 'prom-client'
import { type Clock, systemClock } from './clock.js'
import { type Scheduler, systemScheduler } from './scheduler.js'
import type { EngineContext } from './context.js'
import { type AnyEngineEvent, type EngineEvent, EventBus, type EventType } from './events.js'
import { createLogger, type Logger } from './logger.js'
import { downloadMedia } from './media/download.js'
import { CallService } from './calls/service.js'
import type { MessageRecord, SendInput } from './messages/schema.js'
import { mediaOperations, messageActionOperations, messageOperations, sendOperationOf } from './messages/operations.js'
import { storyOperations } from './messages/stories.js'
import { CommunityService } from './communities/service.js'
import { ChatService } from './chats/service.js'
import { ContactService } from './contacts/service.js'
import { contactOperations } from './contacts/operations.js'
import { ProfileService } from './profile/service.js'
import { profileOperations } from './profile/operations.js'
import { MessageStoreService } from './message-store/service.js'
import { HistoryService } from './history/service.js'
import { GroupService } from './groups/service.js'
import { MessageService } from './messages/service.js'
import { NewsletterService } from './newsletters/service.js'
import { type EngineSettings, resolveSettings, type SessionEngineOptions } from './options.js'
import { createBaileysDriver } from './protocol/baileys/driver.js'
import { inboundRouter } from './sessions/inbound.js'
import { KeepAlive } from './keep-alive.js'
import { type AttemptOutcome, EngineMetrics, type MetricsRecorder, noMetrics } from './metrics/engine-metrics.js'
import { probeStore, type Readiness } from './readiness.js'
import { SessionService } from './sessions/service.js'
import { createStore, type Store } from './store/store.js'
import { MemoryWindowCounter, type WindowCounter } from './store/window-counter.js'
import { SendPace } from './messages/send-pace.js'
import { EventLog } from './event-stream/log.js'
import { StreamSlots } from './event-stream/slots.js'
import { WebhookService } from './webhooks/service.js'
import { BrokerHosts } from './transports/broker-hosts.js'
import { BrokerSender } from './transports/brokers.js'
import { transportOperations } from './transports/operations.js'
import { TransportRegistry } from './transports/registry.js'
import { TransportService } from './transports/service.js'
import { deliveryHeaderNames } from './webhooks/signed-post.js'
import { resolveWebhookOptions } from './webhooks/types.js'
import { webhookOperations } from './webhooks/operations.js'
import type { DeliveryStatus } from './webhooks/types.js'
import { bindOperations, facade } from './operations/bind.js'
import { callOperations } from './calls/operations.js'
import { communityOperations } from './communities/operations.js'
import { groupOperations } from './groups/operations.js'
import { newsletterOperations } from './newsletters/operations.js'
import { chatOperations } from './chats/operations.js'
import { historyOperations } from './history/operations.js'
import { keyOperations } from './keys/operations.js'
import { KeyService } from './keys/service.js'
import { messageStoreOperations } from './message-store/operations.js'
import { sessionOperations } from './sessions/operations.js'
import { usageOperations } from './usage/operations.js'
import type { OperationMethods } from './operations/operation.js'
import { type EngineServices, registerServices } from './operations/services.js'
import { UsageService } from './usage/service.js'
import { ClusterNode } from './cluster/node.js'
import { resolveCluster } from './cluster/options.js'

export type { SessionEngineOptions } from './options.js'

type Handler<K extends EventType | '*'> = (event: K extends EventType ? EngineEvent<K> : AnyEngineEvent) => void

/**
 * The composition root: one store, one event bus, one protocol driver, and the domain services on top.
 * Embed it (`new SessionEngine(...)`, `engine.on(...)`) or serve it over HTTP with createHandler(engine).
 */
export class SessionEngine {
  readonly store: Store
  /** The store's window counters (rate limits, send pacing): shared on Redis, this process's otherwise. */
  readonly windows: WindowCounter
  readonly logger: Logger
  readonly clock: Clock
  readonly apiKeys: readonly string[]
  /** Every option with its default applied. */
  readonly settings: EngineSettings
  readonly sessions: OperationMethods<typeof sessionOperations> &
    Pick<SessionService, 'waitForState' | 'pairingCodeRequested'>
  /** Webhooks: management, and an observer of every delivery attempt; deliveries themselves run inside the engine. */
  readonly webhooks: OperationMethods<typeof webhookOperations> &
    Pick<WebhookService, 'onAttempt' | 'options' | 'count'>
  /** Transports: brokers the outbox publishes events to, beside webhooks (docs/transports.md). */
  readonly transports: OperationMethods<typeof transportOperations>
  /** The persisted, bounded event log behind GET /events (Last-Event-ID resume). */
  readonly eventLog: EventLog
  /** Event streams open per API key, bounded by `webhooks.eventStreamsPerKey`. */
  readonly eventStreams: StreamSlots
  readonly usage: OperationMethods<typeof usageOperations> &
    Pick<UsageService, 'recordMessageSent' | 'recordMessageFailed' | 'flush'>
  /** Sends, one method per content type (`sendText`, `sendImage`, …), and `send`, which picks it by `content.type`. */
  readonly messages: OperationMethods<typeof messageOperations> & {
    send(sessionId: string, body: SendInput): Promise<MessageRecord>
  }
  /** Acting on existing messages: react (docs/rich-messages.md). */
  readonly messageActions: OperationMethods<typeof messageActionOperations>
  /** Status posts (stories) to a list of recipients (docs/rich-messages.md). */
  readonly stories: OperationMethods<typeof storyOperations>
  readonly groups: OperationMethods<typeof groupOperations>
  readonly communities: OperationMethods<typeof communityOperations>
  readonly newsletters: OperationMethods<typeof newsletterOperations>
  readonly calls: OperationMethods<typeof callOperations>
  readonly chats: OperationMethods<typeof chatOperations>
  /** People: number checks (an extension of the spec). */
  readonly contacts: OperationMethods<typeof contactOperations>
  /** The account's own profile (an extension of the spec). */
  readonly profile: OperationMethods<typeof profileOperations>
  readonly history: OperationMethods<typeof historyOperations>
  /** The stored chats and messages (docs/message-store.md). */
  readonly messageStore: OperationMethods<typeof messageStoreOperations>
  readonly media: OperationMethods<typeof mediaOperations>
  /** API keys with scopes and sessions, stored hashed (docs/keys.md); the configured `apiKeys` are not among them. */
  readonly keys: OperationMethods<typeof keyOperations>
  /**
   * The Prometheus registry the engine's metrics are in (the `metrics.registry` option, or the engine's own);
   * null with `metrics: false`. `await engine.metrics.metrics()` is the text a scrape reads.
   */
  readonly metrics: Registry | null
  /** This process's place in the cluster (`cluster` option), null when it runs alone. */
  readonly cluster: ClusterNode | null
  readonly #recorder: MetricsRecorder
  readonly #bus: EventBus
  readonly #scheduler: Scheduler
  readonly #services: EngineServices
  readonly #keepAlive = new KeepAlive(() => this.#services.webhooks.busy || this.#services.sessions.count().active > 0)
  #started = false

  constructor(options: SessionEngineOptions = {}) {
    this.logger = options.logger ?? createLogger()
    this.clock = options.clock ?? systemClock
    this.apiKeys = options.apiKeys ?? []
    this.settings = resolveSettings(options)
    const store = options.store ?? 'memory://'
    this.store =
      typeof store === 'string' || isKeyv(store) ? createStore(store, { namespace: options.storeNamespace }) : store
    this.windows = this.store.windows ?? new MemoryWindowCounter()
    this.#bus = new EventBus(this.clock, this.logger)
    this.#scheduler = options.scheduler ?? systemScheduler
    // Services are built first and reach each other only through the context; the public domains are their
    // operations (validated, operations/bind.ts) and the few members an embedder also needs.
    const services = {} as EngineServices
    // The gauges read the services when scraped, which is only ever after this constructor has built them.
    const metrics =
      options.metrics === false
        ? null
        : new EngineMetrics(
            {
              sessionStates: () => services.sessions.countByState(),
              webhookBacklog: () => services.webhooks.backlog(),
              eventStreamClients: () => this.eventStreams.total,
            },
            options.metrics,
          )
    this.metrics = metrics?.registry ?? null
    this.#recorder = metrics ?? noMetrics
    const context: EngineContext = {
      store: this.store,
      bus: this.#bus,
      clock: this.clock,
      scheduler: this.#scheduler,
      logger: this.logger,
      settings: this.settings,
      metrics: this.#recorder,
      keepAlive: this.#keepAlive,
      sessions: {
        require: (sessionId) => services.sessions.require(sessionId),
        account: (sessionId) => services.sessions.account(sessionId),
      },
    }
    const pacing = this.settings.sendPacing
    services.messages = new MessageService(
      context,
      (outcome, sessionId) =>
        outcome === 'sent'
          ? services.usage.recordMessageSent(1, sessionId)
          : services.usage.recordMessageFailed(1, sessionId),
      (sessionId, chatJid, messageId) => services.messageStore.find(sessionId, chatJid, messageId),
      (sessionId, chatJid, messageId, secret) =>
        services.messageStore.keepPollSecret(sessionId, chatJid, messageId, secret),
      pacing &&
        new SendPace(this.windows, this.clock, pacing, (sessionId, jid) => services.contacts.knows(sessionId, jid)),
    )
    services.media = {
      download: (sessionId, message, maxBytes) => downloadMedia(context, sessionId, message, maxBytes),
    }
    services.groups = new GroupService(context)
    services.communities = new CommunityService(context)
    services.newsletters = new NewsletterService(context)
    services.calls = new CallService(context, (sessionId) => void services.sessions.status(sessionId))
    services.chats = new ChatService(context)
    services.contacts = new ContactService(context, (sessionId) => void services.sessions.status(sessionId))
    services.profile = new ProfileService(context)
    services.messageStore = new MessageStoreService(context)
    services.history = new HistoryService(context, services.messageStore)
    // Every inbound event type has exactly one owner; a domain joins by adding its service's handlers here.
    const inbound = inboundRouter({
      ...services.messages.inbound,
      ...services.groups.inbound,
      ...services.communities.inbound,
      ...services.calls.inbound,
      ...services.chats.inbound,
      ...services.history.inbound,
      ...services.contacts.inbound,
    })
    this.cluster = options.cluster
      ? new ClusterNode(
          resolveCluster(options.cluster, this.store.kind, options.storeNamespace ?? 'sessionkit'),
          {
            ids: () => services.sessions.ids(),
            adopt: (sessionId) => services.sessions.adopt(sessionId),
            relinquish: (sessionId) => services.sessions.relinquish(sessionId),
            reload: (sessionId) => services.sessions.reload(sessionId),
            liveOf: (sessionId) => services.sessions.liveOf(sessionId),
          },
          this.logger,
          this.settings.restoreConcurrency,
        )
      : null
    services.sessions = new SessionService(context, {
      driver: options.protocol?.driver ?? createBaileysDriver(options.protocol ?? {}, this.logger),
      inbound,
      cluster: this.cluster ?? undefined,
    })
    services.usage = new UsageService({
      collection: this.store.collection('usage'),
      clock: this.clock,
      scheduler: context.scheduler,
      logger: this.logger,
      sessions: (sessionIds) => services.sessions.count(sessionIds),
      sessionExists: (sessionId) => services.sessions.has(sessionId),
      flushIntervalMs: options.usage?.flushIntervalMs,
    })
    services.keys = new KeyService(this.store.collection('keys'), this.clock)
    // Resolved once here: the transports' senders take the webhooks' deadline and header names.
    const webhookOptions = resolveWebhookOptions(options.webhooks)
    const transports = new TransportRegistry({
      collection: this.store.collection('transports'),
      clock: this.clock,
      hosts: new BrokerHosts(this.settings.transportHosts),
      sender: (id, registry) =>
        new BrokerSender(id, (transportId) => registry.peek(transportId), {
          hosts: registry.hosts,
          headers: deliveryHeaderNames(webhookOptions.headerPrefix),
          timeoutMs: webhookOptions.timeoutMs,
        }),
    })
    const webhooks = new WebhookService(context, webhookOptions, [transports])
    services.webhooks = webhooks
    services.transports = new TransportService(transports, webhooks)
    this.#services = services
    registerServices(this, services)
    this.sessions = facade(services, sessionOperations, services.sessions, ['waitForState', 'pairingCodeRequested'])
    this.usage = facade(services, usageOperations, services.usage, [
      'recordMessageSent',
      'recordMessageFailed',
      'flush',
    ])
    this.webhooks = facade(services, webhookOperations, webhooks, ['onAttempt', 'options', 'count'])
    this.transports = bindOperations(services, transportOperations)
    const messages = bindOperations(services, messageOperations)
    this.messages = Object.assign(messages, {
      send: (sessionId: string, body: SendInput) => messages[sendOperationOf(body)](sessionId, body as never),
    })
    this.messageActions = bindOperations(services, messageActionOperations)
    this.stories = bindOperations(services, storyOperations)
    this.media = bindOperations(services, mediaOperations)
    this.groups = bindOperations(services, groupOperations)
    this.communities = bindOperations(services, communityOperations)
    this.newsletters = bindOperations(services, newsletterOperations)
    this.calls = bindOperations(services, callOperations)
    this.chats = bindOperations(services, chatOperations)
    this.contacts = bindOperations(services, contactOperations)
    this.profile = bindOperations(services, profileOperations)
    this.history = bindOperations(services, historyOperations)
    this.messageStore = bindOperations(services, messageStoreOperations)
    this.keys = bindOperations(services, keyOperations)
    this.eventLog = new EventLog({
      store: this.store,
      clock: this.clock,
      logger: this.logger,
      maxEvents: webhooks.options.eventLogMaxEvents,
      maxAgeMs: webhooks.options.eventLogMaxAgeMs,
      ...(this.cluster
        ? {
            sequence: () => this.cluster!.nextEventSeq(),
            appended: (entry) => this.cluster!.eventAppended(entry),
          }
        : {}),
    })
    this.eventStreams = new StreamSlots(webhooks.options.eventStreamsPerKey)
    // One durable sink for both, before any handler sees the event: the webhook outbox rows and the event log
    // entry are requested together, so they land in the same group-commit round instead of one after the other.
    this.#bus.addSink(async (event) => {
      await Promise.all([webhooks.record(event), this.eventLog.append(event)])
    })
    services.usage.setWebhookCounter((access) => webhooks.count(access))
    const cluster = this.cluster
    if (cluster) {
      // The other nodes answer status reads of this node's sessions from what it publishes on each change.
      this.#bus.on('connection.state', (event) => cluster.liveChanged(event.sessionId))
      this.#bus.on('auth.qr', (event) => cluster.liveChanged(event.sessionId))
      // Every node delivers the events it produces, so every node must know every webhook and transport.
      webhooks.onRecordChange((webhookId) => cluster.destinationChanged(webhookId))
      services.transports.onRecordChange((transportId) => cluster.destinationChanged(transportId))
      const holdMs = webhooks.options.timeoutMs + 60_000
      webhooks.claimAttemptsWith((deliveryId, attempt) => cluster.claimAttempt(deliveryId, attempt, holdMs))
    }
    if (metrics)
      webhooks.onAttempt((delivery, attempt) => {
        // The webhook metrics count webhook attempts; a transport's publishes go through the same outbox.
        if (transports.peek(delivery.webhookId)) return
        metrics.webhookAttempt(attemptOutcome(delivery.status, attempt.statusCode), attempt.durationMs / 1000)
      })
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
    await this.cluster?.connect(this.eventLog.lastSeq, {
      ingest: (entry) => this.eventLog.ingest(entry),
      // Each kind reads its own records again; an id of the other kind is found in neither and changes nothing.
      destinationChanged: (destinationId) =>
        void Promise.all([
          this.#services.webhooks.recordChanged(destinationId),
          this.#services.transports.recordChanged(destinationId),
        ]).catch((error: unknown) =>
          this.logger.warn({ err: error, destinationId }, 'reloading a webhook or transport failed'),
        ),
      deliveriesOrphaned: () => this.#services.webhooks.resumeAll(),
    })
    await this.#services.webhooks.start()
    await this.#services.sessions.load()
    // Before sessions restore: a call live when the process stopped is ended first, not mixed with new signals.
    await this.#services.calls.start()
    // In cluster mode sessions connect as this node takes their leases, not all at once here.
    await this.cluster?.join()
    const restored = await this.#services.sessions.restore()
    this.logger.info({ restored }, 'engine started')
  }

  /**
   * Whether the engine can serve (a readiness probe): started, the store answering a read within
   * STORE_PROBE_TIMEOUT_MS, and the background restore of paired sessions finished.
   */
  async readiness(): Promise<Readiness> {
    const restore = !this.#started ? 'not_started' : this.#services.sessions.restored ? 'done' : 'running'
    const store = await probeStore(this.store, this.#scheduler)
    return { ready: restore === 'done' && store === 'ok', store, restore }
  }

  /** Closes every connection and the store; every record stays for the next start(). */
  async stop(): Promise<void> {
    // Sessions are handed to the other nodes at once (sockets closed, leases freed), not after the lease TTL.
    await this.cluster?.leave()
    await this.#services.sessions.stopAll()
    this.#services.messages.close()
    this.#services.calls.close()
    // Attempts in flight finish and record their outcome; pending deliveries stay in the store for the next start().
    await this.#services.webhooks.stop()
    await this.eventLog.close()
    await this.cluster?.close()
    this.#bus.removeAllListeners()
    // Pending usage deltas are written before the store closes, so a clean stop loses no count.
    await this.#services.usage.close()
    await this.#services.chats.close()
    await this.#services.messageStore.close()
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

  /** Counts one response of the HTTP handler (usage counters and analytics), to `sessionId` when its route names one. */
  recordApiResponse(status: number, sessionId?: string): void {
    this.#services.usage.recordApiResponse(status, sessionId)
  }

  /**
   * Records one answer of the HTTP handler in the metrics: `route` is the template of the route that took it
   * (`/sessions/{sessionId}`) or `unmatched`, `status` is `aborted` when the client left mid-body.
   */
  recordHttpAnswer(method: string, route: string, status: number | 'aborted', seconds: number): void {
    this.#recorder.httpAnswer(method, route, status, seconds)
  }

  /** Counts one request of the HTTP handler whose client left before its body arrived (never answered). */
  recordApiAborted(sessionId?: string): void {
    this.#services.usage.recordApiAborted(sessionId)
  }
}

/** A delivery's status after an attempt, as the metrics name it; a 410 fails the delivery and disables its webhook. */
const attemptOutcome = (status: DeliveryStatus, statusCode: number | null): AttemptOutcome =>
  status === 'delivered' ? 'delivered' : status === 'pending' ? 'retry' : statusCode === 410 ? 'gone' : 'failed'

const isKeyv = (value: unknown): value is Keyv =>
  typeof value === 'object' &&
  value !== null &&
  'opts' in value &&
  typeof (value as Keyv).get === 'function' &&
  !('collection' in value)
