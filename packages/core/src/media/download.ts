import { EngineError } from '../errors.js'
import { ProtocolError } from '../protocol/port.js'
import type { SessionService } from '../sessions/service.js'

export interface DownloadedMediaResult {
  mediaType: string
  mimetype: string
  fileLength: number
  sizeBytes: number
  base64: string
}

/**
 * Media download (spec 4.8): decrypts the attachment of a received message, counting bytes as they
 * arrive and stopping at `maxBytes` with a 413, so nothing larger than the cap is ever held in memory.
 */
export async function downloadMedia(sessions: SessionService, sessionId: string, message: unknown, maxBytes: number): Promise<DownloadedMediaResult> {
  const connection = sessions.connectedConnection(sessionId)
  let media
  try {
    media = await connection.downloadMedia(message)
  } catch (error) {
    if (error instanceof EngineError) throw error
    if (error instanceof ProtocolError && error.statusCode === 422) {
      throw new EngineError('validation_failed', 'Invalid body: message: it has no downloadable attachment (image, video, audio, document or sticker).', {
        errors: [{ path: 'message', message: 'has no downloadable attachment' }],
      })
    }
    throw new EngineError('upstream_failed', `The media could not be downloaded: ${(error as Error).message}`)
  }
  const tooLarge = () => new EngineError('media_too_large', `The attachment is larger than maxBytes (${maxBytes} bytes).`, { extra: { maxBytes, fileLength: media.fileLength } })
  if (media.fileLength !== null && media.fileLength > maxBytes) {
    media.stream.destroy()
    throw tooLarge()
  }
  const chunks: Buffer[] = []
  let size = 0
  try {
    for await (const chunk of media.stream as AsyncIterable<Buffer>) {
      size += chunk.length
      if (size > maxBytes) {
        media.stream.destroy()
        throw tooLarge()
      }
      chunks.push(chunk)
    }
  } catch (error) {
    if (error instanceof EngineError) throw error
    throw new EngineError('upstream_failed', `The media download failed: ${(error as Error).message}`)
  }
  const bytes = Buffer.concat(chunks, size)
  return { mediaType: media.mediaType, mimetype: media.mimetype, fileLength: media.fileLength ?? size, sizeBytes: size, base64: bytes.toString('base64') }
}
