import { isoAt } from '../clock.js'
import type { LiveState } from '../cluster/node-contracts.js'
import type { EngineContext } from '../context.js'
import { EngineError } from '../errors.js'
import { newId } from '../ids.js'
import type { Page } from '../paging.js'
import type { ProtocolConnection } from '../protocol/port.js'
import { KeyedLock } from '../store/keyed-lock.js'
import { sessionErrors } from './errors.js'
import type { SessionEvents } from './events.js'
import { SessionPairing } from './pairing.js'
import { effectiveProxy, presentStatus, restingState } from './present.js'
import { SessionRecords } from './records.js'
import { restoreLoginWaitMs, type SessionPlacement, SessionRuntimes, type SessionServiceDeps } from './runtimes.js'
import { ProxyHosts } from '../net/proxy-url.js'
import type { CreateSessionInput, PairingCodeResult, QrResult, SessionDeleted, UpdateSessionInput } from './schema.js'
import type { ConnectionState, SessionRecord, SessionStatus } from './types.js'

/**
 * Sessions ("tokens" in the spec): records kept in memory and written through to the store (records.ts), each
 * with a runtime that owns its connection (runtimes.ts), paired by code or QR (pairing.ts). Operations on one
 * session are serialised so two requests can never open two sockets on the same credentials.
 */
export class SessionService {
  readonly #locks = new KeyedLock()
  readonly #context: EngineContext<SessionEvents>
  readonly #cluster: SessionPlacement | undefined
  readonly #records: SessionRecords
  readonly #runtimes: SessionRuntimes
  readonly #pairing: SessionPairing
  readonly #proxyHosts: ProxyHosts

