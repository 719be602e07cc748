import { isoAt } from '../clock.js'
import type { EngineContext } from '../context.js'
import type { OutgoingContent, SentMessage } from '../protocol/ports/messages.js'
import { commonUpstream, upstreamError } from '../upstream-errors.js'
import { derivedSend } from './message-id.js'
import type { KnownPerson, SendPace } from './send-pace.js'
import { defaultMimetypes, outgoingMedia } from './outgoing-media.js'
import type { StoryBody, StoryRecord } from './story-schema.js'

/**
 * Status posts (stories), as WhatsApp's apps post them: to `status@broadcast`, encrypted for the listed people's
 * devices only, so only they receive it.
 */
export class StoryPoster {
  readonly #context: EngineContext
  readonly #pace: SendPace
  readonly #known: KnownPerson

  /** `known`: whether the account chatted with a person or saved them (a story's audience is its contacts). */
  constructor(context: EngineContext, pace: SendPace, known: KnownPerson) {
    this.#context = context
    this.#pace = pace
    this.#known = known
  }

  async post(
    sessionId: string,
    { statusJidList, content }: StoryBody,
    idempotencyId: string | null = null,
  ): Promise<StoryRecord> {
    const connection = this.#context.sessions.require(sessionId)
    // Paced before any media is fetched: a refused story costs nothing. The schema has made the list JIDs.
    await this.#pace.takeStory(sessionId, statusJidList, this.#known)
    const { settings } = this.#context
    let outgoing: OutgoingContent
    if (content.type === 'text') outgoing = { type: 'text', text: content.text }
    else {
      const media = await outgoingMedia(content, { ...settings, proxy: this.#context.sessions.proxy(sessionId) })
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
        ackTimeoutMs: settings.sendAckTimeoutMs,
        ...(idempotencyId === null ? {} : { messageId: derivedSend(idempotencyId).messageId }),
      })
    } catch (error) {
      throw upstreamError(error, commonUpstream, 'WhatsApp did not accept the status')
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
}
