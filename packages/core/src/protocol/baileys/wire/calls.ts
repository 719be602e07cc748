import { type BinaryNode, getAllBinaryNodeChildren, getBinaryNodeChild } from '@whiskeysockets/baileys'
import { audioRate, capabilityOffer, withoutMlow } from './call-media.js'

/**
 * The `<call>` family: WhatsApp's call signalling, which Baileys does not build (it has `rejectCall` only) and
 * parses too little of (its `call` event drops mute states and terminate reasons, and reports accepts of the
 * account's own other devices like the peer's). Built from other open clients' knowledge: whatsapp-rust
 * (`wacore/src/stanza/call.rs`: child order of `<offer>` and `<accept>`, `<privacy>`, the bare `<enc>` of a
 * single-device callee, `<mute_v2 mute-state>`, terminate reasons; `src/voip/facade.rs`: LID addressing) and
 * whatsmeow (`call.go`: one action child per `<call>`, `caller_pn`). Unverified against real WhatsApp.
 * A call with audio adds the nodes of wire/call-media.ts, which says where those come from.
 *
 * Where the references disagree, the choices made here:
 * - Addressing. whatsapp-rust (`facade.rs` `OutgoingCall::start`) addresses the callee by its LID and names the
 *   caller's own LID as `call-creator`, refusing to call a PN it cannot resolve; Baileys and whatsmeow have no
 *   offer. The engine follows whatsapp-rust where the peer's LID is known (Baileys' LID mapping store fills it
 *   from every device lookup) and falls back to the phone number, with the PN creator, where it is not: a
 *   signalling-only call needs no LID-derived media keys, which is whatsapp-rust's reason to refuse.
 * - Acks. whatsapp-rust waits for the `<ack type=offer>` (its relay rides on it) and sends accept, reject,
 *   terminate and mute_v2 without waiting for anything (`src/client/voip.rs`: reject "fire-and-forget — no
 *   server response is expected"; `build_mute_v2` gives the wrapper no id at all); whatsmeow's `RejectCall`
 *   only sends too. Baileys' `rejectCall` awaits `query()`, the one reference that expects a reject ack. The
 *   offer waits for its ack; accept, reject and terminate are written with an id (whatsapp-rust: the server
 *   drops an id-less accept) and not waited on, two references to one; mute_v2 has no id, as whatsapp-rust
 *   sends it. A refusal WhatsApp acks anyway is reported as every stanza error is (driver.ts).
 */

/** The call an action is about: its id and who created it (the caller's device JID), as every action child carries them. */
export interface CallIds {
  callId: string
  creatorJid: string
}

const audio = (rate: string): BinaryNode => ({ tag: 'audio', attrs: { enc: 'opus', rate } })
/** `<encopt keygen='2'>`: the key-derivation version every offer and accept announces (whatsapp-rust `encopt_node`). */
const encopt: BinaryNode = { tag: 'encopt', attrs: { keygen: '2' } }
/** The 7-byte `<capability ver='1'>` blob of an audio offer (whatsapp-rust `CAPABILITY_OFFER`); MLow cleared for audio. */
const capability = (audio: boolean): BinaryNode => ({
  tag: 'capability',
  attrs: { ver: '1' },
  content: audio ? withoutMlow(capabilityOffer) : capabilityOffer,
})

const wrap = (to: string, id: string | null, child: BinaryNode): BinaryNode => ({
  tag: 'call',
  attrs: id === null ? { to } : { to, id },
  content: [child],
})
const idsOf = (call: CallIds): Record<string, string> => ({ 'call-id': call.callId, 'call-creator': call.creatorJid })

/**
 * `<call to=peer id><offer call-id call-creator>`: an audio offer with the call key Signal-encrypted for each of
 * the peer's devices (`deviceKeys`: one `<to jid><enc v=2 type count=0>` each, as Baileys' createParticipantNodes
 * makes them). The child order is enforced by the server (whatsapp-rust `build_offer`: error 439 otherwise):
 * privacy, audio 8 kHz, audio 16 kHz, net medium=3, capability, destination or enc, encopt, device-identity.
 * `<privacy>` carries the peer's trusted-contact token when the account holds one (a callee whose privacy is
 * restricted refuses the offer without it). A peer with a single device gets its `<enc>` bare instead of a
 * `<destination>` (whatsapp-rust: the `<to>` form only when the callee has more than one device). With `audio`,
 * only the 16 kHz rate the media stack runs at and MLow cleared in the capability (wire/call-media.ts).
 */
