import { isoAt } from '../clock.js'
import type { EngineContext } from '../context.js'
import { EngineError } from '../errors.js'
import { toRecipientJid } from '../jids.js'
import { fetchMedia } from '../media/fetch-media.js'
import type { UploadedFile } from '../media/upload.js'
import { isOggOpus, transcodeToOpus } from '../media/transcode.js'
import { ProtocolError } from '../protocol/port.js'
import type { StoredMessage } from '../message-store/types.js'
import type { EditedContent, MediaInput, OutgoingContent, QuotedMessage } from '../protocol/ports/messages.js'
import type { InboundHandlers } from '../sessions/inbound.js'
import { upstreamError } from '../upstream-errors.js'
import { presentPhoneSentMessage, presentReceivedMessage } from './present.js'
import { ReceiptGatherer } from './receipts.js'
import type {
  DeleteInput,
  EditInput,
  MessageDeletion,
  MessageEdit,
  MessageReaction,
  MessageRecord,
  ReactInput,
  ReadInput,
  ReadResult,
  SendBody,
} from './schema.js'

/** Counts outcomes for usage, wherever the send came from (HTTP or code). */
export type OutcomeCounter = (outcome: 'sent' | 'failed', sessionId: string) => void

/** How long WhatsApp lets a message be edited after it was sent (whatsmeow send.go EditWindow: 20 minutes). */
export const editWindowMs = 20 * 60 * 1000

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
  readonly #context: EngineContext
  readonly #recordOutcome: OutcomeCounter
  readonly #stored: StoredMessageLookup

  readonly #receipts: ReceiptGatherer

  constructor(context: EngineContext, recordOutcome: OutcomeCounter, stored: StoredMessageLookup) {
    this.#context = context
    this.#recordOutcome = recordOutcome
    this.#stored = stored
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
    'message.received' | 'message.sent' | 'message.receipt' | 'message.reaction' | 'message.updated' | 'message.deleted'
  > = {
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

  async send(sessionId: string, request: SendBody): Promise<MessageRecord> {
    const started = performance.now()
    // The operation's schema has checked `to` with this very parser.
    const jid = toRecipientJid(request.to)!
    const connection = this.#context.sessions.require(sessionId)
    const { content } = request
    const quoted = request.quoted ? await this.#quoted(sessionId, request.quoted) : undefined
    // a media stream that fails mid-send surfaces from the protocol as a generic send error; this says why
    let mediaFailure = (): EngineError | null => null
    let outgoing: OutgoingContent
    let mediaUrl: string | null = null
    if (content.type === 'text' || content.type === 'location') outgoing = content
    else if (content.type === 'contact') {
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
        outgoing = { type: 'audio', media: audio, mimetype: voice ? 'audio/ogg; codecs=opus' : mimetype, voice }
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
        }
    }

    try {
      const sent = await connection.messages.sendMessage(jid, outgoing, {
        ackTimeoutMs: this.#context.settings.sendAckTimeoutMs,
        ...(quoted ? { quoted } : {}),
        ...(request.mentions ? { mentions: request.mentions } : {}),
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
        mediaUrl,
        ...('caption' in content && content.caption ? { caption: content.caption } : {}),
        status: 'sent',
        timestamp: isoAt(sent.timestamp),
        by: 'api',
      }
      this.#recordOutcome('sent', sessionId)
      this.#context.metrics.messageSent(content.type, (performance.now() - started) / 1000)
      await this.#context.bus.publish('message.sent', sessionId, record)
      return record
    } catch (error) {
      const failure = mediaFailure() ?? upstreamError(error, 'messages', 'WhatsApp did not accept the message')
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
   * Reacts to a stored message, as the phone's reaction bar does; "" removes the session's reaction. The message
   * must be one the store holds in that chat (a reaction names a message of the chat it is sent to).
   */
  async react(sessionId: string, { message, emoji }: ReactInput): Promise<MessageReaction> {
    const connection = this.#context.sessions.require(sessionId)
    const stored = await this.#stored(sessionId, message.chatJid, message.id)
    if (!stored || stored.fromMe !== message.fromMe)
      throw new EngineError(
        'message_not_found',
        `The message store holds no ${message.fromMe ? 'own ' : ''}message ${message.id} in chat ${message.chatJid}: a reaction names a message of the chat it is sent to.`,
      )
    let sent: { timestamp: number }
    try {
      sent = await connection.messages.react(message, emoji, { ackTimeoutMs: this.#context.settings.sendAckTimeoutMs })
    } catch (error) {
      throw upstreamError(error, 'messages', 'WhatsApp did not accept the reaction')
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
        'message_not_found',
        `The message store holds no own message ${message.id} in chat ${message.chatJid}: an edit needs to know the message and when it was sent.`,
      )
    let content: EditedContent
    if (stored.type === 'text') content = { type: 'text', text }
    else if (stored.type === 'image' || stored.type === 'video' || stored.type === 'document')
      content = { type: stored.type, caption: text }
    else
      throw new EngineError(
        'validation_failed',
        `Message ${message.id} is a ${stored.type} message: it has no text or caption to edit.`,
        {
          errors: [{ path: 'message', message: 'names a message without text or caption' }],
        },
      )
    const age = this.#context.clock.now() - stored.timestamp
    if (age > editWindowMs)
      throw new EngineError(
        'edit_window_passed',
        `Message ${message.id} was sent ${Math.floor(age / 60_000)} minutes ago; WhatsApp lets a message be edited for ${editWindowMs / 60_000} minutes after it was sent.`,
      )
    let sent: { timestamp: number }
    try {
      sent = await connection.messages.edit(message, content, { ackTimeoutMs: this.#context.settings.sendAckTimeoutMs })
    } catch (error) {
      throw upstreamError(error, 'messages', 'WhatsApp did not accept the edit')
    }
    const edited: MessageEdit = { message, text, fromMe: true, editedAt: isoAt(sent.timestamp), by: 'api' }
    await this.#context.bus.publish('message.updated', sessionId, edited)
    return edited
  }

  /**
   * Deletes a stored message: for everyone (a revoke: only the account's own messages), or for the account's
   * devices only (an app-state change, which names the message's time, so the store must hold it).
   */
  async delete(sessionId: string, { message, forEveryone }: DeleteInput): Promise<MessageDeletion> {
    const connection = this.#context.sessions.require(sessionId)
    if (forEveryone && !message.fromMe)
      throw new EngineError(
        'validation_failed',
        "Only the account's own messages can be deleted for everyone (a group admin's revoke of others' messages is not built); delete it for me instead.",
        { errors: [{ path: 'message.fromMe', message: 'must be true to delete for everyone' }] },
      )
    const stored = await this.#stored(sessionId, message.chatJid, message.id)
    if (!stored || stored.fromMe !== message.fromMe)
      throw new EngineError(
        'message_not_found',
        `The message store holds no ${message.fromMe ? 'own ' : ''}message ${message.id} in chat ${message.chatJid}.`,
      )
    try {
      await connection.messages.delete(
        message,
        { forEveryone, timestamp: stored.timestamp },
        { ackTimeoutMs: this.#context.settings.sendAckTimeoutMs },
      )
    } catch (error) {
      throw upstreamError(error, 'messages', 'WhatsApp did not accept the deletion')
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
   * Read receipts (blue ticks) for received messages, as opening the chat on the phone sends them; distinct from
   * the chat action `mark_read`, which only syncs the chat's unread state between the account's devices.
   */
  async read(sessionId: string, { messages }: ReadInput): Promise<ReadResult> {
    const connection = this.#context.sessions.require(sessionId)
    try {
      await connection.messages.read(messages)
    } catch (error) {
      throw upstreamError(error, 'messages', 'The read receipts could not be sent')
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
        'message_not_found',
        `The message store holds no ${key.fromMe ? 'own ' : ''}message ${key.id} in chat ${key.chatJid}: a reply carries the quoted message's content, so only a stored message can be quoted.`,
      )
    if (stored.message === null && stored.text === null)
      throw new EngineError(
        'validation_failed',
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
        'validation_failed',
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
        'validation_failed',
        `The voice note could not be converted to Ogg/Opus (${mimetype}): ${error.message}. Send audio ffmpeg can read, or Ogg/Opus.`,
        {
          errors: [{ path, message: 'not audio that can be converted to Ogg/Opus' }],
        },
      )
    })
    return { input: { stream: output }, failure: () => failure }
  }
}
