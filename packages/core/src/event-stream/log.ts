import type { Clock } from '../clock.js'
import type { EventEnvelope } from '../event-bus.js'
import { envelopeJson } from '../webhooks/envelope.js'
import type { Logger } from '../logger.js'
import type { Collection, Store } from '../store/collection.js'
import { groupCommitFor, WriteBatcher } from '../store/group-commit.js'

/** A stored event with its position in the log: the envelope's fields to filter on, and its JSON as sent. */
export interface LoggedEvent {
  seq: number
  id: string
  type: string
  sessionId: string
  createdAt: string
  /** The envelope JSON, exactly as webhooks receive it (stored as text: serialised once per event). */
  json: string
}

/**
 * What the index keeps of a retained event. A class, not an object literal: V8 kept the literals as dictionary-mode
 * objects, a 448-byte property table each (4.4 MB at the default 10,000 events, found in the soak's heap snapshots,
 * bench/RESULTS.md); an instance holds its four fields in 56 bytes.
 */
class IndexEntry {
  readonly seq: number
  readonly id: string
  readonly at: number
  /** UTF-8 bytes of the envelope JSON, so a reader can size what it fetches before fetching it. */
  readonly bytes: number

  constructor(entry: LoggedEvent) {
    this.seq = entry.seq
    this.id = entry.id
    this.at = Date.parse(entry.createdAt)
    this.bytes = Buffer.byteLength(entry.json, 'utf8')
  }
}

/** How much one read of the store may fetch: at most `entries` entries and `bytes` bytes, and always one entry. */
export interface ReadBatch {
  entries: number
  bytes: number
}

export interface EventLogOptions {
  store: Store
  clock: Clock
  logger: Logger
  maxEvents: number
  maxAgeMs: number
  /**
   * Cluster mode: numbers from one counter every node shares, so the nodes' entries never take one another's
   * keys in the shared store; alone, the log counts itself.
   */
  sequence?: () => Promise<number>
  /** Cluster mode: told of each entry this node appended, to pass it to the other nodes' logs (`ingest`). */
  appended?: (entry: LoggedEvent) => void
  /**
   * Cluster mode: how long an entry waits for the entries numbered before it (another node's, still on their way)
   * before it is shown without them. The entries that were missing are then read from the store, and any arriving
   * later still is shown out of order (`late`), never dropped.
   */
  reorderMs?: number
}

/** `late`: the entry arrived after entries numbered after it were shown (cluster mode, past the reorder wait). */
export type EventLogListener = (entry: LoggedEvent, late: boolean) => void

/** Entries are stored as objects: the store serialises each once, with the envelope JSON inside as a string. */
const decodeEntry = (stored: unknown): LoggedEvent | undefined =>
  stored === undefined || stored === null ? undefined : (stored as LoggedEvent)

/** Zero-padded so keys sort in log order wherever a backend orders them. */
const seqKey = (seq: number): string => `seq:${String(seq).padStart(16, '0')}`

/**
 * The persisted, bounded event log behind `GET /events`: every event gets the next sequence number and is
 * stored (by `append`, an EventBus sink, so before handlers see it), the last `maxEvents` within `maxAgeMs` are kept, and a
 * client that reconnects with `Last-Event-ID` resumes exactly after that event. Memory holds only an index
 * (sequence, id, time) of what is retained; the events themselves are read from the store on resume.
 */
export class EventLog {
  readonly #options: EventLogOptions
  readonly #collection: Collection
  readonly #writer: WriteBatcher
  readonly #index: IndexEntry[] = []
  readonly #positions = new Map<string, number>()
  readonly #listeners = new Map<EventLogListener, (() => void) | undefined>()
  #lastSeq = 0
  #loaded: Promise<void> | null = null
  /** Cluster mode: every entry up to this number was shown (or given up on); entries above it wait in #waiting. */
  #released = 0
  readonly #waiting = new Map<number, { entry: LoggedEvent; at: number }>()
  #gapTimer: NodeJS.Timeout | null = null

  constructor(options: EventLogOptions) {
    this.#options = options
    this.#collection = options.store.collection('events')
    this.#writer = new WriteBatcher(groupCommitFor(options.store), this.#collection)
  }

