import type { IncomingMessage } from 'node:http'

/**
 * The handler's own request and response: only what it reads and writes. Adapters build them straight from
 * their server's objects. The Fetch API is one such adapter rather than the core's currency, because
 * undici's Request and Response cost more per request than a whole bare node:http exchange (bench/RESULTS.md).
 */
export interface ApiRequest {
  readonly method: string
  /** Absolute URL as the client sent it; the handler reads only its path and query. */
  readonly url: string
  /**
   * The request target exactly as the client sent it (path and query, dot segments unresolved), where the server
   * shows it; undefined for a Fetch Request, whose URL resolved them before the handler saw it.
   */
  readonly target?: string
  /** A header's value (`name` in lower case), or null when absent. */
  header(name: string): string | null
  /**
   * The body, read at most once with `for await`; null when the request has none. Chunks from anything
   * iterable: a web ReadableStream, Node's request (no web stream around it, which cost the node adapter
   * ~20 µs of a POST's CPU), or bytes a framework already read. Leaving the loop early (a body over the
   * limit) returns the iterator, which stops reading.
   */
  readonly body: RequestBody | null
  /** Aborts when the client goes away, which ends streams early. */
  readonly signal: AbortSignal
}

/** A request body's chunks, read with `for await`. */
export type RequestBody = AsyncIterable<Uint8Array> | Iterable<Uint8Array>

/** Node's ReadableStream is async iterable; the DOM typings of Request do not say so. */
export const chunksOfStream = (stream: ReadableStream<Uint8Array> | null): RequestBody | null =>
  stream as unknown as AsyncIterable<Uint8Array> | null

/** A whole document (JSON, written with a length) or a stream (events); null for no body. */
export type ApiBody = string | ReadableStream<Uint8Array> | null

export class ApiResponse {
  constructor(
    readonly status: number,
    readonly headers: Readonly<Record<string, string>>,
    readonly body: ApiBody,
  ) {}
}

export type ApiHandler = (request: ApiRequest) => Promise<ApiResponse>

/** A JSON document; documents are never cached by intermediaries (they describe live state). */
export function documentResponse(
  status: number,
  json: string,
  contentType = 'application/json; charset=utf-8',
  headers?: Record<string, string>,
): ApiResponse {
  const all = { 'content-type': contentType, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' }
  return new ApiResponse(status, headers ? Object.assign(all, headers) : all, json)
}

/**
 * A header of Node's `IncomingMessage` as the handler reads it: repeated lines joined as Fetch joins them. Node
 * keeps only the first line of a repeated `Authorization`, so that one is read from the raw lines: a second
 * credential must be seen to be refused.
 */
export function nodeHeader(req: IncomingMessage, name: string): string | null {
  if (name === 'authorization') return joinedRawHeader(req.rawHeaders, name)
  const value = req.headers[name]
  return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value
}

function joinedRawHeader(raw: readonly string[], name: string): string | null {
  let joined: string | null = null
  for (let i = 0; i < raw.length; i += 2) {
    const line = raw[i]!
    if (line.length === name.length && line.toLowerCase() === name)
      joined = joined === null ? raw[i + 1]! : `${joined}, ${raw[i + 1]!}`
  }
  return joined
}

/**
 * A Fetch Request seen as an ApiRequest, for runtimes and frameworks that speak Fetch (tests, other runtimes). Its
 * URL resolved dot segments before the handler saw it, so it has no `target`.
 */
export const fromFetchRequest = (request: Request): ApiRequest => new FetchApiRequest(request)

// A class rather than an object literal with getters, which V8 builds on a slow path (~1 µs a request).
class FetchApiRequest implements ApiRequest {
  readonly method: string
  readonly url: string
  readonly #request: Request

  constructor(request: Request) {
    this.method = request.method
    this.url = request.url
    this.#request = request
  }

  header(name: string): string | null {
    return this.#request.headers.get(name)
  }

  get body(): RequestBody | null {
    return chunksOfStream(this.#request.body)
  }

  get signal(): AbortSignal {
    return this.#request.signal
  }
}

export const toFetchResponse = (response: ApiResponse): Response =>
  new Response(response.body, { status: response.status, headers: response.headers })
