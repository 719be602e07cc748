import QRCode from 'qrcode'
import { isoAt } from '../clock.js'
import type { EngineContext } from '../context.js'
import { EngineError, engineErrors } from '../errors.js'
import { decodeCursor, encodeCursor, type Page } from '../paging.js'
import { newId } from '../ids.js'
import type { ProtocolConnection, ProtocolDriver } from '../protocol/port.js'
import { KeyedLock } from '../store/keyed-lock.js'
import { upstreamError } from '../upstream-errors.js'
import type { InboundRouter } from '../operations/inbound.js'
import { describeReason, SessionRuntime } from './runtime.js'
import type { CreateSessionInput, PairingCodeResult, QrResult, SessionDeleted } from './schema.js'
import type { ConnectionState, SessionRecord, SessionStatus } from './types.js'
import type { LiveState } from '../cluster/node.js'
import { pairingUpstream, sessionErrors } from './errors.js'
import type { SessionEvents } from './events.js'

/** What sessions need besides the shared context: the way to WhatsApp, and where inbound events go. */
export interface SessionServiceDeps {
  driver: ProtocolDriver
  inbound: InboundRouter
  /** Cluster mode: which sessions this node may run, and whom to tell of a changed record. */
  cluster?: SessionPlacement
}

/** What the session service asks of the cluster (cluster/node.ts). */
export interface SessionPlacement {
  readonly nodeId: string
  owns(sessionId: string): boolean
  liveOf(sessionId: string): LiveState | null
  recordChanged(sessionId: string): void
}

/** Longest a restore worker waits for one session's login before it moves on (Baileys' handshake timeout is 20 s). */
const restoreLoginWaitMs = 30_000

/**
 * Sessions ("tokens" in the spec): records kept in memory and written through to the store, each with a
 * runtime that owns its connection. Operations on one session are serialised so two requests can never
 * open two sockets on the same credentials.
 */
export class SessionService {
  readonly #records = new Map<string, SessionRecord>()
  /** The ids in code-unit order for pages, sorted again only after a session was added or removed. */
  #sortedIds: string[] | null = null
  readonly #runtimes = new Map<string, SessionRuntime>()
  readonly #locks = new KeyedLock()
  readonly #context: EngineContext<SessionEvents>
  readonly #deps: SessionServiceDeps
  /** The background restore started by restore(); stopAll() waits for it. */
  #restoring: Promise<void> = Promise.resolve()
  #restored = false
  #closing = false

  constructor(context: EngineContext<SessionEvents>, deps: SessionServiceDeps) {
    this.#context = context
    this.#deps = deps
  }

