import { isoAt } from '../clock.js'
import type { InboundMessage } from '../protocol/ports/messages.js'
import type { ReceivedMessage } from './types.js'

/** The port's received message as `message.received` carries it: its time as ISO 8601, every other field as it came. */
export const presentReceivedMessage = (message: InboundMessage): ReceivedMessage => ({
  ...message,
  timestamp: isoAt(message.timestamp),
})
