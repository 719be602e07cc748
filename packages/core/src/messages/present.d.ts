import type { InboundMessage } from '../protocol/ports/messages.js';
import type { PhoneSentMessage, ReceivedMessage } from './types.js';
/**
 * The port's received message as `message.received` carries it: its time as ISO 8601, every other field as it
 * came but `fromMe` (always false here) and `status` (a received message has none).
 */
export declare const presentReceivedMessage: ({ fromMe: _fromMe, status: _status, ...message }: InboundMessage) => ReceivedMessage;
/** A message the account sent from its phone, as `message.sent` carries it (`by: "phone"`). */
export declare const presentPhoneSentMessage: (sessionId: string, message: InboundMessage) => PhoneSentMessage;
