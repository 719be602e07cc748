import type { Readable } from 'node:stream'
import type { ChatEvents } from '../chats/events.js'
import type { EngineContext } from '../context.js'
import { newId } from '../ids.js'
import type { MessageEvents } from '../messages/events.js'
import type { ReceivedMessage } from '../messages/types.js'
import type { MediaDescriptor } from '../protocol/ports/messages.js'
import type { SessionEvents } from '../sessions/events.js'
import { onConnection } from '../upstream-errors.js'
import { mediaUpstream } from './errors.js'
import type { MediaEvents, StoredMedia } from './events.js'
import { type MediaReference, MediaReferences } from './references.js'
import { SpoolTooLarge, spool } from './spool.js'

/** The retention sweep's longest wait, and the references it ends per store round trip. */
const sweepIntervalMs = 60 * 60 * 1000
const sweepBatch = 100

/** The waits before a failed download's second and third attempts: a phone offline now may be back soon. */
const retryDelaysMs = [2_000, 15_000]

/** What `GET /api/v1/media/{id}` reads: a kept file's reference and its bytes. */
export interface MediaFiles {
  reference(mediaId: string): Promise<MediaReference | null>
  read(reference: MediaReference, range?: { start: number; end: number }): Promise<Readable | null>
}

export const storedMediaOf = ({ id, sha256, mimetype, size }: StoredMedia): StoredMedia => ({
  id,
  sha256,
  mimetype,
  size,
})

/**
 * Media kept by the engine (docs/media.md): each received message's file that the policy takes is downloaded
 * once, streamed to a temporary file while hashed, handed to the media store under its SHA-256, and announced by
 * `message.media`; a failure is announced the same way, with its reason, after the last attempt. Downloads run
 * at most `concurrency` at a time. References end with a revoke for everyone, the chat's deletion and the session's.
 */
export class KeptMedia implements MediaFiles {
  readonly #context: EngineContext<MessageEvents & MediaEvents & ChatEvents & SessionEvents>
  readonly #references: MediaReferences | null
  #running = 0
  readonly #waiting: (() => void)[] = []
  readonly #inFlight = new Set<Promise<void>>()
  /** The downloads waiting for their next attempt, woken when the engine stops. */
  readonly #sleeping = new Set<() => void>()
  #closed = false
  #sweepTimer: unknown
  /** The last retention sweep, run or running: what a test waits for after moving the engine's clock. */
  lastSweep: Promise<number> = Promise.resolve(0)

