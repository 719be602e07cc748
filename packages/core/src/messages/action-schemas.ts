import * as v from 'valibot'
import { MessageRef, MessageRefSchema } from '../chats/schema.js'

// The actions on a message already sent or received: react, edit, delete, mark read, pin. What a send takes and
// answers is schema.ts.

/** A reaction: an emoji, or "" to remove the reaction (WhatsApp's reactionMessage with empty text). */
const Emoji = v.pipe(
  v.string('must be an emoji, or "" to remove the reaction'),
  v.maxLength(32, 'must be one emoji'),
  v.check((emoji) => !/[\p{L}\s]/u.test(emoji), 'must be an emoji, or "" to remove the reaction'),
)

export const ReactBody = v.strictObject({ message: MessageRef, emoji: Emoji })
export type ReactInput = v.InferOutput<typeof ReactBody>

/** A reaction: the answer of the react route and the data of `message.reaction`. */
export const ReactionSchema = v.object({
  /** The message reacted to. */
  message: MessageRefSchema,
  /** Who reacted (the account itself for `fromMe`). */
  from: v.string(),
  fromMe: v.boolean(),
  /** The emoji; "" when the reaction was removed. */
  emoji: v.string(),
  removed: v.boolean(),
  /** When the reactor's device stamped it (ISO 8601). */
  timestamp: v.string(),
  /** The account's own reaction: through this API, or from its phone (or another device); null for someone else's. */
  by: v.nullable(v.picklist(['api', 'phone'])),
})
export type MessageReaction = v.InferOutput<typeof ReactionSchema>

export const EditBody = v.strictObject({
  message: v.pipe(
    MessageRef,
    v.forward(
      v.check((m) => m.fromMe, "must be the account's own message (fromMe: true): only the sender edits a message"),
      ['fromMe'],
    ),
  ),
  text: v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(65_536, 'at most 65536 characters')),
})
export type EditInput = v.InferOutput<typeof EditBody>

/** An edit: the answer of the edit route and the data of `message.updated`. */
export const EditSchema = v.object({
  /** The message edited. */
  message: MessageRefSchema,
  /** Its new text, or its new caption for an image, video or document. */
  text: v.string(),
  /** Edited by the account (through this API or from its phone), or by the sender of a received message. */
  fromMe: v.boolean(),
  /** When the edit was made (ISO 8601). */
  editedAt: v.string(),
  /** The account's own edit: through this API, or from its phone (or another device); null for someone else's. */
  by: v.nullable(v.picklist(['api', 'phone'])),
})
export type MessageEdit = v.InferOutput<typeof EditSchema>

export const DeleteBody = v.strictObject({
  message: MessageRef,
  /** true: revoke for everyone (the sender's own message); false: delete from the account's devices only. */
  forEveryone: v.boolean('must be true (for everyone) or false (for me)'),
})
export type DeleteInput = v.InferOutput<typeof DeleteBody>

/** A deletion: the answer of the delete route and the data of `message.deleted`. */
export const DeletionSchema = v.object({
  message: MessageRefSchema,
  /** Revoked for everyone, or deleted from the account's devices only. */
  forEveryone: v.boolean(),
  /** Deleted by the account (through this API or from its phone), or revoked by the sender of a received message. */
  fromMe: v.boolean(),
  deletedAt: v.string(),
  /** The account's own deletion: through this API, or from its phone (or another device); null for someone else's. */
  by: v.nullable(v.picklist(['api', 'phone'])),
})
export type MessageDeletion = v.InferOutput<typeof DeletionSchema>

export const ReadBody = v.strictObject({
  messages: v.pipe(
    v.array(
      v.pipe(
        MessageRef,
        v.forward(
          v.check(
            (m) => !m.fromMe,
            "must be a received message (fromMe: false): the account's own have no read receipt",
          ),
          ['fromMe'],
        ),
      ),
    ),
    v.minLength(1, 'name at least one message'),
    v.maxLength(100, 'at most 100 messages'),
  ),
})
export type ReadInput = v.InferOutput<typeof ReadBody>

export const ReadResultSchema = v.object({
  /** The messages whose senders were sent a read receipt. */
  messages: v.array(MessageRefSchema),
})
export type ReadResult = v.InferOutput<typeof ReadResultSchema>

/** WhatsApp's pin durations: 24 hours, 7 days, 30 days (Baileys Types/Message `pin` time; whatsapp-rust PinDuration). */
export const pinDurations = [86_400, 604_800, 2_592_000] as const

export const PinBody = v.pipe(
  v.strictObject({
    message: MessageRef,
    /** true pins the message for everyone in the chat; false unpins it. */
    pinned: v.boolean('must be true (pin) or false (unpin)'),
    durationSeconds: v.optional(
      v.picklist(pinDurations, 'must be 86400 (24 hours), 604800 (7 days) or 2592000 (30 days)'),
    ),
  }),
  v.forward(
    v.check(
      (pin) => pin.pinned || pin.durationSeconds === undefined,
      'only a pin has a duration (leave it out with pinned: false)',
    ),
    ['durationSeconds'],
  ),
)
export type PinInput = v.InferOutput<typeof PinBody>

/** A pin or unpin: the answer of the pin route and the data of `message.pinned`. */
export const PinSchema = v.object({
  /** The message pinned or unpinned. */
  message: MessageRefSchema,
  pinned: v.boolean(),
  /** How long the pin lasts; null for an unpin, or when WhatsApp did not say. */
  durationSeconds: v.nullable(v.number()),
  /** When the pin ends (ISO 8601); null for an unpin, or when WhatsApp did not say. */
  expiresAt: v.nullable(v.string()),
  /** Who pinned or unpinned it (the account itself for `fromMe`). */
  from: v.string(),
  fromMe: v.boolean(),
  /** When it was pinned or unpinned (ISO 8601). */
  timestamp: v.string(),
  /** The account's own pin: through this API, or from its phone (or another device); null for someone else's. */
  by: v.nullable(v.picklist(['api', 'phone'])),
})
export type MessagePin = v.InferOutput<typeof PinSchema>
