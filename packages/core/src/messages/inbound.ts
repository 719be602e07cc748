import { isoAt } from '../clock.js'
import type { EngineContext } from '../context.js'
import type { InboundHandlers } from '../operations/inbound.js'
import { derivedId } from '../ids.js'
import type { InboundEdit, InboundMessage, InboundPollVote } from '../protocol/ports/messages.js'
import type { ChatTimers } from './chat-timers.js'
import type { MessageEvents } from './events.js'
import { selectedOptions, tallyOf, withBallot } from './polls.js'
import { presentPhoneSentMessage, presentReceivedMessage } from './present.js'
import { ReceiptGatherer } from './receipts.js'
import type { PollVote } from './schema.js'
import type { StoredMessageLookup } from './stored.js'

/**
 * The id of a message's `message.received`, named by the message: the session, the chat, the sender and WhatsApp's
 * id. A crash after the event was stored and before the decryption gate cleared what it kept of the message makes
 * the next connection report it again (decryption-gate.ts); it then carries the same id, so a consumer that drops
 * ids it has seen sees the message once.
 */
const receivedEventId = (sessionId: string, message: InboundMessage): string =>
  derivedId('evt', [
    'message.received',
    sessionId,
    message.chatJid,
    message.participant ?? message.from,
    message.messageId,
  ])

/**
 * What WhatsApp reports of messages: received messages, those the account sent from its phone (`message.sent`
 * with `by: "phone"`), receipts (gathered, receipts.ts), reactions, edits, deletions, pins, poll votes (decrypted,
 * with the tally) and the chats' disappearing-message timers.
 */
export class MessageInbound {
  readonly #context: EngineContext<MessageEvents>
  readonly #timers: ChatTimers
  readonly #stored: StoredMessageLookup
  readonly #receipts: ReceiptGatherer
  /** Each session's votes, one at a time: a tally counts the votes before it. */
  readonly #votes = new Map<string, Promise<void>>()

  constructor(context: EngineContext<MessageEvents>, deps: { timers: ChatTimers; stored: StoredMessageLookup }) {
    this.#context = context
    this.#timers = deps.timers
    this.#stored = deps.stored
    this.#receipts = new ReceiptGatherer({
      windowMs: context.settings.receiptWindowMs,
      scheduler: context.scheduler,
      publish: (sessionId, receipt) => context.bus.publishDetached('message.receipt', sessionId, receipt),
    })
  }

  readonly handlers: InboundHandlers<
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
    'message.updated': (sessionId, { edit }) => {
      if (edit.text !== null) this.#publishEdit(sessionId, edit, edit.text)
      else void this.#openEdit(sessionId, edit)
    },
    'message.received': (sessionId, { message }) =>
      this.#context.bus.publishDetached(
        'message.received',
        sessionId,
        presentReceivedMessage(message),
        receivedEventId(sessionId, message),
      ),
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

  #publishEdit(sessionId: string, edit: InboundEdit, text: string): void {
    this.#context.bus.publishDetached('message.updated', sessionId, {
      message: edit.message,
      text,
      fromMe: edit.fromMe,
      editedAt: isoAt(edit.timestamp),
      by: edit.fromMe ? 'phone' : null,
    })
  }

  /**
   * An edit sealed with the edited message's secret (WhatsApp's current clients send edits so): opened with the
   * secret of the message as the store keeps it. One the store does not hold, or that does not open, is logged,
   * not published: the stored message keeps its text.
   */
  async #openEdit(sessionId: string, edit: InboundEdit): Promise<void> {
    const logger = this.#context.logger.child({ sessionId, messageId: edit.message.id })
    try {
      const stored = await this.#stored(sessionId, edit.message.chatJid, edit.message.id)
      if (!stored?.message) {
        logger.warn('a sealed edit of a message the store does not hold raw: without its secret it cannot be read')
        return
      }
      const text = this.#context.sessions.require(sessionId).messages.openSealedEdit(edit, stored.message)
      if (text !== null) this.#publishEdit(sessionId, edit, text)
    } catch (error) {
      logger.warn({ err: error }, 'a sealed edit could not be read')
    }
  }

  /** Publishes the receipts still being gathered; the engine calls it as it stops, after the sessions closed. */
  close(): void {
    this.#receipts.flush()
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
}
