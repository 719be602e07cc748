import * as v from 'valibot'
import { jidField, jidKind } from '../jids.js'
import { type ChatAction, chatActions } from '../protocol/ports/chats.js'

/** A chat: a person (phone digits, user JID or LID) or a group; normalised to the JID. */
export const ChatJid = jidField(
  ['user', 'lid', 'group'],
  'must be a user JID (…@s.whatsapp.net), a LID (…@lid), a group JID (…@g.us) or phone digits',
)

/** The fields an action takes besides `chatJid` and `action`: what a field of another action is refused by. */
const extraFields: Partial<Record<ChatAction, readonly string[]>> = {
  mute: ['muteEndTimestampMs'],
  clear: ['deleteStarred', 'deleteMedia'],
  delete: ['deleteMedia'],
}

/** Names the actions a stray field belongs to, so a client sees which action it meant. */
const strayField =
  (action: ChatAction) =>
  (issue: v.BaseIssue<unknown>): string => {
    if (issue.expected !== 'never' || typeof issue.input !== 'string') return 'must be an object'
    const field = issue.input
    const owners = chatActions.filter((other) => extraFields[other]?.includes(field))
    return owners.length > 0 ? `belongs to ${owners.join(' and ')}, not ${action}` : `is not a field of ${action}`
  }

const action = <A extends ChatAction, E extends v.ObjectEntries>(name: A, entries: E) =>
  v.strictObject({ chatJid: ChatJid, action: v.literal(name), ...entries }, strayField(name))

const MuteEnd = v.pipe(
  v.number('must be a number'),
  v.integer('must be a whole number of milliseconds'),
  v.check(
    (ms) => ms === -1 || (ms > 0 && ms <= 8_640_000_000_000_000),
    'must be a time in milliseconds since the epoch, or -1 to mute for always',
  ),
)

/** One shape per action, strict: a field of another action is a 422 naming it. Flags not given are false. */
export const ChatActionBody = v.variant(
  'action',
  [
    action('mute', { muteEndTimestampMs: MuteEnd }),
    action('unmute', {}),
    action('pin', {}),
    action('unpin', {}),
    action('archive', {}),
    action('unarchive', {}),
    action('mark_read', {}),
    action('mark_unread', {}),
    action('lock', {}),
    action('unlock', {}),
    action('clear', {
      deleteStarred: v.optional(v.boolean('must be true or false'), false),
      deleteMedia: v.optional(v.boolean('must be true or false'), false),
    }),
    action('delete', { deleteMedia: v.optional(v.boolean('must be true or false'), false) }),
  ],
  `must be one of ${chatActions.join(', ')}`,
)
export type ChatActionInput = v.InferOutput<typeof ChatActionBody>

/** The spec's answer: chat actions send no message, so `messageId` is always null. */
export const ChatActionResultSchema = v.object({
  sessionId: v.string(),
  to: v.string(),
  action: v.picklist(chatActions),
  messageId: v.null(),
})
export type ChatActionResult = v.InferOutput<typeof ChatActionResultSchema>

/** The sender of a message: phone digits, a user JID or a LID; normalised to the JID. */
export const Sender = jidField(
  ['user', 'lid'],
  'must be the sender: phone digits, a user JID (…@s.whatsapp.net) or a LID (…@lid)',
)

/**
 * An existing message, as WhatsApp's index names it (the star route's shape, reused by replies and the actions on
 * messages): `participant` is the sender of a group message the session did not send, required there and refused
 * anywhere else, by LID or phone number whatever the group's addressing; `participantPhoneJid`, as the API hands it
 * out beside a LID, is taken and not needed.
 */
export const MessageRef = v.pipe(
  v.strictObject({
    chatJid: ChatJid,
    id: v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(128, 'at most 128 characters')),
    fromMe: v.boolean('must be true or false'),
    participant: v.optional(Sender),
    participantPhoneJid: v.optional(Sender),
  }),
  v.forward(
    v.check(
      (m) => !(jidKind(m.chatJid) === 'group' && !m.fromMe) || m.participant !== undefined,
      'is required for a group message not sent by the session: the sender',
    ),
    ['participant'],
  ),
  v.forward(
    v.check(
      (m) => m.participant === undefined || (jidKind(m.chatJid) === 'group' && !m.fromMe),
      'only a group message not sent by the session has a participant',
    ),
    ['participant'],
  ),
  v.forward(
    v.check(
      (m) => m.participantPhoneJid === undefined || m.participant !== undefined,
      'only beside a participant: its phone number',
    ),
    ['participantPhoneJid'],
  ),
)
export type MessageRefInput = v.InferOutput<typeof MessageRef>

/** A `MessageRef` in an answer or an event. */
export const MessageRefSchema = v.object({
  chatJid: v.string(),
  id: v.string(),
  fromMe: v.boolean(),
  /** The sender of a group message the session did not send, as the group addresses it: a LID in a LID-addressed group. */
  participant: v.optional(v.string()),
  /** Beside a LID `participant`: the sender's phone-number JID, when known. */
  participantPhoneJid: v.optional(v.string()),
})

/** The message to star. */
export const StarBody = v.strictObject({
  message: MessageRef,
  starred: v.boolean('must be true or false; false unstars'),
})
export type StarInput = v.InferOutput<typeof StarBody>

export const StarResultSchema = v.object({ chatJid: v.string(), messageId: v.string(), starred: v.boolean() })
export type StarResult = v.InferOutput<typeof StarResultSchema>
