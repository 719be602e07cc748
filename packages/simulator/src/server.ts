import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import type { BinaryNode } from '@whiskeysockets/baileys'
import { WebSocketServer, type WebSocket } from 'ws'
import { Account, Registry, type DeviceRecord } from './accounts'
import { Connection } from './connection'
import type { Core, PairingCodeRequests, RelayedMessage } from './core'
import { notifyDeviceChange } from './devices'
import { EventHub, DEFAULT_WAIT_MS, type SimulatorEventName, type SimulatorEvents } from './events'
import { FaultState, type Faults } from './faults'
import { handleIq } from './iq'
import { normalizePhoneNumber } from './jids'
import { buildCertChain, DEFAULT_ROOT_KEY_PAIR, generateKeyPair, type KeyPair } from './keys'
import { silentLogger, type Logger } from './log'
import { handleClientPayload } from './login'
import { MediaHost } from './media'
import type { HandshakeResult } from './noise'
import { forgetRefs } from './pairing'
import { Phone } from './phone'
import { handleClientMessage, handleClientReceipt } from './relay'
import { Transcript, type TranscriptOptions } from './transcript'

export interface SimulatorOptions {
  /** 0 (default) picks a free port */
  port?: number
  host?: string
  /** the root the noise certificate chain is signed with; default DEFAULT_ROOT_KEY_PAIR */
  rootKeyPair?: KeyPair
  logger?: Logger
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
  /** `pushName`: the name the phone's messages carry (default 'Phone <number>') */
  createPhone(phoneNumber: string, options?: { pushName?: string }): Promise<Phone>
  phone(phoneNumber: string): Phone | undefined
  phones(): Phone[]
  readonly faults: Faults
  waitFor<E extends SimulatorEventName>(event: E, predicate?: (payload: SimulatorEvents[E]) => boolean, timeoutMs?: number): Promise<SimulatorEvents[E]>
  on<E extends SimulatorEventName>(event: E, listener: (payload: SimulatorEvents[E]) => void): () => void
  /** starts recording the node exchange of connections; call stop() on the result when done */
  transcript(options?: TranscriptOptions): Transcript
  close(): Promise<void>
}

const MESSAGE_MEMORY = 20_000
const OFFLINE_QUEUE_LIMIT = 5_000

class SimulatorServer implements Simulator, Core {
  readonly registry = new Registry()
  readonly events = new EventHub()
  readonly refs = new Map<string, Connection>()
  readonly pairingCodes: PairingCodeRequests = new Map()
  readonly rootPublicKey: Uint8Array
  url = ''
  readonly logger: Logger
  readonly media: MediaHost

  private readonly connections = new Set<Connection>()
  private readonly transcripts = new Set<Transcript>()
  private readonly serverStatic = generateKeyPair()
  private readonly certChain: Uint8Array
  private readonly faultState = new FaultState()
  private readonly pending = new Map<string, { conn: Connection; resolve: (n: BinaryNode) => void; reject: (e: Error) => void }>()
  private readonly relayed = new Map<string, RelayedMessage>()
  private readonly http: Server
  private readonly wss = new WebSocketServer({ noServer: true, perMessageDeflate: false })
  private idCounter = 0
  private connCounter = 0

  readonly faults: Faults = {
    dropConnections: phoneNumber => {
      for (const conn of this.matching(phoneNumber)) conn.terminate()
    },
    streamError: (phoneNumber, code = 503) => {
      for (const conn of this.matching(phoneNumber)) {
        conn.send({ tag: 'stream:error', attrs: { code: String(code) } })
        void conn.end()
      }
    },
    refuseConnections: ms => this.faultState.refuse(ms),
    delayReplies: ms => {
      this.faultState.replyDelayMs = Math.max(0, ms)
    },
  }

  constructor(private readonly opts: SimulatorOptions) {
    const root = opts.rootKeyPair ?? DEFAULT_ROOT_KEY_PAIR
    this.rootPublicKey = root.public
    this.certChain = buildCertChain(root, this.serverStatic)
    this.logger = opts.logger ?? silentLogger
    this.media = new MediaHost(this.logger)
    this.http = createServer((_req, res) => {
      res.writeHead(404).end()
    })
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
    this.wss.handleUpgrade(req, socket, head, ws => this.accept(ws))
  }

  private accept(ws: WebSocket): void {
    const conn = new Connection({
      id: ++this.connCounter,
      ws,
      serverStatic: this.serverStatic,
      certChain: this.certChain,
      logger: this.logger,
      replyDelayMs: () => this.faultState.replyDelayMs,
      handler: {
        onHandshake: (c, result) => this.onHandshake(c, result),
        onNode: (c, node) => this.onNode(c, node),
        onClose: c => this.onClose(c),
      },
    })
    this.connections.add(conn)
    for (const t of this.transcripts) t.attach(conn)
  }

  private matching(phoneNumber?: string): Connection[] {
    return [...this.connections].filter(c => !phoneNumber || c.device?.account.phoneNumber === phoneNumber)
  }

  private async onHandshake(conn: Connection, result: HandshakeResult): Promise<void> {
    await handleClientPayload(this, conn, result)
  }

