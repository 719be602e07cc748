import type { ChatsPort } from '../ports/chats.js';
import type { FacetContext } from './facet.js';
/**
 * `connection.chats` on Baileys. Changes go out through Baileys' `chatModify` where it builds WhatsApp's
 * mutation, through its `appPatch` with wire/app-state.ts's mutation otherwise.
 *
 * Inbound, Baileys applies every synced mutation and reports it as `chats.update` (mute, pin, archive, read
 * state), `chats.lock`, `chats.delete` and `messages.update` (`starred`); each field becomes one `chat.updated`.
 * A clear made elsewhere is applied without any event, so none is reported. Baileys also reports the changes
 * this session makes itself (`emitOwnEvents`, which its own message sends need): each change made here is
 * expected for a minute, and the first event saying exactly that is taken as its echo and dropped. Patches this
 * session uploaded never come back in a sync (Baileys moves its version past them), so what is left is what
 * another device did.
 */
export declare function createChatsFacet(context: FacetContext): ChatsPort;
