import { isoAt } from '../clock.js'
import type { EngineContext } from '../context.js'
import { EngineError, engineErrors } from '../errors.js'
import { groupErrors, groupUpstream } from '../groups/errors.js'
import { jidKind } from '../jids.js'
import type { ProtocolConnection } from '../protocol/port.js'
import type { EditedContent } from '../protocol/ports/messages.js'
import { commonUpstream, upstreamError } from '../upstream-errors.js'
import { messageErrors } from './errors.js'
import type { MessageEvents } from './events.js'
import { forwardMessage } from './forwarder.js'
import type { SendPace } from './send-pace.js'
import type { ForwardInput, MessageRecord } from './schema.js'
import {
  type DeleteInput,
  type EditInput,
  type MessageDeletion,
  type MessageEdit,
  type MessagePin,
  type MessageReaction,
  type PinInput,
  pinDurations,
  type ReactInput,
  type ReadInput,
  type ReadResult,
} from './action-schemas.js'
import { requireStored, type StoredMessageLookup } from './stored.js'

/** How long WhatsApp lets a message be edited after it was sent (whatsmeow send.go EditWindow: 20 minutes). */
const editWindowMs = 20 * 60 * 1000

/**
 * Acting on messages the session already has: react, edit, delete, forward, pin and read receipts. Each names a
 * message the message store holds (what it is, who sent it, when), and publishes what it did as the phone's own act
 * would be.
 */
export class MessageActions {
  readonly #context: EngineContext<MessageEvents>
  readonly #stored: StoredMessageLookup
  readonly #pace: SendPace

  constructor(context: EngineContext<MessageEvents>, stored: StoredMessageLookup, pace: SendPace) {
    this.#context = context
    this.#stored = stored
    this.#pace = pace
  }

