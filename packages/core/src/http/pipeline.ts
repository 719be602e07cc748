import type * as v from 'valibot'
import { EngineError, engineErrors } from '../errors.js'
import { StreamSlots } from '../event-stream/slots.js'
import type { KeyAccess } from '../operations/access.js'
import { requireReach, requireScope } from '../keys/access.js'
import type { MultipartForm } from '../operations/upload.js'
import type { Scope } from '../operations/scope.js'
import { idempotencyScopeId } from '../operations/idempotency-scope.js'
import { isPagedAnswer } from '../operations/operation.js'
import { validate } from '../operations/validation.js'
import type { Page } from '../paging.js'
import type { Collection } from '../store/collection.js'
import { createAuthenticator, type KeyLookup } from './auth.js'
import { BodyAborted, type BodyLimits, declaresMultipart, type ParsedBody, parseBody } from './body.js'
import { type ApiHandler, type ApiRequest, ApiResponse, documentResponse } from './exchange.js'
import {
  fingerprintOf,
  hasIdempotencyRecord,
  idempotencyKeyHeader,
  runIdempotent,
  type SessionLeases,
} from './idempotency.js'
import { type ProblemBody, problemResponse, toProblem } from './problem.js'
import type { RateCheck } from './rate-limits.js'
import { createRouter } from './router.js'
import { refuseDotSegments } from './target.js'

/** What every route of a pipeline sees of its request, checked by its schemas; `C` adds what the routes run on. */
export interface RequestContext<P = unknown, Q = unknown, B = unknown> {
  params: P
  query: Q
  body: B
  request: ApiRequest
  /** The API key that authenticated the request (idempotency keys are scoped to it). */
  apiKey: string
  /** What that key may do: its scopes and sessions (checked against the route's scope and `:sessionId` already). */
  access: KeyAccess
  /** The digest of its Idempotency-Key in its scope (operations/idempotency-scope.ts), null without one. */
  idempotencyId: string | null
}

/**
 * What the pipeline reads of a route: where it lives, the schemas of its input, how it answers, and `run`, which
 * gets the request's checked input and `C` (the engine for /api/v1, the simulator for the sandbox). Without a
 * params schema, `run` gets the matched parameters as decoded strings.
 */
export interface PipelineRoute<C> {
  method: string
  /**
   * What an API key must hold to call it (a 403 `insufficient_scope` otherwise); null or none: any valid key (the
   * sandbox's routes declare none).
   */
  scope?: Scope | null
  /** Relative to the base path; `:name` stands for one path segment. */
  path: string
  params?: v.GenericSchema
  query?: v.GenericSchema
  body?: v.GenericSchema
  /** Accepts `multipart/form-data`, turned into the JSON body's shape before validation. */
  multipart?: (form: MultipartForm, params: never) => unknown
  /** Needs the `:sessionId` session connected, checked before the body is read (`PipelineOptions.requireSession`). */
  session?: 'connected'
  /** Honours `Idempotency-Key` (`PipelineOptions.idempotency`). */
  idempotent?: boolean
  /** A 502, 503 or 504 under an `Idempotency-Key` frees the key (the operation's declaration says why). */
  rerunsAfterUpstreamFailure?: true
  /** Status of a success (200 unless given). */
  status?: number
  /** `{ page }` makes the answer a page of items; anything else answers `{ data }`. */
  response?: object
  run(context: RequestContext<never, never, never> & C): unknown
}

/** Where idempotent requests keep their records, and for how long. */
export interface IdempotencySetup {
  records: Collection
  ttlMs: number
  leaseMs: number
  now: number
  /** Cluster mode: the session leases claims are tied to. */
  leases?: SessionLeases
}

