import type { BinaryNode } from '@whiskeysockets/baileys'
import type { DeviceRecord, Registry } from './accounts'
import type { Connection } from './connection'
import type { EventHub } from './events'
import type { Logger } from './log'
import type { MediaHost } from './media'

/** A message the server relayed, kept so receipts can find their way back to the sending device. */
export interface RelayedMessage {
  id: string
  sender: DeviceRecord
  addressing: 'pn' | 'lid'
}

/** What the protocol modules share: the accounts, the sockets and the delivery path. */
export interface Core {
  readonly registry: Registry
  readonly events: EventHub
  readonly logger: Logger
  /** the HTTPS blob store media_conn points clients at */
  readonly media: MediaHost
  /** ids for stanzas the server originates */
  nextId(): string
  /** to the live socket, to the offline queue, or to the virtual phone for device 0 */
  deliver(device: DeviceRecord, node: BinaryNode): void
  /** sends an iq to a client and resolves with its result (or rejects when the socket closes) */
  request(conn: Connection, node: BinaryNode): Promise<BinaryNode>
  rememberMessage(entry: RelayedMessage): void
  findMessage(id: string): RelayedMessage | undefined
  /** connections of fresh credentials, by the QR refs issued to them */
  readonly refs: Map<string, Connection>
  readonly pairingCodes: PairingCodeRequests
}

export interface PairingCodeRequest {
  ref: string
  conn: Connection
  phoneNumber: string
  wrappedCompanionEphemeral: Buffer
  companionNoiseKey: Buffer
  platformId: string
  platformDisplay: string
  /** set once the phone entered the code: waits for the companion_finish */
  finish?: {
    primaryEphemeral: { public: Uint8Array; private: Uint8Array }
    companionEphemeral: Buffer
    resolve: (advSecret: Buffer) => void
    reject: (err: Error) => void
  }
}

export type PairingCodeRequests = Map<string, PairingCodeRequest>

export function nowSeconds(): string {
  return Math.floor(Date.now() / 1000).toString()
}
