import type { Clock } from '../clock.js'
import { EngineError } from '../errors.js'
import { jidKind } from '../jids.js'
import type { SendPacingOptions } from '../options.js'
import { type RatePolicy, type RateVerdict, takeFromPolicy } from '../rate-limits/policy.js'
import type { WindowCounter } from '../store/window-counter.js'
import { messageErrors } from './errors.js'

/** Whether the account has exchanged a 1:1 message with a person (contacts' chatted index). */
export type KnownPerson = (sessionId: string, jid: string) => Promise<boolean>

/**
 * How fast one WhatsApp account sends, whichever API key or code asks: messages per minute, and chats with people
 * the account never exchanged a message with per UTC day (WhatsApp restricts accounts that message many
 * strangers). A send past either is refused with `send_paced` before anything reaches WhatsApp; a send refused
 * for the day's new chats has still taken its place in the minute. Counted in the store's windows (shared on
 * Redis, in the process otherwise).
 */
export class SendPace {
  readonly #windows: WindowCounter
  readonly #clock: Clock
  readonly #knows: KnownPerson
  readonly #perMinute: RatePolicy | null
  readonly #newChatsPerDay: RatePolicy | null
  /**
   * Per session, the people counted as new chats in the current day: the chatted index is written when
   * `message.sent` is handled, after the send answered, so a second message sent at once to the same new person
   * would find it not yet written and count again. At most `newChatsPerDay` people a session.
   */
  readonly #countedToday = new Map<string, { day: number; people: Set<string> }>()

  constructor(windows: WindowCounter, clock: Clock, options: SendPacingOptions, knows: KnownPerson) {
    this.#windows = windows
    this.#clock = clock
    this.#knows = knows
    this.#perMinute =
      options.messagesPerMinute === undefined ? null : { limit: options.messagesPerMinute, windowSeconds: 60 }
    this.#newChatsPerDay =
      options.newChatsPerDay === undefined ? null : { limit: options.newChatsPerDay, windowSeconds: 86_400 }
  }

  /** Takes a place for one message from `sessionId` to `jid`, or throws `send_paced`. */
  async take(sessionId: string, jid: string): Promise<void> {
    const now = this.#clock.now()
    if (this.#perMinute) {
      const verdict = await takeFromPolicy(this.#windows, `pace:${sessionId}:minute`, this.#perMinute, now)
      if (!verdict.allowed) throw paced(sessionId, verdict, 'messages a minute')
    }
    if (this.#newChatsPerDay && isPerson(jid)) {
      const day = Math.floor(now / 86_400_000)
      let counted = this.#countedToday.get(sessionId)
      if (counted?.day !== day) {
        counted = { day, people: new Set() }
        this.#countedToday.set(sessionId, counted)
      }
      if (counted.people.has(jid) || (await this.#knows(sessionId, jid))) return
      const verdict = await takeFromPolicy(this.#windows, `pace:${sessionId}:new-chats`, this.#newChatsPerDay, now)
      if (!verdict.allowed) throw paced(sessionId, verdict, 'new chats a day (UTC)')
      counted.people.add(jid)
    }
  }

  /** A deleted session's day of new chats; its counted windows expire in the store. */
  forget(sessionId: string): void {
    this.#countedToday.delete(sessionId)
  }
}

const isPerson = (jid: string): boolean => {
  const kind = jidKind(jid)
  return kind === 'user' || kind === 'lid'
}

const paced = (sessionId: string, verdict: RateVerdict, what: string): EngineError =>
  new EngineError(
    messageErrors.send_paced,
    `Session "${sessionId}" has sent its ${verdict.limit} ${what}, the most this deployment lets one WhatsApp account send (fast or unsolicited sending gets accounts banned); retry in ${verdict.resetSeconds} s.`,
    { extra: { limit: verdict.limit, windowSeconds: verdict.windowSeconds, retryAfterSeconds: verdict.resetSeconds } },
  )
