import { randomBytes } from 'node:crypto'
import {
  type BinaryNode,
  encodeSignedDeviceIdentity,
  getBinaryNodeChild,
  isLidUser,
  jidDecode,
  jidEncode,
  jidNormalizedUser,
} from '@whiskeysockets/baileys'
import { ProtocolError } from '../port.js'
import type { CallSendOptions, CallsPort, CallTarget } from '../ports/calls.js'
import { kindOfStatus, protocolErrorOf } from './errors.js'
import type { FacetContext } from './facet.js'
import { rankEndpoints } from '../voip/relay/offer.js'
import { CallMediaBook, decryptCallKey, offerMedia } from './call-keys.js'
import { mediaAcceptNode, preacceptNode, transportNode } from './wire/call-media.js'
import {
  acceptNode,
  muteNode,
  offerNode,
  type ParsedCall,
  parseCallNode,
  rejectNode,
  terminateNode,
} from './wire/calls.js'
import { findRelay } from './wire/relay.js'
import { parseStanzaError } from './wire/stanzas.js'

/**
 * How long a trusted-contact token stays usable: four buckets of seven days, counted from the start of the
 * oldest (Baileys Utils/tc-token-utils.js `isTcTokenExpired`, not exported; whatsapp-rust
 * wacore/src/iq/tctoken.rs uses the same defaults).
 */
const TOKEN_BUCKET_SECONDS = 7 * 24 * 60 * 60
const TOKEN_BUCKETS = 4
const tokenUsable = (issuedAt: number, nowMs: number): boolean => {
  const bucket = Math.floor(nowMs / 1000 / TOKEN_BUCKET_SECONDS)
  return issuedAt >= (bucket - (TOKEN_BUCKETS - 1)) * TOKEN_BUCKET_SECONDS
}

/**
 * `connection.calls` on Baileys, which has no call stack: the offer goes through Baileys' own device list, Signal
 * sessions and per-device encryption (as its message sends do), the rest are raw `<call>` stanzas (wire/calls.ts)
 * written without waiting for an answer (wire/calls.ts says why). Baileys' `rejectCall` is not used: it writes the
 * sender as `call-creator` (wrong when the offer named another creator) and waits for an ack no other reference
 * expects. Inbound `<call>`s are read off the socket (Baileys' `call` event drops mute states and terminate
 * reasons, and cannot tell the account's own devices from the peer's).
 *
 * A call placed or taken with audio (docs/calls.md, "Call audio") also keeps its call key and relay block
 * (`CallMediaBook`, call-keys.ts): the offer's key, and the `<relay>` of its ack; for an incoming call, the key
 * decrypted from the offer's `<enc>` when it is taken, and the offer's `<relay>`. Taking it writes `<preaccept>`,
 * the media `<accept>` and `<transport>`; an outgoing call writes `<transport>` when the peer accepts.
 */
