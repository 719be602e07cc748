import { EventEmitter } from 'eventemitter3'
import type { Clock } from './clock.js'
import { isoAt } from './clock.js'
import { newId } from './ids.js'
import type { Logger } from './logger.js'

/**
 * The spec's envelope (part 2), identical for handlers in code, webhooks and the event stream: an event of type
 * `K` whose `data` is `D`. The engine's own events are typed by its EventMap (events.ts); the bus is generic so
 * that each domain types what it publishes and hears by the events it declares (`<domain>/events.ts`).
 */
export interface EventEnvelope<K extends string = string, D = unknown> {
  id: string
  type: K
  createdAt: string
  sessionId: string
  data: D
}

/** The envelope of event `K` of an event map. */
export type EventOf<M, K extends keyof M & string> = EventEnvelope<K, M[K]>

/** Any event of an event map: a union discriminated by `type`. */
export type AnyEventOf<M> = { [K in keyof M & string]: EventOf<M, K> }[keyof M & string]

/**
 * The events a domain declares: the compiler holds the names to the map (a name missing from either does not
 * compile), the engine reads `names` for the list every event filter validates against.
 */
export interface EventDeclaration<M> {
  readonly names: readonly (keyof M & string)[]
  /** Carries the map's type only; never set. */
  readonly map?: M
}

/** A domain's events: `declareEvents<GroupEvents>({ 'group.joined': true, … })`, every name of the map once. */
export const declareEvents = <M>(every: Record<keyof M & string, true>): EventDeclaration<M> => ({
  names: Object.keys(every) as (keyof M & string)[],
})

/** A durable consumer (webhook outbox, event log): awaited before in-process handlers run, so nothing acknowledged is lost. */
export type EventSink<M> = (event: AnyEventOf<M>) => Promise<void>

type Listeners<M> = { [K in keyof M & string]: [event: EventOf<M, K>] } & { '*': [event: AnyEventOf<M>] }

/** The events of map `M`, published once stored: every durable sink first, then the in-process handlers. */
export class EventBus<M extends object> {
  /** Untyped inside: `on`, `once` and `publish` type what goes in and out by `M`. */
  readonly #emitter = new EventEmitter<string>()
  readonly #sinks: EventSink<M>[] = []
  readonly #clock: Clock
  readonly #logger: Logger
  /** Publishes still in their sinks, by the order they started in; the oldest first. */
  readonly #storing = new Set<number>()
  #publishes = 0
  /** Callers of `stored`, each with the last publish it waits for, in the order they asked. */
  #storedWaiters: { upTo: number; resolve: () => void }[] = []

  constructor(clock: Clock, logger: Logger) {
    this.#clock = clock
    this.#logger = logger
  }

  addSink(sink: EventSink<M>): void {
    this.#sinks.push(sink)
  }

  on<K extends keyof Listeners<M>>(type: K, handler: (...args: Listeners<M>[K]) => void): () => void {
    const safe = this.#guard(type, handler)
    this.#emitter.on(type, safe)
    return () => this.#emitter.off(type, safe)
  }

  once<K extends keyof Listeners<M>>(type: K, handler: (...args: Listeners<M>[K]) => void): void {
    this.#emitter.once(type, this.#guard(type, handler))
  }

  /**
   * Stores the event in every durable sink, then hands it to in-process handlers. A sink failure is
   * rethrown (the caller must not acknowledge what was not stored); a throwing handler is only logged,
   * so user code can never break Baileys' event loop.
   */
  async publish<K extends keyof M & string>(
    type: K,
    sessionId: string,
    data: M[K],
    id: string = newId('evt'),
  ): Promise<EventOf<M, K>> {
    const event: EventOf<M, K> = { id, type, createdAt: isoAt(this.#clock.now()), sessionId, data }
    const seq = ++this.#publishes
    this.#storing.add(seq)
    try {
      for (const sink of this.#sinks) await sink(event as AnyEventOf<M>)
    } finally {
      this.#storing.delete(seq)
      this.#wakeStored()
    }
    this.#emitter.emit(type, event)
    this.#emitter.emit('*', event)
    return event
  }

  /**
   * `publish` for an event nothing waits on (what WhatsApp reported, a change already answered): a sink failure
   * cannot be handed to anyone, so it is logged. `id`: the event's own, for one whose id derives from what it
   * reports (a new random one otherwise).
   */
  publishDetached<K extends keyof M & string>(type: K, sessionId: string, data: M[K], id?: string): void {
    this.publish(type, sessionId, data, id).catch((error: unknown) =>
      this.#logger.error({ err: error, event: type, sessionId }, 'publishing an event failed'),
    )
  }

  /** Resolves once every publish started so far has left its sinks, stored or failed. */
  stored(): Promise<void> {
    if (this.#storing.size === 0) return Promise.resolve()
    return new Promise((resolve) => this.#storedWaiters.push({ upTo: this.#publishes, resolve }))
  }

  #wakeStored(): void {
    if (this.#storedWaiters.length === 0) return
    const oldest = this.#storing.values().next().value ?? Number.POSITIVE_INFINITY
    while (this.#storedWaiters.length > 0 && this.#storedWaiters[0]!.upTo < oldest)
      this.#storedWaiters.shift()!.resolve()
  }

  removeAllListeners(): void {
    this.#emitter.removeAllListeners()
  }

  #guard<A extends unknown[]>(type: string, handler: (...args: A) => void): (...args: A) => void {
    return (...args: A) => {
      try {
        const result: unknown = handler(...args)
        if (result instanceof Promise)
          result.catch((error: unknown) => this.#logger.error({ err: error, event: type }, 'event handler rejected'))
      } catch (error) {
        this.#logger.error({ err: error, event: type }, 'event handler threw')
      }
    }
  }
}

/**
 * The bus as a domain service holds it (EngineContext): it publishes and hears the events of `M`, the events its
 * domain declares and those of the domains it listens to. Adding sinks is the engine's alone.
 */
export type DomainBus<M extends object> = Pick<EventBus<M>, 'publish' | 'publishDetached' | 'on' | 'once' | 'stored'>
