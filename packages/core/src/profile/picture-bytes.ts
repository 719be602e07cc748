import type { EngineContext } from '../context.js'
import { fetchMedia } from '../media/fetch-media.js'
import type { PictureInput } from './schema.js'

/** A picture's bytes: the upload, or `mediaUrl` through the guarded fetch (its limits, its Problems). */
export async function pictureBytes(context: EngineContext, sessionId: string, input: PictureInput): Promise<Buffer> {
  if (input.upload) return Buffer.concat(await input.upload.file.open().toArray())
  const { settings } = context
  const fetched = await fetchMedia(input.mediaUrl!, {
    allowPrivateNetwork: settings.allowPrivateNetwork,
    timeoutMs: settings.mediaFetchTimeoutMs,
    maxBytes: settings.maxMediaBytes,
    proxy: context.sessions.proxy(sessionId),
  })
  try {
    return Buffer.concat(await fetched.stream.toArray())
  } catch (error) {
    throw fetched.failure() ?? error
  }
}
