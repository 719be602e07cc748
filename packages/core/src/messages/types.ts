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

/** A delivery state a recipient reported for a message this session sent. */
export interface MessageReceipt {
  messageId: string
  chatJid: string
  recipient: string
  state: 'delivered' | 'read' | 'played'
  at: string
}
