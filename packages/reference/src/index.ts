import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { type ApiHandler, type PageAsset, servePages } from '@sessionkit/core/adapter'
// The document as `GET /api/v1/openapi.json` serves it, taken at build time and bundled into this package.
import document from '@sessionkit/client/openapi.json' with { type: 'json' }
import { contentSecurityPolicy, initScript, pageHtml } from './page.js'

export interface ReferencePageOptions {
  /** Where the page is mounted (default `/docs`); it answers that path and the files under it. */
  basePath?: string
  /** Where the API it documents is mounted on the same origin (default `/api/v1`): "Try it out" calls it. */
  apiBasePath?: string
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
  const assets: Record<string, PageAsset> = {
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
  // Swagger UI's bundle is 1.7 MB: read on its first request, as every file.
  return servePages(basePath, new Map(Object.entries(assets)), contentSecurityPolicy)
}

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '')
