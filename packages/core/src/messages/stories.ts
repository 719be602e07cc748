import type * as v from 'valibot'
import type { MultipartForm } from '../operations/upload.js'
import { operationsOn } from '../operations/operation.js'
import type { StoryPoster } from './story-poster.js'
import { SessionParams } from '../sessions/schema.js'
import { formToSendBody } from './schema.js'
import { type StoryBody, StoryRecordSchema, type StoryType, storyBody, type storyContent } from './story-schema.js'

const defineOperation = operationsOn<{ stories: StoryPoster }>()

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
      "A story takes one place of the account's `messagesPerMinute`, and one of its `newChatsPerDay` for each listed person it neither chatted with nor saved (all or none): past them a 429 `send_paced` with Retry-After (docs/rate-limits.md). " +
      (type === 'text'
        ? '`backgroundColor` (#RRGGBB) and `font` (WhatsApp font number) style a text status. '
        : 'Also accepts multipart/form-data with media (the file), mimetype, caption and statusJidList as JSON text. ') +
      'The session must be paired and connected; answers once WhatsApp acknowledged it. Honours Idempotency-Key.',
    params: SessionParams,
    body: storyBody(type),
    ...(type === 'text'
      ? {}
      : { multipart: (form: MultipartForm) => formToStoryBody(form, type as 'image' | 'video') }),
    response: StoryRecordSchema,
    idempotent: true,
    rerunsAfterUpstreamFailure: true,
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
    run: ({ stories }, { params, body, idempotencyId }) =>
      stories.post(params.sessionId, body as StoryBody, idempotencyId),
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
