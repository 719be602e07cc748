import { EngineError, type EngineErrorCode, type FieldError, isEngineError } from '../errors.js'
import { type ApiResponse, documentResponse } from './exchange.js'

/** Code -> status and title: the one table that turns the engine's errors into HTTP. */
const problemTypes: Record<EngineErrorCode, { status: number; title: string }> = {
  validation_failed: { status: 422, title: 'Request validation failed' },
  malformed_json: { status: 400, title: 'Malformed JSON body' },
  malformed_request: { status: 400, title: 'Malformed request' },
  headers_too_large: { status: 431, title: 'Request header fields too large' },
  request_timeout: { status: 408, title: 'Request timeout' },
  unauthorized: { status: 401, title: 'Missing or invalid API key' },
  insufficient_scope: { status: 403, title: 'The API key lacks the scope this route needs' },
  session_restricted: { status: 403, title: 'The API key is restricted to its sessions' },
  key_not_found: { status: 404, title: 'API key not found' },
  route_not_found: { status: 404, title: 'No such route' },
  method_not_allowed: { status: 405, title: 'Method not allowed' },
  payload_too_large: { status: 413, title: 'Request body too large' },
  unsupported_media_type: { status: 415, title: 'Unsupported content type' },
  rate_limited: { status: 429, title: 'Too many requests' },
  send_paced: { status: 429, title: 'Sending too fast for this WhatsApp account' },
  session_not_found: { status: 404, title: 'Session not found' },
  session_already_exists: { status: 409, title: 'Session already exists' },
  session_already_paired: { status: 409, title: 'Session is already paired' },
  session_not_paired: { status: 409, title: 'Session is not paired' },
  session_not_connected: { status: 409, title: 'Session is not connected' },
  session_elsewhere: { status: 421, title: 'Session is run by another node' },
  cluster_unavailable: { status: 503, title: 'The node that runs the session could not be reached' },
  qr_not_available: { status: 404, title: 'No QR code available' },
  pairing_failed: { status: 502, title: 'Pairing could not be started' },
  idempotency_key_in_use: { status: 409, title: 'Idempotency key in use' },
  idempotency_key_reused: { status: 422, title: 'Idempotency key reused with a different request' },
  webhook_not_found: { status: 404, title: 'Webhook not found' },
  delivery_not_found: { status: 404, title: 'Delivery not found' },
  webhook_url_forbidden: { status: 422, title: 'Webhook URL not allowed' },
  webhook_disabled: { status: 409, title: 'Webhook is disabled' },
  transport_not_found: { status: 404, title: 'Transport not found' },
  transport_host_forbidden: { status: 422, title: 'Broker host not allowed' },
  media_url_forbidden: { status: 422, title: 'Media URL not allowed' },
  media_fetch_failed: { status: 502, title: 'Media could not be fetched' },
  media_too_large: { status: 413, title: 'Media too large' },
  group_not_found: { status: 404, title: 'Group not found' },
  group_forbidden: { status: 403, title: 'Not allowed in this group' },
  invite_not_found: { status: 404, title: 'Invite not found' },
  newsletter_not_found: { status: 404, title: 'Channel not found' },
  call_not_found: { status: 404, title: 'Call not found' },
  chat_not_found: { status: 404, title: 'Chat not found' },
  history_anchor_missing: { status: 409, title: 'No stored message to count back from' },
  message_not_found: { status: 404, title: 'Message not found' },
  edit_window_passed: { status: 409, title: 'Too late to edit the message' },
  call_state_conflict: { status: 409, title: 'Action does not fit the call state' },
  picture_not_found: { status: 404, title: 'No profile picture' },
  app_state_not_ready: { status: 409, title: 'Chat state not synced yet' },
  push_name_missing: { status: 409, title: 'The account has no name' },
  upstream_failed: { status: 502, title: 'WhatsApp rejected the request' },
  upstream_timeout: { status: 504, title: 'WhatsApp did not answer in time' },
  internal_error: { status: 500, title: 'Internal error' },
}

export const problemTypeUri = (code: string): string => `https://sessionkit.dev/problems/${code.replaceAll('_', '-')}`

export const statusOf = (code: EngineErrorCode): number => problemTypes[code].status

export interface ProblemBody<C extends string = EngineErrorCode> {
  type: string
  title: string
  status: number
  detail: string
  instance?: string
  code: C
  errors?: FieldError[]
  [extension: string]: unknown
}

export const problemCodes = Object.keys(problemTypes) as EngineErrorCode[]

/** Any throwable -> Problem Details. Unknown errors are masked: their message may carry internals. */
export function toProblem(error: unknown, instance?: string): ProblemBody {
  const known: EngineError = isEngineError(error)
    ? error
    : new EngineError('internal_error', 'The server could not complete the request.')
  return problemBody(known.code, problemTypes[known.code], known.message, {
    instance,
    errors: known.errors,
    extra: known.extra,
  })
}

/**
 * The Problem Details body of one code. `toProblem` builds the engine's with it; an API built on these pieces
 * (the simulator's sandbox) builds its own codes' with it, so both read alike.
 */
export function problemBody<C extends string>(
  code: C,
  { status, title }: { status: number; title: string },
  detail: string,
  options: {
    instance?: string | undefined
    errors?: FieldError[] | undefined
    extra?: Record<string, unknown> | undefined
  } = {},
): ProblemBody<C> {
  return {
    ...options.extra,
    type: problemTypeUri(code),
    title,
    status,
    detail,
    ...(options.instance ? { instance: options.instance } : {}),
    code,
    ...(options.errors ? { errors: options.errors } : {}),
  }
}

export const problemResponse = (problem: ProblemBody<string>, headers: Record<string, string> = {}): ApiResponse =>
  documentResponse(problem.status, JSON.stringify(problem), 'application/problem+json', headers)
