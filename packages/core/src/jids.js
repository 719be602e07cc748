import * as v from 'valibot';
const patterns = {
    // A phone number with its country code: 7-15 digits, no leading zero (E.164 without the "+").
    user: /^[1-9]\d{6,14}@s\.whatsapp\.net$/,
    lid: /^\d{6,20}@lid$/,
    // Older groups are `<creator phone>-<creation time>@g.us`, newer ones a bare number.
    group: /^\d{6,20}(-\d{6,12})?@g\.us$/,
    newsletter: /^\d{6,24}@newsletter$/,
    broadcast: /^(\d{6,20}|status)@broadcast$/,
};
const phoneDigits = /^\+?[1-9]\d{6,14}$/;
/** Which kind of JID `jid` is, or null when it is none the API knows. */
export function jidKind(jid) {
    for (const kind of Object.keys(patterns))
        if (patterns[kind].test(jid))
            return kind;
    return null;
}
/** Phone digits (an optional "+" and 7-15 digits) -> the user JID; anything else unchanged. */
export const digitsToUserJid = (value) => phoneDigits.test(value) ? `${value.replace(/^\+/, '')}@s.whatsapp.net` : value;
/**
 * A JID of one of `kinds` from what a client sent: phone digits count as a user JID. Null when the value is
 * neither, so a schema can name the field.
 */
export function parseJid(value, kinds) {
    const jid = digitsToUserJid(value.trim());
    const kind = jidKind(jid);
    return kind !== null && kinds.includes(kind) ? jid : null;
}
/** Who a message can be sent to: a person (by phone or LID) or a group. */
export const recipientKinds = ['user', 'lid', 'group'];
/** A recipient as the send routes accept it: phone digits, or a user, LID or group JID. */
export const toRecipientJid = (to) => parseJid(to, recipientKinds);
/** A schema for a JID field of `kinds` (phone digits count as a user JID), normalised to the JID; `message` says what it must be. */
export const jidField = (kinds, message) => v.pipe(v.string(), v.check((value) => parseJid(value, kinds) !== null, message), v.transform((value) => parseJid(value, kinds)));
/** A person: phone digits with the country code, a user JID or a LID (a group participant, a callee). */
export const PersonJid = jidField(['user', 'lid'], 'must be phone digits with the country code, a user JID (…@s.whatsapp.net) or a LID (…@lid)');
/**
 * A schema for an invite code: the bare code, or a link `link` matches followed by it (a query, fragment or trailing
 * slash after the code is dropped, as links are shared with them); normalised to the code.
 */
export const inviteCodeField = (link, message) => v.pipe(v.string(), v.trim(), v.transform((value) => value.replace(link, '').replace(/[/?#].*$/, '')), 
// A check, not v.regex: the OpenAPI document would show the pattern as the input's, refusing the links it takes.
v.check((code) => /^[A-Za-z0-9]{6,64}$/.test(code), message));
//# sourceMappingURL=jids.js.map