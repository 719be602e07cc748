import { randomBytes } from 'node:crypto'
import { getBinaryNodeChild, getBinaryNodeChildren, type BinaryNode } from '@whiskeysockets/baileys'
import type { Handler } from '../dispatch.js'
import { LID_SERVER, parseJid, PN_SERVER } from '../jids.js'
import { iqResult } from '../server/iq.js'
import type { Server } from '../server/context.js'
import type { Client } from '../server/sockets.js'
import { type Account, deviceJid, type DeviceRecord } from '../state/accounts.js'
import type { CallRecord } from '../state/calls.js'
import { acceptShapeError, newRelayBlock, preacceptShapeError, relayNode, transportShapeError } from './call-media.js'

/*
 * The call relay: signalling, and the `<relay>` blocks of call-media.ts (no media flows). The `<call>` shapes are whatsapp-rust's
 * (wacore/src/stanza/call.rs) and whatsmeow's (call.go), unverified against WhatsApp. What the server
 * refuses, and with which code:
 * - 439: an offer whose children are out of order or miss one a current offer carries (whatsapp-rust
 *   stanza/call.rs: "a mis-ordered offer is rejected with error 439"; the order and the children are its
 *   `build_offer`'s, with the capability `place_call` in src/voip/facade.rs always sends).
 * - 479: an offer addressed to a device instead of the account, or a `call-creator` that is not the
 *   sender's (whatsapp-rust src/client/node_io.rs: 479 "SmaxInvalid", a stanza field in an incorrect
 *   format such as a wrong JID; which fields the server checks is not in any reference).
 * - 463: an offer without the callee's trusted-contact token when the callee takes calls from known
 *   contacts only (whatsapp-rust src/features/tctoken.rs and node_io.rs: "463 (MissingTcToken)"; the
 *   `calladd=known` trigger is this simulator's choice, Baileys Socket/chats.js `updateCallPrivacy` sets it).
 * - 404: an action on a call id the server does not know, or one the sender is not part of. No reference
 *   shows the code; the shape is the typed ack with `error` that whatsapp-rust (node_io.rs) and Baileys
 *   (messages-recv.js handleBadAck) read.
 * - 400: a preaccept, accept or transport not in the shape whatsapp-rust and meowcaller build (call-media.ts);
 *   not passed on. The code is this simulator's choice: no reference shows what WhatsApp answers to one. A
 *   transport has no id and cannot be acked: it is dropped, and the refusal logged.
 */

// the ring timers stay out of the records, which are plain data; keyed by record, so simulators never share one
const rings = new WeakMap<CallRecord, NodeJS.Timeout>()

function childOf(node: BinaryNode): BinaryNode | undefined {
  return Array.isArray(node.content) ? node.content[0] : undefined
}

/**
 * The typed ack of a `<call>`: `<ack class='call' type=<child> id [error]>`, the frame Baileys' query()
 * waits for (whatsapp-rust stanza/call.rs `build_typed_call_ack` and src/client/voip.rs tests show the
 * shape). A stanza without an id cannot be acked: whatsapp-rust sends mute_v2 without one.
 */
function ack(client: Client, node: BinaryNode, type: string, error?: string, content?: BinaryNode[]): void {
  if (!node.attrs.id) return
  const from = node.attrs.to ?? client.device!.account.pnJid()
  client.send({
    tag: 'ack',
    attrs: { id: node.attrs.id, class: 'call', type, from, ...(error ? { error } : {}) },
    ...(content ? { content } : {}),
  })
}

/**
 * a `<call>` from `sender`, as the server delivers it: the sender's device jid in the call's addressing, a
 * server id, the time (whatsapp-rust stanza/call.rs tests, `base_call_builder`)
 */
function callStanza(
  server: Server,
  sender: DeviceRecord,
  addressing: 'pn' | 'lid',
  child: BinaryNode,
  extra: Record<string, string> = {},
): BinaryNode {
  const attrs: Record<string, string> = {
    from: deviceJid(sender, addressing),
    id: server.nextId(),
    t: server.now(),
    ...extra,
  }
  if (sender.account.pushName) attrs.notify = sender.account.pushName
  return { tag: 'call', attrs, content: [child] }
}

