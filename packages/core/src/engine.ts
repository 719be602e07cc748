import { secretDigest } from './keys/service.js'
import type { Keyv } from 'keyv'
import type { Registry } from 'prom-client'
import { type Clock, systemClock } from './clock.js'
import { type Scheduler, systemScheduler } from './scheduler.js'
import type { EngineContext } from './context.js'
import { EventBus } from './event-bus.js'
import type { AnyEngineEvent, EngineEvent, EventMap, EventType } from './events.js'
import { createLogger, type Logger } from './logger.js'
import { type EngineSettings, resolveSettings, type SessionEngineOptions } from './options.js'
import { createBaileysDriver } from './protocol/baileys/driver.js'
import { bindDomains, buildServices, inboundTable, runHooks } from './operations/domain.js'
import { inboundRouter, type InboundRouter } from './operations/inbound.js'
import { KeepAlive } from './keep-alive.js'
import { type AttemptOutcome, EngineMetrics, noMetrics } from './metrics/engine-metrics.js'
import { probeStore, type Readiness } from './readiness.js'
import {
  type EngineDomains,
  type EngineInternals,
  type EngineServices,
  internals,
  modules,
  type ServiceContext,
} from './registry.js'
import { type ApiHost, apiHost, type ServedEngine } from './http/host.js'
import { createStore } from './store/store.js'
import type { Store } from './store/collection.js'
import { MemoryWindowCounter } from './store/window-counter.js'
import { EventLog } from './event-stream/log.js'
import { StreamSlots } from './event-stream/slots.js'
import type { DeliveryStatus } from './webhooks/types.js'
import { ClusterNode } from './cluster/node.js'
import { resolveCluster } from './cluster/options.js'

export type { SessionEngineOptions } from './options.js'

type Handler<K extends EventType | '*'> = (event: K extends EventType ? EngineEvent<K> : AnyEngineEvent) => void

/**
 * The composition root: one store, one event bus, one protocol driver, and the domain services on top.
 * Embed it (`new SessionEngine(...)`, `engine.on(...)`) or serve it over HTTP with createHandler(engine).
 */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the constructor assigns every member of EngineDomains
