import { createHash, randomBytes } from 'node:crypto'
import { getBinaryNodeChild, proto, unpadRandomMax16, type BinaryNode } from '@whiskeysockets/baileys'
import { DEFAULT_WAIT_MS, type EventHub } from '../events.js'
import { normalizePhoneNumber, parseJid, pnJid } from '../jids.js'
import type { Account } from '../state/accounts.js'
import type { PhoneIdentity } from './identity.js'
import type { PhoneLine } from './line.js'
import type { PhoneSessions } from './sessions.js'

/**
 * why a call in the phone's log ended; `timeout`: nobody answered within the ring time (missed);
 * `answered_elsewhere`: another device of this account accepted it
 */
export type PhoneCallEndReason = 'rejected' | 'busy' | 'timeout' | 'ended_local' | 'ended_remote' | 'answered_elsewhere'

/** One entry of the phone's call log, as the phone knows it from what it sent and what the server delivered. */
export interface PhoneCall {
  callId: string
  /** the other account's PN jid */
  peer: string
  direction: 'incoming' | 'outgoing'
  state: 'ringing' | 'active' | 'ended'
  endReason?: PhoneCallEndReason
  audioMuted: boolean
  peerMuted: boolean
  video: boolean
  /** the 32-byte call key: made here for an outgoing call, decrypted from this device's `<enc>` for an incoming one */
  callKey?: Uint8Array
}

/** an action on a call the log does not have (`not_found`), or one its state does not allow (`state`) */
export class PhoneCallError extends Error {
  constructor(
    readonly reason: 'not_found' | 'state' | 'no_account',
    message: string,
  ) {
    super(message)
    this.name = 'PhoneCallError'
  }
}

export interface CallDeps {
  account: Account
  identity: PhoneIdentity
  line: PhoneLine
  sessions: PhoneSessions
  events: EventHub
}

/**
 * The phone as a calling client: it sends the `<call>` stanzas whatsapp-rust builds (wacore/src/stanza/call.rs;
 * unverified against WhatsApp) and keeps a call log from what comes back. Signalling only: no media.
 */
export class PhoneCalls {
  private readonly log = new Map<string, PhoneCall & { creator: string }>()
  private counter = 0

  constructor(private readonly deps: CallDeps) {}

  /**
   * Offers an audio call to every device of `to` (digits or a jid), each with the call key encrypted
   * by the phone's Signal session with that device. The call id is the one both sides see.
   */
  async call(to: string): Promise<{ callId: string }> {
    const user = to.includes('@') ? parseJid(to)?.user : normalizePhoneNumber(to)
    const peer = user ? pnJid(user) : undefined
    const target = peer && (await this.deps.sessions.devicesOf(peer))
    if (!peer || !target) throw new PhoneCallError('no_account', `No account for ${to} on this simulator.`)
    // WhatsApp's call ids are 32 upper-case hex digits; drawn from the phone and a counter, so runs repeat
    const callId = createHash('sha256')
      .update(`${this.deps.account.phoneNumber}:call:${++this.counter}`)
      .digest('hex')
      .slice(0, 32)
      .toUpperCase()
    const callKey = randomBytes(32)
    const creator = this.deps.account.pnJid()
    const destination: BinaryNode[] = []
    for (const device of target.peers) {
      const enc = await this.deps.sessions.encryptFor(device, { call: { callKey } })
      destination.push({
        tag: 'to',
        attrs: { jid: device.jid },
        content: [{ ...enc, attrs: { ...enc.attrs, count: '0' } }],
      })
    }
    this.record({
      callId,
      creator,
      peer,
      direction: 'outgoing',
      state: 'ringing',
      audioMuted: false,
      peerMuted: false,
      video: false,
      callKey,
    })
    await this.send(peer, {
      tag: 'offer',
      attrs: { 'call-id': callId, 'call-creator': creator },
      content: [
        { tag: 'audio', attrs: { enc: 'opus', rate: '8000' } },
        { tag: 'audio', attrs: { enc: 'opus', rate: '16000' } },
        { tag: 'net', attrs: { medium: '3' } },
        { tag: 'destination', attrs: {}, content: destination },
        { tag: 'encopt', attrs: { keygen: '2' } },
      ],
    })
    return { callId }
  }

  async accept(callId: string): Promise<void> {
    const call = this.live(callId, 'ringing', 'incoming')
    await this.send(call.peer, {
      tag: 'accept',
      attrs: this.ids(call),
      content: [
        { tag: 'audio', attrs: { enc: 'opus', rate: '16000' } },
        { tag: 'net', attrs: { medium: '2' } },
        { tag: 'encopt', attrs: { keygen: '2' } },
      ],
    })
    this.update(call, { state: 'active' })
  }

  async reject(callId: string): Promise<void> {
    const call = this.live(callId, 'ringing', 'incoming')
    await this.send(call.peer, { tag: 'reject', attrs: { ...this.ids(call), count: '0' } })
    this.update(call, { state: 'ended', endReason: 'rejected' })
  }

  /** hangs up an active call, or cancels an outgoing one that still rings */
  async end(callId: string): Promise<void> {
    const call = this.live(callId)
    await this.send(call.peer, { tag: 'terminate', attrs: this.ids(call) })
    this.update(call, { state: 'ended', endReason: 'ended_local' })
  }

