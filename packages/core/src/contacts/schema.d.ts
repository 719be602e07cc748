import * as v from 'valibot';
/** The most numbers one check asks about. */
export declare const MAX_NUMBERS_PER_CHECK = 50;
export declare const CheckNumbersBody: v.StrictObjectSchema<{
    readonly phoneNumbers: v.SchemaWithPipe<readonly [v.ArraySchema<v.SchemaWithPipe<readonly [v.StringSchema<"must be a phone number">, v.TransformAction<string, string>, v.CheckAction<string, "must be a phone number with its country code: 7-15 digits, an optional \"+\"">, v.TransformAction<string, string>]>, "must be a list of phone numbers">, v.MinLengthAction<string[], 1, "name at least one number">, v.MaxLengthAction<string[], 50, "at most 50 numbers a call">]>;
}, undefined>;
export type CheckNumbersInput = v.InferOutput<typeof CheckNumbersBody>;
export declare const NumberCheckSchema: v.ObjectSchema<{
    /** The number asked, as E.164 digits without the "+". */
    readonly phoneNumber: v.StringSchema<undefined>;
    readonly exists: v.BooleanSchema<undefined>;
    readonly jid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly lid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
}, undefined>;
export type NumberCheckRecord = v.InferOutput<typeof NumberCheckSchema>;
export declare const NumberCheckListSchema: v.ArraySchema<v.ObjectSchema<{
    /** The number asked, as E.164 digits without the "+". */
    readonly phoneNumber: v.StringSchema<undefined>;
    readonly exists: v.BooleanSchema<undefined>;
    readonly jid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly lid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
}, undefined>, undefined>;
/** A person in a path: phone digits, a user JID or a LID. */
export declare const ContactParams: v.ObjectSchema<{
    readonly sessionId: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, v.CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
    readonly contactJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
}, undefined>;
export declare const PictureQuery: v.StrictObjectSchema<{
    readonly size: v.OptionalSchema<v.PicklistSchema<["preview", "full"], "must be preview or full">, "full">;
}, undefined>;
export declare const PictureSchema: v.ObjectSchema<{
    readonly url: v.StringSchema<undefined>;
}, undefined>;
export type Picture = v.InferOutput<typeof PictureSchema>;
/** A person by both the JIDs WhatsApp has told the session: `jid` as asked or listed, each other form null when unknown. */
export declare const PersonSchema: v.ObjectSchema<{
    readonly jid: v.StringSchema<undefined>;
    readonly phoneJid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly lid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
}, undefined>;
export type PersonRecord = v.InferOutput<typeof PersonSchema>;
export declare const BlocklistSchema: v.ArraySchema<v.ObjectSchema<{
    readonly jid: v.StringSchema<undefined>;
    readonly phoneJid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly lid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
}, undefined>, undefined>;
export declare const BlockBody: v.StrictObjectSchema<{
    readonly blocked: v.BooleanSchema<"must be true or false">;
}, undefined>;
export declare const BlockStatusSchema: v.ObjectSchema<{
    readonly blocked: v.BooleanSchema<undefined>;
    readonly jid: v.StringSchema<undefined>;
    readonly phoneJid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly lid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
}, undefined>;
export type BlockStatus = v.InferOutput<typeof BlockStatusSchema>;
export declare const BusinessProfileSchema: v.ObjectSchema<{
    readonly description: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly category: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly email: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly website: v.ArraySchema<v.StringSchema<undefined>, undefined>;
    readonly address: v.NullableSchema<v.StringSchema<undefined>, undefined>;
}, undefined>;
/** A person as the session knows them: WhatsApp's profile, the names seen, and whether they are blocked. */
export declare const ContactSchema: v.ObjectSchema<{
    /** The name saved on the account's phone; null when the phone has not synced one. */
    readonly name: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    /** The name the person set for themselves, as it came on their messages to this session. */
    readonly pushName: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly about: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    /** ISO 8601. */
    readonly aboutSetAt: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly pictureUrl: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly isBusiness: v.BooleanSchema<undefined>;
    readonly business: v.NullableSchema<v.ObjectSchema<{
        readonly description: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly category: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly email: v.NullableSchema<v.StringSchema<undefined>, undefined>;
        readonly website: v.ArraySchema<v.StringSchema<undefined>, undefined>;
        readonly address: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    }, undefined>, undefined>;
    readonly blocked: v.BooleanSchema<undefined>;
    readonly jid: v.StringSchema<undefined>;
    readonly phoneJid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly lid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
}, undefined>;
export type ContactRecord = v.InferOutput<typeof ContactSchema>;
export declare const PresenceSubscriptionSchema: v.ObjectSchema<{
    readonly jid: v.StringSchema<undefined>;
    readonly subscribed: v.LiteralSchema<true, undefined>;
}, undefined>;
export type PresenceSubscription = v.InferOutput<typeof PresenceSubscriptionSchema>;
/**
 * A person of the address book: a contact the account's phone syncs, with the name saved on the phone, or someone
 * the account chatted with 1:1, `name: null` when the phone has not saved them.
 */
export declare const SavedContactSchema: v.ObjectSchema<{
    readonly name: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly jid: v.StringSchema<undefined>;
    readonly phoneJid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly lid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
}, undefined>;
export type SavedContactRecord = v.InferOutput<typeof SavedContactSchema>;
