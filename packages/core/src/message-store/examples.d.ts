import type * as v from 'valibot';
import type { ChatRecordSchema, StoredMessageSchema } from './schema.js';
type Chat = v.InferInput<typeof ChatRecordSchema>;
type Message = v.InferInput<typeof StoredMessageSchema>;
/** The OpenAPI document's examples of the message store's operations (operations.ts). */
export declare const chatParams: {
    sessionId: string;
    chatJid: string;
};
/** A message the session sent through the API, read by the contact. */
export declare const sentMessage: Message;
/** The contact's answer. */
export declare const receivedMessage: Message;
/** A one-to-one chat with an unread answer. */
export declare const chat: Chat;
export {};
