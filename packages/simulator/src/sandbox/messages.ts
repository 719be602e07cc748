import { ApiResponse } from '@sessionkit/core/adapter'
import * as v from 'valibot'
import type { MediaKind } from '../media.js'
import type { Phone } from '../phone/phone.js'
import { isViewOnce } from '../phone/view-once.js'
import { SandboxError } from './problems.js'
import { messageOr404, phoneOr404, sandboxRoute, type SandboxRoute } from './route.js'
import { STATUS_JID } from '../jids.js'
import { mediaView, messageView, storyView, type ViewContext, voterJidOf } from './views.js'

const DEFAULT_MIMETYPES: Record<MediaKind, string> = {
  image: 'image/jpeg',
  video: 'video/mp4',
  audio: 'audio/ogg; codecs=opus',
  document: 'application/octet-stream',
  sticker: 'image/webp',
}
/** 64 MiB of media, base64-encoded */
const MAX_MEDIA_BYTES = 64 * 1024 * 1024
export const MAX_BASE64_CHARS = Math.ceil(MAX_MEDIA_BYTES / 3) * 4
export const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

export const text = (max: number) => v.pipe(v.string(), v.nonEmpty(), v.maxLength(max))
const to = text(128)
const vcard = v.pipe(v.string(), v.regex(/BEGIN:VCARD/i, 'expected vCard text (BEGIN:VCARD … END:VCARD)'))
const mediaFields = {
  to,
  data: v.pipe(
    text(MAX_BASE64_CHARS),
    v.check((data) => BASE64.test(data.replace(/\s+/g, '')), 'expected base64'),
  ),
  mimetype: v.optional(
    v.pipe(text(255), v.regex(/^[\w.+-]+\/[\w.+-]+(\s*;.*)?$/, 'expected a MIME type such as image/jpeg')),
  ),
}
const caption = v.optional(text(4096))

/** A body whose fields follow its `type`; without one it is a text. */
const sendBody = v.pipe(
  v.unknown(),
  v.transform((input) =>
    typeof input === 'object' && input !== null && !Array.isArray(input) && !('type' in input)
      ? { ...input, type: 'text' }
      : input,
  ),
  v.variant('type', [
    v.strictObject({
      to,
      type: v.literal('text'),
      text: text(65_536),
      /** the id of a message the phone received or sent: the text replies to it */
      quoted: v.optional(text(128)),
      mentions: v.optional(v.pipe(v.array(text(128)), v.maxLength(1024))),
    }),
    v.strictObject({
      to,
      type: v.literal('location'),
      latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
      longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
      name: v.optional(text(1024)),
      address: v.optional(text(1024)),
    }),
    v.pipe(
      v.strictObject({
        to,
        type: v.literal('contact'),
        displayName: v.optional(text(256)),
        vcard: v.optional(vcard),
        contacts: v.optional(
          v.pipe(v.array(v.strictObject({ displayName: text(256), vcard })), v.minLength(1), v.maxLength(256)),
        ),
      }),
      // raw checks run even when a field failed, so every missing piece is named at once
      v.rawCheck(({ dataset, addIssue }) => {
        const body = dataset.value as { vcard?: unknown; contacts?: unknown }
        if ((body.vcard === undefined) === (body.contacts === undefined))
          addIssue({ message: 'give exactly one of vcard (with displayName) or contacts' })
      }),
      v.forward(
        v.rawCheck(({ dataset, addIssue }) => {
          const body = dataset.value as { vcard?: unknown; displayName?: unknown }
          if (body.vcard !== undefined && body.displayName === undefined) addIssue({ message: 'required with vcard' })
        }),
        ['displayName'],
      ),
    ),
    v.pipe(
      v.strictObject({
        to,
        type: v.literal('poll'),
        name: text(255),
        options: v.pipe(v.array(text(100)), v.minLength(2), v.maxLength(12)),
        selectableCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
      }),
      v.forward(
        v.check((poll) => poll.selectableCount <= poll.options.length, 'at most the number of options'),
        ['selectableCount'],
      ),
    ),
    v.strictObject({ ...mediaFields, type: v.literal('image'), caption }),
    v.strictObject({ ...mediaFields, type: v.literal('video'), caption }),
    v.strictObject({ ...mediaFields, type: v.literal('document'), caption, fileName: v.optional(text(255)) }),
    v.strictObject({ ...mediaFields, type: v.literal('audio'), ptt: v.optional(v.boolean()) }),
    v.strictObject({ ...mediaFields, type: v.literal('sticker') }),
  ]),
)

type SendBody = v.InferOutput<typeof sendBody>

