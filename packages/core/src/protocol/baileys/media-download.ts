import { createDecipheriv, createHmac, timingSafeEqual } from 'node:crypto'
import { type Agent, get } from 'node:https'
import { Transform, type Readable } from 'node:stream'
import { getMediaKeys, getUrlFromDirectPath, type MediaType } from '@whiskeysockets/baileys'

const macLength = 10

/**
 * Fetches and decrypts a WhatsApp attachment as a stream. The engine does this itself (rather than through
 * Baileys' fetch-based download) so the same https.Agent that carries the operator's TLS trust serves both
 * upload and download, and so the file's MAC is checked: a corrupted or forged blob fails instead of
 * returning garbage.
 */
export async function openMediaStream(
  media: { mediaKey: Uint8Array | string; directPath?: string | null; url?: string | null },
  mediaType: MediaType,
  agent: Agent | undefined,
): Promise<Readable> {
  const { iv, cipherKey, macKey } = await getMediaKeys(media.mediaKey, mediaType)
  const host = media.url ? new URL(media.url).host : undefined
  const url = media.directPath ? getUrlFromDirectPath(media.directPath, host) : media.url
  if (!url) throw new Error('the attachment has neither a directPath nor a url')
  const response = await new Promise<import('node:http').IncomingMessage>((resolve, reject) => {
    const request = get(url, { agent, headers: { Origin: 'https://web.whatsapp.com' }, timeout: 30_000 }, resolve)
    request.on('timeout', () => request.destroy(new Error('the media host did not answer in time')))
    request.on('error', reject)
  })
  if ((response.statusCode ?? 0) >= 400) {
    response.resume()
    throw new Error(`the media host answered HTTP ${response.statusCode}`)
  }
  const decipher = createDecipheriv('aes-256-cbc', cipherKey, iv)
  const hmac = createHmac('sha256', macKey!).update(iv)
  // The last 10 bytes are the MAC, so each chunk's tail is held back until the next one arrives.
  let held = Buffer.alloc(0)
  const decrypt = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const data = Buffer.concat([held, chunk])
      const body = data.subarray(0, Math.max(0, data.length - macLength))
      held = data.subarray(body.length)
      hmac.update(body)
      done(null, decipher.update(body))
    },
    flush(done) {
      const expected = hmac.digest().subarray(0, macLength)
      if (held.length !== macLength || !timingSafeEqual(held, expected)) return done(new Error('the attachment failed its integrity check (MAC mismatch)'))
      try {
        done(null, decipher.final())
      } catch (error) {
        done(error as Error)
      }
    },
  })
  response.on('error', (error) => decrypt.destroy(error))
  return response.pipe(decrypt)
}
