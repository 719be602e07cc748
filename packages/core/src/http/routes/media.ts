import { Readable } from 'node:stream'
import * as v from 'valibot'
import { EngineError } from '../../errors.js'
import { reaches } from '../../keys/access.js'
import { mediaErrors } from '../../media/errors.js'
import { fileHeaders, rangeOf } from '../../media/serve.js'
import { ApiResponse } from '../exchange.js'
import { defineRoute } from '../route.js'

const MediaParams = v.strictObject({
  mediaId: v.pipe(v.string(), v.regex(/^med_[A-Za-z0-9_-]{1,64}$/, 'a media id (med_…)')),
})

export const mediaRoutes = [
  defineRoute({
    method: 'GET',
    scope: 'read',
    path: '/media/:mediaId',
    tag: 'Messages',
    summary: 'A received file the engine kept',
    description:
      'The file of `media.id` in `message.media` or a stored message (docs/media.md), to a key that reaches its session (any other gets the same 404 as an id that does not exist). ' +
      '`Range: bytes=…` answers 206 with one range; `ETag` is the SHA-256 of the bytes, and `If-None-Match` with it a 304. ' +
      'Images, audio and video are served `inline`, anything else as an `attachment`; every answer carries `Content-Security-Policy: sandbox` and `X-Content-Type-Options: nosniff`.',
    params: MediaParams,
    response: { contentType: 'application/octet-stream', description: 'The bytes of the file, with its mimetype.' },
    run: async ({ host, params, request, access }) => {
      const reference = await host.media.reference(params.mediaId)
      if (!reference || !reaches(access, reference.sessionId))
        throw new EngineError(mediaErrors.media_not_found, `No kept media "${params.mediaId}".`)
      const headers = fileHeaders(reference)
      if (request.header('if-none-match')?.includes(headers.etag!)) return new ApiResponse(304, headers, null)
      const range = rangeOf(request.header('range'), reference.size)
      if (range === 'unsatisfiable')
        throw new EngineError(
          mediaErrors.range_not_satisfiable,
          `The file has ${reference.size} bytes; the range asked for starts past its end.`,
          { extra: { size: reference.size } },
        )
      const stream = await host.media.read(reference, range ?? undefined)
      if (!stream)
        throw new EngineError(mediaErrors.media_not_found, `The file of "${params.mediaId}" is no longer stored.`)
      request.signal.addEventListener('abort', () => stream.destroy(), { once: true })
      const body = Readable.toWeb(stream) as ReadableStream<Uint8Array>
      if (!range) return new ApiResponse(200, { ...headers, 'content-length': String(reference.size) }, body)
      return new ApiResponse(
        206,
        {
          ...headers,
          'content-length': String(range.end - range.start + 1),
          'content-range': `bytes ${range.start}-${range.end}/${reference.size}`,
        },
        body,
      )
    },
  }),
]
