import * as v from 'valibot';
import { EngineError } from './errors.js';
/**
 * One rule for every paged list of the API (decisions.md): the answer is `{ data: [...], nextCursor }`, and a
 * GET list adds a `Link: <...>; rel="next"` header pointing at the next page. Cursors are opaque to clients:
 * base64url JSON written and read only here, so a list may change what it keeps in one without breaking anyone.
 */
export interface Page<T> {
    items: T[];
    /** Null on the last page. */
    nextCursor: string | null;
}
/** `limit` 1-100 (default 20) and `cursor`, as the query of a GET list. */
export declare const PageQuery: v.StrictObjectSchema<{
    readonly limit: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, "must be a whole number from 1 to 100">, v.TransformAction<any, number>, v.MinValueAction<number, 1, "must be a whole number from 1 to 100">, v.MaxValueAction<number, 100, "must be a whole number from 1 to 100">]>, "20">;
    readonly cursor: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 1024, "at most 1024 characters">]>, undefined>;
}, undefined>;
/** The same two fields in a JSON body (POST lists such as searches, whose other criteria are a body too). */
export declare const PageFields: {
    limit: v.OptionalSchema<v.SchemaWithPipe<readonly [v.NumberSchema<undefined>, v.IntegerAction<number, "must be a whole number">, v.MinValueAction<number, 1, "must be from 1 to 100">, v.MaxValueAction<number, 100, "must be from 1 to 100">]>, 20>;
    cursor: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MinLengthAction<string, 1, "must not be empty">, v.MaxLengthAction<string, 1024, "at most 1024 characters">]>, undefined>;
};
export declare const encodeCursor: (position: Record<string, unknown>) => string;
/**
 * A cursor's position, checked by the list that wrote it (`read` returns null for a position it does not
 * recognise). A cursor that is not one of ours is the client's input error: a 422 naming `cursor`.
 */
export declare function decodeCursor<T>(cursor: string, read: (position: Record<string, unknown>) => T | null): T;
/** The 422 for a cursor the list did not write (also for a list that is always one page, which writes none). */
export declare const invalidCursor: () => EngineError;