/** the phone sends what the body describes; an unknown recipient is the client's mistake */
async function send(phone: Phone, body: SendBody): Promise<Record<string, unknown>> {
  const sending = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn()
    } catch (err) {
      throw new SandboxError('recipient_not_found', (err as Error).message)
    }
  }
  switch (body.type) {
    case 'text': {
      const { to, type, text, ...options } = body
      const { quoted } = options
      if (quoted && !phone.messages.some((m) => m.id === quoted) && !phone.sent.some((m) => m.id === quoted))
        throw new SandboxError('message_not_found', `Phone ${phone.phoneNumber} has no message ${quoted} to reply to.`)
      const { id } = await sending(() => phone.sendText(to, text, options))
      return { id, to, type, text, ...options }
    }
    case 'location': {
      const { to, type, ...location } = body
      const { id } = await sending(() => phone.sendLocation(to, location))
      return { id, to, type, ...location }
    }
    case 'poll': {
      const { to, type, name, options, selectableCount } = body
      const { id } = await sending(() => phone.sendPoll(to, name, options, selectableCount))
      return { id, to, type, name, options, selectableCount }
    }
    case 'contact': {
      const contacts =
        body.vcard !== undefined ? [{ displayName: body.displayName!, vcard: body.vcard }] : body.contacts!
      const { id } = await sending(() =>
        body.vcard !== undefined
          ? phone.sendContact(body.to, contacts[0]!)
          : phone.sendContacts(body.to, contacts, body.displayName),
      )
      return { id, to: body.to, type: body.type, contacts }
    }
  }
  const bytes = Buffer.from(body.data, 'base64')
  const mimetype = body.mimetype ?? DEFAULT_MIMETYPES[body.type]
  const extra = {
    ...('caption' in body && body.caption ? { caption: body.caption } : {}),
    ...('fileName' in body && body.fileName ? { fileName: body.fileName } : {}),
  }
  const ptt = 'ptt' in body && body.ptt === true
  const sent = await sending(() =>
    phone.sendMedia(body.to, { type: body.type, bytes, mimetype, ...extra, ...(ptt ? { ptt } : {}) }),
  )
  return {
    id: sent.id,
    to: body.to,
    type: body.type,
    mimetype,
    sha256: sent.sha256,
    sizeBytes: bytes.length,
    ...extra,
    ...(body.type === 'audio' ? { ptt } : {}),
  }
}

