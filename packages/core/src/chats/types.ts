/** The chat actions of spec 4.7, and what `chat.updated` reports, in the engine's words (no Baileys types). */

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
}

/**
 * `chat.updated`: a change of a chat's state synced between the account's devices. `value` per action:
 * `mute` the end (ms since the epoch, -1 for always), `unmute` null; `pin`/`unpin`, `archive`/`unarchive`,
 * `lock`/`unlock`, `star`/`unstar` the new state (true/false); `mark_read` true, `mark_unread` false;
 * `clear` `{ deleteStarred, deleteMedia }`; `delete` `{ deleteMedia }` when made through the API, null when
 * made on another device (WhatsApp's sync of it does not carry the flag as Baileys reports it).
 */
export interface ChatUpdatedEvent {
  chatJid: string
  action: ChatAction | 'star' | 'unstar'
  value: boolean | number | null | { deleteStarred: boolean; deleteMedia: boolean } | { deleteMedia: boolean }
  /** The starred or unstarred message, for `star`/`unstar`. */
  messageId?: string
  /** `api`: this engine made the change; `phone`: another device of the account did (the phone, WhatsApp Web...). */
  by: 'phone' | 'api'
}
