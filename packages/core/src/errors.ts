/**
 * The engine's error model. Domain code throws EngineError with a stable `code`; only the HTTP layer
 * (src/http/problem.ts) turns codes into statuses and Problem Details, so the engine stays usable from code.
 */
export type EngineErrorCode =
  | 'validation_failed'
  | 'malformed_json'
  | 'malformed_request'
  | 'headers_too_large'
  | 'request_timeout'
  | 'unauthorized'
  | 'insufficient_scope'
  | 'session_restricted'
  | 'key_not_found'
  | 'route_not_found'
  | 'method_not_allowed'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'send_paced'
  | 'session_not_found'
  | 'session_already_exists'
  | 'session_already_paired'
  | 'session_not_paired'
  | 'session_not_connected'
  | 'session_elsewhere'
  | 'cluster_unavailable'
  | 'qr_not_available'
  | 'pairing_failed'
  | 'idempotency_key_in_use'
  | 'idempotency_key_reused'
  | 'webhook_not_found'
  | 'delivery_not_found'
  | 'webhook_url_forbidden'
  | 'webhook_disabled'
  | 'transport_not_found'
  | 'transport_host_forbidden'
  | 'media_url_forbidden'
  | 'media_fetch_failed'
  | 'media_too_large'
  | 'group_not_found'
  | 'group_forbidden'
  | 'invite_not_found'
  | 'newsletter_not_found'
  | 'call_not_found'
  | 'call_state_conflict'
  | 'picture_not_found'
  | 'chat_not_found'
  | 'history_anchor_missing'
  | 'message_not_found'
  | 'edit_window_passed'
  | 'app_state_not_ready'
  | 'push_name_missing'
  | 'upstream_failed'
  | 'upstream_timeout'
  | 'internal_error'

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

export class EngineError extends Error {
  readonly [engineErrorBrand] = true
  readonly code: EngineErrorCode
  readonly errors?: FieldError[]
  /** Extra members for the Problem body (e.g. `state` for a session in the wrong state). */
  readonly extra?: Record<string, unknown>

  constructor(
    code: EngineErrorCode,
    message: string,
    options: { errors?: FieldError[]; extra?: Record<string, unknown>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause })
    this.name = 'EngineError'
    this.code = code
    if (options.errors) this.errors = options.errors
    if (options.extra) this.extra = options.extra
  }
}

export const isEngineError = (error: unknown): error is EngineError =>
  typeof error === 'object' && error !== null && (error as { [engineErrorBrand]?: unknown })[engineErrorBrand] === true
