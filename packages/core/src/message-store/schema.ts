import * as v from 'valibot'
import { MessageRefSchema } from '../chats/schema.js'
import { jidField } from '../jids.js'
import { PageQuery } from '../paging.js'
import { PollTallySchema, sendTypes } from '../messages/schema.js'
import { SessionId } from '../sessions/schema.js'

const Timestamp = v.pipe(v.string(), v.isoTimestamp())

/** A stored chat: a person (phone digits, user JID or LID), a group or a channel; normalised to the JID. */
export const StoredChatJid = jidField(
  ['user', 'lid', 'group', 'newsletter'],
  'must be a user JID (…@s.whatsapp.net), a LID (…@lid), a group JID (…@g.us), a channel JID (…@newsletter) or phone digits',
)

const MessageId = v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(128, 'at most 128 characters'))

export const ChatParams = v.object({ sessionId: SessionId, chatJid: StoredChatJid })
export const MessageParams = v.object({ sessionId: SessionId, chatJid: StoredChatJid, messageId: MessageId })

const flag = v.pipe(
  v.picklist(['true', 'false'], 'must be true or false'),
  v.transform((value) => value === 'true'),
)

export const ChatListQuery = v.strictObject({
  ...PageQuery.entries,
  archived: v.optional(flag),
  unread: v.optional(flag),
  kind: v.optional(v.picklist(['user', 'group', 'channel'], 'must be user, group or channel')),
})

export const MessageListQuery = v.pipe(
  v.strictObject({
    ...PageQuery.entries,
    before: v.optional(MessageId),
    after: v.optional(MessageId),
  }),
  v.forward(
    v.check(
      (query) => [query.before, query.after, query.cursor].filter((value) => value !== undefined).length <= 1,
      'give at most one of before, after and cursor',
    ),
    ['before'],
  ),
)

const LastMessageSchema = v.object({
  id: v.string(),
  fromMe: v.boolean(),
  /** The sender of a group message not sent by the session; null otherwise. */
  participant: v.nullable(v.string()),
  timestamp: Timestamp,
})

/** A chat as the store keeps it. */
export const ChatRecordSchema = v.object({
  jid: v.string(),
  /** The group's subject, the contact's name as the phone's history named it, or a person's push name; null when unknown. */
  name: v.nullable(v.string()),
  kind: v.picklist(['user', 'group', 'channel']),
  /** Received messages not read yet; -1 when the chat was marked unread (WhatsApp's convention). */
  unreadCount: v.number(),
  lastMessage: v.nullable(LastMessageSchema),
  archived: v.boolean(),
  pinned: v.boolean(),
  muted: v.boolean(),
  /** When the mute ends; null when not muted or muted for always. */
  mutedUntil: v.nullable(Timestamp),
  locked: v.boolean(),
  /** The newest activity: the newest stored message, or what the phone's history said. */
  lastActivityAt: v.nullable(Timestamp),
  /** Messages stored for the chat (bounded by `messageStore.maxMessagesPerChat`). */
  messageCount: v.number(),
})
export type ChatRecord = v.InferOutput<typeof ChatRecordSchema>

const ReceiptSchema = v.object({
  /** The recipient (a user or LID JID, never a device): a LID in a LID-addressed group. */
  jid: v.string(),
  /** Beside a LID `jid`: the recipient's phone-number JID, when known; null otherwise. */
  phoneJid: v.nullable(v.string()),
  deliveredAt: v.nullable(Timestamp),
  readAt: v.nullable(Timestamp),
  playedAt: v.nullable(Timestamp),
})

const LocationSchema = v.object({
  latitude: v.number(),
  longitude: v.number(),
  name: v.optional(v.string()),
  address: v.optional(v.string()),
})

