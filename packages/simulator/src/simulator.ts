import type { SimRelayBlock } from './handlers/call-media.js'
import { createServer, type IncomingMessage, type Server as HttpServer } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import type { Duplex } from 'node:stream'
import type { BinaryNode } from '@whiskeysockets/baileys'
import { installCurveSignatures, installSenderKeyChain, silenceSessionDumps } from '@sessionkit/core/internal'
import { WebSocketServer, type WebSocket } from 'ws'
import { channelControls, type ChannelControls } from './channel-controls.js'
import { Dispatcher } from './dispatch.js'
import { EventHub, DEFAULT_WAIT_MS, type SimulatorEventName, type SimulatorEvents } from './events.js'
import { FaultState, type Faults } from './faults.js'
import { groupControls, type GroupControls } from './group-controls.js'
import { handlers } from './handlers/index.js'
import { normalizePhoneNumber } from './jids.js'
import { silentLogger, type Logger } from './log.js'
import { PhoneIdentity } from './phone/identity.js'
import { Phone } from './phone/phone.js'
import { Connection } from './server/connection.js'
import type { Server } from './server/context.js'
import { buildCertChain, DEFAULT_ROOT_KEY_PAIR, generateKeyPair, type KeyPair } from './server/keys.js'
import { Linking } from './server/linking.js'
import { handleClientPayload } from './server/login.js'
import { MediaHost } from './server/media-host.js'
import { PendingRequests } from './server/requests.js'
import { Sockets, type Client } from './server/sockets.js'
import { Account, type BusinessProfile, type DeviceRecord } from './state/accounts.js'
import { SeededIds, systemClock, unixSeconds, type Clock } from './state/clock.js'
import { ServerState } from './state/state.js'
import { Transcript, type TranscriptOptions } from './transcript.js'

export interface SimulatorOptions {
  /** 0 (default) picks a free port */
  port?: number
  host?: string
  /** the root the noise certificate chain is signed with; default DEFAULT_ROOT_KEY_PAIR */
  rootKeyPair?: KeyPair
  logger?: Logger
  /** the time the server's records and stanzas carry; default the system clock */
  clock?: Clock
  /** the seed of the server's ids (stanzas, groups, channels); the same seed gives the same ids */
  seed?: string
  /** how long a call rings unanswered before the relay ends it as missed; default 45 000 ms */
  callRingMs?: number
  /** false: start with an empty channel directory instead of the seeded catalogue (README "Channels") */
  channelCatalogue?: boolean
  /**
   * Only these peer addresses may connect, to the WebSocket and to the media host; any other connection is closed
   * as it arrives and its address kept in `refusedPeers`. A proxy test's way to see that nothing went around the
   * proxy (docs/proxies.md): the test proxies connect from 127.0.0.2. The simulator's own phones then reach the
   * media host from 127.0.0.3, which is let in. Default: anyone.
   */
  onlyPeers?: readonly string[]
  /**
   * how new groups and communities address their members: 'lid' (default), as WhatsApp creates them now, or 'pn',
   * as older groups still are (`groups.setAddressingMode` moves one group either way)
   */
  groupAddressing?: 'pn' | 'lid'
}

/** how a new phone's account starts */
export interface PhoneOptions {
  pushName?: string
  business?: BusinessProfile
}

