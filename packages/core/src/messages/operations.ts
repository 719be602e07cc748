import * as v from 'valibot'
import type { MultipartForm } from '../media/upload.js'
import { defineOperation } from '../operations/operation.js'
import { validate } from '../operations/validation.js'
import { SessionParams } from '../sessions/schema.js'
import {
  DownloadedMediaSchema,
  formToSendBody,
  MediaDownloadBody,
  MessageRecordSchema,
  DeleteBody,
  DeletionSchema,
  EditBody,
  EditSchema,
  ReactBody,
  ReactionSchema,
  ReadBody,
  ReadResultSchema,
  type SendBody,
  type SendType,
  sendBody,
  sendTypes,
} from './schema.js'

const tag = 'Messages'
const mediaTypes = new Set<SendType>(['image', 'video', 'audio', 'document', 'sticker'])

const sendOperation = <T extends SendType>(type: T) =>
  defineOperation({
    method: 'POST',
    path:
      type === 'text' ? ('/sessions/:sessionId/messages' as const) : (`/sessions/:sessionId/messages/${type}` as const),
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
    run: ({ messages }, { params, body }) => messages.send(params.sessionId, body as SendBody),
  })

/** The messaging operations: `engine.messages.<name>` and their routes, one send route per content type. */
export const messageOperations = {
  sendText: sendOperation('text'),
  sendImage: sendOperation('image'),
  sendVideo: sendOperation('video'),
  sendAudio: sendOperation('audio'),
  sendDocument: sendOperation('document'),
  sendSticker: sendOperation('sticker'),
  sendLocation: sendOperation('location'),
  sendContact: sendOperation('contact'),
} satisfies Record<`send${Capitalize<SendType>}`, unknown>

/** Acting on existing messages (`engine.messageActions.<name>`), named by a `MessageRef` as the star route does. */
export const messageActionOperations = {
  react: defineOperation({
    method: 'POST',
    path: '/sessions/:sessionId/chats/messages/react',
    tag,
    summary: 'React to a message, or remove the reaction',
    description:
      '`message` names a message the message store holds (`chatJid`, `id`, `fromMe`, and `participant` for a group message not sent by the session); ' +
      '`emoji` is one emoji, `""` removes the reaction. Answers once WhatsApp acknowledged it, with the reaction as `message.reaction` carries it. ' +
      '404 message_not_found for a message the store does not hold in that chat.',
    params: SessionParams,
    body: ReactBody,
    response: ReactionSchema,
    session: 'connected',
    run: ({ messages }, { params, body }) => messages.react(params.sessionId, body),
  }),
  edit: defineOperation({
    method: 'POST',
    path: '/sessions/:sessionId/chats/messages/edit',
    tag,
    summary: "Edit the text or caption of the account's own message",
    description:
      '`message` names a message of the account (`fromMe: true`) the message store holds; `text` replaces its text, or the caption of an image, video or document. ' +
      'WhatsApp allows edits for 20 minutes after the send: later is a 409 edit_window_passed. Answers once WhatsApp acknowledged it, as `message.updated` carries it. ' +
      '404 message_not_found for a message the store does not hold; 422 for a message without text or caption.',
    params: SessionParams,
    body: EditBody,
    response: EditSchema,
    session: 'connected',
    run: ({ messages }, { params, body }) => messages.edit(params.sessionId, body),
  }),
  delete: defineOperation({
    method: 'POST',
    path: '/sessions/:sessionId/chats/messages/delete',
    tag,
    summary: 'Delete a message for everyone, or for me',
    description:
      "`forEveryone: true` revokes the account's own message (`fromMe: true`) for every participant; `false` deletes it from the account's devices only (an app-state change, as the phone's \"Delete for me\"). " +
      '`message` must be one the message store holds (404 message_not_found). Answers as `message.deleted` carries it.',
    params: SessionParams,
    body: DeleteBody,
    response: DeletionSchema,
    session: 'connected',
    run: ({ messages }, { params, body }) => messages.delete(params.sessionId, body),
  }),
  read: defineOperation({
    method: 'POST',
    path: '/sessions/:sessionId/chats/messages/read',
    tag,
    summary: 'Send read receipts (blue ticks) for received messages',
    description:
      '`messages`: 1-100 received messages (`fromMe: false`; `participant` for a group message), by `MessageRef`. Their senders see them read. ' +
      "Distinct from the chat action `mark_read`, which syncs the chat's unread state between the account's devices and sends no receipt. Answers `{ messages }`.",
    params: SessionParams,
    body: ReadBody,
    response: ReadResultSchema,
    session: 'connected',
    run: ({ messages }, { params, body }) => messages.read(params.sessionId, body),
  }),
}

/** Media download, `engine.media.download`. */
export const mediaOperations = {
  download: defineOperation({
    method: 'POST',
    path: '/sessions/:sessionId/media/download',
    tag,
    summary: 'Download the media of a received message',
    description:
      'Body: the `message` of a message.received event and optional maxBytes (default 16 MiB, at most 64 MiB; 413 once exceeded).',
    params: SessionParams,
    body: MediaDownloadBody,
    response: DownloadedMediaSchema,
    run: ({ media }, { params, body }) => media.download(params.sessionId, body.message, body.maxBytes),
  }),
}

const ContentType = v.object({ content: v.object({ type: v.picklist(sendTypes) }) })

/** The send operation of a body's `content.type` (`engine.messages.send` picks it); a type with none is a 422. */
export function sendOperationOf(body: unknown): keyof typeof messageOperations {
  const { type } = validate(ContentType, body, 'body').content
  return `send${type[0]!.toUpperCase()}${type.slice(1)}` as keyof typeof messageOperations
}
