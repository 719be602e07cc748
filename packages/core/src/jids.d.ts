import * as v from 'valibot';
/**
 * WhatsApp addresses (JIDs) as the API accepts them. Every schema and service parses and normalises them here,
 * so "what is a group JID" has one answer.
 */
export type JidKind = 'user' | 'lid' | 'group' | 'newsletter' | 'broadcast';
/** Which kind of JID `jid` is, or null when it is none the API knows. */
export declare function jidKind(jid: string): JidKind | null;
/** Phone digits (an optional "+" and 7-15 digits) -> the user JID; anything else unchanged. */
export declare const digitsToUserJid: (value: string) => string;
/**
 * A JID of one of `kinds` from what a client sent: phone digits count as a user JID. Null when the value is
 * neither, so a schema can name the field.
 */
export declare function parseJid(value: string, kinds: readonly JidKind[]): string | null;
/** Who a message can be sent to: a person (by phone or LID) or a group. */
export declare const recipientKinds: readonly JidKind[];
/** A recipient as the send routes accept it: phone digits, or a user, LID or group JID. */
export declare const toRecipientJid: (to: string) => string | null;
/** A schema for a JID field of `kinds` (phone digits count as a user JID), normalised to the JID; `message` says what it must be. */
export declare const jidField: (kinds: readonly JidKind[], message: string) => v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
/** A person: phone digits with the country code, a user JID or a LID (a group participant, a callee). */
export declare const PersonJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
/**
 * A schema for an invite code: the bare code, or a link `link` matches followed by it (a query, fragment or trailing
 * slash after the code is dropped, as links are shared with them); normalised to the code.
 */
export declare const inviteCodeField: (link: RegExp, message: string) => v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.TransformAction<string, string>, v.CheckAction<string, string>]>;
