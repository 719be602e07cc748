import type { OpenApiDocument } from '../openapi.js';
import { type Route } from '../route.js';
/** The OpenAPI document of the table it belongs to, built once per mount point (the table never changes). */
export declare function metaRoutes(documentOf: (basePath: string) => OpenApiDocument): Route[];
