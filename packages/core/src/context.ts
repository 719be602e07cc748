import type { Clock } from './clock.js'
import type { Scheduler } from './scheduler.js'
import type { DomainBus } from './event-bus.js'
import type { Logger } from './logger.js'
import type { MetricsRecorder } from './metrics/engine-metrics.js'
import type { EngineSettings } from './options.js'
import type { ProtocolConnection } from './protocol/port.js'
import type { Store } from './store/collection.js'

/**
 * What every domain service is built from: the engine's store, event bus, clock, logger and settings, and
 * the one way to reach WhatsApp for a session. Services never reach into each other. `M` is the events the
 * service publishes and hears: its domain's, and those of the domains it listens to.
 */
export interface EngineContext<M extends object = object> {
  store: Store
  bus: DomainBus<M>
  clock: Clock
  scheduler: Scheduler
  logger: Logger
  settings: EngineSettings
  /** Where services record what they measure (a no-op when the engine has no metrics). */
  metrics: MetricsRecorder
  /** Announces work that should keep the process alive (see KeepAlive): a delivery queued, a session starting. */
  keepAlive: { check(): void }
  sessions: {
    /** The connection of a paired, connected session; the 409 `session_not_paired` / `session_not_connected` otherwise. */
    require(sessionId: string): ProtocolConnection
    /** The account's phone-number JID once paired, null before; the 404 `session_not_found` for an unknown session. */
    account(sessionId: string): string | null
    /** The proxy URL the session's connections go through (credentials included), null for direct ones. */
    proxy(sessionId: string): string | null
  }
}
