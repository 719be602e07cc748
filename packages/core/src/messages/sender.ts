import { isoAt } from '../clock.js'
import type { EngineContext } from '../context.js'
import { EngineError, engineErrors } from '../errors.js'
import { jidKind, toRecipientJid } from '../jids.js'
import { type ProtocolConnection, ProtocolError } from '../protocol/port.js'
import type { ChatState } from '../protocol/ports/contacts.js'
import type { LinkPreview, QuotedMessage, SentMessage } from '../protocol/ports/messages.js'
import type { SessionEvents } from '../sessions/events.js'
import { commonUpstream, upstreamError } from '../upstream-errors.js'
import type { ChatTimers } from './chat-timers.js'
import type { MessageEvents } from './events.js'
import { linkPreviewOf } from './link-preview.js'
import { derivedSend } from './message-id.js'
import { type Outgoing, outgoingContent } from './outgoing-content.js'
import type { MessageRecord, SendBody } from './schema.js'
import type { SendPace } from './send-pace.js'
import { requireStored, type StoredMessageLookup } from './stored.js'

/** Counts outcomes for usage, wherever the send came from (HTTP or code). */
export type OutcomeCounter = (outcome: 'sent' | 'failed', sessionId: string) => void

/** Keeps the secret of a poll the session sent (base64): its votes are encrypted with it, across restarts. */
export type PollSecretKeeper = (sessionId: string, chatJid: string, messageId: string, secret: string) => void

/** What a send needs besides the context: the chats' timers, the stored messages, usage and pacing. */
export interface SenderDeps {
  timers: ChatTimers
  stored: StoredMessageLookup
  keepPollSecret: PollSecretKeeper
  recordOutcome: OutcomeCounter
  /** The account's pace (a pace the deployment does not set takes nothing). */
  pace: SendPace
}

/**
 * Sends: resolve the recipient, bring the media in (fetched with limits, or uploaded), hand it to the
 * protocol, and answer only after WhatsApp's server acknowledged it. Every outcome is an event and a count.
 */
export class MessageSender {
  readonly #context: EngineContext<MessageEvents & SessionEvents>
  readonly #deps: SenderDeps

  constructor(context: EngineContext<MessageEvents & SessionEvents>, deps: SenderDeps) {
    this.#context = context
    this.#deps = deps
  }

  /** `idempotencyId`: the send's scoped Idempotency-Key (OperationInput), which its message id is derived from. */
  async send(sessionId: string, request: SendBody, idempotencyId: string | null = null): Promise<MessageRecord> {
    const started = performance.now()
    const derived = idempotencyId === null ? null : derivedSend(idempotencyId)
    // The operation's schema has checked `to` with this very parser.
    const jid = toRecipientJid(request.to)!
    const connection = this.#context.sessions.require(sessionId)
    // Paced before any media is fetched: a refused send costs nothing.
    await this.#deps.pace.take(sessionId, jid)
    const { content } = request
    const { settings } = this.#context
    const quoted = request.quoted ? await this.#quoted(sessionId, request.quoted) : undefined
    const kind = jidKind(jid)
    // Groups carry their timer from Baileys' own group metadata; a 1:1 chat's is what the session saw of it.
    const disappearingSeconds = kind === 'user' || kind === 'lid' ? await this.#deps.timers.get(sessionId, jid) : 0
    // The preview's page is read while the chat shows typing.
    const preview: Promise<LinkPreview | null> | null =
      content.type === 'text' && content.linkPreview
        ? linkPreviewOf(content.text, {
            allowPrivateNetwork: settings.allowPrivateNetwork,
            timeoutMs: settings.mediaFetchTimeoutMs,
            proxy: this.#context.sessions.proxy(sessionId),
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
    const outgoing = await outgoingContent(content, {
      linkPreview,
      pollSecret: derived?.pollSecret,
      settings,
      proxy: this.#context.sessions.proxy(sessionId),
    })
    try {
      const sent = await connection.messages.sendMessage(jid, outgoing.content, {
        ackTimeoutMs: settings.sendAckTimeoutMs,
        ...(derived ? { messageId: derived.messageId } : {}),
        ...(quoted ? { quoted } : {}),
        ...(request.mentions ? { mentions: request.mentions } : {}),
        ...(disappearingSeconds ? { disappearingSeconds } : {}),
      })
      const record = sentRecord(sessionId, request, sent, { outgoing, linkPreview, disappearingSeconds })
      this.#deps.recordOutcome('sent', sessionId)
      this.#context.metrics.messageSent(content.type, (performance.now() - started) / 1000)
      await this.#context.bus.publish('message.sent', sessionId, record)
      // After the event, whose handlers queue the message in the store: the secret changes the stored message, and
      // a store flush between the two would apply it to a message not stored yet, leaving the poll's votes unread.
      if (outgoing.pollSecret)
        this.#deps.keepPollSecret(
          sessionId,
          sent.chatJid,
          sent.messageId,
          Buffer.from(outgoing.pollSecret).toString('base64'),
        )
      return record
    } catch (error) {
      const failure = upstreamError(error, commonUpstream, 'WhatsApp did not accept the message')
      this.#deps.recordOutcome('failed', sessionId)
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
   * The message a reply quotes, from the message store: WhatsApp's reply carries the quoted content, which the
   * phone shows, so a message the store does not hold is refused rather than quoted empty.
   */
  async #quoted(sessionId: string, key: NonNullable<SendBody['quoted']>): Promise<QuotedMessage> {
    const stored = await requireStored(
      this.#deps.stored,
      sessionId,
      key,
      ": a reply carries the quoted message's content, so only a stored message can be quoted.",
    )
    if (stored.message === null && stored.text === null)
      throw new EngineError(
        engineErrors.validation_failed,
        `Message ${key.id} was sent through this API as ${stored.type}; the store keeps only the text of the API's own sends, so it cannot be quoted.`,
        { errors: [{ path: 'quoted', message: 'names a message whose content the store does not keep' }] },
      )
    return { key, message: stored.message, text: stored.text }
  }
}

/** The record of a send WhatsApp acknowledged: what was asked, and what the server and building the content settled. */
function sentRecord(
  sessionId: string,
  request: SendBody,
  sent: SentMessage,
  settled: { outgoing: Outgoing; linkPreview: LinkPreview | null | undefined; disappearingSeconds: number },
): MessageRecord {
  const { content } = request
  const { linkPreview, disappearingSeconds } = settled
  return {
    sessionId,
    messageId: sent.messageId,
    to: request.to,
    chatJid: sent.chatJid,
    contentType: content.type,
    ...(content.type === 'text' ? { text: sent.text ?? content.text } : {}),
    ...(request.quoted ? { quoted: request.quoted } : {}),
    ...(request.mentions
      ? {
          mentions: sent.mentions?.map((m) => m.jid) ?? request.mentions,
          mentionsPhoneJids: sent.mentions?.map((m) => m.phoneJid) ?? request.mentions.map(() => null),
        }
      : {}),
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
    mediaUrl: settled.outgoing.mediaUrl,
    ...('caption' in content && content.caption ? { caption: sent.text ?? content.caption } : {}),
    status: 'sent',
    timestamp: isoAt(sent.timestamp),
    by: 'api',
  }
}
