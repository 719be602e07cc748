import makeWASocket, { type BinaryNode, jidNormalizedUser, makeCacheableSignalKeyStore, WA_CERT_DETAILS, type WASocket } from '@whiskeysockets/baileys'
import type { AccountIdentity, CloseInfo, OpenOptions, ProtocolConnection, ProtocolDriver } from '../port.js'
import { ProtocolError } from '../port.js'
import { loadAuthState } from './auth-state.js'
import { closeInfoOf } from './disconnect.js'

export interface BaileysDriverOptions {
  /** WhatsApp's WebSocket endpoint; point it at another server (a simulator, a proxy) to test without WhatsApp. */
  waWebSocketUrl?: string
  /**
   * Root public key that the server's certificate chain must be signed with. Baileys keeps it in a module-level
   * object, so setting it applies to every socket in this process.
   */
  trustedRootKey?: Uint8Array
  /** Level of Baileys' own log lines (default `warn`: Baileys logs every frame at trace). */
  logLevel?: string
}

/** First QR ref lives 60 s, each later one 20 s (Baileys' defaults, socket.js qrTimeout). */
const firstQrMs = 60_000
const laterQrMs = 20_000

export function createBaileysDriver(options: BaileysDriverOptions = {}): ProtocolDriver {
  if (options.trustedRootKey) WA_CERT_DETAILS.PUBLIC_KEY = Buffer.from(options.trustedRootKey)
  return {
    async open(open) {
      const { state, saveCreds } = await loadAuthState(open.auth, open.authPrefix)
      const logger = open.logger.child({ component: 'baileys' }, { level: options.logLevel ?? 'warn' })
      const socket = makeWASocket({
        auth: { creds: state.creds, keys: makeCacheableSignalKeyStore(state.keys, logger as never) },
        browser: open.browser,
        logger: logger as never,
        ...(options.waWebSocketUrl ? { waWebSocketUrl: options.waWebSocketUrl } : {}),
        markOnlineOnConnect: false,
        syncFullHistory: false,
        generateHighQualityLinkPreview: false,
      })
      return new BaileysConnection(socket, open, saveCreds)
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
  readonly #ready: Promise<void>
  #settleReady!: { resolve: () => void; reject: (error: Error) => void }
  readonly #done: Promise<CloseInfo>
  #settleDone!: (info: CloseInfo) => void

  constructor(socket: WASocket, open: OpenOptions, saveCreds: () => Promise<void>) {
    this.#socket = socket
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
        handlers.onClose(info)
      }
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
    if (this.#closed) return
    this.#endedByEngine = true
    this.#socket.end(undefined)
    await this.#done
  }
}

const statusOf = (error: unknown): number | null => (error as { output?: { statusCode?: number } })?.output?.statusCode ?? null
