/**
 * The chats facet of a connection (`connection.chats`): chat actions and stars, as app-state mutations synced with the account's other devices, in domain words, never Baileys types.
 * Its operations arrive with the Chats issue; the facet and its Baileys side exist so that they are added
 * here and in `baileys/chats.ts` only (wave2-design.md).
 */
export interface ChatsPort {}
