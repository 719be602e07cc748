import type { SendType } from './schema.js'

/** What `message.received` and `message.receipt` carry: the inbound side of messaging, in the engine's words (no Baileys types). */

/** The content types of the send routes, also what a received message is reported as. */
export type ContentType = SendType

export interface MediaDescriptor {
  mediaType: 'image' | 'video' | 'audio' | 'document' | 'sticker'
  mimetype: string | null
  fileLength: number | null
  fileName?: string
  voice?: boolean
  sha256: string | null
}

export interface ReceivedMessage {
  messageId: string
  from: string
  chatJid: string
  participant?: string
  pushName?: string
  timestamp: string
  type: ContentType | 'unknown'
  text?: string
  caption?: string
  location?: { latitude: number; longitude: number; name?: string; address?: string }
  contacts?: { displayName: string; vcard: string }[]
  media?: MediaDescriptor
  /** The raw WhatsApp message (Baileys WAMessage, buffers as `{ type: 'Buffer', data: <base64> }`): pass it back to media download unchanged. */
  message: unknown
}

/** How far a message this session sent got with a recipient. */
export type ReceiptState = 'delivered' | 'read' | 'played'

/**
 * The people who reported one state for a message this session sent, gathered over a short window
 * (`receiptWindowMs`): each person (a user or LID JID, not a device) appears once per message and state, with
 * the time of the first of their devices' receipts. `recipient` and `at` repeat the first entry's.
 */
export interface MessageReceipt {
  messageId: string
  chatJid: string
  state: ReceiptState
  recipients: { jid: string; at: string }[]
  recipient: string
  at: string
}
