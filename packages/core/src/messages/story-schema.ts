import * as v from 'valibot'
import { Sender } from '../chats/schema.js'
import { Caption, media } from './schema.js'

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

export const storyContent = {
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