export interface Simulator {
  /** ws://host:port/ws/chat: pass as Baileys' `waWebSocketUrl` */
  readonly url: string
  /** set Baileys' `WA_CERT_DETAILS.PUBLIC_KEY` to this */
  readonly rootPublicKey: Uint8Array
  /**
   * PEM certificate of the HTTPS media host (self-signed, for 127.0.0.1 and localhost): trust it for
   * uploads and downloads, e.g. Baileys' `fetchAgent: new https.Agent({ ca: sim.mediaCa })` or the
   * engine's `protocol.mediaCa`
   */
  readonly mediaCa: string
  /** `127.0.0.1:<port>` of the media host, as media_conn announces it */
  readonly mediaHost: string
  /** The addresses of the connections `onlyPeers` closed, in order. */
  readonly refusedPeers: readonly string[]
  /** `pushName`: the name the phone's messages carry (default 'Phone <number>') */
  /** a phone with a new account; `business` makes it a business account with that profile */
  createPhone(phoneNumber: string, options?: PhoneOptions): Promise<Phone>
  phone(phoneNumber: string): Phone | undefined
  phones(): Phone[]
  readonly faults: Faults
  /** server-side controls of groups: suspension, the internal flag, and the record itself */
  readonly groups: GroupControls
  /** channels: create them, post to their followers, and what only WhatsApp does to them */
  readonly channels: ChannelControls
  waitFor<E extends SimulatorEventName>(
    event: E,
    predicate?: (payload: SimulatorEvents[E]) => boolean,
    timeoutMs?: number,
  ): Promise<SimulatorEvents[E]>
  on<E extends SimulatorEventName>(event: E, listener: (payload: SimulatorEvents[E]) => void): () => void
  /** starts recording the node exchange of connections; call stop() on the result when done */
  transcript(options?: TranscriptOptions): Transcript
  /** the `<relay>` block the call relay sent one side of a call: the caller in its offer's ack, the callee with the offer */
  callRelay(callId: string, side: 'caller' | 'callee'): SimRelayBlock | undefined
  close(): Promise<void>
}

/** The composition: the records, the sockets, the dispatch table, and the phones as clients of it all. */
class SimulatorServer implements Simulator, Server {
  readonly events = new EventHub()
  readonly sockets = new Sockets()
  readonly state: ServerState
  readonly linking: Linking
  readonly rootPublicKey: Uint8Array
  url = ''
  readonly logger: Logger
  readonly media: MediaHost
  readonly clock: Clock
  readonly groups: GroupControls
  readonly channels: ChannelControls
  readonly callRingMs: number
  readonly refusedPeers: string[] = []

  private readonly dispatcher = new Dispatcher(handlers)
  private readonly requests = new PendingRequests()
  private readonly phoneByNumber = new Map<string, Phone>()
  private readonly connections = new Set<Connection>()
  private readonly transcripts = new Set<Transcript>()
  private readonly serverStatic = generateKeyPair()
  private readonly certChain: Uint8Array
  private readonly faultState = new FaultState()
  private readonly http: HttpServer
  private readonly wss = new WebSocketServer({ noServer: true, perMessageDeflate: false })
  private clientCounter = 0

  readonly faults: Faults = {
    dropConnections: (phoneNumber) => {
      for (const conn of this.matching(phoneNumber)) conn.terminate()
    },
    streamError: (phoneNumber, code = 503) => {
      for (const conn of this.matching(phoneNumber)) {
        conn.send({ tag: 'stream:error', attrs: { code: String(code) } })
        void conn.end()
      }
    },
    stallConnections: (phoneNumber) => {
      const releases = this.matching(phoneNumber).map((conn) => conn.stall())
      return () => {
        for (const release of releases) release()
      }
    },
    loseUplink: (phoneNumber) => {
      for (const conn of this.matching(phoneNumber)) conn.loseUplink()
    },
    holdOfflineMarker: (phoneNumber) => {
      this.faultState.markerHeld.add(phoneNumber)
      return () => this.faultState.markerHeld.delete(phoneNumber)
    },
    holdHistorySync: (phoneNumber) => this.faultState.holdHistorySync(phoneNumber),
    refuseConnections: (ms) => this.faultState.refuse(ms),
    delayReplies: (ms) => {
      this.faultState.replyDelayMs = Math.max(0, ms)
    },
    expireMedia: (directPath) => this.media.expire(directPath),
  }

