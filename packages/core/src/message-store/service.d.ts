import type { EngineContext } from '../context.js';
import { type Page } from '../paging.js';
import type { HistoryProtocolEvent } from '../protocol/ports/history.js';
import type { InboundMessage } from '../protocol/ports/messages.js';
import { type ChatFilter } from './history.js';
import type { ChatRecord, StoredMessageRecord } from './schema.js';
import type { StoredMessage } from './types.js';
/** The port's message as the store keeps it. */
export declare const storedOf: (message: InboundMessage, by: StoredMessage["by"]) => StoredMessage;
/**
 * The message store's feed and reads (docs/message-store.md): it listens to what the session sees (messages sent
 * and received, receipts, failures, chat changes, the phone's history sync) and keeps chats and messages per
 * session, bounded by the retention settings.
 *
 * Every change is queued in memory and written in batches at most `flushIntervalMs` later, one batch at a time,
 * so a send pays an array push, never a store round trip; a read first writes what is queued, so it sees every
 * change made before it. A crash loses at most the last interval's changes.
 */
export declare class MessageStoreService {
    #private;
    constructor(context: EngineContext);
    /** The phone's history sync: its chats and messages, within retention. Its contacts are the address book's. */
    ingestHistory(sessionId: string, { chats, messages }: Omit<HistoryProtocolEvent, 'type'>): void;
    /** Writes every queued change, one batch per session; a batch whose write fails goes back to the queue. */
    flush(): Promise<void>;
    /** Drops every message past `maxAgeMs`, a bounded batch at a time; answers how many it dropped. */
    sweep(): Promise<number>;
    close(): Promise<void>;
    listChats(sessionId: string, query: {
        limit: number;
        cursor?: string | undefined;
    } & ChatFilter): Promise<Page<ChatRecord>>;
    getChat(sessionId: string, chatJid: string): Promise<ChatRecord>;
    /** A chat's messages newest first: from the newest, older than `before`, or just newer than `after`. */
    listMessages(sessionId: string, chatJid: string, query: {
        limit: number;
        cursor?: string | undefined;
        before?: string | undefined;
        after?: string | undefined;
    }): Promise<Page<StoredMessageRecord>>;
    /** The chat's oldest stored message (an on-demand history request counts back from it); null when it holds none. */
    oldestMessage(sessionId: string, chatJid: string): Promise<StoredMessage | null>;
    /** A stored message, or null: what a reply quotes and the actions on messages act on. */
    find(sessionId: string, chatJid: string, messageId: string): Promise<StoredMessage | null>;
    getMessage(sessionId: string, chatJid: string, messageId: string): Promise<StoredMessageRecord>;
}
