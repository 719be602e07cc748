import type { EngineContext } from '../context.js'
import { EngineError, engineErrors } from '../errors.js'
import type { DownloadedMediaResult } from './schema.js'
import { onConnection } from '../upstream-errors.js'
import { mediaErrors, mediaUpstream } from './errors.js'

/** What `engine.media` runs on. */
export interface MediaService {
  download(sessionId: string, message: unknown, maxBytes: number): Promise<DownloadedMediaResult>
}

/**
 * Media download (spec 4.8): decrypts the attachment of a received message, counting bytes as they
 * arrive and stopping at `maxBytes` with a 413, so nothing larger than the cap is ever held in memory.
 */
export async function downloadMedia(
  context: EngineContext,
  sessionId: string,
  message: unknown,
  maxBytes: number,
): Promise<DownloadedMediaResult> {
  const media = await onConnection(
    context,
    sessionId,
    mediaUpstream,
    'The media could not be downloaded',
    (connection) => connection.messages.downloadMedia(message),
  )
  const tooLarge = () =>
    new EngineError(mediaErrors.media_too_large, `The attachment is larger than maxBytes (${maxBytes} bytes).`, {
      extra: { maxBytes, fileLength: media.fileLength },
    })
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
    throw new EngineError(engineErrors.upstream_failed, `The media download failed: ${(error as Error).message}`)
  }
  const bytes = Buffer.concat(chunks, size)
  return {
    mediaType: media.mediaType,
    mimetype: media.mimetype,
    fileLength: media.fileLength ?? size,
    sizeBytes: size,
    base64: bytes.toString('base64'),
  }
}
