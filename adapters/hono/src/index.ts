import type { IncomingMessage } from 'node:http'
import type { HandlerOptions, SessionEngine } from '@sessionkit/core'
import {
  type ApiRequest,
  chunksOfStream,
  createApiHandler,
  fromFetchRequest,
  nodeHeader,
  type RequestBody,
  toFetchResponse,
} from '@sessionkit/core/adapter'
import { type Context, Hono } from 'hono'

export type SessionApiOptions = HandlerOptions

/**
 * The API as a Hono sub-app: `app.route('/api/v1', sessionApi(engine))`. The handler sees the request's full
 * URL, so give `basePath` when mounting elsewhere.
 */
export function sessionApi(engine: SessionEngine, options: SessionApiOptions = {}): Hono {
  const handler = createApiHandler(engine, options)
  const app = new Hono()
  app.all('*', async (c) => toFetchResponse(await handler(requestOf(c))))
  return app
}

/**
 * On @hono/node-server (`c.env.incoming`), headers are read from Node's own object: building undici Headers
 * for the Fetch view costs more than the rest of a GET (bench/RESULTS.md). The target is Node's too, as the
 * client sent it (Hono's URL has its dot segments resolved). Body and signal stay Hono's, so a body a host
 * middleware already read is handled as Hono handles it.
 */
function requestOf(c: Context): ApiRequest {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
  return incoming?.headers ? new HonoNodeRequest(c.req.raw, incoming) : fromFetchRequest(c.req.raw)
}

class HonoNodeRequest implements ApiRequest {
  readonly method: string
  readonly url: string
  readonly target: string | undefined
  readonly #raw: Request
  readonly #incoming: IncomingMessage

  constructor(raw: Request, incoming: IncomingMessage) {
    this.method = raw.method
    this.url = raw.url
    this.target = incoming.url
    this.#raw = raw
    this.#incoming = incoming
  }

  header(name: string): string | null {
    return nodeHeader(this.#incoming, name)
  }

  get body(): RequestBody | null {
    return chunksOfStream(this.#raw.body)
  }

  get signal(): AbortSignal {
    return this.#raw.signal
  }
}
