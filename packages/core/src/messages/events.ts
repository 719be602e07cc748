import { declareEvents } from '../event-bus.js'
import type { MessageRecord, PollVote } from './schema.js'
import type { MessageDeletion, MessageEdit, MessagePin, MessageReaction } from './action-schemas.js'
import type { ContentType, MessageReceipt, PhoneSentMessage, ReceivedMessage } from './types.js'

/** Messages received and sent, their receipts, and what happened to them afterwards. */
export interface MessageEvents {
  'message.received': ReceivedMessage
  /** A message sent through the API (`by: "api"`) or from the account's phone or other devices (`by: "phone"`). */
  'message.sent': MessageRecord | PhoneSentMessage
  'message.receipt': MessageReceipt
  /** A reaction to a message, or its removal: someone else's, or the account's own (`fromMe`, `by`). */
  'message.reaction': MessageReaction
  /** An edit of a message's text or caption, by its sender (the account's own: `fromMe`, `by`). */
  'message.updated': MessageEdit
  /** A message deleted: revoked for everyone by its sender, or deleted for the account's devices through this API. */
  'message.deleted': MessageDeletion
  /** A message pinned or unpinned in its chat: through this API, from the account's phone (`by`), or by someone else. */
  'message.pinned': MessagePin
  /** A vote on a poll, decrypted, with the poll's tally after it: someone else's, or the account's from its phone. */
  'poll.vote': PollVote
  'message.failed': {
    messageId: string | null
    to: string
    contentType: ContentType
    reason: string
    statusCode: number | null
  }
}

export const messageEvents = declareEvents<MessageEvents>({
  'message.received': true,
  'message.sent': true,
  'message.receipt': true,
  'message.reaction': true,
  'message.updated': true,
  'message.deleted': true,
  'message.pinned': true,
  'poll.vote': true,
  'message.failed': true,
})
