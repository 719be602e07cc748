import { randomBytes } from 'node:crypto'
import { isoAt } from '../clock.js'
import type { EngineContext } from '../context.js'
import { EngineError, engineErrors } from '../errors.js'
import { jidKind, toRecipientJid } from '../jids.js'
import { fetchMedia } from '../media/fetch-media.js'
import type { UploadedFile } from '../operations/upload.js'
import { isOggOpus, transcodeToOpus } from '../media/transcode.js'
import { ProtocolError } from '../protocol/port.js'
import type { StoredMessage } from '../message-store/types.js'
import type { ProtocolConnection } from '../protocol/port.js'
import type { ChatState } from '../protocol/ports/contacts.js'
import type {
  EditedContent,
  ForwardSource,
  InboundPollVote,
  LinkPreview,
  MediaInput,
  MessageKey,
  OutgoingContent,
  QuotedMessage,
  SentMessage,
} from '../protocol/ports/messages.js'
import type { InboundHandlers } from '../operations/inbound.js'
import { commonUpstream, upstreamError } from '../upstream-errors.js'
import { ChatTimers } from './chat-timers.js'
import { linkPreviewOf } from './link-preview.js'
import { derivedSend } from './message-id.js'
import { selectedOptions, tallyOf, withBallot } from './polls.js'
import { presentPhoneSentMessage, presentReceivedMessage } from './present.js'
import type { StoryBody, StoryRecord } from './story-schema.js'
import { ReceiptGatherer } from './receipts.js'
import type { SendPace } from './send-pace.js'
import {
  type DeleteInput,
  type EditInput,
  type ForwardInput,
  type MessageDeletion,
  type MessageEdit,
  type MessagePin,
  type MessageReaction,
  type MessageRecord,
  type PinInput,
  pinDurations,
  type PollVote,
  type ReactInput,
  type ReadInput,
  type ReadResult,
  type SendBody,
} from './schema.js'
import { groupErrors, groupUpstream } from '../groups/errors.js'
import { messageErrors } from './errors.js'
import type { SessionEvents } from '../sessions/events.js'
import type { MessageEvents } from './events.js'

/** Counts outcomes for usage, wherever the send came from (HTTP or code). */
export type OutcomeCounter = (outcome: 'sent' | 'failed', sessionId: string) => void

/** How long WhatsApp lets a message be edited after it was sent (whatsmeow send.go EditWindow: 20 minutes). */
export const editWindowMs = 20 * 60 * 1000

/** Keeps the secret of a poll the session sent (base64): its votes are encrypted with it, across restarts. */
export type PollSecretKeeper = (sessionId: string, chatJid: string, messageId: string, secret: string) => void

/** A message the message store holds, or null. */
export type StoredMessageLookup = (
  sessionId: string,
  chatJid: string,
  messageId: string,
) => Promise<StoredMessage | null>

type Media = { mediaUrl?: string; upload?: UploadedFile; mimetype?: string }

const defaultMimetypes = {
  image: 'image/jpeg',
  video: 'video/mp4',
  audio: 'audio/mpeg',
  document: 'application/octet-stream',
  sticker: 'image/webp',
} as const

/**
 * Sends: resolve the recipient, bring the media in (fetched with limits, or uploaded), hand it to the
 * protocol, and answer only after WhatsApp's server acknowledged it. Every outcome is an event and a count.
 */
export class MessageService {
  readonly #context: EngineContext<MessageEvents & SessionEvents>
  readonly #recordOutcome: OutcomeCounter
  readonly #stored: StoredMessageLookup
  /** The account's send pacing, null when it is off. */
  readonly #pace: SendPace | null
  readonly #keepPollSecret: PollSecretKeeper
  readonly #receipts: ReceiptGatherer
  readonly #timers: ChatTimers
  /** Each session's votes, one at a time: a tally counts the votes before it. */
  readonly #votes = new Map<string, Promise<void>>()

