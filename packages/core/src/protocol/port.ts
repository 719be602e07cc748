import type { Readable } from 'node:stream'
import type { ReceivedMessage } from '../events.js'
import type { Logger } from '../logger.js'
import type { OutgoingContent } from '../messages/content.js'
import type { Collection } from '../store/store.js'

/**
 * The engine's only view of WhatsApp. Domain code talks to these interfaces; src/protocol/baileys is the
 * one implementation that imports Baileys, so a Baileys upgrade touches one folder.
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

export interface ProtocolHandlers {
  onQr(qr: string, expiresAt: number): void
  onPaired(identity: AccountIdentity, method: 'qr' | 'pairing_code'): void
  onOpen(identity: AccountIdentity): void
  onClose(info: CloseInfo): void
  onStreamFailure(failure: { statusCode: number; reason: string }): void
  onStanzaError(error: { tag: string; id: string | null; code: number | null; text: string | null }): void
  onMessage(message: ReceivedMessage): void
  onReceipt(receipt: { messageId: string; chatJid: string; recipient: string; state: 'delivered' | 'read' | 'played'; at: number }): void
}

export interface SentMessage {
  messageId: string
  chatJid: string
  timestamp: number
}

export interface DownloadedMedia {
  mediaType: 'image' | 'video' | 'audio' | 'document' | 'sticker'
  mimetype: string
  /** Size WhatsApp declared for the file, when it did. */
  fileLength: number | null
  /** The decrypted bytes, as a stream the caller caps and consumes. */
  stream: Readable
}

export interface ProtocolConnection {
  /** Resolves once the server can take a pairing request (the first QR has been issued), then asks for a code. */
  requestPairingCode(phoneNumber: string): Promise<string>
  /** Removes this device from the account (the phone stops listing it) and closes. */
  logout(): Promise<void>
  /** Closes without touching credentials. */
  close(): Promise<void>
  /** Sends and resolves once WhatsApp's server acknowledged the message; rejects with ProtocolError otherwise. */
  sendMessage(jid: string, content: OutgoingContent, options: { ackTimeoutMs: number }): Promise<SentMessage>
  /** Opens the attachment of a message taken from a `message.received` event (its `message` field). */
  downloadMedia(message: unknown): Promise<DownloadedMedia>
}

export interface OpenOptions {
  sessionId: string
  /** [name shown on the phone's linked-devices list, browser, version]. */
  browser: [string, string, string]
  /** Where this session's credentials and Signal keys live: keys start with `authPrefix`. */
  auth: Collection
  authPrefix: string
  logger: Logger
  handlers: ProtocolHandlers
}

export interface ProtocolDriver {
  open(options: OpenOptions): Promise<ProtocolConnection>
}

/** A protocol call that failed, with the close that caused it when there was one. */
export class ProtocolError extends Error {
  readonly close: CloseInfo | null
  readonly statusCode: number | null

  constructor(message: string, options: { close?: CloseInfo | null; statusCode?: number | null; cause?: unknown } = {}) {
    super(message, { cause: options.cause })
    this.name = 'ProtocolError'
    this.close = options.close ?? null
    this.statusCode = options.statusCode ?? options.close?.statusCode ?? null
  }
}
