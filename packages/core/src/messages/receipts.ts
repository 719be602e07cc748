import { isoAt } from '../clock.js'
import type { MessageProtocolEvent } from '../protocol/ports/messages.js'
import type { Scheduler } from '../scheduler.js'
import type { MessageReceipt } from './types.js'

/** Receipts of one message and state, as the protocol hands them over (`at` in ms). */
type ReceiptBatchIn = Extract<MessageProtocolEvent, { type: 'message.receipt' }>['receipt']

export interface ReceiptGathererOptions {
  /** How long the receipts of one message and state are gathered into one event, from the first one. 0: no wait. */
  windowMs: number
  /** Ends the windows; tests drive a fake one together with the engine's clock. */
  scheduler: Scheduler
  publish: (sessionId: string, receipt: MessageReceipt) => void
  /** Messages (per session and state) whose reported people are remembered, so a late device is not a second report. */
  maxRemembered?: number
}

/** People a message's state keeps in an array before they move to a Set. */
const MAX_LISTED = 16

interface Open {
  sessionId: string
  receipt: Omit<ReceiptBatchIn, 'recipients'>
  recipients: ReceiptBatchIn['recipients']
  timer: unknown
}

/**
 * Turns the protocol's receipts into `message.receipt` events: each person counts once per message and state
 * (their second device, or Baileys reporting a receipt twice, adds nothing), and the people who report one state
 * within `windowMs` of the first share one event.
 */
export class ReceiptGatherer {
  readonly #options: ReceiptGathererOptions
  readonly #maxRemembered: number
  /**
   * The people already reported or gathering, per session, message and state; oldest first. Kept small, as it fills
   * to its bound on a long run: the key is joined (a template literal keeps its parts as a tree of strings), and the
   * people are an array while they are few (a Set costs some hundred bytes more than the array of the one or few
   * people most messages have), a Set past that (a group of 1,000 looked up in an array is 500,000 comparisons a
   * message).
   */
  readonly #seen = new Map<string, string[] | Set<string>>()
  readonly #open = new Map<string, Open>()

  constructor(options: ReceiptGathererOptions) {
    this.#options = options
    this.#maxRemembered = options.maxRemembered ?? 10_000
  }

  add(sessionId: string, batch: ReceiptBatchIn): void {
    const key = [sessionId, batch.chatJid, batch.messageId, batch.state].join(' ')
    let seen = this.#seen.get(key)
    if (seen === undefined) {
      seen = []
      this.#seen.set(key, seen)
      if (this.#seen.size > this.#maxRemembered) this.#seen.delete(this.#seen.keys().next().value!)
    }
    const fresh: ReceiptBatchIn['recipients'] = []
    for (const recipient of batch.recipients) {
      if (Array.isArray(seen)) {
        if (seen.includes(recipient.jid)) continue
        seen.push(recipient.jid)
        if (seen.length > MAX_LISTED) this.#seen.set(key, (seen = new Set(seen)))
      } else {
        if (seen.has(recipient.jid)) continue
        seen.add(recipient.jid)
      }
      fresh.push(recipient)
    }
    if (!fresh.length) return
    const { recipients: _, ...receipt } = batch
    const open = this.#open.get(key)
    if (open) {
      open.recipients.push(...fresh)
      return
    }
    const opened: Open = { sessionId, receipt, recipients: fresh, timer: undefined }
    if (this.#options.windowMs <= 0) return this.#publish(opened)
    this.#open.set(key, opened)
    opened.timer = this.#options.scheduler.setTimeout(() => {
      this.#open.delete(key)
      this.#publish(opened)
    }, this.#options.windowMs)
  }

  /** Publishes every event still gathering (the engine stops: nothing accepted is lost). */
  flush(): void {
    for (const open of this.#open.values()) {
      this.#options.scheduler.clearTimeout(open.timer)
      this.#publish(open)
    }
    this.#open.clear()
  }

  #publish({ sessionId, receipt, recipients }: Open): void {
    const listed = recipients.map(({ jid, phoneJid, at }) => ({ jid, phoneJid: phoneJid ?? null, at: isoAt(at) }))
    const [first] = listed
    this.#options.publish(sessionId, { ...receipt, recipients: listed, recipient: first!.jid, at: first!.at })
  }
}
