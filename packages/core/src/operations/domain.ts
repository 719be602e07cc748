import type { EventDeclaration } from '../event-bus.js'
import type { ErrorCatalog, ErrorKind } from '../errors.js'
import type { ProtocolEvent } from '../protocol/port.js'
import { bindOperations } from './bind.js'
import type { InboundHandlers } from './inbound.js'
import type { OperationMethods, OperationTable } from './operation.js'

/**
 * Builds one service from what the engine hands every factory (its context: store, bus, clock, settings, …) and
 * the services it needs, by name. Each factory types both parameters with what it uses; the registry checks that
 * the engine's context and services satisfy every factory.
 */
// biome-ignore lint/suspicious/noExplicitAny: a factory names its own context and needs; the registry checks them
export type ServiceFactory = (context: any, services: any) => object

/** The services a domain's factories build, by name. */
export type Built<F> = { [K in keyof F]: F[K] extends (...args: never[]) => infer S ? S : never }

/** A domain's engine methods, by engine property. */
export type MethodsOf<T> = { [P in keyof T]: T[P] extends OperationTable ? OperationMethods<T[P]> : never }

type Empty = Record<never, never>

/**
 * One domain of the engine in one object: its services, its operations by engine property, what an embedder
 * uses besides them, the inbound protocol events it owns, its events and its error codes. The engine's typed
 * properties, its services, the inbound router, the routes, the OpenAPI document, the error table and the event
 * map are derived from the list of domains (domains.ts, registry.ts), never written out per domain.
 */
export interface Domain<F = unknown, T = unknown, X = unknown, I = unknown, E = unknown, C = unknown> {
  readonly services: F
  /** Its operation tables, by the engine property that holds each (`engine.groups`). */
  readonly operations: T
  /** What an embedder uses besides the operations, by engine property: service members, or methods over them. */
  readonly facade?: (services: never, methods: never) => X
  /** The inbound protocol events it owns (each type has exactly one owner), handled by its services. */
  readonly inbound?: (services: never) => I
  /** The events its services publish. */
  readonly events?: EventDeclaration<E>
  /** Its error codes, with their HTTP status and title. */
  readonly errors?: C
  /** Runs at engine.start(), once the stored sessions are loaded and before they reconnect. */
  readonly start?: (services: never) => Promise<void>
  /**
   * Runs at engine.stop(), once every session is closed and before deliveries stop: publishes what it gathered
   * (waited for when it answers a promise: work still running that publishes).
   */
  readonly close?: (services: never) => void | Promise<void>
  /** Runs at engine.stop(), once the event bus is closed and before the store: writes what it buffered. */
  readonly flush?: (services: never) => Promise<void>
}

/**
 * A domain, with its types kept: every hook is given the domain's own services, typed. The facade is given them
 * and the domain's bound operations (`methods.messages.sendText`).
 */
export const defineDomain = <
  const F extends Record<string, ServiceFactory>,
  const T extends Record<string, OperationTable>,
  X extends { [P in keyof T]?: object } = Empty,
  I extends Partial<InboundHandlers> = Empty,
  E = Empty,
  const C extends ErrorCatalog = Empty,
>(domain: {
  services: F
  operations: T
  facade?: (services: Built<F>, methods: MethodsOf<T>) => X
  inbound?: (services: Built<F>) => I
  events?: EventDeclaration<E>
  errors?: C
  start?: (services: Built<F>) => Promise<void>
  close?: (services: Built<F>) => void | Promise<void>
  flush?: (services: Built<F>) => Promise<void>
}): Domain<F, T, X, I, E, C> => domain as Domain<F, T, X, I, E, C>

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never
type Extra<X, P> = P extends keyof X ? X[P] : unknown

// biome-ignore lint/suspicious/noExplicitAny: a list holds domains of every shape; each keeps its own types
export type AnyDomain = Domain<any, any, any, any, any, any>

type DomainServices<D> = D extends Domain<infer F, infer _T, infer _X, infer _I, infer _E, infer _C> ? Built<F> : never
type DomainSurface<D> =
  D extends Domain<infer _F, infer T, infer X, infer _I, infer _E, infer _C>
    ? { readonly [P in keyof T]: (T[P] extends OperationTable ? OperationMethods<T[P]> : never) & Extra<X, P> }
    : never
type DomainEvents<D> = D extends Domain<infer _F, infer _T, infer _X, infer _I, infer E, infer _C> ? E : never
type DomainCodes<D> =
  D extends Domain<infer _F, infer _T, infer _X, infer _I, infer _E, infer C> ? keyof C & string : never
