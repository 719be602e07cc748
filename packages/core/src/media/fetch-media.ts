import http, { type IncomingMessage } from 'node:http'
import https from 'node:https'
import { type Readable, Transform } from 'node:stream'
import { EngineError } from '../errors.js'
import { checkOutboundUrl, type Resolver } from '../net/address-guard.js'
import { guardedAgents } from '../net/guarded-agent.js'
import { proxyAgent } from '../net/proxy-agent.js'
import { mediaErrors } from './errors.js'

export interface FetchMediaOptions {
  allowPrivateNetwork: boolean
  timeoutMs: number
  maxBytes: number
  /** Name resolution for the check and for every connection, replaceable in tests. */
  resolve?: Resolver
  /**
   * The session's proxy (docs/proxies.md): every connection goes through it, to the address the guard checked
   * here, never to a name the proxy would resolve on the far side of the guard.
   */
  proxy?: string | null
}

export interface FetchedMedia {
  stream: Readable
  mimetype: string | null
  /**
   * Why the stream failed, once it did: past maxBytes (413) or the source broke off (502 media_fetch_failed).
   * The protocol only sees a broken stream, so the send uses this to say what really went wrong.
   */
  failure: () => EngineError | null
}

const maxRedirects = 5

/**
 * Fetches a `mediaUrl` for a send: only public http(s) addresses (unless the operator allows private ones),
 * each redirect checked again, a deadline for the whole transfer, and a byte cap enforced while streaming,
 * so a huge or slow file can neither fill memory nor hold a send forever. The URL is checked up front (for a
 * clear 422), and every connection goes through the guarded agents, so the address connected to is the
 * address checked at that moment: a name that answers a public address to the check and a private one to
 * the connection (DNS rebinding) is refused.
 */
export async function fetchMedia(url: string, options: FetchMediaOptions): Promise<FetchedMedia> {
  const signal = AbortSignal.timeout(options.timeoutMs)
  const guard = {
    allowPrivateNetwork: options.allowPrivateNetwork,
    ...(options.resolve ? { resolve: options.resolve } : {}),
  }
  const agents = options.proxy
    ? { http: proxyAgent(options.proxy, { guard }), https: proxyAgent(options.proxy, { guard }) }
    : guardedAgents(guard)
  const forbidden = (hop: number, where: URL, reason: string) =>
    new EngineError(
      mediaErrors.media_url_forbidden,
      `${hop === 0 ? 'mediaUrl' : `mediaUrl (redirected to ${where.origin})`} ${reason}.`,
      { errors: [{ path: 'content.mediaUrl', message: reason }] },
    )
  let current = new URL(url)
  let response: IncomingMessage | undefined
  for (let hop = 0; hop <= maxRedirects; hop += 1) {
    const check = await checkOutboundUrl(current.href, guard)
    if (!check.ok) throw forbidden(hop, current, check.reason)
    try {
      response = await get(current, current.protocol === 'https:' ? agents.https : agents.http, signal)
    } catch (error) {
      const failure = error as NodeJS.ErrnoException
      if (failure.code === 'EPRIVATEADDRESS') throw forbidden(hop, current, failure.message)
      const reason = signal.aborted ? `no answer within ${options.timeoutMs} ms` : failure.message
      throw new EngineError(mediaErrors.media_fetch_failed, `Could not fetch mediaUrl ${current.origin}: ${reason}.`, {
        extra: { mediaUrl: url },
      })
    }
    const location = response.headers.location
    if (response.statusCode! >= 300 && response.statusCode! < 400 && location) {
      response.destroy()
      current = new URL(location, current)
      continue
    }
    break
  }
  if (!response || (response.statusCode! >= 300 && response.statusCode! < 400)) {
    response?.destroy()
    throw new EngineError(mediaErrors.media_fetch_failed, `mediaUrl redirected more than ${maxRedirects} times.`)
  }
  if (response.statusCode! < 200 || response.statusCode! >= 300) {
    response.destroy()
    throw new EngineError(mediaErrors.media_fetch_failed, `Fetching mediaUrl answered HTTP ${response.statusCode}.`, {
      extra: { mediaUrl: url, upstreamStatus: response.statusCode },
    })
  }
  const declared = Number(response.headers['content-length'] ?? Number.NaN)
  if (Number.isFinite(declared) && declared > options.maxBytes) {
    response.destroy()
    throw tooLarge(options.maxBytes)
  }
  let total = 0
  let failure: EngineError | null = null
  const cap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length
      if (total > options.maxBytes) {
        failure ??= tooLarge(options.maxBytes)
        done(failure)
      } else done(null, chunk)
    },
  })
  const source = response
  source.on('error', (error) => {
    const reason = signal.aborted ? `no complete answer within ${options.timeoutMs} ms` : error.message
    failure ??= new EngineError(
      mediaErrors.media_fetch_failed,
      `Reading mediaUrl ${current.origin} failed after ${total} bytes: ${reason}.`,
      { extra: { mediaUrl: url } },
    )
    cap.destroy(failure)
  })
  return {
    stream: source.pipe(cap),
    mimetype: response.headers['content-type']?.split(';')[0]?.trim() || null,
    failure: () => failure,
  }
}

const tooLarge = (maxBytes: number) =>
  new EngineError(mediaErrors.media_too_large, `The media is larger than ${maxBytes} bytes.`, {
    extra: { limitBytes: maxBytes },
  })

/** One GET with the deadline; resolves with the response head, its body still unread. */
function get(url: URL, agent: http.Agent, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).get(url, { agent, signal }, resolve)
    request.on('error', reject)
  })
}
