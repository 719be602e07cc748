import type { Registry } from 'prom-client'
import type { Clock } from '../clock.js'
import type { ClusterNode } from '../cluster/node.js'
import type { EventLog } from '../event-stream/log.js'
import type { StreamSlots } from '../event-stream/slots.js'
import type { Logger } from '../logger.js'
import type { AnyOperation, OperationInput } from '../operations/operation.js'
import type { EngineSettings } from '../options.js'
import type { SessionService } from '../sessions/service.js'
import type { Store } from '../store/collection.js'
import type { WindowCounter } from '../store/window-counter.js'
import type { MediaFiles } from '../media/kept-media.js'
import type { KeyLookup } from './auth.js'

/**
 * What the HTTP layer serves an engine through: declared here, by what the handler, the routes and the metrics
 * and probe handlers use, and handed over by the engine (`engine[apiHost]`), so no route reaches past it into the
 * engine's services.
 */
export interface ApiHost {
  readonly logger: Logger
  readonly clock: Clock
  readonly settings: EngineSettings
  /** The configured keys, admin over every session (the `apiKeys` option). */
  readonly apiKeys: readonly string[]
  /** Where idempotency records live. */
  readonly store: Store
  /** The window counters the per-key rate limits count in. */
  readonly windows: WindowCounter
  /** This process's place in the cluster: forwarding, the session leases of idempotency claims, GET /cluster. */
  readonly cluster: ClusterNode | null
  /** The registry GET /metrics reads; null with `metrics: false`. */
  readonly metrics: Registry | null
  /** The persisted event log and the streams open per key, behind GET /events. */
  readonly eventLog: EventLog
  readonly eventStreams: StreamSlots
  readonly eventStreamHeartbeatMs: number
  /** Runs an operation on the engine's services; the pipeline has validated its input. */
  run(
    operation: AnyOperation,
    input: OperationInput<AnyOperation['params'], AnyOperation['query'], AnyOperation['body']>,
  ): Promise<unknown>
  /** The files the engine kept, behind GET /media/{id}. */
  readonly media: MediaFiles
  /** The stored API keys, by the digest of the bearer token. */
  readonly keys: KeyLookup
  /** Calls `gone` once the stored key `keyId` (whose secret is `apiKey`) is deleted (KeyService.watch); returns the unwatch. */
  watchKey(keyId: string, apiKey: string, gone: () => void): () => void
  /** What the pipeline and forwarding read of the sessions. */
  readonly sessions: Pick<SessionService, 'require' | 'has' | 'reload' | 'liveOf' | 'account' | 'waitForState'>
  /** Counts every answer: usage (by status class, and per session on a session's route) and the metrics. */
  readonly meter: {
    answered(status: number, sessionId?: string): void
    /** A request whose client left before its body arrived (never answered). */
    aborted(sessionId?: string): void
    /** `route`: the template of the route that took it (`/sessions/{sessionId}`) or `unmatched`. */
    timed(method: string, route: string, status: number | 'aborted', seconds: number): void
  }
}

/** The member an engine hands its ApiHost by (SessionEngine has it). */
export const apiHost: unique symbol = Symbol.for('sessionkit.apiHost')

/** An engine the HTTP layer can serve: `createApiHandler(engine)`, `createMetricsHandler(engine)`. */
export interface ServedEngine {
  readonly [apiHost]: ApiHost
}
