import * as v from 'valibot'
import { Sender } from '../chats/schema.js'
import type { MultipartForm } from '../media/upload.js'
import { defineOperation } from '../operations/operation.js'
import { SessionParams } from '../sessions/schema.js'
import { Caption, formToSendBody, media } from './schema.js'

/** The status posts' content types, by the last path segment. */
export const storyTypes = ['text', 'image', 'video'] as const
export type StoryType = (typeof storyTypes)[number]

/**
 * Whom a story goes to: WhatsApp sends a status only to the people the poster lists (`statusJidList`: Baileys
 * encrypts it for their devices alone), as digits, user JIDs or LIDs.
 */
const StatusJidList = v.pipe(
  v.array(Sender, 'must be a list of recipients'),
  v.minLength(1, 'name at least one recipient'),
  v.maxLength(1024, 'at most 1024 recipients'),
)

/** The fonts of a text status: WAProto's ExtendedTextMessage.FontType, as Baileys passes `font` on. */
export const storyFonts = [0, 1, 2, 6, 7, 8, 9, 10] as const

const storyContent = {
  text: v.strictObject({
    type: v.literal('text', 'must be "text" on this path'),
    text: v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(700, 'at most 700 characters')),
    /** The background, #RRGGBB. */
    backgroundColor: v.optional(v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour as #RRGGBB'))),
    /** WhatsApp's font of the text (ExtendedTextMessage.FontType). */
    font: v.optional(v.picklist(storyFonts, `must be one of ${storyFonts.join(', ')}`)),
  }),
  image: media('image', { caption: v.optional(Caption) }),
  video: media('video', { caption: v.optional(Caption) }),
}

export const storyBody = <T extends StoryType>(type: T) =>
  v.strictObject({ statusJidList: StatusJidList, content: storyContent[type] })
export type StoryBody = v.InferOutput<ReturnType<typeof storyBody>>

export const StoryRecordSchema = v.object({
  sessionId: v.string(),
  messageId: v.string(),
  contentType: v.picklist(storyTypes),
  text: v.optional(v.string()),
  caption: v.optional(v.string()),
  backgroundColor: v.optional(v.string()),
  font: v.optional(v.number()),
  /** The recipients, as JIDs. */
  statusJidList: v.array(v.string()),
  /** When WhatsApp's server acknowledged it (ISO 8601 UTC). */
  timestamp: v.string(),
  by: v.literal('api'),
})
export type StoryRecord = v.InferOutput<typeof StoryRecordSchema>

/** A story's form: a media send's parts, with `statusJidList` as JSON text in place of `to`. */
function formToStoryBody(form: MultipartForm, type: 'image' | 'video'): unknown {
  const rest = new Map(form)
  const list = rest.get('statusJidList')
  rest.delete('statusJidList')
  const { to: _to, ...body } = formToSendBody(rest, type) as { to?: string }
  let statusJidList: unknown = list
  if (typeof list === 'string')
    try {
      statusJidList = JSON.parse(list)
    } catch {
      // left as the text, which the schema refuses naming statusJidList
    }
  return { ...body, statusJidList }
}

const storyOperation = <T extends StoryType>(type: T, content: v.InferInput<(typeof storyContent)[T]>) =>
  defineOperation({
    method: 'POST',
    path: `/sessions/:sessionId/stories/${type}` as const,
    scope: 'send',
    tag: 'Messages',
    summary: `Post a ${type} status (story)`,
    description:
      '`statusJidList`: the people who see it (1-1024; WhatsApp delivers a status only to those listed). ' +
      (type === 'text'
        ? '`backgroundColor` (#RRGGBB) and `font` (WhatsApp font number) style a text status. '
        : 'Also accepts multipart/form-data with media (the file), mimetype, caption and statusJidList as JSON text. ') +
      'The session must be paired and connected; answers once WhatsApp acknowledged it.',
    params: SessionParams,
    body: storyBody(type),
    ...(type === 'text'
      ? {}
      : { multipart: (form: MultipartForm) => formToStoryBody(form, type as 'image' | 'video') }),
    response: StoryRecordSchema,
    session: 'connected',
    example: {
      params: { sessionId: 'support-desk' },
      // TypeScript cannot narrow the body's type through the generic T; test/contract/route-table checks it.
      body: { statusJidList: ['15557654321', '15559870000'], content } as never,
      response: {
        sessionId: 'support-desk',
        messageId: '3EB0A1B2C3D4E5F60718',
        contentType: type,
        ...('text' in content ? { text: content.text } : {}),
        ...('backgroundColor' in content && content.backgroundColor
          ? { backgroundColor: content.backgroundColor }
          : {}),
        ...('font' in content && content.font !== undefined ? { font: content.font } : {}),
        ...('caption' in content && content.caption ? { caption: content.caption } : {}),
        statusJidList: ['15557654321@s.whatsapp.net', '15559870000@s.whatsapp.net'],
        timestamp: '2026-11-24T10:30:00.000Z',
        by: 'api',
      },
    },
    run: ({ messages }, { params, body }) => messages.postStory(params.sessionId, body as StoryBody),
  })

/** Status posts (`engine.stories.<name>`), named stories to keep clear of a session's status. */
export const storyOperations = {
  postText: storyOperation('text', {
    type: 'text',
    text: 'Open late on Friday: until 22:00.',
    backgroundColor: '#25D366',
    font: 1,
  }),
  postImage: storyOperation('image', {
    type: 'image',
    mediaUrl: 'https://cdn.example.com/stories/new-menu.jpg',
    caption: 'The new menu',
  }),
  postVideo: storyOperation('video', { type: 'video', mediaUrl: 'https://cdn.example.com/stories/tour.mp4' }),
}
