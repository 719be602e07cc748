export declare const PN_SERVER = "s.whatsapp.net";
export declare const LID_SERVER = "lid";
/** what the server puts in `from` of its own stanzas (the client addresses it as '@s.whatsapp.net') */
export declare const SERVER_JID = "s.whatsapp.net";
export declare function pnJid(phoneNumber: string, device?: number): string;
export declare function lidJid(lidUser: string, device?: number): string;
/**
 * LIDs are opaque numbers on WhatsApp; deriving them from the phone number keeps transcripts and
 * test expectations stable from run to run.
 */
export declare function lidUserFor(phoneNumber: string): string;
export interface ParsedJid {
    user: string;
    device: number;
    server: string;
}
export declare function parseJid(jid: string | undefined): ParsedJid | undefined;
/** accepts '15551234567', '+1 555 123 4567', '15551234567@s.whatsapp.net' */
export declare function normalizePhoneNumber(input: string): string | undefined;
export declare const GROUP_SERVER = "g.us";
export declare function isGroupJid(jid: string | undefined): boolean;
export declare const CHANNEL_SERVER = "newsletter";
export declare function isChannelJid(jid: string | undefined): boolean;
