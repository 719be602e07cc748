import type { LoggedEvent } from '../../webhooks/event-log.js'
import { ApiResponse } from '../exchange.js'
import { defineRoute } from '../route.js'
import { EventStreamQuery } from '../../webhooks/schema.js'

/**
 * Bytes a client may fall behind by before the stream is closed. It reconnects with Last-Event-ID and resumes
 * from the persisted log, so a stalled reader costs a bounded buffer instead of unbounded memory.
 */
const MAX_BACKLOG_BYTES = 8 * 1024 * 1024

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
      'an id no longer retained replays from the oldest retained event. Comment lines are heartbeats.',
    query: EventStreamQuery,
    response: { contentType: 'text/event-stream', description: 'Server-Sent Events: `id`, `event` (the type) and `data` (the envelope JSON) per event; comment lines are heartbeats.' },
    run: async ({ engine, query, request }) => {
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

      let close = (): void => undefined
      const body = new ReadableStream<Uint8Array>(
        {
          start(controller) {
            let closed = false
            let replaying = true
            let sentSeq = afterSeq
            const buffered: LoggedEvent[] = []
            const write = (text: string) => {
              if (closed) return
              controller.enqueue(encoder.encode(text))
              if ((controller.desiredSize ?? 0) < -MAX_BACKLOG_BYTES) close()
            }
            const send = (entry: LoggedEvent) => {
              // Replay and live delivery overlap by design (subscribe first, then read): the sequence drops repeats.
              if (closed || entry.seq <= sentSeq) return
              sentSeq = entry.seq
              if (matches(entry)) write(`id: ${entry.id}\nevent: ${entry.type}\ndata: ${entry.json}\n\n`)
            }
            const unsubscribe = log.subscribe(
              (entry) => (replaying ? buffered.push(entry) : send(entry)),
              () => close(),
            )
            const heartbeat = setInterval(() => write(': heartbeat\n\n'), heartbeatMs)
            close = () => {
              if (closed) return
              closed = true
              unsubscribe()
              clearInterval(heartbeat)
              request.signal.removeEventListener('abort', close)
              try {
                controller.close()
              } catch {
                // Already closed or errored by the consumer.
              }
            }
            if (request.signal.aborted) return close()
            request.signal.addEventListener('abort', close)
            write(`retry: 3000\n: connected${notice ? `; ${notice}` : ''}\n\n`)
            void (async () => {
              for await (const entry of log.readAfter(afterSeq)) {
                if (closed) return
                send(entry)
              }
              replaying = false
              for (const entry of buffered.splice(0)) send(entry)
            })().catch((error: unknown) => {
              engine.logger.error({ err: error }, 'event stream replay failed')
              close()
            })
          },
          cancel() {
            close()
          },
        },
        { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
      )
      return new ApiResponse(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-store', 'x-accel-buffering': 'no' }, body)
    },
  }),
]
