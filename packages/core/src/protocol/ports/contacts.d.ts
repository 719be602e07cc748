/** What WhatsApp answered for one phone number asked about. */
export interface NumberCheck {
    /** The number as asked: E.164 digits without the "+". */
    phoneNumber: string;
    exists: boolean;
    /** The account's user JID; null when the number is not on WhatsApp. */
    jid: string | null;
    /** The account's LID, when WhatsApp gave it with the answer; null otherwise. */
    lid: string | null;
}
/**
 * The contacts facet of a connection (`connection.contacts`): questions about people, in domain words, never
 * Baileys types. Every method rejects with a ProtocolError whose kind says what WhatsApp answered.
 */
export interface ContactsPort {
    /**
     * Asks WhatsApp in one query whether each number has an account, and its LID. One answer per number, in the
     * order asked; a number WhatsApp left out of its answer is reported as not on WhatsApp.
     */
    checkNumbers(phoneNumbers: readonly string[]): Promise<NumberCheck[]>;
    /**
     * Where a person's profile picture is served (`preview`: WhatsApp's small thumbnail; `full`: the image); null
     * when they have none or their privacy settings hide it from this account (WhatsApp does not say which).
     */
    pictureUrl(jid: string, size: PictureSize): Promise<string | null>;
    /** The people the account has blocked, as WhatsApp lists them (user JIDs or LIDs). */
    blocklist(): Promise<string[]>;
    /**
     * Blocks or unblocks a person. WhatsApp names the person by LID, and by phone number too when blocking: rejects
     * with kind `invalid` when the person is not on WhatsApp or the session does not know the form it needs.
     * Answers the person's JIDs.
     */
    setBlocked(jid: string, blocked: boolean): Promise<PersonIds>;
    /**
     * Each person's phone-number JID and LID, in order, each null when WhatsApp has not told the session; a phone
     * number whose LID is not known yet is asked about (one query for all of them).
     */
    identify(jids: readonly string[]): Promise<PersonIds[]>;
    /** What WhatsApp serves this account of a person's profile: their about, picture and business profile. */
    profile(jid: string): Promise<PersonProfile>;
    /**
     * Asks WhatsApp to send this connection a person's presence (online, offline, last seen) and their typing in
     * chats with the account; it lasts as long as the connection.
     */
    subscribePresence(jid: string): Promise<void>;
}
/** What a person is doing, as WhatsApp tells it: online or not, or, in a chat, typing, recording or neither. */
export type PresenceState = 'available' | 'unavailable' | 'composing' | 'recording' | 'paused';
export interface PresenceUpdate {
    /** The person, as WhatsApp named them. */
    jid: string;
    /** The chat of a typing state (the person's own chat, or a group); null for online and offline. */
    chatJid: string | null;
    state: PresenceState;
    /** When they were last online, ms since the epoch, with `unavailable` when their privacy settings share it. */
    lastSeen: number | null;
}
/** A person in the address book the account's phone syncs to its devices (app state, or the history sync). */
export interface SavedContact {
    /** The person as the phone keys them. */
    jid: string;
    phoneJid: string | null;
    lid: string | null;
    /** The name saved on the phone; null when the phone removed the contact or keeps no name. */
    name: string | null;
}
/** What WhatsApp tells a connection about people; the runtime hands each to the contact service. */
export type ContactProtocolEvent = ({
    type: 'presence.updated';
} & PresenceUpdate) | ({
    type: 'contact.updated';
} & SavedContact);
export interface PersonProfile {
    /** Null when the person has none or their privacy settings hide it from this account. */
    about: string | null;
    /** When the about was set, ms since the epoch; null when WhatsApp did not say. */
    aboutSetAt: number | null;
    /** Where WhatsApp serves the person's picture (full size); null when there is none or privacy hides it. */
    pictureUrl: string | null;
    /** The business profile of a business account; null for a personal account. */
    business: BusinessProfile | null;
}
/** A business account's profile, as WhatsApp serves it; null for what it did not give. */
export interface BusinessProfile {
    description: string | null;
    category: string | null;
    email: string | null;
    website: string[];
    address: string | null;
}
export interface PersonIds {
    phoneJid: string | null;
    lid: string | null;
}
export type PictureSize = 'preview' | 'full';
