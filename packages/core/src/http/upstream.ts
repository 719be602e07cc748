import { type ClientRequest, Agent as HttpAgent, type IncomingMessage, request as httpRequest } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import { Readable } from 'node:stream'
import { ApiResponse } from './exchange.js'

/**
 * A forwarded request's body, read from the client only as fast as the owner takes it and sent on chunk by chunk:
 * never whole in memory on the forwarding node. Its first `keepBytes` are kept, so an attempt the owner turned
 * away before reading (a 421 while the session changes hands) can be sent again from the first byte; a body
 * longer than that can be sent once only.
 */
export class ForwardedBody {
  readonly #source: AsyncIterator<Uint8Array>
  #kept: Uint8Array[] | null = []
  #keptBytes = 0
  #idle: Promise<void> = Promise.resolve()

  constructor(
    source: AsyncIterable<Uint8Array>,
    readonly keepBytes: number,
  ) {
    this.#source = source[Symbol.asyncIterator]()
  }

  /** Whether the body can still be sent from its first byte. */
  get whole(): boolean {
    return this.#kept !== null
  }

  /**
   * The body from its first byte: what was kept, then the rest as the client sends it. A reader waits for the one
   * before it to end (an attempt cut short may still be waiting on the client for a chunk, which it keeps).
   */
  async *chunks(): AsyncGenerator<Uint8Array> {
    const previous = this.#idle
    let ended!: () => void
    this.#idle = new Promise((resolve) => (ended = resolve))
    try {
      await previous
      const kept = this.#kept
      if (kept === null) throw new Error('a forwarded body past its kept bytes cannot be sent twice')
      for (const chunk of kept.slice()) yield chunk
      for (;;) {
        const next = await this.#source.next()
        if (next.done) return
        this.#keep(next.value)
        yield next.value
      }
    } finally {
      ended()
    }
  }

  /** Stops reading the client's body (what is left of it is the server adapter's to drop). */
  async close(): Promise<void> {
    this.#kept = null
    await this.#source.return?.()
  }

  #keep(chunk: Uint8Array): void {
    if (this.#kept === null) return
    this.#keptBytes += chunk.byteLength
    if (this.#keptBytes > this.keepBytes) this.#kept = null
    else this.#kept.push(chunk)
  }
}

/** The answer of one attempt. */
export interface UpstreamAnswer {
  response: ApiResponse
  /** Drops the answer unread (a 421 the forwarder retries). */
  discard(): void
}

// Kept-alive connections between nodes: a forwarded read costs no TCP handshake.
const agents = { 'http:': new HttpAgent({ keepAlive: true }), 'https:': new HttpsAgent({ keepAlive: true }) }

const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date'])

/**
 * One attempt at the owner, over node:http rather than fetch: the body is written with backpressure (a chunk is
 * read from the client only once the owner's socket took the last one), where undici's fetch pulled a streamed
 * body ahead of the owner and held it (+334-482 MiB for 8 concurrent 60 MiB uploads). The body starts only once
 * the connection is up, so a refused connection (`ECONNREFUSED`) has read none of it. An owner that answers
 * before reading the whole body (a refusal) stops the body there. Rejects with the body's own error (a 413, a
 * client that left) or the connection's (`signal`: the client left).
 */
export function sendUpstream(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: ForwardedBody | null,
  signal: AbortSignal,
  idleMs: number,
): Promise<UpstreamAnswer> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest
  const agent = agents[url.protocol as keyof typeof agents]
  return new Promise<UpstreamAnswer>((resolve, reject) => {
    const upstream = send(url, { method, headers, agent, signal })
    // Bounded by idleness, not by a deadline: a 60 MiB upload from a slow client may take minutes while bytes
    // flow; an owner (or a client) that stops moving them for `idleMs` ends it.
    upstream.setTimeout(idleMs, () =>
      upstream.destroy(Object.assign(new Error(`no byte moved for ${idleMs} ms`), { code: 'ETIMEDOUT' })),
    )
    const stop = new AbortController()
    // Set once the body was written to its end (at once for a request without one).
    let sent = body === null
    const fail = (error: unknown) => {
      stop.abort()
      upstream.destroy()
      reject(error)
    }
    // Every error, not only the first: a request destroyed after one may emit another, which must not go unheard.
    upstream.on('error', fail)
    upstream.once('socket', (socket) => {
      const start = () => {
        if (body === null) return void upstream.end()
        pump(body, upstream, stop.signal).then((complete) => {
          sent = complete
        }, fail)
      }
      if (socket.connecting) socket.once('connect', start)
      else start()
    })
    upstream.once('response', (incoming) => {
      // The owner answered: anything of the body it has not read yet it never will, and a connection whose
      // request was cut short is not fit for the next one.
      stop.abort()
      if (!sent) incoming.once('close', () => upstream.destroy())
      resolve({ response: answerOf(incoming), discard: () => incoming.destroy() })
    })
  })
}

/** Writes the body chunk by chunk, each once the socket took the last; true when it was sent to its end. */
async function pump(body: ForwardedBody, upstream: ClientRequest, stop: AbortSignal): Promise<boolean> {
  for await (const chunk of body.chunks()) {
    if (stop.aborted || upstream.destroyed) return false
    if (!upstream.write(chunk)) await drained(upstream, stop)
    if (stop.aborted || upstream.destroyed) return false
  }
  upstream.end()
  return true
}

const drained = (upstream: ClientRequest, stop: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      upstream.off('drain', done)
      upstream.off('close', done)
      stop.removeEventListener('abort', done)
      resolve()
    }
    upstream.on('drain', done)
    upstream.on('close', done)
    stop.addEventListener('abort', done)
  })

function answerOf(incoming: IncomingMessage): ApiResponse {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(incoming.headers))
    if (value !== undefined && !hopByHop.has(name)) headers[name] = Array.isArray(value) ? value.join(', ') : value
  return new ApiResponse(incoming.statusCode ?? 502, headers, Readable.toWeb(incoming) as ReadableStream<Uint8Array>)
}
