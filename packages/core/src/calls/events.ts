import { declareEvents } from '../event-bus.js'
import type { CallRecord } from './schema.js'
import type { CallStateEvent } from './types.js'

export interface CallEvents {
  /** A call to the session rings (its record, `state: ringing`). */
  'call.incoming': CallRecord
  /** Every state change of a call, either direction. */
  'call.state': CallStateEvent
}

export const callEvents = declareEvents<CallEvents>({ 'call.incoming': true, 'call.state': true })
