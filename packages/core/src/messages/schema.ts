import * as v from 'valibot'
import { MessageRef, MessageRefSchema, Sender } from '../chats/schema.js'
import { EngineError, engineErrors, type FieldError } from '../errors.js'
import { toRecipientJid } from '../jids.js'
import { type MultipartForm, SpooledFile, type UploadedFile } from '../operations/upload.js'

const To = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (to) => toRecipientJid(to) !== null,
    'must be phone digits with the country code, or a JID (…@s.whatsapp.net, …@lid, …@g.us)',
  ),
)
export const MediaUrl = v.pipe(
  v.string(),
  v.url('must be an absolute URL'),
  v.regex(/^https?:\/\//i, 'must be an http or https URL'),
)
const Mimetype = v.pipe(v.string(), v.regex(/^[\w.+-]+\/[\w.+-]+(\s*;.*)?$/, 'must be a MIME type such as image/jpeg'))
export const Caption = v.pipe(v.string(), v.maxLength(4096, 'at most 4096 characters'))
/** A file that came in a multipart/form-data request; JSON bodies cannot produce one. */
export const Upload = v.object({
  file: v.instance(SpooledFile),
  fileName: v.optional(v.string()),
  mimetype: v.optional(v.string()),
})

const typed = <T extends string>(type: T) =>
  v.literal(type, `must be "${type}" on this path (the last path segment selects the content type)`)

const oneSource = <T extends { mediaUrl?: string; upload?: unknown }>(content: T) =>
  (content.mediaUrl === undefined) !== (content.upload === undefined)
const sourceMessage = 'give exactly one of content.mediaUrl or a multipart "media" file'

export const media = <T extends string, E extends v.ObjectEntries>(type: T, entries: E) =>
  v.pipe(
    v.strictObject({
      type: typed(type),
      mediaUrl: v.optional(MediaUrl),
      upload: v.optional(Upload),
      mimetype: v.optional(Mimetype),
      ...entries,
    }),
    v.check(oneSource, sourceMessage),
  )

/** Opened once by the recipient, then gone from their phone (WhatsApp's view-once). */
const ViewOnce = v.optional(v.boolean('must be true or false'), false)

export const contentSchemas = {
  text: v.strictObject({
    type: typed('text'),
    text: v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(65_536, 'at most 65536 characters')),
    /** Preview the first URL of the text (its title, description and image), as WhatsApp's apps do. */
    linkPreview: v.optional(v.boolean('must be true or false'), false),
  }),
  image: media('image', { caption: v.optional(Caption), viewOnce: ViewOnce }),
  video: media('video', { caption: v.optional(Caption), viewOnce: ViewOnce }),
  audio: v.pipe(
    media('audio', { voice: v.optional(v.boolean(), false), viewOnce: ViewOnce }),
    v.forward(
      v.check((audio) => !audio.viewOnce || audio.voice, 'only a voice note (voice: true) can be view-once'),
      ['viewOnce'],
    ),
  ),
  document: media('document', {
    fileName: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(255))),
    caption: v.optional(Caption),
  }),
  sticker: media('sticker', {}),
  location: v.strictObject({
    type: typed('location'),
    latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
    longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
    name: v.optional(v.pipe(v.string(), v.maxLength(1024))),
    address: v.optional(v.pipe(v.string(), v.maxLength(1024))),
  }),
  contact: v.pipe(
    v.strictObject({
      type: typed('contact'),
      displayName: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(256))),
      vcard: v.optional(v.pipe(v.string(), v.regex(/BEGIN:VCARD/i, 'must be vCard text (BEGIN:VCARD … END:VCARD)'))),
      contacts: v.optional(
        v.pipe(
          v.array(
            v.strictObject({
              displayName: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
              vcard: v.pipe(v.string(), v.regex(/BEGIN:VCARD/i, 'must be vCard text')),
            }),
          ),
          v.minLength(1, 'needs at least one contact'),
          v.maxLength(256, 'at most 256 contacts'),
        ),
      ),
    }),
    v.check(
      (c) => (c.vcard === undefined) !== (c.contacts === undefined),
      'give either content.vcard (with displayName) or content.contacts',
    ),
    v.check(
      (c) => c.vcard === undefined || c.displayName !== undefined,
      'content.displayName is required with content.vcard',
    ),
  ),
  poll: v.pipe(
    v.strictObject({
      type: typed('poll'),
      /** The question. */
      name: v.pipe(
        v.string(),
        v.trim(),
        v.minLength(1, 'must not be empty'),
        v.maxLength(255, 'at most 255 characters'),
      ),
      options: v.pipe(
        v.array(
          v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(100, 'at most 100 characters')),
        ),
        v.minLength(2, 'needs at least 2 options'),
        v.maxLength(12, 'at most 12 options (WhatsApp shows no more)'),
        // A vote names options by their SHA-256: two equal options could not be told apart.
        v.check((options) => new Set(options).size === options.length, 'must be unique'),
      ),
      /** How many options a voter may choose: 0 any number, 1 a single choice. */
      selectableCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
    }),
    v.forward(
      v.check(
        (poll) => poll.selectableCount <= poll.options.length,
        'must be at most the number of options (0: any number)',
      ),
      ['selectableCount'],
    ),
  ),
} as const

