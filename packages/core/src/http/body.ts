import { EngineError } from '../errors.js'
import type { ApiRequest } from './exchange.js'

export interface BodyLimits {
  maxBodyBytes: number
  maxUploadBytes: number
}

export type ParsedBody = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'form'; value: FormData }

/** Reads at most `limit` bytes, failing with 413 as soon as the stream goes past it (never buffers more). */
async function readLimited(request: ApiRequest, limit: number): Promise<Buffer> {
  const declared = Number(request.header('content-length') ?? Number.NaN)
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit)
  const body = request.body
  if (!body) return Buffer.alloc(0)
  const chunks: Uint8Array[] = []
  let total = 0
  // Throwing out of the loop returns the iterator: a web stream is cancelled, Node's request stops being read.
  for await (const chunk of body) {
    total += chunk.byteLength
    if (total > limit) throw tooLarge(limit)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks, total)
}

const tooLarge = (limit: number) =>
  new EngineError('payload_too_large', `The request body exceeds ${limit} bytes.`, { extra: { limitBytes: limit } })

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
  if (acceptsMultipart && type === 'multipart/form-data') {
    const bytes = await readLimited(request, limits.maxUploadBytes)
    try {
      const form = await new Response(bytes as unknown as BodyInit, {
        headers: { 'content-type': contentType },
      }).formData()
      return { kind: 'form', value: form }
    } catch {
      throw new EngineError('malformed_json', 'The multipart/form-data body could not be parsed.')
    }
  }
  const bytes = await readLimited(request, limits.maxBodyBytes)
  if (bytes.byteLength === 0) return { kind: 'none' }
  if (type !== 'application/json' && !type.endsWith('+json')) {
    const accepted = acceptsMultipart ? 'application/json or multipart/form-data' : 'application/json'
    throw new EngineError('unsupported_media_type', `Send the body as ${accepted}${type ? `, not ${type}` : ''}.`)
  }
  try {
    return { kind: 'json', value: JSON.parse(bytes.toString('utf8')) }
  } catch (error) {
    throw new EngineError('malformed_json', `The body is not valid JSON: ${(error as Error).message}`)
  }
}
