import type { PresenceState } from '../protocol/ports/contacts.js';
/** `presence.updated`: a person's presence or typing, as WhatsApp told the session. */
export interface PresenceUpdatedEvent {
    jid: string;
    /** The chat of a typing state; null for online and offline. */
    chatJid: string | null;
    state: PresenceState;
    /** ISO 8601, with `unavailable` when the person's privacy settings share it; null otherwise. */
    lastSeen: string | null;
}
/** `contact.updated`: the account's phone saved, renamed or removed (`name: null`) a contact in its address book. */
export interface ContactUpdatedEvent {
    jid: string;
    phoneJid: string | null;
    lid: string | null;
    name: string | null;
}
