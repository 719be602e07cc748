import type { Clock } from '../clock.js'
import { isoAt } from '../clock.js'
import type { Logger } from '../logger.js'
import { outcomeOf } from './attempt-outcome.js'
import type { DestinationKind, Destinations } from './destination.js'
import type { Lane } from './lane.js'
import type { OutboxRows } from './outbox-rows.js'
import type { DeliveryAttempt, DeliveryRecord, ResolvedWebhookOptions } from './types.js'

export type AttemptListener = (delivery: DeliveryRecord, attempt: DeliveryAttempt) => void

/**
 * Cluster mode: one attempt of a delivery is posted by one node. `take` answers `held` when another node took it
 * (it read back the same pending row) or finished it (this copy of the row is older than the stored outcome), and
 * `later` when the claim cannot be made now (Redis did not answer): the row is tried again, never posted unclaimed.
 * `finish` marks the attempt done once its outcome is stored.
 */
export interface AttemptClaim {
  take(deliveryId: string, attempt: number): Promise<'taken' | 'held' | 'later'>
  finish(deliveryId: string, attempt: number): Promise<void>
}

/** How long a row whose claim could not be made waits before it is tried again (no attempt is counted). */
export const CLAIM_RETRY_MS = 1000

/** What an attempt's outcome does to the lanes. */
export interface AttemptLanes {
  /** A retry goes back into its lane, armed, before anyone hears of the attempt. */
  requeue(lane: Lane, updated: DeliveryRecord): void
  /** A terminal row is stored: it leaves memory for its lane's retention lists. */
  retire(lane: Lane, updated: DeliveryRecord): void
  /** The receiver is gone (410): its lane closes. */
  pause(webhookId: string): Promise<void>
}

interface AttemptsOptions {
  rows: OutboxRows
  destinations: Destinations
  lanes: AttemptLanes
  clock: Clock
  logger: Logger
  options: ResolvedWebhookOptions
}

/**
 * One attempt of an outbox row, from its claim to its recorded outcome: the body, the cluster claim, the send
 * through the lane's sender, the outcome written back, and only then the listeners told.
 */
export class DeliveryAttempts {
  claim: AttemptClaim | null = null
  readonly #rows: OutboxRows
  readonly #destinations: Destinations
  readonly #lanes: AttemptLanes
  readonly #clock: Clock
  readonly #logger: Logger
  readonly #options: ResolvedWebhookOptions
  readonly #listeners = new Set<AttemptListener>()
  /** Outcomes being written (and then announced) after their attempt's slot was freed. */
  readonly #settling = new Set<Promise<void>>()

  constructor(options: AttemptsOptions) {
    this.#rows = options.rows
    this.#destinations = options.destinations
    this.#lanes = options.lanes
    this.#clock = options.clock
    this.#logger = options.logger
    this.#options = options.options
  }

  /** Whether outcomes are still being written. */
  get settling(): boolean {
    return this.#settling.size > 0
  }

  /** Resolves once every outcome asked for so far is written and announced (or failed). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.#settling])
  }

  onAttempt(listener: AttemptListener): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /** Resolves once the receiver answered and a retry is placed; the outcome is written after (`settled`). */
  async run(lane: Lane, delivery: DeliveryRecord): Promise<void> {
    const found = this.#destinations.find(delivery.webhookId)
    if (!found?.destination.enabled) {
      lane.known.delete(delivery.id)
      return
    }
    const payload = await this.#rows.payloadOf(delivery)
    if (payload === undefined) {
      lane.known.delete(delivery.id)
      this.#logger.error({ deliveryId: delivery.id }, 'delivery body missing from the store; marking it failed')
      await this.#rows.save(
        {
          ...delivery,
          status: 'failed',
          nextAttemptAt: null,
          lastError: 'delivery body missing from the store',
          updatedAt: isoAt(this.#clock.now()),
        },
        delivery,
      )
      return
    }
    const claim = this.claim ? await this.claim.take(delivery.id, delivery.attemptCount) : 'taken'
    if (claim === 'held') {
      lane.known.delete(delivery.id)
      return
    }
    if (claim === 'later') {
      this.#lanes.requeue(lane, { ...delivery, nextAttemptAt: isoAt(this.#clock.now() + CLAIM_RETRY_MS) })
      return
    }
    const startedAt = this.#clock.now()
    const started = performance.now()
    const { statusCode, error } = await lane.sender.send(delivery, payload)
    const attempt: DeliveryAttempt = {
      at: isoAt(startedAt),
      statusCode,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      error,
    }
    // The body stays on the row, so a retry kept in memory does not fetch it again.
    const { updated, gone } = outcomeOf({ ...delivery, payload }, attempt, this.#clock.now(), this.#options)
    // The retry is placed now (the row stays `known`, so a store read cannot bring back its older copy) and armed
    // before listeners hear of the attempt, so whoever observes it also finds the retry scheduled.
    if (updated.status === 'pending') this.#lanes.requeue(lane, updated)
    // The slot is free once the receiver has answered; the outcome is written by the next group commit. A crash
    // before that write repeats at most this attempt (at least once), and nothing learns of the outcome before
    // it is stored.
    const settled = this.#rows
      .save(updated, delivery)
      .then(() => this.claim?.finish(delivery.id, delivery.attemptCount))
      .then(() => this.#settle(lane, found.kind, updated, attempt, gone))
      .catch((failure: unknown) =>
        this.#logger.error({ err: failure, deliveryId: updated.id }, 'recording a delivery attempt failed'),
      )
      .finally(() => this.#settling.delete(settled))
    this.#settling.add(settled)
  }

  async #settle(
    lane: Lane,
    kind: DestinationKind,
    updated: DeliveryRecord,
    attempt: DeliveryAttempt,
    gone: boolean,
  ): Promise<void> {
    // Terminal rows leave memory only now that the store has their final state.
    if (updated.status !== 'pending') this.#lanes.retire(lane, updated)
    if (updated.status === 'failed' && !gone)
      this.#logger.warn(
        { webhookId: updated.webhookId, deliveryId: updated.id, attempts: updated.attemptCount },
        'delivery failed for good',
      )
    for (const listener of this.#listeners) {
      try {
        listener(updated, attempt)
      } catch (listenerError) {
        this.#logger.error({ err: listenerError }, 'delivery listener threw')
      }
    }
    if (gone) {
      this.#logger.warn({ webhookId: updated.webhookId }, 'receiver answered 410 Gone; disabling the webhook')
      await kind.disable?.(updated.webhookId, 'receiver answered HTTP 410 Gone')
      void this.#lanes.pause(updated.webhookId)
    }
  }
}
