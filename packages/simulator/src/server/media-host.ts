import { createHash, randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:https'
import { type AddressInfo, isIP, type Socket } from 'node:net'
import { generate } from 'selfsigned'
import type { Logger } from '../log.js'

/** how long Baileys may reuse a media_conn answer before asking again (WhatsApp answers a few minutes) */
export const MEDIA_CONN_TTL_SECONDS = 300
/** what the host advertises and enforces for one upload */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024
/** blobs kept in memory; past this the oldest go first, so a long-running sandbox does not grow without bound */
export const MAX_STORED_BYTES = 512 * 1024 * 1024

/** the upload paths Baileys uses (MEDIA_PATH_MAP): a sticker goes to /mms/image */
const UPLOAD_PATH = /^\/mms\/(image|video|audio|document|md-app-state)\/([A-Za-z0-9_-]+)$/

export interface StoredBlob {
  directPath: string
  url: string
  /** the upload path's kind: image, video, audio, document (stickers are uploaded as image) */
  kind: string
  /** the bytes as uploaded: encrypted with their MAC, or a channel's plaintext */
  bytes: Buffer
}

/**
 * The media host media_conn points clients at: HTTPS on loopback with a self-signed certificate
 * (clients trust `ca`, TLS checks stay on). It stores uploaded blobs as they arrive (encrypted,
 * with their MAC) and serves them back by direct path, the way WhatsApp's mmg hosts do.
 */
export class MediaHost {
  /** the PEM certificate of the host: the CA a client must trust */
  ca = ''
  /** `127.0.0.1:<port>`: the hostname of media_conn's `<host>` and of the blobs' urls */
  hostname = ''
  /** the media_conn auth token uploads must carry */
  readonly auth = randomBytes(24).toString('base64url')
  private readonly blobs = new Map<string, StoredBlob>()
  /** paths whose links have expired: WhatsApp's CDN stops serving a link after its `oe` time */
  private readonly expired = new Set<string>()
  private storedBytes = 0
  private server: Server | undefined

  /** `peerCheck` sees every connection first and closes those of peers that may not connect (SimulatorOptions.onlyPeers). */
  constructor(
    private readonly logger: Logger,
    private readonly peerCheck?: (socket: Socket) => void,
    /** Where the simulator's own phones connect from, when peers are checked (SimulatorOptions.onlyPeers). */
    private readonly phoneAddress?: string,
  ) {}

  /** How the simulator's phones reach this host. */
  get clientTls(): { ca: string; localAddress?: string } {
    return { ca: this.ca, ...(this.phoneAddress ? { localAddress: this.phoneAddress } : {}) }
  }

  async listen(host: string): Promise<void> {
    // a wildcard listener is reached over loopback; announce an address clients can connect to
    const announced = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host
    const extraName = ['127.0.0.1', '::1', 'localhost'].includes(announced)
      ? []
      : [isIP(announced) ? { type: 7 as const, ip: announced } : { type: 2 as const, value: announced }]
    // the certificate names both loopback spellings, so https://localhost:<port> verifies as well
    const pems = await generate([{ name: 'commonName', value: 'sessionkit simulator media' }], {
      keyType: 'ec',
      curve: 'P-256',
      algorithm: 'sha256',
      notAfterDate: new Date(Date.now() + 365 * 24 * 3600 * 1000),
      extensions: [
        { name: 'basicConstraints', cA: true },
        { name: 'keyUsage', digitalSignature: true, keyCertSign: true },
        { name: 'extKeyUsage', serverAuth: true },
        {
          name: 'subjectAltName',
          altNames: [
            { type: 7, ip: '127.0.0.1' },
            { type: 7, ip: '::1' },
            { type: 2, value: 'localhost' },
            ...extraName,
          ],
        },
      ],
    })
    this.ca = pems.cert
    const server = createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
      const url = new URL(req.url ?? '/', 'https://media.invalid')
      const send = (status: number, body?: unknown) => {
        const text = body === undefined ? '' : JSON.stringify(body)
        res
          .writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) })
          .end(text)
      }
      if (req.method === 'POST') {
        const match = UPLOAD_PATH.exec(url.pathname)
        if (!match) return send(404, { error: 'no such upload path' })
        if (url.searchParams.get('auth') !== this.auth) return send(401, { error: 'bad auth token' })
        const chunks: Buffer[] = []
        let size = 0
        req.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > MAX_UPLOAD_BYTES) {
            send(413, { error: 'too large' })
            req.destroy()
            return
          }
          chunks.push(chunk)
        })
        req.on('end', () => {
          if (size > MAX_UPLOAD_BYTES) return
          const encrypted = Buffer.concat(chunks, size)
          // the path names the blob by its encrypted sha256: a corrupted upload is refused, as WhatsApp does
          const actual = createHash('sha256').update(encrypted).digest('base64url')
          if (actual !== match[2]!.replace(/=+$/, ''))
            return send(400, { error: 'the body does not match its enc sha256' })
          const blob = this.publish(match[1]!, encrypted)
          send(200, { url: blob.url, direct_path: blob.directPath })
        })
        return
      }
      if (req.method === 'GET' || req.method === 'HEAD') {
        const blob = this.blobs.get(url.pathname)
        // an expired link is gone, not unknown: whatsmeow download.go tells 404 and 410 apart
        // (ErrMediaDownloadFailedWith404 / With410) and asks the phone to re-upload on either; Baileys'
        // getHttpStream throws a Boom carrying the status
        if (blob && this.expired.has(url.pathname)) return send(410, { error: 'the link has expired' })
        if (!blob) return send(404, { error: 'no such blob' })
        res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': blob.bytes.length })
        res.end(req.method === 'GET' ? blob.bytes : undefined)
        return
      }
      send(405, { error: 'method not allowed' })
    })
    if (this.peerCheck) server.on('connection', this.peerCheck)
    server.on('tlsClientError', (err) => this.logger.debug({ err }, 'media host: TLS client error'))
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(0, host, () => resolve())
    })
    this.server = server
    const { port } = server.address() as AddressInfo
    this.hostname = `${announced.includes(':') ? `[${announced}]` : announced}:${port}`
  }

  /**
   * Stores a blob under a new direct path: an upload as it came (encrypted), or one the server itself
   * publishes (a channel's image, which WhatsApp keeps unencrypted, as Baileys uploads it for a newsletter).
   */
  publish(kind: string, bytes: Buffer): StoredBlob {
    // shaped like WhatsApp's direct paths; the query is kept in the message but lookups use the path
    const path = `/v/t62.7118-24/${randomBytes(12).toString('hex')}.enc`
    const directPath = `${path}?ccb=11-4&oh=${randomBytes(8).toString('hex')}&oe=${Math.floor(
      Date.now() / 1000 + 30 * 86400,
    )
      .toString(16)
      .toUpperCase()}&_nc_sid=5e03e0`
    const blob: StoredBlob = { directPath, url: `https://${this.hostname}${directPath}&mms3=true`, kind, bytes }
    this.blobs.set(path, blob)
    this.storedBytes += bytes.length
    for (const [oldest, old] of this.blobs) {
      if (this.storedBytes <= MAX_STORED_BYTES || old === blob) break
      this.blobs.delete(oldest)
      this.expired.delete(oldest)
      this.storedBytes -= old.bytes.length
    }
    return blob
  }

  /**
   * Makes links expire as WhatsApp's do after their `oe` time: the blob at `directPath` (its path; the query is
   * ignored), or every blob stored so far. Later uploads, a re-upload among them, get fresh links.
   */
  expire(directPath?: string): void {
    if (directPath === undefined) {
      for (const path of this.blobs.keys()) this.expired.add(path)
      return
    }
    const path = new URL(directPath, 'https://media.invalid').pathname
    if (!this.blobs.has(path)) throw new Error(`no blob on the media host at ${directPath}`)
    this.expired.add(path)
  }

  async close(): Promise<void> {
    const server = this.server
    if (!server) return
    await new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    })
  }
}
