import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ApiResponse, EngineError, problemResponse, toProblem, } from '@sessionkit/core/adapter';
// The document as `GET /api/v1/openapi.json` serves it, taken at build time and bundled into this package.
import document from '@sessionkit/client/openapi.json' with { type: 'json' };
import { contentSecurityPolicy, initScript, pageHtml } from './page.js';
const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const fromSwaggerUi = (file) => () => readFile(join(swaggerUiDir, file), 'utf8');
/**
 * The API reference page as a handler any adapter mounts (`serveApiRequest` on node:http, Express and Fastify,
 * `toFetchResponse(await handler(fromFetchRequest(request)))` on Fetch hosts). It needs no key: it serves only
 * the document and Swagger UI, both from this server, and a reader who tries a call enters their key under
 * "Authorize". Anything else under the base path is a 404 Problem, a method other than GET and HEAD a 405.
 */
export function createReferencePage(options = {}) {
    const basePath = withoutTrailingSlash(options.basePath ?? '/docs');
    const apiBasePath = withoutTrailingSlash(options.apiBasePath ?? '/api/v1');
    const html = pageHtml(basePath);
    const assets = {
        '': { contentType: 'text/html; charset=utf-8', body: async () => html },
        '/': { contentType: 'text/html; charset=utf-8', body: async () => html },
        '/openapi.json': {
            contentType: 'application/json; charset=utf-8',
            body: async () => JSON.stringify({ ...document, servers: [{ url: apiBasePath }] }),
        },
        '/init.js': { contentType: 'text/javascript; charset=utf-8', body: async () => initScript },
        '/swagger-ui.css': { contentType: 'text/css; charset=utf-8', body: fromSwaggerUi('swagger-ui.css') },
        '/swagger-ui-bundle.js': {
            contentType: 'text/javascript; charset=utf-8',
            body: fromSwaggerUi('swagger-ui-bundle.js'),
        },
    };
    // Read once, on first request: the bundle is 1.7 MB and most processes never serve the page.
    const loaded = new Map();
    const load = (path, asset) => {
        let entry = loaded.get(path);
        if (!entry) {
            entry = asset
                .body()
                .then((body) => ({ body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` }));
            loaded.set(path, entry);
        }
        return entry;
    };
    return async (request) => {
        const pathname = new URL(request.url).pathname;
        const asset = pathname.startsWith(basePath) ? assets[pathname.slice(basePath.length)] : undefined;
        if (!asset)
            return problem(new EngineError('route_not_found', `No page ${pathname}.`), pathname);
        if (request.method !== 'GET' && request.method !== 'HEAD')
            return problem(new EngineError('method_not_allowed', `${request.method} is not allowed on ${pathname}; use GET, HEAD.`, {
                extra: { allow: ['GET', 'HEAD'] },
            }), pathname, { allow: 'GET, HEAD' });
        const { body, etag } = await load(pathname.slice(basePath.length), asset);
        const headers = {
            'content-type': asset.contentType,
            // Revalidated on each load, answered 304 while unchanged: a new version of the page is seen at once.
            'cache-control': 'no-cache',
            etag,
            'content-security-policy': contentSecurityPolicy,
            'x-content-type-options': 'nosniff',
            'referrer-policy': 'no-referrer',
        };
        if (request.header('if-none-match') === etag)
            return new ApiResponse(304, headers, null);
        if (request.method === 'HEAD')
            return new ApiResponse(200, { ...headers, 'content-length': String(Buffer.byteLength(body)) }, null);
        return new ApiResponse(200, headers, body);
    };
}
const withoutTrailingSlash = (path) => path.replace(/\/+$/, '');
function problem(error, instance, headers) {
    return problemResponse(toProblem(error, instance), headers);
}
//# sourceMappingURL=index.js.map