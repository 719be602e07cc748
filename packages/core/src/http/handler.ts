import { Router } from 'itty-router'
import type { SessionEngine } from '../engine.js'
import { EngineError } from '../errors.js'
import { createAuthenticator } from './auth.js'
import { type BodyLimits, parseBody } from './body.js'
import { fingerprintOf, idempotencyKeyHeader, runIdempotent } from './idempotency.js'
import { problemResponse, toProblem } from './problem.js'
import { isResponse, type Route } from './route.js'
import { routes as defaultRoutes } from './routes/index.js'
import { validate } from './validation.js'

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
 * The whole /api/v1 surface as one Fetch-API function: authenticate, route (one table), parse and validate,
 * call the engine, answer `{ data }` or Problem Details. It never throws and never answers a client's
 * input with a 500; every response is reported to the engine so usage counts all of them.
 */
export function createHandler(engine: SessionEngine, options: HandlerOptions = {}): FetchHandler {
  const basePath = (options.basePath ?? '/api/v1').replace(/\/+$/, '')
  const limits: BodyLimits = { maxBodyBytes: options.maxBodyBytes ?? 1024 * 1024, maxUploadBytes: options.maxUploadBytes ?? 64 * 1024 * 1024 }
  const authenticate = createAuthenticator(options.apiKeys ?? engine.apiKeys)
  const table: readonly Route[] = defaultRoutes
  const router = Router<Request & { params: Record<string, string> }, [apiKey: string]>({ base: basePath })
  for (const route of table) {
    router[route.method.toLowerCase() as 'get'](route.path, (request, apiKey: string) => runRoute(engine, route, request, apiKey, limits))
  }
  const patterns = router.routes.map(([method, regex]) => ({ method: String(method), regex }))

  return async (request) => {
    const url = new URL(request.url)
    let response: Response
    try {
      if (url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`)) {
        throw new EngineError('route_not_found', `No route ${url.pathname}; the API lives under ${basePath}.`)
      }
      const apiKey = authenticate(request)
      const matched: unknown = await router.fetch(request, apiKey)
      if (isResponse(matched)) response = matched
      else {
        const allowed = patterns.filter(({ regex }) => regex.test(url.pathname)).map(({ method }) => method)
        if (allowed.length === 0) throw new EngineError('route_not_found', `No route ${request.method} ${url.pathname}.`)
        throw new EngineError('method_not_allowed', `${request.method} is not allowed on ${url.pathname}; use ${allowed.join(', ')}.`, {
          extra: { allow: allowed },
        })
      }
    } catch (error) {
      response = errorResponse(error, url.pathname, engine)
    }
    engine.recordApiResponse(response.status)
    return response
  }
}

function errorResponse(error: unknown, instance: string, engine: SessionEngine): Response {
  const problem = toProblem(error, instance)
  if (problem.status >= 500) engine.logger.error({ err: error, instance }, 'request failed')
  const headers: Record<string, string> = {}
  if (problem.code === 'unauthorized') headers['www-authenticate'] = 'Bearer realm="sessionkit"'
  if (problem.code === 'method_not_allowed') headers.allow = (problem.allow as string[]).join(', ')
  return problemResponse(problem, headers)
}

async function runRoute(engine: SessionEngine, route: Route, request: Request & { params: Record<string, string> }, apiKey: string, limits: BodyLimits): Promise<Response> {
  const params = route.params ? validate(route.params, decodeParams(request.params), 'path') : undefined
  const query = route.query ? validate(route.query, queryObject(new URL(request.url)), 'query') : undefined
  let body: unknown
  if (route.body) {
    const parsed = await parseBody(request, limits, route.multipart !== undefined)
    const raw = parsed.kind === 'form' ? await route.multipart!(parsed.value, params as never) : parsed.kind === 'json' ? parsed.value : {}
    body = validate(route.body, raw, 'body')
  }
  const execute = async (): Promise<Response> => {
    const result = await route.run({ engine, params: params as never, query: query as never, body: body as never, request, apiKey })
    if (isResponse(result)) return result
    return new Response(JSON.stringify({ data: result }), {
      status: route.status ?? 200,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    })
  }
  const idempotencyKey = request.headers.get(idempotencyKeyHeader)
  if (!route.idempotent || idempotencyKey === null) return execute()
  const url = new URL(request.url)
  return runIdempotent(
    engine.store.collection('idempotency'),
    { ttlMs: engine.idempotencyTtlMs, leaseMs: engine.idempotencyLeaseMs },
    { apiKey, sessionId: (params as { sessionId?: string } | undefined)?.sessionId ?? '', key: idempotencyKey, fingerprint: fingerprintOf(request.method, url.pathname, body), now: engine.clock.now() },
    () => execute().catch((error: unknown) => errorResponse(error, url.pathname, engine)),
  )
}

function decodeParams(params: Record<string, string>): Record<string, string> {
  const decoded: Record<string, string> = {}
  for (const [name, value] of Object.entries(params)) {
    try {
      decoded[name] = decodeURIComponent(value)
    } catch {
      throw new EngineError('validation_failed', `Path segment "${name}" is not valid percent-encoding.`, { errors: [{ path: name, message: 'invalid percent-encoding' }] })
    }
  }
  return decoded
}

function queryObject(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {}
  for (const [name, value] of url.searchParams) {
    const previous = query[name]
    query[name] = previous === undefined ? value : ([] as string[]).concat(previous, value)
  }
  return query
}
