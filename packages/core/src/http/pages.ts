import { createHash } from 'node:crypto'
import { EngineError, engineErrors } from '../errors.js'
import { type ApiHandler, type ApiRequest, ApiResponse } from './exchange.js'
import { problemResponse, toProblem } from './problem.js'

/** A page or file a page handler serves, read on its first request. */
export interface PageAsset {
  contentType: string
  body: () => Promise<string>
}

/**
 * A handler serving a page's few files under `basePath` (the reference page at /docs, the dashboard at /): each
 * `assets` key is a path under the base. No key is needed; anything else under the base is a 404 Problem, a method
 * other than GET and HEAD a 405. Each file is read once, on its first request (most processes never serve the
 * page), and revalidated by its ETag on every load, so a new version is seen at once.
 */
export function servePages(
  basePath: string,
  assets: ReadonlyMap<string, PageAsset>,
  contentSecurityPolicy: string,
): ApiHandler {
  const loaded = new Map<string, Promise<{ body: string; etag: string }>>()
  const load = (path: string, asset: PageAsset) => {
    let entry = loaded.get(path)
    if (!entry) {
      entry = asset
        .body()
        .then((body) => ({ body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` }))
      // A file that could not be read is tried again on the next request.
      entry.catch(() => loaded.delete(path))
      loaded.set(path, entry)
    }
    return entry
  }

  return async (request: ApiRequest) => {
    const pathname = new URL(request.url).pathname
    const path = pathname.startsWith(basePath) ? pathname.slice(basePath.length) : null
    const asset = path === null ? undefined : assets.get(path)
    if (path === null || !asset)
      return problemResponse(toProblem(new EngineError(engineErrors.route_not_found, `No page ${pathname}.`), pathname))
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return problemResponse(
        toProblem(
          new EngineError(
            engineErrors.method_not_allowed,
            `${request.method} is not allowed on ${pathname}; use GET, HEAD.`,
            {
              extra: { allow: ['GET', 'HEAD'] },
            },
          ),
          pathname,
        ),
        { allow: 'GET, HEAD' },
      )
    const { body, etag } = await load(path, asset)
    const headers = {
      'content-type': asset.contentType,
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
