import type * as v from 'valibot'
import type { ChatRecordSchema, StoredMessageSchema } from './schema.js'

type Chat = v.InferInput<typeof ChatRecordSchema>
type Message = v.InferInput<typeof StoredMessageSchema>

/** The OpenAPI document's examples of the message store's operations (operations.ts). */

export const chatParams = { sessionId: 'support-desk', chatJid: '15557654321@s.whatsapp.net' }

/** A message the session sent through the API, read by the contact. */
export const sentMessage: Message = {
  id: '3EB0C4F2A1D98B7E6F10',
  chatJid: chatParams.chatJid,
  from: '15551234567@s.whatsapp.net',
  fromMe: true,
  by: 'api',
  participant: null,
  participantPhoneJid: null,
  pushName: null,
  timestamp: '2026-11-24T10:15:02.000Z',
  type: 'text',
  text: 'Your order #1042 has shipped.',
  caption: null,
  location: null,
  contacts: null,
  media: null,
  mediaUrl: null,
  quoted: null,
  mentions: [],
  mentionsPhoneJids: [],
  status: 'read',
  receipts: [
    {
      jid: chatParams.chatJid,
      phoneJid: null,
      deliveredAt: '2026-11-24T10:15:03.000Z',
      readAt: '2026-11-24T10:16:40.000Z',
      playedAt: null,
    },
  ],
  reactions: [],
  edits: [],
  deleted: null,
  starred: false,
  pinned: null,
  poll: null,
  message: null,
}

/** The contact's answer. */
export const receivedMessage: Message = {
  ...sentMessage,
  id: '3A5F09C1D2E3B4A59687',
  from: chatParams.chatJid,
  fromMe: false,
  by: null,
  pushName: 'Dana',
  timestamp: '2026-11-24T10:17:12.000Z',
  text: 'Thanks! When will it arrive?',
  status: null,
  receipts: [],
  message: { key: { remoteJid: chatParams.chatJid, fromMe: false, id: '3A5F09C1D2E3B4A59687' } },
}

/** A one-to-one chat with an unread answer. */
export const chat: Chat = {
  jid: chatParams.chatJid,
  name: 'Dana',
  kind: 'user',
  unreadCount: 1,
  lastMessage: { id: receivedMessage.id, fromMe: false, participant: null, timestamp: receivedMessage.timestamp },
  archived: false,
  pinned: false,
  muted: false,
  mutedUntil: null,
  locked: false,
  lastActivityAt: receivedMessage.timestamp,
  messageCount: 2,
}
