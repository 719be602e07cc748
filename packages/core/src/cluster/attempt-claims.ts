import type { ClusterSettings } from './options.js'
import type { RedisLink } from './redis-link.js'
import { claimAttempt, finishAttempt, releaseLease } from './scripts.js'

/**
 * What a node may do with one attempt of a delivery: post it (`taken`), leave it to the node that holds or
 * finished it (`held`), or try again later (`later`: Redis did not answer, or this process's alive key is not
 * confirmed fresh enough to keep the attempt its own until the post ends).
 */
export type ClaimAnswer = 'taken' | 'held' | 'later'

/**
 * The cluster's claims on delivery attempts, and the alive key they are fenced by. Each attempt of a delivery is
 * taken by one process in a Redis script, and taken over from another only once that process's alive key is gone;
 * once the attempt's outcome is stored it is marked done, so a node holding an older copy of the row (read back
 * before the outcome was written) never posts it again. The alive key is renewed on a timer of its own, not by the
 * cluster's round (which waits on handoffs): a live process never looks dead to the others because a socket was
 * slow to close. A process whose alive key was not confirmed within the fence time takes no attempt: the others may
 * be about to take its attempts over.
 */
export class AttemptClaims {
  readonly #link: RedisLink
  readonly #settings: ClusterSettings
  readonly #instance: string
  #confirmedAt = Number.NEGATIVE_INFINITY
  #timer: NodeJS.Timeout | null = null

  constructor(link: RedisLink, settings: ClusterSettings, instance: string) {
    this.#link = link
    this.#settings = settings
    this.#instance = instance
  }

  #key(name: string): string {
    return `${this.#settings.prefix}:${name}`
  }

  get #aliveKey(): string {
    return this.#key(`alive:${this.#settings.nodeId}`)
  }

  get #holder(): string {
    return `${this.#settings.nodeId} ${this.#instance}`
  }

  /** Writes the alive key now and every third of the TTL until `stop`. */
  async start(): Promise<void> {
    if (this.#timer) return
    this.#timer = setInterval(() => void this.#renew(), this.#settings.renewIntervalMs)
    this.#timer.unref()
    await this.#renew()
  }

  async #renew(): Promise<void> {
    const sentAt = Date.now()
    try {
      await this.#link.command(['SET', this.#aliveKey, this.#instance, 'PX', this.#settings.leaseTtlMs])
      this.#confirmedAt = Math.max(this.#confirmedAt, sentAt)
    } catch {
      // Unconfirmed: past the fence time this process takes no attempt until Redis answers again.
    }
  }

  /** The heartbeat wrote the alive key too (its script sets it): a confirmation like the timer's. */
  confirmed(sentAt: number): void {
    this.#confirmedAt = Math.max(this.#confirmedAt, sentAt)
  }

  /** Takes attempt `attempt` of a delivery for this process, held `holdMs` unless this process dies first. */
  async take(deliveryId: string, attempt: number, holdMs: number): Promise<ClaimAnswer> {
    if (Date.now() - this.#confirmedAt >= this.#settings.fenceAfterMs) return 'later'
    try {
      const answer = Number(
        await this.#link.script(
          claimAttempt,
          [this.#key(`attempt:${deliveryId}:${attempt}`), this.#aliveKey],
          [this.#holder, holdMs, this.#key('alive:'), this.#instance],
        ),
      )
      return answer === 1 ? 'taken' : answer === 0 ? 'held' : 'later'
    } catch {
      // Fail closed: another node may hold the attempt; the row stays pending and is tried again.
      return 'later'
    }
  }

  /** The attempt's outcome is stored: no copy of the row read before that may post it again. */
  async finish(deliveryId: string, attempt: number, holdMs: number): Promise<void> {
    await this.#link
      .script(finishAttempt, [this.#key(`attempt:${deliveryId}:${attempt}`)], [this.#holder, holdMs])
      .catch(() => undefined)
  }

  /** Stops renewing and frees the alive key, once this process's deliveries have stopped. */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer)
    this.#timer = null
    this.#confirmedAt = Number.NEGATIVE_INFINITY
    await this.#link.script(releaseLease, [this.#aliveKey], [this.#instance]).catch(() => undefined)
  }
}
