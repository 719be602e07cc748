import { type BinaryNode, getAllBinaryNodeChildren, getBinaryNodeChild } from '@whiskeysockets/baileys'

/**
 * The `<call>` family: WhatsApp's call signalling, which Baileys does not build (it has `rejectCall` only) and
 * parses too little of (its `call` event drops mute states and terminate reasons, and reports accepts of the
 * account's own other devices like the peer's). Built from other open clients' knowledge: whatsapp-rust
 * (`wacore/src/stanza/call.rs`: child order of `<offer>` and `<accept>`, `<mute_v2 mute-state>`, terminate
 * reasons) and whatsmeow (`call.go`: one action child per `<call>`, `caller_pn`). Unverified against real
 * WhatsApp. Signalling only: no relay, transport or media nodes are built, so no audio can flow.
 */

/** The call an action is about: its id and who created it (the caller's device JID), as every action child carries them. */
export interface CallIds {
  callId: string
  creatorJid: string
}

const audio = (rate: string): BinaryNode => ({ tag: 'audio', attrs: { enc: 'opus', rate } })
/** `<encopt keygen='2'>`: the key-derivation version every offer and accept announces (whatsapp-rust `encopt_node`). */
const encopt: BinaryNode = { tag: 'encopt', attrs: { keygen: '2' } }
/** The 7-byte `<capability ver='1'>` blob whatsapp-rust sends in an audio offer (`CAPABILITY_OFFER`), taken as is. */
const capability: BinaryNode = {
  tag: 'capability',
  attrs: { ver: '1' },
  content: Buffer.from([0x01, 0x05, 0xf7, 0x09, 0xe0, 0xbb, 0x13]),
}

const wrap = (to: string, id: string, child: BinaryNode): BinaryNode => ({
  tag: 'call',
  attrs: { to, id },
  content: [child],
})
const idsOf = (call: CallIds): Record<string, string> => ({ 'call-id': call.callId, 'call-creator': call.creatorJid })

/**
 * `<call to=peer id><offer call-id call-creator>`: an audio offer with the call key Signal-encrypted for each of
 * the peer's devices (`deviceKeys`: one `<to jid><enc v=2 type count=0>` each, as Baileys' createParticipantNodes
 * makes them). The child order is enforced by the server (whatsapp-rust: error 439 otherwise): audio 8 kHz,
 * audio 16 kHz, net medium=3, capability, destination, encopt, device-identity.
 */
export function offerNode(
  options: CallIds & { to: string; id: string; deviceKeys: BinaryNode[]; deviceIdentity: Uint8Array | null },
): BinaryNode {
  const content: BinaryNode[] = [
    audio('8000'),
    audio('16000'),
    { tag: 'net', attrs: { medium: '3' } },
    capability,
    { tag: 'destination', attrs: {}, content: options.deviceKeys },
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

/** `<mute_v2 call-id call-creator mute-state='1'|'0'>` (whatsapp-rust `build_mute_v2`). */
export function muteNode(call: CallIds & { to: string; id: string; muted: boolean }): BinaryNode {
  return wrap(call.to, call.id, { tag: 'mute_v2', attrs: { ...idsOf(call), 'mute-state': call.muted ? '1' : '0' } })
}

/** The actions of a `<call>` the engine follows; the rest (preaccept, transport, relaylatency, heartbeat, video) carry media set-up it has no use for. */
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
 * followed (whatsmeow reads exactly one child; so does this). Group-call notices (`offer_notice`) are not
 * followed: the engine places and takes 1:1 calls only.
 */
export function parseCallNode(node: BinaryNode): ParsedCall | null {
  const child = getAllBinaryNodeChildren(node)[0]
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
