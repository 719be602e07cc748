import type { Agent } from 'node:https'
import type { Readable } from 'node:stream'
import { BufferJSON, isJidNewsletter, proto, type WAMessage } from '@whiskeysockets/baileys'
import { ProtocolError } from '../port.js'
import type { DownloadedMedia } from '../ports/messages.js'
import { protocolErrorOf } from './errors.js'
import type { FacetContext } from './facet.js'
import { type MediaKey, mediaKinds } from './inbound.js'
import { downloadUrlOf, MediaLinkGone, openMediaStream, openPlainMediaStream } from './media-download.js'

/** How long a media download waits for the phone to upload an expired attachment again. */
const reuploadTimeoutMs = 30_000

/** Where media downloads may go, and how. */
export interface MediaAccess {
  /** Carries the operator's extra TLS trust (mediaCa), when there is one. */
  agent: Agent | undefined
  /** Media hosts allowed besides those of media_conn, lower case. */
  hosts: readonly string[]
}

/**
 * Opens the attachment of a message as the engine stored it: from WhatsApp's media hosts only, and when the link
 * expired, once more after the phone uploaded the file again.
 */
export async function downloadAttachment(
  socket: FacetContext['socket'],
  access: MediaAccess,
  message: unknown,
): Promise<DownloadedMedia> {
  const revived = JSON.parse(JSON.stringify(message), BufferJSON.reviver) as WAMessage
  const full = proto.WebMessageInfo.fromObject(revived as object) as WAMessage
  try {
    return await openAttachment(socket, access, full)
  } catch (error) {
    if (!(error instanceof ProtocolError && error.cause instanceof MediaLinkGone)) throw error
  }
  // The link expired: the phone uploads the file again (Baileys' updateMediaMessage: a server-error receipt,
  // answered by a mediaretry notification with the new directPath), and the new link is opened, once.
  // Baileys waits for the answer without a limit; a phone that is offline never gives one.
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new ProtocolError(
            `the media link has expired and the phone did not upload the file again within ${reuploadTimeoutMs / 1000} s (is it online?)`,
            { kind: 'timeout' },
          ),
        ),
      reuploadTimeoutMs,
    )
  })
  let renewed: WAMessage
  try {
    renewed = await Promise.race([socket.updateMediaMessage(full), late])
  } catch (error) {
    if (error instanceof ProtocolError) throw error
    throw protocolErrorOf(error, 'the media link has expired and the phone could not upload the file again')
  } finally {
    clearTimeout(timer)
  }
  return openAttachment(socket, access, renewed)
}

async function openAttachment(
  socket: FacetContext['socket'],
  access: MediaAccess,
  full: WAMessage,
): Promise<DownloadedMedia> {
  const found = findMedia(full.message, isJidNewsletter(full.key?.remoteJid ?? undefined) === true)
  if (!found)
    throw new ProtocolError('the message has no downloadable attachment (image, video, audio, document or sticker)', {
      kind: 'invalid',
    })
  let url: URL
  try {
    url = downloadUrlOf(found.media)
  } catch {
    throw new ProtocolError("the attachment's url and directPath do not form a URL", { kind: 'invalid' })
  }
  const hosts = await mediaHosts(socket, access)
  if (url.protocol !== 'https:' || url.username || url.password || !hosts.has(url.host.toLowerCase())) {
    throw new ProtocolError(
      `the attachment points to ${url.host}, which is not one of WhatsApp's media hosts; media is downloaded only from those`,
      { kind: 'disallowed' },
    )
  }
  let stream: Readable
  try {
    const { agent } = access
    stream = found.media.mediaKey
      ? await openMediaStream(url, found.media.mediaKey, found.mediaType, agent)
      : await openPlainMediaStream(url, found.media.fileSha256!, agent)
  } catch (error) {
    // The media host's own words only: a low-level connection error would tell a caller what listens where.
    throw new ProtocolError((error as Error).message, { kind: 'unavailable', cause: error })
  }
  return { mediaType: found.mediaType, mimetype: found.mimetype, fileLength: found.fileLength, stream }
}

/** The media hosts WhatsApp named in its media_conn answer (Baileys keeps it for its ttl), and the configured ones. */
async function mediaHosts(socket: FacetContext['socket'], access: MediaAccess): Promise<Set<string>> {
  let conn: Awaited<ReturnType<FacetContext['socket']['refreshMediaConn']>>
  try {
    conn = await socket.refreshMediaConn(false)
  } catch (error) {
    throw protocolErrorOf(error, 'WhatsApp did not name its media hosts')
  }
  return new Set([...access.hosts, ...conn.hosts.map((host) => host.hostname.toLowerCase())])
}

/**
 * The attachment of a message: encrypted (it has a mediaKey), or, in a channel post (`plain`), unencrypted and
 * checked by the sha256 the post carries. A channel attachment without its sha256 is not downloaded: nothing
 * could tell its bytes are the post's.
 */
function findMedia(
  message: proto.IMessage | null | undefined,
  plain: boolean,
): {
  mediaType: DownloadedMedia['mediaType']
  mimetype: string
  fileLength: number | null
  media: { mediaKey?: Uint8Array; fileSha256?: Uint8Array; directPath?: string | null; url?: string | null }
} | null {
  if (!message) return null
  const inner =
    message.ephemeralMessage?.message ??
    message.viewOnceMessage?.message ??
    message.viewOnceMessageV2?.message ??
    message.documentWithCaptionMessage?.message ??
    message
  for (const [field, mediaType] of Object.entries(mediaKinds) as [MediaKey, DownloadedMedia['mediaType']][]) {
    const media = inner[field]
    const key = media?.mediaKey?.length
      ? { mediaKey: media.mediaKey }
      : plain && media?.fileSha256?.length
        ? { fileSha256: media.fileSha256 }
        : null
    if (media && key && (media.directPath || media.url)) {
      const length =
        media.fileLength === null || media.fileLength === undefined ? null : Number(media.fileLength.toString())
      return {
        mediaType,
        mimetype: media.mimetype ?? 'application/octet-stream',
        fileLength: length,
        media: { ...key, directPath: media.directPath, url: media.url },
      }
    }
  }
  return null
}
