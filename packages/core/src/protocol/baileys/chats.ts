import type { ChatsPort } from '../ports/chats.js'
import type { FacetContext } from './facet.js'

/** `connection.chats` on Baileys: its operations and the socket events it listens to are added here. */
export const createChatsFacet = (_context: FacetContext): ChatsPort => ({})
