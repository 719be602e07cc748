import { Readable, Transform } from 'node:stream'
import { EngineError } from '../errors.js'
import { checkOutboundUrl } from '../net/address-guard.js'

export interface FetchMediaOptions {
  allowPrivateNetwork: boolean
  timeoutMs: number
  maxBytes: number
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
 * so a huge or slow file can neither fill memory nor hold a send forever.
 */
export async function fetchMedia(url: string, options: FetchMediaOptions): Promise<FetchedMedia> {
  const signal = AbortSignal.timeout(options.timeoutMs)
  let current = new URL(url)
  let response: Response | undefined
  for (let hop = 0; hop <= maxRedirects; hop += 1) {
    const check = await checkOutboundUrl(current.href, { allowPrivateNetwork: options.allowPrivateNetwork })
    if (!check.ok) {
      const where = hop === 0 ? 'mediaUrl' : `mediaUrl (redirected to ${current.origin})`
      throw new EngineError('media_url_forbidden', `${where} ${check.reason}.`, { errors: [{ path: 'content.mediaUrl', message: check.reason }] })
    }
    try {
      response = await fetch(current, { redirect: 'manual', signal })
    } catch (error) {
      const reason = signal.aborted ? `no answer within ${options.timeoutMs} ms` : (error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message
      throw new EngineError('media_fetch_failed', `Could not fetch mediaUrl ${current.origin}: ${reason}.`, { extra: { mediaUrl: url } })
    }
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel()
      current = new URL(location, current)
      continue
    }
    break
  }
  if (!response || (response.status >= 300 && response.status < 400)) throw new EngineError('media_fetch_failed', `mediaUrl redirected more than ${maxRedirects} times.`)
  if (!response.ok || !response.body) {
    await response.body?.cancel()
    throw new EngineError('media_fetch_failed', `Fetching mediaUrl answered HTTP ${response.status}.`, { extra: { mediaUrl: url, upstreamStatus: response.status } })
  }
  const declared = Number(response.headers.get('content-length') ?? Number.NaN)
  if (Number.isFinite(declared) && declared > options.maxBytes) {
    await response.body.cancel()
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
  const source = Readable.fromWeb(response.body as never)
  source.on('error', (error) => {
    const reason = signal.aborted ? `no complete answer within ${options.timeoutMs} ms` : error.cause instanceof Error ? error.cause.message : error.message
    failure ??= new EngineError('media_fetch_failed', `Reading mediaUrl ${current.origin} failed after ${total} bytes: ${reason}.`, { extra: { mediaUrl: url } })
    cap.destroy(failure)
  })
  return { stream: source.pipe(cap), mimetype: response.headers.get('content-type')?.split(';')[0]?.trim() || null, failure: () => failure }
}

const tooLarge = (maxBytes: number) => new EngineError('media_too_large', `The media is larger than ${maxBytes} bytes.`, { extra: { limitBytes: maxBytes } })
