import { Agent } from 'node:https'
import { rootCertificates } from 'node:tls'
import makeWASocket, {
  type AnyMessageContent,
  type BinaryNode,
  BufferJSON,
  DEF_MEDIA_HOST,
  generateMessageIDV2,
  jidNormalizedUser,
  makeCacheableSignalKeyStore,
  proto,
  WA_CERT_DETAILS,
  type WAMessage,
  type WASocket,
} from '@whiskeysockets/baileys'
import { EngineError } from '../../errors.js'
import type { OutgoingContent } from '../../messages/content.js'
import type { AccountIdentity, CloseInfo, DownloadedMedia, OpenOptions, ProtocolConnection, ProtocolDriver, SentMessage } from '../port.js'
import { ProtocolError } from '../port.js'
import { type LoadedAuthState, loadAuthState } from './auth-state.js'
import { closeInfoOf } from './disconnect.js'
import { toReceivedMessage } from './inbound.js'
import { downloadUrlOf, openMediaStream } from './media-download.js'
import { withSharedAsyncStorage } from './shared-async-storage.js'
import { installSignatureCheck } from './signature-check.js'
import { silenceSessionDumps } from './signal-console.js'

export interface BaileysDriverOptions {
  /** WhatsApp's WebSocket endpoint; point it at another server (a simulator, a proxy) to test without WhatsApp. */
  waWebSocketUrl?: string
  /**
   * Root public key that the server's certificate chain must be signed with. Baileys keeps it in a module-level
   * object, so setting it applies to every socket in this process.
   */
  trustedRootKey?: Uint8Array
  /** Level of Baileys' own log lines (default `warn`, or the engine logger's level when that is quieter). */
  logLevel?: string
  /**
   * Extra certificate authority (PEM) trusted for media upload and download, next to the system's: for a
   * media host with its own certificate (the simulator's, a corporate TLS proxy). TLS checks stay on.
   */
  mediaCa?: string | Buffer
  /**
   * Hosts (`host` or `host:port`) media downloads may use besides those WhatsApp's own media_conn names (and
   * Baileys' default, mmg.whatsapp.net): a proxy in front of WhatsApp's media. Any other host in a message
   * handed to media download is refused before a connection is made.
   */
  mediaHosts?: readonly string[]
}

/** First QR ref lives 60 s, each later one 20 s (Baileys' defaults, socket.js qrTimeout). */
const firstQrMs = 60_000
const laterQrMs = 20_000

export function createBaileysDriver(options: BaileysDriverOptions = {}): ProtocolDriver {
  installSignatureCheck()
  silenceSessionDumps()
  if (options.trustedRootKey) WA_CERT_DETAILS.PUBLIC_KEY = Buffer.from(options.trustedRootKey)
  const mediaAgent = options.mediaCa ? new Agent({ keepAlive: true, ca: [...rootCertificates, options.mediaCa.toString()] }) : undefined
  const extraMediaHosts = [DEF_MEDIA_HOST, ...(options.mediaHosts ?? [])].map((host) => host.toLowerCase())
  return {
    async open(open) {
      const auth = await loadAuthState(open.auth, open.authPrefix)
      const { state } = auth
      // Baileys logs every frame below warn; never louder than the engine's own logger, though.
      const level = options.logLevel ?? (open.logger.levelVal > open.logger.levels.values.warn! ? open.logger.level : 'warn')
      const logger = open.logger.child({ component: 'baileys' }, { level })
      const recent = new RecentSends(500)
      const socket = withSharedAsyncStorage(() =>
        makeWASocket({
          auth: { creds: state.creds, keys: makeCacheableSignalKeyStore(state.keys, logger as never) },
          browser: open.browser,
          logger: logger as never,
          ...(options.waWebSocketUrl ? { waWebSocketUrl: options.waWebSocketUrl } : {}),
          markOnlineOnConnect: false,
          syncFullHistory: false,
          generateHighQualityLinkPreview: false,
          ...(mediaAgent ? { fetchAgent: mediaAgent } : {}),
          // A recipient that cannot decrypt asks for a resend (retry receipt); Baileys' own cache is keyed by
          // chat and misses receipts from a device JID, so resends are served from what this socket sent.
          getMessage: async (key) => (key.id ? recent.get(key.id) : undefined),
        }),
      )
      return new BaileysConnection(socket, open, auth, { agent: mediaAgent, hosts: extraMediaHosts }, recent)
    },
  }
}

