import { randomBytes } from 'node:crypto'
import { isOggOpus } from '../media/transcode.js'
import type { EngineSettings } from '../options.js'
import type { LinkPreview, OutgoingContent } from '../protocol/ports/messages.js'
import { defaultMimetypes, outgoingMedia, transcodedVoice } from './outgoing-media.js'
import type { SendBody } from './schema.js'

/** A send's content as the protocol takes it, and what else building it settled. */
export interface Outgoing {
  content: OutgoingContent
  /** Where the media was fetched from; null for an upload and for content without media. */
  mediaUrl: string | null
  /** A poll's secret, which its votes are encrypted with; null for any other content. */
  pollSecret: Uint8Array | null
}

/**
 * The content of a send for the protocol: text with its link preview, a location, a poll with its secret (derived
 * from the Idempotency-Key when there is one, so a retry sends the same poll), contacts, or media brought in
 * (fetched or uploaded) and, for a voice note that is not Ogg/Opus, transcoded.
 */
export async function outgoingContent(
  content: SendBody['content'],
  options: {
    linkPreview: LinkPreview | null | undefined
    pollSecret: Uint8Array | undefined
    settings: EngineSettings
    /** The sending session's proxy, which a `mediaUrl` is fetched through. */
    proxy?: string | null
  },
): Promise<Outgoing> {
  const plain = (outgoing: OutgoingContent): Outgoing => ({
    content: outgoing,
    mediaUrl: null,
    pollSecret: null,
  })
  if (content.type === 'text')
    return plain({
      type: 'text',
      text: content.text,
      ...(options.linkPreview ? { linkPreview: options.linkPreview } : {}),
    })
  if (content.type === 'location') return plain(content)
  if (content.type === 'poll') {
    const secret = options.pollSecret ?? randomBytes(32)
    return {
      ...plain({
        type: 'poll',
        name: content.name,
        options: content.options,
        selectableCount: content.selectableCount,
        secret,
      }),
      pollSecret: secret,
    }
  }
  if (content.type === 'contact') {
    const contacts = content.contacts ?? [{ displayName: content.displayName!, vcard: content.vcard! }]
    return plain({ type: 'contact', contacts, ...(content.displayName ? { displayName: content.displayName } : {}) })
  }
  const media = await outgoingMedia(content, { ...options.settings, proxy: options.proxy ?? null })
  const mediaUrl = content.mediaUrl ?? null
  const mimetype = content.mimetype ?? media.mimetype ?? defaultMimetypes[content.type]
  const withMedia = (outgoing: OutgoingContent): Outgoing => ({ content: outgoing, mediaUrl, pollSecret: null })
  if (content.type === 'audio') {
    const voice = content.voice
    if (voice && !isOggOpus(mimetype)) {
      const path = content.mediaUrl ? 'content.mediaUrl' : 'media'
      const transcoded = await transcodedVoice(options.settings.ffmpegPath, media.input, mimetype, path)
      return withMedia({
        type: 'audio',
        media: transcoded,
        mimetype: 'audio/ogg; codecs=opus',
        voice,
        ...viewOnce(content),
      })
    }
    return withMedia({
      type: 'audio',
      media: media.input,
      mimetype: voice ? 'audio/ogg; codecs=opus' : mimetype,
      voice,
      ...viewOnce(content),
    })
  }
  if (content.type === 'document') {
    const fileName = content.fileName ?? content.upload?.fileName
    return withMedia({
      type: 'document',
      media: media.input,
      mimetype,
      ...(fileName ? { fileName } : {}),
      ...(content.caption ? { caption: content.caption } : {}),
    })
  }
  if (content.type === 'sticker') return withMedia({ type: 'sticker', media: media.input, mimetype })
  return withMedia({
    type: content.type,
    media: media.input,
    mimetype,
    ...(content.caption ? { caption: content.caption } : {}),
    ...viewOnce(content),
  })
}

const viewOnce = (content: { viewOnce?: boolean }): { viewOnce?: true } => (content.viewOnce ? { viewOnce: true } : {})
