import { decodeBinaryNode, encodeBinaryNode, proto, type BinaryNode } from '@whiskeysockets/baileys'
import type { WebSocket } from 'ws'
import { encodeFrame, FrameReader } from './framing.js'
import type { KeyPair } from './keys.js'
import type { Logger } from '../log.js'
import { NoiseResponder, type HandshakeResult, type NoiseTransport } from './noise.js'
import type { DeviceRecord } from '../state/accounts.js'
import type { Registration } from './registration.js'
import type { Client } from './sockets.js'

export interface ConnectionHandler {
  onHandshake(conn: Connection, result: HandshakeResult): Promise<void>
  onNode(conn: Connection, node: BinaryNode): Promise<void>
  onClose(conn: Connection): void
}

export interface ConnectionOptions {
  id: number
  ws: WebSocket
  serverStatic: KeyPair
  certChain: Uint8Array
  logger: Logger
  handler: ConnectionHandler
  /** current injected reply delay; read per node so a fault applies to live connections */
  replyDelayMs: () => number
}

export type NodeObserver = (direction: 'in' | 'out', node: BinaryNode) => void

/**
 * One client socket: the Noise handshake, then decrypted binary nodes in order. Frames are
 * handled strictly one after another because decoding is async and the relay depends on order.
 */
export class Connection implements Client {
  readonly acks = true
  readonly id: number
  device?: DeviceRecord | undefined
  registration?: Registration | undefined
  closed = false
  readonly observers = new Set<NodeObserver>()

  private readonly ws: WebSocket
  private readonly reader = new FrameReader()
  private noiseResponder?: NoiseResponder
  private transport?: NoiseTransport
  private stage: 'hello' | 'finish' | 'transport' = 'hello'
  private inbound: Promise<void> = Promise.resolve()
  /** the uplink is lost: frames are still decrypted, so the transport's counters stay in step, then dropped */
  private uplinkLost = false
  private outbound: Promise<void> = Promise.resolve()
  private readonly opts: ConnectionOptions

  constructor(opts: ConnectionOptions) {
    this.opts = opts
    this.id = opts.id
    this.ws = opts.ws
    opts.ws.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => {
      const chunk = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data)
      this.inbound = this.inbound.then(() => this.receive(chunk)).catch((err) => this.fail(err))
    })
    opts.ws.on('close', () => this.markClosed())
    opts.ws.on('error', (err) => {
      opts.logger.debug({ err, connection: this.id }, 'websocket error')
      this.markClosed()
    })
  }

  get isOpen(): boolean {
    return !this.closed && this.ws.readyState === this.ws.OPEN
  }

  private async receive(chunk: Buffer): Promise<void> {
    if (this.closed) return
    const { intro, frames } = this.reader.push(chunk)
    if (intro) {
      this.noiseResponder = new NoiseResponder(this.opts.serverStatic, this.opts.certChain, intro.header)
    }
    for (const frame of frames) {
      if (this.closed) return
      await this.receiveFrame(frame)
    }
  }

  private async receiveFrame(frame: Buffer): Promise<void> {
    const noise = this.noiseResponder
    if (!noise) throw new Error('frame before intro')
    if (this.stage === 'hello') {
      this.stage = 'finish'
      this.writeRaw(noise.serverHello(frame))
      return
    }
    if (this.stage === 'finish') {
      const result = noise.clientFinish(frame)
      this.transport = result.transport
      this.stage = 'transport'
      if (this.observers.size) {
        const payload = clientPayloadNode(result.clientPayload)
        for (const observe of this.observers) observe('in', payload)
      }
      await this.opts.handler.onHandshake(this, result)
      return
    }
    const plain = this.transport!.decrypt(frame)
    if (this.uplinkLost) return
    const node = await decodeBinaryNode(plain)
    for (const observe of this.observers) observe('in', node)
    await this.opts.handler.onNode(this, node)
  }

  /** Queue a node; nodes leave in order, after the injected delay if one is set. */
  send(node: BinaryNode): void {
    if (this.closed) return
    // observed when queued, so a transcript follows the order the server decided things in
    for (const observe of this.observers) observe('out', node)
    // each node leaves `delay` after it was queued, not after the one before it
    const dueAt = Date.now() + this.opts.replyDelayMs()
    this.outbound = this.outbound
      .then(async () => {
        const wait = dueAt - Date.now()
        if (wait > 0) await new Promise<void>((resolve) => setTimeout(resolve, wait))
        if (!this.isOpen || !this.transport) return
        this.writeRaw(this.transport.encrypt(encodeBinaryNode(node)))
      })
      .catch((err) => this.opts.logger.warn({ err, connection: this.id }, 'send failed'))
  }

  /**
   * Holds what is sent from now on (a stalled network: nothing reaches the client) until the returned function is
   * called; then it leaves in order, one write after another, as a stalled link delivers its backlog in one burst.
   */
  stall(): () => void {
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    this.outbound = this.outbound.then(() => released)
    return release
  }

  /** from now on what the client sends is read and dropped, as if it never arrived */
  loseUplink(): void {
    this.uplinkLost = true
  }

  private writeRaw(body: Uint8Array): void {
    if (this.ws.readyState !== this.ws.OPEN) return
    this.ws.send(encodeFrame(body))
  }

  /** send what is queued, then close with a normal WebSocket close */
  async end(): Promise<void> {
    await this.outbound
    if (this.ws.readyState === this.ws.OPEN) this.ws.close()
    this.markClosed()
  }

  /** close without a close frame, like a network failure */
  terminate(): void {
    this.ws.terminate()
    this.markClosed()
  }

  private fail(err: unknown): void {
    this.opts.logger.warn({ err, connection: this.id }, 'connection failed; closing')
    this.terminate()
  }

  private markClosed(): void {
    if (this.closed) return
    this.closed = true
    this.opts.handler.onClose(this)
  }
}

/** The ClientPayload as a pseudo-node with dotted attributes, so transcripts show what the client logs in with. */
function clientPayloadNode(payload: proto.ClientPayload): BinaryNode {
  const attrs: Record<string, string> = {}
  const walk = (value: unknown, path: string): void => {
    if (value instanceof Uint8Array) attrs[path] = '[bytes]'
    else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}.${i}`))
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k)
    else if (value !== undefined && value !== null) attrs[path] = String(value)
  }
  walk(proto.ClientPayload.toObject(payload, { longs: String, enums: String }), '')
  const sorted = Object.fromEntries(Object.entries(attrs).sort(([a], [b]) => a.localeCompare(b)))
  return { tag: 'ClientPayload', attrs: sorted }
}
