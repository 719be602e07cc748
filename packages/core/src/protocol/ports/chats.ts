/** The chat actions of spec 4.7, each one app-state mutation on WhatsApp's side. */
export const chatActions = [
  'mute',
  'unmute',
  'pin',
  'unpin',
  'archive',
  'unarchive',
  'mark_read',
  'mark_unread',
  'lock',
  'unlock',
  'clear',
  'delete',
] as const
export type ChatAction = (typeof chatActions)[number]

/** One action on a chat, with the fields it takes (and only those). */
export type ChatChange =
  | { action: 'mute'; muteEndTimestampMs: number }
  | { action: Exclude<ChatAction, 'mute' | 'clear' | 'delete'> }
  | { action: 'clear'; deleteStarred: boolean; deleteMedia: boolean }
  | { action: 'delete'; deleteMedia: boolean }

/**
 * The newest message the engine saw in a chat: WhatsApp's archive, read-state, clear and delete mutations name
 * the range of messages they cover by it.
 */
export interface LastMessage {
  id: string
  fromMe: boolean
  /** The sender of a group message not sent by the session; null otherwise. */
  participant: string | null
  /** Milliseconds since the epoch. */
  timestamp: number
}

/** A message to star or unstar. */
export interface StarTarget {
  chatJid: string
  id: string
  fromMe: boolean
  /** The sender of a group message not sent by the session; null otherwise. */
  participant: string | null
  /** The sender's phone-number JID beside a LID `participant`, as the API hands references out. */
  participantPhoneJid?: string
}

/**
 * The chats facet of a connection (`connection.chats`): chat actions and stars, as app-state mutations synced
 * with the account's other devices, in domain words, never Baileys types. Every method rejects with a
 * ProtocolError whose kind says what WhatsApp answered.
 */
export interface ChatsPort {
  /** Whether the account's phone has shared an app-state key with this device: no mutation can be made without one. */
  appStateReady(): boolean
  /**
   * Makes one change to a chat. `lastMessage` is the chat's newest message the engine saw, which the
   * actions covering a range of messages (archive, mark read/unread, clear, delete) name; null covers every
   * message up to now.
   */
  modify(chatJid: string, change: ChatChange, lastMessage: LastMessage | null): Promise<void>
  star(message: StarTarget, starred: boolean): Promise<void>
}

/**
 * A change of a chat's state synced between the account's devices. `value` per action: `mute` the end (ms since the
 * epoch, -1 for always), `unmute` null; `pin`/`unpin`, `archive`/`unarchive`, `lock`/`unlock`, `star`/`unstar` the new
 * state (true/false); `mark_read` true, `mark_unread` false; `clear` `{ deleteStarred, deleteMedia }`; `delete` null
 * from another device (WhatsApp's sync of it does not carry the flag as Baileys reports it).
 */
export interface ChatSync {
  chatJid: string
  action: ChatAction | 'star' | 'unstar'
  value: boolean | number | null | { deleteStarred: boolean; deleteMedia: boolean } | { deleteMedia: boolean }
  /** The starred or unstarred message, for `star`/`unstar`. */
  messageId?: string
}

/** What WhatsApp tells a connection about chats; the runtime hands each to the chat service. */
export type ChatProtocolEvent = { type: 'chat.updated' } & ChatSync