type DomainInbound<D> = D extends Domain<infer _F, infer _T, infer _X, infer I, infer _E, infer _C> ? keyof I : never

/** Every service of a list of domains, by name. */
export type ServicesOf<L extends readonly AnyDomain[]> = UnionToIntersection<DomainServices<L[number]>>
/** The engine's domain properties of a list of domains: each domain's methods and facade, by engine property. */
export type SurfaceOf<L extends readonly AnyDomain[]> = UnionToIntersection<DomainSurface<L[number]>>
/** The event map of a list of domains. */
export type EventsOf<L extends readonly AnyDomain[]> = UnionToIntersection<DomainEvents<L[number]>>
/** The error codes a list of domains declares. */
export type ErrorCodesOf<L extends readonly AnyDomain[]> = DomainCodes<L[number]>
/** The inbound protocol event types no domain of a list owns: `never` when every one has its owner. */
export type UnownedInbound<L extends readonly AnyDomain[]> = Exclude<ProtocolEvent['type'], DomainInbound<L[number]>>

/** Calls a domain's hook with the engine's services (each hook is typed by its own domain's). */
type Hook = (services: unknown, methods?: unknown) => unknown
const hook = (fn: unknown): Hook | undefined => fn as Hook | undefined

/**
 * The services of a list of domains, each built by its factory from `context` and the others. A service is built
 * when first asked for (by a factory that needs it at once) or else in list order; a factory must reach a
 * service that needs it back only from inside a callback, or building fails naming both.
 */
export function buildServices(domains: readonly AnyDomain[], context: object): Record<string, object> {
  const services: Record<string, object> = {}
  const building: string[] = []
  for (const domain of domains) {
    for (const [name, factory] of Object.entries(domain.services as Record<string, ServiceFactory>)) {
      if (name in services) throw new Error(`two domains build the service "${name}"`)
      Object.defineProperty(services, name, {
        configurable: true,
        enumerable: true,
        get() {
          if (building.includes(name))
            throw new Error(`services built in a circle: ${[...building, name].join(' -> ')}`)
          building.push(name)
          const service = factory(context, services)
          building.pop()
          Object.defineProperty(services, name, { value: service, enumerable: true })
          return service
        },
      })
    }
  }
  for (const name of Object.keys(services)) void services[name]
  return services
}

/** Each domain's engine properties: its operations bound to the services, with its facade's members beside them. */
export function bindDomains(domains: readonly AnyDomain[], services: object): Record<string, object> {
  const surface: Record<string, object> = {}
  for (const domain of domains) {
    const methods: Record<string, object> = {}
    for (const [property, table] of Object.entries(domain.operations as Record<string, OperationTable>)) {
      if (property in surface) throw new Error(`two domains define engine.${property}`)
      methods[property] = bindOperations(services, table)
    }
    const facade = (hook(domain.facade)?.(services, methods) ?? {}) as Record<string, object>
    for (const [property, bound] of Object.entries(methods))
      surface[property] = Object.assign(bound, facade[property] ?? {})
  }
  return surface
}

/** The handlers of every inbound protocol event type, each from the one domain that owns it. */
export function inboundTable(domains: readonly AnyDomain[], services: object): InboundHandlers {
  const table: Record<string, unknown> = {}
  for (const domain of domains) {
    const handlers = (hook(domain.inbound)?.(services) ?? {}) as Record<string, unknown>
    for (const [type, handler] of Object.entries(handlers)) {
      if (type in table) throw new Error(`two domains own the inbound event "${type}"`)
      table[type] = handler
    }
  }
  return table as InboundHandlers
}

/** Every operation table, by engine property. */
export function operationTablesOf(domains: readonly AnyDomain[]): Record<string, OperationTable> {
  return Object.assign({}, ...domains.map((domain) => domain.operations as Record<string, OperationTable>))
}

/** One table of every catalog's codes; a code declared twice is refused. */
export function errorTableOf(catalogs: readonly ErrorCatalog[]): Record<string, ErrorKind> {
  const table: Record<string, ErrorKind> = {}
  for (const catalog of catalogs)
    for (const [code, kind] of Object.entries(catalog)) {
      if (code in table) throw new Error(`the error code "${code}" is declared twice`)
      table[code] = kind
    }
  return table
}

/** Runs one lifecycle hook of every domain that has it, in list order. */
export async function runHooks(
  domains: readonly AnyDomain[],
  name: 'start' | 'close' | 'flush',
  services: object,
): Promise<void> {
  for (const domain of domains) await hook(domain[name])?.(services)
}
