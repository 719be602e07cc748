import { type OpenApiDocument } from '../openapi.js';
import { type Route } from '../route.js';
/** The route table: every /api/v1 route, in one list (also the source of the OpenAPI document). */
export declare const routes: readonly Route[];
/**
 * The OpenAPI document of the table as `GET <basePath>/openapi.json` serves it; the typed client
 * (`@sessionkit/client`) and the reference page are built from it.
 */
export declare const openApiDocument: (basePath?: string) => OpenApiDocument;