  /**
   * Reacts to a stored message, as the phone's reaction bar does; "" removes the session's reaction. The message
   * must be one the store holds in that chat (a reaction names a message of the chat it is sent to).
   */
  async react(sessionId: string, { message, emoji }: ReactInput): Promise<MessageReaction> {
    const connection = this.#context.sessions.require(sessionId)
    await requireStored(this.#stored, sessionId, message, ': a reaction names a message of the chat it is sent to.')
    let sent: { timestamp: number }
    try {
      sent = await connection.messages.react(message, emoji, { ackTimeoutMs: this.#context.settings.sendAckTimeoutMs })
    } catch (error) {
      throw upstreamError(error, commonUpstream, 'WhatsApp did not accept the reaction')
    }
    const reaction: MessageReaction = {
      message,
      from: this.#context.sessions.account(sessionId) ?? '',
      fromMe: true,
      emoji,
      removed: emoji === '',
      timestamp: isoAt(sent.timestamp),
      by: 'api',
    }
    await this.#context.bus.publish('message.reaction', sessionId, reaction)
    return reaction
  }

  /**
   * Edits the text, or the caption, of a message the account sent, within WhatsApp's edit window (20 minutes);
   * the message must be one the store holds, which says what it is and when it was sent.
   */
  async edit(sessionId: string, { message, text }: EditInput): Promise<MessageEdit> {
    const connection = this.#context.sessions.require(sessionId)
    const stored = await this.#stored(sessionId, message.chatJid, message.id)
    if (!stored?.fromMe)
      throw new EngineError(
        messageErrors.message_not_found,
        `The message store holds no own message ${message.id} in chat ${message.chatJid}: an edit needs to know the message and when it was sent.`,
      )
    let content: EditedContent
    if (stored.type === 'text') content = { type: 'text', text }
    else if (stored.type === 'image' || stored.type === 'video' || stored.type === 'document')
      content = { type: stored.type, caption: text }
    else
      throw new EngineError(
        engineErrors.validation_failed,
        `Message ${message.id} is a ${stored.type} message: it has no text or caption to edit.`,
        {
          errors: [{ path: 'message', message: 'names a message without text or caption' }],
        },
      )
    const age = this.#context.clock.now() - stored.timestamp
    if (age > editWindowMs)
      throw new EngineError(
        messageErrors.edit_window_passed,
        `Message ${message.id} was sent ${Math.floor(age / 60_000)} minutes ago; WhatsApp lets a message be edited for ${editWindowMs / 60_000} minutes after it was sent.`,
      )
    let sent: { timestamp: number }
    try {
      sent = await connection.messages.edit(message, content, { ackTimeoutMs: this.#context.settings.sendAckTimeoutMs })
    } catch (error) {
      throw upstreamError(error, commonUpstream, 'WhatsApp did not accept the edit')
    }
    const edited: MessageEdit = { message, text, fromMe: true, editedAt: isoAt(sent.timestamp), by: 'api' }
    await this.#context.bus.publish('message.updated', sessionId, edited)
    return edited
  }

  /**
   * Deletes a stored message: for everyone (a revoke: the account's own messages, and in a group where it is an
   * admin anyone's), or for the account's devices only (an app-state change, which names the message's time, so the
   * store must hold it).
   */
  async delete(sessionId: string, { message, forEveryone }: DeleteInput): Promise<MessageDeletion> {
    const connection = this.#context.sessions.require(sessionId)
    const others = forEveryone && !message.fromMe
    if (others && jidKind(message.chatJid) !== 'group')
      throw new EngineError(
        engineErrors.validation_failed,
        "Only the account's own messages can be deleted for everyone outside groups (in a group, an admin can delete anyone's); delete it for me instead.",
        { errors: [{ path: 'message.fromMe', message: 'must be true to delete for everyone' }] },
      )
    const stored = await requireStored(this.#stored, sessionId, message, '.')
    if (others) await this.#requireAdmin(sessionId, connection, message.chatJid)
    try {
      await connection.messages.delete(
        message,
        { forEveryone, timestamp: stored.timestamp },
        { ackTimeoutMs: this.#context.settings.sendAckTimeoutMs },
      )
    } catch (error) {
      throw upstreamError(error, commonUpstream, 'WhatsApp did not accept the deletion')
    }
    const deletion: MessageDeletion = {
      message,
      forEveryone,
      fromMe: true,
      deletedAt: isoAt(this.#context.clock.now()),
      by: 'api',
    }
    await this.#context.bus.publish('message.deleted', sessionId, deletion)
    return deletion
  }

  /** Forwards a stored message, or the raw message of a `message.received` event (forwarder.ts). */
  forward(sessionId: string, input: ForwardInput, idempotencyId: string | null = null): Promise<MessageRecord> {
    return forwardMessage(this.#context, { stored: this.#stored, pace: this.#pace }, sessionId, input, idempotencyId)
  }

  /**
   * Pins a message in its chat for everyone (for `durationSeconds`, 24 hours unless given: Baileys' default), or
   * unpins it. The message must be one the store holds in that chat.
   */
  async pin(sessionId: string, { message, pinned, durationSeconds }: PinInput): Promise<MessagePin> {
    const connection = this.#context.sessions.require(sessionId)
    await requireStored(this.#stored, sessionId, message, ': a pin names a message of the chat it is sent to.')
    const seconds = pinned ? (durationSeconds ?? pinDurations[0]) : null
    let sent: { timestamp: number }
    try {
      sent = await connection.messages.pin(
        message,
        { pinned, durationSeconds: seconds ?? 0 },
        { ackTimeoutMs: this.#context.settings.sendAckTimeoutMs },
      )
    } catch (error) {
      throw upstreamError(error, commonUpstream, 'WhatsApp did not accept the pin')
    }
    const pin: MessagePin = {
      message,
      pinned,
      durationSeconds: seconds,
      expiresAt: seconds === null ? null : isoAt(sent.timestamp + seconds * 1000),
      from: this.#context.sessions.account(sessionId) ?? '',
      fromMe: true,
      timestamp: isoAt(sent.timestamp),
      by: 'api',
    }
    await this.#context.bus.publish('message.pinned', sessionId, pin)
    return pin
  }

  /**
   * Read receipts (blue ticks) for received messages, as opening the chat on the phone sends them; distinct from
   * the chat action `mark_read`, which only syncs the chat's unread state between the account's devices.
   */
  async read(sessionId: string, { messages }: ReadInput): Promise<ReadResult> {
    const connection = this.#context.sessions.require(sessionId)
    try {
      await connection.messages.read(messages)
    } catch (error) {
      throw upstreamError(error, commonUpstream, 'The read receipts could not be sent')
    }
    return { messages }
  }

  /** A group admin's act on others' messages: the account must be an admin of the group (403 otherwise). */
  async #requireAdmin(sessionId: string, connection: ProtocolConnection, groupJid: string): Promise<void> {
    let group: Awaited<ReturnType<typeof connection.groups.metadata>>
    try {
      group = await connection.groups.metadata(groupJid)
    } catch (error) {
      throw upstreamError(error, groupUpstream, 'The group could not be read')
    }
    const account = this.#context.sessions.account(sessionId)
    const member = group.participants.find((p) => p.jid === account || p.phoneJid === account)
    if (member?.role !== 'admin' && member?.role !== 'superadmin')
      throw new EngineError(
        groupErrors.group_forbidden,
        `Only a group admin can delete someone else's message for everyone, and the account is not an admin of ${groupJid}.`,
      )
  }
}