class BaileysConnection implements ProtocolConnection {
  readonly #socket: WASocket
  readonly #open: OpenOptions
  #endedByEngine = false
  #closed: CloseInfo | null = null
  #qrCount = 0
  #pairingRequested = false
  /** Sends waiting for the server's ack, by message id. */
  readonly #acks = new Map<string, { resolve: (at: number) => void; reject: (error: ProtocolError) => void }>()
  readonly #ready: Promise<void>
  #settleReady!: { resolve: () => void; reject: (error: Error) => void }
  readonly #done: Promise<CloseInfo>
  #settleDone!: (info: CloseInfo) => void

  readonly #media: MediaAccess

  readonly #auth: Pick<LoadedAuthState, 'committed' | 'settled'>

  readonly #recent: RecentSends

  constructor(socket: WASocket, open: OpenOptions, auth: LoadedAuthState, media: MediaAccess, recent: RecentSends) {
    const { saveCreds } = auth
    this.#recent = recent
    this.#auth = auth
    this.#socket = socket
    this.#media = media
    this.#open = open
    this.#ready = new Promise((resolve, reject) => (this.#settleReady = { resolve, reject }))
    this.#ready.catch(() => undefined)
    this.#done = new Promise((resolve) => (this.#settleDone = resolve))
    const { handlers } = open

    socket.ev.on('creds.update', () => {
      saveCreds().catch((error: unknown) => open.logger.error({ err: error }, 'saving credentials failed'))
    })
    socket.ev.on('connection.update', (update) => {
      if (update.qr) {
        const lifetime = this.#qrCount === 0 ? firstQrMs : laterQrMs
        this.#qrCount += 1
        handlers.onQr(update.qr, Date.now() + lifetime)
        this.#settleReady.resolve()
      }
      if (update.isNewLogin) handlers.onPaired(this.#identity(), this.#pairingRequested ? 'pairing_code' : 'qr')
      if (update.connection === 'open') {
        this.#settleReady.resolve()
        handlers.onOpen(this.#identity())
      }
      if (update.connection === 'close' && !this.#closed) {
        const info = closeInfoOf(update.lastDisconnect?.error, this.#endedByEngine)
        this.#closed = info
        this.#settleReady.reject(new ProtocolError(`connection closed before it was ready: ${info.message}`, { close: info }))
        this.#settleDone(info)
        for (const waiter of this.#acks.values()) waiter.reject(new ProtocolError(`connection closed before WhatsApp acknowledged the message: ${info.message}`, { close: info }))
        this.#acks.clear()
        handlers.onClose(info)
      }
    })
    socket.ev.on('messages.upsert', ({ messages, type }) => {
      if (type !== 'notify' && type !== 'append') return
      for (const message of messages) {
        const received = toReceivedMessage(message)
        if (received) handlers.onMessage(received)
        // Baileys folds a receipt that arrives while its own send is still buffered into that upsert's status.
        const state = message.key.fromMe && message.key.id ? receiptStates[message.status ?? -1] : undefined
        if (state) handlers.onReceipt({ messageId: message.key.id!, chatJid: message.key.remoteJid ?? '', recipient: jidNormalizedUser(message.key.remoteJid ?? ''), state, at: Date.now() })
      }
    })
    socket.ev.on('messages.update', (updates) => {
      for (const { key, update } of updates) {
        const state = receiptStates[update.status ?? -1]
        if (!key.fromMe || !state || !key.id) continue
        const chatJid = key.remoteJid ?? ''
        handlers.onReceipt({ messageId: key.id, chatJid, recipient: jidNormalizedUser(chatJid), state, at: Date.now() })
      }
    })
    socket.ev.on('message-receipt.update', (updates) => {
      for (const { key, receipt } of updates) {
        if (!key.fromMe || !key.id || !receipt.userJid) continue
        const state = receipt.playedTimestamp ? 'played' : receipt.readTimestamp ? 'read' : 'delivered'
        const seconds = Number(receipt.playedTimestamp ?? receipt.readTimestamp ?? receipt.receiptTimestamp ?? 0)
        handlers.onReceipt({ messageId: key.id, chatJid: key.remoteJid ?? '', recipient: jidNormalizedUser(receipt.userJid), state, at: seconds ? seconds * 1000 : Date.now() })
      }
    })
    socket.ws.on('CB:ack,class:message', (node: BinaryNode) => {
      const waiter = node.attrs.id ? this.#acks.get(node.attrs.id) : undefined
      if (!waiter) return
      this.#acks.delete(node.attrs.id!)
      if (node.attrs.error) waiter.reject(new ProtocolError(`WhatsApp refused the message (error ${node.attrs.error})`, { statusCode: Number(node.attrs.error) || null }))
      else waiter.resolve(Number(node.attrs.t) ? Number(node.attrs.t) * 1000 : Date.now())
    })
    socket.ws.on('CB:stream:error', (node: BinaryNode) => {
      const code = Number(node.attrs.code)
      const child = Array.isArray(node.content) ? node.content[0] : undefined
      const reason = child ? [child.tag, child.attrs.type].filter(Boolean).join(':') : `stream error ${node.attrs.code ?? ''}`.trim()
      handlers.onStreamFailure({ statusCode: Number.isFinite(code) ? code : 500, reason })
    })
    socket.ws.on('CB:failure', (node: BinaryNode) => {
      handlers.onStreamFailure({ statusCode: Number(node.attrs.reason) || 500, reason: node.attrs.location ? `failure at ${node.attrs.location}` : 'failure' })
    })
    socket.ws.on('CB:iq,type:error', (node: BinaryNode) => {
      const error = Array.isArray(node.content) ? node.content.find((child) => child.tag === 'error') : undefined
      handlers.onStanzaError({ tag: 'iq', id: node.attrs.id ?? null, code: error ? Number(error.attrs.code) || null : null, text: error?.attrs.text ?? null })
    })
    socket.ws.on('CB:ack', (node: BinaryNode) => {
      if (!node.attrs.error) return
      handlers.onStanzaError({ tag: `ack:${node.attrs.class ?? 'unknown'}`, id: node.attrs.id ?? null, code: Number(node.attrs.error) || null, text: node.attrs.type ?? null })
    })
  }

  #identity(): AccountIdentity {
    const me = this.#socket.authState.creds.me
    return { jid: me?.id ? jidNormalizedUser(me.id) : '', lid: me?.lid ? jidNormalizedUser(me.lid) : null, name: me?.name ?? null }
  }

  async requestPairingCode(phoneNumber: string): Promise<string> {
    await this.#ready
    if (this.#closed) throw new ProtocolError(`connection closed: ${this.#closed.message}`, { close: this.#closed })
    this.#pairingRequested = true
    try {
      return await this.#socket.requestPairingCode(phoneNumber)
    } catch (error) {
      throw new ProtocolError(`pairing code request failed: ${(error as Error).message}`, { cause: error, statusCode: statusOf(error) })
    }
  }

  async logout(): Promise<void> {
    if (this.#closed) return
    try {
      await this.#socket.logout()
    } finally {
      await this.#done
    }
  }

  async close(): Promise<void> {
    if (!this.#closed) {
      this.#endedByEngine = true
      this.#socket.end(undefined)
      await this.#done
    }
    try {
      await this.#auth.settled()
    } catch (error) {
      this.#open.logger.error({ err: error }, 'Signal keys of the closing connection could not be saved; messages to and from some chats may fail to decrypt after the next login')
    }
  }

  async sendMessage(jid: string, content: OutgoingContent, options: { ackTimeoutMs: number }): Promise<SentMessage> {
    if (this.#closed) throw new ProtocolError(`connection closed: ${this.#closed.message}`, { close: this.#closed })
    const messageId = generateMessageIDV2(this.#socket.user?.id)
    let timer: NodeJS.Timeout | undefined
    const acked = new Promise<number>((resolve, reject) => {
      this.#acks.set(messageId, { resolve, reject })
      timer = setTimeout(() => {
        this.#acks.delete(messageId)
        reject(new ProtocolError(`WhatsApp did not acknowledge the message within ${options.ackTimeoutMs} ms`, { statusCode: 408 }))
      }, options.ackTimeoutMs)
    })
    acked.catch(() => undefined)
    try {
      const message = await this.#socket.sendMessage(jid, toBaileysContent(content), { messageId })
      if (message?.message) this.#recent.set(messageId, message.message)
      const at = await acked
      // The keys this send advanced are queued for the store (auth-state.ts); "sent" waits for their commit too.
      // Asked for after the ack, so the sends acknowledged while one commit runs share the next store write.
      try {
        await this.#auth.committed()
      } catch (error) {
        throw new EngineError('internal_error', `The message went out, but the session's Signal keys could not be saved: ${(error as Error).message}`, { cause: error })
      }
      return { messageId, chatJid: jid, timestamp: at }
    } catch (error) {
      this.#acks.delete(messageId)
      if (error instanceof ProtocolError || error instanceof EngineError) throw error
      throw new ProtocolError(`sending failed: ${(error as Error).message}`, { cause: error, statusCode: statusOf(error) })
    } finally {
      clearTimeout(timer)
    }
  }

  /** The media hosts WhatsApp named in its media_conn answer (Baileys keeps it for its ttl), and the configured ones. */
  async #mediaHosts(): Promise<Set<string>> {
    let conn
    try {
      conn = await this.#socket.refreshMediaConn(false)
    } catch (error) {
      throw new ProtocolError(`WhatsApp did not name its media hosts: ${(error as Error).message}`, { cause: error, statusCode: statusOf(error) })
    }
    return new Set([...this.#media.hosts, ...conn.hosts.map((host) => host.hostname.toLowerCase())])
  }

  async downloadMedia(message: unknown): Promise<DownloadedMedia> {
    const revived = JSON.parse(JSON.stringify(message), BufferJSON.reviver) as WAMessage
    const full = proto.WebMessageInfo.fromObject(revived as object) as WAMessage
    const found = findMedia(full.message)
    if (!found) throw new ProtocolError('the message has no downloadable attachment', { statusCode: 422 })
    let url: URL
    try {
      url = downloadUrlOf(found.media)
    } catch {
      throw new EngineError('validation_failed', "Invalid body: message: the attachment's url and directPath do not form a URL.", { errors: [{ path: 'message', message: 'the attachment has no valid url' }] })
    }
    const hosts = await this.#mediaHosts()
    if (url.protocol !== 'https:' || url.username || url.password || !hosts.has(url.host.toLowerCase())) {
      throw new EngineError('media_url_forbidden', `The attachment points to ${url.host}, which is not one of WhatsApp's media hosts; media is downloaded only from those.`, {
        errors: [{ path: 'message', message: `media host ${url.host} is not a WhatsApp media host` }],
      })
    }
    const stream = await openMediaStream(url, found.media.mediaKey, found.mediaType, this.#media.agent)
    return { mediaType: found.mediaType, mimetype: found.mimetype, fileLength: found.fileLength, stream }
  }
}

interface MediaAccess {
  /** Carries the operator's extra TLS trust (mediaCa), when there is one. */
  agent: Agent | undefined
  /** Media hosts allowed besides those of media_conn, lower case. */
  hosts: readonly string[]
}

/** The last `capacity` messages this connection sent, for resends after retry receipts. */
class RecentSends {
  readonly #messages = new Map<string, proto.IMessage>()
  readonly #capacity: number

  constructor(capacity: number) {
    this.#capacity = capacity
  }

  get(id: string): proto.IMessage | undefined {
    return this.#messages.get(id)
  }

  set(id: string, message: proto.IMessage): void {
    this.#messages.set(id, message)
    if (this.#messages.size > this.#capacity) this.#messages.delete(this.#messages.keys().next().value!)
  }
}

const receiptStates: Record<number, 'delivered' | 'read' | 'played'> = {
  [proto.WebMessageInfo.Status.DELIVERY_ACK]: 'delivered',
  [proto.WebMessageInfo.Status.READ]: 'read',
  [proto.WebMessageInfo.Status.PLAYED]: 'played',
}

const mediaFields = [
  ['imageMessage', 'image'],
  ['videoMessage', 'video'],
  ['audioMessage', 'audio'],
  ['documentMessage', 'document'],
  ['stickerMessage', 'sticker'],
] as const

function findMedia(message: proto.IMessage | null | undefined): {
  mediaType: DownloadedMedia['mediaType']
  mimetype: string
  fileLength: number | null
  media: { mediaKey: Uint8Array; directPath?: string | null; url?: string | null }
} | null {
  if (!message) return null
  const inner = message.ephemeralMessage?.message ?? message.viewOnceMessage?.message ?? message.viewOnceMessageV2?.message ?? message.documentWithCaptionMessage?.message ?? message
  for (const [field, mediaType] of mediaFields) {
    const media = inner[field]
    if (media?.mediaKey && (media.directPath || media.url)) {
      const length = media.fileLength === null || media.fileLength === undefined ? null : Number(media.fileLength.toString())
      return { mediaType, mimetype: media.mimetype ?? 'application/octet-stream', fileLength: length, media: { mediaKey: media.mediaKey, directPath: media.directPath, url: media.url } }
    }
  }
  return null
}

function toBaileysContent(content: OutgoingContent): AnyMessageContent {
  const media = (input: { stream: NodeJS.ReadableStream } | { buffer: Buffer }) => ('buffer' in input ? input.buffer : { stream: input.stream as never })
  switch (content.type) {
    case 'text':
      return { text: content.text, linkPreview: null }
    case 'image':
      return { image: media(content.media), ...(content.mimetype ? { mimetype: content.mimetype } : {}), ...(content.caption ? { caption: content.caption } : {}) }
    case 'video':
      return { video: media(content.media), ...(content.mimetype ? { mimetype: content.mimetype } : {}), ...(content.caption ? { caption: content.caption } : {}) }
    case 'audio':
      return { audio: media(content.media), mimetype: content.mimetype, ptt: content.voice }
    case 'document':
      return { document: media(content.media), mimetype: content.mimetype, ...(content.fileName ? { fileName: content.fileName } : {}), ...(content.caption ? { caption: content.caption } : {}) }
    case 'sticker':
      return { sticker: media(content.media), ...(content.mimetype ? { mimetype: content.mimetype } : {}) } as AnyMessageContent
    case 'location':
      return {
        location: {
          degreesLatitude: content.latitude,
          degreesLongitude: content.longitude,
          ...(content.name ? { name: content.name } : {}),
          ...(content.address ? { address: content.address } : {}),
        },
      }
    case 'contact':
      return { contacts: { displayName: content.displayName ?? content.contacts[0]?.displayName ?? '', contacts: content.contacts } }
  }
}

const statusOf = (error: unknown): number | null => (error as { output?: { statusCode?: number } })?.output?.statusCode ?? null
