import type { Readable } from 'node:stream'
import type { OutgoingContent } from '../../messages/content.js'
import type { ReceiptState, ReceivedMessage } from '../../messages/types.js'

/**
 * The messages facet of a connection (`connection.messages`): sends and media download, in domain words, never
 * Baileys types. Every method rejects with a ProtocolError whose kind says what WhatsApp answered.
 */
export interface MessagesPort {
  /** Sends and resolves once WhatsApp's server acknowledged the message; rejects with ProtocolError otherwise. */
  sendMessage(jid: string, content: OutgoingContent, options: { ackTimeoutMs: number }): Promise<SentMessage>
  /** Opens the attachment of a message taken from a `message.received` event (its `message` field). */
  downloadMedia(message: unknown): Promise<DownloadedMedia>
}

export interface SentMessage {
  messageId: string
  chatJid: string
  timestamp: number
}

export interface DownloadedMedia {
  mediaType: 'image' | 'video' | 'audio' | 'document' | 'sticker'
  mimetype: string
  /** Size WhatsApp declared for the file, when it did. */
  fileLength: number | null
  /** The decrypted bytes, as a stream the caller caps and consumes. */
  stream: Readable
}

/** What WhatsApp tells a connection about messages; the runtime hands each to the message service. */
export type MessageProtocolEvent =
  | { type: 'message.received'; message: ReceivedMessage }
  | {
      type: 'message.receipt'
      /**
       * Receipts of one message this session sent, all of one state, that arrived together: one entry per
       * person (a user or LID JID, never a device), in arrival order. `at` in ms.
       */
      receipt: {
        messageId: string
        chatJid: string
        state: ReceiptState
        recipients: { jid: string; at: number }[]
      }
    }
