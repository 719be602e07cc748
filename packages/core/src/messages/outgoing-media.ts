import { EngineError, engineErrors } from '../errors.js'
import { fetchMedia } from '../media/fetch-media.js'
import { transcodeToOpus } from '../media/transcode.js'
import type { EngineSettings } from '../options.js'
import type { UploadedFile } from '../operations/upload.js'
import type { MediaInput } from '../protocol/ports/messages.js'

/** A send's media: a URL to fetch, or an uploaded file. */
export type MediaSource = { mediaUrl?: string; upload?: UploadedFile; mimetype?: string }

/** The bytes of an outgoing attachment, what the source said they are, and why they broke off if they did. */
export interface OutgoingMedia {
  input: MediaInput
  mimetype: string | null
  /** Why the stream failed mid-send (too large, cut off): it surfaces from the protocol as a generic send error. */
  failure: () => EngineError | null
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

/** The attachment's bytes as a stream: the upload's spooled file, or fetched from `mediaUrl` with limits. */
export async function outgoingMedia(content: MediaSource, settings: MediaSettings): Promise<OutgoingMedia> {
  if (content.upload)
    return {
      input: { stream: content.upload.file.open() },
      mimetype: content.upload.mimetype ?? null,
      failure: () => null,
    }
  const fetched = await fetchMedia(content.mediaUrl!, {
    allowPrivateNetwork: settings.allowPrivateNetwork,
    timeoutMs: settings.mediaFetchTimeoutMs,
    maxBytes: settings.maxMediaBytes,
    proxy: settings.proxy ?? null,
  })
  return { input: { stream: fetched.stream }, mimetype: fetched.mimetype, failure: fetched.failure }
}

/**
 * Audio turned into Ogg/Opus with ffmpeg, as a voice note must be; `path` is where the audio came from, for the
 * 422 when ffmpeg cannot read it.
 */
export function transcodedVoice(
  ffmpeg: string | null,
  input: MediaInput,
  mimetype: string,
  path: string,
): { input: MediaInput; failure: () => EngineError | null } {
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
  const output = transcodeToOpus(ffmpeg, input.stream)
  // audio ffmpeg cannot read is the sender's mistake (422), not WhatsApp refusing the message
  let failure: EngineError | null = null
  output.on('error', (error: Error) => {
    failure ??= new EngineError(
      engineErrors.validation_failed,
      `The voice note could not be converted to Ogg/Opus (${mimetype}): ${error.message}. Send audio ffmpeg can read, or Ogg/Opus.`,
      {
        errors: [{ path, message: 'not audio that can be converted to Ogg/Opus' }],
      },
    )
  })
  return { input: { stream: output }, failure: () => failure }
}
