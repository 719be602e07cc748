import { EngineError } from '../../errors.js'
import type { LoggedEvent } from '../../webhooks/event-log.js'
import { ApiResponse } from '../exchange.js'
import { defineRoute } from '../route.js'
import { EventStreamQuery } from '../../webhooks/schema.js'

/**
 * Bytes a client may fall behind live delivery by before the stream is closed. It reconnects with Last-Event-ID
 * and resumes from the persisted log, so a stalled reader costs a bounded buffer instead of unbounded memory.
 */
const MAX_BACKLOG_BYTES = 8 * 1024 * 1024

/** Bytes queued for a reader before the replay waits for it to read (the stream's high-water mark). */
const QUEUE_BYTES = 64 * 1024

/** Log entries read from the store at a time during a replay. */
const REPLAY_BATCH = 100

const encoder = new TextEncoder()

export const eventRoutes = [
  defineRoute({
    method: 'GET',
    path: '/events',
    tag: 'Events',
    summary: 'Event stream (Server-Sent Events)',
    description:
      'Every event as `id: <event id>`, `event: <type>`, `data: <envelope JSON>`. Filter with `sessionId` and `types` (comma-separated or repeated). ' +
      'Reconnect with `Last-Event-ID` to resume right after that event from the persisted log (the last 10,000 events within 24 h by default); ' +
      'an id no longer retained replays from the oldest retained event. Comment lines are heartbeats. ' +
      'One API key holds at most 20 streams open at once by default (`eventStreamsPerKey`); another is a 429 `rate_limited`.',
    query: EventStreamQuery,
    response: { contentType: 'text/event-stream', description: 'Server-Sent Events: `id`, `event` (the type) and `data` (the envelope JSON) per event; comment lines are heartbeats.' },
    run: async ({ engine, query, request, apiKey }) => {
      const log = engine.eventLog
      await log.load()
      const types = query.types && query.types.length > 0 ? new Set<string>(query.types) : null
      const matches = (entry: LoggedEvent) => (!query.sessionId || entry.sessionId === query.sessionId) && (!types || types.has(entry.type))
      const lastEventId = request.header('last-event-id')?.trim() || query.lastEventId
      let afterSeq = log.lastSeq
      let notice: string | null = null
      if (lastEventId) {
        const position = log.positionOf(lastEventId)
        if (position !== undefined) afterSeq = position
        else {
          afterSeq = 0
          notice = 'Last-Event-ID is not in the retained log; replaying from the oldest retained event'
        }
      }
      const heartbeatMs = engine.webhooks.options.eventStreamHeartbeatMs
      const release = engine.eventStreams.take(apiKey)
      if (!release) {
        const limit = engine.eventStreams.perKey
        throw new EngineError('rate_limited', `This API key already has ${limit} event streams open; close one first.`, { extra: { limit } })
      }

      let close = (): void => undefined
      let closed = false
      let sentSeq = afterSeq
      // The replay is read from the store only as fast as the client reads (pull); live events go out as they
      // are stored once it has caught up, and until then the replay itself reaches them.
      let replayFrom = afterSeq
      let replay: AsyncIterator<LoggedEvent> | null = log.readAfter(afterSeq, REPLAY_BATCH)[Symbol.asyncIterator]()
      let enqueue = (_text: string): void => undefined
      const send = (entry: LoggedEvent) => {
        // Replay and live delivery overlap by design: the sequence drops repeats.
        if (closed || entry.seq <= sentSeq) return
        sentSeq = entry.seq
        if (matches(entry)) enqueue(`id: ${entry.id}\nevent: ${entry.type}\ndata: ${entry.json}\n\n`)
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
              (entry) => {
                if (!replay) send(entry)
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
              request.signal.removeEventListener('abort', close)
              void replay?.return?.()?.catch(() => undefined)
              try {
                controller.close()
              } catch {
                // Already closed or errored by the consumer.
              }
            }
            if (request.signal.aborted) return close()
            request.signal.addEventListener('abort', close)
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
                // Caught up. Events stored since the iterator's last look are read again (while that still makes
                // progress); otherwise live delivery takes over here, with no await between this check and the
                // switch, so no event falls in between.
                const more = (log.newestSeq ?? 0) > sentSeq && sentSeq > replayFrom
                replayFrom = sentSeq
                replay = more ? log.readAfter(sentSeq, REPLAY_BATCH)[Symbol.asyncIterator]() : null
              }
            } catch (error) {
              engine.logger.error({ err: error }, 'event stream replay failed')
              close()
            }
          },
          cancel() {
            close()
          },
        },
        { highWaterMark: QUEUE_BYTES, size: (chunk) => chunk.byteLength },
      )
      return new ApiResponse(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-store', 'x-accel-buffering': 'no' }, body)
    },
  }),
]
