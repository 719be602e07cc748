import { Agent, errors } from 'undici'
import { guardedLookup } from '../net/address-guard.js'

export interface PostResult {
  statusCode: number
}

/**
 * Keep-alive connections for one webhook: its own pool, sized to its concurrency, so a receiver that holds
 * connections open cannot starve another's. Name resolution goes through the private-network guard, checked
 * again at every connect (a name that later resolves inside is refused then, not only at registration).
 * undici rather than node:http: on loopback it sends the same signed POSTs at about twice the rate for half
 * the CPU (bench/RESULTS.md, webhooks).
 */
export class WebhookTransport {
  readonly #agent: Agent

  constructor(options: { maxSockets: number; allowPrivateNetwork: boolean }) {
    this.#agent = new Agent({ connections: options.maxSockets, pipelining: 1, connect: { lookup: guardedLookup(options.allowPrivateNetwork) as never } })
  }

  /**
   * POSTs the body and resolves with the status once the response has ended (its body is discarded: only the
   * status counts). Rejects on network errors and when `timeoutMs` passes before the response ends.
   */
  async post(url: string, body: string, headers: Record<string, string>, timeoutMs: number): Promise<PostResult> {
    const target = new URL(url)
    // A wall-clock deadline: what a slow receiver costs is real time, whatever clock the engine runs on.
    const deadline = AbortSignal.timeout(timeoutMs)
    try {
      const response = await this.#agent.request({ origin: target.origin, path: `${target.pathname}${target.search}`, method: 'POST', headers, body, signal: deadline })
      // Bodies up to the limit are read so the connection can be reused; a larger one closes it instead.
      await response.body.dump({ limit: 128 * 1024, signal: deadline })
      return { statusCode: response.statusCode }
    } catch (error) {
      if (deadline.aborted) throw new Error(`no response within ${timeoutMs} ms`)
      throw new Error(describeNetworkError(error as NodeJS.ErrnoException))
    }
  }

  close(): void {
    this.#agent.destroy().catch(() => undefined)
  }
}

function describeNetworkError(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'ECONNREFUSED':
      return 'connection refused'
    case 'ECONNRESET':
      return 'connection reset by the receiver'
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'host not found'
    case 'EPRIVATEADDRESS':
      return error.message
    default:
      if (error instanceof errors.SocketError) return 'connection closed by the receiver'
      return error.message || String(error.code ?? 'network error')
  }
}