export class SessionEngine implements ServedEngine {
  readonly store: Store
  readonly logger: Logger
  readonly clock: Clock
  readonly apiKeys: readonly string[]
  /** Every option with its default applied. */
  readonly settings: EngineSettings
  /**
   * The Prometheus registry the engine's metrics are in (the `metrics.registry` option, or the engine's own);
   * null with `metrics: false`. `await engine.metrics.metrics()` is the text a scrape reads.
   */
  readonly metrics: Registry | null
  /** What the HTTP layer serves this engine through (http/host.ts): createApiHandler(engine) reads it. */
  readonly [apiHost]: ApiHost
  /** The services and the event bus, for the repository's tests and benchmarks (`@sessionkit/core/internal`). */
  readonly [internals]: EngineInternals
  /** This process's place in the cluster (`cluster` option), null when it runs alone. */
  readonly #cluster: ClusterNode | null
  /** The persisted, bounded event log behind GET /events (Last-Event-ID resume). */
  readonly #eventLog: EventLog
  readonly #bus: EventBus<EventMap>
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
    const windows = this.store.windows ?? new MemoryWindowCounter()
    this.#bus = new EventBus<EventMap>(this.clock, this.logger)
    this.#scheduler = options.scheduler ?? systemScheduler
    // The services reach each other only through the context and the needs their factories name (registry.ts); the
    // public domains are their operations (validated, operations/bind.ts) and the few members an embedder also needs.
    let services = {} as EngineServices
    // The gauges read the services when scraped, which is only ever after this constructor has built them.
    const metrics =
      options.metrics === false
        ? null
        : new EngineMetrics(
            {
              sessionStates: () => services.sessions.countByState(),
              webhookBacklog: () => services.webhooks.backlog(),
              eventStreamClients: () => eventStreams.total,
            },
            options.metrics,
          )
    this.metrics = metrics?.registry ?? null
    const recorder = metrics ?? noMetrics
    const context: EngineContext<EventMap> = {
      store: this.store,
      bus: this.#bus,
      clock: this.clock,
      scheduler: this.#scheduler,
      logger: this.logger,
      settings: this.settings,
      metrics: recorder,
      keepAlive: this.#keepAlive,
      sessions: {
        require: (sessionId) => services.sessions.require(sessionId),
        account: (sessionId) => services.sessions.account(sessionId),
        proxy: (sessionId) => services.sessions.proxyOf(sessionId),
      },
    }
    const cluster = options.cluster
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
    // Every inbound event type has exactly one owner among the domains (registry.ts checks it); the router is made
    // from their services, so once they are built (no session runs before start()).
    let inbound: InboundRouter | undefined
    const serviceContext: ServiceContext = {
      ...context,
      options,
      windows,
      sessionDeps: {
        driver: options.protocol?.driver ?? createBaileysDriver(options.protocol ?? {}, this.logger),
        inbound: (sessionId, event) => inbound!(sessionId, event),
        cluster: cluster ?? undefined,
      },
    }
    services = buildServices(modules, serviceContext) as EngineServices
    inbound = inboundRouter(inboundTable(modules, services))
    this.#services = services
    this.#cluster = cluster
    Object.assign(this, bindDomains(modules, services))
    const webhooks = services.webhooks
    const eventLog = new EventLog({
      store: this.store,
      clock: this.clock,
      logger: this.logger,
      maxEvents: webhooks.options.eventLogMaxEvents,
      maxAgeMs: webhooks.options.eventLogMaxAgeMs,
      ...(cluster
        ? {
            sequence: () => cluster.nextEventSeq(),
            appended: (entry) => cluster.eventAppended(entry),
            reorderMs: cluster.settings.eventReorderMs,
          }
        : {}),
    })
    this.#eventLog = eventLog
    const eventStreams = new StreamSlots(webhooks.options.eventStreamsPerKey)
    // One durable sink for both, before any handler sees the event: the webhook outbox rows and the event log
    // entry are requested together, so they land in the same group-commit round instead of one after the other.
    this.#bus.addSink(async (event) => {
      await Promise.all([webhooks.record(event), eventLog.append(event)])
    })
    this[internals] = { services, bus: this.#bus }
    this[apiHost] = {
      logger: this.logger,
      clock: this.clock,
      settings: this.settings,
      apiKeys: this.apiKeys,
      store: this.store,
      windows,
      cluster,
      metrics: this.metrics,
      eventLog,
      eventStreams,
      eventStreamHeartbeatMs: webhooks.options.eventStreamHeartbeatMs,
      run: async (operation, input) => operation.run(services, input),
      keys: (digest) => services.keys.lookup(digest),
      media: services.keptMedia,
      watchKey: (keyId, apiKey, gone) => services.keys.watch(keyId, secretDigest(apiKey), gone),
      sessions: services.sessions,
      meter: {
        answered: (status, sessionId) => services.usage.recordApiResponse(status, sessionId),
        aborted: (sessionId) => services.usage.recordApiAborted(sessionId),
        timed: (method, route, status, seconds) => recorder.httpAnswer(method, route, status, seconds),
      },
    }
    if (cluster) {
      // The other nodes answer status reads of this node's sessions from what it publishes on each change.
      this.#bus.on('connection.state', (event) => cluster.liveChanged(event.sessionId))
      this.#bus.on('auth.qr', (event) => cluster.liveChanged(event.sessionId))
      // Every node delivers the events it produces, so every node must know every webhook and transport.
      webhooks.onRecordChange((webhookId) => cluster.destinationChanged(webhookId))
      services.transports.onRecordChange((transportId) => cluster.destinationChanged(transportId))
      const holdMs = webhooks.options.timeoutMs + 60_000
      webhooks.claimAttemptsWith({
        take: (deliveryId, attempt) => cluster.claimAttempt(deliveryId, attempt, holdMs),
        finish: (deliveryId, attempt) => cluster.finishAttempt(deliveryId, attempt, holdMs),
      })
    }
    if (metrics)
      webhooks.onAttempt((delivery, attempt) => {
        // The webhook metrics count webhook attempts; a transport's publishes go through the same outbox.
        if (services.transportRegistry.peek(delivery.webhookId)) return
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
    await this.#eventLog.load()
    const listeningFrom = await this.#cluster?.connect(this.#eventLog.lastSeq, {
      ingest: (entry) => this.#eventLog.ingest(entry),
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
    if (listeningFrom !== undefined) this.#eventLog.releasedThrough(listeningFrom)
    await this.#services.webhooks.start()
    await this.#services.sessions.load()
    // Before sessions restore: what a domain resumes (a call live when the process stopped is ended first).
    await runHooks(modules, 'start', this.#services)
    // In cluster mode sessions connect as this node takes their leases, not all at once here.
    await this.#cluster?.join()
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
    await this.#cluster?.leave()
    await this.#services.sessions.stopAll()
    // What the domains gathered is published (receipts, calls ended) while deliveries still run.
    await runHooks(modules, 'close', this.#services)
    // Attempts in flight finish and record their outcome; pending deliveries stay in the store for the next start().
    await this.#services.webhooks.stop()
    await this.#eventLog.close()
    await this.#cluster?.close()
    this.#bus.removeAllListeners()
    // What the domains buffered (usage deltas, chat and message records) is written before the store closes.
    await runHooks(modules, 'flush', this.#services)
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

/**
 * The domain properties (`engine.messages`, `engine.groups`, …): derived from the registry's modules, assigned by
 * the constructor (bindDomains), so none is written out here.
 */
export interface SessionEngine extends EngineDomains {}
