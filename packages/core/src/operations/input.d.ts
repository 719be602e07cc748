import type { AnyOperation, OperationInput } from './operation.js';
/** Path parameters, validated: the first thing checked, before a body is read. */
export declare const validateParams: (operation: AnyOperation, params: Record<string, unknown>) => unknown;
export declare const validateQuery: (operation: AnyOperation, query: Record<string, unknown>) => unknown;
/**
 * The body, validated. No body is `{}`, so the schema names the missing fields. valibot's object schemas take an
 * array for an object, so `[]` would pass for a body of optional fields: anything but an object is refused first.
 */
export declare function validateBody(operation: AnyOperation, body: unknown): unknown;
/** The input of an engine method call, `(pathParam..., body | query?)`, validated as an HTTP request's would be. */
export declare function validateCall(operation: AnyOperation, names: readonly string[], args: readonly unknown[]): OperationInput<AnyOperation['params'], AnyOperation['query'], AnyOperation['body']>;
