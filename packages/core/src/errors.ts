/**
 * The engine's error model. Domain code throws EngineError with a stable `code` from a catalog (`defineErrors`):
 * the engine's own below, and each domain's in `<domain>/errors.ts`. Only the HTTP layer (src/http/problem.ts)
 * turns codes into statuses and Problem Details, from the table of every catalog, so the engine stays usable
 * from code.
 */

/** One error code and what it is over HTTP: the status and title of its Problem. */
export interface ErrorKind<C extends string = string> {
  readonly code: C
  readonly status: number
  readonly title: string
}

/** A catalog of error codes, each by its name. */
export type ErrorCatalog = { readonly [code: string]: ErrorKind }

/** A catalog from `{ code: { status, title } }`: each entry also carries its code, which is what is thrown. */
export function defineErrors<const T extends Record<string, { status: number; title: string }>>(
  table: T,
): { readonly [C in keyof T & string]: ErrorKind<C> } {
  return Object.fromEntries(Object.entries(table).map(([code, kind]) => [code, { code, ...kind }])) as never
}

/**
 * The codes of no one domain: the request itself (its body, route, size, pace), an idempotency key, the cluster's
 * routing, WhatsApp's refusal or silence, and the masked internal error.
 */
export const engineErrors = defineErrors({
  validation_failed: { status: 422, title: 'Request validation failed' },
  malformed_json: { status: 400, title: 'Malformed JSON body' },
  malformed_request: { status: 400, title: 'Malformed request' },
  headers_too_large: { status: 431, title: 'Request header fields too large' },
  request_timeout: { status: 408, title: 'Request timeout' },
  route_not_found: { status: 404, title: 'No such route' },
  method_not_allowed: { status: 405, title: 'Method not allowed' },
  payload_too_large: { status: 413, title: 'Request body too large' },
  unsupported_media_type: { status: 415, title: 'Unsupported content type' },
  rate_limited: { status: 429, title: 'Too many requests' },
  idempotency_key_in_use: { status: 409, title: 'Idempotency key in use' },
  idempotency_key_reused: { status: 422, title: 'Idempotency key reused with a different request' },
  session_elsewhere: { status: 421, title: 'Session is run by another node' },
  cluster_unavailable: { status: 503, title: 'The node that runs the session could not be reached' },
  upstream_failed: { status: 502, title: 'WhatsApp rejected the request' },
  upstream_timeout: { status: 504, title: 'WhatsApp did not answer in time' },
  internal_error: { status: 500, title: 'Internal error' },
})

export interface FieldError {
  /** JSON path of the offending field, e.g. `content.text` or `phoneNumber`. */
  path: string
  message: string
}

/**
 * Marks an EngineError by a registry symbol rather than by its class, so an error thrown by one copy of
 * @sessionkit/core (an adapter that bundles its own) is still recognised by another.
 */
const engineErrorBrand = Symbol.for('sessionkit.EngineError')

export class EngineError<C extends string = string> extends Error {
  readonly [engineErrorBrand] = true
  readonly code: C
  readonly errors?: FieldError[]
  /** Extra members for the Problem body (e.g. `state` for a session in the wrong state). */
  readonly extra?: Record<string, unknown>

  constructor(
    kind: ErrorKind<C>,
    message: string,
    options: { errors?: FieldError[]; extra?: Record<string, unknown>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause })
    this.name = 'EngineError'
    this.code = kind.code
    if (options.errors) this.errors = options.errors
    if (options.extra) this.extra = options.extra
  }
}

export const isEngineError = (error: unknown): error is EngineError =>
  typeof error === 'object' && error !== null && (error as { [engineErrorBrand]?: unknown })[engineErrorBrand] === true
