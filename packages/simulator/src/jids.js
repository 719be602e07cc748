import { createHash } from 'node:crypto';
import { jidDecode } from '@whiskeysockets/baileys';
export const PN_SERVER = 's.whatsapp.net';
export const LID_SERVER = 'lid';
/** what the server puts in `from` of its own stanzas (the client addresses it as '@s.whatsapp.net') */
export const SERVER_JID = 's.whatsapp.net';
export function pnJid(phoneNumber, device = 0) {
    return device ? `${phoneNumber}:${device}@${PN_SERVER}` : `${phoneNumber}@${PN_SERVER}`;
}
export function lidJid(lidUser, device = 0) {
    return device ? `${lidUser}:${device}@${LID_SERVER}` : `${lidUser}@${LID_SERVER}`;
}
/**
 * LIDs are opaque numbers on WhatsApp; deriving them from the phone number keeps transcripts and
 * test expectations stable from run to run.
 */
export function lidUserFor(phoneNumber) {
    const digest = createHash('sha256').update(`sessionkit-simulator-lid:${phoneNumber}`).digest();
    const n = digest.readBigUInt64BE(0) % 10n ** 14n;
    return (10n ** 14n + n).toString();
}
export function parseJid(jid) {
    const decoded = jidDecode(jid);
    if (!decoded?.user)
        return undefined;
    return { user: decoded.user, device: decoded.device ?? 0, server: decoded.server };
}
/** accepts '15551234567', '+1 555 123 4567', '15551234567@s.whatsapp.net' */
export function normalizePhoneNumber(input) {
    const bare = input.includes('@') ? (parseJid(input)?.server === PN_SERVER ? parseJid(input)?.user : undefined) : input;
    if (!bare)
        return undefined;
    const digits = bare.replace(/[\s+\-().]/g, '');
    return /^[1-9]\d{6,15}$/.test(digits) ? digits : undefined;
}
export const GROUP_SERVER = 'g.us';
export function isGroupJid(jid) {
    return parseJid(jid)?.server === GROUP_SERVER;
}
export const CHANNEL_SERVER = 'newsletter';
export function isChannelJid(jid) {
    return parseJid(jid)?.server === CHANNEL_SERVER;
}
//# sourceMappingURL=jids.js.map