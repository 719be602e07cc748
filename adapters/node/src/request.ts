import type { IncomingMessage, ServerResponse } from 'node:http'
import { ReadableStream } from 'node:stream/web'
import { type ApiRequest, nodeHeader, type RequestBody } from '@sessionkit/core/adapter'

export interface ToRequestOptions {
  /**
   * The body when a framework already consumed the stream (Express' `express.json()`); otherwise the
   * request stream itself is handed on, unread, so the handler applies its own size limits. A stream that
   * was consumed and not given here reads as empty rather than waiting forever for an `end` long past.
   */
  body?: string | Uint8Array
  /** The response of this request: its early close (client gone) aborts the Request's signal. */
  response?: ServerResponse
}

const bodyless = new Set(['GET', 'HEAD'])

/**
 * Node `IncomingMessage` -> Fetch `Request`. The URL keeps the full path a client sent (`originalUrl` when a
 * framework rewrote `url` for a mount point), so the handler routes the same whatever the mount. The URL has
 * its dot segments resolved, as every Request's has; the target as sent stays readable as `target`, for
 * `fromFetchRequest` to hand on.
 */
export function toRequest(req: IncomingMessage, options: ToRequestOptions = {}): Request {
  const method = req.method ?? 'GET'
  const headers = new Headers()
  const raw = req.rawHeaders
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!
    // HTTP/2 pseudo-headers (`:path`) are not headers a Request may carry.
    if (name.charCodeAt(0) !== 58) headers.append(name, raw[i + 1]!)
  }
  const init: RequestInit & { duplex?: 'half' } = { method, headers }
  if (!bodyless.has(method)) {
    if (options.body !== undefined) {
      // The bytes differ from what the client declared (re-serialised), so the old length and encoding would lie.
      headers.delete('content-length')
      headers.delete('transfer-encoding')
      init.body = options.body as BodyInit
    } else if (hasBody(req) && !req.readableEnded) {
      // Pulled as the handler reads, so Node pauses while it is slow; a cancel drops the rest (chunksOf).
      init.body = ReadableStream.from(chunksOf(req)) as unknown as BodyInit
      init.duplex = 'half'
    }
  }
  return new NodeRequest(urlOf(req), init, pathOf(req), options.response)
}

/**
 * The request as the API handler reads it, straight from Node's objects: no Headers, no Request, a body
 * stream only when someone asks for it. The host is left out of the URL (the handler routes on the path), so
 * a malformed Host header cannot turn a valid request into a 404.
 */
export const toApiRequest = (
  req: IncomingMessage,
  res: ServerResponse,
  options: Pick<ToRequestOptions, 'body'> = {},
): ApiRequest => new NodeApiRequest(req, res, options.body)

// A class rather than an object literal with getters: V8 creates the literal on a slow path (~1 µs a request).
class NodeApiRequest implements ApiRequest {
  readonly method: string
  readonly url: string
  readonly target: string
  readonly #req: IncomingMessage
  readonly #res: ServerResponse
  readonly #consumed: string | Uint8Array | undefined
  #signal: AbortSignal | undefined

  constructor(req: IncomingMessage, res: ServerResponse, consumed: string | Uint8Array | undefined) {
    this.method = req.method ?? 'GET'
    this.target = pathOf(req)
    this.url = `http://localhost${this.target}`
    this.#req = req
    this.#res = res
    this.#consumed = consumed
  }

  header(name: string): string | null {
    // A re-serialised body has its own length; what the client declared would lie.
    if (this.#consumed !== undefined && (name === 'content-length' || name === 'transfer-encoding')) return null
    return nodeHeader(this.#req, name)
  }

  get body(): RequestBody | null {
    if (bodyless.has(this.method)) return null
    if (this.#consumed !== undefined)
      return [typeof this.#consumed === 'string' ? Buffer.from(this.#consumed) : this.#consumed]
    return hasBody(this.#req) && !this.#req.readableEnded ? chunksOf(this.#req) : null
  }

  get signal(): AbortSignal {
    return (this.#signal ??= clientSignal(this.#res))
  }
}

/**
 * A Request that keeps the target as the client sent it, and whose `signal` aborts when the client goes away
 * (given the response). The signal is made on first read, not passed to the constructor: a RequestInit signal
 * costs undici several times the Request itself, and most requests finish without anyone looking at it.
 */
class NodeRequest extends Request {
  readonly target: string
  readonly #response: ServerResponse | undefined
  #signal: AbortSignal | undefined

  constructor(url: string, init: RequestInit, target: string, response: ServerResponse | undefined) {
    super(url, init)
    this.target = target
    this.#response = response
  }

  override get signal(): AbortSignal {
    if (!this.#response) return super.signal
    return (this.#signal ??= clientSignal(this.#response))
  }
}

/**
 * A signal that aborts when the response closes before it finished (the client went away), or at once if
 * that already happened: Node marks a response destroyed when its connection closes early.
 */
function clientSignal(response: ServerResponse): AbortSignal {
  const controller = new AbortController()
  if (response.destroyed && !response.writableFinished) controller.abort(clientGone())
  else
    response.once('close', () => {
      if (!response.writableFinished) controller.abort(clientGone())
    })
  return controller.signal
}

const clientGone = () => new Error('The client closed the connection before the response was complete.')

/** The full path a client sent (`originalUrl` when a framework rewrote `url` for a mount point). */
function pathOf(req: IncomingMessage): string {
  const path = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/'
  return path.startsWith('/') ? path : `/${path}`
}

function urlOf(req: IncomingMessage): string {
  const secure = (req.socket as { encrypted?: boolean } | undefined)?.encrypted === true
  const host = req.headers.host ?? (req.headers[':authority'] as string | undefined) ?? 'localhost'
  const suffix = pathOf(req)
  // Concatenated, not resolved against a base: "//evil/x" must stay a path, never become a host.
  try {
    return new URL(`${secure ? 'https' : 'http'}://${host}${suffix}`).href
  } catch {
    return new URL(`http://localhost${suffix}`).href
  }
}

export const hasBody = (req: IncomingMessage): boolean =>
  req.headers['transfer-encoding'] !== undefined ||
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0')

/**
 * The request's chunks as Node reads them. A reader that stops early (the handler refused the body as too
 * large) leaves the rest to be dropped rather than destroying the request, so the refusal can still be written.
 */
async function* chunksOf(req: IncomingMessage): AsyncIterable<Uint8Array> {
  let complete = false
  try {
    for await (const chunk of req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) yield chunk
    complete = true
  } finally {
    if (!complete) req.resume()
  }
}
