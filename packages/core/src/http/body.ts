import { EngineError, engineErrors } from '../errors.js'
import type { ApiRequest } from './exchange.js'
import { type ParsedForm, parseMultipart } from './multipart.js'

export interface BodyLimits {
  maxBodyBytes: number
  maxUploadBytes: number
}

export type ParsedBody = { kind: 'none' } | { kind: 'json'; value: unknown } | ({ kind: 'form' } & ParsedForm)

/**
 * The client went away (closed or reset the connection) before its body arrived whole. It is not a server
 * failure: the pipeline logs it at debug level and usage counts it as a request in no status class.
 */
export class BodyAborted extends EngineError {
  constructor(cause: unknown) {
    super(engineErrors.malformed_request, 'The request body ended before it was complete: the connection was closed.', {
      cause,
    })
  }
}

/** A 413 for a body that declares a length past `limit`, before a byte of it is read. */
export function refuseDeclaredLength(request: ApiRequest, limit: number): void {
  const declared = Number(request.header('content-length') ?? Number.NaN)
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit)
}

/** The body's chunks, failing with 413 as soon as they go past `limit` (never buffering more). */
export async function* limitedChunks(request: ApiRequest, limit: number): AsyncGenerator<Uint8Array> {
  refuseDeclaredLength(request, limit)
  const body = request.body
  if (!body) return
  const iterator = (Symbol.asyncIterator in body ? body[Symbol.asyncIterator]() : body[Symbol.iterator]()) as
    | AsyncIterator<Uint8Array>
    | Iterator<Uint8Array>
  let total = 0
  try {
    for (;;) {
      let next: IteratorResult<Uint8Array>
      try {
        next = await iterator.next()
      } catch (error) {
        throw new BodyAborted(error)
      }
      if (next.done) return
      total += next.value.byteLength
      if (total > limit) throw tooLarge(limit)
      yield next.value
    }
  } finally {
    // Leaving early (a body over the limit, a parser that failed) returns the iterator: a web stream is
    // cancelled, Node's request stops being read.
    await iterator.return?.()
  }
}

async function readLimited(request: ApiRequest, limit: number): Promise<Buffer> {
  const chunks: Uint8Array[] = []
  for await (const chunk of limitedChunks(request, limit)) chunks.push(chunk)
  return Buffer.concat(chunks)
}

const tooLarge = (limit: number) =>
  new EngineError(engineErrors.payload_too_large, `The request body exceeds ${limit} bytes.`, {
    extra: { limitBytes: limit },
  })

/** A body in a coding or charset this server does not decode is refused rather than misread. */
function refuseUndecodable(request: ApiRequest, contentType: string): void {
  const coding = request.header('content-encoding')?.trim().toLowerCase()
  if (coding && coding !== 'identity')
    throw new EngineError(
      engineErrors.unsupported_media_type,
      `Content-Encoding ${coding} is not accepted; send the body uncompressed.`,
    )
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(contentType)?.[1]?.toLowerCase()
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8')
    throw new EngineError(
      engineErrors.unsupported_media_type,
      `The charset ${charset} is not accepted; send the body as UTF-8.`,
    )
}

/**
 * Parses the body by content type: JSON always, multipart/form-data only where the route accepts uploads.
 * An empty body parses as "none" so that the schema can name the missing fields.
 */
export async function parseBody(
  request: ApiRequest,
  limits: BodyLimits,
  acceptsMultipart: boolean,
): Promise<ParsedBody> {
  const contentType = request.header('content-type') ?? ''
  const type = contentType.split(';')[0]!.trim().toLowerCase()
  refuseUndecodable(request, contentType)
  if (acceptsMultipart && type === 'multipart/form-data') {
    const parsed = await parseMultipart(limitedChunks(request, limits.maxUploadBytes), contentType)
    return { kind: 'form', ...parsed }
  }
  const bytes = await readLimited(request, limits.maxBodyBytes)
  if (bytes.byteLength === 0) return { kind: 'none' }
  if (type !== 'application/json' && !type.endsWith('+json')) {
    const accepted = acceptsMultipart ? 'application/json or multipart/form-data' : 'application/json'
    throw new EngineError(
      engineErrors.unsupported_media_type,
      `Send the body as ${accepted}${type ? `, not ${type}` : ''}.`,
    )
  }
  try {
    return { kind: 'json', value: JSON.parse(bytes.toString('utf8')) }
  } catch (error) {
    throw new EngineError(engineErrors.malformed_json, `The body is not valid JSON: ${(error as Error).message}`)
  }
}

/** Whether the request declares a multipart/form-data body (an upload, where the route takes one). */
export const declaresMultipart = (request: ApiRequest): boolean =>
  /^\s*multipart\/form-data\s*(;|$)/i.test(request.header('content-type') ?? '')
