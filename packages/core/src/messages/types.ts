import type { InboundMessage, ReceiptState } from '../protocol/ports/messages.js'
import type { MessageRecord, SendType } from './schema.js'

/** What `message.received` and `message.receipt` carry: the inbound side of messaging, in the engine's words (no Baileys types). */

/** The content types of the send routes, also what a received message is reported as. */
export type ContentType = SendType

/** `message.received`: the port's message with its time as ISO 8601 (messages/present.ts). */
export interface ReceivedMessage extends Omit<InboundMessage, 'timestamp' | 'fromMe' | 'status'> {
  timestamp: string
}

/**
 * `message.sent` of a message the account sent from its phone or another of its devices: the send record's
 * fields (`to` is the chat) with the content as `message.received` carries it.
 */
export interface PhoneSentMessage
  extends Omit<MessageRecord, 'by' | 'contentType' | 'mediaUrl'>,
    Pick<ReceivedMessage, 'location' | 'contacts' | 'media' | 'quoted' | 'mentions' | 'message'> {
  contentType: ContentType | 'unknown'
  mediaUrl: null
  by: 'phone'
}

/**
 * The people who reported one state for a message this session sent, gathered over a short window
 * (`receiptWindowMs`): each person (a user or LID JID, not a device) appears once per message and state, with
 * the time of the first of their devices' receipts. `recipient` and `at` repeat the first entry's.
 */
export interface MessageReceipt {
  messageId: string
  chatJid: string
  state: ReceiptState
  recipients: { jid: string; phoneJid: string | null; at: string }[]
  recipient: string
  at: string
}
