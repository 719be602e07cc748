import type { EventEnvelope } from '../event-bus.js'
import { serialize } from '../store/serialization.js'

const cache = new WeakMap<EventEnvelope, string>()

/**
 * The envelope of spec part 2 as the JSON text every consumer sends (webhook body, event stream `data:`),
 * buffers in BufferJSON form. Computed once per event and shared by the outbox and the event log, which
 * receive the same event object from the bus.
 */
export function envelopeJson(event: EventEnvelope): string {
  let json = cache.get(event)
  if (json === undefined) {
    json = serialize({
      id: event.id,
      type: event.type,
      createdAt: event.createdAt,
      sessionId: event.sessionId,
      data: event.data,
    })
    cache.set(event, json)
  }
  return json
}
