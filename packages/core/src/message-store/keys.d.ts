/**
 * The message store's keys. Every key of a session starts with `<sessionId>:` (a session id never holds ':'), so
 * deleting a session's history is one deletePrefix per collection. Times are epoch ms padded to 15 digits, so key
 * order is time order on every backend (code point order; good until the year 33658).
 *
 * `chats` collection:
 * - `<sid>:c:<chatJid>` the chat record;
 * - `<sid>:a:<bucket>:<time>:<chatJid>` the chat's place in the list, newest activity last: one entry per chat, in
 *   the bucket of its archived / unread / kind state, so a filtered list reads only the buckets it asks for.
 *
 * `messages` collection:
 * - `<sid>:m:<chatJid>:<time>:<arrival>:<messageId>` the message, a chat's history in time order;
 * - `<sid>:i:<chatJid>:<messageId>` the message's position (`<time>:<arrival>:<messageId>`), to find it by id;
 * - `<sid>:s:<chatJid>:<position>` a starred message, so a chat's clear reads only the stars it keeps;
 * - `~t:<time>:<sid>:<chatJid>:<messageId>` every session's messages by age, for the retention sweep (`~` sorts
 *   after every session id, whose characters are URL-safe).
 */
import type { ChatKind } from './types.js';
export declare const chatKey: (sessionId: string, chatJid: string) => string;
export interface BucketState {
    archived: boolean;
    unread: boolean;
    kind: ChatKind;
}
export declare const bucketOf: (state: BucketState) => string;
/** Every bucket a list filtered by these states reads (an absent filter reads both or all values). */
export declare function bucketsFor(filter: {
    archived?: boolean;
    unread?: boolean;
    kind?: ChatKind;
}): string[];
export declare const activityPrefix: (sessionId: string, bucket: string) => string;
export declare const activityKey: (sessionId: string, bucket: string, at: number, chatJid: string) => string;
/**
 * A message's position in its chat: its time, then when the engine took it in, then its id. WhatsApp stamps
 * messages in whole seconds, so the messages of one second keep the order they arrived in.
 */
export declare const positionOf: (timestamp: number, arrival: number, messageId: string) => string;
export declare const historyPrefix: (sessionId: string, chatJid: string) => string;
export declare const messageKey: (sessionId: string, chatJid: string, position: string) => string;
export declare const idKey: (sessionId: string, chatJid: string, messageId: string) => string;
export declare const chatIdsPrefix: (sessionId: string, chatJid: string) => string;
export declare const starPrefix: (sessionId: string, chatJid: string) => string;
export declare const starKey: (sessionId: string, chatJid: string, position: string) => string;
export declare const agePrefix = "~t:";
export declare const ageKey: (sessionId: string, chatJid: string, position: string) => string;
/** The oldest age key still inside retention: every key before it is past `cutoff`. */
export declare const ageBound: (cutoff: number) => string;
/** An age key back to what it names. */
export declare function parseAgeKey(key: string): {
    sessionId: string;
    chatJid: string;
    position: string;
} | null;