function callAttrs(call: CallRecord, extra: Record<string, string> = {}): Record<string, string> {
  return { 'call-id': call.id, 'call-creator': call.creator, ...extra }
}

/** every device of both accounts but `except`: the other side, and the sender's own other devices */
function devicesOfBoth(call: CallRecord, except?: DeviceRecord): DeviceRecord[] {
  return [...call.caller.account.devices.values(), ...call.callee.devices.values()].filter((d) => d !== except)
}

/** an action passed on as it came (whatsmeow call.go: one action child per `<call>`) */
function relay(server: Server, call: CallRecord, sender: DeviceRecord, child: BinaryNode): void {
  for (const device of devicesOfBoth(call, sender))
    server.deliver(device, callStanza(server, sender, call.addressing, child))
}

function stopRinging(call: CallRecord): void {
  clearTimeout(rings.get(call))
  rings.delete(call)
}

/**
 * no answer within the ring time: both sides hear `terminate reason='timeout'` (whatsapp-rust stanza/call.rs
 * `TERMINATE_REASON_TIMEOUT`; Baileys: status timeout, a missed-call stub)
 */
function ringOut(server: Server, call: CallRecord): void {
  rings.delete(call)
  if (call.state !== 'ringing') return
  server.state.calls.end(call)
  const child: BinaryNode = { tag: 'terminate', attrs: callAttrs(call, { reason: 'timeout' }) }
  const callee = call.callee.devices.get(0)!
  for (const device of devicesOfBoth(call)) {
    const from = device.account === call.callee ? call.caller : callee
    server.deliver(device, callStanza(server, from, call.addressing, child))
  }
}

/**
 * The children of a current offer in the order the server enforces (whatsapp-rust stanza/call.rs
 * `build_offer`): privacy? audio+ video? net capability (enc | destination) encopt device-identity?
 */
const OFFER_ORDER: readonly { tags: readonly string[]; required: boolean; many?: true }[] = [
  { tags: ['privacy'], required: false },
  { tags: ['audio'], required: true, many: true },
  { tags: ['video'], required: false },
  { tags: ['net'], required: true },
  { tags: ['capability'], required: true },
  { tags: ['enc', 'destination'], required: true },
  { tags: ['encopt'], required: true },
  { tags: ['device-identity'], required: false },
]

function inOfferOrder(children: BinaryNode[]): boolean {
  let at = 0
  for (const slot of OFFER_ORDER) {
    const start = at
    while (at < children.length && slot.tags.includes(children[at]!.tag) && (slot.many || at === start)) at++
    if (slot.required && at === start) return false
  }
  return at === children.length
}

/** `jid` names an account (PN or LID) with no device part: what an offer's `to` must be (whatsapp-rust facade.rs addresses the callee so) */
function isAccountJid(jid: string | undefined): boolean {
  const server = parseJid(jid)?.server
  return (server === PN_SERVER || server === LID_SERVER) && !jid!.includes(':')
}

/** `jid` names `account`, in either addressing, with or without a device */
function names(server: Server, jid: string | undefined, account: Account): boolean {
  return server.state.accounts.resolve(jid)?.account === account
}

/**
 * Where each of the callee's devices finds its call key: one `<to jid><enc>` each under `<destination>`,
 * or a bare `<enc>`, which names no device and goes to the callee's primary (whatsapp-rust stanza/call.rs,
 * `OfferParams.multi_device`: "a bare <enc> drops its jid and could misroute to the primary device").
 */
function keysByDevice(server: Server, offer: BinaryNode, callee: Account): Map<DeviceRecord, BinaryNode> {
  const keys = new Map<DeviceRecord, BinaryNode>()
  const bare = getBinaryNodeChild(offer, 'enc')
  const primary = callee.devices.get(0)
  if (bare && primary) keys.set(primary, bare)
  for (const to of getBinaryNodeChildren(getBinaryNodeChild(offer, 'destination'), 'to')) {
    const device = server.state.accounts.resolveDevice(to.attrs.jid)
    const enc = getBinaryNodeChild(to, 'enc')
    if (device?.account === callee && enc) keys.set(device, enc)
  }
  return keys
}

