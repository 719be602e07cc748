import * as v from 'valibot'
import type { MultipartForm } from '../operations/upload.js'
import { operationsOn } from '../operations/operation.js'
import type { MessageActions } from './actions.js'
import type { MessageSender } from './sender.js'
import { validate } from '../operations/validation.js'
import { SessionParams } from '../sessions/schema.js'
import {
  formToSendBody,
  type contentSchemas,
  MessageRecordSchema,
  ForwardBody,
  type SendBody,
  type SendType,
  sendBody,
  sendTypes,
} from './schema.js'
import {
  DeleteBody,
  DeletionSchema,
  EditBody,
  EditSchema,
  PinBody,
  PinSchema,
  ReactBody,
  ReactionSchema,
  ReadBody,
  ReadResultSchema,
} from './action-schemas.js'

const defineOperation = operationsOn<{ messages: MessageSender }>()
const defineAction = operationsOn<{ messageActions: MessageActions }>()

const tag = 'Messages'
const mediaTypes = new Set<SendType>(['image', 'video', 'audio', 'document', 'sticker'])

/** The example recipient of every send (the OpenAPI document's examples). */
const exampleTo = '15557654321'

const sendOperation = <T extends SendType>(type: T, content: v.InferInput<(typeof contentSchemas)[T]>) =>
  defineOperation({
    method: 'POST',
    scope: 'send',
    path:
      type === 'text' ? ('/sessions/:sessionId/messages' as const) : (`/sessions/:sessionId/messages/${type}` as const),
    tag,
    summary: `Send ${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type} message`,
    description:
      'The session must be paired and connected. Answers after WhatsApp acknowledged the message. Honours Idempotency-Key. ' +
      "Past the account's send pacing, when the deployment sets one, a 429 `send_paced` with Retry-After (docs/rate-limits.md)." +
      (type === 'poll'
        ? ' 2-12 unique options; selectableCount: how many a voter may choose (0: any number, the default). Votes arrive as poll.vote with the tally.'
        : '') +
      (mediaTypes.has(type)
        ? ' Also accepts multipart/form-data with to, media (the file), mimetype, caption, fileName, voice.'
        : ''),
    params: SessionParams,
    body: sendBody(type),
    ...(mediaTypes.has(type) ? { multipart: (form: MultipartForm) => formToSendBody(form, type) } : {}),
    response: MessageRecordSchema,
    idempotent: true,
    rerunsAfterUpstreamFailure: true,
    session: 'connected',
    example: {
      params: { sessionId: 'support-desk' },
      // TypeScript cannot narrow the body's type through the generic T; test/contract/route-table checks it.
      body: { to: exampleTo, content } as never,
      response: {
        sessionId: 'support-desk',
        messageId: '3EB0C4F2A1D98B7E6F10',
        to: exampleTo,
        chatJid: `${exampleTo}@s.whatsapp.net`,
        contentType: type,
        ...('text' in content ? { text: content.text } : {}),
        mediaUrl: 'mediaUrl' in content ? (content.mediaUrl ?? null) : null,
        ...('caption' in content && content.caption ? { caption: content.caption } : {}),
        ...(content.type === 'poll'
          ? {
              poll: {
                name: content.name,
                options: content.options,
                selectableCount: content.selectableCount ?? 0,
              },
            }
          : {}),
        status: 'sent',
        timestamp: '2026-11-24T10:15:02.000Z',
        by: 'api',
      },
    },
    run: ({ messages }, { params, body, idempotencyId }) =>
      messages.send(params.sessionId, body as SendBody, idempotencyId),
  })

/** The messages the action examples name: one the session sent, one it received. */
const exampleSent = { chatJid: `${exampleTo}@s.whatsapp.net`, id: '3EB0C4F2A1D98B7E6F10', fromMe: true }
const exampleReceived = { chatJid: `${exampleTo}@s.whatsapp.net`, id: '3A5F09C1D2E3B4A59687', fromMe: false }

