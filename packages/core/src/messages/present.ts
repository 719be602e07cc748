import { isoAt } from '../clock.js'
import type { InboundMessage } from '../protocol/ports/messages.js'
import type { PhoneSentMessage, ReceivedMessage } from './types.js'

/**
 * The port's received message as `message.received` carries it: its time as ISO 8601, every other field as it
 * came but `fromMe` (always false here) and `status` (a received message has none).
 */
export const presentReceivedMessage = ({
  fromMe: _fromMe,
  status: _status,
  ...message
}: InboundMessage): ReceivedMessage => ({
  ...message,
  timestamp: isoAt(message.timestamp),
})

/** A message the account sent from its phone, as `message.sent` carries it (`by: "phone"`). */
export const presentPhoneSentMessage = (sessionId: string, message: InboundMessage): PhoneSentMessage => ({
  sessionId,
  messageId: message.messageId,
  to: message.chatJid,
  chatJid: message.chatJid,
  contentType: message.type,
  ...(message.text !== undefined ? { text: message.text } : {}),
  ...(message.caption !== undefined ? { caption: message.caption } : {}),
  ...(message.location ? { location: message.location } : {}),
  ...(message.contacts ? { contacts: message.contacts } : {}),
  ...(message.media ? { media: message.media } : {}),
  ...(message.quoted ? { quoted: message.quoted } : {}),
  ...(message.mentions ? { mentions: message.mentions } : {}),
  ...(message.mentionsPhoneJids ? { mentionsPhoneJids: message.mentionsPhoneJids } : {}),
  ...(message.poll ? { poll: message.poll } : {}),
  mediaUrl: null,
  status: 'sent',
  timestamp: isoAt(message.timestamp),
  message: message.message,
  by: 'phone',
})
