import type { IncomingMessage, RequestListener, Server, ServerOptions, ServerResponse } from 'node:http'
import type { FetchHandler, HandlerOptions, SessionEngine } from '@sessionkit/core'
import { type ApiHandler, type ApiResponse, createApiHandler } from '@sessionkit/core/adapter'
import { bridgeProblem } from './problem.js'
import { type ToRequestOptions, toApiRequest, toRequest } from './request.js'
import { writeApiResponse, writeResponse } from './response.js'
import { type ConnectionLimits, createLimitedServer } from './slow-clients.js'

/**
 * Serves one Node request with the API handler (`createApiHandler(engine)`): the path every Node-based adapter
 * takes, so they cannot drift apart. Never rejects; the guard covers a handler that broke its never-reject
 * contract, so no socket is ever left hanging.
 */
export async function serveApiRequest(
  handler: ApiHandler,
  req: IncomingMessage,
  res: ServerResponse,
  options: Pick<ToRequestOptions, 'body'> = {},
): Promise<void> {
  let response: ApiResponse
  try {
    response = await handler(toApiRequest(req, res, options))
  } catch {
    response = bridgeProblem(500, 'The server could not complete the request.')
  }
  return writeApiResponse(res, response)
}

/**
 * Serves one Node request with any Fetch handler (a host's own routes, the simulator's sandbox API), through
 * undici's Request and Response. The guards cover a request Node accepted but Fetch cannot represent.
 */
export async function serveNodeRequest(
  handler: FetchHandler,
  req: IncomingMessage,
  res: ServerResponse,
  options: Pick<ToRequestOptions, 'body'> = {},
): Promise<void> {
  let request: Request
  try {
    request = toRequest(req, { ...options, response: res })
  } catch {
    // Fetch refuses some methods Node parses (CONNECT, TRACE, TRACK); no route takes them.
    return writeApiResponse(res, bridgeProblem(405, `${req.method} is not supported.`))
  }
  let response: Response
  try {
    response = await handler(request)
  } catch {
    return writeApiResponse(res, bridgeProblem(500, 'The server could not complete the request.'))
  }
  return writeResponse(res, response)
}

/** A `node:http` request listener over the API handler. */
export function createApiListener(handler: ApiHandler): RequestListener {
  return (req, res) => void serveApiRequest(handler, req, res)
}

/** A `node:http` request listener over any Fetch handler. */
export function createNodeListener(handler: FetchHandler): RequestListener {
  return (req, res) => void serveNodeRequest(handler, req, res)
}

export interface CreateServerOptions extends HandlerOptions {
  /** Slow-client timeouts and the connection cap (see `defaultConnectionLimits`). */
  limits?: ConnectionLimits
  /** Passed to `node:http` createServer (header limits, ...); wins over what `limits` sets. */
  server?: ServerOptions
}

/**
 * A `node:http` server (not yet listening): given an engine, it serves the API at `basePath` on the direct
 * path; given a Fetch handler, it serves that handler. Requests Node itself refuses are answered with Problems too,
 * and slow clients are cut (`limits`).
 */
export function createServer(target: SessionEngine | FetchHandler, options: CreateServerOptions = {}): Server {
  const { server, limits, ...handlerOptions } = options
  // typeof, not instanceof: two copies of @sessionkit/core in one install must still work together.
  const listener =
    typeof target === 'function'
      ? createNodeListener(target)
      : createApiListener(createApiHandler(target, handlerOptions))
  return createLimitedServer(listener, limits, server)
}
