import { Agent } from 'node:https'
import { rootCertificates } from 'node:tls'
import makeWASocket, {
  type BinaryNode,
  DEF_MEDIA_HOST,
  DEFAULT_CACHE_TTLS,
  jidNormalizedUser,
  makeCacheableSignalKeyStore,
  WA_CERT_DETAILS,
  type WASocket,
} from '@whiskeysockets/baileys'
import type { CallsPort } from '../ports/calls.js'
import type { ChatsPort } from '../ports/chats.js'
import type { ContactsPort } from '../ports/contacts.js'
import type { CommunitiesPort } from '../ports/communities.js'
import type { GroupsPort } from '../ports/groups.js'
import type { MessagesPort } from '../ports/messages.js'
import type { NewslettersPort } from '../ports/newsletters.js'
import type { ProfilePort } from '../ports/profile.js'
import type { AccountIdentity, CloseInfo, OpenOptions, ProtocolConnection, ProtocolDriver } from '../port.js'
import { ProtocolError } from '../port.js'
import { type LoadedAuthState, loadAuthState } from './auth-state.js'
import { createCallsFacet } from './calls.js'
import { createChatsFacet } from './chats.js'
import { createCommunitiesFacet } from './communities.js'
import { createContactsFacet } from './contacts.js'
import { type DecryptionGate, decryptionGate, KEPT, KEPT_TTL_MS, UNEMITTED } from './decryption-gate.js'
import { endQueriesOf } from './closed-socket.js'
import { closeInfoOf } from './disconnect.js'
import { protocolErrorOf } from './errors.js'
import type { FacetContext } from './facet.js'
import { createGroupsFacet, GroupMetadataCache } from './groups.js'
import type { MediaAccess } from './attachment-download.js'
import { BaileysMessaging } from './messages.js'
import { RecentSends } from './own-actions.js'
import { createNewslettersFacet } from './newsletters.js'
import { createProfileFacet } from './profile.js'
import { withSharedAsyncStorage } from './shared-async-storage.js'
import { installSignalJobContext } from './signal-job-context.js'
import { SocketCache } from './socket-cache.js'
import { installKeyAgreement } from './key-agreement.js'
import { installCurveSignatures } from './curve-signatures.js'
import { installSenderKeyChain } from './sender-key-chain.js'
import { installSignatureCheck } from './signature-check.js'
import { routeSignalConsole, signalLogger, silenceSessionDumps } from './signal-console.js'
import type { Logger } from '../../logger.js'
import { fetchDispatcher } from './fetch-dispatcher.js'
import { proxyAgent, proxyDispatcher } from '../../net/proxy-agent.js'
import { watchHistory } from './history.js'
import { resolveMexQueries } from './wire/mex.js'
import { parseFailure, parseStanzaError, parseStreamError } from './wire/stanzas.js'

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
   * Where WhatsApp's default media host (mmg.whatsapp.net) is reached instead, as `host:port`: Baileys downloads a
   * history sync's blob from there (its notification names only a directPath). For a server that stands in for
   * WhatsApp, such as the simulator (its `mediaHost`); WhatsApp itself needs none.
   */
  defaultMediaHost?: string
  /**
   * Query ids of WhatsApp's `mex` (GraphQL) operations by name, replacing the built-in ones (wire/mex.ts) when
   * WhatsApp moves them before a release of this library does.
   */
  mexQueryIds?: Record<string, string>
  /**
   * Hosts (`host` or `host:port`) media downloads may use besides those WhatsApp's own media_conn names (and
   * Baileys' default, mmg.whatsapp.net): a proxy in front of WhatsApp's media. Any other host in a message
   * handed to media download is refused before a connection is made.
   */
  mediaHosts?: readonly string[]
  /**
   * Check the MACs of the app-state (chat state) patches and snapshots other devices upload before applying
   * them (Baileys' `appStateMacVerification`, off by default). A patch that fails the check is not applied and
   * Baileys syncs the collection again from a snapshot.
   */
  appStateMacVerification?: { patch: boolean; snapshot: boolean }
}