export type SendType = keyof typeof contentSchemas
export const sendTypes = Object.keys(contentSchemas) as SendType[]

/** Whom a message mentions: each is notified in a group; the text carries `@<digits>` of each, as WhatsApp's apps write it. */
const Mentions = v.pipe(v.array(Sender), v.minLength(1, 'name at least one person'), v.maxLength(1024, 'at most 1024'))

/** The longest a send shows "typing…" before it goes out. */
export const MAX_TYPING_MS = 20_000

/** Options every content type takes, beside `to` and `content`. */
const sendOptions = {
  /** The message this one replies to: the recipient's phone shows it quoted. */
  quoted: v.optional(MessageRef),
  mentions: v.optional(Mentions),
  /**
   * Show "typing…" ("recording…" before a voice note) in the chat for this long before sending, as careful senders
   * do; the answer still comes after the send.
   */
  typingMs: v.optional(
    v.pipe(
      v.number('must be a number of milliseconds'),
      v.integer(),
      v.minValue(0),
      v.maxValue(MAX_TYPING_MS, `at most ${MAX_TYPING_MS}`),
    ),
  ),
}

export const sendBody = <T extends SendType>(type: T) =>
  v.strictObject({ to: To, content: contentSchemas[type], ...sendOptions })

export type SendBody = v.InferOutput<ReturnType<typeof sendBody>>
/** What a caller of `engine.messages.send` writes: the options with defaults may be left out. */
export type SendInput = v.InferInput<ReturnType<typeof sendBody>>
export type SendContent = { [K in SendType]: v.InferOutput<(typeof contentSchemas)[K]> }[SendType]

/** A poll as a message carries it. */
export const PollSchema = v.object({
  name: v.string(),
  options: v.array(v.string()),
  /** How many options a voter may choose: 0 any number. */
  selectableCount: v.number(),
})

/** The message record (spec part 2): the answer of a send and the data of `message.sent`. */
export const MessageRecordSchema = v.object({
  sessionId: v.string(),
  messageId: v.string(),
  /** As the request gave it (digits or JID). */
  to: v.string(),
  /** The JID the message went to. */
  chatJid: v.string(),
  contentType: v.picklist(sendTypes),
  text: v.optional(v.string()),
  /** The message it replies to, as the request named it. */
  quoted: v.optional(MessageRefSchema),
  /**
   * The people it mentions, as JIDs, as the chat addresses them: in a LID-addressed group each member's LID, even
   * when the request named them by phone number (the text's `@<digits>` then carries the LID's digits too).
   */
  mentions: v.optional(v.array(v.string())),
  /** The phone-number JID beside each of `mentions`, in its order: null beside a phone-number JID or an unknown LID. */
  mentionsPhoneJids: v.optional(v.array(v.nullable(v.string()))),
  /** How long the chat was shown "typing…" (or "recording…") before the send, as the request gave it. */
  typingMs: v.optional(v.number()),
  /** Sent view-once (image, video, voice note). */
  viewOnce: v.optional(v.literal(true)),
  /**
   * The link preview a text with `linkPreview: true` carried: the URL and what its page said; null when the page
   * could not be fetched or read, and the text went without a preview.
   */
  linkPreview: v.optional(
    v.nullable(
      v.object({ url: v.string(), title: v.string(), description: v.nullable(v.string()), thumbnail: v.boolean() }),
    ),
  ),
  /** The chat's disappearing-messages timer the message carried, in seconds (absent when the chat has none). */
  disappearingSeconds: v.optional(v.number()),
  /** A poll: its question, options and how many a voter may choose. */
  poll: v.optional(PollSchema),
  /** A forward: the message it forwards, as the request named it (the raw message's key for a message object). */
  forwarded: v.optional(MessageRefSchema),
  mediaUrl: v.nullable(v.string()),
  caption: v.optional(v.string()),
  status: v.literal('sent'),
  /** When WhatsApp's server acknowledged it (ISO 8601 UTC). */
  timestamp: v.string(),
  /** Sent through this API (a message sent from the account's phone is `message.sent` with `by: "phone"`). */
  by: v.literal('api'),
})
export type MessageRecord = v.InferOutput<typeof MessageRecordSchema>

/** Each option's votes after a vote, in the poll's order: how many and who (by phone-number JID when known). */
export const PollTallySchema = v.array(v.object({ option: v.string(), votes: v.number(), voters: v.array(v.string()) }))