  constructor(context: EngineContext<MessageEvents & MediaEvents & ChatEvents & SessionEvents>) {
    this.#context = context
    const { store } = context.settings.media
    this.#references = store ? new MediaReferences(context.store.collection('media'), store) : null
    if (!this.#references) return
    const references = this.#references
    const warn = (what: string, sessionId: string) => (error: unknown) =>
      context.logger.warn({ err: error, sessionId }, what)
    context.bus.on('message.received', ({ sessionId, data }) => this.#received(sessionId, data))
    context.bus.on('message.deleted', ({ sessionId, data }) => {
      if (data.forEveryone)
        this.#track(
          references
            .releaseMessage(sessionId, data.message.chatJid, data.message.id)
            .catch(warn("media: a revoked message's file was not released", sessionId)),
        )
    })
    // A cleared chat keeps its starred messages, which the media domain cannot tell apart: only a deletion ends them.
    context.bus.on('chat.updated', ({ sessionId, data }) => {
      if (data.action === 'delete')
        this.#track(
          references
            .releaseChat(sessionId, data.chatJid)
            .catch(warn("media: a deleted chat's files were not released", sessionId)),
        )
    })
    this.#scheduleSweep()
    context.bus.on('session.deleted', ({ sessionId }) =>
      this.#track(
        references
          .releaseSession(sessionId)
          .catch(warn("media: a deleted session's files were not released", sessionId)),
      ),
    )
  }

  get #settings() {
    return this.#context.settings.media
  }

  async reference(mediaId: string): Promise<MediaReference | null> {
    return (await this.#references?.get(mediaId)) ?? null
  }

  read(reference: MediaReference, range?: { start: number; end: number }): Promise<Readable | null> {
    const store = this.#settings.store
    return store ? store.read(reference.sha256, range) : Promise.resolve(null)
  }

  /** Lets the running downloads finish (they fail once their session closed) and closes the store. */
  async close(): Promise<void> {
    this.#closed = true
    this.#context.scheduler.clearTimeout(this.#sweepTimer)
    for (const wake of this.#sleeping) wake()
    while (this.#inFlight.size > 0) await Promise.allSettled([...this.#inFlight])
    await this.#settings.store?.close?.()
  }

  /** With a retention, ends the references older than it every `min(retention, 1 h)`. */
  #scheduleSweep(): void {
    const retentionMs = this.#settings.retentionMs
    if (retentionMs === null || this.#closed) return
    this.#sweepTimer = this.#context.scheduler.setTimeout(
      () => {
        this.lastSweep = this.#sweep(this.#context.clock.now() - retentionMs)
          .catch((error: unknown) => {
            this.#context.logger.warn({ err: error }, 'media: the retention sweep failed')
            return 0
          })
          .finally(() => this.#scheduleSweep())
      },
      Math.min(retentionMs, sweepIntervalMs),
    )
  }

  async #sweep(before: number): Promise<number> {
    let ended = 0
    for (;;) {
      const batch = await this.#references!.releaseOlder(before, sweepBatch)
      ended += batch
      if (batch < sweepBatch) return ended
    }
  }

  #capOf(media: MediaDescriptor): number {
    return media.mediaType === 'video'
      ? Math.min(this.#settings.maxVideoBytes, this.#settings.maxBytes)
      : this.#settings.maxBytes
  }

  /** The policy: kinds kept, sizes under the cap by WhatsApp's word, and never a view-once file. */
  #wanted(media: MediaDescriptor): boolean {
    if (media.viewOnce || !this.#settings.types.has(media.mediaType)) return false
    return media.fileLength === null || media.fileLength <= this.#capOf(media)
  }

  #received(sessionId: string, message: ReceivedMessage): void {
    if (this.#closed || !message.media || !this.#wanted(message.media)) return
    this.#track(this.#keep(sessionId, message, message.media))
  }

  #track(work: Promise<void>): void {
    this.#inFlight.add(work)
    void work.finally(() => this.#inFlight.delete(work))
  }

  async #turn(): Promise<() => void> {
    if (this.#running >= this.#settings.concurrency) await new Promise<void>((go) => this.#waiting.push(go))
    else this.#running += 1
    return () => {
      const next = this.#waiting.shift()
      if (next) next()
      else this.#running -= 1
    }
  }

  async #keep(sessionId: string, message: ReceivedMessage, media: MediaDescriptor): Promise<void> {
    const references = this.#references!
    const key = { chatJid: message.chatJid, id: message.messageId }
    const logger = this.#context.logger.child({ sessionId, messageId: message.messageId })
    for (let attempt = 0; ; attempt += 1) {
      const done = await this.#turn()
      try {
        // A message reported again (a replay after a crash) keeps the file it has.
        if (await references.ofMessage(sessionId, message.chatJid, message.messageId)) return
        const stored = await this.#download(sessionId, message, media)
        this.#context.metrics.mediaDownload('kept')
        await this.#context.bus.publish('message.media', sessionId, { message: key, media: stored, error: null })
        return
      } catch (error) {
        const final = error instanceof SpoolTooLarge || attempt >= retryDelaysMs.length || this.#closed
        logger.warn({ err: error, attempt, final }, 'media: the file of a received message was not kept')
        if (final) {
          this.#context.metrics.mediaDownload(error instanceof SpoolTooLarge ? 'too_large' : 'failed')
          await this.#context.bus.publish('message.media', sessionId, {
            message: key,
            media: null,
            error: (error as Error).message,
          })
          return
        }
      } finally {
        done()
      }
      await this.#sleep(retryDelaysMs[attempt]!)
      // Stopped while waiting: the message is not kept, and no failure is claimed for it.
      if (this.#closed) return
    }
  }

  #sleep(ms: number): Promise<void> {
    return new Promise<void>((wake) => {
      const done = () => {
        this.#sleeping.delete(done)
        wake()
      }
      this.#sleeping.add(done)
      this.#context.scheduler.setTimeout(done, ms)
    })
  }

  async #download(sessionId: string, message: ReceivedMessage, media: MediaDescriptor): Promise<StoredMedia> {
    const downloaded = await onConnection(
      this.#context,
      sessionId,
      mediaUpstream,
      'The media could not be downloaded',
      (connection) => connection.messages.downloadMedia(message.message),
    )
    const file = await spool(downloaded.stream, this.#capOf(media))
    try {
      const reference: MediaReference = {
        id: newId('med', 16),
        sha256: file.sha256,
        mimetype: downloaded.mimetype,
        size: file.size,
        sessionId,
        chatJid: message.chatJid,
        messageId: message.messageId,
        fileName: media.fileName ?? null,
        createdAt: this.#context.clock.now(),
      }
      await this.#references!.keep(reference, { path: file.path, size: file.size, mimetype: reference.mimetype })
      return storedMediaOf(reference)
    } finally {
      await file.remove()
    }
  }
}
