import * as v from 'valibot';
export declare const HistoryParams: v.ObjectSchema<{
    readonly sessionId: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "use 1-64 letters, digits, \".\", \"_\" or \"-\"">, v.CheckAction<string, "must not be \".\" or \"..\", which URLs drop from a path">]>;
    readonly chatJid: v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.CheckAction<string, string>, v.TransformAction<string, string>]>;
}, undefined>;
/** At most 50 a request: what whatsmeow's send.go BuildHistorySyncRequest recommends asking for at a time. */
export declare const HistoryRequestBody: v.StrictObjectSchema<{
    readonly count: v.SchemaWithPipe<readonly [v.NumberSchema<"must be a number">, v.IntegerAction<number, "must be a whole number">, v.MinValueAction<number, 1, "must be at least 1">, v.MaxValueAction<number, 50, "must be at most 50">]>;
}, undefined>;
/** What was asked of the phone: up to `count` messages of the chat older than `before`. */
export declare const HistoryRequestSchema: v.ObjectSchema<{
    readonly sessionId: v.StringSchema<undefined>;
    readonly chatJid: v.StringSchema<undefined>;
    readonly count: v.NumberSchema<undefined>;
    /** The request's id; the `history.synced` event that answers it carries the same. */
    readonly requestId: v.StringSchema<undefined>;
    /** The oldest message the store holds for the chat, which the phone counts back from. */
    readonly before: v.ObjectSchema<{
        readonly messageId: v.StringSchema<undefined>;
        readonly fromMe: v.BooleanSchema<undefined>;
        readonly timestamp: v.StringSchema<undefined>;
    }, undefined>;
}, undefined>;
export type HistoryRequest = v.InferOutput<typeof HistoryRequestSchema>;
