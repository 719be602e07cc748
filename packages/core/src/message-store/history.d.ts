import type { Store } from '../store/store.js';
import type { ChatKind, StoredChat, StoredMessage } from './types.js';
import type { MessageStatus } from '../protocol/ports/messages.js';
/** One change the store applies: what the services feed it, in the port's terms (times in ms). */
export type HistoryChange = 
/**
 * A message sent or received; one already stored keeps its record. `unread`: it counts as unread. `arrival`:
 * when the engine took it in, unique and increasing (it orders the messages of one WhatsApp second).
 */
{
    kind: 'message';
    message: StoredMessage;
    unread: boolean;
    arrival: number;
}
/** A status the session's own message reached, with the recipients who reported it (none for sent / failed). */
 | {
    kind: 'status';
    chatJid: string;
    messageId: string;
    status: MessageStatus;
    recipients: {
        jid: string;
        at: number;
    }[];
}
/** A reaction to a stored message: it replaces the person's earlier one; "" removes it. */
 | {
    kind: 'reaction';
    chatJid: string;
    messageId: string;
    from: string;
    emoji: string;
    at: number;
}
/** A stored message deleted, for everyone or for the account's devices: its content goes. */
 | {
    kind: 'deleted';
    chatJid: string;
    messageId: string;
    forEveryone: boolean;
    fromMe: boolean;
    at: number;
}
/** A stored message starred or unstarred by the account. */
 | {
    kind: 'star';
    chatJid: string;
    messageId: string;
    starred: boolean;
}
/** An edit of a stored message's text or caption. */
 | {
    kind: 'edit';
    chatJid: string;
    messageId: string;
    text: string;
    at: number;
}
/** A chat's state as the phone or a history sync describes it; absent fields stay as they are. */
 | {
    kind: 'chat';
    chatJid: string;
    state: Partial<Pick<StoredChat, 'name' | 'unreadCount' | 'archived' | 'pinned' | 'mutedUntil' | 'locked'>>;
    /** A newer activity than the chat's own: a history sync's. */
    activityAt?: number;
}
/** WhatsApp's clear: the messages go, the chat stays, and so do its starred messages when `keepStarred`. */
 | {
    kind: 'clear';
    chatJid: string;
    keepStarred: boolean;
}
/** WhatsApp's delete: the chat and every message go. */
 | {
    kind: 'delete';
    chatJid: string;
};
export interface HistoryLimits {
    /** Messages kept per chat: a write past it drops the chat's oldest. */
    maxMessagesPerChat: number;
}
export declare const kindOf: (jid: string) => ChatKind;
export interface ChatFilter {
    archived?: boolean;
    unread?: boolean;
    kind?: ChatKind;
}
/**
 * The message store on the project's storage layer (keys.ts): every read is one ordered range or a few point
 * reads, never a walk of a chat's history; every write is one setMany and one deleteMany per batch of changes (a
 * clear or delete is a batch of its own).
 * Batches of one session must not run concurrently (the service applies them one after another).
 */
export declare class MessageHistory {
    #private;
    constructor(store: Store);
    apply(sessionId: string, changes: HistoryChange[], limits: HistoryLimits): Promise<void>;
    chat(sessionId: string, chatJid: string): Promise<StoredChat | null>;
    /**
     * One page of the chats, newest activity first, from after `from` (a position this returned as `next`). Reads at
     * most `limit + 1` index entries from each bucket the filter names (12 at most), then the page's records.
     */
    chats(sessionId: string, filter: ChatFilter, limit: number, from: string | null): Promise<{
        chats: StoredChat[];
        next: string | null;
    }>;
    /** Where a message sits in its chat, or null when the store does not hold it. */
    position(sessionId: string, chatJid: string, messageId: string): Promise<string | null>;
    message(sessionId: string, chatJid: string, messageId: string): Promise<StoredMessage | null>;
    /**
     * One page of a chat's messages, newest first: those older than `position` (`older`), or the `limit` just newer
     * than it (`newer`, still handed out newest first). `next` is where the following page in the same direction starts.
     */
    messages(sessionId: string, chatJid: string, walk: {
        direction: 'older' | 'newer';
        position: string | null;
    }, limit: number): Promise<{
        messages: StoredMessage[];
        next: string | null;
    }>;
    /**
     * Drops up to `limit` messages older than `cutoff` across every session; answers how many age entries it read,
     * so a sweep that read `limit` runs again. Reads the age index from its start: O(what it drops).
     */
    sweep(cutoff: number, limit: number): Promise<number>;
    /** A deleted session's chats and messages (its age entries go with the next sweeps, which find nothing behind them). */
    forget(sessionId: string): Promise<void>;
}
