import type { SessionEngine } from '../engine.js'
import { EngineError } from '../errors.js'
import { createAuthenticator } from './auth.js'
import { StreamSlots } from '../event-stream/slots.js'
import { BodyAborted, type BodyLimits, declaresMultipart, type ParsedBody, parseBody } from './body.js'
import {
  type ApiHandler,
  type ApiRequest,
  ApiResponse,
  documentResponse,
  fromFetchRequest,
  toFetchResponse,
} from './exchange.js'
import { fingerprintOf, hasIdempotencyRecord, idempotencyKeyHeader, runIdempotent } from './idempotency.js'
import { problemResponse, toProblem } from './problem.js'
import type { Page } from '../paging.js'
import { isPagedAnswer, isResponse, type Route } from './route.js'
import { createRouter } from './router.js'
import { routes as defaultRoutes } from './routes/index.js'
import { servicesOf } from '../operations/services.js'
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
  /** Multipart uploads one API key may have in progress at once (default 8); one more is a 429 `rate_limited`. */
  uploadsPerKey?: number
}

/** What a 429 for uploads asks the client to wait: an upload in progress usually ends within seconds. */
const UPLOAD_RETRY_AFTER_SECONDS = 1

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
  const uploads = new StreamSlots(Math.max(1, options.uploadsPerKey ?? 8))
  const authenticate = createAuthenticator(options.apiKeys ?? engine.apiKeys)
  const router = createRouter(basePath, defaultRoutes)

  return async (request) => {
    // HEAD is GET without the body (RFC 9110 9.3.2): the same route, status and headers.
    const head = request.method === 'HEAD'
    let pathname = ''
    let response: ApiResponse
    let aborted = false
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
        { limits, uploads },
      )
    } catch (error) {
      aborted = error instanceof BodyAborted
      response = errorResponse(error, pathname, basePath, engine)
    }
    if (aborted) engine.recordApiAborted()
    else engine.recordApiResponse(response.status)
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
  else if (error instanceof BodyAborted) engine.logger.debug({ instance }, 'the client left before its body arrived')
  const headers: Record<string, string> = {}
  if (typeof problem.retryAfterSeconds === 'number') headers['retry-after'] = String(problem.retryAfterSeconds)
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
  { limits, uploads }: { limits: BodyLimits; uploads: StreamSlots },
): Promise<ApiResponse> {
  const params = route.params ? validate(route.params, matchedParams, 'path') : undefined
  const query = route.query ? validate(route.query, queryObject(url), 'query') : undefined
  const sessionId = (params as { sessionId?: string } | undefined)?.sessionId ?? ''
  const idempotencyKey = route.idempotent ? request.header(idempotencyKeyHeader) : null
  const scope = { apiKey, sessionId, key: idempotencyKey ?? '' }
  const idempotency = engine.store.collection('idempotency')
  // Refused before a byte of the body is read when the body cannot change the answer: no upload is
  // buffered for a session that cannot send it.
  if (route.session === 'connected' && (idempotencyKey === null || !(await hasIdempotencyRecord(idempotency, scope))))
    servicesOf(engine).sessions.require(sessionId)
  const release = route.multipart && declaresMultipart(request) ? takeUploadSlot(uploads, apiKey) : undefined
  let parsed: ParsedBody | undefined
  try {
    let body: unknown
    if (route.body) {
      parsed = await parseBody(request, limits, route.multipart !== undefined)
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
          ? await route.multipart!(parsed.form, params as never)
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
    if (idempotencyKey === null) return await execute()
    return await runIdempotent(
      idempotency,
      { ttlMs: engine.settings.idempotencyTtlMs, leaseMs: engine.settings.idempotencyLeaseMs },
      { ...scope, fingerprint: fingerprintOf(request.method, url.pathname, body), now: engine.clock.now() },
      () => execute().catch((error: unknown) => errorResponse(error, url.pathname, basePath, engine)),
    )
  } finally {
    release?.()
    if (parsed?.kind === 'form') await parsed.dispose()
  }
}

/** One of the key's upload slots, held until the request is answered; a 429 when all are taken. */
function takeUploadSlot(uploads: StreamSlots, apiKey: string): () => void {
  const release = uploads.take(apiKey)
  if (release) return release
  throw new EngineError(
    'rate_limited',
    `This API key already has ${uploads.perKey} uploads in progress; retry when one has finished.`,
    { extra: { limit: uploads.perKey, retryAfterSeconds: UPLOAD_RETRY_AFTER_SECONDS } },
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
