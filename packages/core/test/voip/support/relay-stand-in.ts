import { randomBytes } from 'node:crypto'
import { createSocket, type RemoteInfo } from 'node:dgram'
import { EventEmitter, once } from 'node:events'
import { relayPacketKind } from '../../../src/protocol/voip/rtp/packet-kind.js'
import {
  encodeStun,
  hasValidIntegrity,
  parseStun,
  stunAttr,
  stunAttribute,
  stunType,
} from '../../../src/protocol/voip/stun/message.js'
import { mediaStream, sctpPort } from '../../../src/protocol/voip/transport/relay-channel.js'
import {
  type DtlsTransport,
  dtlsCertificate,
  loadDtls,
  loadSctp,
  type SctpAssociation,
  type SctpTransport,
} from '../../../src/protocol/voip/transport/stack.js'

interface Client {
  readonly key: string
  readonly sctp: SctpAssociation
  allocated: boolean
}

/**
 * A UDP relay stand-in for tests: it takes DTLS and SCTP on one port as a WhatsApp relay does, checks each
 * allocate's integrity under the relay key and its token, answers it, answers pings with pongs, sends each
 * client a consent check over the channel and one raw, and forwards RTP and RTCP between the clients that
 * allocated. Events: `allocated` (client key), `refused` (client key), `consent` (client key, answered inside or
 * raw), `forwarded` (kind).
 */
export class RelayStandIn extends EventEmitter {
  private readonly socket = createSocket('udp4')
  private readonly clients = new Map<string, Client>()
  private readonly dtlsFlows = new Map<string, DtlsTransport>()
  private readonly consentChecks = new Map<string, string>()
  private datagrams = 0
  port = 0
  /** When set, every `lossEvery`-th datagram from an allocated client is lost on the way in, as on a lossy path. */
  lossEvery = 0

  constructor(
    private readonly key: Buffer,
    private readonly token: Buffer,
  ) {
    super()
  }

  async start(): Promise<this> {
    this.socket.bind(0, '127.0.0.1')
    await once(this.socket, 'listening')
    this.port = this.socket.address().port
    this.socket.on('message', (message, from) => void this.onDatagram(message, from))
    return this
  }

  /** Closes every client's association, as a relay that goes away would. */
  drop(): void {
    for (const client of this.clients.values()) void client.sctp.stop()
    this.clients.clear()
  }

  close(): void {
    this.drop()
    this.socket.close()
  }

  private async onDatagram(message: Buffer, from: RemoteInfo): Promise<void> {
    const key = `${from.address}:${from.port}`
    if (this.lossEvery && this.clients.get(key)?.allocated && ++this.datagrams % this.lossEvery === 0) return
    if (message[0]! <= 3) {
      const answer = parseStun(message)
      if (
        answer?.type === stunType.bindingSuccess &&
        this.consentChecks.get(answer.transactionId.toString('hex')) === key
      )
        this.emit('consent', key, hasValidIntegrity(message, this.key) ? 'raw' : 'unsigned')
      return
    }
    let flow = this.dtlsFlows.get(key)
    if (!flow) {
      flow = {
        type: 'udp',
        address: { address: '127.0.0.1', family: 'IPv4', port: this.port },
        closed: false,
        onData: () => {},
        send: (data) => new Promise((resolve) => this.socket.send(data, from.port, from.address, () => resolve())),
        close: async () => {},
      }
      this.dtlsFlows.set(key, flow)
      await this.accept(key, flow, from)
    }
    flow.onData(message, [from.address, from.port])
  }

  private async accept(key: string, flow: DtlsTransport, from: RemoteInfo): Promise<void> {
    const [{ DtlsServer }, { SCTP }, certificate] = await Promise.all([loadDtls(), loadSctp(), dtlsCertificate()])
    const dtls = new DtlsServer({ ...certificate, transport: flow })
    const inside: SctpTransport = { send: (data) => dtls.send(data), close: () => {} }
    dtls.onData.subscribe((data) => inside.onData?.(data))
    const sctp = SCTP.server(inside, sctpPort)
    const client: Client = { key, sctp, allocated: false }
    sctp.onReceive.subscribe((stream, _ppid, data) => stream === mediaStream && this.onMessage(client, data, from))
    dtls.onConnect.subscribe(() => void sctp.start(sctpPort))
    this.clients.set(key, client)
  }

  private send(client: Client, message: Buffer): void {
    void client.sctp.send(mediaStream, 53, message, { ordered: false, maxRetransmits: 0 }).catch(() => {})
  }

  private onMessage(client: Client, message: Buffer, from: RemoteInfo): void {
    const kind = relayPacketKind(message)
    if (kind === 'rtp' || kind === 'rtcp') {
      if (!client.allocated) return
      for (const other of this.clients.values()) if (other !== client && other.allocated) this.send(other, message)
      this.emit('forwarded', kind)
      return
    }
    const stun = parseStun(message)
    if (!stun) return
    if (stun.type === stunType.ping) {
      this.send(client, encodeStun(stunType.pong, stun.transactionId, Buffer.alloc(0), null, false))
    } else if (stun.type === stunType.bindingSuccess) {
      if (this.consentChecks.get(stun.transactionId.toString('hex')) === client.key)
        this.emit('consent', client.key, hasValidIntegrity(message, this.key) ? 'channel' : 'unsigned')
    } else if (stun.type === stunType.allocateRequest) {
      const token = stun.attributes.find((a) => a.type === stunAttribute.relayToken)?.value
      if (!hasValidIntegrity(message, this.key) || !token?.equals(this.token)) {
        const unauthorized = stunAttr(stunAttribute.errorCode, Buffer.from([0, 0, 4, 1]))
        this.send(client, encodeStun(stunType.allocateError, stun.transactionId, unauthorized, null, false))
        this.emit('refused', client.key)
        return
      }
      this.send(client, encodeStun(stunType.allocateSuccess, stun.transactionId, Buffer.alloc(0), this.key, false))
      if (!client.allocated) {
        client.allocated = true
        this.emit('allocated', client.key)
        this.checkConsent(client, from)
      }
    }
  }

  private checkConsent(client: Client, from: RemoteInfo): void {
    for (const raw of [false, true]) {
      const transactionId = randomBytes(12)
      this.consentChecks.set(transactionId.toString('hex'), client.key)
      const check = encodeStun(stunType.bindingRequest, transactionId, Buffer.alloc(0), this.key, true)
      if (raw) this.socket.send(check, from.port, from.address)
      else this.send(client, check)
    }
  }
}