/** A vote on a poll, decrypted: the data of `poll.vote`. */
export const PollVoteSchema = v.object({
  /** The poll voted on. */
  poll: MessageRefSchema,
  /** Who voted, by phone-number JID when WhatsApp named one (the account itself for `fromMe`). */
  voter: v.string(),
  /** The options chosen, by name; empty when the voter took their vote back. */
  selected: v.array(v.string()),
  /** Every option's votes after this one (each voter's latest vote counts). */
  tally: PollTallySchema,
  /** When the voter's device stamped the vote (ISO 8601). */
  timestamp: v.string(),
  /** The account's own vote, from its phone or another device. */
  fromMe: v.boolean(),
  by: v.nullable(v.literal('phone')),
})
export type PollVote = v.InferOutput<typeof PollVoteSchema>

/**
 * Deepest nesting a received message is given: WhatsApp's own stay far below it (a quote inside an ephemeral
 * message is about a dozen levels), and the protocol's decoders recurse once per level.
 */
const MAX_MESSAGE_DEPTH = 64

/** True when objects nest deeper than `limit`; walked with a stack, since the input is what may be too deep. */
function nestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!
    if (typeof item !== 'object' || item === null) continue
    if (depth >= limit) return true
    for (const child of Object.values(item)) stack.push([child, depth + 1])
  }
  return false
}

/** The `message` of a `message.received` (or `message.sent`) event, unchanged: the raw message WhatsApp delivered. */
export const ReceivedMessageObject = v.pipe(
  v.record(v.string(), v.unknown(), 'must be the message object from a message.received event'),
  v.check(
    (m) => typeof m.message === 'object' && m.message !== null,
    'must be the message object from a message.received event (it has a "message" field)',
  ),
  v.check((m) => !nestedDeeperThan(m, MAX_MESSAGE_DEPTH), `must not nest more than ${MAX_MESSAGE_DEPTH} levels deep`),
)

export const ForwardBody = v.strictObject({
  /**
   * The message to forward: a `MessageRef` of a message the store holds, or the `message` object of a
   * `message.received` event (as media download takes it).
   */
  message: v.union(
    [MessageRef, ReceivedMessageObject],
    'must be a MessageRef ({ chatJid, id, fromMe }) or the message object of a message.received event',
  ),
  to: To,
})
export type ForwardInput = v.InferOutput<typeof ForwardBody>

/** The parts a media send takes as multipart/form-data; the schema of the type then says which fit it. */
const formParts = new Set([
  'to',
  'media',
  'mediaUrl',
  'mimetype',
  'caption',
  'fileName',
  'voice',
  'viewOnce',
  'quoted',
  'mentions',
  'typingMs',
])
/** The parts that carry an object or a list, as JSON text. */
const jsonParts = ['quoted', 'mentions'] as const

/**
 * multipart/form-data (`to`, `media`, `mimetype`, `caption`, `fileName`, `voice`, `viewOnce`, `typingMs`, and `quoted`
 * and `mentions` as JSON text) -> the JSON body shape.
 * Strict as JSON bodies are: a part of another name is a 422 naming it, and `media` must be a file.
 */
export function formToSendBody(form: MultipartForm, type: SendType): unknown {
  const errors: FieldError[] = []
  for (const [name, value] of form) {
    if (!formParts.has(name)) errors.push({ path: name, message: 'unknown field' })
    else if ((name === 'media') !== (typeof value !== 'string'))
      errors.push({ path: name, message: name === 'media' ? 'must be a file part' : 'must be a text part' })
  }
  if (errors.length > 0)
    throw new EngineError(engineErrors.validation_failed, `Invalid body: ${errors[0]!.path}: ${errors[0]!.message}`, {
      errors,
    })
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' && value !== '' ? value : undefined
  }
  const content: Record<string, unknown> = { type }
  const file = form.get('media') as UploadedFile | undefined
  if (file) content.upload = file
  else if (text('mediaUrl')) content.mediaUrl = text('mediaUrl')
  for (const name of ['mimetype', 'caption', 'fileName'] as const)
    if (text(name) !== undefined) content[name] = text(name)
  for (const name of ['voice', 'viewOnce'] as const) {
    const flag = text(name)
    if (flag !== undefined) content[name] = flag === 'true' ? true : flag === 'false' ? false : flag
  }
  const options: Record<string, unknown> = {}
  const typingMs = text('typingMs')
  // A number as text: anything else is left as the text, for the schema to name.
  if (typingMs !== undefined) options.typingMs = /^\d+$/.test(typingMs) ? Number(typingMs) : typingMs
  for (const name of jsonParts) {
    const value = text(name)
    if (value === undefined) continue
    try {
      options[name] = JSON.parse(value)
    } catch {
      throw new EngineError(engineErrors.validation_failed, `Invalid body: ${name}: must be JSON text`, {
        errors: [{ path: name, message: 'must be JSON text' }],
      })
    }
  }
  return { to: text('to'), content, ...options }
}