  constructor(private readonly opts: SimulatorOptions) {
    const root = opts.rootKeyPair ?? DEFAULT_ROOT_KEY_PAIR
    this.rootPublicKey = root.public
    this.certChain = buildCertChain(root, this.serverStatic)
    this.logger = opts.logger ?? silentLogger
    this.clock = opts.clock ?? systemClock
    this.callRingMs = opts.callRingMs ?? 45_000
    this.state = new ServerState(
      this.clock,
      new SeededIds(opts.seed ?? 'sessionkit-simulator'),
      opts.channelCatalogue ?? true,
      opts.groupAddressing ?? 'lid',
    )
    this.groups = groupControls(this.state.groups)
    this.linking = new Linking(this)
    // The phones are WhatsApp's side and reach the media host themselves: from their own address, let in.
    const phoneAddress = opts.onlyPeers ? '127.0.0.3' : undefined
    const only = opts.onlyPeers ? [...opts.onlyPeers, phoneAddress] : undefined
    const peerCheck = only
      ? (socket: Socket) => {
          const peer = (socket.remoteAddress ?? '').replace(/^::ffff:/, '')
          if (only.includes(peer)) return
          this.refusedPeers.push(peer)
          socket.destroy()
        }
      : undefined
    this.media = new MediaHost(this.logger, peerCheck, phoneAddress)
    this.channels = channelControls(this)
    this.http = createServer((_req, res) => {
      res.writeHead(404).end()
    })
    if (peerCheck) this.http.on('connection', peerCheck)
    this.http.on('upgrade', (req, socket, head) => this.upgrade(req, socket, head))
  }

  async listen(): Promise<void> {
    const host = this.opts.host ?? '127.0.0.1'
    await new Promise<void>((resolve, reject) => {
      this.http.once('error', reject)
      this.http.listen(this.opts.port ?? 0, host, () => resolve())
    })
    const { port } = this.http.address() as AddressInfo
    const shownHost = host.includes(':') ? `[${host}]` : host
    this.url = `ws://${shownHost}:${port}/ws/chat`
    await this.media.listen(host)
  }

  get mediaCa(): string {
    return this.media.ca
  }

  get mediaHost(): string {
    return this.media.hostname
  }

