import type { ClusterNode } from '../cluster/node.js'
import { BodyAborted } from './body.js'
import { type ApiHandler, type ApiRequest, fromFetchRequest, toFetchResponse } from './exchange.js'
import { countedElsewhere, type ForwardingSetup, toOwner } from './forwarding.js'
import { createPipeline } from './pipeline.js'
import type { RateLimitOptions } from '../rate-limits/policy.js'
import { createRateLimiter } from './rate-limits.js'
import type { SessionEngine } from '../engine.js'
import { type ApiHost, apiHost } from './host.js'
import type { Route } from './route.js'
import { routes as defaultRoutes } from './routes/index.js'

export interface HandlerOptions {
  /** Where the API lives; every adapter passes full URLs, so this is the same whatever the mount point. */
  basePath?: string
  /**
   * Keys accepted as admin over every session; defaults to the engine's `apiKeys`. The keys created through
   * `/keys` or `engine.keys` are accepted besides, each with its scopes and sessions.
   */
  apiKeys?: readonly string[]
  /** Limit for JSON bodies (default 1 MiB). */
  maxBodyBytes?: number
  /** Limit for multipart uploads (default 64 MiB). */
  maxUploadBytes?: number
  /** Multipart uploads one API key may have in progress at once (default 8); one more is a 429 `rate_limited`. */
  uploadsPerKey?: number
  /**
   * Requests each API key may make per route class (docs/rate-limits.md); defaults to the engine's `rateLimits`,
   * `false` turns them off for this handler. Off when neither sets them.
   */
  rateLimits?: RateLimitOptions | false
}

export type FetchHandler = (request: Request) => Promise<Response>

/**
 * The whole /api/v1 surface as one function: core's pipeline (pipeline.ts) over the engine's route table. Every
 * response is reported to the engine so usage counts all of them. Adapters call it with requests built from
 * their server's own objects (see exchange.ts).
 */
export function createApiHandler(engine: SessionEngine, options: HandlerOptions = {}): ApiHandler {
  const host = engine[apiHost]
  const basePath = (options.basePath ?? '/api/v1').replace(/\/+$/, '')
  const metered = host.metrics !== null
  const sessionsPrefix = `${basePath}/sessions/`
  const rateLimits = options.rateLimits === undefined ? host.settings.rateLimits : options.rateLimits || null
  const limitRate = rateLimits && createRateLimiter(rateLimits, host.windows, host.clock)
  const maxUploadBytes = options.maxUploadBytes ?? 64 * 1024 * 1024
  const maxBodyBytes = options.maxBodyBytes ?? 1024 * 1024
  const cluster = host.cluster
  const pipeline: ApiHandler = createPipeline({
    basePath,
    routes: defaultRoutes,
    apiKeys: options.apiKeys ?? host.apiKeys,
    keys: host.keys,
    context: { host },
    limits: {
      maxBodyBytes,
      maxUploadBytes,
    },
    uploadsPerKey: options.uploadsPerKey ?? 8,
    // A key's look at itself (no scope) counts as a read.
    ...(limitRate ? { limitRate: (apiKey: string, route: Route) => limitRate(apiKey, route.scope ?? 'read') } : {}),
    reword(problem) {
      // The engine says what to do in its own words; over HTTP, the route that does it.
      const session =
        problem.code === 'session_not_connected' && typeof problem.sessionId === 'string' ? problem.sessionId : null
      if (session !== null)
        problem.detail = `Session "${session}" is ${String(problem.connectionState)}; POST ${basePath}/sessions/${session}/connect and wait for connected: true.`
    },
    ...(cluster
      ? {
          elsewhere: toOwner(forwardingOf(host, cluster, maxBodyBytes, (request) => pipeline(request))),
          counted: (request: ApiRequest) => countedElsewhere(cluster, request),
        }
      : {}),
    requireSession: (sessionId) => host.sessions.require(sessionId),
    idempotency: () => ({
      records: host.store.collection('idempotency'),
      ttlMs: host.settings.idempotencyTtlMs,
      leaseMs: host.settings.idempotencyLeaseMs,
      now: host.clock.now(),
      ...(cluster ? { leases: cluster } : {}),
    }),
    onError(error, instance) {
      if (error instanceof BodyAborted) host.logger.debug({ instance }, 'the client left before its body arrived')
      else host.logger.error({ err: error, instance }, 'request failed')
    },
    onAnswer(status, request, route, startedAt) {
      const sessionId = route && sessionRoutes.has(route) ? sessionOf(request.url, sessionsPrefix) : undefined
      if (status === 'aborted') host.meter.aborted(sessionId)
      else host.meter.answered(status, sessionId)
      if (metered)
        host.meter.timed(
          // A route took only a method it serves; any other method is a client's word, kept to a known few.
          route || knownMethods.has(request.method) ? request.method : 'OTHER',
          route ? templateOf(route) : 'unmatched',
          status,
          (performance.now() - startedAt) / 1000,
        )
    },
  })
  return pipeline
}

/** What forwarding reads of the engine: its sessions, as this node knows them. */
function forwardingOf(host: ApiHost, cluster: ClusterNode, keepBodyBytes: number, local: ApiHandler): ForwardingSetup {
  const { sessions } = host
  return {
    cluster,
    logger: host.logger,
    keepBodyBytes,
    local,
    knows: (sessionId) => sessions.has(sessionId) || sessions.reload(sessionId).then(() => sessions.has(sessionId)),
    settled: async (sessionId, deadline) => {
      if (sessions.liveOf(sessionId).state !== 'connecting' || sessions.account(sessionId) === null) return
      await sessions.waitForState(sessionId, ['connected', 'disconnected', 'inactive', 'error'], deadline - Date.now())
    },
  }
}

const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** The routes of one session (`/sessions/:sessionId…`): their requests count in that session's usage too. */
const sessionRoutes = new Set(defaultRoutes.filter((route) => route.path.startsWith('/sessions/:sessionId')))

/**
 * The `:sessionId` of a session route's absolute URL, decoded as the router decodes it (undefined if it cannot
 * be). Read from the text: parsing the URL again would cost more than the rest of the usage count.
 */
function sessionOf(url: string, sessionsPrefix: string): string | undefined {
  const path = url.indexOf('/', url.indexOf('//') + 2)
  if (!url.startsWith(sessionsPrefix, path)) return undefined
  const start = path + sessionsPrefix.length
  const end = url.slice(start).search(/[/?#]/)
  try {
    return decodeURIComponent(end < 0 ? url.slice(start) : url.slice(start, start + end))
  } catch {
    return undefined
  }
}

/** Each route's path as the OpenAPI document writes it (`/sessions/{sessionId}`): the metrics' `route` label. */
const templates = new Map(defaultRoutes.map((route) => [route, route.path.replace(/:(\w+)/g, '{$1}')]))
const templateOf = (route: Route): string => templates.get(route)!

/** The same handler for Fetch-speaking hosts: `(Request) => Promise<Response>`. */
export function createHandler(engine: SessionEngine, options: HandlerOptions = {}): FetchHandler {
  const handle = createApiHandler(engine, options)
  return async (request) => toFetchResponse(await handle(fromFetchRequest(request)))
}
