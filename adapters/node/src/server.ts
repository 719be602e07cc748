import { createServer as createHttpServer, type IncomingMessage, type RequestListener, type Server, type ServerOptions, type ServerResponse } from 'node:http'
import { createHandler, type FetchHandler, type HandlerOptions, type SessionEngine } from '@sessionkit/core'
import { bridgeProblem } from './problem.js'
import { type ToRequestOptions, toRequest } from './request.js'
import { writeResponse } from './response.js'

/**
 * Serves one Node request with a Fetch handler: the whole bridge, shared by every Node-based adapter so they
 * cannot drift apart. Never rejects; the guards cover a request Node accepted but Fetch cannot represent, and
 * a handler that broke its never-reject contract, so no socket is ever left hanging.
 */
export async function serveNodeRequest(handler: FetchHandler, req: IncomingMessage, res: ServerResponse, options: Pick<ToRequestOptions, 'body'> = {}): Promise<void> {
  let request: Request
  try {
    request = toRequest(req, { ...options, response: res })
  } catch {
    // Fetch refuses some methods Node parses (CONNECT, TRACE, TRACK); no route takes them.
    return writeResponse(res, bridgeProblem(405, `${req.method} is not supported.`))
  }
  let response: Response
  try {
    response = await handler(request)
  } catch {
    response = bridgeProblem(500, 'The server could not complete the request.')
  }
  return writeResponse(res, response)
}

/** A `node:http` request listener over any Fetch handler. */
export function createNodeListener(handler: FetchHandler): RequestListener {
  return (req, res) => void serveNodeRequest(handler, req, res)
}

export interface CreateServerOptions extends HandlerOptions {
  /** Passed to `node:http` createServer (timeouts, header limits, ...). */
  server?: ServerOptions
}

/** A `node:http` server (not yet listening) serving the API at `basePath`; pass an engine or a ready handler. */
export function createServer(target: SessionEngine | FetchHandler, options: CreateServerOptions = {}): Server {
  const { server, ...handlerOptions } = options
  // typeof, not instanceof: two copies of @sessionkit/core in one install must still work together.
  const handler = typeof target === 'function' ? target : createHandler(target, handlerOptions)
  return createHttpServer(server ?? {}, createNodeListener(handler))
}
