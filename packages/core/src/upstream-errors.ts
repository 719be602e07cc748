import type { EngineContext } from './context.js'
import { EngineError, type ErrorKind, engineErrors, type FieldError } from './errors.js'
import { type ProtocolConnection, ProtocolError, type ProtocolErrorKind } from './protocol/port.js'

/** `field`: the request field the failure is about, named in `errors[]`. `alone`: the failure's own message says it all ("the message went out, but..."), without the caller's opening. */
export interface UpstreamMapping {
  error: ErrorKind
  field?: string
  alone?: boolean
}

/**
 * How the protocol calls of one domain map their failures to its codes (each domain's `<domain>/errors.ts`): the
 * same kind of failure has a different code in each.
 */
export interface UpstreamCodes {
  /** The kinds that mean something particular there (`not_found` in groups is `group_not_found`). */
  kinds?: Partial<Record<ProtocolErrorKind, UpstreamMapping>>
  /** What every failure is, whatever its kind (pairing: no code was issued, whatever went wrong). */
  always?: ErrorKind
}

/** A domain whose protocol calls fail only as every domain's do. */
export const commonUpstream: UpstreamCodes = {}

/** What every domain shares: a timeout is a 504, a local store failure a 500, the rest WhatsApp's refusal (502). */
const common: Record<ProtocolErrorKind, UpstreamMapping> = {
  not_found: { error: engineErrors.upstream_failed },
  forbidden: { error: engineErrors.upstream_failed },
  conflict: { error: engineErrors.upstream_failed },
  rejected: { error: engineErrors.upstream_failed },
  timeout: { error: engineErrors.upstream_timeout },
  unavailable: { error: engineErrors.upstream_failed },
  invalid: { error: engineErrors.validation_failed },
  disallowed: { error: engineErrors.validation_failed },
  state_not_saved: { error: engineErrors.internal_error, alone: true },
}

/**
 * A failed protocol call -> the engine's error, by the failure's kind and the codes of the domain it served. `what` opens
 * the message ("WhatsApp did not accept the message"); WhatsApp's own words follow it.
 */
export function upstreamError(error: unknown, upstream: UpstreamCodes, what: string): EngineError {
  if (error instanceof EngineError) return error
  // The Baileys side wraps what it throws; anything else still came from the call to WhatsApp, as before the port had kinds.
  if (!(error instanceof ProtocolError))
    return new EngineError(
      upstream.always ?? engineErrors.upstream_failed,
      `${what}: ${(error as Error)?.message ?? String(error)}`,
      { cause: error },
    )
  const mapping: UpstreamMapping = upstream.always
    ? { error: upstream.always }
    : (upstream.kinds?.[error.kind] ?? common[error.kind])
  const errors: FieldError[] | undefined = mapping.field ? [{ path: mapping.field, message: error.message }] : undefined
  // WhatsApp's own code, where it gave one, is part of what a client reads.
  const code =
    mapping.error === engineErrors.upstream_failed &&
    error.statusCode !== null &&
    !error.message.includes(String(error.statusCode))
      ? ` (WhatsApp's code ${error.statusCode})`
      : ''
  return new EngineError(mapping.error, mapping.alone ? error.message : `${what}: ${error.message}${code}`, {
    cause: error,
    ...(errors ? { errors } : {}),
  })
}

/**
 * Runs `run` on a session's connection (the 409s when it has none) and maps what WhatsApp refused to the engine's
 * error by the domain's `upstream` codes: the one way a domain service calls the port.
 */
export async function onConnection<T>(
  context: EngineContext,
  sessionId: string,
  upstream: UpstreamCodes,
  what: string,
  run: (connection: ProtocolConnection) => Promise<T>,
): Promise<T> {
  const connection = context.sessions.require(sessionId)
  try {
    return await run(connection)
  } catch (error) {
    throw upstreamError(error, upstream, what)
  }
}