export function offerNode(
  options: CallIds & {
    to: string
    id: string
    deviceKeys: BinaryNode[]
    privacyToken: Uint8Array | null
    deviceIdentity: Uint8Array | null
    audio?: boolean
  },
): BinaryNode {
  const [only, ...others] = options.deviceKeys
  const bare = only && others.length === 0 ? getBinaryNodeChild(only, 'enc') : undefined
  const content: BinaryNode[] = [
    ...(options.privacyToken ? [{ tag: 'privacy', attrs: {}, content: options.privacyToken }] : []),
    ...(options.audio ? [audio(audioRate)] : [audio('8000'), audio('16000')]),
    { tag: 'net', attrs: { medium: '3' } },
    capability(options.audio === true),
    bare ?? { tag: 'destination', attrs: {}, content: options.deviceKeys },
    encopt,
    ...(options.deviceIdentity ? [{ tag: 'device-identity', attrs: {}, content: options.deviceIdentity }] : []),
  ]
  return wrap(options.to, options.id, { tag: 'offer', attrs: idsOf(options), content })
}

/** `<accept>`: audio 16 kHz, net medium=2, encopt (whatsapp-rust `build_accept` without the relay and media parts the engine has none of). The wrapper needs an id or the server drops it. */
export function acceptNode(call: CallIds & { to: string; id: string }): BinaryNode {
  return wrap(call.to, call.id, {
    tag: 'accept',
    attrs: idsOf(call),
    content: [audio('16000'), { tag: 'net', attrs: { medium: '2' } }, encopt],
  })
}

/** `<reject call-id call-creator count='0'>`: refuses an incoming call (Baileys' `rejectCall` shape, with the offer's own creator; whatsapp-rust `build_reject`). */
export function rejectNode(call: CallIds & { to: string; id: string }): BinaryNode {
  return wrap(call.to, call.id, { tag: 'reject', attrs: { ...idsOf(call), count: '0' } })
}

/** `<terminate call-id call-creator [reason]>`: hangs up an active call, or cancels an outgoing one still ringing (no reason); `timeout` ends one nobody answered. */
export function terminateNode(call: CallIds & { to: string; id: string; reason?: 'timeout' }): BinaryNode {
  return wrap(call.to, call.id, {
    tag: 'terminate',
    attrs: { ...idsOf(call), ...(call.reason ? { reason: call.reason } : {}) },
  })
}

/** `<mute_v2 call-id call-creator mute-state='1'|'0'>` in a wrapper without an id (whatsapp-rust `build_mute_v2`). */
export function muteNode(call: CallIds & { to: string; muted: boolean }): BinaryNode {
  return wrap(call.to, null, { tag: 'mute_v2', attrs: { ...idsOf(call), 'mute-state': call.muted ? '1' : '0' } })
}

/** The actions of a `<call>` the engine follows; the rest (preaccept, transport, relaylatency, heartbeat, video) carry media set-up the call records have no use for. */
export type CallAction = 'offer' | 'accept' | 'reject' | 'terminate' | 'mute'

/** One `<call>` as WhatsApp delivers it, in the words the engine uses. */
export interface ParsedCall extends CallIds {
  action: CallAction
  /** The sending device (`from`), a phone-number or LID device JID. */
  fromJid: string
  /** The caller's phone-number JID when an offer names it (`caller_pn`, sent with LID-addressed offers). */
  callerPnJid: string | null
  /** An offer of a video call (`<video>` among the offer's children). */
  video: boolean
  /** `reason` of a terminate or reject (`timeout`, `busy`, `accepted_elsewhere`, `rejected_elsewhere`, ...). */
  reason: string | null
  /** `mute-state` of a mute_v2. */
  muted: boolean | null
  /** When WhatsApp stamped it (`t`), ms since the epoch. */
  at: number | null
}

const actions: Record<string, CallAction> = {
  offer: 'offer',
  accept: 'accept',
  reject: 'reject',
  terminate: 'terminate',
  mute_v2: 'mute',
}

/**
 * `<call from id t><action call-id call-creator …/></call>`, or null for a `<call>` without one of the actions
 * followed. The first child that is one is read (whatsapp-rust `parse_call_stanza`: a `<relay>` may sit beside
 * an offer; whatsmeow reads a `<call>` with one child only). Group-call notices (`offer_notice`) are not
 * followed: the engine places and takes 1:1 calls only.
 */
export function parseCallNode(node: BinaryNode): ParsedCall | null {
  const child = getAllBinaryNodeChildren(node).find((candidate) => actions[candidate.tag] !== undefined)
  const action = child ? actions[child.tag] : undefined
  const callId = child?.attrs['call-id']
  if (!child || !action || !callId || !node.attrs.from) return null
  const t = Number(node.attrs.t)
  return {
    callId,
    creatorJid: child.attrs['call-creator'] ?? node.attrs.from,
    action,
    fromJid: node.attrs.from,
    callerPnJid: child.attrs.caller_pn ?? null,
    video: action === 'offer' && getBinaryNodeChild(child, 'video') !== undefined,
    reason: child.attrs.reason ?? null,
    muted: action === 'mute' ? child.attrs['mute-state'] === '1' : null,
    at: Number.isFinite(t) && t > 0 ? t * 1000 : null,
  }
}
