import { compareDue, dueOf } from './delivery-rows.js'
import type { Sender } from './destination.js'
import type { DeliveryRecord } from './types.js'

/**
 * One destination's delivery lane: a bounded in-memory window over its pending outbox rows (ready now, or
 * waiting for a retry) and a fixed number of attempts in flight. Lanes are independent, so a slow or dead
 * receiver only ever occupies its own lane.
 */
export class Lane {
  readonly ready: DeliveryRecord[] = []
  /** Sorted by nextAttemptAt, earliest first. */
  readonly waiting: DeliveryRecord[] = []
  readonly known = new Set<string>()
  readonly inflight = new Set<Promise<void>>()
  /** Terminal rows in the store, oldest first, for the retention bounds. */
  readonly delivered: string[] = []
  readonly failed: string[] = []
  /** The store holds pending rows of this webhook that are not in memory… */
  overflow = false
  /** …the earliest of which is due at this time: the store is read again then (or when the lane runs dry). */
  rescanAt = Number.POSITIVE_INFINITY
  refilling: Promise<void> | null = null
  timer: unknown = null
  timerAt = Number.POSITIVE_INFINITY
  closed = false
  /** An ordered lane sends nothing before this time: its first row failed and waits for its retry, in front. */
  holdUntil = 0

  constructor(
    readonly webhookId: string,
    readonly sender: Sender,
    /** One attempt at a time, in event order (transports); else up to the concurrency, in any order (webhooks). */
    readonly ordered: boolean,
  ) {}

  get size(): number {
    return this.ready.length + this.waiting.length + this.inflight.size
  }

  /** Puts a row in memory: ready when it is due by `now`, else among the waiting in due order. */
  place(delivery: DeliveryRecord, now: number): void {
    this.known.add(delivery.id)
    const due = dueOf(delivery)
    if (due <= now) {
      this.ready.push(delivery)
      return
    }
    // Binary insertion keeps `waiting` sorted without re-sorting on every retry.
    let low = 0
    let high = this.waiting.length
    while (low < high) {
      const mid = (low + high) >> 1
      if (dueOf(this.waiting[mid]!) <= due) low = mid + 1
      else high = mid
    }
    this.waiting.splice(low, 0, delivery)
  }

  /**
   * Keeps the listed history bounded: the keys of the oldest delivered (and, far later, failed) rows past their
   * bounds, which the caller deletes. A row redelivered since is listed again at its new outcome and is kept.
   */
  trimHistory(keepDelivered: number, keepFailed: number): string[] {
    const excess = (list: string[], keep: number) =>
      list.length > keep + Math.max(10, Math.floor(keep / 10)) ? list.splice(0, list.length - keep) : []
    const dropped = [...excess(this.delivered, keepDelivered), ...excess(this.failed, keepFailed)]
    if (dropped.length === 0) return []
    const retained = new Set([...this.delivered, ...this.failed])
    return dropped.filter((key) => !retained.has(key))
  }
}

/**
 * The earliest-due pending rows of a scan, at most `limit` of them: reading a backlog of any size back from the
 * store at start costs bounded memory.
 */
export class EarliestDue {
  #rows: DeliveryRecord[] = []
  truncated = false
  seen = 0

  constructor(readonly limit: number) {}

  add(row: DeliveryRecord): void {
    this.seen += 1
    this.#rows.push(row)
    if (this.#rows.length >= this.limit * 2) this.#trim()
  }

  rows(): DeliveryRecord[] {
    this.#trim()
    return this.#rows
  }

  #trim(): void {
    this.#rows.sort(compareDue)
    if (this.#rows.length > this.limit) {
      this.#rows.length = this.limit
      this.truncated = true
    }
  }
}