  private upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const path = (req.url ?? '').split('?')[0]
    if (path !== '/ws/chat') {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n')
      return
    }
    if (this.faultState.refusing) {
      // a reset rather than an HTTP 503: Baileys listens for 'unexpected-response' and would then
      // hang until its 20 s handshake timeout instead of failing fast like on a real outage
      socket.destroy()
      return
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => this.accept(ws))
  }

  private accept(ws: WebSocket): void {
    const conn = new Connection({
      id: ++this.clientCounter,
      ws,
      serverStatic: this.serverStatic,
      certChain: this.certChain,
      logger: this.logger,
      replyDelayMs: () => this.faultState.replyDelayMs,
      handler: {
        onHandshake: (c, result) => handleClientPayload(this, c, result),
        onNode: (c, node) => {
          if (c.device)
            this.events.emit('node-in', { connectionId: c.id, phoneNumber: c.device.account.phoneNumber, node })
          return this.receive(c, node)
        },
        onClose: (c) => this.onClose(c),
      },
    })
    this.connections.add(conn)
    for (const t of this.transcripts) t.attach(conn)
  }

  /** every node a client sends, from a socket or from a phone */
  private receive(client: Client, node: BinaryNode): Promise<void> {
    return this.dispatcher.dispatch(this, client, node)
  }

  private matching(phoneNumber?: string): Connection[] {
    return [...this.connections].filter((c) => !phoneNumber || c.device?.account.phoneNumber === phoneNumber)
  }

  private onClose(conn: Connection): void {
    this.connections.delete(conn)
    this.linking.forget(conn)
    this.requests.abandon(conn)
    for (const t of this.transcripts) t.connectionClosed(conn)
    const device = conn.device
    if (device && this.sockets.detach(device, conn)) {
      this.events.emit('device-disconnected', {
        phoneNumber: device.account.phoneNumber,
        deviceJid: device.account.pnJid(device.id),
        deviceId: device.id,
      })
    }
  }

  historySyncHeld(phoneNumber: string): Promise<void> | null {
    return this.faultState.historySyncHeld(phoneNumber)
  }

  offlineMarkerHeld(phoneNumber: string): boolean {
    return this.faultState.markerHeld.has(phoneNumber)
  }

  nextId(): string {
    return this.state.ids.next('sim')
  }

  now(): string {
    return unixSeconds(this.clock)
  }

  deliver(device: DeviceRecord, node: BinaryNode): void {
    this.sockets.deliver(device, node)
  }

  request(client: Client, node: BinaryNode): Promise<BinaryNode> {
    node.attrs.id ??= this.nextId()
    return this.requests.send(client, node)
  }

  settle(client: Client, reply: BinaryNode): boolean {
    return this.requests.settle(client, reply)
  }

  async createPhone(phoneNumber: string, options: PhoneOptions = {}): Promise<Phone> {
    const digits = normalizePhoneNumber(phoneNumber)
    if (!digits) throw new Error(`'${phoneNumber}' is not a phone number (country code and number, digits only)`)
    if (this.state.accounts.get(digits)) throw new Error(`a phone with number ${digits} already exists`)
    const account = new Account(digits)
    if (options.pushName) account.pushName = options.pushName
    if (options.business) account.business = options.business
    const identity = new PhoneIdentity()
    const device = identity.deviceRecord(account, this.clock.now())
    account.devices.set(0, device)
    this.state.accounts.add(account)
    // the phone is a client whose socket lives in this process
    const client: Client = {
      id: ++this.clientCounter,
      device,
      isOpen: true,
      send: (node) => phone.receive(node),
      end: async () => undefined,
    }
    const phone: Phone = new Phone(this, account, identity, (node) => this.receive(client, node))
    this.sockets.attach(device, client)
    this.phoneByNumber.set(digits, phone)
    await phone.uploadPreKeys()
    return phone
  }

  phone(phoneNumber: string): Phone | undefined {
    const digits = normalizePhoneNumber(phoneNumber)
    return digits ? this.phoneByNumber.get(digits) : undefined
  }

  phones(): Phone[] {
    return [...this.phoneByNumber.values()]
  }

  waitFor<E extends SimulatorEventName>(
    event: E,
    predicate?: (payload: SimulatorEvents[E]) => boolean,
    timeoutMs = DEFAULT_WAIT_MS,
  ) {
    return this.events.waitFor(event, predicate, timeoutMs)
  }

  on<E extends SimulatorEventName>(event: E, listener: (payload: SimulatorEvents[E]) => void): () => void {
    return this.events.on(event, listener)
  }

  transcript(options: TranscriptOptions = {}): Transcript {
    const t = new Transcript(options, (done) => this.transcripts.delete(done))
    this.transcripts.add(t)
    for (const conn of this.connections) t.attach(conn)
    return t
  }

  callRelay(callId: string, side: 'caller' | 'callee'): SimRelayBlock | undefined {
    return this.state.calls.get(callId)?.relays[side]
  }

  async close(): Promise<void> {
    for (const conn of this.connections) conn.terminate()
    for (const t of this.transcripts) t.stop()
    await new Promise<void>((resolve) => this.wss.close(() => resolve()))
    await new Promise<void>((resolve) => {
      this.http.close(() => resolve())
      this.http.closeAllConnections()
    })
    await this.media.close()
  }
}

/** Starts a WhatsApp server on loopback that unmodified Baileys connects to. */
export async function startSimulator(opts: SimulatorOptions = {}): Promise<Simulator> {
  // The phones encrypt group messages as WhatsApp's own clients do, one chain iteration a message, not as
  // Baileys 7.0.0-rc14 does (a skipped iteration a message, whose key every member then stores); and they sign
  // and check Signal signatures as the engine does, same bytes as curve25519-js in a fraction of its time, so
  // the fan-out of a group message (a check per member device) is not what a group bench measures.
  installSenderKeyChain()
  installCurveSignatures()
  // libsignal prints whole sessions, private keys included, when a phone opens or closes one: silenced as the
  // engine's driver silences them, so a test's or the sandbox's output holds no key material.
  silenceSessionDumps()
  const sim = new SimulatorServer(opts)
  await sim.listen()
  return sim
}