/**
 * The offer one callee device receives: its own `<enc>` in place of the caller's keys, the rest as it came
 * but the `<privacy>` token, which is the server's to check (whether WhatsApp passes it on is not in any
 * reference). `caller_pn` names the caller's phone number on a LID-addressed offer (whatsapp-rust
 * stanza/call.rs test `offer_audio_only`; whatsmeow call.go reads it when the creator is a LID).
 */
function offerFor(call: CallRecord, offer: BinaryNode, enc: BinaryNode | undefined): BinaryNode {
  const rest = (offer.content as BinaryNode[]).filter((c) => !['destination', 'enc', 'privacy'].includes(c.tag))
  const at = rest.findIndex((c) => c.tag === 'encopt')
  const content = enc ? [...rest.slice(0, at), enc, ...rest.slice(at)] : rest
  const attrs = { ...offer.attrs, ...(call.addressing === 'lid' ? { caller_pn: call.caller.account.pnJid() } : {}) }
  return { tag: 'offer', attrs, content }
}

/** why the server refuses `offer`, as the ack's error code, or null when it takes it */
function refusalOf(server: Server, caller: DeviceRecord, node: BinaryNode, offer: BinaryNode): string | null {
  const callee = server.state.accounts.resolve(node.attrs.to)?.account
  const id = offer.attrs['call-id']
  if (!callee || !id || callee === caller.account || server.state.calls.get(id)) return '400'
  if (!isAccountJid(node.attrs.to) || !names(server, offer.attrs['call-creator'], caller.account)) return '479'
  if (!inOfferOrder(offer.content as BinaryNode[])) return '439'
  if (server.state.calls.callPrivacy(callee) === 'known') {
    const issued = server.state.calls.tokenFor(callee, caller.account)
    const carried = getBinaryNodeChild(offer, 'privacy')?.content
    if (!issued || !(carried instanceof Uint8Array) || !issued.token.equals(carried)) return '463'
  }
  return null
}

function receiveOffer(server: Server, client: Client, node: BinaryNode): void {
  const caller = client.device!
  const offer = getBinaryNodeChild(node, 'offer')!
  if (!Array.isArray(offer.content)) return ack(client, node, 'offer', '439')
  const refusal = refusalOf(server, caller, node, offer)
  if (refusal) return ack(client, node, 'offer', refusal)
  // each side its own relay block: the caller's rides on this ack, the callee's beside the offer it receives
  const relays = { caller: newRelayBlock(), callee: newRelayBlock() }
  ack(client, node, 'offer', undefined, [relayNode(relays.caller)])
  const resolved = server.state.accounts.resolve(node.attrs.to)!
  const callee = resolved.account
  // A call from someone the callee blocked never rings there, and the caller is not told why (WhatsApp's FAQ
  // "How to block and unblock contacts"): the offer is taken and goes nowhere; the caller's phone gives up.
  if (callee.blocked.has(caller.account)) return
  const busy = server.state.calls.liveFor(callee)
  const call = server.state.calls.offer({
    id: offer.attrs['call-id']!,
    creator: offer.attrs['call-creator']!,
    caller,
    callee,
    addressing: resolved.addressing,
    relays,
  })
  if (busy) {
    server.state.calls.end(call)
    // whatsapp-rust stanza/call.rs `REJECT_REASON_BUSY`: the device cannot take the call
    const reject: BinaryNode = { tag: 'reject', attrs: callAttrs(call, { count: '0', reason: 'busy' }) }
    return server.deliver(caller, callStanza(server, callee.devices.get(0)!, call.addressing, reject))
  }
  const keys = keysByDevice(server, offer, callee)
  for (const device of callee.devices.values()) {
    // whatsapp-rust stanza/call.rs tests (`base_call_builder`): platform, version and `e` on a delivered offer
    const attrs = { platform: caller.id === 0 ? 'android' : 'web', version: '2', e: '0' }
    const stanza = callStanza(server, caller, call.addressing, offerFor(call, offer, keys.get(device)), attrs)
    server.deliver(device, { ...stanza, content: [...(stanza.content as BinaryNode[]), relayNode(relays.callee)] })
  }
  const timer = setTimeout(() => ringOut(server, call), server.callRingMs)
  timer.unref()
  rings.set(call, timer)
}

