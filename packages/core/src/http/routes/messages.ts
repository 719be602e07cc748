import {
  DownloadedMediaSchema,
  formToSendBody,
  MediaDownloadBody,
  MessageRecordSchema,
  type SendType,
  sendBody,
  sendTypes,
} from '../../messages/schema.js'
import type { MultipartForm } from '../../media/upload.js'
import { SessionParams } from '../../sessions/schema.js'
import { defineRoute, type Route } from '../route.js'

const tag = 'Messages'
const mediaTypes = new Set<SendType>(['image', 'video', 'audio', 'document', 'sticker'])

const sendRoute = (type: SendType): Route =>
  defineRoute({
    method: 'POST',
    path: type === 'text' ? '/sessions/:sessionId/messages' : `/sessions/:sessionId/messages/${type}`,
    tag,
    summary: `Send a ${type} message`,
    description:
      'The session must be paired and connected. Answers after WhatsApp acknowledged the message. Honours Idempotency-Key.' +
      (mediaTypes.has(type)
        ? ' Also accepts multipart/form-data with to, media (the file), mimetype, caption, fileName, voice.'
        : ''),
    params: SessionParams,
    body: sendBody(type),
    ...(mediaTypes.has(type) ? { multipart: (form: MultipartForm) => formToSendBody(form, type) } : {}),
    response: MessageRecordSchema,
    idempotent: true,
    session: 'connected',
    run: ({ engine, params, body }) => engine.messages.send(params.sessionId, body),
  })

export const messageRoutes: Route[] = [
  ...sendTypes.map(sendRoute),
  defineRoute({
    method: 'POST',
    path: '/sessions/:sessionId/media/download',
    tag,
    summary: 'Download the media of a received message',
    description:
      'Body: the `message` of a message.received event and optional maxBytes (default 16 MiB, at most 64 MiB; 413 once exceeded).',
    params: SessionParams,
    body: MediaDownloadBody,
    response: DownloadedMediaSchema,
    run: ({ engine, params, body }) => engine.media.download(params.sessionId, body.message, body.maxBytes),
  }),
]
