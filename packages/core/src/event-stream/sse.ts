import type { Logger } from '../logger.js'
import type { EventLog, LoggedEvent, ReadBatch } from './log.js'

/**
 * Bytes a client may fall behind live delivery by before the stream is closed. It reconnects with Last-Event-ID
 * and resumes from the persisted log, so a stalled reader costs a bounded buffer instead of unbounded memory.
 */
const MAX_BACKLOG_BYTES = 8 * 1024 * 1024

/** Bytes queued for a reader before the replay waits for it to read (the stream's high-water mark). */
const QUEUE_BYTES = 64 * 1024

/**
 * What one read of the store fetches during a replay: few round trips for small events, and a bounded hold for
 * large ones (a paused reader holds one batch and the queue, at most about 600 KiB with 64 KiB events).
 */
const REPLAY_BATCH: ReadBatch = { entries: 100, bytes: 512 * 1024 }

const encoder = new TextEncoder()

export interface EventStreamOptions {
  log: EventLog
  /** Which entries the client asked for (session and types). */
  matches: (entry: LoggedEvent) => boolean
  /** The replay starts after this position of the log. */
  afterSeq: number
  /** A comment sent first, when there is something to say about the replay. */
  notice: string | null
  heartbeatMs: number
  /** The client went away. */
  signal: AbortSignal
  /** Called once when the stream ends, however it ends (frees the API key's slot). */
  release: () => void
  logger: Logger
}

/**
 * The Server-Sent Events body of `GET /events`: the replay from the persisted log, then live events, with
 * heartbeats, ending when the client aborts or falls too far behind.
 */
export function openEventStream({
  log,
  matches,
  afterSeq,
  notice,
  heartbeatMs,
  signal,
  release,
  logger,
}: EventStreamOptions): ReadableStream<Uint8Array> {
  let close = (): void => undefined
  let closed = false
  let sentSeq = afterSeq
  // The replay is read from the store only as fast as the client reads (pull); live events go out as they
  // are stored once it has caught up, and until then the replay itself reaches them.
  // The newest entry of the log when the replay's reader was made: one stored after that may have been missed.
  let lookedAt = log.newestSeq ?? 0
  let replay: AsyncIterator<LoggedEvent> | null = log.readAfter(afterSeq, REPLAY_BATCH)[Symbol.asyncIterator]()
  let enqueue = (_text: string): void => undefined
  const write = (entry: LoggedEvent) => {
    if (matches(entry)) enqueue(`id: ${entry.id}\nevent: ${entry.type}\ndata: ${entry.json}\n\n`)
  }
  const send = (entry: LoggedEvent) => {
    // Replay and live delivery overlap by design: the sequence drops repeats.
    if (closed || entry.seq <= sentSeq) return
    sentSeq = entry.seq
    write(entry)
  }
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        enqueue = (text: string) => {
          if (closed) return
          controller.enqueue(encoder.encode(text))
          if ((controller.desiredSize ?? 0) < -MAX_BACKLOG_BYTES) close()
        }
        const unsubscribe = log.subscribe(
          (entry, late) => {
            // Another node's entry that came after the log stopped waiting for it: behind this stream's position,
            // so neither the replay nor the sequence would ever send it. It goes out now, out of order.
            if (late && entry.seq <= sentSeq) {
              if (!closed) write(entry)
            } else if (!replay) send(entry)
          },
          () => close(),
        )
        const heartbeat = setInterval(() => enqueue(': heartbeat\n\n'), heartbeatMs)
        close = () => {
          if (closed) return
          closed = true
          release()
          unsubscribe()
          clearInterval(heartbeat)
          signal.removeEventListener('abort', close)
          void replay?.return?.()?.catch(() => undefined)
          try {
            controller.close()
          } catch {
            // Already closed or errored by the consumer.
          }
        }
        if (signal.aborted) return close()
        signal.addEventListener('abort', close)
        enqueue(`retry: 3000\n: connected${notice ? `; ${notice}` : ''}\n\n`)
      },
      async pull(controller) {
        try {
          while (replay && !closed && (controller.desiredSize ?? 0) > 0) {
            const next = await replay.next()
            if (closed) return
            if (!next.done) {
              send(next.value)
              continue
            }
            // Caught up. Events stored since the reader was made are read again (the log grew since, so this
            // ends); otherwise live delivery takes over here, with no await between this check and the switch, so
            // no event falls in between.
            const newest = log.newestSeq ?? 0
            const more = newest > lookedAt && newest > sentSeq
            lookedAt = newest
            replay = more ? log.readAfter(sentSeq, REPLAY_BATCH)[Symbol.asyncIterator]() : null
          }
        } catch (error) {
          logger.error({ err: error }, 'event stream replay failed')
          close()
        }
      },
      cancel() {
        close()
      },
    },
    { highWaterMark: QUEUE_BYTES, size: (chunk) => chunk.byteLength },
  )
  return body
}
