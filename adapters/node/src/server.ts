import { createServer as createHttpServer, type RequestListener, type Server, type ServerOptions } from 'node:http'
import { createHandler, type FetchHandler, type HandlerOptions, problemTypeUri, type SessionEngine } from '@sessionkit/core'
import { toRequest } from './request.js'
import { writeResponse } from './response.js'

/**
 * A `node:http` request listener over any Fetch handler. The guards cover a request Node accepted but Fetch
 * cannot represent, and a handler that broke its never-reject contract, so no socket is ever left hanging.
 */
export function createNodeListener(handler: FetchHandler): RequestListener {
  return (req, res) => {
    let request: Request
    try {
      request = toRequest(req, { response: res })
    } catch {
      // Fetch refuses some methods Node parses (CONNECT, TRACE, TRACK); no route takes them.
      void writeResponse(res, problem(405, 'method_not_allowed', 'Method not allowed', `${req.method} is not supported.`))
      return
    }
    handler(request).then(
      (response) => writeResponse(res, response),
      () => writeResponse(res, problem(500, 'internal_error', 'Internal error', 'The server could not complete the request.')),
    )
  }
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

const problem = (status: number, code: 'method_not_allowed' | 'internal_error', title: string, detail: string) =>
  new Response(JSON.stringify({ type: problemTypeUri(code), title, status, detail, code }), {
    status,
    headers: { 'content-type': 'application/problem+json', 'cache-control': 'no-store' },
  })
