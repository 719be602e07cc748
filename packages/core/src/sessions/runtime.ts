import type { Clock } from '../clock.js'
import { isoAt } from '../clock.js'
import type { Scheduler } from '../scheduler.js'
import type { EngineContext } from '../context.js'
import type { DomainBus } from '../event-bus.js'
import type { Logger } from '../logger.js'
import type {
  AccountIdentity,
  CloseInfo,
  ProtocolConnection,
  ProtocolDriver,
  ProtocolHandlers,
} from '../protocol/port.js'
import type { Collection } from '../store/collection.js'
import type { InboundRouter } from '../operations/inbound.js'
import { decideReconnect, type ReconnectOptions, reasonText } from './reconnect-policy.js'
import type { SessionEvents } from './events.js'
import type { ConnectionState, SessionRecord } from './types.js'

export interface RuntimeDeps {
  driver: ProtocolDriver
  auth: Collection
  bus: DomainBus<SessionEvents>
  clock: Clock
  /** Times the reconnect backoff. */
  scheduler: Scheduler
  logger: Logger
  reconnect: ReconnectOptions
  /** Where every inbound event other than the lifecycle goes: the service that owns its domain. */
  inbound: InboundRouter
  /** Reads the current record and persists a change to it (write-through, ordered). */
  record: () => SessionRecord
  update: (patch: Partial<SessionRecord>) => Promise<SessionRecord>
  /** The proxy the next connection goes through (the session's own or the engine's), null for none. */
  proxy: () => string | null
  keepAlive: EngineContext['keepAlive']
  metrics: EngineContext['metrics']
}

type Waiter = { until: (runtime: SessionRuntime) => boolean; resolve: () => void }

/**
 * One session's live side: at most one protocol connection at a time, its connection state, the current QR,
 * and the reconnect loop. Callbacks from a connection that is no longer current are ignored (generation
 * check), which is what keeps "one socket per session, ever" true across restarts and reconnects.
 */
export class SessionRuntime {
  state: ConnectionState = 'inactive'
  qr: { qr: string; expiresAt: number } | null = null
  /** A pairing code was asked for since this runtime last stopped: its QRs are not for showing. */
  pairingCodeRequested = false
  lastClose: CloseInfo | null = null
  #connection: ProtocolConnection | null = null
  #opening: Promise<void> | null = null
  #generation = 0
  #attempt = 0
  #badSessions = 0
  #retryTimer: unknown = null
  #disposed = false
  #waiters: Waiter[] = []
  readonly #deps: RuntimeDeps
  readonly #logger: Logger

  constructor(deps: RuntimeDeps) {
    this.#deps = deps
    this.#logger = deps.logger
  }

  get sessionId(): string {
    return this.#deps.record().sessionId
  }

  get active(): boolean {
    return this.state === 'connecting' || this.state === 'connected' || this.state === 'disconnected'
  }

  get connection(): ProtocolConnection | null {
    return this.#connection
  }

  qrAvailable(): boolean {
    return this.qr !== null && this.qr.expiresAt > this.#deps.clock.now()
  }

  /** Opens a connection unless one is open or opening. Unpaired sessions start from clean credentials. */
  async start(): Promise<void> {
    if (this.#disposed) return
    if (this.#opening) return this.#opening
    if (this.#connection) return
    this.#clearRetry()
    this.#opening = this.#open().finally(() => (this.#opening = null))
    return this.#opening
  }

  async #open(): Promise<void> {
    const generation = ++this.#generation
    const record = this.#deps.record()
    // A pairing attempt that never finished leaves creds.me behind, and the next login with them fails (Baileys #2494).
    if (!record.paired) await this.#deps.auth.deletePrefix(`${record.sessionId}:`)
    await this.#setState('connecting', null, null)
    try {
      const connection = await this.#deps.driver.open({
        sessionId: record.sessionId,
        browser: [record.displayName, record.deviceBrowser, '1.0.0'],
        auth: this.#deps.auth,
        authPrefix: `${record.sessionId}:`,
        logger: this.#logger,
        clock: this.#deps.clock,
        handlers: this.#handlers(generation),
        proxy: this.#deps.proxy(),
      })
      if (generation !== this.#generation || this.#disposed) {
        await connection.close()
        return
      }
      this.#connection = connection
    } catch (error) {
      this.#logger.error({ err: error }, 'opening the connection failed')
      await this.#handleClose(generation, { kind: 'unknown', statusCode: null, message: (error as Error).message })
    }
  }

