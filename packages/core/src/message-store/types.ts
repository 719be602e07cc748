import type { PollBallot } from '../messages/polls.js'
import type { InboundMessage, MessageKey, MessageStatus } from '../protocol/ports/messages.js'

export type ChatKind = 'user' | 'group' | 'channel'

/** What the store keeps of a chat's newest message: what WhatsApp's range mutations name (ports/chats.ts LastMessage). */
export interface StoredLastMessage {
  id: string
  fromMe: boolean
  /** The sender of a group message not sent by the session; null otherwise. */
  participant: string | null
  /** Milliseconds since the epoch. */
  timestamp: number
}

/** A chat as the store keeps it (times in ms since the epoch). */
export interface StoredChat {
  jid: string
  name: string | null
  kind: ChatKind
  /** Messages received since the chat was last read; -1 when marked unread without a count (WhatsApp's convention). */
  unreadCount: number
  lastMessage: StoredLastMessage | null
  archived: boolean
  pinned: boolean
  /** When the mute ends, -1 for always; null when not muted. */
  mutedUntil: number | null
  locked: boolean
  /** The newest activity: the newest message's time, or what a history sync said. */
  lastActivityAt: number
  /** Messages stored for the chat: retention's count per chat. */
  messageCount: number
}

/** One recipient's receipts of a message the session sent, each state's time in ms (null until reported). */
export interface StoredReceipt {
  jid: string
  /** Beside a LID `jid`: the recipient's phone-number JID, when known (absent from receipts stored before). */
  phoneJid?: string
  deliveredAt: number | null
  readAt: number | null
  playedAt: number | null
}

/** One person's reaction to a message. */
export interface StoredReaction {
  from: string
  emoji: string
  /** ms since the epoch */
  timestamp: number
}

/** A message as the store keeps it: the port's message, who sent it, where it stands and its receipts. */
export interface StoredMessage {
  id: string
  chatJid: string
  from: string
  fromMe: boolean
  /** For the account's own messages: sent through this API or from the phone (or another device); null otherwise. */
  by: 'api' | 'phone' | null
  participant: string | null
  pushName: string | null
  timestamp: number
  type: InboundMessage['type']
  text: string | null
  caption: string | null
  location: NonNullable<InboundMessage['location']> | null
  contacts: NonNullable<InboundMessage['contacts']> | null
  /**
   * The attachment as WhatsApp described it; once the engine kept its file (docs/media.md) also its `id` (for
   * `GET /media/{id}`) and `size`, with `sha256` and `mimetype` those of the bytes kept; `error` when it could not.
   */
  media: (NonNullable<InboundMessage['media']> & { id?: string; size?: number; error?: string }) | null
  /** The message it replies to; null when it is no reply (or was stored before replies were kept). */
  quoted?: MessageKey | null
  /** JIDs of the people it mentions. */
  mentions?: string[]
  /** The phone-number JID beside each of `mentions` when known; absent on records stored before they were kept. */
  mentionsPhoneJids?: (string | null)[]
  /** The reactions it has, one per person (their latest); absent on records stored before reactions were kept. */
  reactions?: StoredReaction[]
  /** Its edits, oldest first: each new text or caption and when it was made; `text` / `caption` hold the latest. */
  edits?: { text: string; editedAt: number }[]
  /** Deleted: for everyone (revoked) or for the account's devices; its content is dropped. Null or absent otherwise. */
  deleted?: { forEveryone: boolean; fromMe: boolean; deletedAt: number } | null
  /**
   * A poll: its question and options, each voter's latest vote, and the secret its votes are encrypted with when
   * the session sent it (base64; a received poll's is in `message`). Null or absent for any other message.
   */
  poll?: {
    name: string
    options: string[]
    selectableCount: number
    secret: string | null
    ballots: PollBallot[]
  } | null
  /** Its pin in the chat, the latest pin or unpin (`by` who did it; `expiresAt` ms, null for an unpin); null or absent when never pinned. */
  pinned?: { pinned: boolean; by: string; expiresAt: number | null } | null
  /** Starred by the account (on any of its devices); absent on records stored before stars were kept. */
  starred?: boolean
  /** The API's media URL of a message sent through it. */
  mediaUrl: string | null
  /** The account's own messages: sent → delivered → read → played, or failed; a received message's is null. */
  status: MessageStatus | null
  /** In groups, one entry per recipient; in a 1:1 chat, the one person's. */
  receipts: StoredReceipt[]
  /** The raw WhatsApp message, for media download (as `message.received` carries it); null for the API's sends. */
  message: unknown
}
