import { EngineError, engineErrors } from '../errors.js'
import { mediaErrors } from '../media/errors.js'
import { fetchMedia } from '../media/fetch-media.js'
import { spoolMedia } from '../media/spooled-media.js'
import { transcodeToOpus } from '../media/transcode.js'
import type { EngineSettings } from '../options.js'
import type { UploadedFile } from '../operations/upload.js'
import type { MediaInput } from '../protocol/ports/messages.js'

/** A send's media: a URL to fetch, or an uploaded file. */
export type MediaSource = { mediaUrl?: string; upload?: UploadedFile; mimetype?: string }

/** The bytes of an outgoing attachment, whole on disk, and what the source said they are. */
export interface OutgoingMedia {
  input: MediaInput
  mimetype: string | null
}

/** The mimetype of media whose source named none. */
export const defaultMimetypes = {
  image: 'image/jpeg',
  video: 'video/mp4',
  audio: 'audio/mpeg',
  document: 'application/octet-stream',
  sticker: 'image/webp',
} as const

/** The fetch's limits, and the sending session's proxy. */
type MediaSettings = Pick<EngineSettings, 'allowPrivateNetwork' | 'mediaFetchTimeoutMs' | 'maxMediaBytes'> & {
  proxy?: string | null
}

/**
 * The attachment's bytes as a stream of a file: the upload's spooled file, or `mediaUrl` fetched with limits and
 * written to disk whole before the send, so a source too large or cut off is its own Problem (413, 502) and never
 * breaks a send midway.
 */
export async function outgoingMedia(content: MediaSource, settings: MediaSettings): Promise<OutgoingMedia> {
  if (content.upload)
    return { input: { stream: content.upload.file.open() }, mimetype: content.upload.mimetype ?? null }
  const url = content.mediaUrl!
  const fetched = await fetchMedia(url, {
    allowPrivateNetwork: settings.allowPrivateNetwork,
    timeoutMs: settings.mediaFetchTimeoutMs,
    maxBytes: settings.maxMediaBytes,
    proxy: settings.proxy ?? null,
  })
  const input = await spoolMedia(
    fetched.stream,
    fetched.failure,
    (error) =>
      new EngineError(mediaErrors.media_fetch_failed, `Reading mediaUrl failed: ${error.message}.`, {
        extra: { mediaUrl: url },
      }),
  )
  return { input, mimetype: fetched.mimetype }
}

/**
 * Audio turned into Ogg/Opus with ffmpeg, as a voice note must be, whole on disk before the send; `path` is where
 * the audio came from, for the 422 when ffmpeg cannot read it.
 */
export async function transcodedVoice(
  ffmpeg: string | null,
  input: MediaInput,
  mimetype: string,
  path: string,
): Promise<MediaInput> {
  if (!ffmpeg) {
    input.stream.destroy()
    throw new EngineError(
      engineErrors.validation_failed,
      `Voice notes must be Ogg/Opus (audio/ogg; codecs=opus), and this server has no ffmpeg to convert ${mimetype}. Send Ogg/Opus, or set voice: false.`,
      {
        errors: [{ path: 'content.mimetype', message: 'voice notes must be audio/ogg; codecs=opus' }],
      },
    )
  }
  // audio ffmpeg cannot read is the sender's mistake (422), not WhatsApp refusing the message
  return spoolMedia(
    transcodeToOpus(ffmpeg, input.stream),
    () => null,
    (error) =>
      new EngineError(
        engineErrors.validation_failed,
        `The voice note could not be converted to Ogg/Opus (${mimetype}): ${error.message}. Send audio ffmpeg can read, or Ogg/Opus.`,
        { errors: [{ path, message: 'not audio that can be converted to Ogg/Opus' }] },
      ),
  )
}
