import * as v from 'valibot';
export declare const SessionId: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, v.CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
export declare const SessionParams: v.ObjectSchema<{
    readonly sessionId: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, v.CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
}, undefined>;
export declare const CreateSessionBody: v.StrictObjectSchema<{
    /** Optional stable id chosen by the client; generated when absent. */
    readonly sessionId: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, v.CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>, undefined>;
    /** Shown on the phone's linked-devices list. */
    readonly displayName: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 64, "at most 64 characters">]>;
    /** Browser the device presents as (Chrome, Firefox, Safari, Edge, Opera, Desktop; others present as Chrome). */
    readonly deviceBrowser: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 32, "at most 32 characters">]>, "Chrome">;
}, undefined>;
export declare const PairingCodeBody: v.StrictObjectSchema<{
    /** Country code and number, digits only (e.g. 15551234567). */
    readonly phoneNumber: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "must be 7-15 digits with the country code, no \"+\", spaces or dashes">]>;
}, undefined>;
export type CreateSessionInput = v.InferOutput<typeof CreateSessionBody>;
/** Spec part 2 `connectionState`: inactive (no runtime), connecting, connected, disconnected (retrying), error (needs a person). */
export declare const ConnectionStateSchema: v.PicklistSchema<["inactive", "connecting", "connected", "disconnected", "error"], undefined>;
export declare const LastDisconnectSchema: v.ObjectSchema<{
    readonly at: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
    readonly statusCode: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
    readonly reason: v.StringSchema<undefined>;
    readonly message: v.StringSchema<undefined>;
}, undefined>;
/** The status of spec part 4.1 `GET /sessions/{sessionId}`: the stored record plus live runtime facts. */
export declare const SessionStatusSchema: v.ObjectSchema<{
    readonly sessionId: v.StringSchema<undefined>;
    readonly displayName: v.StringSchema<undefined>;
    readonly deviceBrowser: v.StringSchema<undefined>;
    /** `connected` once the session has ever connected (spec part 2: a historical flag), else `created`. */
    readonly status: v.PicklistSchema<["created", "connected"], undefined>;
    readonly paired: v.BooleanSchema<undefined>;
    readonly phoneJid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly lid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly createdAt: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
    readonly updatedAt: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
    readonly lastConnectedAt: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>;
    readonly lastDisconnect: v.NullableSchema<v.ObjectSchema<{
        readonly at: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
        readonly statusCode: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
        readonly reason: v.StringSchema<undefined>;
        readonly message: v.StringSchema<undefined>;
    }, undefined>, undefined>;
    /** Set when the session needs a person (logged out, replaced, banned); cleared on the next successful connect. */
    readonly errorReason: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly active: v.BooleanSchema<undefined>;
    readonly connected: v.BooleanSchema<undefined>;
    readonly connectionState: v.PicklistSchema<["inactive", "connecting", "connected", "disconnected", "error"], undefined>;
    readonly qrAvailable: v.BooleanSchema<undefined>;
    readonly qrExpiresAt: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>;
    /** What `errorReason` means and what to do, present only with an `errorReason`. */
    readonly errorMessage: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
}, undefined>;
export declare const SessionListSchema: v.ArraySchema<v.ObjectSchema<{
    readonly sessionId: v.StringSchema<undefined>;
    readonly displayName: v.StringSchema<undefined>;
    readonly deviceBrowser: v.StringSchema<undefined>;
    /** `connected` once the session has ever connected (spec part 2: a historical flag), else `created`. */
    readonly status: v.PicklistSchema<["created", "connected"], undefined>;
    readonly paired: v.BooleanSchema<undefined>;
    readonly phoneJid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly lid: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly createdAt: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
    readonly updatedAt: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
    readonly lastConnectedAt: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>;
    readonly lastDisconnect: v.NullableSchema<v.ObjectSchema<{
        readonly at: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
        readonly statusCode: v.NullableSchema<v.NumberSchema<undefined>, undefined>;
        readonly reason: v.StringSchema<undefined>;
        readonly message: v.StringSchema<undefined>;
    }, undefined>, undefined>;
    /** Set when the session needs a person (logged out, replaced, banned); cleared on the next successful connect. */
    readonly errorReason: v.NullableSchema<v.StringSchema<undefined>, undefined>;
    readonly active: v.BooleanSchema<undefined>;
    readonly connected: v.BooleanSchema<undefined>;
    readonly connectionState: v.PicklistSchema<["inactive", "connecting", "connected", "disconnected", "error"], undefined>;
    readonly qrAvailable: v.BooleanSchema<undefined>;
    readonly qrExpiresAt: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>;
    /** What `errorReason` means and what to do, present only with an `errorReason`. */
    readonly errorMessage: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
}, undefined>, undefined>;
export declare const SessionDeletedSchema: v.ObjectSchema<{
    readonly sessionId: v.StringSchema<undefined>;
    readonly deleted: v.LiteralSchema<true, undefined>;
    readonly loggedOut: v.BooleanSchema<undefined>;
}, undefined>;
export type SessionDeleted = v.InferOutput<typeof SessionDeletedSchema>;
export declare const PairingCodeResultSchema: v.ObjectSchema<{
    readonly sessionId: v.StringSchema<undefined>;
    readonly phoneNumber: v.StringSchema<undefined>;
    readonly code: v.StringSchema<undefined>;
}, undefined>;
export type PairingCodeResult = v.InferOutput<typeof PairingCodeResultSchema>;
export declare const QrResultSchema: v.ObjectSchema<{
    readonly sessionId: v.StringSchema<undefined>;
    readonly qr: v.StringSchema<undefined>;
    readonly expiresAt: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
    readonly pngDataUrl: v.StringSchema<undefined>;
}, undefined>;
export type QrResult = v.InferOutput<typeof QrResultSchema>;
