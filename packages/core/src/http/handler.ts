import type { SessionEngine } from '../engine.js'
import { EngineError } from '../errors.js'
import { createAuthenticator } from './auth.js'
import { type BodyLimits, parseBody } from './body.js'
import {
  type ApiHandler,
  type ApiRequest,
  ApiResponse,
  documentResponse,
  fromFetchRequest,
  toFetchResponse,
} from './exchange.js'
import { fingerprintOf, idempotencyKeyHeader, runIdempotent } from './idempotency.js'
import { problemResponse, toProblem } from './problem.js'
import type { Page } from '../paging.js'
import { isPagedAnswer, isResponse, type Route } from './route.js'
import { createRouter } from './router.js'
import { routes as defaultRoutes } from './routes/index.js'
import { validate } from '../operations/validation.js'
import { refuseDotSegments } from './target.js'

export interface HandlerOptions {
  /** Where the API lives; every adapter passes full URLs, so this is the same whatever the mount point. */
  basePath?: string
  /** Bearer keys accepted; defaults to the engine's `apiKeys`. An empty list refuses every request. */
  apiKeys?: readonly string[]
  /** Limit for JSON bodies (default 1 MiB). */
  maxBodyBytes?: number
  /** Limit for multipart uploads (default 64 MiB). */
  maxUploadBytes?: number
}

export type FetchHandler = (request: Request) => Promise<Response>

/**
 * The whole /api/v1 surface as one function: authenticate, route (one table), parse and validate, call the
 * engine, answer `{ data }` or Problem Details. It never throws and never answers a client's input with a
 * 500; every response is reported to the engine so usage counts all of them. Adapters call it with requests
 * built from their server's own objects (see exchange.ts).
 */
export function createApiHandler(engine: SessionEngine, options: HandlerOptions = {}): ApiHandler {
  const basePath = (options.basePath ?? '/api/v1').replace(/\/+$/, '')
  const limits: BodyLimits = {
    maxBodyBytes: options.maxBodyBytes ?? 1024 * 1024,
    maxUploadBytes: options.maxUploadBytes ?? 64 * 1024 * 1024,
  }
  const authenticate = createAuthenticator(options.apiKeys ?? engine.apiKeys)
  const router = createRouter(basePath, defaultRoutes)

  return async (request) => {
    // HEAD is GET without the body (RFC 9110 9.3.2): the same route, status and headers.
    const head = request.method === 'HEAD'
    let pathname = ''
    let response: ApiResponse
    try {
      refuseDotSegments(request.target)
      const url = new URL(request.url)
      pathname = url.pathname
      if (pathname !== basePath && !pathname.startsWith(`${basePath}/`)) {
        throw new EngineError('route_not_found', `No route ${pathname}; the API lives under ${basePath}.`)
      }
      const apiKey = authenticate(request.header('authorization'))
      const matched = router.match(head ? 'GET' : request.method, pathname)
      if (!matched) {
        const allowed = router.allowed(pathname)
        if (allowed.length === 0) throw new EngineError('route_not_found', `No route ${request.method} ${pathname}.`)
        throw new EngineError(
          'method_not_allowed',
          `${request.method} is not allowed on ${pathname}; use ${allowed.join(', ')}.`,
          {
            extra: { allow: allowed },
          },
        )
      }
      response = await runRoute(
        engine,
        matched.route,
        { request, url, params: matched.params, apiKey, basePath },
        limits,
      )
    } catch (error) {
      response = errorResponse(error, pathname, basePath, engine)
    }
    engine.recordApiResponse(response.status)
    return head ? withoutBody(response) : response
  }
}

/** The response to a HEAD: a document keeps its length, a stream is cancelled unread. */
function withoutBody(response: ApiResponse): ApiResponse {
  const { body } = response
  if (body === null) return response
  if (typeof body !== 'string') {
    void body.cancel().catch(() => undefined)
    return new ApiResponse(response.status, response.headers, null)
  }
  return new ApiResponse(
    response.status,
    { ...response.headers, 'content-length': String(Buffer.byteLength(body)) },
    null,
  )
}

