import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import {
  type ApiHandler,
  type ApiRequest,
  ApiResponse,
  EngineError,
  problemResponse,
  toProblem,
} from '@sessionkit/core/adapter'
// The document as `GET /api/v1/openapi.json` serves it, taken at build time and bundled into this package.
import document from '@sessionkit/client/openapi.json' with { type: 'json' }
import { contentSecurityPolicy, initScript, pageHtml } from './page.js'

export interface ReferencePageOptions {
  /** Where the page is mounted (default `/docs`); it answers that path and the files under it. */
  basePath?: string
  /** Where the API it documents is mounted on the same origin (default `/api/v1`): "Try it out" calls it. */
  apiBasePath?: string
}

interface Asset {
  contentType: string
  body: () => Promise<string>
}

const swaggerUiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))
const fromSwaggerUi = (file: string) => () => readFile(join(swaggerUiDir, file), 'utf8')

/**
 * The API reference page as a handler any adapter mounts (`serveApiRequest` on node:http, Express and Fastify,
 * `toFetchResponse(await handler(fromFetchRequest(request)))` on Fetch hosts). It needs no key: it serves only
 * the document and Swagger UI, both from this server, and a reader who tries a call enters their key under
 * "Authorize". Anything else under the base path is a 404 Problem, a method other than GET and HEAD a 405.
 */
export function createReferencePage(options: ReferencePageOptions = {}): ApiHandler {
  const basePath = withoutTrailingSlash(options.basePath ?? '/docs')
  const apiBasePath = withoutTrailingSlash(options.apiBasePath ?? '/api/v1')
  const html = pageHtml(basePath)
  const assets: Record<string, Asset> = {
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
  }
  // Read once, on first request: the bundle is 1.7 MB and most processes never serve the page.
  const loaded = new Map<string, Promise<{ body: string; etag: string }>>()
  const load = (path: string, asset: Asset) => {
    let entry = loaded.get(path)
    if (!entry) {
      entry = asset
        .body()
        .then((body) => ({ body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` }))
      loaded.set(path, entry)
    }
    return entry
  }

  return async (request: ApiRequest) => {
    const pathname = new URL(request.url).pathname
    const asset = pathname.startsWith(basePath) ? assets[pathname.slice(basePath.length)] : undefined
    if (!asset) return problem(new EngineError('route_not_found', `No page ${pathname}.`), pathname)
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return problem(
        new EngineError('method_not_allowed', `${request.method} is not allowed on ${pathname}; use GET, HEAD.`, {
          extra: { allow: ['GET', 'HEAD'] },
        }),
        pathname,
        { allow: 'GET, HEAD' },
      )
    const { body, etag } = await load(pathname.slice(basePath.length), asset)
    const headers = {
      'content-type': asset.contentType,
      // Revalidated on each load, answered 304 while unchanged: a new version of the page is seen at once.
      'cache-control': 'no-cache',
      etag,
      'content-security-policy': contentSecurityPolicy,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    }
    if (request.header('if-none-match') === etag) return new ApiResponse(304, headers, null)
    if (request.method === 'HEAD')
      return new ApiResponse(200, { ...headers, 'content-length': String(Buffer.byteLength(body)) }, null)
    return new ApiResponse(200, headers, body)
  }
}

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '')

function problem(error: EngineError, instance: string, headers?: Record<string, string>): ApiResponse {
  return problemResponse(toProblem(error, instance), headers)
}