/** First QR ref lives 60 s, each later one 20 s (Baileys' defaults, socket.js qrTimeout). */
const firstQrMs = 60_000
const laterQrMs = 20_000

/** `logger` receives libsignal's diagnostics (at debug) that no session's work can be told apart for. */
export function createBaileysDriver(options: BaileysDriverOptions, logger: Logger): ProtocolDriver {
  installSignatureCheck()
  installKeyAgreement()
  installSenderKeyChain()
  installCurveSignatures()
  installSignalJobContext()
  silenceSessionDumps()
  routeSignalConsole(logger)
  if (options.trustedRootKey) WA_CERT_DETAILS.PUBLIC_KEY = Buffer.from(options.trustedRootKey)
  const mediaTrust = options.mediaCa ? [...rootCertificates, options.mediaCa.toString()] : undefined
  const directMediaAgent = mediaTrust ? new Agent({ keepAlive: true, ca: mediaTrust }) : undefined
  const directDispatcher = fetchDispatcher(options)
  const mex = resolveMexQueries(options.mexQueryIds)
  const extraMediaHosts = [DEF_MEDIA_HOST, ...(options.mediaHosts ?? [])].map((host) => host.toLowerCase())
  // A closed socket of a session until its last decryptions have stored their keys: the session's next socket
  // loads its keys only after that, or it would decrypt from keys an old message is still spending.
  const quieting = new Map<string, Promise<void>>()
  return {
    async open(open) {
      await quieting.get(open.authPrefix)
      const auth = await loadAuthState(open.auth, open.authPrefix, {
        ttlMsByType: { [KEPT]: KEPT_TTL_MS, [UNEMITTED]: KEPT_TTL_MS },
      })
      const { state } = auth
      // Everything of a proxied session goes through its proxy: the WebSocket, Baileys' uploads (fetchAgent) and
      // downloads (its fetch's dispatcher), and the engine's own media downloads. Agents live as long as the socket.
      const proxied = open.proxy
        ? {
            agent: proxyAgent(open.proxy, { keepAlive: true }),
            media: proxyAgent(open.proxy, { keepAlive: true, ...(mediaTrust ? { ca: mediaTrust } : {}) }),
            dispatcher: fetchDispatcher({
              ...options,
              via: proxyDispatcher(open.proxy, mediaTrust ? { ca: mediaTrust } : {}),
            }),
          }
        : undefined
      const mediaAgent = proxied ? proxied.media : directMediaAgent
      const dispatcher = proxied ? proxied.dispatcher : directDispatcher
      // Baileys logs every frame below warn; never louder than the engine's own logger, though.
      const level =
        options.logLevel ?? (open.logger.levelVal > open.logger.levels.values.warn! ? open.logger.level : 'warn')
      const logger = open.logger.child({ component: 'baileys' }, { level })
      const recent = new RecentSends(500)
      const groups = new GroupMetadataCache()
      // Baileys' own TTLs; the bound only caps a cache that a burst filled (a large group's devices and sessions).
      const cache = (ttlSeconds: number) => new SocketCache({ ttlSeconds, maxEntries: 5_000 })
      const gate = decryptionGate({
        auth: open.auth,
        authPrefix: open.authPrefix,
        committed: auth.committed,
        eventsStored: open.handlers.eventsStored,
      })
      // The socket's connection is opened in here, so all the work it causes knows its session's logger.
      const socket = signalLogger.run(open.logger, () =>
        withSharedAsyncStorage(() =>
          makeWASocket({
            auth: {
              creds: state.creds,
              keys: makeCacheableSignalKeyStore(state.keys, logger as never, cache(DEFAULT_CACHE_TTLS.SIGNAL_STORE)),
            },
            makeSignalRepository: gate.makeSignalRepository,
            msgRetryCounterCache: cache(DEFAULT_CACHE_TTLS.MSG_RETRY),
            callOfferCache: cache(DEFAULT_CACHE_TTLS.CALL_OFFER),
            placeholderResendCache: cache(DEFAULT_CACHE_TTLS.MSG_RETRY),
            userDevicesCache: cache(DEFAULT_CACHE_TTLS.USER_DEVICES),
            browser: open.browser,
            logger: logger as never,
            ...(options.waWebSocketUrl ? { waWebSocketUrl: options.waWebSocketUrl } : {}),
            ...(proxied ? { agent: proxied.agent } : {}),
            markOnlineOnConnect: false,
            syncFullHistory: false,
            generateHighQualityLinkPreview: false,
            ...(mediaAgent ? { fetchAgent: mediaAgent } : {}),
            // Node's fetch takes undici's dispatcher, which the DOM's RequestInit type does not name
            ...(dispatcher ? { options: { dispatcher } as RequestInit } : {}),
            // A recipient that cannot decrypt asks for a resend (retry receipt); Baileys' own cache is keyed by
            // chat and misses receipts from a device JID, so resends are served from what this socket sent.
            getMessage: async (key) => (key.id ? recent.get(key.id) : undefined),
            cachedGroupMetadata: (jid) => groups.get(jid),
            ...(options.appStateMacVerification ? { appStateMacVerification: options.appStateMacVerification } : {}),
          }),
        ),
      )
      gate.attach(socket)
      if (proxied)
        socket.ev.on('connection.update', (update) => {
          if (update.connection !== 'close') return
          proxied.agent.destroy()
          proxied.media.destroy()
          void proxied.dispatcher?.close().catch(() => undefined)
        })
      return new BaileysConnection(socket, open, auth, {
        media: { agent: mediaAgent, hosts: extraMediaHosts },
        recent,
        mex,
        groups,
        gate,
        quieting: (quiet) => {
          quieting.set(open.authPrefix, quiet)
          void quiet.then(() => {
            if (quieting.get(open.authPrefix) === quiet) quieting.delete(open.authPrefix)
          })
        },
      })
    },
  }
}

