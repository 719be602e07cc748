import {
  type BinaryNode,
  getBinaryNodeChild,
  getBinaryNodeChildren,
  jidDecode,
  proto,
  unpadRandomMax16,
  type WASocket,
} from '@whiskeysockets/baileys'
import { callKeyLength } from '../voip/keys/e2e.js'
import type { CallDirection, RelayOffer } from '../voip/relay/offer.js'
import { ProtocolError } from '../port.js'
import type { CallMediaKeys } from '../ports/calls.js'
import { findRelay } from './wire/relay.js'

/** How many calls' media set-ups a connection holds at most; the oldest goes first (a call rings one at a time). */
const maxCalls = 32

/** What a connection knows of one call's media: the call key once it has one, the relay block once it came. */
interface CallMediaEntry {
  direction: CallDirection
  callKey: Uint8Array | null
  relay: RelayOffer | null
  /** An incoming offer's `<enc>` for this device and who sent it, decrypted only when the call is taken with audio. */
  offer: { from: string; enc: BinaryNode | undefined } | null
  /** Where a call placed with audio sends its signals (the peer as the offer addressed it). */
  to?: string
}

/**
 * The call keys and relay blocks of one connection's calls, in memory only, for as long as each call lasts (they
 * go with a terminate or reject, sent or received, and with the connection). Never logged: nothing here has a
 * `toJSON` or is handed to a logger, and `media()` copies out.
 */
export class CallMediaBook {
  readonly #calls = new Map<string, CallMediaEntry>()

  set(callId: string, entry: CallMediaEntry): void {
    this.#calls.delete(callId)
    this.#calls.set(callId, entry)
    if (this.#calls.size > maxCalls) this.#calls.delete(this.#calls.keys().next().value!)
  }

  get(callId: string): CallMediaEntry | undefined {
    return this.#calls.get(callId)
  }

  delete(callId: string): void {
    this.#calls.delete(callId)
  }

  /** The call's key and relay block, once it has a key (a call placed with audio, or taken with it). */
  media(callId: string): CallMediaKeys | null {
    const entry = this.#calls.get(callId)
    return entry?.callKey ? { callKey: Buffer.from(entry.callKey), relay: entry.relay } : null
  }
}

/**
 * What an incoming `<call><offer>` carries for the media: the `<enc>` meant for this device (bare, or the `<to>`
 * under `<destination>` that names one of `ownJids`' users and devices; whatsapp-rust `enc_for`) and the `<relay>`.
 */
export function offerMedia(
  call: BinaryNode,
  offer: BinaryNode,
  ownJids: readonly string[],
): { enc: BinaryNode | undefined; relay: RelayOffer | null } {
  const own = ownJids.map((jid) => jidDecode(jid)).filter((d) => d !== undefined)
  const mine = (jid: string | undefined) => {
    const d = jidDecode(jid)
    return !!d && own.some((o) => o.user === d.user && (o.device ?? 0) === (d.device ?? 0))
  }
  const addressed = getBinaryNodeChildren(getBinaryNodeChild(offer, 'destination'), 'to').find((to) =>
    mine(to.attrs.jid),
  )
  return {
    enc: getBinaryNodeChild(offer, 'enc') ?? getBinaryNodeChild(addressed, 'enc'),
    relay: findRelay(call),
  }
}

/**
 * The 32-byte call key of an incoming offer: its `<enc>` decrypted over the Signal session with the sending device,
 * unpadded, read as a `Message` whose `call.callKey` it is (whatsapp-rust `facade.rs`, `build_engine`; the simulator's
 * phone does the same). Fails when the offer has no `<enc>` for this device or it does not decrypt to a key.
 */
export async function decryptCallKey(socket: WASocket, from: string, enc: BinaryNode | undefined): Promise<Buffer> {
  const type = enc?.attrs.type
  if (!enc || !(enc.content instanceof Uint8Array) || (type !== 'pkmsg' && type !== 'msg'))
    throw new ProtocolError('the offer carried no call key for this device', { kind: 'rejected' })
  const plaintext = await socket.signalRepository.decryptMessage({ jid: from, type, ciphertext: enc.content })
  const callKey = proto.Message.decode(unpadRandomMax16(plaintext)).call?.callKey
  if (!callKey || callKey.length !== callKeyLength)
    throw new ProtocolError('the offer’s <enc> holds no 32-byte call key', { kind: 'rejected' })
  return Buffer.from(callKey)
}
