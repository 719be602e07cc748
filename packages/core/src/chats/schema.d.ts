import * as v from 'valibot';
/** A chat: a person (phone digits, user JID or LID) or a group; normalised to the JID. */
export declare const ChatJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
/** One shape per action, strict: a field of another action is a 422 naming it. Flags not given are false. */
export declare const ChatActionBody: v.VariantSchema<"action", [v.StrictObjectSchema<{
    readonly chatJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
    readonly action: v.LiteralSchema<"mute", undefined>;
} & {
    muteEndTimestampMs: v.SchemaWithPipe<readonly [v.NumberSchema<"must be a number">, v.IntegerAction<number, "must be a whole number of milliseconds">, v.CheckAction<number, "must be a time in milliseconds since the epoch, or -1 to mute for always">]>;
}, (issue: v.BaseIssue<unknown>) => string>, v.StrictObjectSchema<{
    readonly chatJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
    readonly action: v.LiteralSchema<"unmute", undefined>;
}, (issue: v.BaseIssue<unknown>) => string>, v.StrictObjectSchema<{
    readonly chatJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
    readonly action: v.LiteralSchema<"pin", undefined>;
}, (issue: v.BaseIssue<unknown>) => string>, v.StrictObjectSchema<{
    readonly chatJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
    readonly action: v.LiteralSchema<"unpin", undefined>;
}, (issue: v.BaseIssue<unknown>) => string>, v.StrictObjectSchema<{
    readonly chatJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
    readonly action: v.LiteralSchema<"archive", undefined>;
}, (issue: v.BaseIssue<unknown>) => string>, v.StrictObjectSchema<{
    readonly chatJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
    readonly action: v.LiteralSchema<"unarchive", undefined>;
}, (issue: v.BaseIssue<unknown>) => string>, v.StrictObjectSchema<{
    readonly chatJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
    readonly action: v.LiteralSchema<"mark_read", undefined>;
}, (issue: v.BaseIssue<unknown>) => string>, v.StrictObjectSchema<{
    readonly chatJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
    readonly action: v.LiteralSchema<"mark_unread", undefined>;
}, (issue: v.BaseIssue<unknown>) => string>, v.StrictObjectSchema<{
    readonly chatJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
    readonly action: v.LiteralSchema<"lock", undefined>;
}, (issue: v.BaseIssue<unknown>) => string>, v.StrictObjectSchema<{
    readonly chatJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
    readonly action: v.LiteralSchema<"unlock", undefined>;
}, (issue: v.BaseIssue<unknown>) => string>, v.StrictObjectSchema<{
    readonly chatJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
    readonly action: v.LiteralSchema<"clear", undefined>;
} & {
    deleteStarred: v.OptionalSchema<v.BooleanSchema<"must be true or false">, false>;
    deleteMedia: v.OptionalSchema<v.BooleanSchema<"must be true or false">, false>;
}, (issue: v.BaseIssue<unknown>) => string>, v.StrictObjectSchema<{
    readonly chatJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
    readonly action: v.LiteralSchema<"delete", undefined>;
} & {
    deleteMedia: v.OptionalSchema<v.BooleanSchema<"must be true or false">, false>;
}, (issue: v.BaseIssue<unknown>) => string>], `must be one of ${string}`>;
export type ChatActionInput = v.InferOutput<typeof ChatActionBody>;
/** The spec's answer: chat actions send no message, so `messageId` is always null. */
export declare const ChatActionResultSchema: v.ObjectSchema<{
    readonly sessionId: v.StringSchema<undefined>;
    readonly to: v.StringSchema<undefined>;
    readonly action: v.PicklistSchema<readonly ["mute", "unmute", "pin", "unpin", "archive", "unarchive", "mark_read", "mark_unread", "lock", "unlock", "clear", "delete"], undefined>;
    readonly messageId: v.NullSchema<undefined>;
}, undefined>;
export type ChatActionResult = v.InferOutput<typeof ChatActionResultSchema>;
/** The sender of a message: phone digits, a user JID or a LID; normalised to the JID. */
export declare const Sender: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
/**
 * An existing message, as WhatsApp's index names it (the star route's shape, reused by replies and the actions on
 * messages): `participant` is the sender of a group message the session did not send, required there and refused
 * anywhere else.
 */
export declare const MessageRef: v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
    readonly chatJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
    readonly id: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 128, "at most 128 characters">]>;
    readonly fromMe: v.BooleanSchema<"must be true or false">;
    readonly participant: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>, undefined>;
}, undefined>, v.BaseValidation<{
    chatJid: string;
    id: string;
    fromMe: boolean;
    participant?: string | undefined;
}, {
    chatJid: string;
    id: string;
    fromMe: boolean;
    participant?: string | undefined;
}, v.CheckIssue<{
    chatJid: string;
    id: string;
    fromMe: boolean;
    participant?: string | undefined;
}>>, v.BaseValidation<{
    chatJid: string;
    id: string;
    fromMe: boolean;
    participant?: string | undefined;
}, {
    chatJid: string;
    id: string;
    fromMe: boolean;
    participant?: string | undefined;
}, v.CheckIssue<{
    chatJid: string;
    id: string;
    fromMe: boolean;
    participant?: string | undefined;
}>>]>;
export type MessageRefInput = v.InferOutput<typeof MessageRef>;
/** A `MessageRef` in an answer or an event. */
export declare const MessageRefSchema: v.ObjectSchema<{
    readonly chatJid: v.StringSchema<undefined>;
    readonly id: v.StringSchema<undefined>;
    readonly fromMe: v.BooleanSchema<undefined>;
    /** The sender of a group message the session did not send. */
    readonly participant: v.OptionalSchema<v.StringSchema<undefined>, undefined>;
}, undefined>;
/** The message to star. */
export declare const StarBody: v.StrictObjectSchema<{
    readonly message: v.SchemaWithPipe<readonly [v.StrictObjectSchema<{
        readonly chatJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
        readonly id: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.TrimAction, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 128, "at most 128 characters">]>;
        readonly fromMe: v.BooleanSchema<"must be true or false">;
        readonly participant: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>, undefined>;
    }, undefined>, v.BaseValidation<{
        chatJid: string;
        id: string;
        fromMe: boolean;
        participant?: string | undefined;
    }, {
        chatJid: string;
        id: string;
        fromMe: boolean;
        participant?: string | undefined;
    }, v.CheckIssue<{
        chatJid: string;
        id: string;
        fromMe: boolean;
        participant?: string | undefined;
    }>>, v.BaseValidation<{
        chatJid: string;
        id: string;
        fromMe: boolean;
        participant?: string | undefined;
    }, {
        chatJid: string;
        id: string;
        fromMe: boolean;
        participant?: string | undefined;
    }, v.CheckIssue<{
        chatJid: string;
        id: string;
        fromMe: boolean;
        participant?: string | undefined;
    }>>]>;
    readonly starred: v.BooleanSchema<"must be true or false; false unstars">;
}, undefined>;
export type StarInput = v.InferOutput<typeof StarBody>;
export declare const StarResultSchema: v.ObjectSchema<{
    readonly chatJid: v.StringSchema<undefined>;
    readonly messageId: v.StringSchema<undefined>;
    readonly starred: v.BooleanSchema<undefined>;
}, undefined>;
export type StarResult = v.InferOutput<typeof StarResultSchema>;
