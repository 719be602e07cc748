import { operationsOn } from '../operations/operation.js'
import { SessionParams } from '../sessions/schema.js'
import type { MediaService } from './download.js'
import { DownloadedMediaSchema, MediaDownloadBody } from './schema.js'

const defineOperation = operationsOn<{ media: MediaService }>()

/** Media download, `engine.media.download`. */
export const mediaOperations = {
  download: defineOperation({
    method: 'POST',
    scope: 'read',
    path: '/sessions/:sessionId/media/download',
    tag: 'Messages',
    summary: 'Download the media of a received message',
    description:
      'Body: the `message` of a message.received event and optional maxBytes (default 16 MiB, at most 64 MiB; 413 once exceeded).',
    params: SessionParams,
    body: MediaDownloadBody,
    response: DownloadedMediaSchema,
    example: {
      params: { sessionId: 'support-desk' },
      body: {
        message: {
          key: { remoteJid: '15557654321@s.whatsapp.net', fromMe: false, id: '3A9F1C2B7E4D8A6B5C01' },
          messageTimestamp: 1764000000,
          message: {
            imageMessage: {
              url: 'https://mmg.whatsapp.net/o1/v/t62.7118-24/f1/m231/up-oil-image-example.enc',
              mimetype: 'image/png',
              fileLength: 70,
              mediaKey: { type: 'Buffer', data: 'Qm1nS2V5RXhhbXBsZUJ5dGVzMDEyMzQ1Njc4OWFiY2Q=' },
              fileSha256: { type: 'Buffer', data: 'kJ3Yx8cVbN2mQ5wR7tZ1pL4sD6fG9hK0jA3eU8iO2yM=' },
              fileEncSha256: { type: 'Buffer', data: 'zX1cV4bN7mQ0wE3rT6yU9iO2pA5sD8fG1hJ4kL7zX0c=' },
              directPath: '/o1/v/t62.7118-24/f1/m231/up-oil-image-example.enc',
            },
          },
        },
        maxBytes: 1048576,
      },
      response: {
        mediaType: 'image',
        mimetype: 'image/png',
        fileLength: 70,
        sizeBytes: 70,
        base64: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      },
    },
    run: ({ media }, { params, body }) => media.download(params.sessionId, body.message, body.maxBytes),
  }),
}
