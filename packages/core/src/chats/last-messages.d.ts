import type { Collection } from '../store/store.js';
import type { Logger } from '../logger.js';
import type { LastMessage } from '../protocol/ports/chats.js';
export interface LastMessagesOptions {
    collection: Collection;
    logger: Logger;
    /** Longest time a record waits in memory before it is written (default 1000 ms). */
    flushIntervalMs?: number;
    /** Chats kept in memory across all sessions, and the most records waiting to be written (default 10,000). */
    maxEntries?: number;
}
/**
 * Each chat's newest message, per session, for the chat actions whose mutation names a message range
 * (archive, mark read/unread, clear, delete).
 *
 * `record` is called on every message sent and received and only touches memory: it sets the entry in a
 * bounded cache (least recently used first out) and in a pending map; a flush writes the pending entries in
 * one `setMany` at most `flushIntervalMs` after the first (as the usage counters are written), and on close.
 * So the send path pays a map write, never a store round trip. `get` reads memory first, then the store, for
 * a chat whose entry left the cache or was written before a restart.
 *
 * Bounds: the cache and the pending map hold at most `maxEntries` chats each; should the store refuse writes
 * for long, the oldest pending entries give way (their chat falls back to a range by timestamp). The store
 * keeps one small row per chat a session has seen, removed with the session. A crash loses at most the last
 * interval's records. Which message is newest is decided in memory: an entry older than the one in memory is
 * ignored.
 */
export declare class LastMessages {
    #private;
    constructor(options: LastMessagesOptions);
    record(sessionId: string, chatJid: string, message: LastMessage): void;
    /** The chat's newest message the engine saw, or null for a chat it never saw. */
    get(sessionId: string, chatJid: string): Promise<LastMessage | null>;
    /** Writes every pending record; those whose write fails go back to pending (unless newer ones came meanwhile). */
    flush(): Promise<void>;
    /** A deleted session's records go with it. */
    forget(sessionId: string): Promise<void>;
    close(): Promise<void>;
}