  constructor(
    context: EngineContext<MessageEvents & SessionEvents>,
    recordOutcome: OutcomeCounter,
    stored: StoredMessageLookup,
    keepPollSecret: PollSecretKeeper,
    pace: SendPace | null,
  ) {
    this.#context = context
    this.#timers = new ChatTimers(context.store.collection('chats'))
    context.bus.on('session.deleted', ({ sessionId }) => {
      this.#timers.forget(sessionId)
      this.#pace?.forget(sessionId)
    })
    this.#recordOutcome = recordOutcome
    this.#stored = stored
    this.#pace = pace
    this.#keepPollSecret = keepPollSecret
    this.#receipts = new ReceiptGatherer({
      windowMs: context.settings.receiptWindowMs,
      scheduler: context.scheduler,
      publish: (sessionId, receipt) => context.bus.publishDetached('message.receipt', sessionId, receipt),
    })
  }

  /**
   * Received messages, those the account sent from its phone (`message.sent` with `by: "phone"`) and receipts,
   * published as `message.received`, `message.sent` and `message.receipt` (gathered, receipts.ts).
   */
  readonly inbound: InboundHandlers<
    | 'message.received'
    | 'message.sent'
    | 'message.receipt'
    | 'message.reaction'
    | 'message.updated'
    | 'message.deleted'
    | 'chat.timer'
    | 'message.pinned'
    | 'poll.vote'
  > = {
    // Kept for the chat's next sends; a timer of 0 (off) is dropped.
    'chat.timer': (sessionId, { chatJid, seconds }) => {
      this.#timers
        .set(sessionId, chatJid, seconds)
        .catch((error: unknown) =>
          this.#context.logger.warn({ err: error, sessionId, chatJid }, 'keeping the chat timer failed'),
        )
    },
    'poll.vote': (sessionId, { vote }) => {
      const next = (this.#votes.get(sessionId) ?? Promise.resolve()).then(() => this.#vote(sessionId, vote))
      this.#votes.set(sessionId, next)
      void next.finally(() => {
        if (this.#votes.get(sessionId) === next) this.#votes.delete(sessionId)
      })
    },
    'message.pinned': (sessionId, { pin }) =>
      this.#context.bus.publishDetached('message.pinned', sessionId, {
        message: pin.message,
        pinned: pin.pinned,
        durationSeconds: pin.durationSeconds,
        expiresAt: pin.durationSeconds === null ? null : isoAt(pin.timestamp + pin.durationSeconds * 1000),
        from: pin.from,
        fromMe: pin.fromMe,
        timestamp: isoAt(pin.timestamp),
        by: pin.fromMe ? 'phone' : null,
      }),
    'message.deleted': (sessionId, { revoke }) =>
      this.#context.bus.publishDetached('message.deleted', sessionId, {
        message: revoke.message,
        forEveryone: revoke.forEveryone,
        fromMe: revoke.fromMe,
        deletedAt: isoAt(revoke.timestamp),
        by: revoke.fromMe ? 'phone' : null,
      }),
    'message.updated': (sessionId, { edit }) =>
      this.#context.bus.publishDetached('message.updated', sessionId, {
        message: edit.message,
        text: edit.text,
        fromMe: edit.fromMe,
        editedAt: isoAt(edit.timestamp),
        by: edit.fromMe ? 'phone' : null,
      }),
    'message.received': (sessionId, { message }) =>
      this.#context.bus.publishDetached('message.received', sessionId, presentReceivedMessage(message)),
    'message.sent': (sessionId, { message }) =>
      this.#context.bus.publishDetached('message.sent', sessionId, presentPhoneSentMessage(sessionId, message)),
    'message.receipt': (sessionId, { receipt }) => this.#receipts.add(sessionId, receipt),
    'message.reaction': (sessionId, { reaction }) =>
      this.#context.bus.publishDetached('message.reaction', sessionId, {
        message: reaction.message,
        from: reaction.from,
        fromMe: reaction.fromMe,
        emoji: reaction.emoji,
        removed: reaction.emoji === '',
        timestamp: isoAt(reaction.timestamp),
        by: reaction.fromMe ? 'phone' : null,
      }),
  }

  /** Publishes the receipts still being gathered; the engine calls it as it stops, after the sessions closed. */
  close(): void {
    this.#receipts.flush()
  }

  /** `idempotencyId`: the send's scoped Idempotency-Key (OperationInput), which its message id is derived from. */
  async send(sessionId: string, request: SendBody, idempotencyId: string | null = null): Promise<MessageRecord> {
    const started = performance.now()
    const derived = idempotencyId === null ? null : derivedSend(idempotencyId)
    // The operation's schema has checked `to` with this very parser.
    const jid = toRecipientJid(request.to)!
    const connection = this.#context.sessions.require(sessionId)
    // Paced before any media is fetched: a refused send costs nothing.
    await this.#pace?.take(sessionId, jid)
    const { content } = request
    const quoted = request.quoted ? await this.#quoted(sessionId, request.quoted) : undefined
    const kind = jidKind(jid)
    // Groups carry their timer from Baileys' own group metadata; a 1:1 chat's is what the session saw of it.
    const disappearingSeconds = kind === 'user' || kind === 'lid' ? await this.#timers.get(sessionId, jid) : 0
    // The preview's page is read while the chat shows typing.
    const preview: Promise<LinkPreview | null> | null =
      content.type === 'text' && content.linkPreview
        ? linkPreviewOf(content.text, {
            allowPrivateNetwork: this.#context.settings.allowPrivateNetwork,
            timeoutMs: this.#context.settings.mediaFetchTimeoutMs,
          })
        : null
    if (request.typingMs)
      await this.#type(
        sessionId,
        connection,
        jid,
        content.type === 'audio' && content.voice ? 'recording' : 'composing',
        request.typingMs,
      )
    const linkPreview = preview ? await preview : undefined
    // a media stream that fails mid-send surfaces from the protocol as a generic send error; this says why
    let mediaFailure = (): EngineError | null => null
    let outgoing: OutgoingContent
    let mediaUrl: string | null = null
    let pollSecret: Uint8Array | null = null
    if (content.type === 'text')
      outgoing = { type: 'text', text: content.text, ...(linkPreview ? { linkPreview } : {}) }
    else if (content.type === 'location') outgoing = content
    else if (content.type === 'poll') {
      pollSecret = derived?.pollSecret ?? randomBytes(32)
      outgoing = {
        type: 'poll',
        name: content.name,
        options: content.options,
        selectableCount: content.selectableCount,
        secret: pollSecret,
      }
    } else if (content.type === 'contact') {
      const contacts = content.contacts ?? [{ displayName: content.displayName!, vcard: content.vcard! }]
      outgoing = { type: 'contact', contacts, ...(content.displayName ? { displayName: content.displayName } : {}) }
    } else {
      const media = await this.#media(content)
      mediaFailure = media.failure
      mediaUrl = content.mediaUrl ?? null
      const mimetype = content.mimetype ?? media.mimetype ?? defaultMimetypes[content.type]
      if (content.type === 'audio') {
        const voice = content.voice
        let audio = media.input
        if (voice && !isOggOpus(mimetype)) {
          const transcoded = this.#transcode(media.input, mimetype, content.mediaUrl ? 'content.mediaUrl' : 'media')
          audio = transcoded.input
          // the fetch's own failure (too large, cut off) explains a broken transcode better than ffmpeg's complaint
          mediaFailure = () => media.failure() ?? transcoded.failure()
        }
        outgoing = {
          type: 'audio',
          media: audio,
          mimetype: voice ? 'audio/ogg; codecs=opus' : mimetype,
          voice,
          ...(content.viewOnce ? { viewOnce: true } : {}),
        }
      } else if (content.type === 'document') {
        const fileName = content.fileName ?? content.upload?.fileName
        outgoing = {
          type: 'document',
          media: media.input,
          mimetype,
          ...(fileName ? { fileName } : {}),
          ...(content.caption ? { caption: content.caption } : {}),
        }
      } else if (content.type === 'sticker') outgoing = { type: 'sticker', media: media.input, mimetype }
      else
        outgoing = {
          type: content.type,
          media: media.input,
          mimetype,
          ...(content.caption ? { caption: content.caption } : {}),
          ...(content.viewOnce ? { viewOnce: true } : {}),
        }
    }

    try {
      const sent = await connection.messages.sendMessage(jid, outgoing, {
        ackTimeoutMs: this.#context.settings.sendAckTimeoutMs,
        ...(derived ? { messageId: derived.messageId } : {}),
        ...(quoted ? { quoted } : {}),
        ...(request.mentions ? { mentions: request.mentions } : {}),
        ...(disappearingSeconds ? { disappearingSeconds } : {}),
      })
      const record: MessageRecord = {
        sessionId,
        messageId: sent.messageId,
        to: request.to,
        chatJid: sent.chatJid,
        contentType: content.type,
        ...(content.type === 'text' ? { text: content.text } : {}),
        ...(request.quoted ? { quoted: request.quoted } : {}),
        ...(request.mentions ? { mentions: request.mentions } : {}),
        ...(request.typingMs !== undefined ? { typingMs: request.typingMs } : {}),
        ...('viewOnce' in content && content.viewOnce ? { viewOnce: true as const } : {}),
        ...(linkPreview !== undefined
          ? {
              linkPreview: linkPreview && {
                url: linkPreview.url,
                title: linkPreview.title,
                description: linkPreview.description,
                thumbnail: linkPreview.thumbnail !== null,
              },
            }
          : {}),
        ...(disappearingSeconds ? { disappearingSeconds } : {}),
        ...(content.type === 'poll'
          ? { poll: { name: content.name, options: content.options, selectableCount: content.selectableCount } }
          : {}),
        mediaUrl,
        ...('caption' in content && content.caption ? { caption: content.caption } : {}),
        status: 'sent',
        timestamp: isoAt(sent.timestamp),
        by: 'api',
      }
      if (pollSecret)
        this.#keepPollSecret(sessionId, sent.chatJid, sent.messageId, Buffer.from(pollSecret).toString('base64'))
      this.#recordOutcome('sent', sessionId)
      this.#context.metrics.messageSent(content.type, (performance.now() - started) / 1000)
      await this.#context.bus.publish('message.sent', sessionId, record)
      return record
    } catch (error) {
      const failure = mediaFailure() ?? upstreamError(error, commonUpstream, 'WhatsApp did not accept the message')
      this.#recordOutcome('failed', sessionId)
      this.#context.metrics.messageFailed(content.type, failure.code, (performance.now() - started) / 1000)
      await this.#context.bus
        .publish('message.failed', sessionId, {
          messageId: error instanceof ProtocolError ? error.messageId : null,
          to: request.to,
          contentType: content.type,
          reason: failure.message,
          statusCode: error instanceof ProtocolError ? error.statusCode : null,
        })
        .catch((publishError: unknown) =>
          this.#context.logger.error({ err: publishError }, 'publishing message.failed failed'),
        )
      throw failure
    }
  }

  /**
   * Posts a status (story) to the people listed, as WhatsApp's apps do: to `status@broadcast`, encrypted for the
   * listed people's devices only, so only they receive it.
   */
  async postStory(
    sessionId: string,
    { statusJidList, content }: StoryBody,
    idempotencyId: string | null = null,
  ): Promise<StoryRecord> {
    const connection = this.#context.sessions.require(sessionId)
    let outgoing: OutgoingContent
    let mediaFailure = (): EngineError | null => null
    if (content.type === 'text') outgoing = { type: 'text', text: content.text }
    else {
      const media = await this.#media(content)
      mediaFailure = media.failure
      outgoing = {
        type: content.type,
        media: media.input,
        mimetype: content.mimetype ?? media.mimetype ?? defaultMimetypes[content.type],
        ...(content.caption ? { caption: content.caption } : {}),
      }
    }
    const style: { backgroundColor?: string; font?: number } = content.type === 'text' ? content : {}
    let sent: SentMessage
    try {
      sent = await connection.messages.postStory(outgoing, {
        statusJidList,
        ...(style.backgroundColor ? { backgroundColor: style.backgroundColor } : {}),
        ...(style.font !== undefined ? { font: style.font } : {}),
        ackTimeoutMs: this.#context.settings.sendAckTimeoutMs,
        ...(idempotencyId === null ? {} : { messageId: derivedSend(idempotencyId).messageId }),
      })
    } catch (error) {
      throw mediaFailure() ?? upstreamError(error, commonUpstream, 'WhatsApp did not accept the status')
    }
    return {
      sessionId,
      messageId: sent.messageId,
      contentType: content.type,
      ...(content.type === 'text' ? { text: content.text } : {}),
      ...(content.type !== 'text' && content.caption ? { caption: content.caption } : {}),
      ...(style.backgroundColor ? { backgroundColor: style.backgroundColor } : {}),
      ...(style.font !== undefined ? { font: style.font } : {}),
      statusJidList,
      timestamp: isoAt(sent.timestamp),
      by: 'api',
    }
  }

  /**
   * Shows `state` in the chat for `ms`, then paused, before a send. Typing is a courtesy: a chat state WhatsApp
   * does not take is logged, and the message still goes out.
   */
  async #type(
    sessionId: string,
    connection: ProtocolConnection,
    jid: string,
    state: ChatState,
    ms: number,
  ): Promise<void> {
    const show = (shown: ChatState) =>
      connection.contacts
        .sendChatState(jid, shown)
        .catch((error: unknown) =>
          this.#context.logger.warn({ err: error, sessionId, jid, state: shown }, 'showing the chat state failed'),
        )
    await show(state)
    await new Promise<void>((resolve) => this.#context.scheduler.setTimeout(resolve, ms))
    await show('paused')
  }

  /**
   * Reacts to a stored message, as the phone's reaction bar does; "" removes the session's reaction. The message
   * must be one the store holds in that chat (a reaction names a message of the chat it is sent to).
   */
  async react(sessionId: string, { message, emoji }: ReactInput): Promise<MessageReaction> {
    const connection = this.#context.sessions.require(sessionId)
    const stored = await this.#stored(sessionId, message.chatJid, message.id)
    if (!stored || stored.fromMe !== message.fromMe)
      throw new EngineError(
        messageErrors.message_not_found,
        `The message store holds no ${message.fromMe ? 'own ' : ''}message ${message.id} in chat ${message.chatJid}: a reaction names a message of the chat it is sent to.`,
      )
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
    const stored = await this.#stored(sessionId, message.chatJid, message.id)
    if (!stored || stored.fromMe !== message.fromMe)
      throw new EngineError(
        messageErrors.message_not_found,
        `The message store holds no ${message.fromMe ? 'own ' : ''}message ${message.id} in chat ${message.chatJid}.`,
      )
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

  /**
   * Forwards a message the store holds (or the raw message of a `message.received` event) to `to`: the phone
   * shows it marked forwarded. Published as `message.sent`, with `forwarded` naming the source.
   */
  async forward(
    sessionId: string,
    { message, to }: ForwardInput,
    idempotencyId: string | null = null,
  ): Promise<MessageRecord> {
    const connection = this.#context.sessions.require(sessionId)
    // The operation's schema has checked `to` with this very parser.
    const jid = toRecipientJid(to)!
    let source: ForwardSource
    let forwarded: MessageKey
    // The schema's union: a MessageRef names `chatJid`, a message object from an event holds its own `key`.
    if ('chatJid' in message) {
      const ref = message as MessageKey
      const stored = await this.#stored(sessionId, ref.chatJid, ref.id)
      if (!stored || stored.fromMe !== ref.fromMe)
        throw new EngineError(
          messageErrors.message_not_found,
          `The message store holds no ${ref.fromMe ? 'own ' : ''}message ${ref.id} in chat ${ref.chatJid}: a forward carries the message's content, so only a stored message can be forwarded.`,
        )
      if (stored.message === null && stored.text === null)
        throw new EngineError(
          engineErrors.validation_failed,
          stored.deleted
            ? `Message ${ref.id} was deleted; its content is gone, so there is nothing to forward.`
            : `Message ${ref.id} was sent through this API as ${stored.type}; the store keeps only the text of the API's own sends, so it cannot be forwarded: send it again instead.`,
          { errors: [{ path: 'message', message: 'names a message whose content the store does not keep' }] },
        )
      source = { key: ref, message: stored.message, text: stored.text }
      forwarded = ref
    } else {
      source = { message, text: null }
      forwarded = rawKeyOf(message)
    }
    let sent: Awaited<ReturnType<typeof connection.messages.forward>>
    try {
      sent = await connection.messages.forward(jid, source, {
        ackTimeoutMs: this.#context.settings.sendAckTimeoutMs,
        ...(idempotencyId === null ? {} : { messageId: derivedSend(idempotencyId).messageId }),
      })
    } catch (error) {
      if (error instanceof ProtocolError && error.kind === 'invalid')
        throw new EngineError(engineErrors.validation_failed, `The message cannot be forwarded: ${error.message}.`, {
          errors: [{ path: 'message', message: error.message }],
        })
      throw upstreamError(error, commonUpstream, 'WhatsApp did not accept the forward')
    }
    const record: MessageRecord = {
      sessionId,
      messageId: sent.messageId,
      to,
      chatJid: sent.chatJid,
      contentType: sent.type,
      ...(sent.text !== undefined ? { text: sent.text } : {}),
      forwarded,
      mediaUrl: null,
      ...(sent.caption !== undefined ? { caption: sent.caption } : {}),
      status: 'sent',
      timestamp: isoAt(sent.timestamp),
      by: 'api',
    }
    await this.#context.bus.publish('message.sent', sessionId, record)
    return record
  }

  /**
   * Pins a message in its chat for everyone (for `durationSeconds`, 24 hours unless given: Baileys' default), or
   * unpins it. The message must be one the store holds in that chat.
   */
  async pin(sessionId: string, { message, pinned, durationSeconds }: PinInput): Promise<MessagePin> {
    const connection = this.#context.sessions.require(sessionId)
    const stored = await this.#stored(sessionId, message.chatJid, message.id)
    if (!stored || stored.fromMe !== message.fromMe)
      throw new EngineError(
        messageErrors.message_not_found,
        `The message store holds no ${message.fromMe ? 'own ' : ''}message ${message.id} in chat ${message.chatJid}: a pin names a message of the chat it is sent to.`,
      )
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
   * A vote on a poll: decrypted with the poll's secret from the message store (kept across restarts), its option
   * hashes turned back into names, and published with the poll's tally after it. A vote on a poll the store does
   * not hold cannot be read, and is logged, not published.
   */
  async #vote(sessionId: string, vote: InboundPollVote): Promise<void> {
    const logger = this.#context.logger.child({ sessionId, pollId: vote.poll.id })
    try {
      const stored = await this.#stored(sessionId, vote.poll.chatJid, vote.poll.id)
      if (!stored?.poll) {
        logger.warn('a vote on a poll the message store does not hold: without its secret it cannot be read')
        return
      }
      const hashes = this.#context.sessions
        .require(sessionId)
        .messages.decryptPollVote(vote, { secret: stored.poll.secret, message: stored.message })
      const { options } = stored.poll
      const selected = selectedOptions(options, hashes)
      const ballots = withBallot(stored.poll.ballots, { voter: vote.voter, selected, at: vote.timestamp })
      const data: PollVote = {
        poll: vote.poll,
        voter: vote.voter,
        selected,
        tally: tallyOf(options, ballots),
        timestamp: isoAt(vote.timestamp),
        fromMe: vote.fromMe,
        by: vote.fromMe ? 'phone' : null,
      }
      await this.#context.bus.publish('poll.vote', sessionId, data)
    } catch (error) {
      logger.warn({ err: error }, 'a vote on a poll could not be read')
    }
  }

  /** A group admin's act on others' messages: the account must be an admin of the group (403 otherwise). */
  async #requireAdmin(
    sessionId: string,
    connection: ReturnType<EngineContext['sessions']['require']>,
    groupJid: string,
  ): Promise<void> {
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

  /**
   * The message a reply quotes, from the message store: WhatsApp's reply carries the quoted content, which the
   * phone shows, so a message the store does not hold is refused rather than quoted empty.
   */
  async #quoted(sessionId: string, key: NonNullable<SendBody['quoted']>): Promise<QuotedMessage> {
    const stored = await this.#stored(sessionId, key.chatJid, key.id)
    if (!stored || stored.fromMe !== key.fromMe)
      throw new EngineError(
        messageErrors.message_not_found,
        `The message store holds no ${key.fromMe ? 'own ' : ''}message ${key.id} in chat ${key.chatJid}: a reply carries the quoted message's content, so only a stored message can be quoted.`,
      )
    if (stored.message === null && stored.text === null)
      throw new EngineError(
        engineErrors.validation_failed,
        `Message ${key.id} was sent through this API as ${stored.type}; the store keeps only the text of the API's own sends, so it cannot be quoted.`,
        { errors: [{ path: 'quoted', message: 'names a message whose content the store does not keep' }] },
      )
    return { key, message: stored.message, text: stored.text }
  }

  async #media(
    content: Media,
  ): Promise<{ input: MediaInput; mimetype: string | null; failure: () => EngineError | null }> {
    if (content.upload)
      return {
        input: { stream: content.upload.file.open() },
        mimetype: content.upload.mimetype ?? null,
        failure: () => null,
      }
    const { settings } = this.#context
    const fetched = await fetchMedia(content.mediaUrl!, {
      allowPrivateNetwork: settings.allowPrivateNetwork,
      timeoutMs: settings.mediaFetchTimeoutMs,
      maxBytes: settings.maxMediaBytes,
    })
    return { input: { stream: fetched.stream }, mimetype: fetched.mimetype, failure: fetched.failure }
  }

  /** `path`: where the audio came from, for the 422 when ffmpeg cannot read it */
  #transcode(
    input: MediaInput,
    mimetype: string,
    path: string,
  ): { input: MediaInput; failure: () => EngineError | null } {
    const ffmpeg = this.#context.settings.ffmpegPath
    if (!ffmpeg) {
      input.stream.destroy()
      throw new EngineError(
        engineErrors.validation_failed,
        `Voice notes must be Ogg/Opus (audio/ogg; codecs=opus), and this server has no ffmpeg to convert ${mimetype}. Send Ogg/Opus, or set voice: false.`,
        {
          errors: [{ path: 'content.mimetype', message: 'voice notes must be audio/ogg; codecs=opus' }],
        },
      )
    }
    const output = transcodeToOpus(ffmpeg, input.stream)
    // audio ffmpeg cannot read is the sender's mistake (422), not WhatsApp refusing the message
    let failure: EngineError | null = null
    output.on('error', (error: Error) => {
      failure ??= new EngineError(
        engineErrors.validation_failed,
        `The voice note could not be converted to Ogg/Opus (${mimetype}): ${error.message}. Send audio ffmpeg can read, or Ogg/Opus.`,
        {
          errors: [{ path, message: 'not audio that can be converted to Ogg/Opus' }],
        },
      )
    })
    return { input: { stream: output }, failure: () => failure }
  }
}

/** The key inside a raw message (a `message.received` event's `message`), as a `MessageRef`; the schema checked its shape. */
function rawKeyOf(message: Record<string, unknown>): MessageKey {
  const key = (message.key ?? {}) as { remoteJid?: string; id?: string; fromMe?: boolean; participant?: string }
  const fromMe = key.fromMe === true
  return {
    chatJid: key.remoteJid ?? '',
    id: key.id ?? '',
    fromMe,
    ...(key.remoteJid?.endsWith('@g.us') && !fromMe && key.participant ? { participant: key.participant } : {}),
  }
}
