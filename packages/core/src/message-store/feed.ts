import type { ChatEvents } from '../chats/events.js'
import type { DomainBus, EventOf } from '../event-bus.js'
import type { GroupEvents } from '../groups/events.js'
import { toRecipientJid } from '../jids.js'
import type { MediaEvents } from '../media/events.js'
import type { MessageEvents } from '../messages/events.js'
import type { HistoryProtocolEvent } from '../protocol/ports/history.js'
import type { InboundMessage } from '../protocol/ports/messages.js'
import type { HistoryChange } from './history-changes.js'
import type { StoredMessage } from './types.js'

/** A change as the feeds hand it over: a message's arrival is stamped as it is queued. */
export type Incoming =
  | Exclude<HistoryChange, { kind: 'message' }>
  | Omit<Extract<HistoryChange, { kind: 'message' }>, 'arrival'>

/** Where the feed hands its changes, and the account's own JID a session's sent messages are from. */
export interface Feed {
  add(sessionId: string, incoming: Incoming): void
  account(sessionId: string): string
}

/**
 * Feeds the message store from what the session sees: each event that changes a chat or a message, as the change it
 * makes (messages sent and received, receipts, reactions, edits, votes, pins, deletions, failures, chat changes, a
 * group's subject).
 */
export function feedStore(bus: DomainBus<MessageEvents & MediaEvents & ChatEvents & GroupEvents>, feed: Feed): void {
  const { add, account } = feed
  bus.on('message.received', ({ sessionId, data }) =>
    add(sessionId, {
      kind: 'message',
      message: storedOf({ ...data, fromMe: false, status: null, timestamp: Date.parse(data.timestamp) }, null),
      unread: true,
    }),
  )
  bus.on('message.sent', (event) => addSent(event, feed))
  bus.on('message.media', ({ sessionId, data }) =>
    add(sessionId, {
      kind: 'media',
      chatJid: data.message.chatJid,
      messageId: data.message.id,
      media: data.media,
      error: data.error,
    }),
  )
  bus.on('message.receipt', ({ sessionId, data }) =>
    add(sessionId, {
      kind: 'status',
      chatJid: data.chatJid,
      messageId: data.messageId,
      status: data.state,
      recipients: data.recipients.map(({ jid, phoneJid, at }) => ({
        jid,
        ...(phoneJid ? { phoneJid } : {}),
        at: Date.parse(at),
      })),
    }),
  )
  bus.on('message.reaction', ({ sessionId, data }) =>
    add(sessionId, {
      kind: 'reaction',
      chatJid: data.message.chatJid,
      messageId: data.message.id,
      from: data.from,
      emoji: data.emoji,
      at: Date.parse(data.timestamp),
    }),
  )
  bus.on('message.updated', ({ sessionId, data }) =>
    add(sessionId, {
      kind: 'edit',
      chatJid: data.message.chatJid,
      messageId: data.message.id,
      text: data.text,
      at: Date.parse(data.editedAt),
    }),
  )
  bus.on('poll.vote', ({ sessionId, data }) =>
    add(sessionId, {
      kind: 'poll-vote',
      chatJid: data.poll.chatJid,
      messageId: data.poll.id,
      voter: data.voter,
      selected: data.selected,
      at: Date.parse(data.timestamp),
    }),
  )
  bus.on('message.pinned', ({ sessionId, data }) =>
    add(sessionId, {
      kind: 'pin',
      chatJid: data.message.chatJid,
      messageId: data.message.id,
      pinned: data.pinned,
      from: data.from,
      expiresAt: data.expiresAt === null ? null : Date.parse(data.expiresAt),
    }),
  )
  bus.on('message.deleted', ({ sessionId, data }) =>
    add(sessionId, {
      kind: 'deleted',
      chatJid: data.message.chatJid,
      messageId: data.message.id,
      forEveryone: data.forEveryone,
      fromMe: data.fromMe,
      at: Date.parse(data.deletedAt),
    }),
  )
  bus.on('message.failed', ({ sessionId, data, createdAt }) => {
    const chatJid = toRecipientJid(data.to)
    if (!data.messageId || !chatJid) return
    add(sessionId, {
      kind: 'message',
      message: {
        ...ownMessage(data.messageId, chatJid, account(sessionId), Date.parse(createdAt)),
        type: data.contentType,
        status: 'failed',
      },
      unread: false,
    })
  })
  bus.on('chat.updated', ({ sessionId, data }) => {
    const change = chatChangeOf(data.chatJid, data.action, data.value, data.messageId)
    if (change) add(sessionId, change)
  })
  // A group's chat is named by its subject, as the phone names it.
  bus.on('group.joined', ({ sessionId, data }) =>
    add(sessionId, { kind: 'chat', chatJid: data.groupJid, state: { name: data.group.subject } }),
  )
  bus.on('group.updated', ({ sessionId, data }) => {
    if (data.changes.subject !== undefined)
      add(sessionId, { kind: 'chat', chatJid: data.groupJid, state: { name: data.changes.subject } })
  })
}

