import { request } from 'node:https'
import { getBinaryNodeChild, S_WHATSAPP_NET } from '@whiskeysockets/baileys'
import type { PhoneLine } from './line.js'

/** How a phone reaches the media host: the host's certificate, and the address it connects from when one is set. */
export interface MediaClientTls {
  ca: string
  localAddress?: string
}

function exchange(
  url: URL,
  tls: MediaClientTls,
  method: 'GET' | 'POST',
  body?: Buffer,
): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        ...tls,
        headers: body ? { 'content-type': 'application/octet-stream', 'content-length': body.length } : {},
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/**
 * The phone's way to the media host, the one a client takes: media_conn for the host and its token, then
 * HTTPS uploads and downloads, trusting the host's certificate.
 */
export class MediaClient {
  private connection?: Promise<{ hostname: string; auth: string }>

  constructor(
    private readonly line: PhoneLine,
    private readonly tls: () => MediaClientTls,
  ) {}

  private mediaConn(): Promise<{ hostname: string; auth: string }> {
    this.connection ??= this.line
      .query({
        tag: 'iq',
        attrs: { to: S_WHATSAPP_NET, type: 'set', xmlns: 'w:m' },
        content: [{ tag: 'media_conn', attrs: {} }],
      })
      .then((reply) => {
        const conn = getBinaryNodeChild(reply, 'media_conn')
        return { hostname: getBinaryNodeChild(conn, 'host')?.attrs.hostname ?? '', auth: conn?.attrs.auth ?? '' }
      })
    return this.connection
  }

  /** `POST /mms/<kind>/<enc sha256>`: the blob is stored as sent, under the direct path the answer names */
  async upload(kind: string, encrypted: Buffer, encSha256: Buffer): Promise<{ url: string; directPath: string }> {
    const { hostname, auth } = await this.mediaConn()
    const token = encSha256.toString('base64url')
    const { status, body } = await exchange(
      new URL(`https://${hostname}/mms/${kind}/${token}?auth=${encodeURIComponent(auth)}&token=${token}`),
      this.tls(),
      'POST',
      encrypted,
    )
    if (status !== 200) throw new Error(`the media host refused the upload (${status}): ${body.toString()}`)
    const answer = JSON.parse(body.toString()) as { url: string; direct_path: string }
    return { url: answer.url, directPath: answer.direct_path }
  }

  /** `GET https://<host><direct path>`: the encrypted blob a message points at */
  async download(directPathOrUrl: string): Promise<Buffer> {
    const { hostname } = await this.mediaConn()
    const path = directPathOrUrl.startsWith('https://') ? new URL(directPathOrUrl).pathname : directPathOrUrl
    const { status, body } = await exchange(new URL(`https://${hostname}${path}`), this.tls(), 'GET')
    if (status !== 200) throw new Error(`no blob on the media host for ${directPathOrUrl}`)
    return body
  }
}