  async mute(callId: string, muted: boolean): Promise<void> {
    const call = this.live(callId)
    await this.send(call.peer, { tag: 'mute_v2', attrs: { ...this.ids(call), 'mute-state': muted ? '1' : '0' } })
    this.update(call, { audioMuted: muted })
  }

  list(): PhoneCall[] {
    return [...this.log.values()].map(view)
  }

  get(callId: string): PhoneCall | undefined {
    const call = this.log.get(callId)
    return call && view(call)
  }

  /** resolves with the call once `predicate` holds for it (at once when it already does) */
  waitFor(
    callId: string,
    predicate: (call: PhoneCall) => boolean = () => true,
    timeoutMs = DEFAULT_WAIT_MS,
  ): Promise<PhoneCall> {
    const now = this.get(callId)
    if (now && predicate(now)) return Promise.resolve(now)
    const phoneNumber = this.deps.account.phoneNumber
    return this.deps.events
      .waitFor(
        'phone-call',
        (e) => {
          const call = e.phoneNumber === phoneNumber && e.callId === callId ? this.get(callId) : undefined
          return !!call && predicate(call)
        },
        timeoutMs,
      )
      .then(() => this.get(callId)!)
  }

  /** a `<call>` the server delivered: an offer to this phone, or the other side's answer, mute or hang-up */
  async receive(node: BinaryNode): Promise<void> {
    const child = Array.isArray(node.content) ? node.content[0] : undefined
    const callId = child?.attrs['call-id']
    if (!child || !callId) return
    if (child.tag === 'offer') return this.receiveOffer(node, child, callId)
    const call = this.log.get(callId)
    if (!call || call.state === 'ended') return
    // the phone's own other devices acting on the call: it is answered or refused elsewhere
    const fromOwn = this.deps.sessions.isOwn(node.attrs.from)
    if (child.tag === 'accept')
      this.update(call, fromOwn ? { state: 'ended', endReason: 'answered_elsewhere' } : { state: 'active' })
    else if (child.tag === 'reject')
      this.update(call, { state: 'ended', endReason: child.attrs.reason === 'busy' ? 'busy' : 'rejected' })
    else if (child.tag === 'terminate')
      this.update(call, {
        state: 'ended',
        endReason: child.attrs.reason === 'timeout' ? 'timeout' : fromOwn ? 'ended_local' : 'ended_remote',
      })
    else if (child.tag === 'mute_v2' && !fromOwn) this.update(call, { peerMuted: child.attrs['mute-state'] === '1' })
  }

  private async receiveOffer(node: BinaryNode, offer: BinaryNode, callId: string): Promise<void> {
    const from = node.attrs.from
    const enc = getBinaryNodeChild(offer, 'enc')
    const type = enc?.attrs.type
    let callKey: Uint8Array | undefined
    if (enc && enc.content instanceof Uint8Array && (type === 'pkmsg' || type === 'msg')) {
      const address = await this.deps.sessions.addressOf(from)
      if (!address) return
      const plaintext = await this.deps.identity.repository.decryptMessage({
        jid: address,
        type,
        ciphertext: enc.content,
      })
      callKey = proto.Message.decode(unpadRandomMax16(plaintext)).call?.callKey ?? undefined
    }
    const peer = pnJid(parseJid(offer.attrs.caller_pn ?? from)!.user)
    const video = !!getBinaryNodeChild(offer, 'video')
    this.record({
      callId,
      creator: offer.attrs['call-creator'] ?? from!,
      peer,
      direction: 'incoming',
      state: 'ringing',
      audioMuted: false,
      peerMuted: false,
      video,
      ...(callKey ? { callKey } : {}),
    })
  }

  private ids(call: { callId: string; creator: string }): Record<string, string> {
    return { 'call-id': call.callId, 'call-creator': call.creator }
  }

  private live(callId: string, state?: 'ringing', direction?: 'incoming'): PhoneCall & { creator: string } {
    const call = this.log.get(callId)
    if (!call) throw new PhoneCallError('not_found', `Phone ${this.deps.account.phoneNumber} has no call ${callId}.`)
    if (call.state === 'ended' || (state && call.state !== state) || (direction && call.direction !== direction)) {
      throw new PhoneCallError(
        'state',
        `Call ${callId} of phone ${this.deps.account.phoneNumber} is ${call.direction} and ${call.state}.`,
      )
    }
    return call
  }

  private send(peer: string, child: BinaryNode): Promise<void> {
    return this.deps.line.send({ tag: 'call', attrs: { to: peer, id: this.deps.line.nextId() }, content: [child] })
  }

  private record(call: PhoneCall & { creator: string }): void {
    this.log.set(call.callId, call)
    this.deps.events.emit('phone-call', { phoneNumber: this.deps.account.phoneNumber, callId: call.callId })
  }

  private update(call: PhoneCall & { creator: string }, change: Partial<PhoneCall>): void {
    Object.assign(call, change)
    this.deps.events.emit('phone-call', { phoneNumber: this.deps.account.phoneNumber, callId: call.callId })
  }
}

function view(call: PhoneCall & { creator: string }): PhoneCall {
  const { creator: _creator, ...rest } = call
  return { ...rest }
}