/**
 * One Baileys socket behind the port: its lifecycle (QR, pairing, open, close) is handled here; messaging and
 * every other domain live in their own facet, each built from the same FacetContext.
 */
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
  readonly #auth: Pick<LoadedAuthState, 'committed' | 'settled'>
  readonly #gate: DecryptionGate
  #quiet: Promise<void> | null = null
  readonly #messaging: BaileysMessaging
  readonly messages: MessagesPort
  readonly groups: GroupsPort
  readonly communities: CommunitiesPort
  readonly newsletters: NewslettersPort
  readonly chats: ChatsPort
  readonly calls: CallsPort
  readonly contacts: ContactsPort
  readonly profile: ProfilePort

  constructor(
    socket: WASocket,
    open: OpenOptions,
    auth: LoadedAuthState,
    shared: {
      media: MediaAccess
      recent: RecentSends
      mex: FacetContext['mex']
      groups: GroupMetadataCache
      gate: DecryptionGate
      /** Told, as the socket closes, when its last key changes are stored. */
      quieting: (quiet: Promise<void>) => void
    },
  ) {
    const { saveCreds } = auth
    this.#auth = auth
    this.#gate = shared.gate
    this.#socket = socket
    this.#open = open
    this.#ready = new Promise((resolve, reject) => (this.#settleReady = { resolve, reject }))
    this.#ready.catch(() => undefined)
    this.#done = new Promise((resolve) => (this.#settleDone = resolve))
    const { handlers, clock } = open
    const context: FacetContext = {
      socket,
      emit: (event) => handlers.onEvent(event),
      clock,
      logger: open.logger,
      mex: shared.mex,
    }
    this.#messaging = new BaileysMessaging(context, {
      auth,
      media: shared.media,
      recent: shared.recent,
      groups: shared.groups,
      closed: () => this.#closed,
    })
    this.messages = this.#messaging
    this.groups = createGroupsFacet(context, shared.groups)
    this.communities = createCommunitiesFacet(context, shared.groups)
    this.newsletters = createNewslettersFacet(context)
    this.chats = createChatsFacet(context, shared.groups)
    this.calls = createCallsFacet(context)
    this.contacts = createContactsFacet(context)
    this.profile = createProfileFacet(context)
    watchHistory(context)

    socket.ev.on('creds.update', () => {
      saveCreds().catch((error: unknown) => open.logger.error({ err: error }, 'saving credentials failed'))
    })
    socket.ev.on('connection.update', (update) => {
      if (update.qr) {
        const lifetime = this.#qrCount === 0 ? firstQrMs : laterQrMs
        this.#qrCount += 1
        handlers.onQr(update.qr, clock.now() + lifetime)
        this.#settleReady.resolve()
      }
      if (update.isNewLogin) handlers.onPaired(this.#identity(), this.#pairingRequested ? 'pairing_code' : 'qr')
      if (update.connection === 'open') {
        this.#settleReady.resolve()
        handlers.onOpen(this.#identity())
      }
      if (update.connection === 'close' && !this.#closed) {
        // Baileys receipts a message before it emits it, and its events wait in a buffer (until the offline
        // marker, or 100 ms after what it processed at login); its socket end then destroys the buffer unread
        // (Socket/socket.ts end, Utils/event-buffer.ts destroy). The server let go of those messages at the
        // receipt, so they are released here, the last moment the listeners still hear them; a listener that throws
        // must not keep the close from being handled.
        try {
          socket.ev.flush()
        } catch (error) {
          open.logger.error({ err: error }, 'handling the events Baileys held at the close failed')
        }
        const info = closeInfoOf(update.lastDisconnect?.error, this.#endedByEngine)
        this.#closed = info
        this.#settleReady.reject(
          new ProtocolError(`connection closed before it was ready: ${info.message}`, {
            kind: 'unavailable',
            close: info,
          }),
        )
        this.#settleDone(info)
        shared.quieting(this.#quieten())
        this.#messaging.failPending(info)
        handlers.onClose(info)
      }
    })
    socket.ws.on('CB:stream:error', (node: BinaryNode) => handlers.onStreamFailure(parseStreamError(node)))
    socket.ws.on('CB:failure', (node: BinaryNode) => handlers.onStreamFailure(parseFailure(node)))
    socket.ws.on('CB:iq,type:error', (node: BinaryNode) => handlers.onStanzaError(parseStanzaError(node)!))
    socket.ws.on('CB:ack', (node: BinaryNode) => {
      const error = parseStanzaError(node)
      if (error) handlers.onStanzaError(error)
    })
  }

  #identity(): AccountIdentity {
    const me = this.#socket.authState.creds.me
    return {
      jid: me?.id ? jidNormalizedUser(me.id) : '',
      lid: me?.lid ? jidNormalizedUser(me.lid) : null,
      name: me?.name ?? null,
    }
  }

  async requestPairingCode(phoneNumber: string): Promise<string> {
    await this.#ready
    if (this.#closed)
      throw new ProtocolError(`connection closed: ${this.#closed.message}`, {
        kind: 'unavailable',
        close: this.#closed,
      })
    this.#pairingRequested = true
    try {
      return await this.#socket.requestPairingCode(phoneNumber)
    } catch (error) {
      throw protocolErrorOf(error, 'pairing code request failed')
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
      endQueriesOf(this.#socket.ws)
      await this.#done
    }
    await this.#quieten()
  }

  /** Waits for the decryptions still running, then for every key change to be stored; never rejects. */
  #quieten(): Promise<void> {
    this.#quiet ??= (async () => {
      await this.#gate.drained()
      try {
        await this.#auth.settled()
      } catch (error) {
        this.#open.logger.error(
          { err: error },
          'Signal keys of the closing connection could not be saved; messages to and from some chats may fail to decrypt after the next login',
        )
      }
    })()
    return this.#quiet
  }
}