  private async onNode(conn: Connection, node: BinaryNode): Promise<void> {
    if (conn.device) {
      this.events.emit('node-in', { connectionId: conn.id, phoneNumber: conn.device.account.phoneNumber, node })
    }
    switch (node.tag) {
      case 'iq': {
        const { type, id } = node.attrs
        if ((type === 'result' || type === 'error') && id) {
          const key = `${conn.id}:${id}`
          const waiter = this.pending.get(key)
          if (waiter) {
            this.pending.delete(key)
            waiter.resolve(node)
          }
          return
        }
        await handleIq(this, conn, node, c => this.removeCompanion(c))
        return
      }
      case 'message':
        handleClientMessage(this, conn, node)
        return
      case 'receipt':
        handleClientReceipt(this, conn, node)
        return
      case 'presence':
        if (conn.device && node.attrs.name) conn.device.account.pushName = node.attrs.name
        return
      default:
        // acks, ib telemetry, chatstates: nothing to answer
        return
    }
  }

  private onClose(conn: Connection): void {
    this.connections.delete(conn)
    forgetRefs(this, conn)
    for (const [key, waiter] of this.pending) {
      if (waiter.conn !== conn) continue
      this.pending.delete(key)
      waiter.reject(new Error('the connection closed before answering'))
    }
    for (const t of this.transcripts) t.connectionClosed(conn)
    const device = conn.device
    if (device && device.connection === conn) {
      device.connection = undefined
      this.events.emit('device-disconnected', {
        phoneNumber: device.account.phoneNumber,
        deviceJid: device.account.pnJid(device.id),
        deviceId: device.id,
      })
    }
  }

  /** the client's `remove-companion-device`: Baileys' sock.logout() */
  private async removeCompanion(conn: Connection): Promise<void> {
    const device = conn.device
    if (!device) return
    device.account.devices.delete(device.id)
    notifyDeviceChange(this, device.account, 'remove', device)
    device.connection = undefined
    conn.device = undefined
    this.events.emit('device-removed', {
      phoneNumber: device.account.phoneNumber,
      deviceJid: device.account.pnJid(device.id),
      deviceId: device.id,
      by: 'companion',
    })
    await conn.end()
  }

  nextId(): string {
    return `sim-${++this.idCounter}`
  }

  deliver(device: DeviceRecord, node: BinaryNode): void {
    if (device.id === 0) {
      device.account.phone.receive(node)
      return
    }
    if (!device.account.devices.has(device.id)) return
    const conn = device.connection
    if (conn?.isOpen) {
      conn.send(node)
      return
    }
    if (device.offline.length >= OFFLINE_QUEUE_LIMIT) device.offline.shift()
    device.offline.push(node)
  }

  request(conn: Connection, node: BinaryNode): Promise<BinaryNode> {
    const id = node.attrs.id ?? this.nextId()
    node.attrs.id = id
    return new Promise((resolve, reject) => {
      this.pending.set(`${conn.id}:${id}`, { conn, resolve, reject })
      conn.send(node)
    })
  }

  rememberMessage(entry: RelayedMessage): void {
    this.relayed.set(entry.id, entry)
    if (this.relayed.size > MESSAGE_MEMORY) {
      const oldest = this.relayed.keys().next().value
      if (oldest !== undefined) this.relayed.delete(oldest)
    }
  }

  findMessage(id: string): RelayedMessage | undefined {
    return this.relayed.get(id)
  }

  async createPhone(phoneNumber: string, options: { pushName?: string } = {}): Promise<Phone> {
    const digits = normalizePhoneNumber(phoneNumber)
    if (!digits) throw new Error(`'${phoneNumber}' is not a phone number (country code and number, digits only)`)
    if (this.registry.get(digits)) throw new Error(`a phone with number ${digits} already exists`)
    const account = new Account(digits)
    if (options.pushName) account.pushName = options.pushName
    const phone = new Phone(this, account)
    account.phone = phone
    await phone.init()
    this.registry.add(account)
    return phone
  }

  phone(phoneNumber: string): Phone | undefined {
    const digits = normalizePhoneNumber(phoneNumber)
    return digits ? this.registry.get(digits)?.phone : undefined
  }

  phones(): Phone[] {
    return this.registry.all().map(a => a.phone)
  }

  waitFor<E extends SimulatorEventName>(event: E, predicate?: (payload: SimulatorEvents[E]) => boolean, timeoutMs = DEFAULT_WAIT_MS) {
    return this.events.waitFor(event, predicate, timeoutMs)
  }

  on<E extends SimulatorEventName>(event: E, listener: (payload: SimulatorEvents[E]) => void): () => void {
    return this.events.on(event, listener)
  }

  transcript(options: TranscriptOptions = {}): Transcript {
    const t = new Transcript(options, done => this.transcripts.delete(done))
    this.transcripts.add(t)
    for (const conn of this.connections) t.attach(conn)
    return t
  }

  async close(): Promise<void> {
    for (const conn of this.connections) conn.terminate()
    for (const t of this.transcripts) t.stop()
    await new Promise<void>(resolve => this.wss.close(() => resolve()))
    await new Promise<void>(resolve => {
      this.http.close(() => resolve())
      this.http.closeAllConnections()
    })
    await this.media.close()
  }
}

/** Starts a WhatsApp server on loopback that unmodified Baileys connects to. */
export async function startSimulator(opts: SimulatorOptions = {}): Promise<Simulator> {
  const sim = new SimulatorServer(opts)
  await sim.listen()
  return sim
}
