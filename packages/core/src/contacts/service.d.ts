import type { EngineContext } from '../context.js';
import type { PictureSize } from '../protocol/ports/contacts.js';
import { type Page } from '../paging.js';
import type { InboundHandlers } from '../sessions/inbound.js';
import type { BlockStatus, CheckNumbersInput, ContactRecord, NumberCheckRecord, PersonRecord, Picture, PresenceSubscription, SavedContactRecord } from './schema.js';
/**
 * People: whether numbers are on WhatsApp, their profile pictures, and the account's blocklist. Every answer WhatsApp gives is kept per session for
 * `numberCheckCacheMs` (in the store, so a restart does not ask again), and the numbers a session asks
 * WhatsApp about are paced (`numberChecksPerMinute`), cached answers not counted.
 */
export declare class ContactService {
    #private;
    /** `sessionExists` throws `session_not_found` for an unknown session: the address book is read without a connection. */
    constructor(context: EngineContext, sessionExists: (sessionId: string) => void);
    checkNumbers(sessionId: string, { phoneNumbers }: CheckNumbersInput): Promise<NumberCheckRecord[]>;
    picture(sessionId: string, contactJid: string, size: PictureSize): Promise<Picture>;
    /** People's presence and typing: the contact service owns `presence.updated`. */
    readonly inbound: InboundHandlers<'presence.updated' | 'contact.updated'>;
    /**
     * The address book the account's phone synced and the people the account chatted with (`name: null` when not
     * saved), in JID order: one page of each index after the cursor, merged, so a page reads O(limit) rows.
     */
    list(sessionId: string, options: {
        limit: number;
        cursor?: string | undefined;
    }): Promise<Page<SavedContactRecord>>;
    subscribePresence(sessionId: string, contactJid: string): Promise<PresenceSubscription>;
    read(sessionId: string, contactJid: string): Promise<ContactRecord>;
    blocklist(sessionId: string): Promise<PersonRecord[]>;
    setBlocked(sessionId: string, contactJid: string, blocked: boolean): Promise<BlockStatus>;
}
