import type { ProtocolEvent } from '../protocol/port.js'

/** Handlers of some inbound event types, each given the session the event came from. A service exports its own. */
export type InboundHandlers<T extends ProtocolEvent['type'] = ProtocolEvent['type']> = {
  [K in T]: (sessionId: string, event: Extract<ProtocolEvent, { type: K }>) => void
}

export type InboundRouter = (sessionId: string, event: ProtocolEvent) => void

/**
 * One table from every inbound event type to its owner. Its type asks for every member of ProtocolEvent, so an
 * event a domain adds to the port without a handler does not compile.
 */
export const inboundRouter =
  (table: InboundHandlers): InboundRouter =>
  (sessionId, event) =>
    (table[event.type] as (sessionId: string, event: ProtocolEvent) => void)(sessionId, event)