/** The same handler for Fetch-speaking hosts: `(Request) => Promise<Response>`. */
export function createHandler(engine: SessionEngine, options: HandlerOptions = {}): FetchHandler {
  const handle = createApiHandler(engine, options)
  return async (request) => toFetchResponse(await handle(fromFetchRequest(request)))
}

function errorResponse(error: unknown, instance: string, basePath: string, engine: SessionEngine): ApiResponse {
  const problem = toProblem(error, instance || undefined)
  const session =
    problem.code === 'session_not_connected' && typeof problem.sessionId === 'string' ? problem.sessionId : null
  // The engine says what to do in its own words; over HTTP, the route that does it.
  if (session !== null)
    problem.detail = `Session "${session}" is ${String(problem.connectionState)}; POST ${basePath}/sessions/${session}/connect and wait for connected: true.`
  if (problem.status >= 500) engine.logger.error({ err: error, instance }, 'request failed')
  const headers: Record<string, string> = {}
  if (problem.code === 'unauthorized') headers['www-authenticate'] = 'Bearer realm="sessionkit"'
  if (problem.code === 'method_not_allowed') headers.allow = (problem.allow as string[]).join(', ')
  return problemResponse(problem, headers)
}

interface Matched {
  request: ApiRequest
  url: URL
  params: Record<string, string>
  apiKey: string
  basePath: string
}

async function runRoute(
  engine: SessionEngine,
  route: Route,
  { request, url, params: matchedParams, apiKey, basePath }: Matched,
  limits: BodyLimits,
): Promise<ApiResponse> {
  const params = route.params ? validate(route.params, matchedParams, 'path') : undefined
  const query = route.query ? validate(route.query, queryObject(url), 'query') : undefined
  let body: unknown
  if (route.body) {
    const parsed = await parseBody(request, limits, route.multipart !== undefined)
    // valibot's object schemas take an array for an object, so `[]` would pass for a body of optional fields.
    if (
      parsed.kind === 'json' &&
      (typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value))
    ) {
      throw new EngineError('validation_failed', 'Invalid body: must be a JSON object.', {
        errors: [{ path: '', message: 'must be a JSON object' }],
      })
    }
    const raw =
      parsed.kind === 'form'
        ? await route.multipart!(parsed.value, params as never)
        : parsed.kind === 'json'
          ? parsed.value
          : {}
    body = validate(route.body, raw, 'body')
  }
  const execute = async (): Promise<ApiResponse> => {
    const result = await route.run({
      engine,
      params: params as never,
      query: query as never,
      body: body as never,
      request,
      apiKey,
    })
    if (isResponse(result)) return result
    if (isPagedAnswer(route.response)) return pageResponse(route, url, result as Page<unknown>)
    return documentResponse(route.status ?? 200, JSON.stringify({ data: result }))
  }
  const idempotencyKey = request.header(idempotencyKeyHeader)
  if (!route.idempotent || idempotencyKey === null) return execute()
  return runIdempotent(
    engine.store.collection('idempotency'),
    { ttlMs: engine.settings.idempotencyTtlMs, leaseMs: engine.settings.idempotencyLeaseMs },
    {
      apiKey,
      sessionId: (params as { sessionId?: string } | undefined)?.sessionId ?? '',
      key: idempotencyKey,
      fingerprint: fingerprintOf(request.method, url.pathname, body),
      now: engine.clock.now(),
    },
    () => execute().catch((error: unknown) => errorResponse(error, url.pathname, basePath, engine)),
  )
}

/** A paged list's answer; a GET gets a `Link` to the next page (a POST list's next page needs its body, so only `nextCursor`). */
function pageResponse(route: Route, url: URL, page: Page<unknown>): ApiResponse {
  const json = JSON.stringify({ data: page.items, nextCursor: page.nextCursor })
  if (route.method !== 'GET' || page.nextCursor === null) return documentResponse(route.status ?? 200, json)
  const next = new URL(url)
  next.searchParams.set('cursor', page.nextCursor)
  return documentResponse(route.status ?? 200, json, undefined, {
    link: `<${next.pathname}${next.search}>; rel="next"`,
  })
}

function queryObject(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {}
  for (const [name, value] of url.searchParams) {
    const previous = query[name]
    query[name] = previous === undefined ? value : ([] as string[]).concat(previous, value)
  }
  return query
}