  get #collection() {
    return this.#context.store.collection('sessions')
  }

  /** Loads every stored record into memory (engine.start). */
  async load(): Promise<void> {
    for await (const [id, record] of this.#collection.scan<SessionRecord>()) this.#records.set(id, record)
    this.#sortedIds = null
  }

  /**
   * Reconnects every paired session that is not waiting for a person, `restoreConcurrency` logins at a time, in
   * the background (start() does not wait for a thousand logins). A worker moves on when its session has left
   * `connecting` (connected, or closed and handed to its reconnect policy), or after restoreLoginWaitMs:
   * runtime.start() returns as soon as the socket exists, so waiting on it alone started every login at once,
   * and a thousand concurrent handshakes starved each other into timeouts and retries (bench/RESULTS.md).
   */
  async restore(): Promise<number> {
    this.#closing = false
    // In cluster mode a session connects where its lease is taken (adopt), never on every node at start.
    const due = this.#deps.cluster
      ? []
      : [...this.#records.values()].filter((record) => record.paired && record.errorReason === null)
    let next = 0
    const worker = async () => {
      while (next < due.length && !this.#closing) {
        const { sessionId } = due[next++]!
        // Deleted or started by a request since the list was taken: nothing to restore.
        if (!this.#records.has(sessionId) || this.#runtimes.get(sessionId)?.active) continue
        const runtime = this.#runtime(sessionId)
        await runtime
          .start()
          .catch((error: unknown) => this.#context.logger.error({ err: error, sessionId }, 'restore failed'))
        await runtime.waitFor((r) => r.state !== 'connecting', restoreLoginWaitMs)
      }
    }
    this.#restored = false
    this.#restoring = Promise.all(
      Array.from({ length: Math.min(this.#context.settings.restoreConcurrency, due.length) }, worker),
    ).then(() => {
      this.#restored = true
    })
    return due.length
  }

  /** Whether the background restore of the last restore() has been through every paired session (readiness). */
  get restored(): boolean {
    return this.#restored
  }

  /** Closes every connection and keeps every record (engine.stop). */
  async stopAll(): Promise<void> {
    this.#closing = true
    const stopAll = () =>
      Promise.all([...this.#runtimes.values()].map((runtime) => runtime.stop().catch(() => undefined)))
    // Stopping wakes the restore workers waiting on a login; once they are done, a runtime one of them started
    // meanwhile is stopped too.
    await stopAll()
    await this.#restoring
    await stopAll()
  }

  async create(input: CreateSessionInput): Promise<SessionStatus> {
    const sessionId = input.sessionId ?? newId('ses')
    return this.#locks.run(sessionId, async () => {
      if (this.#records.has(sessionId))
        throw new EngineError(sessionErrors.session_already_exists, `A session with id "${sessionId}" already exists.`)
      const now = isoAt(this.#context.clock.now())
      const record: SessionRecord = {
        sessionId,
        displayName: input.displayName,
        deviceBrowser: input.deviceBrowser,
        status: 'created',
        paired: false,
        phoneJid: null,
        lid: null,
        createdAt: now,
        updatedAt: now,
        lastConnectedAt: null,
        lastDisconnect: null,
        errorReason: null,
      }
      await this.#collection.set(sessionId, record)
      this.#records.set(sessionId, record)
      this.#sortedIds = null
      this.#deps.cluster?.recordChanged(sessionId)
      const status = this.status(sessionId)
      await this.#context.bus.publish('session.created', sessionId, status)
      return status
    })
  }

  /**
   * Whether a pairing code was asked for this session since its connection last stopped. Its `auth.qr` events
   * still carry QRs (WhatsApp sends them either way), but a host that shows QRs, such as the standalone
   * server's terminal, leaves them out: the QR carries the pairing secrets and nobody is there to scan it.
   */
  pairingCodeRequested(sessionId: string): boolean {
    return this.#runtimes.get(sessionId)?.pairingCodeRequested ?? false
  }

  list(): SessionStatus[] {
    return [...this.#records.keys()].map((id) => this.status(id))
  }

  /**
   * `limit` sessions in id order after the cursor's id: a page costs its own sessions plus a binary search, so
   * a process of 10,000 sessions answers a page as fast as one of 100. A session added or removed between pages
   * is seen or not according to its id, never twice. A key restricted to `sessionIds` pages through those of them
   * that exist.
   */
  page(limit: number, cursor?: string, sessionIds: readonly string[] | null = null): Page<SessionStatus> {
    if (!this.#sortedIds) this.#sortedIds = [...this.#records.keys()].sort()
    const ids = sessionIds === null ? this.#sortedIds : sessionIds.filter((id) => this.#records.has(id)).sort()
    const after =
      cursor === undefined ? undefined : decodeCursor(cursor, (p) => (typeof p.after === 'string' ? p.after : null))
    let start = 0
    if (after !== undefined) {
      let high = ids.length
      while (start < high) {
        const middle = (start + high) >>> 1
        if (ids[middle]! <= after) start = middle + 1
        else high = middle
      }
    }
    const taken = ids.slice(start, start + limit)
    const last = taken.at(-1)
    return {
      items: taken.map((id) => this.status(id)),
      nextCursor: last !== undefined && start + limit < ids.length ? encodeCursor({ after: last }) : null,
    }
  }

  /** Records and loaded runtimes, of every session or of those of `sessionIds` that exist. */
  count(sessionIds: readonly string[] | null = null): { total: number; active: number } {
    if (sessionIds === null) {
      let active = 0
      for (const runtime of this.#runtimes.values()) if (runtime.active) active += 1
      return { total: this.#records.size, active }
    }
    const existing = sessionIds.filter((id) => this.#records.has(id))
    return { total: existing.length, active: existing.filter((id) => this.#runtimes.get(id)?.active).length }
  }

  /** Sessions by connection state, every state present (the metrics' gauge). */
  countByState(): Record<ConnectionState, number> {
    const counts: Record<ConnectionState, number> = {
      inactive: 0,
      connecting: 0,
      connected: 0,
      disconnected: 0,
      error: 0,
    }
    for (const [sessionId, record] of this.#records) counts[this.#stateOf(record, this.#runtimes.get(sessionId))] += 1
    return counts
  }

  /** The runtime's state; without one, `error` when a person must act, else `inactive`. */
  #stateOf(record: SessionRecord, runtime: SessionRuntime | undefined): ConnectionState {
    return runtime?.state ?? (record.errorReason ? 'error' : 'inactive')
  }

  status(sessionId: string): SessionStatus {
    const record = this.#record(sessionId)
    const cluster = this.#deps.cluster
    if (cluster && !cluster.owns(sessionId)) {
      // A session another node runs: its live facts as that node published them.
      const live = cluster.liveOf(sessionId)
      const status = this.#present(
        record,
        live?.state ?? this.#stateOf(record, undefined),
        live?.active ?? false,
        live?.qrAvailable ?? false,
        live?.qrExpiresAt ?? null,
      )
      status.node = live?.node ?? null
      return status
    }
    const runtime = this.#runtimes.get(sessionId)
    const qrAvailable = runtime?.qrAvailable() ?? false
    const status = this.#present(
      record,
      this.#stateOf(record, runtime),
      runtime?.active ?? false,
      qrAvailable,
      qrAvailable && runtime?.qr ? isoAt(runtime.qr.expiresAt) : null,
    )
    if (cluster) status.node = cluster.nodeId
    return status
  }

  /**
   * A record with its live facts. Field by field rather than spread: V8 builds a spread-and-extend literal on a
   * slow path (~7 µs against ~0.02 µs here), and this is the hottest read of the API (bench/RESULTS.md, HTTP
   * overhead).
   */
  #present(
    record: SessionRecord,
    state: ConnectionState,
    active: boolean,
    qrAvailable: boolean,
    qrExpiresAt: string | null,
  ): SessionStatus {
    const status: SessionStatus = {
      sessionId: record.sessionId,
      displayName: record.displayName,
      deviceBrowser: record.deviceBrowser,
      status: record.status,
      paired: record.paired,
      phoneJid: record.phoneJid,
      lid: record.lid,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
      lastConnectedAt: record.lastConnectedAt,
      lastDisconnect: record.lastDisconnect,
      errorReason: record.errorReason,
      active,
      connected: state === 'connected',
      connectionState: state,
      qrAvailable,
      qrExpiresAt,
    }
    const errorMessage = describeReason(record.errorReason)
    if (errorMessage) status.errorMessage = errorMessage
    return status
  }

  /** The ids of every session record this node knows of (cluster placement). */
  ids(): string[] {
    return [...this.#records.keys()]
  }

  /** Whether this node has the session's record. */
  has(sessionId: string): boolean {
    return this.#records.has(sessionId)
  }

  /** Reads a record again from the store after another node changed it; a record gone there is forgotten. */
  async reload(sessionId: string): Promise<void> {
    const record = await this.#collection.get<SessionRecord>(sessionId)
    // The page order changes only when a session appears or goes.
    if (this.#records.has(sessionId) !== (record !== undefined)) this.#sortedIds = null
    if (record) {
      this.#records.set(sessionId, record)
      return
    }
    this.#records.delete(sessionId)
    const runtime = this.#runtimes.get(sessionId)
    this.#runtimes.delete(sessionId)
    await runtime?.dispose(false)
  }

  /**
   * This node took the session's lease: the record is read afresh (the previous owner wrote it last) and a
   * paired session that does not need a person connects, as a restore would; resolves once the login has left
   * `connecting` (or after restoreLoginWaitMs), so the cluster can pace logins.
   */
  async adopt(sessionId: string): Promise<void> {
    await this.reload(sessionId)
    const record = this.#records.get(sessionId)
    if (!record?.paired || record.errorReason !== null) return
    const runtime = await this.#locks.run(sessionId, async () => {
      const runtime = this.#runtime(sessionId)
      await runtime.start()
      return runtime
    })
    await runtime.waitFor((r) => r.state !== 'connecting', restoreLoginWaitMs)
  }

  /**
   * The lease is given up or lost: the socket closes now, outside the session's lock (a fence cannot wait for a
   * pairing request to finish), and the runtime is dropped so the next owner is the only one with a socket.
   */
  async relinquish(sessionId: string): Promise<void> {
    const runtime = this.#runtimes.get(sessionId)
    if (!runtime) return
    this.#runtimes.delete(sessionId)
    await runtime.stop()
    await runtime.dispose(false)
  }

  /** The live facts of a session this node runs, as the cluster publishes them. */
  liveOf(sessionId: string): Omit<LiveState, 'node'> {
    const runtime = this.#runtimes.get(sessionId)
    const record = this.#records.get(sessionId)
    const state = runtime?.state ?? (record?.errorReason ? 'error' : 'inactive')
    const qrAvailable = runtime?.qrAvailable() ?? false
    return {
      state,
      active: runtime?.active ?? false,
      qrAvailable,
      qrExpiresAt: qrAvailable && runtime?.qr ? isoAt(runtime.qr.expiresAt) : null,
    }
  }

  async delete(sessionId: string): Promise<SessionDeleted> {
    return this.#locks.run(sessionId, async () => {
      const record = this.#record(sessionId)
      const runtime = this.#runtimes.get(sessionId)
      let loggedOut = false
      if (runtime) loggedOut = await runtime.dispose(record.paired)
      this.#runtimes.delete(sessionId)
      await this.#context.store.collection('auth').deletePrefix(`${sessionId}:`)
      await this.#collection.delete(sessionId)
      this.#records.delete(sessionId)
      this.#sortedIds = null
      this.#deps.cluster?.recordChanged(sessionId)
      await this.#context.bus.publish('session.deleted', sessionId, {
        sessionId,
        deletedAt: isoAt(this.#context.clock.now()),
        loggedOut,
      })
      return { sessionId, deleted: true, loggedOut }
    })
  }

  async connect(sessionId: string): Promise<SessionStatus> {
    this.#record(sessionId)
    await this.#locks.run(sessionId, async () => {
      const runtime = this.#runtime(sessionId)
      if (this.#records.get(sessionId)?.errorReason) await this.#update(sessionId, { errorReason: null })
      await runtime.start()
    })
    return this.status(sessionId)
  }

  async disconnect(sessionId: string): Promise<SessionStatus> {
    this.#record(sessionId)
    await this.#locks.run(sessionId, async () => {
      await this.#runtimes.get(sessionId)?.stop()
    })
    return this.status(sessionId)
  }

  async requestPairingCode(sessionId: string, phoneNumber: string): Promise<PairingCodeResult> {
    const runtime = await this.#locks.run(sessionId, async () => {
      const record = this.#record(sessionId)
      if (record.paired) throw alreadyPaired(sessionId)
      const runtime = this.#runtime(sessionId)
      if (record.errorReason) await this.#update(sessionId, { errorReason: null })
      // Before the start: WhatsApp sends QR refs as soon as the socket connects, before the code is asked for.
      runtime.pairingCodeRequested = true
      await runtime.start()
      return runtime
    })
    const connection = await this.#connectionWhenReady(runtime)
    try {
      const code = await withTimeout(
        connection.requestPairingCode(phoneNumber),
        this.#context.settings.pairingTimeoutMs,
        'WhatsApp did not accept the pairing request in time.',
      )
      return { sessionId, phoneNumber, code }
    } catch (error) {
      throw pairingFailed(error)
    }
  }

  async qr(sessionId: string): Promise<QrResult> {
    const runtime = await this.#locks.run(sessionId, async () => {
      const record = this.#record(sessionId)
      if (record.paired) throw alreadyPaired(sessionId)
      const runtime = this.#runtime(sessionId)
      if (!runtime.active) await runtime.start()
      return runtime
    })
    await runtime.waitFor((r) => r.qrAvailable() || !r.active, this.#context.settings.qrWaitMs)
    const current = runtime.qrAvailable() ? runtime.qr : null
    if (!current) {
      const why = runtime.lastClose
        ? ` The connection closed: ${runtime.lastClose.message} (${runtime.lastClose.kind}).`
        : ''
      throw new EngineError(
        sessionErrors.qr_not_available,
        `No QR code is available for session "${sessionId}" right now.${why} Try again, or request a pairing code.`,
        {
          extra: { connectionState: runtime.state },
        },
      )
    }
    return {
      sessionId,
      qr: current.qr,
      expiresAt: isoAt(current.expiresAt),
      pngDataUrl: await QRCode.toDataURL(current.qr, { margin: 1, width: 264 }),
    }
  }

  /** The account's phone-number JID once paired; the 404 for an unknown session. */
  account(sessionId: string): string | null {
    return this.#record(sessionId).phoneJid
  }

  /** The live connection of a session that can reach WhatsApp now; a 409 that says what to do otherwise. */
  require(sessionId: string): ProtocolConnection {
    const record = this.#record(sessionId)
    const runtime = this.#runtimes.get(sessionId)
    if (runtime?.state === 'connected' && runtime.connection) return runtime.connection
    const state = runtime?.state ?? 'inactive'
    const hint = record.paired ? 'connect it and wait for connected: true' : 'pair it first (pairing code or QR)'
    throw new EngineError(
      record.paired ? sessionErrors.session_not_connected : sessionErrors.session_not_paired,
      `Session "${sessionId}" is ${state}${record.paired ? '' : ' and not paired'}; ${hint}.`,
      {
        extra: { sessionId, connectionState: state, paired: record.paired },
      },
    )
  }

  /** Waits until a runtime reaches one of `states` (tests and callers that need "connected"). */
  async waitForState(
    sessionId: string,
    states: SessionStatus['connectionState'][],
    timeoutMs: number,
  ): Promise<SessionStatus> {
    this.#record(sessionId)
    await this.#runtime(sessionId).waitFor((r) => states.includes(r.state), timeoutMs)
    return this.status(sessionId)
  }

  async #connectionWhenReady(runtime: SessionRuntime): Promise<ProtocolConnection> {
    await runtime.waitFor((r) => r.connection !== null || !r.active, this.#context.settings.pairingTimeoutMs)
    if (!runtime.connection) {
      const close = runtime.lastClose
      throw new EngineError(
        sessionErrors.pairing_failed,
        `Could not reach WhatsApp to request a pairing code${close ? `: ${close.message} (${close.kind})` : ''}.`,
        {
          extra: { connectionState: runtime.state },
        },
      )
    }
    return runtime.connection
  }

  #record(sessionId: string): SessionRecord {
    const record = this.#records.get(sessionId)
    if (!record) throw new EngineError(sessionErrors.session_not_found, `No session with id "${sessionId}".`)
    return record
  }

  #runtime(sessionId: string): SessionRuntime {
    let runtime = this.#runtimes.get(sessionId)
    if (!runtime) {
      const cluster = this.#deps.cluster
      // One socket per session across the cluster: only the lease holder may open one.
      if (cluster && !cluster.owns(sessionId))
        throw new EngineError(
          engineErrors.session_elsewhere,
          `Session "${sessionId}" is run by another node of the cluster.`,
          {
            extra: { sessionId, node: cluster.liveOf(sessionId)?.node ?? null },
          },
        )
      runtime = new SessionRuntime({
        driver: this.#deps.driver,
        inbound: this.#deps.inbound,
        auth: this.#context.store.collection('auth'),
        bus: this.#context.bus,
        clock: this.#context.clock,
        scheduler: this.#context.scheduler,
        logger: this.#context.logger.child({ sessionId }),
        reconnect: this.#context.settings.reconnect,
        record: () => this.#record(sessionId),
        update: (patch) => this.#update(sessionId, patch),
        keepAlive: this.#context.keepAlive,
        metrics: this.#context.metrics,
      })
      this.#runtimes.set(sessionId, runtime)
    }
    return runtime
  }

  async #update(sessionId: string, patch: Partial<SessionRecord>): Promise<SessionRecord> {
    const current = this.#records.get(sessionId)
    if (!current) throw new EngineError(sessionErrors.session_not_found, `No session with id "${sessionId}".`)
    const next = { ...current, ...patch, updatedAt: isoAt(this.#context.clock.now()) }
    this.#records.set(sessionId, next)
    // Written under the key's lock with the newest snapshot, so concurrent updates land in order.
    await this.#collection.withLock(sessionId, async () => {
      const latest = this.#records.get(sessionId)
      if (latest) await this.#collection.set(sessionId, latest)
    })
    this.#deps.cluster?.recordChanged(sessionId)
    return next
  }
}

const alreadyPaired = (sessionId: string) =>
  new EngineError(
    sessionErrors.session_already_paired,
    `Session "${sessionId}" is already paired; delete it (or log it out from the phone) to pair again.`,
  )

const pairingFailed = (error: unknown): EngineError =>
  upstreamError(error, pairingUpstream, 'WhatsApp did not issue a pairing code')

async function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  try {
    return await Promise.race([
      promise,
      new Promise<never>(
        (_, reject) => (timer = setTimeout(() => reject(new EngineError(engineErrors.upstream_timeout, message)), ms)),
      ),
    ])
  } finally {
    clearTimeout(timer)
  }
}
