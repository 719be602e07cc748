import * as v from 'valibot';
import { PersonJid } from '../jids.js';
import { SessionId } from '../sessions/schema.js';
/** The most numbers one check asks about. */
export const MAX_NUMBERS_PER_CHECK = 50;
/**
 * A phone number with its country code: an optional "+", then 7-15 digits (spaces, dashes, dots and parentheses,
 * as people write numbers, are dropped); normalised to the digits.
 */
const PhoneNumber = v.pipe(v.string('must be a phone number'), v.transform((value) => value.replace(/[\s\-.()]/g, '')), 
// A check, not v.regex: the OpenAPI document would show the pattern as the input's, refusing the spaces and dashes it takes.
v.check((value) => /^\+?[1-9]\d{6,14}$/.test(value), 'must be a phone number with its country code: 7-15 digits, an optional "+"'), v.transform((value) => value.replace(/^\+/, '')));
export const CheckNumbersBody = v.strictObject({
    phoneNumbers: v.pipe(v.array(PhoneNumber, 'must be a list of phone numbers'), v.minLength(1, 'name at least one number'), v.maxLength(MAX_NUMBERS_PER_CHECK, `at most ${MAX_NUMBERS_PER_CHECK} numbers a call`)),
});
export const NumberCheckSchema = v.object({
    /** The number asked, as E.164 digits without the "+". */
    phoneNumber: v.string(),
    exists: v.boolean(),
    jid: v.nullable(v.string()),
    lid: v.nullable(v.string()),
});
export const NumberCheckListSchema = v.array(NumberCheckSchema);
/** A person in a path: phone digits, a user JID or a LID. */
export const ContactParams = v.object({ sessionId: SessionId, contactJid: PersonJid });
export const PictureQuery = v.strictObject({
    size: v.optional(v.picklist(['preview', 'full'], 'must be preview or full'), 'full'),
});
export const PictureSchema = v.object({ url: v.string() });
/** A person by both the JIDs WhatsApp has told the session: `jid` as asked or listed, each other form null when unknown. */
export const PersonSchema = v.object({
    jid: v.string(),
    phoneJid: v.nullable(v.string()),
    lid: v.nullable(v.string()),
});
export const BlocklistSchema = v.array(PersonSchema);
export const BlockBody = v.strictObject({ blocked: v.boolean('must be true or false') });
export const BlockStatusSchema = v.object({ ...PersonSchema.entries, blocked: v.boolean() });
export const BusinessProfileSchema = v.object({
    description: v.nullable(v.string()),
    category: v.nullable(v.string()),
    email: v.nullable(v.string()),
    website: v.array(v.string()),
    address: v.nullable(v.string()),
});
/** A person as the session knows them: WhatsApp's profile, the names seen, and whether they are blocked. */
export const ContactSchema = v.object({
    ...PersonSchema.entries,
    /** The name saved on the account's phone; null when the phone has not synced one. */
    name: v.nullable(v.string()),
    /** The name the person set for themselves, as it came on their messages to this session. */
    pushName: v.nullable(v.string()),
    about: v.nullable(v.string()),
    /** ISO 8601. */
    aboutSetAt: v.nullable(v.string()),
    pictureUrl: v.nullable(v.string()),
    isBusiness: v.boolean(),
    business: v.nullable(BusinessProfileSchema),
    blocked: v.boolean(),
});
export const PresenceSubscriptionSchema = v.object({ jid: v.string(), subscribed: v.literal(true) });
/**
 * A person of the address book: a contact the account's phone syncs, with the name saved on the phone, or someone
 * the account chatted with 1:1, `name: null` when the phone has not saved them.
 */
export const SavedContactSchema = v.object({ ...PersonSchema.entries, name: v.nullable(v.string()) });
//# sourceMappingURL=schema.js.map