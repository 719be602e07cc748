import { domains } from './domains.js'
import type { EngineContext } from './context.js'
import {
  type EngineError,
  engineErrors,
  type ErrorCatalog,
  type ErrorKind,
  isEngineError as isAnyEngineError,
} from './errors.js'
import type { EventBus } from './event-bus.js'
import type { EventMap } from './events.js'
import { keysDomain } from './keys/domain.js'
import {
  type AnyDomain,
  type Domain,
  type ErrorCodesOf,
  errorTableOf,
  operationTablesOf,
  type ServicesOf,
  type SurfaceOf,
  type UnownedInbound,
} from './operations/domain.js'
import type { OperationTable } from './operations/operation.js'
import type { SessionEngineOptions } from './options.js'
import type { SessionServiceDeps } from './sessions/runtimes.js'
import type { WindowCounter } from './store/window-counter.js'
import { transportsDomain } from './transports/domain.js'
import { usageDomain } from './usage/domain.js'
import { webhooksDomain } from './webhooks/domain.js'

/**
 * Every module of the engine: the domains (domains.ts), then the platform that serves them all, built on the
 * same kit: usage (what every session and request counts), webhooks and transports (the outbox every domain's
 * events are delivered from, whose filters name every event, so they sit above the event map) and API keys.
 */
export const modules = [...domains, usageDomain, webhooksDomain, keysDomain, transportsDomain] as const

/** What every service factory is handed: the shared context, and what the composition root wires in. */
export interface ServiceContext extends EngineContext<EventMap> {
  /** The options the engine was built with, for what `settings` does not resolve (webhooks, usage). */
  options: SessionEngineOptions
  /** The store's window counters (send pacing): shared on Redis, this process's otherwise. */
  windows: WindowCounter
  /** What sessions run on: the protocol driver, the inbound router, the cluster's placement. */
  sessionDeps: SessionServiceDeps
}

/** Every service of the engine, by name. */
export type EngineServices = ServicesOf<typeof modules>

/** The engine's domain properties (`engine.messages`, `engine.groups`, …), each typed from its operations. */
export type EngineDomains = SurfaceOf<typeof modules>

/** Every error code of the engine: its own and each module's. */
export type EngineErrorCode = keyof typeof engineErrors | ErrorCodesOf<typeof modules>

/**
 * Whether `error` is an EngineError, also one thrown by another copy of core (errors.ts), its `code` then typed as
 * one of this engine's: what an embedder narrows a caught error with.
 */
export const isEngineError = isAnyEngineError as (error: unknown) => error is EngineError<EngineErrorCode>

/** Every domain's operations, by the engine property that holds them (`engine.sessions.create`). */
export const operationTables = operationTablesOf(modules) as { [P in keyof EngineDomains]: OperationTable }

/** Code -> kind (status, title): the one table that turns the engine's errors into HTTP (http/problem.ts). */
export const errorKinds: Readonly<Record<string, ErrorKind>> = errorTableOf([
  engineErrors,
  ...modules.flatMap((module: AnyDomain) => (module.errors ? [module.errors as ErrorCatalog] : [])),
])

/** The factories whose context or needs the engine does not satisfy, by name; `never` when all are. */
type UnmetFactories<L extends readonly AnyDomain[]> = {
  [I in keyof L]: L[I] extends Domain<infer F, infer _T, infer _X, infer _I, infer _E, infer _C>
    ? {
        [K in keyof F]: F[K] extends (context: infer C, services: infer N) => unknown
          ? [ServiceContext] extends [C]
            ? [EngineServices] extends [N]
              ? never
              : K
            : K
          : never
      }[keyof F]
    : never
}[number]

/** `true`, or the names that broke it: the compiler names them when they are not `true`. */
type Holds<T extends true> = T
type NoneOf<T> = [T] extends [never] ? true : T

/** Compiles only when the engine can build every factory (its context and needs) … */
export type EveryFactoryMet = Holds<NoneOf<UnmetFactories<typeof modules>>>
/** … and every inbound protocol event has a domain that owns it. */
export type EveryInboundOwned = Holds<NoneOf<UnownedInbound<typeof modules>>>

/** The member an engine hands its services and bus by, for tests and benchmarks (`@sessionkit/core/internal`). */
export const internals: unique symbol = Symbol.for('sessionkit.internals')

/** What tests and benchmarks reach beyond the engine's API: its services, and the bus to publish events on. */
export interface EngineInternals {
  readonly services: EngineServices
  /** Publishes events the engine did not make (the webhooks benchmark drives the outbox through it). */
  readonly bus: EventBus<EventMap>
}
