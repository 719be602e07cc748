import type { ChatChange, ChatUpdatedEvent, LastMessage, StarTarget } from '../../chats/types.js'

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

/** A change another device of the account made (`by` is the service's to say: these all come from elsewhere). */
export type ChatProtocolEvent = { type: 'chat.updated' } & Omit<ChatUpdatedEvent, 'by'>