  /** Stops the runtime and keeps credentials; the state ends `inactive`. */
  async stop(): Promise<void> {
    this.#clearRetry()
    const connection = this.#connection
    if (connection) await connection.close()
    else if (this.#opening) {
      await this.#opening
      if (this.#connection) await this.#connection.close()
    }
    if (this.state !== 'inactive' && this.state !== 'error') await this.#setState('inactive', 'stopped', null)
    this.qr = null
    this.pairingCodeRequested = false
  }

  /** Ends this runtime for good (delete): logs the device out when it can, and ignores everything after. */
  async dispose(logout: boolean): Promise<boolean> {
    this.#clearRetry()
    if (this.#opening) await this.#opening
    const connection = this.#connection
    let loggedOut = false
    if (connection && logout && this.state === 'connected') {
      try {
        this.#disposed = true
        await connection.logout()
        loggedOut = true
      } catch (error) {
        this.#logger.warn({ err: error }, 'logout during delete failed')
      }
    }
    this.#disposed = true
    this.#generation += 1
    if (this.#connection) await this.#connection.close().catch(() => undefined)
    this.#connection = null
    this.#wake()
    return loggedOut
  }

  /** Resolves when `until` holds (checked on every state, QR or close change) or after `timeoutMs`. */
  waitFor(until: (runtime: SessionRuntime) => boolean, timeoutMs: number): Promise<boolean> {
    if (until(this)) return Promise.resolve(true)
    return new Promise((resolve) => {
      const waiter: Waiter = {
        until,
        resolve: () => {
          clearTimeout(timer)
          resolve(true)
        },
      }
      const timer = setTimeout(() => {
        this.#waiters = this.#waiters.filter((w) => w !== waiter)
        resolve(until(this))
      }, timeoutMs)
      this.#waiters.push(waiter)
    })
  }

  #wake(): void {
    const ready = this.#waiters.filter((waiter) => waiter.until(this) || this.#disposed)
    this.#waiters = this.#waiters.filter((waiter) => !ready.includes(waiter))
    for (const waiter of ready) waiter.resolve()
  }

  #handlers(generation: number): ProtocolHandlers {
    const current = () => generation === this.#generation && !this.#disposed
    const sessionId = this.sessionId
    const publish: DomainBus<SessionEvents>['publish'] = (type, id, data) =>
      this.#deps.bus.publish(type, id, data).catch((error: unknown) => {
        this.#logger.error({ err: error, event: type }, 'publishing an event failed')
        throw error
      })
    return {
      onQr: (qr, expiresAt) => {
        if (!current()) return
        this.qr = { qr, expiresAt }
        this.#wake()
        void publish('auth.qr', sessionId, { qr, expiresAt: isoAt(expiresAt) }).catch(() => undefined)
      },
      onPaired: (identity, method) => {
        if (!current()) return
        this.qr = null
        void this.#deps
          .update({ paired: true, phoneJid: identity.jid || null, lid: identity.lid, errorReason: null })
          .then(() => publish('auth.paired', sessionId, { phoneJid: identity.jid, lid: identity.lid, method }))
          .catch(() => undefined)
      },
      onOpen: (identity) => {
        if (!current()) return
        void this.#handleOpen(identity).catch((error: unknown) =>
          this.#logger.error({ err: error }, 'handling open failed'),
        )
      },
      onClose: (info) => {
        void this.#handleClose(generation, info).catch((error: unknown) =>
          this.#logger.error({ err: error }, 'handling close failed'),
        )
      },
      onStreamFailure: (failure) => {
        if (!current()) return
        void publish('stream.failure', sessionId, failure).catch(() => undefined)
      },
      onStanzaError: (error) => {
        if (!current()) return
        void publish('stanza.error', sessionId, error).catch(() => undefined)
      },
      // What WhatsApp told a connection stays true after the session moved on to a newer one, and Baileys acks a
      // message to the server before it emits it: one decrypted as its socket closed is never sent again, so it is
      // dropped only once the session itself is gone.
      onEvent: (event) => {
        if (this.#disposed) return
        this.#deps.inbound(sessionId, event)
      },
      eventsStored: () => this.#deps.bus.stored(),
    }
  }

  async #handleOpen(identity: AccountIdentity): Promise<void> {
    this.#attempt = 0
    this.#badSessions = 0
    this.qr = null
    this.lastClose = null
    const now = isoAt(this.#deps.clock.now())
    await this.#deps.update({
      status: 'connected',
      paired: true,
      phoneJid: identity.jid || this.#deps.record().phoneJid,
      lid: identity.lid ?? this.#deps.record().lid,
      lastConnectedAt: now,
      errorReason: null,
    })
    await this.#setState('connected', null, null)
  }

  async #handleClose(generation: number, info: CloseInfo): Promise<void> {
    if (generation !== this.#generation || this.#disposed) return
    this.#connection = null
    this.qr = null
    this.lastClose = info
    const record = this.#deps.record()
    const decision = decideReconnect(
      info,
      { paired: record.paired, attempt: this.#attempt, badSessions: this.#badSessions },
      this.#deps.reconnect,
    )
    if (info.kind !== 'closed_by_engine') {
      this.#logger.info({ close: info, decision }, 'connection closed')
      await this.#deps.update({
        lastDisconnect: {
          at: isoAt(this.#deps.clock.now()),
          statusCode: info.statusCode,
          reason: info.kind,
          message: info.message,
        },
      })
    }
    if (decision.action === 'reconnect') {
      this.#deps.metrics.reconnect(info.kind)
      if (info.kind === 'bad_session') this.#badSessions += 1
      if (decision.delayMs === 0) {
        this.#wake()
        void this.start()
        return
      }
      this.#attempt += 1
      const retryAt = this.#deps.clock.now() + decision.delayMs
      await this.#setState('disconnected', info.kind, info.statusCode, retryAt)
      this.#retryTimer = this.#deps.scheduler.setTimeout(() => {
        this.#retryTimer = null
        void this.start()
      }, decision.delayMs)
      return
    }
    if (decision.clearCredentials) {
      await this.#deps.auth.deletePrefix(`${record.sessionId}:`)
      if (record.paired) await this.#deps.update({ paired: false })
    }
    if (decision.state === 'error') await this.#deps.update({ errorReason: decision.reason })
    await this.#setState(decision.state, decision.reason, info.statusCode)
  }

  async #setState(
    state: ConnectionState,
    reason: string | null,
    statusCode: number | null,
    retryAt?: number,
  ): Promise<void> {
    const previousState = this.state
    this.state = state
    this.#wake()
    this.#deps.keepAlive.check()
    if (previousState === state && state !== 'disconnected') return
    await this.#deps.bus
      .publish('connection.state', this.sessionId, {
        state,
        previousState,
        connected: state === 'connected',
        reason,
        statusCode,
        retryAt: retryAt === undefined ? null : isoAt(retryAt),
      })
      .catch((error: unknown) => this.#logger.error({ err: error }, 'publishing connection.state failed'))
  }

  #clearRetry(): void {
    if (this.#retryTimer !== null) this.#deps.scheduler.clearTimeout(this.#retryTimer)
    this.#retryTimer = null
  }
}

export const describeReason = (reason: string | null): string | null => (reason ? (reasonText[reason] ?? reason) : null)
