/** A call the session signals on: its id, its creator (the caller's device JID) and where its signals go. */
export interface CallTarget {
  callId: string
  creatorJid: string
  /** The peer as the session's offer addressed it for a call the session placed, the calling device for one it received. */
  to: string
}

import type { RelayOffer } from '../voip/relay/offer.js'

/** How long an offer waits for WhatsApp's ack: the engine's `sendAckTimeoutMs`, as a message send does. */
export interface CallSendOptions {
  ackTimeoutMs: number
  /** Offer with audio (the engine's `callAudio`): the call key is kept, the ack's relay block read, plain Opus asked for. */
  audio?: boolean
}

/** How a call is taken: with audio (`callAudio`), the offer's call key is decrypted and the media nodes are sent. */
export interface CallAcceptOptions {
  audio?: boolean
}

/**
 * What a call placed or taken with audio holds for its media: the 32-byte call key (made for an outgoing call,
 * decrypted from the offer's `<enc>` for an incoming one) and the relay block WhatsApp sent (null until it came).
 * A secret: never logged, never put in an event or a record.
 */
export interface CallMediaKeys {
  callKey: Uint8Array
  relay: RelayOffer | null
}

/**
 * The calls facet of a connection (`connection.calls`): WhatsApp's call signalling (offer, accept, reject,
 * terminate, mute), in domain words, never Baileys types. Signalling only: no audio flows. Every method rejects
 * with a ProtocolError whose kind says what WhatsApp answered.
 */
export interface CallsPort {
  /**
   * Offers an audio call to `peerJid`, the call key encrypted for each of its devices; resolves once the offer is
   * written, with the creator JID the call carries, `signalTo` (where the call's later signals go: the peer as the
   * offer addressed it, by LID where known) and `acknowledged`, which settles when WhatsApp acked the offer
   * (rejects when it refused it or did not answer). `not_found` when the peer has no WhatsApp device.
   */
  offer(
    callId: string,
    peerJid: string,
    options: CallSendOptions,
  ): Promise<{ creatorJid: string; signalTo: string; acknowledged: Promise<void> }>
  /**
   * Accept, reject, terminate and mute resolve once written: WhatsApp's references expect no answer to wait for.
   * With audio, accept writes `<preaccept>`, decrypts the call key, then writes the media `<accept>` and
   * `<transport>`; it rejects (`rejected`) when the offer held no call key for this device.
   */
  accept(call: CallTarget, options?: CallAcceptOptions): Promise<void>
  reject(call: CallTarget): Promise<void>
  /** `reason: 'timeout'` ends an outgoing call nobody answered; none hangs up or cancels. */
  terminate(call: CallTarget, reason?: 'timeout'): Promise<void>
  mute(call: CallTarget, muted: boolean): Promise<void>
  /** The call key and relay block of a call placed or taken with audio on this connection, while it lasts; else null. */
  media(callId: string): CallMediaKeys | null
}

/**
 * One `<call>` action WhatsApp delivered, for a call of either direction. `fromOwnAccount`: sent by another device
 * of the session's own account (its phone answering or refusing an incoming call there).
 */
export interface CallSignal {
  callId: string
  creatorJid: string
  action: 'offer' | 'accept' | 'reject' | 'terminate' | 'mute'
  /** The sending device's JID. */
  fromJid: string
  /** The sender's user JID: for an offer, the caller's phone-number JID when WhatsApp named it. */
  peerJid: string
  fromOwnAccount: boolean
  video: boolean
  reason: string | null
  muted: boolean | null
  /** When WhatsApp stamped it, ms since the epoch (the engine's clock when it did not). */
  at: number
}

/** What WhatsApp tells a connection about calls; the runtime hands each to the call service. */
export type CallProtocolEvent = { type: 'call.signal' } & CallSignal