  load(): Promise<void> {
    this.#loaded ??= (async () => {
      const found: IndexEntry[] = []
      for await (const [key, stored] of this.#collection.scan<string>('seq:')) {
        const entry = decodeEntry(stored)
        if (!key.startsWith('seq:') || !entry) continue
        found.push(new IndexEntry(entry))
      }
      found.sort((a, b) => a.seq - b.seq)
      for (const entry of found) this.#push(entry)
      this.#lastSeq = Math.max(this.#lastSeq, found.at(-1)?.seq ?? 0)
      this.#released = Math.max(this.#released, this.#lastSeq)
      this.#prune()
    })()
    return this.#loaded
  }

  /** Live entries, after they are stored; `onEnd` runs when the log closes (engine.stop), so streams can end. */
  subscribe(listener: EventLogListener, onEnd?: () => void): () => void {
    this.#listeners.set(listener, onEnd)
    return () => this.#listeners.delete(listener)
  }

  /** Sequence number of a retained event id, or undefined when it is unknown or was pruned. */
  positionOf(eventId: string): number | undefined {
    return this.#positions.get(eventId)
  }

  get lastSeq(): number {
    return this.#lastSeq
  }

  get oldestSeq(): number | undefined {
    return this.#index[0]?.seq
  }

  /** Sequence number of the newest event stored (`lastSeq` may be ahead of it while a write is in flight). */
  get newestSeq(): number | undefined {
    return this.#index.at(-1)?.seq
  }

  /** Retained events with a sequence number above `afterSeq`, in order, one `batch` at a time from the store. */
  async *readAfter(
    afterSeq: number,
    batch: ReadBatch = { entries: 500, bytes: Number.POSITIVE_INFINITY },
  ): AsyncIterable<LoggedEvent> {
    await this.load()
    let position = lowerBound(this.#index, afterSeq + 1)
    while (position < this.#index.length) {
      const slice = this.#batchAt(position, batch)
      const entries = await this.#collection.getMany<string>(slice.map((entry) => seqKey(entry.seq)))
      for (const stored of entries) {
        const entry = decodeEntry(stored)
        if (entry) yield entry
      }
      const last = slice.at(-1)!.seq
      // The index may have been pruned meanwhile: continue from the sequence, not the array position.
      position = lowerBound(this.#index, last + 1)
    }
  }

  /**
   * Cluster mode, once this node listens to the others: entries numbered up to `seq` were given out before it
   * listened, so none of them is waited for (one still on its way is shown as late).
   */
  releasedThrough(seq: number): void {
    this.#released = Math.max(this.#released, seq)
    this.#drain()
  }

  /** Writes what is pending and ends every live subscription (open event streams finish their response). */
  async close(): Promise<void> {
    await this.#writer.idle()
    if (this.#gapTimer) clearTimeout(this.#gapTimer)
    this.#gapTimer = null
    for (const seq of [...this.#waiting.keys()].sort((a, b) => a - b)) this.#release(seq)
    const ends = [...this.#listeners.values()]
    this.#listeners.clear()
    for (const end of ends) end?.()
  }

  /** The durable sink: the event is in the log when this resolves. */
  async append(event: EventEnvelope): Promise<void> {
    if (!this.#loaded) void this.load()
    await this.#loaded
    const sequence = this.#options.sequence
    const seq = sequence ? await sequence() : ++this.#lastSeq
    if (seq > this.#lastSeq) this.#lastSeq = seq
    const entry: LoggedEvent = {
      seq,
      id: event.id,
      type: event.type,
      sessionId: event.sessionId,
      createdAt: event.createdAt,
      json: envelopeJson(event),
    }
    await this.#writer.write([{ key: seqKey(entry.seq), value: entry }])
    this.#options.appended?.(entry)
    this.#arrive(entry)
  }

  /** An entry another node of the cluster appended (and stored): streams on this node show it too. */
  ingest(entry: LoggedEvent): void {
    if (entry.seq > this.#lastSeq) this.#lastSeq = entry.seq
    this.#arrive(entry)
  }

  /**
   * Cluster mode: the nodes number their entries from one counter but each stores and passes on its own, so an
   * entry can arrive before one numbered below it. Entries are shown in number order: one waits for those before
   * it up to `reorderMs` (a stream that showed it first would skip the earlier one, its position being past it).
   */
  #arrive(entry: LoggedEvent): void {
    if (this.#positions.has(entry.id)) return
    if (!this.#options.sequence) return this.#accept(entry, false)
    if (entry.seq <= this.#released) return this.#accept(entry, true)
    if (!this.#waiting.has(entry.seq)) this.#waiting.set(entry.seq, { entry, at: Date.now() })
    this.#drain()
  }

  #drain(): void {
    while (this.#waiting.has(this.#released + 1)) this.#release(this.#released + 1)
    for (const seq of this.#waiting.keys()) if (seq <= this.#released) this.#release(seq)
    if (this.#waiting.size === 0 || this.#gapTimer) return
    const oldest = Math.min(...[...this.#waiting.values()].map((waiting) => waiting.at))
    const wait = Math.max(0, oldest + (this.#options.reorderMs ?? 0) - Date.now())
    this.#gapTimer = setTimeout(() => void this.#skipGap(), wait)
    this.#gapTimer.unref()
  }

  #release(seq: number): void {
    const waiting = this.#waiting.get(seq)
    this.#waiting.delete(seq)
    if (seq > this.#released) this.#released = seq
    if (waiting && !this.#positions.has(waiting.entry.id)) this.#accept(waiting.entry, false)
  }

  /**
   * The oldest waiting entry waited `reorderMs`: the entries still missing before it are read from the store (a
   * message between the nodes can be lost while a connection to Redis is re-made), and it is shown without those
   * that are not there (a node died between numbering an entry and storing it).
   */
  async #skipGap(): Promise<void> {
    let upTo = this.#released
    let oldestAt = Number.POSITIVE_INFINITY
    for (const [seq, { at }] of this.#waiting) if (at < oldestAt) [upTo, oldestAt] = [seq, at]
    const missing: string[] = []
    for (let seq = this.#released + 1; seq < upTo && missing.length < 1000; seq++)
      if (!this.#waiting.has(seq)) missing.push(seqKey(seq))
    const found = missing.length > 0 ? await this.#collection.getMany<string>(missing).catch(() => []) : []
    for (const stored of found) {
      const entry = decodeEntry(stored)
      if (entry && entry.seq > this.#released && !this.#waiting.has(entry.seq))
        this.#waiting.set(entry.seq, { entry, at: Date.now() })
    }
    this.#gapTimer = null
    for (const seq of [...this.#waiting.keys()].sort((a, b) => a - b)) if (seq <= upTo) this.#release(seq)
    this.#drain()
  }

  #accept(entry: LoggedEvent, late: boolean): void {
    this.#push(new IndexEntry(entry))
    this.#prune()
    for (const listener of this.#listeners.keys()) {
      try {
        listener(entry, late)
      } catch (error) {
        this.#options.logger.error({ err: error }, 'event stream listener threw')
      }
    }
  }

  #batchAt(position: number, { entries, bytes }: ReadBatch): IndexEntry[] {
    let end = position + 1
    let total = this.#index[position]!.bytes
    while (end < this.#index.length && end - position < entries) {
      total += this.#index[end]!.bytes
      if (total > bytes) break
      end += 1
    }
    return this.#index.slice(position, end)
  }

  #push(entry: IndexEntry): void {
    // Writes of one batch resolve in order, but keep the index sorted whatever the interleaving.
    const last = this.#index.at(-1)
    if (!last || last.seq < entry.seq) this.#index.push(entry)
    else this.#index.splice(lowerBound(this.#index, entry.seq), 0, entry)
    this.#positions.set(entry.id, entry.seq)
  }

  /** Drops the oldest entries past the count (with some slack, so deletes come in batches) or the age bound. */
  #prune(): void {
    const { maxEvents, maxAgeMs } = this.#options
    const oldestAllowed = this.#options.clock.now() - maxAgeMs
    let drop =
      this.#index.length > maxEvents + Math.max(10, Math.floor(maxEvents / 100)) ? this.#index.length - maxEvents : 0
    while (drop < this.#index.length && this.#index[drop]!.at < oldestAllowed) drop += 1
    if (drop === 0) return
    const removed = this.#index.splice(0, drop)
    for (const entry of removed) this.#positions.delete(entry.id)
    void this.#writer
      .idle()
      .then(() => this.#collection.deleteMany(removed.map((entry) => seqKey(entry.seq))))
      .catch((error: unknown) => this.#options.logger.error({ err: error }, 'pruning the event log failed'))
  }
}

/** First index whose seq is >= `seq`. */
function lowerBound(index: IndexEntry[], seq: number): number {
  let low = 0
  let high = index.length
  while (low < high) {
    const mid = (low + high) >> 1
    if (index[mid]!.seq < seq) low = mid + 1
    else high = mid
  }
  return low
}
