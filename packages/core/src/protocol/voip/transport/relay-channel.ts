import { RelayDatagrams } from './datagram.js'
import { dtlsCertificate, loadDtls, loadSctp, type SctpAssociation, type SctpTransport } from './stack.js'

/** WebRTC's SCTP port, which the relay's data channel listens on (whatsapp-rust `transport.rs`). */
export const sctpPort = 5000
/** The pre-negotiated data channel's stream: no DCEP handshake, both ends open it directly. */
export const mediaStream = 0
/** WebRTC's payload protocol ids for binary messages (RFC 8831 8). */
const binaryPpid = 53
const emptyBinaryPpid = 57

export interface RelayChannelEvents {
  /** One STUN, RTP or RTCP message from the relay. */
  readonly onMessage: (message: Buffer) => void
  /** STUN that came outside DTLS: the relay's consent checks. */
  readonly onRawStun: (message: Buffer) => void
  /** The channel ended: the relay closed it, the socket failed, or `close()`. */
  readonly onClose: (reason: Error | null) => void
}

/**
 * The media channel to one relay endpoint, as whatsapp-rust and meowcaller open it (`transport.rs`,
 * `relay/relay.go`): UDP, DTLS as the client with a self-signed certificate and no verification, an SCTP
 * association on port 5000 inside it, and stream 0 used as WhatsApp Web's pre-negotiated data channel, unordered
 * and never retransmitted, so one lost packet holds up none after it. STUN, RTP and RTCP travel as its binary
 * messages. zapo instead runs a whole WebRTC peer connection with ICE and a made-up SDP answer (`WaSctpRelay.ts`),
 * and plain UDP to FNA relays; nothing here needs ICE.
 */
export class RelayChannel {
  private ended = false

  private constructor(
    private readonly datagrams: RelayDatagrams,
    private readonly sctp: SctpAssociation,
    private readonly events: RelayChannelEvents,
  ) {}

  /** Connects to `address:port`, failing after `timeoutMs` if DTLS and SCTP are not both up. */
  static async connect(
    address: string,
    port: number,
    timeoutMs: number,
    events: RelayChannelEvents,
  ): Promise<RelayChannel> {
    const [{ DtlsClient }, { SCTP }, certificate] = await Promise.all([loadDtls(), loadSctp(), dtlsCertificate()])
    let channel: RelayChannel | undefined
    let failed: (error: Error) => void = () => {}
    const failure = new Promise<never>((_, reject) => (failed = reject))
    const onError = (error: Error) => (channel ? channel.end(error) : failed(error))
    const datagrams = await RelayDatagrams.open(address, port, (m) => events.onRawStun(m), onError)
    const timer = setTimeout(
      () => failed(new Error(`relay ${address}:${port} did not connect in ${timeoutMs} ms`)),
      timeoutMs,
    )
    try {
      const dtls = new DtlsClient({ ...certificate, transport: datagrams.dtls })
      await Promise.race([dtls.connect(), failure])
      const inside: SctpTransport = { send: (data) => dtls.send(data), close: () => {} }
      dtls.onData.subscribe((data) => inside.onData?.(data))
      const sctp = SCTP.client(inside, sctpPort)
      const connected = new Promise<void>((resolve) => sctp.stateChanged.connected.subscribe(resolve))
      await Promise.race([sctp.start(sctpPort).then(() => connected), failure])
      channel = new RelayChannel(datagrams, sctp, events)
      sctp.onReceive.subscribe((stream, ppid, data) => {
        if (stream === mediaStream && (ppid === binaryPpid || ppid === emptyBinaryPpid)) events.onMessage(data)
      })
      sctp.stateChanged.closed.subscribe(() => channel?.end(new Error('the relay closed the media channel')))
      dtls.onClose.subscribe(() => channel?.end(new Error('the relay closed DTLS')))
      return channel
    } catch (error) {
      datagrams.close()
      throw error
    } finally {
      clearTimeout(timer)
    }
  }

  /** Sends one message on the media stream: unordered, abandoned rather than retransmitted. */
  send(message: Uint8Array): void {
    if (this.ended) return
    const data = Buffer.from(message.buffer, message.byteOffset, message.length)
    this.sctp
      .send(mediaStream, data.length ? binaryPpid : emptyBinaryPpid, data.length ? data : Buffer.alloc(1), {
        ordered: false,
        maxRetransmits: 0,
      })
      .catch((error: Error) => this.end(error))
  }

  /** Sends an answer to a raw consent check, outside DTLS. */
  sendRaw(message: Uint8Array): void {
    if (!this.ended) this.datagrams.sendRaw(message)
  }

  /** Ends the channel: SCTP shut down without waiting for the relay, then the socket closed. */
  close(): void {
    this.end(null)
  }

  private end(reason: Error | null): void {
    if (this.ended) return
    this.ended = true
    this.sctp.stop().catch(() => {})
    this.datagrams.close()
    this.events.onClose(reason)
  }
}
