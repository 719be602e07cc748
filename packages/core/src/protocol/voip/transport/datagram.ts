import { createSocket, type Socket } from 'node:dgram'
import { isIPv6 } from 'node:net'
import type { DtlsTransport } from './stack.js'

/**
 * What arrives on the relay's UDP flow, by its first byte (RFC 7983 7): 0 to 3 is STUN sent outside DTLS (the
 * relay's consent checks, RFC 7675), 20 to 63 is DTLS; nothing else belongs to a relay call.
 */
export const isRawStun = (first: number): boolean => first <= 3
export const isDtls = (first: number): boolean => first >= 20 && first <= 63

/** A UDP socket connected to one relay endpoint, with the DTLS record flow split from raw STUN. */
export class RelayDatagrams {
  private constructor(
    private readonly socket: Socket,
    readonly dtls: DtlsTransport,
  ) {}

  /** Opens a socket to `address:port`; `onRawStun` gets STUN that came outside DTLS, `onError` a socket error. */
  static async open(
    address: string,
    port: number,
    onRawStun: (message: Buffer) => void,
    onError: (error: Error) => void,
  ): Promise<RelayDatagrams> {
    const socket = createSocket(isIPv6(address) ? 'udp6' : 'udp4')
    await new Promise<void>((resolve, reject) => {
      socket.once('error', reject)
      socket.connect(port, address, () => {
        socket.off('error', reject)
        resolve()
      })
    })
    const local = socket.address()
    const dtls: DtlsTransport = {
      type: 'udp',
      address: local,
      closed: false,
      onData: () => {},
      // A datagram the kernel refuses is one lost packet, which DTLS and SCTP retransmit or the call tolerates;
      // after close, werift's handshake may still retransmit a flight, which then goes nowhere.
      send: (data) => new Promise((resolve) => (dtls.closed ? resolve() : socket.send(data, () => resolve()))),
      close: async () => {},
    }
    socket.on('message', (message) => {
      const first = message[0]
      if (first === undefined) return
      if (isDtls(first)) dtls.onData(message, [address, port])
      else if (isRawStun(first)) onRawStun(message)
    })
    socket.on('error', onError)
    return new RelayDatagrams(socket, dtls)
  }

  /** Sends outside DTLS: only the answer to a raw consent check goes this way. */
  sendRaw(message: Uint8Array): void {
    if (!this.dtls.closed) this.socket.send(message)
  }

  close(): void {
    if (this.dtls.closed) return
    this.dtls.closed = true
    this.socket.close()
  }
}
