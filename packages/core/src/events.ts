import { domains } from './domains.js'
import type { EventEnvelope } from './event-bus.js'
import type { EventsOf } from './operations/domain.js'

/**
 * Event name -> `data` of its envelope, for every event a domain declares (`<domain>/events.ts`, listed in
 * domains.ts). One map feeds engine.on(), webhooks and the event stream.
 */
export interface EventMap extends EventsOf<typeof domains> {}

export type EventType = keyof EventMap

/** Every event type once, in the order of the domain list and of each domain's declaration. */
export const eventTypes: EventType[] = domains.flatMap((domain) => domain.events?.names ?? [])

/** The spec's envelope (part 2), identical for handlers in code, webhooks and the event stream. */
export type EngineEvent<K extends EventType = EventType> = EventEnvelope<K, EventMap[K]>

export type AnyEngineEvent = { [K in EventType]: EngineEvent<K> }[EventType]
