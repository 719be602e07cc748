import type { ChatEvents } from '../chats/events.js'
import type { EngineContext } from '../context.js'
import type { MessageEvents } from '../messages/events.js'
import { defineDomain } from '../operations/domain.js'
import type { SessionEvents } from '../sessions/events.js'
import { downloadMedia, type MediaService } from './download.js'
import { mediaErrors } from './errors.js'
import { type MediaEvents, mediaEvents } from './events.js'
import { KeptMedia } from './kept-media.js'
import { mediaOperations } from './operations.js'

/** Media: the attachments of received messages, decrypted, and those the engine keeps (docs/media.md). */
export const mediaDomain = defineDomain({
  services: {
    media: (context: EngineContext): MediaService => ({
      download: (sessionId, message, maxBytes) => downloadMedia(context, sessionId, message, maxBytes),
    }),
    keptMedia: (context: EngineContext<MessageEvents & MediaEvents & ChatEvents & SessionEvents>) =>
      new KeptMedia(context),
  },
  operations: { media: mediaOperations },
  events: mediaEvents,
  errors: mediaErrors,
  close: ({ keptMedia }) => keptMedia.close(),
})