export function createCallsFacet(context: FacetContext): CallsPort {
  const { socket, emit, clock, logger } = context
  const me = () => {
    const user = socket.user
    if (!user?.id) throw new ProtocolError('the connection is not logged in', { kind: 'unavailable' })
    return user
  }
  const ownUsers = (): string[] =>
    [socket.user?.id, socket.user?.lid].map((jid) => jidDecode(jid)?.user).filter((user): user is string => !!user)
  const lidMapping = socket.signalRepository.lidMapping
  const book = new CallMediaBook()

  /** The offer, and the server's typed ack of it: a refusal, no answer or another answer rejects. */
  const offered = async (what: string, node: BinaryNode, { ackTimeoutMs }: CallSendOptions): Promise<BinaryNode> => {
    let answer: BinaryNode | undefined
    try {
      answer = await socket.query(node, ackTimeoutMs)
    } catch (error) {
      throw protocolErrorOf(error, what)
    }
    // Baileys' query answers nothing when its wait for the answer timed out (and throws when its own timer won).
    if (!answer)
      throw new ProtocolError(`${what}: WhatsApp did not acknowledge it within ${ackTimeoutMs} ms`, { kind: 'timeout' })
    if (answer.tag !== 'ack')
      throw new ProtocolError(`${what}: WhatsApp answered with <${answer.tag}> instead of an ack`, {
        kind: 'unavailable',
      })
    const refusal = parseStanzaError(answer)
    if (refusal)
      throw new ProtocolError(`${what}: WhatsApp refused it (${answer.attrs.error})`, {
        kind: kindOfStatus(refusal.code),
        statusCode: refusal.code,
      })
    return answer
  }
  /** Writes an action on a call; WhatsApp's answer, if any, is not waited for (wire/calls.ts). */
  const signal = async (what: string, node: BinaryNode): Promise<void> => {
    try {
      await socket.sendNode(node)
    } catch (error) {
      throw protocolErrorOf(error, what)
    }
  }
  const target = (call: CallTarget) => ({ callId: call.callId, creatorJid: call.creatorJid, to: call.to })

  /**
   * Where an offer goes and whose it is: the peer's LID with the account's own LID as creator when Baileys' LID
   * mapping knows the peer's (its device lookup stores it), else the phone number and the PN creator.
   */
  const addressing = async (peerJid: string): Promise<{ peer: string; creator: string }> => {
    const user = me()
    const lid = isLidUser(peerJid) ? peerJid : await lidMapping.getLIDForPN(peerJid)
    return lid && user.lid
      ? { peer: jidNormalizedUser(lid), creator: user.lid }
      : { peer: jidNormalizedUser(peerJid), creator: user.id }
  }

  /** The peer's trusted-contact token, where Baileys keeps the ones privacy_token notifications bring: by LID, else by JID. */
  const privacyToken = async (peer: string): Promise<Uint8Array | null> => {
    const entry = (await socket.authState.keys.get('tctoken', [peer]))[peer]
    const issuedAt = Number(entry?.timestamp)
    return entry?.token?.length && tokenUsable(issuedAt, clock.now()) ? entry.token : null
  }

  /** `<transport>` once the call has a relay block: the best-ranked endpoint for the call's direction. */
  const sendTransport = (call: CallTarget): Promise<void> => {
    const entry = book.get(call.callId)
    const relay = entry?.relay ? (rankEndpoints(entry.relay, entry.direction)[0] ?? null) : null
    return signal(`the transport of call ${call.callId} failed`, transportNode({ ...target(call), relay }))
  }

  /**
   * Keeps what an incoming offer brings for its media, and follows the call's end (the keys go) and, for a call
   * placed with audio, the peer's accept (the session's `<transport>` follows it).
   */
  const followMedia = (node: BinaryNode, parsed: ParsedCall, own: boolean) => {
    if (parsed.action === 'offer' && !own) {
      const offer = getBinaryNodeChild(node, 'offer')!
      const mine = [socket.user?.id, socket.user?.lid].filter((jid): jid is string => !!jid)
      const { enc, relay } = offerMedia(node, offer, mine)
      book.set(parsed.callId, { direction: 'incoming', callKey: null, relay, offer: { from: parsed.fromJid, enc } })
    } else if (parsed.action === 'terminate' || parsed.action === 'reject') book.delete(parsed.callId)
    else if (parsed.action === 'accept' && !own) {
      const to = book.get(parsed.callId)?.to
      if (to)
        sendTransport({ callId: parsed.callId, creatorJid: parsed.creatorJid, to }).catch((error: unknown) =>
          logger.debug({ err: error, callId: parsed.callId }, 'call transport not written'),
        )
    }
  }

  socket.ws.on('CB:call', (node: BinaryNode) => {
    const parsed = parseCallNode(node)
    if (!parsed) return
    const sender = jidDecode(parsed.fromJid)?.user
    followMedia(node, parsed, sender !== undefined && ownUsers().includes(sender))
    emit({
      type: 'call.signal',
      callId: parsed.callId,
      creatorJid: parsed.creatorJid,
      action: parsed.action,
      fromJid: parsed.fromJid,
      peerJid: jidNormalizedUser(parsed.callerPnJid ?? parsed.fromJid),
      fromOwnAccount: sender !== undefined && ownUsers().includes(sender),
      video: parsed.video,
      reason: parsed.reason,
      muted: parsed.muted,
      at: parsed.at ?? clock.now(),
    })
  })

  return {
    async offer(callId, peerJid, options) {
      const what = `calling ${peerJid} failed`
      if (ownUsers().includes(jidDecode(peerJid)?.user ?? ''))
        throw new ProtocolError(`${what}: the session cannot call its own account`, { kind: 'invalid' })
      let node: BinaryNode
      let route: { peer: string; creator: string }
      let callKey: Buffer
      try {
        // Listed by phone number: the lookup also teaches Baileys the peer's LID when WhatsApp names it.
        const listed = await socket.getUSyncDevices([peerJid], false, false)
        if (listed.length === 0)
          throw new ProtocolError(`${what}: WhatsApp lists no device for it`, { kind: 'not_found' })
        route = await addressing(peerJid)
        const server = jidDecode(route.peer)!.server
        const devices = listed.map((device) => jidEncode(jidDecode(route.peer)!.user, server, device.device))
        await socket.assertSessions(devices)
        // The call key every device of the peer gets, each under its own Signal session (whatsapp-rust: `<enc>` per device).
        callKey = randomBytes(32)
        const { nodes, shouldIncludeDeviceIdentity } = await socket.createParticipantNodes(
          devices,
          { call: { callKey } },
          { count: '0' },
        )
        const account = socket.authState.creds.account
        node = offerNode({
          to: route.peer,
          id: socket.generateMessageTag(),
          callId,
          creatorJid: route.creator,
          deviceKeys: nodes,
          privacyToken: await privacyToken(route.peer),
          deviceIdentity: shouldIncludeDeviceIdentity && account ? encodeSignedDeviceIdentity(account, true) : null,
          audio: options.audio === true,
        })
      } catch (error) {
        throw protocolErrorOf(error, what)
      }
      const audio = options.audio === true
      if (audio) book.set(callId, { direction: 'outgoing', callKey, relay: null, offer: null, to: route.peer })
      const acknowledged = offered(`WhatsApp did not take the call to ${peerJid}`, node, options).then((ack) => {
        // The relay of a call the session places rides on the offer's ack (whatsapp-rust `parse_relay_data_from_ack`).
        const entry = audio ? book.get(callId) : undefined
        if (entry) entry.relay = findRelay(ack)
      })
      // Settled by the caller later; until then a refusal must not count as unhandled.
      acknowledged.catch((error: unknown) => logger.debug({ err: error, callId }, 'call offer not acknowledged'))
      return { creatorJid: route.creator, signalTo: route.peer, acknowledged }
    },
    async accept(call, options) {
      const what = `accepting call ${call.callId} failed`
      if (!options?.audio) return signal(what, acceptNode({ ...target(call), id: socket.generateMessageTag() }))
      const entry = book.get(call.callId)
      if (entry?.direction !== 'incoming' || !entry.offer)
        throw new ProtocolError(`${what}: its offer was not seen on this connection`, { kind: 'unavailable' })
      // whatsapp-rust's order (`facade.rs`, `start`): preaccept, decrypt the key, accept.
      await signal(what, preacceptNode({ ...target(call), id: socket.generateMessageTag() }))
      try {
        entry.callKey = await decryptCallKey(socket, entry.offer.from, entry.offer.enc)
      } catch (error) {
        throw protocolErrorOf(error, what)
      }
      const relay = entry.relay ? (rankEndpoints(entry.relay, 'incoming')[0] ?? null) : null
      await signal(what, mediaAcceptNode({ ...target(call), id: socket.generateMessageTag(), relay }))
      await sendTransport(call)
    },
    reject: (call) => {
      book.delete(call.callId)
      return signal(
        `rejecting call ${call.callId} failed`,
        rejectNode({ ...target(call), id: socket.generateMessageTag() }),
      )
    },
    media: (callId) => book.media(callId),
    terminate: (call, reason) => {
      book.delete(call.callId)
      return signal(
        `ending call ${call.callId} failed`,
        terminateNode({ ...target(call), id: socket.generateMessageTag(), ...(reason ? { reason } : {}) }),
      )
    },
    mute: (call, muted) => signal(`muting call ${call.callId} failed`, muteNode({ ...target(call), muted })),
  }
}