export interface PipelineOptions<C, R extends PipelineRoute<C>> {
  /** Where the routes live (trailing slashes dropped). */
  basePath: string
  routes: readonly R[]
  /** Bearer keys accepted as admin over every session; with no `keys` either, an empty list refuses every request. */
  apiKeys: readonly string[]
  /** The stored keys (KeyService.lookup): each with its own scopes and sessions. */
  keys?: KeyLookup
  /** What each route's `run` gets besides its request. */
  context: C
  limits: BodyLimits
  /** Multipart uploads one API key may have in progress at once; one more is a 429 `rate_limited`. */
  uploadsPerKey: number
  /**
   * Counts the request against its key's rate limit once it is routed (rate-limits.ts): the fields its answer
   * carries, and the 429 when it is over; null for a request that is not limited. The fields are written into the
   * answer's headers, so a route of a limited pipeline answers a header object of its own, never a shared one.
   */
  limitRate?(apiKey: string, route: R): RateCheck | null | Promise<RateCheck | null>
  /** The Problem for an error of the host's own (its own codes); undefined leaves it to core's mapping. */
  problemOf?(error: unknown, instance: string): ProblemBody<string> | undefined
  /** Rewords a Problem for this host (`detail` in its words); called on each before it is answered. */
  reword?(problem: ProblemBody<string>): void
  /**
   * Runs a routed request somewhere else (cluster mode: on the node that runs its session), or null to run it
   * here; a promise of null runs it here too. Called once the key is authenticated, holds the route's scope and
   * was counted against its rate limit; the body limit and upload slot it is held to here come in `intake`, and
   * the route's other checks are the running pipeline's. The answer it gives is not reported to `onAnswer` (the
   * pipeline that ran the request reported it).
   */
  elsewhere?(
    route: R,
    params: Readonly<Record<string, string>>,
    request: ApiRequest,
    access: KeyAccess,
    intake: Intake,
  ): Promise<ApiResponse | null> | null
  /**
   * Whether the request was counted (rate limit, upload slot) by the node that received it and forwarded it
   * here: it is not counted again.
   */
  counted?(request: ApiRequest): boolean
  /** Throws when a `session: 'connected'` route's session is not connected. */
  requireSession?(sessionId: string): void
  /** Records of idempotent requests; without it `Idempotency-Key` is ignored. */
  idempotency?(): IdempotencySetup
  /** Told of each error answered with a 5xx, and of each client that left before its body arrived. */
  onError?(error: unknown, instance: string): void
  /**
   * Told of every answer's status (`aborted` when the client left mid-body), its request, the route that took it
   * (undefined when none did) and when it arrived (`performance.now()`).
   */
  onAnswer?(status: number | 'aborted', request: ApiRequest, route: R | undefined, startedAt: number): void
}

/** What a request run elsewhere is held to by the pipeline that received it. */
export interface Intake {
  /** The route's own body limit for this request (its upload limit for a multipart one); 0 when it takes none. */
  bodyLimit: number
  /** One of the key's upload slots for a multipart request (a 429 when all are taken); its release, or undefined. */
  takeSlot(): (() => void) | undefined
}

/** What a 429 for uploads asks the client to wait: an upload in progress usually ends within seconds. */
const UPLOAD_RETRY_AFTER_SECONDS = 1

/**
 * One HTTP pipeline for every API built on core (/api/v1 and the simulator's /sandbox/v1): the dot-segment
 * refusal, the base path, bearer auth, routing (405 with `Allow`), body parsing and validation, idempotency, the
 * session precheck, upload slots, Problem Details, HEAD and nosniff. It never throws and never answers a client's
 * input with a 500.
 */
