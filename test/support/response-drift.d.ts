import type { ApiHandler } from '../../packages/core/src/http/adapter.js';
/**
 * The drift check: every answer an /api/v1 handler gives in the test suites is held against the OpenAPI document
 * (the one GET /openapi.json serves, built from the operation declarations): a success must come with the status
 * the document names and a `data` its schema takes, a failure must be a Problem as `components.schemas.Problem`
 * describes it. vitest's aliases (vitest.config.ts) hand every suite handlers wrapped by `checkedHandler`, so
 * every adapter, the standalone server and the e2e harness are checked without a line in the tests; a drift is
 * recorded, the answer goes out unchanged, and `response-drift-setup.ts` fails the test that saw it.
 */
type JsonSchema = Record<string, unknown>;
/** The drifts found since the last call (the setup file fails the test that saw any). */
export declare function takeDrifts(): string[];
/** An API handler whose answers are checked against the document; `basePath` is where it serves /api/v1. */
export declare function checkedHandler(handler: ApiHandler, basePath?: string): ApiHandler;
/**
 * The schema with every object closed to the properties it lists: clients may ignore fields they do not know, but a
 * field the server sends and the document does not name is drift all the same (a generated client cannot see it).
 */
export declare function closed(schema: unknown): JsonSchema;
export {};
