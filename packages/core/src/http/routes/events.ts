import { EngineError, engineErrors } from '../../errors.js'
import { reaches } from '../../keys/access.js'
import type { LoggedEvent } from '../../event-stream/log.js'
import { EventStreamQuery } from '../../event-stream/schema.js'
import { openEventStream } from '../../event-stream/sse.js'
import { ApiResponse } from '../exchange.js'
import { defineRoute } from '../route.js'

export const eventRoutes = [
  defineRoute({
    method: 'GET',
    scope: 'read',
    path: '/events',
    tag: 'Events',
    summary: 'Event stream (Server-Sent Events)',
    description:
      'Every event as `id: <event id>`, `event: <type>`, `data: <envelope JSON>`. Filter with `sessionId` and `types` (comma-separated or repeated). ' +
      'Reconnect with `Last-Event-ID` to resume right after that event from the persisted log (the last 10,000 events within 24 h by default); ' +
      'an id no longer retained replays from the oldest retained event. Comment lines are heartbeats. ' +
      'One API key holds at most 20 streams open at once by default (`eventStreamsPerKey`); another is a 429 `rate_limited`. ' +
      'A key restricted to sessions gets only their events, whatever `sessionId` it asks for.',
    query: EventStreamQuery,
    response: {
      contentType: 'text/event-stream',
      description:
        'Server-Sent Events: `id`, `event` (the type) and `data` (the envelope JSON) per event; comment lines are heartbeats.',
    },
    run: async ({ host, query, request, apiKey, access }) => {
      const log = host.eventLog
      await log.load()
      const types = query.types && query.types.length > 0 ? new Set<string>(query.types) : null
      // A key restricted to sessions gets only their events, whichever sessionId it asks for (another is as
      // silent as one that does not exist).
      const matches = (entry: LoggedEvent) =>
        (!query.sessionId || entry.sessionId === query.sessionId) &&
        reaches(access, entry.sessionId) &&
        (!types || types.has(entry.type))
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
      const heartbeatMs = host.eventStreamHeartbeatMs
      const release = host.eventStreams.take(apiKey)
      if (!release) {
        const limit = host.eventStreams.perKey
        throw new EngineError(
          engineErrors.rate_limited,
          `This API key already has ${limit} event streams open; close one first.`,
          { extra: { limit } },
        )
      }

      // A deleted key's stream ends: at once when this process deleted it, within the key cache's lifetime when
      // another did (KEY_RECHECK_MS).
      const revoked = new AbortController()
      const unwatch =
        access.keyId === null ? () => undefined : host.watchKey(access.keyId, apiKey, () => revoked.abort())
      return new ApiResponse(
        200,
        {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-store',
          'x-accel-buffering': 'no',
          'x-content-type-options': 'nosniff',
        },
        openEventStream({
          log,
          matches,
          afterSeq,
          notice,
          heartbeatMs,
          signal: AbortSignal.any([request.signal, revoked.signal]),
          release: () => {
            unwatch()
            release()
          },
          logger: host.logger,
        }),
      )
    },
  }),
]
