import * as v from 'valibot';
/** Runs a valibot schema and turns its issues into one 422 naming every bad field by its JSON path. */
export declare function validate<S extends v.GenericSchema>(schema: S, input: unknown, where: 'body' | 'query' | 'path'): v.InferOutput<S>;
