import type { ChatSync } from '../protocol/ports/chats.js';
/**
 * `chat.updated`: a change of a chat's state synced between the account's devices, `value` as the port's ChatSync
 * says, except that a `delete` made through the API carries `{ deleteMedia }`.
 */
export interface ChatUpdatedEvent extends ChatSync {
    /** `api`: this engine made the change; `phone`: another device of the account did (the phone, WhatsApp Web...). */
    by: 'phone' | 'api';
}
