import type { PersonIds, PersonProfile, PresenceUpdate } from '../protocol/ports/contacts.js';
import type { ContactRecord } from './schema.js';
import type { PresenceUpdatedEvent } from './types.js';
/** What the session knows of a person besides WhatsApp's profile: names it has seen or kept, and the blocklist. */
export interface KnownPerson {
    name: string | null;
    pushName: string | null;
    blocked: boolean;
}
/** A person as `GET /contacts/{contactJid}` answers: the port's profile, its time as ISO 8601. */
export declare const presentContact: (jid: string, ids: PersonIds, profile: PersonProfile, known: KnownPerson) => ContactRecord;
/** A presence update as `presence.updated` carries it: the last-seen time as ISO 8601. */
export declare const presentPresence: (update: PresenceUpdate) => PresenceUpdatedEvent;
