import type { Readable } from 'node:stream'
import { fetchMedia, type FetchMediaOptions } from '../media/fetch-media.js'
import type { LinkPreview } from '../protocol/ports/messages.js'

/** How much of a page is read for its preview: the `<head>` that names title, description and image comes first. */
const pageBytes = 256 * 1024
/** The largest image kept as the preview's thumbnail (WhatsApp's own are a few kB; a big one bloats every copy). */
const thumbnailBytes = 128 * 1024
/** A preview must not hold a send long: a page slower than this is sent without one. */
const previewTimeoutMs = 5_000

/** The first http(s) URL of a text, as WhatsApp's apps pick the one they preview. */
export function firstUrl(text: string): string | null {
  const match = /https?:\/\/[^\s<>"']+/i.exec(text)
  // trailing punctuation ends a sentence, not the URL
  return match ? match[0].replace(/[.,;:!?)\]]+$/, '') : null
}

/**
 * The preview of the first URL of `text`, read from its page through the same guarded fetch as `mediaUrl`
 * (public addresses only unless allowed, a deadline, a byte cap): its title (og:title, else `<title>`),
 * description (og:description, else the meta description) and image (og:image) as the thumbnail. Null when the
 * text has no URL, the page cannot be fetched, or it names no title: the text then goes without a preview.
 */
export async function linkPreviewOf(
  text: string,
  options: Omit<FetchMediaOptions, 'maxBytes'>,
): Promise<LinkPreview | null> {
  const url = firstUrl(text)
  if (!url) return null
  const fetchOptions = { ...options, timeoutMs: Math.min(options.timeoutMs, previewTimeoutMs) }
  let html: string
  try {
    const page = await fetchMedia(url, { ...fetchOptions, maxBytes: Number.MAX_SAFE_INTEGER })
    if (page.mimetype !== null && !/html/i.test(page.mimetype)) {
      page.stream.destroy()
      return null
    }
    html = (await readUpTo(page.stream, pageBytes)).toString('utf8')
  } catch {
    return null
  }
  const meta = metaOf(html)
  const title = meta.get('og:title') ?? titleOf(html)
  if (!title) return null
  const image = meta.get('og:image')
  return {
    url,
    title,
    description: meta.get('og:description') ?? meta.get('description') ?? null,
    thumbnail: image ? await thumbnailOf(new URL(image, url).href, fetchOptions) : null,
  }
}

/** The page's image, when it is one and small enough; a preview without it is still a preview. */
async function thumbnailOf(url: string, options: Omit<FetchMediaOptions, 'maxBytes'>): Promise<Buffer | null> {
  try {
    const image = await fetchMedia(url, { ...options, maxBytes: thumbnailBytes })
    if (!image.mimetype?.startsWith('image/')) {
      image.stream.destroy()
      return null
    }
    const bytes = await readUpTo(image.stream, thumbnailBytes + 1)
    return image.failure() || bytes.length > thumbnailBytes ? null : bytes
  } catch {
    return null
  }
}

/** At most `limit` bytes of a stream, which is then closed. */
async function readUpTo(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer)
    size += (chunk as Buffer).length
    if (size >= limit) break
  }
  stream.destroy()
  return Buffer.concat(chunks).subarray(0, limit)
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" }
const decode = (value: string): string =>
  value
    .replace(/&(amp|lt|gt|quot|apos|#39);/g, (_, name: string) => entities[name]!)
    .replace(/\s+/g, ' ')
    .trim()

/** `<meta property|name=… content=…>` of the page, lower-cased names, the first of each. */
function metaOf(html: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/gi)) {
    const name = /\b(?:property|name)\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1]?.toLowerCase()
    const content = /\bcontent\s*=\s*"([^"]*)"|\bcontent\s*=\s*'([^']*)'/i.exec(tag)
    const value = content ? decode(content[1] ?? content[2] ?? '') : ''
    if (name && value && !found.has(name)) found.set(name, value)
  }
  return found
}

function titleOf(html: string): string | null {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]
  return title ? decode(title) || null : null
}
