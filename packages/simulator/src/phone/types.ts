import type { proto } from '@whiskeysockets/baileys'
import type { MediaKind } from '../media.js'

export interface ReceivedMessage {
  id: string
  /** the sender's account, as a PN jid without device */
  from: string
  /** the sending device, in the addressing the sender used */
  fromDevice: string
  /** the chat: the group jid for a group message, the sender's user jid (in its addressing) for a 1:1 message */
  chatJid: string
  /** group messages only: the sending device, as the group's addressing names it (what a receipt must name) */
  participant?: string
  timestamp: number
  message: proto.IMessage
  /** the text of a conversation / extendedText message, if any */
  text?: string
  /** the attachment of an image, video, audio, document or sticker message, fetched from the media host and decrypted */
  media?: ReceivedMedia
  /** why the attachment could not be fetched or decrypted (then `media` is absent) */
  mediaError?: string
  /** the sender's name as the server put it on the stanza (`notify`), if it did */
  pushName?: string
  /** the disappearing-messages timer the sender's stanza carried (`expiration`, seconds), if any */
  expiration?: number
  /** the stanza's `edit` attribute (whatsmeow send.go `getEditAttribute`: `1` an edit, `7` a revoke, …), if any */
  edit?: string
}

export interface ReceivedMedia {
  type: MediaKind
  /** sha256 of the decrypted bytes, hex */
  sha256: string
  sizeBytes: number
  mimetype: string | null
  caption: string | null
  fileName: string | null
  /** audio sent as a voice note */
  ptt: boolean
  bytes: Buffer
}

/** what a phone sends with sendMedia */
export interface OutgoingMedia {
  type: MediaKind
  bytes: Buffer | Uint8Array
  mimetype: string
  caption?: string
  /** documents: the name the recipient sees */
  fileName?: string
  /** audio: send as a voice note */
  ptt?: boolean
}

/**
 * the `type` of a message stanza, from its content: attachments 'media', reactions 'reaction', polls and votes
 * 'poll', the rest 'text' (whatsmeow send.go getTypeFromMessage; the phone leaves out the `<meta polltype>` child
 * whatsmeow adds to a poll's stanza, which Baileys does not read)
 */
export type StanzaType = 'text' | 'media' | 'reaction' | 'poll'

/** what a phone's text may carry besides its words */
export interface TextOptions {
  /** the id of a message the phone received or sent: the text replies to it */
  quoted?: string
  /** JIDs the text mentions (its words carry `@<digits>` of each) */
  mentions?: string[]
  /** carry a messageSecret, as WhatsApp's current clients do, so that `sealedEdit` can edit it */
  secret?: boolean
}

export interface OutgoingLocation {
  latitude: number
  longitude: number
  name?: string
  address?: string
}

export interface OutgoingContact {
  displayName: string
  vcard: string
}

export interface SentMessage {
  id: string
  to: string
  timestamp: number
  message: proto.IMessage
  /** receipts received for this message, by device jid */
  receipts: { from: string; type: 'delivery' | 'read' | 'played'; timestamp: number }[]
}

export interface LinkedDevice {
  /** `<phone>:<device>@s.whatsapp.net` */
  jid: string
  lid: string
  deviceId: number
  platform: string
  linkedAt: Date
  connected: boolean
}
