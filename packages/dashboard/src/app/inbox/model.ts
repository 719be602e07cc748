import type { MessageRef, StoredChat, StoredMessage } from '../api.js'
import type { Envelope } from '../events.js'

/** The part of a JID before the server, which is the phone number for a user: what a chat without a name shows. */
export const userOf = (jid: string): string => jid.split('@')[0]!.split(':')[0]!

/** A JID as a person reads it: a phone number with its +, anything else (a LID, a group) as WhatsApp names it. */
const readable = (jid: string): string => (jid.endsWith('@s.whatsapp.net') ? `+${userOf(jid)}` : userOf(jid))

export const chatTitle = (chat: StoredChat): string => chat.name ?? readable(chat.jid)

/** A message's sender as a group shows it: the push name they chose, else their number. */
export const senderName = (message: StoredMessage): string =>
  message.pushName ?? readable(message.participantPhoneJid ?? message.from)

const mediaNames: Record<string, string> = {
  image: 'Photo',
  video: 'Video',
  audio: 'Audio',
  document: 'Document',
  sticker: 'Sticker',
  location: 'Location',
  contact: 'Contact',
  poll: 'Poll',
}

/** One line for a message, as the chat list and a quote show it. */
export function previewOf(message: StoredMessage): string {
  if (message.deleted) return message.fromMe ? 'You deleted this message' : 'This message was deleted'
  if (message.type === 'text') return message.text ?? ''
  if (message.type === 'audio' && message.media?.voice) return 'Voice message'
  if (message.type === 'poll') return `Poll: ${message.poll?.name ?? ''}`
  if (message.type === 'location') return `Location${message.location?.name ? `: ${message.location.name}` : ''}`
  if (message.type === 'document' && message.media?.fileName) return message.media.fileName
  const name = mediaNames[message.type] ?? 'Message'
  return message.caption ? `${name}: ${message.caption}` : name
}

export type TickMark = 'clock' | 'one' | 'two' | 'failed'

/** How a sent message's ticks read: WhatsApp's clock, one grey tick, two grey, two blue, or a failure. */
export const tickOf = (status: StoredMessage['status']): { mark: TickMark; label: string; read: boolean } | null => {
  if (status === null) return null
  if (status === 'pending') return { mark: 'clock', label: 'Pending', read: false }
  if (status === 'failed') return { mark: 'failed', label: 'Not sent', read: false }
  if (status === 'sent') return { mark: 'one', label: 'Sent', read: false }
  if (status === 'delivered') return { mark: 'two', label: 'Delivered', read: false }
  return { mark: 'two', label: status === 'played' ? 'Played' : 'Read', read: true }
}

export const refOf = (message: StoredMessage): MessageRef => ({
  chatJid: message.chatJid,
  id: message.id,
  fromMe: message.fromMe,
  ...(message.participant ? { participant: message.participant } : {}),
})

/**
 * The stored message an event changed, by the event's shape (docs/events.md): a new message names itself by
 * `messageId` and `chatJid`, a receipt the same; a reaction, edit, deletion or pin names its target as `message`, a
 * vote as `poll`. The inbox reads that message back from the store rather than applying the event itself, so what
 * it shows is always the store's record.
 */
export function changedMessage(event: Envelope): { chatJid: string; messageId: string } | null {
  const data = event.data as Record<string, unknown> | null
  if (!data) return null
  if (typeof data.messageId === 'string' && typeof data.chatJid === 'string' && event.type !== 'message.failed')
    return { chatJid: data.chatJid, messageId: data.messageId }
  const target = (data.message ?? data.poll) as { chatJid?: unknown; id?: unknown } | undefined
  if (event.type !== 'message.received' && typeof target?.chatJid === 'string' && typeof target.id === 'string')
    return { chatJid: target.chatJid, messageId: target.id }
  return null
}

/** The chat an event changed, for the chat list: a message's chat, or a chat action's. */
export function changedChat(event: Envelope): string | null {
  const data = event.data as Record<string, unknown> | null
  if (event.type === 'chat.updated' && typeof data?.chatJid === 'string') return data.chatJid
  return changedMessage(event)?.chatJid ?? null
}

/** An older page (newest first, as the API answers) put before what the view holds, in reading order. */
export const prepend = (held: StoredMessage[], page: StoredMessage[]): StoredMessage[] => {
  const ids = new Set(held.map((message) => message.id))
  return [...page.filter((message) => !ids.has(message.id)).reverse(), ...held]
}

/**
 * A message read back after an event: in its place when held, else after the last one not newer than it (a new
 * message lands at the end; one of the same second after those the view already holds, as the store orders them).
 */
export function upsert(held: StoredMessage[], message: StoredMessage): StoredMessage[] {
  const at = held.findIndex((m) => m.id === message.id)
  if (at !== -1) return held.map((m, i) => (i === at ? message : m))
  const time = Date.parse(message.timestamp)
  let after = held.length
  while (after > 0 && Date.parse(held[after - 1]!.timestamp) > time) after--
  return [...held.slice(0, after), message, ...held.slice(after)]
}

/** Pinned chats first, as the phone lists them, then by latest activity (the order the API answers). */
export const ordered = (chats: StoredChat[]): StoredChat[] =>
  [...chats].sort((a, b) => Number(b.pinned) - Number(a.pinned) || stamp(b) - stamp(a))

const stamp = (chat: StoredChat) => (chat.lastActivityAt ? Date.parse(chat.lastActivityAt) : 0)

export const clock = (iso: string): string => {
  const at = new Date(iso)
  const today = new Date().toDateString() === at.toDateString()
  return today
    ? at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })
    : at.toLocaleDateString([], { day: 'numeric', month: 'short' })
}

export const bytes = (size: number | null): string =>
  size === null
    ? ''
    : size < 1024
      ? `${size} B`
      : size < 1048576
        ? `${Math.round(size / 1024)} KB`
        : `${(size / 1048576).toFixed(1)} MB`
