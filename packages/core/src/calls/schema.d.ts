import * as v from 'valibot';
export declare const CreateCallBody: v.StrictObjectSchema<{
    readonly to: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
}, undefined>;
export declare const MuteCallBody: v.StrictObjectSchema<{
    readonly muted: v.BooleanSchema<undefined>;
}, undefined>;
/** WhatsApp's call ids are hex (32 upper-case digits from phones, other lengths from other clients). */
export declare const CallId: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "must be a call id">]>;
export declare const CallParams: v.ObjectSchema<{
    readonly sessionId: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, v.CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
    readonly callId: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "must be a call id">]>;
}, undefined>;
/** One shape for a call everywhere: the spec's fields (part 2), then ours. What WhatsApp did not say is null. */
export declare const CallRecordSchema: v.ObjectSchema<{
    readonly callId: v.StringSchema<undefined>;
    /** The other party's user JID (its phone-number JID when WhatsApp gave one, else its LID). */
    readonly peerJid: v.StringSchema<undefined>;
    readonly direction: v.PicklistSchema<["outgoing", "incoming"], undefined>;
    /** What was offered: outgoing calls are audio; an incoming call may be `video`. */
    readonly mediaType: v.PicklistSchema<["audio", "video"], undefined>;
    readonly state: v.PicklistSchema<readonly ["initiating", "ringing", "active", "ended"], undefined>;
    /** Signalling over the session's WhatsApp WebSocket; no audio is carried (docs/calls.md). */
    readonly transport: v.LiteralSchema<"websocket", undefined>;
    /** Whether the session muted its side (and told the peer). */
    readonly audioMuted: v.BooleanSchema<undefined>;
    /** Whether the peer told it muted its side. */
    readonly peerAudioMuted: v.BooleanSchema<undefined>;
    /** Set once `state` is `ended`. */
    readonly endReason: v.NullableSchema<v.PicklistSchema<readonly ["cancelled", "rejected", "missed", "busy", "ended_local", "ended_remote", "answered_elsewhere", "failed", "engine_restart"], undefined>, undefined>;
    readonly startedAt: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
    /** When both sides had accepted. */
    readonly answeredAt: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>;
    readonly endedAt: v.NullableSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>, undefined>;
    readonly updatedAt: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.IsoTimestampAction<string, undefined>]>;
}, undefined>;
export type CallRecord = v.InferOutput<typeof CallRecordSchema>;