/** The messaging operations: `engine.messages.<name>` and their routes, one send route per content type. */
export const messageOperations = {
  sendText: sendOperation('text', { type: 'text', text: 'Your order #1042 has shipped.' }),
  sendImage: sendOperation('image', {
    type: 'image',
    mediaUrl: 'https://cdn.example.com/orders/1042/label.jpg',
    caption: 'Shipping label',
  }),
  sendVideo: sendOperation('video', { type: 'video', mediaUrl: 'https://cdn.example.com/howto/unboxing.mp4' }),
  sendAudio: sendOperation('audio', {
    type: 'audio',
    mediaUrl: 'https://cdn.example.com/voice/welcome.ogg',
    mimetype: 'audio/ogg; codecs=opus',
    voice: true,
  }),
  sendDocument: sendOperation('document', {
    type: 'document',
    mediaUrl: 'https://cdn.example.com/invoices/1042.pdf',
    mimetype: 'application/pdf',
    fileName: 'invoice-1042.pdf',
    caption: 'Invoice #1042',
  }),
  sendSticker: sendOperation('sticker', { type: 'sticker', mediaUrl: 'https://cdn.example.com/stickers/thanks.webp' }),
  sendLocation: sendOperation('location', {
    type: 'location',
    latitude: 52.3676,
    longitude: 4.9041,
    name: 'Pickup point',
    address: 'Damrak 1, Amsterdam',
  }),
  sendContact: sendOperation('contact', {
    type: 'contact',
    contacts: [
      {
        displayName: 'Ada Support',
        vcard: 'BEGIN:VCARD\nVERSION:3.0\nFN:Ada Support\nTEL;type=CELL;waid=15550001111:+1 555 000 1111\nEND:VCARD',
      },
    ],
  }),
  sendPoll: sendOperation('poll', {
    type: 'poll',
    name: 'Which delivery slot suits you?',
    options: ['Morning', 'Afternoon', 'Evening'],
    selectableCount: 1,
  }),
} satisfies Record<`send${Capitalize<SendType>}`, unknown>

