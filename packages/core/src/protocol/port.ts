import type { Clock } from '../clock.js'
import type { Logger } from '../logger.js'
import type { Collection } from '../store/collection.js'
import type { CallProtocolEvent, CallsPort } from './ports/calls.js'
import type { ChatProtocolEvent, ChatsPort } from './ports/chats.js'
import type { CommunitiesPort, CommunityProtocolEvent } from './ports/communities.js'
import type { ContactProtocolEvent, ContactsPort } from './ports/contacts.js'
import type { GroupProtocolEvent, GroupsPort } from './ports/groups.js'
import type { HistoryProtocolEvent } from './ports/history.js'
import type { MessageProtocolEvent, MessagesPort } from './ports/messages.js'
import type { NewslettersPort } from './ports/newsletters.js'
import type { ProfilePort } from './ports/profile.js'

export type { HistoryChat, HistoryProtocolEvent, HistorySyncKind } from './ports/history.js'
export type { DownloadedMedia, MessageProtocolEvent, MessageStatus, SentMessage } from './ports/messages.js'

/**
 * The engine's only view of WhatsApp. Domain code talks to these interfaces; src/protocol/baileys is the
 * one implementation that imports Baileys, so a Baileys upgrade touches one folder. The connection keeps the
 * session-level calls (pairing, logout, close); every domain, messaging included, is a facet of its own, declared
 * in ports/<domain>.ts and implemented in baileys/<domain>.ts.
 */

/** Why a connection ended, in words the reconnect policy decides on (mapped from Baileys' DisconnectReason). */
export type DisconnectKind =
  | 'restart_required'
  | 'connection_closed'
  | 'connection_lost'
  | 'service_unavailable'
  | 'bad_session'
  | 'qr_expired'
  | 'logged_out'
  | 'forbidden'
  | 'replaced'
  | 'multidevice_mismatch'
  | 'untrusted_server'
  | 'proxy_unreachable'
  | 'proxy_auth_failed'
  | 'proxy_target_unreachable'
  | 'closed_by_engine'
  | 'unknown'

export interface CloseInfo {
  kind: DisconnectKind
  statusCode: number | null
  message: string
}

export interface AccountIdentity {
  /** The linked phone's user JID, without device suffix (`15550001111@s.whatsapp.net`). */
  jid: string
  lid: string | null
  name: string | null
}

/**
 * Everything WhatsApp tells a connection besides its lifecycle, one union of each domain's events. The runtime
 * routes each by its `type` to the service that owns it (sessions/inbound.ts), so a domain adds its events here
 * and a handler in its own service, never a callback on this port.
 */
export type ProtocolEvent =
  | MessageProtocolEvent
  | GroupProtocolEvent
  | CommunityProtocolEvent
  | CallProtocolEvent
  | ChatProtocolEvent
  | HistoryProtocolEvent
  | ContactProtocolEvent

export interface ProtocolHandlers {
  onQr(qr: string, expiresAt: number): void
  onPaired(identity: AccountIdentity, method: 'qr' | 'pairing_code'): void
  onOpen(identity: AccountIdentity): void
  onClose(info: CloseInfo): void
  onStreamFailure(failure: { statusCode: number; reason: string }): void
  onStanzaError(error: { tag: string; id: string | null; code: number | null; text: string | null }): void
  onEvent(event: ProtocolEvent): void
  /**
   * Resolves once the engine has stored every event it published so far (event log, outboxes). A connection lets go
   * of what it keeps of a received message only then: WhatsApp does not send a receipted message again.
   */
  eventsStored(): Promise<void>
}

export interface ProtocolConnection {
  /** Resolves once the server can take a pairing request (the first QR has been issued), then asks for a code. */
  requestPairingCode(phoneNumber: string): Promise<string>
  /** Removes this device from the account (the phone stops listing it) and closes. */
  logout(): Promise<void>
  /** Closes without touching credentials. */
  close(): Promise<void>
  readonly messages: MessagesPort
  readonly groups: GroupsPort
  readonly communities: CommunitiesPort
  readonly newsletters: NewslettersPort
  readonly chats: ChatsPort
  readonly calls: CallsPort
  readonly contacts: ContactsPort
  readonly profile: ProfilePort
}

export interface OpenOptions {
  sessionId: string
  /** [name shown on the phone's linked-devices list, browser, version]. */
  browser: [string, string, string]
  /** Where this session's credentials and Signal keys live: keys start with `authPrefix`. */
  auth: Collection
  authPrefix: string
  logger: Logger
  /** Time of QR expiries and receipts, the engine's clock. */
  clock: Clock
  handlers: ProtocolHandlers
  /**
   * The proxy URL everything of this connection goes through (its WebSocket, its media, docs/proxies.md),
   * credentials included; null or absent connects directly.
   */
  proxy?: string | null
}

export interface ProtocolDriver {
  open(options: OpenOptions): Promise<ProtocolConnection>
}

/**
 * Why a protocol call failed, in words every domain maps to its own error codes (upstream-errors.ts):
 * - `not_found`, `forbidden`, `conflict`: WhatsApp's 404, 401/403, 409 (no such group, not an admin, ...);
 * - `rejected`: WhatsApp refused the request otherwise (another 4xx, an error ack);
 * - `timeout`: WhatsApp did not answer in time;
 * - `unavailable`: the connection closed, or WhatsApp failed (5xx);
 * - `invalid`: the request cannot be made at all (a message without an attachment to download);
 * - `disallowed`: the request would go where the engine does not send anything (a media host not WhatsApp's);
 * - `state_not_saved`: WhatsApp took the request, but the state it advanced could not be stored.
 */
export type ProtocolErrorKind =
  | 'not_found'
  | 'forbidden'
  | 'conflict'
  | 'rejected'
  | 'timeout'
  | 'unavailable'
  | 'invalid'
  | 'disallowed'
  | 'state_not_saved'

/** A protocol call that failed, with the close that caused it when there was one. */
export class ProtocolError extends Error {
  readonly kind: ProtocolErrorKind
  readonly close: CloseInfo | null
  readonly statusCode: number | null
  /** The id of the message the call was about, when one had been given (a send that failed after its id was made). */
  readonly messageId: string | null

  constructor(
    message: string,
    options: {
      kind: ProtocolErrorKind
      close?: CloseInfo | null
      statusCode?: number | null
      messageId?: string | null
      cause?: unknown
    },
  ) {
    super(message, { cause: options.cause })
    this.name = 'ProtocolError'
    this.kind = options.kind
    this.close = options.close ?? null
    this.statusCode = options.statusCode ?? options.close?.statusCode ?? null
    this.messageId = options.messageId ?? null
  }
}
