import { isoAt } from '../clock.js'
import type { LiveState } from '../cluster/node-contracts.js'
import type { EngineContext } from '../context.js'
import { EngineError, engineErrors } from '../errors.js'
import type { InboundRouter } from '../operations/inbound.js'
import type { ProtocolDriver } from '../protocol/port.js'
import type { SessionEvents } from './events.js'
import { effectiveProxy, type LiveFacts, restingState } from './present.js'
import type { SessionRecords } from './records.js'
import { SessionRuntime } from './runtime.js'

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
export const restoreLoginWaitMs = 30_000

/**
 * The runtimes of the sessions this process runs, one per session at most (and, in a cluster, only for the
 * sessions whose lease it holds), and the background restore that reconnects the paired ones at start.
 */
export class SessionRuntimes {
  readonly #runtimes = new Map<string, SessionRuntime>()
  readonly #context: EngineContext<SessionEvents>
  readonly #deps: SessionServiceDeps
  readonly #records: SessionRecords
  /** The background restore started by restore(); stopAll() waits for it. */
  #restoring: Promise<void> = Promise.resolve()
  #restored = false
  #closing = false

  constructor(context: EngineContext<SessionEvents>, deps: SessionServiceDeps, records: SessionRecords) {
    this.#context = context
    this.#deps = deps
    this.#records = records
  }

  /** The session's runtime, if one is loaded. */
  find(sessionId: string): SessionRuntime | undefined {
    return this.#runtimes.get(sessionId)
  }

  /** The session's runtime, made if there is none; `session_elsewhere` in a cluster for a session another node runs. */
  of(sessionId: string): SessionRuntime {
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
        record: () => this.#records.get(sessionId),
        update: (patch) => this.#records.update(sessionId, patch),
        proxy: () => effectiveProxy(this.#records.get(sessionId), this.#context.settings.proxy),
        keepAlive: this.#context.keepAlive,
        metrics: this.#context.metrics,
      })
      this.#runtimes.set(sessionId, runtime)
    }
    return runtime
  }

  /** Takes the session's runtime out, for its caller to stop or dispose of: the next one is made afresh. */
  forget(sessionId: string): SessionRuntime | undefined {
    const runtime = this.#runtimes.get(sessionId)
    this.#runtimes.delete(sessionId)
    return runtime
  }

  /** The live facts of a session this node runs (its record's resting state without a runtime). */
  live(sessionId: string): LiveFacts {
    const runtime = this.#runtimes.get(sessionId)
    const record = this.#records.find(sessionId)
    const qrAvailable = runtime?.qrAvailable() ?? false
    return {
      state: runtime?.state ?? (record ? restingState(record) : 'inactive'),
      active: runtime?.active ?? false,
      qrAvailable,
      qrExpiresAt: qrAvailable && runtime?.qr ? isoAt(runtime.qr.expiresAt) : null,
    }
  }

  /** Loaded runtimes with a socket open or opening, of every session or of `sessionIds`. */
  active(sessionIds: readonly string[] | null = null): number {
    let active = 0
    if (sessionIds === null) {
      for (const runtime of this.#runtimes.values()) if (runtime.active) active += 1
    } else for (const id of sessionIds) if (this.#runtimes.get(id)?.active) active += 1
    return active
  }

  /**
   * Reconnects every paired session that is not waiting for a person, `restoreConcurrency` logins at a time, in
   * the background (start() does not wait for a thousand logins). A worker moves on when its session has left
   * `connecting` (connected, or closed and handed to its reconnect policy), or after restoreLoginWaitMs:
   * runtime.start() returns as soon as the socket exists, so waiting on it alone started every login at once,
   * and a thousand concurrent handshakes starved each other into timeouts and retries (bench/RESULTS.md).
   */
  restore(placement: SessionPlacement | undefined): number {
    this.#closing = false
    // In cluster mode a session connects where its lease is taken (adopt), never on every node at start.
    const due = placement
      ? []
      : [...this.#records.values()].filter((record) => record.paired && record.errorReason === null)
    let next = 0
    const worker = async () => {
      while (next < due.length && !this.#closing) {
        const { sessionId } = due[next++]!
        // Deleted or started by a request since the list was taken: nothing to restore.
        if (!this.#records.has(sessionId) || this.#runtimes.get(sessionId)?.active) continue
        const runtime = this.of(sessionId)
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
}