/** `device` belongs to one side of `call` */
function inCall(call: CallRecord, device: DeviceRecord): boolean {
  return device.account === call.caller.account || device.account === call.callee
}

/**
 * accept, reject, terminate, mute_v2, preaccept: the record follows, and both accounts' other devices hear
 * it (whatsapp-rust stanza/call.rs `build_accept`, `build_reject`, `build_terminate`, `build_mute_v2`,
 * `build_preaccept`; whatsmeow call.go). One on a call the server does not know, has ended, or the sender
 * is not in is refused (404); one naming another creator than the call's is refused as malformed (479).
 */
function signal(
  tag: string,
  apply: (server: Server, call: CallRecord) => void,
  shapeError: (child: BinaryNode) => string | null = () => null,
): Handler {
  return {
    tag: 'call',
    child: tag,
    handle(server, client, node) {
      const child = childOf(node)!
      const sender = client.device!
      const call = server.state.calls.get(child.attrs['call-id'])
      if (!call || call.state === 'ended' || !inCall(call, sender)) return ack(client, node, tag, '404')
      if (!names(server, child.attrs['call-creator'], call.caller.account)) return ack(client, node, tag, '479')
      const malformed = shapeError(child)
      if (malformed) {
        server.logger.warn({ callId: call.id, tag, malformed }, 'call node refused: not in the references’ shape')
        return ack(client, node, tag, '400')
      }
      ack(client, node, tag)
      apply(server, call)
      relay(server, call, sender, child)
    },
  }
}

function end(server: Server, call: CallRecord): void {
  stopRinging(call)
  server.state.calls.end(call)
}

/**
 * `<iq xmlns=privacy type=set><tokens><token jid t type=trusted_contact/>`: the sender issues its
 * trusted-contact token to each account named (Baileys messages-send.js `issuePrivacyTokens`,
 * whatsapp-rust wacore/src/iq/tctoken.rs `IssuePrivacyTokensSpec`). Each holder's devices get it as
 * `<notification type=privacy_token from sender_lid><tokens><token jid t type=trusted_contact>bytes`
 * (whatsapp-rust tctoken.rs tests, `parse_privacy_token_notification`; Baileys messages-recv.js
 * `handlePrivacyTokenNotification` reads `sender_lid`); the iq answers with an empty `<tokens>`, as no
 * reference shows what else the server returns there.
 */
function issueTokens(server: Server, client: Client, iq: BinaryNode): void {
  const issuer = client.device!.account
  const t = Number(server.now())
  for (const request of getBinaryNodeChildren(getBinaryNodeChild(iq, 'tokens'), 'token')) {
    const holder = server.state.accounts.resolve(request.attrs.jid)?.account
    if (!holder || holder === issuer || request.attrs.type !== 'trusted_contact') continue
    const token = randomBytes(24)
    server.state.calls.issueToken(issuer, holder, { token, t })
    for (const device of holder.devices.values()) {
      server.deliver(device, {
        tag: 'notification',
        attrs: {
          from: issuer.pnJid(),
          sender_lid: issuer.lid,
          type: 'privacy_token',
          id: server.nextId(),
          t: String(t),
        },
        content: [
          {
            tag: 'tokens',
            attrs: {},
            content: [
              { tag: 'token', attrs: { jid: holder.lid, t: String(t), type: 'trusted_contact' }, content: token },
            ],
          },
        ],
      })
    }
  }
  client.send(iqResult(iq, [{ tag: 'tokens', attrs: {} }]))
}

export const callHandlers: readonly Handler[] = [
  { tag: 'call', child: 'offer', handle: receiveOffer },
  signal(
    'accept',
    (server, call) => {
      stopRinging(call)
      server.state.calls.accept(call)
    },
    acceptShapeError,
  ),
  signal('reject', end),
  signal('terminate', end),
  // the relay only passes a mute on: the other side's phone shows it, the server keeps nothing
  signal('mute_v2', () => undefined),
  signal('preaccept', () => undefined, preacceptShapeError),
  // the relay passes a transport on to the other side (whatsapp-rust stanza/call.rs parses an incoming one)
  signal('transport', () => undefined, transportShapeError),
  { tag: 'iq', xmlns: 'privacy', type: 'set', child: 'tokens', handle: issueTokens },
]
