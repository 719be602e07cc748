import {
  createServer as createHttpServer,
  type RequestListener,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http'
import { EngineError } from '@sessionkit/core'
import { engineErrors } from '@sessionkit/core/adapter'
import { answerClientError, engineProblem } from './problem.js'
import { hasBody } from './request.js'
import { writeApiResponse } from './response.js'

/** What a client may take and hold on a `node:http` server this package creates. */
export interface ConnectionLimits {
  /** A request's line and headers must have arrived this long after it started (Node's `headersTimeout`). */
  headersTimeoutMs?: number
  /**
   * A request body that sends nothing for this long is cut. A body that keeps arriving, however slowly, is
   * not: there is no deadline for the whole request (Node's `requestTimeout` is off), and nothing applies once
   * the request is in, so an event stream that only sends heartbeats or a slow handler is never cut.
   */
  bodyIdleTimeoutMs?: number
  /** Connections open at once; Node closes one more as soon as it is accepted. */
  maxConnections?: number
}

export const defaultConnectionLimits: Required<ConnectionLimits> = {
  headersTimeoutMs: 15_000,
  bodyIdleTimeoutMs: 30_000,
  maxConnections: 1_024,
}

/**
 * A `node:http` server running `listener` with the limits applied (defaults for those not given), and every
 * refusal of Node's own answered with Problem Details: a malformed or oversized request, one too slow to send
 * its headers, and an HTTP/1.1 request without `Host` (Node's default answers it with an empty 400). `server`
 * options win over what the limits set.
 */
export function createLimitedServer(
  listener: RequestListener,
  limits: ConnectionLimits = {},
  server: ServerOptions = {},
): Server {
  const headersTimeoutMs = limits.headersTimeoutMs ?? defaultConnectionLimits.headersTimeoutMs
  const bodyIdleTimeoutMs = limits.bodyIdleTimeoutMs ?? defaultConnectionLimits.bodyIdleTimeoutMs
  const created = createHttpServer(
    {
      headersTimeout: headersTimeoutMs,
      requestTimeout: 0,
      // Node checks the headers deadline on this interval (30 s by default), so it bounds how late a cut comes.
      connectionsCheckingInterval: Math.min(1_000, headersTimeoutMs),
      requireHostHeader: false,
      ...server,
    },
    (req, res) => {
      if (req.httpVersion === '1.1' && req.headers.host === undefined) return void refuseWithoutHost(res)
      if (hasBody(req) && !req.complete) {
        // The socket's inactivity timer, only while the body arrives: with no 'timeout' listener, Node destroys it.
        req.socket.setTimeout(bodyIdleTimeoutMs)
        req.once('end', () => req.socket.setTimeout(created.timeout))
      }
      listener(req, res)
    },
  )
  created.maxConnections = limits.maxConnections ?? defaultConnectionLimits.maxConnections
  return created.on('clientError', answerClientError)
}

function refuseWithoutHost(res: ServerResponse): Promise<void> {
  res.shouldKeepAlive = false
  return writeApiResponse(
    res,
    engineProblem(new EngineError(engineErrors.malformed_request, 'An HTTP/1.1 request must carry a Host header.')),
  )
}
