import { type ApiHandler } from '@sessionkit/core/adapter';
export interface ReferencePageOptions {
    /** Where the page is mounted (default `/docs`); it answers that path and the files under it. */
    basePath?: string;
    /** Where the API it documents is mounted on the same origin (default `/api/v1`): "Try it out" calls it. */
    apiBasePath?: string;
}
/**
 * The API reference page as a handler any adapter mounts (`serveApiRequest` on node:http, Express and Fastify,
 * `toFetchResponse(await handler(fromFetchRequest(request)))` on Fetch hosts). It needs no key: it serves only
 * the document and Swagger UI, both from this server, and a reader who tries a call enters their key under
 * "Authorize". Anything else under the base path is a 404 Problem, a method other than GET and HEAD a 405.
 */
export declare function createReferencePage(options?: ReferencePageOptions): ApiHandler;