export function createPipeline<C, R extends PipelineRoute<C>>(options: PipelineOptions<C, R>): ApiHandler {
  const basePath = options.basePath.replace(/\/+$/, '')
  const uploads = new StreamSlots(Math.max(1, options.uploadsPerKey))
  const authenticate = createAuthenticator(options.apiKeys, options.keys)
  const router = createRouter(basePath, options.routes)

  const errorResponse = (error: unknown, instance: string): ApiResponse => {
    const problem = options.problemOf?.(error, instance) ?? toProblem(error, instance || undefined)
    options.reword?.(problem)
    if (problem.status >= 500 || error instanceof BodyAborted) options.onError?.(error, instance)
    const headers: Record<string, string> = {}
    if (typeof problem.retryAfterSeconds === 'number') headers['retry-after'] = String(problem.retryAfterSeconds)
    if (problem.code === 'unauthorized') headers['www-authenticate'] = 'Bearer realm="sessionkit"'
    if (problem.code === 'method_not_allowed') headers.allow = (problem.allow as string[]).join(', ')
    return problemResponse(problem, headers)
  }

  const intakeOf = (route: R, request: ApiRequest, { apiKey }: { apiKey: string }): Intake => {
    const upload = route.multipart !== undefined && declaresMultipart(request)
    return {
      bodyLimit: route.body === undefined ? 0 : upload ? options.limits.maxUploadBytes : options.limits.maxBodyBytes,
      takeSlot: () => (upload ? takeUploadSlot(uploads, apiKey) : undefined),
    }
  }

  const runRoute = async (
    route: R,
    request: ApiRequest,
    url: URL,
    matchedParams: Record<string, string>,
    { apiKey, access }: { apiKey: string; access: KeyAccess },
  ) => {
    const params = route.params ? validate(route.params, matchedParams, 'path') : matchedParams
    const query = route.query ? validate(route.query, queryObject(url), 'query') : undefined
    const sessionId = (params as { sessionId?: string }).sessionId ?? ''
    // A session outside the key's list answers exactly as a missing one, at the point a missing one would be
    // found: before the body for a route that needs the session connected, after validation for the others.
    const restricted = access.sessionIds !== null && sessionId !== ''
    const idempotencyKey = route.idempotent && options.idempotency ? request.header(idempotencyKeyHeader) : null
    const scope = { apiKey, sessionId, key: idempotencyKey ?? '' }
    const idempotency = idempotencyKey === null ? undefined : options.idempotency!()
    if (restricted && route.session === 'connected') requireReach(access, sessionId)
    // Refused before a byte of the body is read when the body cannot change the answer: no upload is
    // buffered for a session that cannot send it.
    if (
      route.session === 'connected' &&
      (idempotency === undefined || !(await hasIdempotencyRecord(idempotency.records, scope)))
    )
      options.requireSession?.(sessionId)
    const release =
      route.multipart && declaresMultipart(request) && !options.counted?.(request)
        ? takeUploadSlot(uploads, apiKey)
        : undefined
    let parsed: ParsedBody | undefined
    try {
      let body: unknown
      if (route.body) {
        parsed = await parseBody(request, options.limits, route.multipart !== undefined)
        // valibot's object schemas take an array for an object, so `[]` would pass for a body of optional fields.
        if (
          parsed.kind === 'json' &&
          (typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value))
        ) {
          throw new EngineError(engineErrors.validation_failed, 'Invalid body: must be a JSON object.', {
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
      if (restricted) requireReach(access, sessionId)
      const execute = async (): Promise<ApiResponse> => {
        // Object.assign, not a spread of the host's context: the spread cost ~5 µs a GET (twice the whole handler).
        const idempotencyId = idempotency === undefined ? null : idempotencyScopeId(scope)
        const context = Object.assign({ params, query, body, request, apiKey, access, idempotencyId }, options.context)
        const result = await route.run(context as RequestContext<never, never, never> & C)
        if (result instanceof ApiResponse) return result
        // a whole list's answer without `limit` is its array, as a plain answer (`whole` in operation.ts)
        if (route.response && isPagedAnswer(route.response) && !Array.isArray(result))
          return pageResponse(route, url, result as Page<unknown>)
        return documentResponse(route.status ?? 200, JSON.stringify({ data: result }))
      }
      if (idempotency === undefined) return await execute()
      return await runIdempotent(
        idempotency.records,
        {
          ttlMs: idempotency.ttlMs,
          leaseMs: idempotency.leaseMs + typingMsOf(body),
          ...(idempotency.leases ? { leases: idempotency.leases } : {}),
          ...(route.rerunsAfterUpstreamFailure ? { rerunsAfterUpstreamFailure: true } : {}),
        },
        { ...scope, fingerprint: fingerprintOf(request.method, url.pathname, body), now: idempotency.now },
        () => execute().catch((error: unknown) => errorResponse(error, url.pathname)),
      )
    } finally {
      release?.()
      if (parsed?.kind === 'form') await parsed.dispose()
    }
  }

  return async (request) => {
    const startedAt = performance.now()
    // HEAD is GET without the body (RFC 9110 9.3.2): the same route, status and headers.
    const head = request.method === 'HEAD'
    let route: R | undefined
    let pathname = ''
    let response: ApiResponse
    let aborted = false
    let rate: RateCheck | null = null
    try {
      refuseDotSegments(request.target)
      const url = new URL(request.url)
      pathname = url.pathname
      if (pathname !== basePath && !pathname.startsWith(`${basePath}/`)) {
        throw new EngineError(engineErrors.route_not_found, `No route ${pathname}; the API lives under ${basePath}.`)
      }
      // A configured key or a cached one answers synchronously: no await (a microtask per request) for them.
      const authenticated = authenticate(request.header('authorization'))
      const caller = authenticated instanceof Promise ? await authenticated : authenticated
      const matched = router.match(head ? 'GET' : request.method, pathname)
      if (!matched) {
        const allowed = router.allowed(pathname)
        if (allowed.length === 0)
          throw new EngineError(engineErrors.route_not_found, `No route ${request.method} ${pathname}.`)
        throw new EngineError(
          engineErrors.method_not_allowed,
          `${request.method} is not allowed on ${pathname}; use ${allowed.join(', ')}.`,
          { extra: { allow: allowed } },
        )
      }
      route = matched.route
      if (route.scope) requireScope(caller.access, route.scope)
      // Counted where the request arrived, before it goes anywhere: a request past its limit reads no body and
      // reaches no other node; one another node forwarded here was counted there.
      if (options.limitRate && !options.counted?.(request)) {
        const checked = options.limitRate(caller.apiKey, matched.route)
        // Awaited only when the counts are on Redis: in the process the check is at hand.
        rate = checked instanceof Promise ? await checked : checked
        if (rate?.refusal) throw rate.refusal
      }
      if (options.elsewhere) {
        const away = options.elsewhere(route, matched.params, request, caller.access, intakeOf(route, request, caller))
        const answered = away ? await away : null
        if (answered) {
          if (rate !== null) Object.assign(answered.headers as Record<string, string>, rate.headers)
          return head ? withoutBody(answered) : answered
        }
      }
      response = await runRoute(matched.route, request, url, matched.params, caller)
    } catch (error) {
      aborted = error instanceof BodyAborted
      response = errorResponse(error, pathname)
    }
    // Every answer of a limited request says where its key stands, the refusal included. Written into the answer's
    // own headers, which every answer of this pipeline builds for its request: a merged copy cost ~30k instructions
    // a request more at the socket (bench/RESULTS.md).
    if (rate !== null) Object.assign(response.headers as Record<string, string>, rate.headers)
    options.onAnswer?.(aborted ? 'aborted' : response.status, request, route, startedAt)
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

/** One of the key's upload slots, held until the request is answered; a 429 when all are taken. */
function takeUploadSlot(uploads: StreamSlots, apiKey: string): () => void {
  const release = uploads.take(apiKey)
  if (release) return release
  throw new EngineError(
    engineErrors.rate_limited,
    `This API key already has ${uploads.perKey} uploads in progress; retry when one has finished.`,
    { extra: { limit: uploads.perKey, retryAfterSeconds: UPLOAD_RETRY_AFTER_SECONDS } },
  )
}

/** A paged list's answer; a GET gets a `Link` to the next page (a POST list's next page needs its body, so only `nextCursor`). */
function pageResponse(route: { method: string; status?: number }, url: URL, page: Page<unknown>): ApiResponse {
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

/** A send's `typingMs`: the send holds its Idempotency-Key that much longer before it goes out. */
const typingMsOf = (body: unknown): number => {
  const typingMs = (body as { typingMs?: unknown } | null)?.typingMs
  return typeof typingMs === 'number' ? typingMs : 0
}
