import type { Clock } from '../clock.js'
import { EngineError } from '../errors.js'
import { jidKind } from '../jids.js'
import type { SendPacingOptions } from '../options.js'
import { type RatePolicy, type RateVerdict, takeFromPolicy } from '../rate-limits/policy.js'
import type { WindowCounter } from '../store/window-counter.js'
import { messageErrors } from './errors.js'

/** Whether the account has exchanged a 1:1 message with a person (contacts' chatted index). */
export type KnownPerson = (sessionId: string, jid: string) => Promise<boolean>

/** Which of the account's paces refused: the option that sets it, named in the Problem as `pace`. */
export type PaceName = keyof SendPacingOptions

/**
 * How fast one WhatsApp account sends and asks about people, whichever API key or code asks: messages per minute
 * (sends, forwards and stories), chats with people the account never exchanged a message with per UTC day
 * (WhatsApp restricts accounts that message many strangers), reads of other people's profiles per minute, and
 * on-demand history requests per two hours. Anything past a pace is refused with `send_paced` before it reaches
 * WhatsApp; a send refused for the day's new chats has still taken its place in the minute. Counted in the
 * store's windows (shared on Redis, in the process otherwise).
 */
export class SendPace {
  readonly #windows: WindowCounter
  readonly #clock: Clock
  readonly #knows: KnownPerson
  readonly #perMinute: RatePolicy | null
  readonly #newChatsPerDay: RatePolicy | null
  readonly #profileReads: RatePolicy | null
  readonly #historyRequests: RatePolicy | null
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
    this.#profileReads =
      options.profileReadsPerMinute === undefined ? null : { limit: options.profileReadsPerMinute, windowSeconds: 60 }
    this.#historyRequests =
      options.historyRequestsPerTwoHours === undefined
        ? null
        : { limit: options.historyRequestsPerTwoHours, windowSeconds: 7200 }
  }

  /** Takes a place for one message (a send or a forward) from `sessionId` to `jid`, or throws `send_paced`. */
  async take(sessionId: string, jid: string): Promise<void> {
    await this.#takeMinute(sessionId)
    if (isPerson(jid)) await this.#takeNewChats(sessionId, [jid], this.#knows)
  }

  /**
   * Takes the places of one story to `audience`: one message in the minute (it is one post, however many devices
   * it is encrypted for), and a new chat for each person in it the account neither chatted with nor saved in its
   * address book (`known`), all of them or none: a story to strangers is unsolicited messaging like any other.
   */
  async takeStory(sessionId: string, audience: readonly string[], known: KnownPerson): Promise<void> {
    await this.#takeMinute(sessionId)
    await this.#takeNewChats(sessionId, [...new Set(audience.filter(isPerson))], known)
  }

  /** Takes a place for one read of another person's profile, picture or presence, or throws `send_paced`. */
  async takeProfileRead(sessionId: string): Promise<void> {
    if (this.#profileReads)
      await this.#takeFrom(
        sessionId,
        'profile-reads',
        this.#profileReads,
        'profileReadsPerMinute',
        'profile reads a minute',
      )
  }

  /** Takes a place for one on-demand history request to the account's phone, or throws `send_paced`. */
  async takeHistoryRequest(sessionId: string): Promise<void> {
    if (this.#historyRequests)
      await this.#takeFrom(
        sessionId,
        'history-requests',
        this.#historyRequests,
        'historyRequestsPerTwoHours',
        'history requests in two hours',
      )
  }

  async #takeMinute(sessionId: string): Promise<void> {
    if (this.#perMinute)
      await this.#takeFrom(sessionId, 'minute', this.#perMinute, 'messagesPerMinute', 'messages a minute')
  }

  async #takeFrom(
    sessionId: string,
    window: string,
    policy: RatePolicy,
    pace: PaceName,
    what: string,
    amount = 1,
  ): Promise<void> {
    const verdict = await takeFromPolicy(
      this.#windows,
      `pace:${sessionId}:${window}`,
      policy,
      this.#clock.now(),
      amount,
    )
    if (!verdict.allowed) throw paced(sessionId, verdict, pace, what)
  }

  /** Counts the people of `people` that are new chats today, all or none. */
  async #takeNewChats(sessionId: string, people: readonly string[], known: KnownPerson): Promise<void> {
    if (!this.#newChatsPerDay || people.length === 0) return
    const day = Math.floor(this.#clock.now() / 86_400_000)
    let counted = this.#countedToday.get(sessionId)
    if (counted?.day !== day) {
      counted = { day, people: new Set() }
      this.#countedToday.set(sessionId, counted)
    }
    const today = counted
    const answers = await Promise.all(
      people.map(async (jid) => (today.people.has(jid) || (await known(sessionId, jid)) ? null : jid)),
    )
    const strangers = answers.filter((jid): jid is string => jid !== null)
    if (strangers.length === 0) return
    await this.#takeFrom(
      sessionId,
      'new-chats',
      this.#newChatsPerDay,
      'newChatsPerDay',
      'new chats a day (UTC)',
      strangers.length,
    )
    for (const jid of strangers) today.people.add(jid)
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

const paced = (sessionId: string, verdict: RateVerdict, pace: PaceName, what: string): EngineError =>
  new EngineError(
    messageErrors.send_paced,
    `Session "${sessionId}" has used its ${verdict.limit} ${what}, the most this deployment lets one WhatsApp account ${pace === 'messagesPerMinute' || pace === 'newChatsPerDay' ? 'send' : 'ask'} (fast, unsolicited or bulk traffic gets accounts banned); retry in ${verdict.resetSeconds} s.`,
    {
      extra: {
        pace,
        limit: verdict.limit,
        windowSeconds: verdict.windowSeconds,
        retryAfterSeconds: verdict.resetSeconds,
      },
    },
  )