  constructor(context: EngineContext<SessionEvents>, deps: SessionServiceDeps) {
    this.#context = context
    this.#cluster = deps.cluster
    this.#records = new SessionRecords(context.store.collection('sessions'), context.clock, (sessionId) =>
      deps.cluster?.recordChanged(sessionId),
    )
    this.#runtimes = new SessionRuntimes(context, deps, this.#records)
    this.#proxyHosts = new ProxyHosts(context.settings.proxyHosts)
    this.#pairing = new SessionPairing({
      records: this.#records,
      runtimes: this.#runtimes,
      locks: this.#locks,
      settings: context.settings,
    })
  }

  /** Loads every stored record into memory (engine.start). */
  load(): Promise<void> {
    return this.#records.load()
  }

  /** Reconnects every paired session in the background (runtimes.ts); how many are due. */
  async restore(): Promise<number> {
    return this.#runtimes.restore(this.#cluster)
  }

  /** Whether the background restore of the last restore() has been through every paired session (readiness). */
  get restored(): boolean {
    return this.#runtimes.restored
  }

  /** Closes every connection and keeps every record (engine.stop). */
  stopAll(): Promise<void> {
    return this.#runtimes.stopAll()
  }

  async create(input: CreateSessionInput): Promise<SessionStatus> {
    const sessionId = input.sessionId ?? newId('ses')
    if (input.proxy) this.#assertProxyHost(input.proxy)
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
        ...(input.proxy === undefined ? {} : { proxy: input.proxy }),
      }
      await this.#records.add(record)
      const status = this.status(sessionId)
      await this.#context.bus.publish('session.created', sessionId, status)
      return status
    })
  }

  /**
   * Changes what a session connects through. The change takes effect at the session's next connection; with
   * `reconnect`, a running session closes and connects again now (its credentials kept).
   */
  async update(sessionId: string, input: UpdateSessionInput): Promise<SessionStatus> {
    this.#records.get(sessionId)
    if (input.proxy) this.#assertProxyHost(input.proxy)
    await this.#locks.run(sessionId, async () => {
      if (input.proxy !== undefined) await this.#records.update(sessionId, { proxy: input.proxy })
      const runtime = this.#runtimes.find(sessionId)
      if (input.reconnect && runtime?.active) {
        await runtime.stop()
        await runtime.start()
      }
    })
    return this.status(sessionId)
  }

  /** A caller's proxy names a host on the operator's allowlist, or the 422 `proxy_host_forbidden`. */
  #assertProxyHost(proxy: string): void {
    const reason = this.#proxyHosts.refusal(proxy)
    if (reason)
      throw new EngineError(sessionErrors.proxy_host_forbidden, `The proxy's ${reason}.`, {
        errors: [{ path: 'proxy', message: reason }],
      })
  }

  /**
   * Whether a pairing code was asked for this session since its connection last stopped. Its `auth.qr` events
   * still carry QRs (WhatsApp sends them either way), but a host that shows QRs, such as the standalone
   * server's terminal, leaves them out: the QR carries the pairing secrets and nobody is there to scan it.
   */
  pairingCodeRequested(sessionId: string): boolean {
    return this.#runtimes.find(sessionId)?.pairingCodeRequested ?? false
  }

  list(): SessionStatus[] {
    return this.#records.ids().map((id) => this.status(id))
  }

  /** A page of sessions in id order (records.ts); with `sessionIds`, of those of them that exist. */
  page(limit: number, cursor?: string, sessionIds: readonly string[] | null = null): Page<SessionStatus> {
    const page = this.#records.page(limit, cursor, sessionIds)
    return { items: page.items.map((id) => this.status(id)), nextCursor: page.nextCursor }
  }

  /** Records and loaded runtimes, of every session or of those of `sessionIds` that exist. */
  count(sessionIds: readonly string[] | null = null): { total: number; active: number } {
    if (sessionIds === null) return { total: this.#records.size, active: this.#runtimes.active() }
    const existing = sessionIds.filter((id) => this.#records.has(id))
    return { total: existing.length, active: this.#runtimes.active(existing) }
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
    for (const record of this.#records.values())
      counts[this.#runtimes.find(record.sessionId)?.state ?? restingState(record)] += 1
    return counts
  }

  status(sessionId: string): SessionStatus {
    const record = this.#records.get(sessionId)
    const cluster = this.#cluster
    if (cluster && !cluster.owns(sessionId)) {
      // A session another node runs: its live facts as that node published them.
      const live = cluster.liveOf(sessionId)
      const status = presentStatus(
        record,
        {
          state: live?.state ?? restingState(record),
          active: live?.active ?? false,
          qrAvailable: live?.qrAvailable ?? false,
          qrExpiresAt: live?.qrExpiresAt ?? null,
        },
        this.#context.settings.proxy,
      )
      status.node = live?.node ?? null
      return status
    }
    const status = presentStatus(record, this.#runtimes.live(sessionId), this.#context.settings.proxy)
    if (cluster) status.node = cluster.nodeId
    return status
  }

  /** The ids of every session record this node knows of (cluster placement). */
  ids(): string[] {
    return this.#records.ids()
  }

  /** Whether this node has the session's record. */
  has(sessionId: string): boolean {
    return this.#records.has(sessionId)
  }

  /** Reads a record again from the store after another node changed it; a record gone there is forgotten. */
  async reload(sessionId: string): Promise<void> {
    if (await this.#records.reload(sessionId)) return
    await this.#runtimes.forget(sessionId)?.dispose(false)
  }

  /**
   * This node took the session's lease: the record is read afresh (the previous owner wrote it last) and a
   * paired session that does not need a person connects, as a restore would; resolves once the login has left
   * `connecting` (or after restoreLoginWaitMs), so the cluster can pace logins.
   */
  async adopt(sessionId: string): Promise<void> {
    await this.reload(sessionId)
    const record = this.#records.find(sessionId)
    if (!record?.paired || record.errorReason !== null) return
    const runtime = await this.#locks.run(sessionId, async () => {
      const runtime = this.#runtimes.of(sessionId)
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
    const runtime = this.#runtimes.forget(sessionId)
    if (!runtime) return
    await runtime.stop()
    await runtime.dispose(false)
  }

  /** The live facts of a session this node runs, as the cluster publishes them. */
  liveOf(sessionId: string): Omit<LiveState, 'node'> {
    return this.#runtimes.live(sessionId)
  }

  async delete(sessionId: string): Promise<SessionDeleted> {
    return this.#locks.run(sessionId, async () => {
      const record = this.#records.get(sessionId)
      const runtime = this.#runtimes.find(sessionId)
      let loggedOut = false
      if (runtime) loggedOut = await runtime.dispose(record.paired)
      this.#runtimes.forget(sessionId)
      await this.#context.store.collection('auth').deletePrefix(`${sessionId}:`)
      await this.#records.remove(sessionId)
      await this.#context.bus.publish('session.deleted', sessionId, {
        sessionId,
        deletedAt: isoAt(this.#context.clock.now()),
        loggedOut,
      })
      return { sessionId, deleted: true, loggedOut }
    })
  }

  async connect(sessionId: string): Promise<SessionStatus> {
    this.#records.get(sessionId)
    await this.#locks.run(sessionId, async () => {
      const runtime = this.#runtimes.of(sessionId)
      if (this.#records.find(sessionId)?.errorReason) await this.#records.update(sessionId, { errorReason: null })
      await runtime.start()
    })
    return this.status(sessionId)
  }

  async disconnect(sessionId: string): Promise<SessionStatus> {
    this.#records.get(sessionId)
    await this.#locks.run(sessionId, async () => {
      await this.#runtimes.find(sessionId)?.stop()
    })
    return this.status(sessionId)
  }

  requestPairingCode(sessionId: string, phoneNumber: string): Promise<PairingCodeResult> {
    return this.#pairing.requestCode(sessionId, phoneNumber)
  }

  qr(sessionId: string): Promise<QrResult> {
    return this.#pairing.qr(sessionId)
  }

  /** The account's phone-number JID once paired; the 404 for an unknown session. */
  account(sessionId: string): string | null {
    return this.#records.get(sessionId).phoneJid
  }

  /** The proxy the session's connections go through, credentials included; null for direct connections. */
  proxyOf(sessionId: string): string | null {
    return effectiveProxy(this.#records.get(sessionId), this.#context.settings.proxy)
  }

  /** The live connection of a session that can reach WhatsApp now; a 409 that says what to do otherwise. */
  require(sessionId: string): ProtocolConnection {
    const record = this.#records.get(sessionId)
    const runtime = this.#runtimes.find(sessionId)
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
    this.#records.get(sessionId)
    await this.#runtimes.of(sessionId).waitFor((r) => states.includes(r.state), timeoutMs)
    return this.status(sessionId)
  }
}
