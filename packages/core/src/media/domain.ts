import type { EngineContext } from '../context.js'
import { defineDomain } from '../operations/domain.js'
import { downloadMedia, type MediaService } from './download.js'
import { mediaErrors } from './errors.js'
import { mediaOperations } from './operations.js'

/** Media: the attachments of received messages, decrypted. */
export const mediaDomain = defineDomain({
  services: {
    media: (context: EngineContext): MediaService => ({
      download: (sessionId, message, maxBytes) => downloadMedia(context, sessionId, message, maxBytes),
    }),
  },
  operations: { media: mediaOperations },
  errors: mediaErrors,
})
