import type { EngineContext } from '../context.js';
import type { StoredMessage } from '../message-store/types.js';
import type { InboundHandlers } from '../sessions/inbound.js';
import type { DeleteInput, EditInput, MessageDeletion, MessageEdit, MessageReaction, MessageRecord, ReactInput, ReadInput, ReadResult, SendBody } from './schema.js';
/** Counts outcomes for usage, wherever the send came from (HTTP or code). */
export type OutcomeCounter = (outcome: 'sent' | 'failed') => void;
/** How long WhatsApp lets a message be edited after it was sent (whatsmeow send.go EditWindow: 20 minutes). */
export declare const editWindowMs: number;
/** A message the message store holds, or null. */
export type StoredMessageLookup = (sessionId: string, chatJid: string, messageId: string) => Promise<StoredMessage | null>;
/**
 * Sends: resolve the recipient, bring the media in (fetched with limits, or uploaded), hand it to the
 * protocol, and answer only after WhatsApp's server acknowledged it. Every outcome is an event and a count.
 */
export declare class MessageService {
    #private;
    constructor(context: EngineContext, recordOutcome: OutcomeCounter, stored: StoredMessageLookup);
    /**
     * Received messages, those the account sent from its phone (`message.sent` with `by: "phone"`) and receipts,
     * published as `message.received`, `message.sent` and `message.receipt` (gathered, receipts.ts).
     */
    readonly inbound: InboundHandlers<'message.received' | 'message.sent' | 'message.receipt' | 'message.reaction' | 'message.updated' | 'message.deleted'>;
    /** Publishes the receipts still being gathered; the engine calls it as it stops, after the sessions closed. */
    close(): void;
    send(sessionId: string, request: SendBody): Promise<MessageRecord>;
    /**
     * Reacts to a stored message, as the phone's reaction bar does; "" removes the session's reaction. The message
     * must be one the store holds in that chat (a reaction names a message of the chat it is sent to).
     */
    react(sessionId: string, { message, emoji }: ReactInput): Promise<MessageReaction>;
    /**
     * Edits the text, or the caption, of a message the account sent, within WhatsApp's edit window (20 minutes);
     * the message must be one the store holds, which says what it is and when it was sent.
     */
    edit(sessionId: string, { message, text }: EditInput): Promise<MessageEdit>;
    /**
     * Deletes a stored message: for everyone (a revoke: only the account's own messages), or for the account's
     * devices only (an app-state change, which names the message's time, so the store must hold it).
     */
    delete(sessionId: string, { message, forEveryone }: DeleteInput): Promise<MessageDeletion>;
    /**
     * Read receipts (blue ticks) for received messages, as opening the chat on the phone sends them; distinct from
     * the chat action `mark_read`, which only syncs the chat's unread state between the account's devices.
     */
    read(sessionId: string, { messages }: ReadInput): Promise<ReadResult>;
}
