import { randomBytes } from 'node:crypto'
import type { Clock } from '../clock.js'
import { isoAt } from '../clock.js'
import { EngineError } from '../errors.js'
import { newId } from '../ids.js'
import { assertAllowedUrl } from '../net/address-guard.js'
import type { Collection } from '../store/collection.js'
import type {
  CreateWebhookInput,
  UpdateWebhookInput,
  Webhook,
  WebhookEventFilter,
  WebhookRecord,
  WebhookWithSecret,
} from './types.js'
import { webhookErrors } from './errors.js'

export interface WebhookRegistryOptions {
  collection: Collection
  clock: Clock
  allowPrivateNetwork: boolean
  rotationGraceMs: number
}

/** 32 random bytes (architecture.md), prefixed so a leaked value is recognisable in a secret scanner. */
const newSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`

/**
 * Webhook records: in memory for the hot path (every event asks who subscribes), written through to the
 * store, loaded once on first use. Changes to one webhook are serialised so concurrent PATCHes cannot
 * lose each other's fields.
 */
export class WebhookRegistry {
  readonly #options: WebhookRegistryOptions
  readonly #records = new Map<string, WebhookRecord>()
  #loaded: Promise<void> | null = null
  /** Told of every webhook this registry wrote (cluster mode: the other nodes read it again). */
  changed: ((id: string) => void) | null = null

  constructor(options: WebhookRegistryOptions) {
    this.#options = options
  }

  load(): Promise<void> {
    this.#loaded ??= (async () => {
      for await (const [id, record] of this.#options.collection.scan<WebhookRecord>()) this.#records.set(id, record)
    })()
    return this.#loaded
  }

  /** Reads one webhook again from the store, after another node of the cluster changed it. */
  async reload(id: string): Promise<{ before: WebhookRecord | undefined; after: WebhookRecord | undefined }> {
    await this.load()
    const before = this.#records.get(id)
    const after = await this.#options.collection.get<WebhookRecord>(id)
    if (after) this.#records.set(id, after)
    else this.#records.delete(id)
    return { before, after }
  }

  async count(): Promise<number> {
    await this.load()
    return this.#records.size
  }

  /** The record with secrets, or undefined (after load()). */
  peek(id: string): WebhookRecord | undefined {
    return this.#records.get(id)
  }

  all(): WebhookRecord[] {
    return [...this.#records.values()]
  }

  /** Secrets that sign a delivery now: the current one, then rotated-out ones still inside their grace period. */
  signingSecrets(record: WebhookRecord): string[] {
    const now = this.#options.clock.now()
    return [
      record.secret,
      ...record.previousSecrets.filter((entry) => Date.parse(entry.expiresAt) > now).map((entry) => entry.secret),
    ]
  }

  async create(input: CreateWebhookInput, createdByKeyId: string | null = null): Promise<WebhookWithSecret> {
    await this.load()
    const events = uniqueEvents(input.events)
    const url = await this.#checkUrl(input.url)
    const now = isoAt(this.#options.clock.now())
    const record: WebhookRecord = {
      id: newId('wh'),
      url,
      events,
      sessionIds: input.sessionIds ?? null,
      description: input.description ?? null,
      enabled: input.enabled ?? true,
      disabledReason: null,
      createdAt: now,
      updatedAt: now,
      secret: newSecret(),
      previousSecrets: [],
      secretRotatedAt: null,
      createdByKeyId,
    }
    await this.#options.collection.set(record.id, record)
    this.#records.set(record.id, record)
    this.changed?.(record.id)
    return { ...this.view(record), secret: record.secret }
  }

  async list(): Promise<Webhook[]> {
    await this.load()
    return [...this.#records.values()]
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
      .map((record) => this.view(record))
  }

  async get(id: string): Promise<Webhook> {
    return this.view(await this.#require(id))
  }

  async require(id: string): Promise<WebhookRecord> {
    return this.#require(id)
  }

  async update(id: string, input: UpdateWebhookInput): Promise<{ before: WebhookRecord; after: WebhookRecord }> {
    await this.#require(id)
    const events = input.events === undefined ? undefined : uniqueEvents(input.events)
    const url = input.url === undefined ? undefined : await this.#checkUrl(input.url)
    return this.#options.collection.withLock(id, async () => {
      const before = await this.#require(id)
      const after: WebhookRecord = {
        ...before,
        ...(url !== undefined ? { url } : {}),
        ...(events !== undefined ? { events } : {}),
        ...(input.sessionIds !== undefined ? { sessionIds: input.sessionIds } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.enabled !== undefined
          ? { enabled: input.enabled, disabledReason: input.enabled ? null : before.disabledReason }
          : {}),
        updatedAt: isoAt(this.#options.clock.now()),
      }
      await this.#options.collection.set(id, after)
      this.#records.set(id, after)
      this.changed?.(id)
      return { before, after }
    })
  }

  /** Turns a webhook off on the engine's own initiative (410 Gone), recording why. */
  async disable(id: string, reason: string): Promise<WebhookRecord | undefined> {
    return this.#options.collection.withLock(id, async () => {
      const before = this.#records.get(id)
      if (!before?.enabled) return undefined
      const after: WebhookRecord = {
        ...before,
        enabled: false,
        disabledReason: reason,
        updatedAt: isoAt(this.#options.clock.now()),
      }
      await this.#options.collection.set(id, after)
      this.#records.set(id, after)
      this.changed?.(id)
      return after
    })
  }

  async delete(id: string): Promise<Webhook> {
    await this.#require(id)
    return this.#options.collection.withLock(id, async () => {
      const record = await this.#require(id)
      await this.#options.collection.delete(id)
      this.#records.delete(id)
      this.changed?.(id)
      return this.view(record)
    })
  }

  /** A new secret, shown once; the old one keeps signing for the grace period so receivers can switch without a gap. */
  async rotateSecret(id: string, graceMs = this.#options.rotationGraceMs): Promise<WebhookWithSecret> {
    await this.#require(id)
    return this.#options.collection.withLock(id, async () => {
      const before = await this.#require(id)
      const nowMs = this.#options.clock.now()
      const kept = before.previousSecrets.filter((entry) => Date.parse(entry.expiresAt) > nowMs)
      const previousSecrets =
        graceMs > 0 ? [{ secret: before.secret, expiresAt: isoAt(nowMs + graceMs) }, ...kept] : kept
      const after: WebhookRecord = {
        ...before,
        secret: newSecret(),
        previousSecrets,
        secretRotatedAt: isoAt(nowMs),
        updatedAt: isoAt(nowMs),
      }
      await this.#options.collection.set(id, after)
      this.#records.set(id, after)
      this.changed?.(id)
      return { ...this.view(after), secret: after.secret }
    })
  }

  view(record: WebhookRecord): Webhook {
    const { secret: _secret, previousSecrets, ...rest } = record
    const now = this.#options.clock.now()
    const live = previousSecrets.map((entry) => entry.expiresAt).filter((at) => Date.parse(at) > now)
    return {
      ...rest,
      sessionIds: record.sessionIds ?? null,
      createdByKeyId: record.createdByKeyId ?? null,
      previousSecretExpiresAt: live.length > 0 ? live.sort().at(-1)! : null,
    }
  }

  async #require(id: string): Promise<WebhookRecord> {
    await this.load()
    const record = this.#records.get(id)
    if (!record) throw new EngineError(webhookErrors.webhook_not_found, `No webhook with id "${id}".`)
    return record
  }

  async #checkUrl(url: string): Promise<string> {
    const checked = await assertAllowedUrl(url, {
      allowPrivateNetwork: this.#options.allowPrivateNetwork,
      what: 'url',
      error: webhookErrors.webhook_url_forbidden,
    })
    return checked.href
  }
}

/** The events as stored: each once (the operation's schema has checked the names). */
export const uniqueEvents = (events: readonly string[]): WebhookEventFilter[] =>
  [...new Set(events)] as WebhookEventFilter[]
