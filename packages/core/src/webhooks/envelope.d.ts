import type { AnyEngineEvent } from '../events.js';
/**
 * The envelope of spec part 2 as the JSON text every consumer sends (webhook body, event stream `data:`),
 * buffers in BufferJSON form. Computed once per event and shared by the outbox and the event log, which
 * receive the same event object from the bus.
 */
export declare function envelopeJson(event: AnyEngineEvent): string;