/** The phone's history sync as changes: its chats and messages. */
export function* historyChanges(
  { chats, messages }: Omit<HistoryProtocolEvent, 'type'>,
  now: number,
): Iterable<Incoming> {
  for (const chat of chats)
    yield {
      kind: 'chat',
      chatJid: chat.jid,
      state: {
        ...(chat.name !== null ? { name: chat.name } : {}),
        ...(chat.unreadCount !== null ? { unreadCount: chat.unreadCount } : {}),
        ...(chat.archived !== null ? { archived: chat.archived } : {}),
        ...(chat.pinned !== null ? { pinned: chat.pinned } : {}),
        ...(chat.muteEndMs !== null
          ? { mutedUntil: chat.muteEndMs === -1 || chat.muteEndMs > now ? chat.muteEndMs : null }
          : {}),
      },
      ...(chat.lastMessageAt !== null ? { activityAt: chat.lastMessageAt } : {}),
    }
  // A history sync's own messages may have come from any of the account's devices: they count as the phone's.
  for (const message of messages)
    yield { kind: 'message', message: storedOf(message, message.fromMe ? 'phone' : null), unread: false }
}

function addSent({ sessionId, data }: EventOf<MessageEvents, 'message.sent'>, { add, account }: Feed): void {
  const timestamp = Date.parse(data.timestamp)
  if (data.by === 'phone') {
    const { location, contacts, media, message } = data
    add(sessionId, {
      kind: 'message',
      message: {
        ...ownMessage(data.messageId, data.chatJid, account(sessionId), timestamp),
        by: 'phone',
        type: data.contentType,
        text: data.text ?? null,
        caption: data.caption ?? null,
        location: location ?? null,
        contacts: contacts ?? null,
        media: media ?? null,
        quoted: data.quoted ?? null,
        mentions: data.mentions ?? [],
        ...(data.mentionsPhoneJids ? { mentionsPhoneJids: data.mentionsPhoneJids } : {}),
        poll: data.poll ? { ...data.poll, secret: null, ballots: [] } : null,
        message,
      },
      unread: false,
    })
    return
  }
  add(sessionId, {
    kind: 'message',
    message: {
      ...ownMessage(data.messageId, data.chatJid, account(sessionId), timestamp),
      type: data.contentType,
      text: data.text ?? null,
      caption: data.caption ?? null,
      quoted: data.quoted ?? null,
      mentions: data.mentions ?? [],
      ...(data.mentionsPhoneJids ? { mentionsPhoneJids: data.mentionsPhoneJids } : {}),
      poll: data.poll ? { ...data.poll, secret: null, ballots: [] } : null,
      mediaUrl: data.mediaUrl,
    },
    unread: false,
  })
}

/** The port's message as the store keeps it. */
const storedOf = (message: InboundMessage, by: StoredMessage['by']): StoredMessage => ({
  id: message.messageId,
  chatJid: message.chatJid,
  from: message.from,
  fromMe: message.fromMe,
  by,
  participant: message.participant ?? null,
  pushName: message.pushName ?? null,
  timestamp: message.timestamp,
  type: message.type,
  text: message.text ?? null,
  caption: message.caption ?? null,
  location: message.location ?? null,
  contacts: message.contacts ?? null,
  media: message.media ?? null,
  quoted: message.quoted ?? null,
  mentions: message.mentions ?? [],
  ...(message.mentionsPhoneJids ? { mentionsPhoneJids: message.mentionsPhoneJids } : {}),
  poll: message.poll ? { ...message.poll, secret: null, ballots: [] } : null,
  mediaUrl: null,
  status: message.status,
  receipts: [],
  message: message.message,
})

/** A message of the account's own, before its content is filled in. */
const ownMessage = (id: string, chatJid: string, account: string, timestamp: number): StoredMessage => ({
  id,
  chatJid,
  from: account,
  fromMe: true,
  by: 'api',
  participant: null,
  pushName: null,
  timestamp,
  type: 'unknown',
  text: null,
  caption: null,
  location: null,
  contacts: null,
  media: null,
  mediaUrl: null,
  status: 'sent',
  receipts: [],
  message: null,
})

/** A `chat.updated` as the store applies it, as the phone does: state flags, read state, stars, clear and delete. */
function chatChangeOf(chatJid: string, action: string, value: unknown, messageId: string | undefined): Incoming | null {
  const state = (fields: Extract<HistoryChange, { kind: 'chat' }>['state']): Incoming => ({
    kind: 'chat',
    chatJid,
    state: fields,
  })
  switch (action) {
    case 'mute':
      return state({ mutedUntil: typeof value === 'number' ? value : -1 })
    case 'unmute':
      return state({ mutedUntil: null })
    case 'pin':
    case 'unpin':
      return state({ pinned: action === 'pin' })
    case 'archive':
    case 'unarchive':
      return state({ archived: action === 'archive' })
    case 'lock':
    case 'unlock':
      return state({ locked: action === 'lock' })
    case 'mark_read':
      return state({ unreadCount: 0 })
    case 'mark_unread':
      return state({ unreadCount: -1 })
    case 'star':
    case 'unstar':
      return messageId ? { kind: 'star', chatJid, messageId, starred: action === 'star' } : null
    // The phone's clear keeps starred messages unless told otherwise.
    case 'clear':
      return {
        kind: 'clear',
        chatJid,
        keepStarred: !(typeof value === 'object' && value !== null && 'deleteStarred' in value && value.deleteStarred),
      }
    case 'delete':
      return { kind: 'delete', chatJid }
    default:
      return null
  }
}
