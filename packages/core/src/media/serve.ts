import type { MediaReference } from './references.js'

/**
 * Kinds a browser may show in place: images, audio and video, which it renders without running anything. SVG is
 * an image that runs scripts, so it goes as an attachment like the rest.
 */
const inlineKind = /^(image\/(?!svg)|audio\/|video\/)/

/** A media type as the sender declared it, if it is one (`type/subtype`, parameters kept); otherwise a byte stream. */
const contentTypeOf = (mimetype: string): string =>
  /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+(\s*;\s*[a-z0-9!#$&^_.+-]+=("[^"\r\n]*"|[a-z0-9!#$&^_.+-]+))*$/i.test(
    mimetype,
  )
    ? mimetype
    : 'application/octet-stream'

/**
 * The headers of a kept file's answer. The sender chose its mimetype, and the dashboard's origin holds the API
 * key, so only images, audio and video are shown inline; everything else is an attachment, and every answer is
 * sandboxed (`Content-Security-Policy: sandbox`: no script, no same-origin access) and never sniffed.
 */
export function fileHeaders(reference: MediaReference): Record<string, string> {
  const contentType = contentTypeOf(reference.mimetype)
  const inline = inlineKind.test(contentType)
  const name = reference.fileName ?? reference.id
  return {
    'content-type': contentType,
    'content-disposition': inline
      ? 'inline'
      : `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    'content-security-policy': 'sandbox',
    'x-content-type-options': 'nosniff',
    'accept-ranges': 'bytes',
    etag: `"${reference.sha256}"`,
    // The bytes of an id never change, but the answer depends on the key that asked: no shared cache keeps it.
    'cache-control': 'private, max-age=86400',
  }
}

/**
 * The one byte range of a `Range` header, inclusive; `null` for none or one not served as a range (several
 * ranges, another unit: the whole file is the answer RFC 9110 allows); `'unsatisfiable'` past the end.
 */
export function rangeOf(header: string | null, size: number): { start: number; end: number } | null | 'unsatisfiable' {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/)
  if (!match || (match[1] === '' && match[2] === '')) return null
  if (match[1] === '') {
    // `bytes=-n`: the last n bytes
    const suffix = Number(match[2])
    if (suffix === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(match[1])
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  if (start >= size) return 'unsatisfiable'
  if (end < start) return null
  return { start, end }
}
