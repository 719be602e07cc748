import { type Route } from './route.js';
/** An OpenAPI 3.1 document, as JSON. */
export type OpenApiDocument = Record<string, unknown>;
/**
 * OpenAPI 3.1 for the route table: paths, parameters and request bodies come from the same valibot schemas
 * that validate requests, so the document cannot drift from what the server accepts. Checks valibot cannot
 * express in JSON Schema (custom `check`s) are left out of the schema, never guessed.
 */
export declare function buildOpenApi(routes: readonly Route[], options: {
    basePath: string;
    version: string;
}): OpenApiDocument;