/** Acting on existing messages (`engine.messageActions.<name>`), named by a `MessageRef` as the star route does. */
export const messageActionOperations = {
  react: defineAction({
    method: 'POST',
    scope: 'send',
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
    example: {
      params: { sessionId: 'support-desk' },
      body: { message: exampleReceived, emoji: '👍' },
      response: {
        message: exampleReceived,
        from: '15551234567@s.whatsapp.net',
        fromMe: true,
        emoji: '👍',
        removed: false,
        timestamp: '2026-11-24T10:18:00.000Z',
        by: 'api',
      },
    },
    session: 'connected',
    run: ({ messageActions }, { params, body }) => messageActions.react(params.sessionId, body),
  }),
  edit: defineAction({
    method: 'POST',
    scope: 'send',
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
    example: {
      params: { sessionId: 'support-desk' },
      body: { message: exampleSent, text: 'Your order #1042 has shipped: it arrives Thursday.' },
      response: {
        message: exampleSent,
        text: 'Your order #1042 has shipped: it arrives Thursday.',
        fromMe: true,
        editedAt: '2026-11-24T10:19:30.000Z',
        by: 'api',
      },
    },
    session: 'connected',
    run: ({ messageActions }, { params, body }) => messageActions.edit(params.sessionId, body),
  }),
  delete: defineAction({
    method: 'POST',
    scope: 'send',
    path: '/sessions/:sessionId/chats/messages/delete',
    tag,
    summary: 'Delete a message for everyone, or for me',
    description:
      "`forEveryone: true` revokes the account's own message (`fromMe: true`) for every participant; `false` deletes it from the account's devices only (an app-state change, as the phone's \"Delete for me\"). " +
      '`message` must be one the message store holds (404 message_not_found). Answers as `message.deleted` carries it.',
    params: SessionParams,
    body: DeleteBody,
    response: DeletionSchema,
    example: {
      params: { sessionId: 'support-desk' },
      body: { message: exampleSent, forEveryone: true },
      response: {
        message: exampleSent,
        forEveryone: true,
        fromMe: true,
        deletedAt: '2026-11-24T10:20:00.000Z',
        by: 'api',
      },
    },
    session: 'connected',
    run: ({ messageActions }, { params, body }) => messageActions.delete(params.sessionId, body),
  }),
  forward: defineAction({
    method: 'POST',
    scope: 'send',
    path: '/sessions/:sessionId/chats/messages/forward',
    tag,
    summary: 'Forward a message to a chat',
    description:
      '`message` is a `MessageRef` of a message the message store holds, or the `message` object of a `message.received` event (as media download takes it); `to` is the chat it goes to. ' +
      "The recipient sees it marked forwarded (not when the account forwards its own message, as in WhatsApp's apps). Answers once WhatsApp acknowledged it, as `message.sent` carries it, with `forwarded` naming the source. " +
      '404 message_not_found for a message the store does not hold; 422 for a message whose content is gone (deleted) or not kept (a media send of this API). Honours Idempotency-Key. ' +
      "Paced as a send (a forward to a stranger is a new chat): past the account's send pacing a 429 `send_paced` with Retry-After (docs/rate-limits.md).",
    params: SessionParams,
    body: ForwardBody,
    response: MessageRecordSchema,
    idempotent: true,
    rerunsAfterUpstreamFailure: true,
    example: {
      params: { sessionId: 'support-desk' },
      body: { message: exampleReceived, to: '15550001111' },
      response: {
        sessionId: 'support-desk',
        messageId: '3EB0D1E2F3A4B5C6D7E8',
        to: '15550001111',
        chatJid: '15550001111@s.whatsapp.net',
        contentType: 'text',
        text: 'Is the parcel insured?',
        forwarded: exampleReceived,
        mediaUrl: null,
        status: 'sent',
        timestamp: '2026-11-24T10:21:00.000Z',
        by: 'api',
      },
    },
    session: 'connected',
    run: ({ messageActions }, { params, body, idempotencyId }) =>
      messageActions.forward(params.sessionId, body, idempotencyId),
  }),
  pin: defineAction({
    method: 'POST',
    scope: 'send',
    path: '/sessions/:sessionId/chats/messages/pin',
    tag,
    summary: 'Pin a message in its chat for everyone, or unpin it',
    description:
      '`message` names a message the message store holds; `pinned: true` pins it for `durationSeconds` (86400, 604800 or 2592000; 86400 when left out), `false` unpins it. ' +
      'Answers once WhatsApp acknowledged it, as `message.pinned` carries it. 404 message_not_found for a message the store does not hold in that chat.',
    params: SessionParams,
    body: PinBody,
    response: PinSchema,
    example: {
      params: { sessionId: 'support-desk' },
      body: { message: exampleSent, pinned: true, durationSeconds: 604800 },
      response: {
        message: exampleSent,
        pinned: true,
        durationSeconds: 604800,
        expiresAt: '2026-12-01T10:22:00.000Z',
        from: '15551234567@s.whatsapp.net',
        fromMe: true,
        timestamp: '2026-11-24T10:22:00.000Z',
        by: 'api',
      },
    },
    session: 'connected',
    run: ({ messageActions }, { params, body }) => messageActions.pin(params.sessionId, body),
  }),
  read: defineAction({
    method: 'POST',
    scope: 'send',
    path: '/sessions/:sessionId/chats/messages/read',
    tag,
    summary: 'Send read receipts (blue ticks) for received messages',
    description:
      '`messages`: 1-100 received messages (`fromMe: false`; `participant` for a group message), by `MessageRef`. Their senders see them read. ' +
      "Distinct from the chat action `mark_read`, which syncs the chat's unread state between the account's devices and sends no receipt. Answers `{ messages }`.",
    params: SessionParams,
    body: ReadBody,
    response: ReadResultSchema,
    example: {
      params: { sessionId: 'support-desk' },
      body: { messages: [exampleReceived] },
      response: { messages: [exampleReceived] },
    },
    session: 'connected',
    run: ({ messageActions }, { params, body }) => messageActions.read(params.sessionId, body),
  }),
}

const ContentType = v.object({ content: v.object({ type: v.picklist(sendTypes) }) })

/** The send operation of a body's `content.type` (`engine.messages.send` picks it); a type with none is a 422. */
export function sendOperationOf(body: unknown): keyof typeof messageOperations {
  const { type } = validate(ContentType, body, 'body').content
  return `send${type[0]!.toUpperCase()}${type.slice(1)}` as keyof typeof messageOperations
}
