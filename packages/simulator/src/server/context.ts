import type { BinaryNode } from '@whiskeysockets/baileys'
import type { EventHub } from '../events.js'
import type { Logger } from '../log.js'
import type { DeviceRecord } from '../state/accounts.js'
import type { ServerState } from '../state/state.js'
import type { Linking } from './linking.js'
import type { MediaHost } from './media-host.js'
import type { Client, Sockets } from './sockets.js'

/** What the handlers of every role share: the records, the sockets, and the ways to reach a client. */
export interface Server {
  readonly state: ServerState
  readonly sockets: Sockets
  readonly linking: Linking
  readonly events: EventHub
  readonly logger: Logger
  /** the HTTPS blob store media_conn points clients at */
  readonly media: MediaHost
  /** how long an offer rings before the relay ends it as missed (`terminate reason='timeout'`) */
  readonly callRingMs: number
  /** whether a login of the account is to get no offline marker (fault `holdOfflineMarker`) */
  offlineMarkerHeld(phoneNumber: string): boolean
  /** ids for stanzas the server originates */
  nextId(): string
  /** `<t>` of a stanza the server sends: now, in seconds */
  now(): string
  /** to the device's socket, or to its offline queue */
  deliver(device: DeviceRecord, node: BinaryNode): void
  /** sends an iq to a client and resolves with its result (or rejects when the socket closes) */
  request(client: Client, node: BinaryNode): Promise<BinaryNode>
  /** settles the request `reply` answers; false when the server waits on nothing with its id */
  settle(client: Client, reply: BinaryNode): boolean
}