/** What a phone sends and receives: messages, attachments, read receipts. */
export const messageRoutes: SandboxRoute[] = [
  sandboxRoute({
    method: 'GET',
    path: '/phones/:phoneNumber/messages',
    run: async ({ sim, params }) => {
      const phone = phoneOr404(sim, params.phoneNumber)
      const view: ViewContext = {
        all: phone.messages,
        pins: [
          ...phone.messages.filter((m) => m.message.pinInChatMessage),
          ...phone.sent.filter((m) => m.message.pinInChatMessage).map((m) => ({ from: phone.jid, message: m.message })),
        ],
        votes: [
          ...phone.messages
            .filter((m) => m.message.pollUpdateMessage)
            .map((m) => ({ voter: m.from, voterJid: voterJidOf(m), message: m.message })),
          ...phone.sent
            .filter((m) => m.message.pollUpdateMessage)
            .map((m) => ({ voter: phone.jid, voterJid: null, message: m.message })),
        ],
        own: { jid: phone.jid, lid: phone.lid },
        // a pin's end is judged by wall time: pins sent by a real client carry its own clock's time
        now: Date.now(),
        phone,
      }
      return phone.messages.map((m) => messageView(m, view))
    },
  }),
  sandboxRoute({
    method: 'GET',
    path: '/phones/:phoneNumber/stories',
    // the status posts the phone received: only those whose poster listed it
    run: async ({ sim, params }) => {
      const phone = phoneOr404(sim, params.phoneNumber)
      return phone.messages.filter((m) => m.chatJid === STATUS_JID).map((m) => storyView(m))
    },
  }),
  sandboxRoute({
    method: 'POST',
    path: '/phones/:phoneNumber/messages',
    body: sendBody,
    status: 201,
    run: async ({ sim, params, body }) => send(phoneOr404(sim, params.phoneNumber), body),
  }),
  sandboxRoute({
    method: 'GET',
    path: '/phones/:phoneNumber/media',
    run: async ({ sim, params }) =>
      phoneOr404(sim, params.phoneNumber)
        .receivedMedia()
        .map(({ messageId, from, ...media }) => ({ messageId, from, ...mediaView({ ...media }) })),
  }),
  sandboxRoute({
    method: 'GET',
    path: '/phones/:phoneNumber/media/:messageId',
    // the decrypted bytes themselves, so a client can compare or save them
    async run({ sim, params }) {
      const phone = phoneOr404(sim, params.phoneNumber)
      const messageId = params.messageId
      const media = phone.messages.find((m) => m.id === messageId)?.media
      if (!media)
        throw new SandboxError('media_not_found', `Phone ${phone.phoneNumber} received no media message ${messageId}.`)
      const bytes = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new Uint8Array(media.bytes))
          controller.close()
        },
      })
      return new ApiResponse(
        200,
        {
          'content-type': media.mimetype ?? 'application/octet-stream',
          'content-length': String(media.bytes.length),
          'x-media-sha256': media.sha256,
          'x-content-type-options': 'nosniff',
          ...(media.fileName
            ? { 'content-disposition': `attachment; filename="${media.fileName.replace(/["\\\r\n]/g, '_')}"` }
            : {}),
        },
        bytes,
      )
    },
  }),
  sandboxRoute({
    method: 'POST',
    path: '/phones/:phoneNumber/messages/:messageId/react',
    body: v.strictObject({ emoji: v.pipe(v.string(), v.maxLength(32)) }),
    status: 201,
    async run({ sim, params, body }) {
      const phone = phoneOr404(sim, params.phoneNumber)
      const messageId = messageOr404(phone, params.messageId)
      const { id } = await phone.react(messageId, body.emoji)
      return { id, messageId, emoji: body.emoji }
    },
  }),
  sandboxRoute({
    method: 'POST',
    path: '/phones/:phoneNumber/messages/:messageId/edit',
    body: v.strictObject({ text: text(65_536) }),
    status: 201,
    async run({ sim, params, body }) {
      const phone = phoneOr404(sim, params.phoneNumber)
      const messageId = messageOr404(phone, params.messageId, 'sent')
      const { id } = await phone.edit(messageId, body.text)
      return { id, messageId, text: body.text }
    },
  }),
  sandboxRoute({
    method: 'POST',
    path: '/phones/:phoneNumber/messages/:messageId/revoke',
    status: 201,
    async run({ sim, params }) {
      const phone = phoneOr404(sim, params.phoneNumber)
      const messageId = messageOr404(phone, params.messageId, 'sent')
      const { id } = await phone.revoke(messageId)
      return { id, messageId, deletedForEveryone: true }
    },
  }),
  sandboxRoute({
    method: 'POST',
    path: '/phones/:phoneNumber/messages/:messageId/open',
    async run({ sim, params }) {
      const phone = phoneOr404(sim, params.phoneNumber)
      const messageId = params.messageId
      const received = phone.messages.find((m) => m.id === messageId)
      if (!messageId || !received || !isViewOnce(received.message))
        throw new SandboxError(
          'message_not_found',
          `Phone ${phone.phoneNumber} received no view-once message ${messageId}.`,
        )
      if (phone.viewOnceOpened(messageId))
        throw new SandboxError(
          'view_once_opened',
          `Phone ${phone.phoneNumber} already opened view-once message ${messageId}.`,
        )
      return { id: messageId, media: mediaView(phone.openViewOnce(messageId)) }
    },
  }),
  sandboxRoute({
    method: 'POST',
    path: '/phones/:phoneNumber/messages/:messageId/vote',
    body: v.strictObject({ options: v.pipe(v.array(text(100)), v.maxLength(12)) }),
    status: 201,
    async run({ sim, params, body }) {
      const phone = phoneOr404(sim, params.phoneNumber)
      const messageId = messageOr404(phone, params.messageId)
      let id: string
      try {
        ;({ id } = await phone.vote(messageId, body.options))
      } catch (err) {
        throw new SandboxError('poll_vote_invalid', (err as Error).message)
      }
      return { id, messageId, options: body.options }
    },
  }),
  sandboxRoute({
    method: 'POST',
    path: '/phones/:phoneNumber/messages/:messageId/pin',
    body: v.strictObject({
      pinned: v.boolean(),
      durationSeconds: v.optional(v.picklist([86_400, 604_800, 2_592_000])),
    }),
    status: 201,
    async run({ sim, params, body }) {
      const phone = phoneOr404(sim, params.phoneNumber)
      const messageId = messageOr404(phone, params.messageId)
      const { id } = await phone.pin(messageId, body.pinned, body.durationSeconds)
      return { id, messageId, pinned: body.pinned }
    },
  }),
  sandboxRoute({
    method: 'POST',
    path: '/phones/:phoneNumber/messages/:messageId/read',
    async run({ sim, params }) {
      const phone = phoneOr404(sim, params.phoneNumber)
      const messageId = messageOr404(phone, params.messageId, 'received')
      await phone.markRead(messageId)
      return { id: messageId, read: true }
    },
  }),
]
