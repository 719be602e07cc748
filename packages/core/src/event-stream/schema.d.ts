import * as v from 'valibot';
export declare const EventStreamQuery: v.StrictObjectSchema<{
    readonly sessionId: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, undefined>, v.MaxLengthAction<string, 64, undefined>]>, undefined>;
    readonly types: v.OptionalSchema<v.SchemaWithPipe<readonly [v.UnionSchema<[v.StringSchema<undefined>, v.ArraySchema<v.StringSchema<undefined>, undefined>], undefined>, v.TransformAction<string | string[], string[]>, v.ArraySchema<v.PicklistSchema<(keyof import("test/support/checked-core.js").EventMap)[], `must be event names from ${string}`>, undefined>]>, undefined>;
    /** Same as the `Last-Event-ID` header, for clients that cannot set headers; the header wins. */
    readonly lastEventId: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MaxLengthAction<string, 128, undefined>]>, undefined>;
}, undefined>;
