import { isoAt } from '../clock.js'
import { tallyOf } from '../messages/polls.js'
import type { ChatRecord, StoredMessageRecord } from './schema.js'
import type { StoredChat, StoredMessage } from './types.js'

const isoOrNull = (ms: number | null): string | null => (ms === null ? null : isoAt(ms))

export const presentChat = (chat: StoredChat): ChatRecord => ({
  jid: chat.jid,
  name: chat.name,
  kind: chat.kind,
  unreadCount: chat.unreadCount,
  lastMessage: chat.lastMessage && { ...chat.lastMessage, timestamp: isoAt(chat.lastMessage.timestamp) },
  archived: chat.archived,
  pinned: chat.pinned,
  muted: chat.mutedUntil !== null,
  mutedUntil: chat.mutedUntil === null || chat.mutedUntil === -1 ? null : isoAt(chat.mutedUntil),
  locked: chat.locked,
  // A chat known only from a change (an archive of a chat never seen) has no activity yet.
  lastActivityAt: chat.lastActivityAt > 0 ? isoAt(chat.lastActivityAt) : null,
  messageCount: chat.messageCount,
})

export const presentMessage = (message: StoredMessage): StoredMessageRecord => ({
  id: message.id,
  chatJid: message.chatJid,
  from: message.from,
  fromMe: message.fromMe,
  by: message.by,
  participant: message.participant,
  // `from` is the sender by phone number when known: what a LID participant's phone number is
  participantPhoneJid:
    message.participant?.endsWith('@lid') && message.from.endsWith('@s.whatsapp.net') ? message.from : null,
  pushName: message.pushName,
  timestamp: isoAt(message.timestamp),
  type: message.type,
  text: message.text,
  caption: message.caption,
  location: message.location,
  contacts: message.contacts,
  media: message.media,
  quoted: message.quoted ?? null,
  mentions: message.mentions ?? [],
  mentionsPhoneJids: (message.mentions ?? []).map((_, i) => message.mentionsPhoneJids?.[i] ?? null),
  mediaUrl: message.mediaUrl,
  status: message.status,
  receipts: message.receipts.map((receipt) => ({
    jid: receipt.jid,
    phoneJid: receipt.phoneJid ?? null,
    deliveredAt: isoOrNull(receipt.deliveredAt),
    readAt: isoOrNull(receipt.readAt),
    playedAt: isoOrNull(receipt.playedAt),
  })),
  reactions: (message.reactions ?? []).map((reaction) => ({ ...reaction, timestamp: isoAt(reaction.timestamp) })),
  edits: (message.edits ?? []).map((edit) => ({ text: edit.text, editedAt: isoAt(edit.editedAt) })),
  deleted: message.deleted ? { ...message.deleted, deletedAt: isoAt(message.deleted.deletedAt) } : null,
  starred: message.starred ?? false,
  pinned: message.pinned
    ? {
        pinned: message.pinned.pinned,
        by: message.pinned.by,
        expiresAt: message.pinned.expiresAt === null ? null : isoAt(message.pinned.expiresAt),
      }
    : null,
  poll: message.poll
    ? {
        name: message.poll.name,
        options: message.poll.options,
        selectableCount: message.poll.selectableCount,
        tally: tallyOf(message.poll.options, message.poll.ballots),
      }
    : null,
  message: message.message,
})