const MediaSchema = v.object({
  mediaType: v.picklist(['image', 'video', 'audio', 'document', 'sticker']),
  mimetype: v.nullable(v.string()),
  fileLength: v.nullable(v.number()),
  fileName: v.optional(v.string()),
  voice: v.optional(v.boolean()),
  sha256: v.nullable(v.string()),
  viewOnce: v.optional(v.boolean()),
  /** The kept file's id, for `GET /media/{id}` (docs/media.md), once the engine stored it. */
  id: v.optional(v.string()),
  /** The kept file's size in bytes. */
  size: v.optional(v.number()),
  /** Why the engine could not keep the file. */
  error: v.optional(v.string()),
})

/** A stored message. Content fields as `message.received` has them; what the message does not carry is null. */
export const StoredMessageSchema = v.object({
  id: v.string(),
  chatJid: v.string(),
  /** The sender by phone-number JID when known (the account itself for `fromMe`). */
  from: v.string(),
  fromMe: v.boolean(),
  /** For the account's own messages: sent through this API or from its phone (or another device); null for received ones. */
  by: v.nullable(v.picklist(['api', 'phone'])),
  /**
   * In a group, who sent a received message, as the group addresses them (a LID in a LID-addressed group; a message
   * stored before sessionkit named LIDs has the phone number); null otherwise.
   */
  participant: v.nullable(v.string()),
  /** Beside a LID `participant`: the sender's phone-number JID when known; null otherwise. */
  participantPhoneJid: v.nullable(v.string()),
  pushName: v.nullable(v.string()),
  timestamp: Timestamp,
  type: v.picklist([...sendTypes, 'unknown']),
  text: v.nullable(v.string()),
  caption: v.nullable(v.string()),
  location: v.nullable(LocationSchema),
  contacts: v.nullable(v.array(v.object({ displayName: v.string(), vcard: v.string() }))),
  media: v.nullable(MediaSchema),
  /** The message it replies to; null when it is no reply. */
  quoted: v.nullable(MessageRefSchema),
  /** JIDs of the people it mentions, as the message named them (a LID-addressed group's members by LID). */
  mentions: v.array(v.string()),
  /** The phone-number JID beside each of `mentions`, in its order: null beside a phone-number JID or when unknown. */
  mentionsPhoneJids: v.array(v.nullable(v.string())),
  /** The `mediaUrl` a message sent through this API was fetched from. */
  mediaUrl: v.nullable(v.string()),
  /** The account's own messages: pending, sent, delivered, read, played or failed; null for a received message. */
  status: v.nullable(v.picklist(['pending', 'sent', 'delivered', 'read', 'played', 'failed'])),
  /** Each recipient's receipts (in groups one per member who reported one); empty for received messages. */
  receipts: v.array(ReceiptSchema),
  /** One per person who reacted (their latest reaction), the account's own too. */
  reactions: v.array(v.object({ from: v.string(), emoji: v.string(), timestamp: Timestamp })),
  /** Its edits, oldest first (`text` / `caption` hold the latest): each new text or caption and when it was made. */
  edits: v.array(v.object({ text: v.string(), editedAt: Timestamp })),
  /** Deleted for everyone (revoked by its sender) or for the account's devices; its content fields are then null. */
  deleted: v.nullable(v.object({ forEveryone: v.boolean(), fromMe: v.boolean(), deletedAt: Timestamp })),
  /** Starred by the account, here or on its phone; a chat's clear keeps it unless asked to delete starred messages. */
  starred: v.boolean(),
  /**
   * Its latest pin or unpin in the chat: `by` who did it (the account too), `expiresAt` when the pin ends (null for
   * an unpin); null when never pinned. A pin past `expiresAt` has ended, as on the phone.
   */
  pinned: v.nullable(v.object({ pinned: v.boolean(), by: v.string(), expiresAt: v.nullable(Timestamp) })),
  /** A poll: its question, options, how many a voter may choose (0: any) and every option's votes; null otherwise. */
  poll: v.nullable(
    v.object({
      name: v.string(),
      options: v.array(v.string()),
      selectableCount: v.number(),
      tally: PollTallySchema,
    }),
  ),
  /** The raw WhatsApp message, for media download (`POST /sessions/{id}/media/download`); null for the API's sends. */
  message: v.unknown(),
})
export type StoredMessageRecord = v.InferOutput<typeof StoredMessageSchema>
