import { getBinaryNodeChild, getBinaryNodeChildren, type BinaryNode } from '@whiskeysockets/baileys'
import type { Handler } from '../dispatch.js'
import type { Server } from '../server/context.js'
import type { Client } from '../server/sockets.js'
import { deviceJid, type DeviceRecord } from '../state/accounts.js'
import type { CallRecord } from '../state/calls.js'

/*
 * The call relay: signalling only, no media. The `<call>` shapes are whatsapp-rust's
 * (wacore/src/stanza/call.rs) and whatsmeow's (call.go), unverified against WhatsApp: the typed ack,
 * the offer fanned out with each device's own `<enc>`, `reject reason='busy'`, `terminate reason='timeout'`.
 */

// the ring timers stay out of the records, which are plain data; keyed by record, so simulators never share one
const rings = new WeakMap<CallRecord, NodeJS.Timeout>()

function childOf(node: BinaryNode): BinaryNode | undefined {
  return Array.isArray(node.content) ? node.content[0] : undefined
}

/**
 * Baileys sends `<call>` through query(), which waits for a frame with the same id: the typed ack
 * (`<ack class='call' type=<child>>`) is that frame, so rejectCall returns at once.
 */
function ack(client: Client, node: BinaryNode, type: string, error?: string): void {
  const from = node.attrs.to ?? client.device!.account.pnJid()
  client.send({
    tag: 'ack',
    attrs: { id: node.attrs.id ?? '', class: 'call', type, from, ...(error ? { error } : {}) },
  })
}

/** a `<call>` from `sender`, as the server delivers it: the sender's PN device jid, a server id, the time */
function callStanza(
  server: Server,
  sender: DeviceRecord,
  child: BinaryNode,
  extra: Record<string, string> = {},
): BinaryNode {
  const attrs: Record<string, string> = {
    from: deviceJid(sender, 'pn'),
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

function relay(server: Server, call: CallRecord, sender: DeviceRecord, child: BinaryNode): void {
  for (const device of devicesOfBoth(call, sender)) server.deliver(device, callStanza(server, sender, child))
}

function stopRinging(call: CallRecord): void {
  clearTimeout(rings.get(call))
  rings.delete(call)
}

/** no answer within the ring time: both sides hear `terminate reason='timeout'` (Baileys: status timeout, a missed-call stub) */
function ringOut(server: Server, call: CallRecord): void {
  rings.delete(call)
  if (call.state !== 'ringing') return
  server.state.calls.end(call)
  const child: BinaryNode = { tag: 'terminate', attrs: callAttrs(call, { reason: 'timeout' }) }
  const callee = call.callee.devices.get(0)!
  for (const device of devicesOfBoth(call)) {
    const from = device.account === call.callee ? call.caller : callee
    server.deliver(device, callStanza(server, from, child))
  }
}

/** the callee's own `<enc>` out of the caller's `<destination>`, the rest of the offer as it came */
function offerFor(offer: BinaryNode, enc: BinaryNode | undefined, callerPn: string): BinaryNode {
  const rest = (offer.content as BinaryNode[]).filter((c) => c.tag !== 'destination')
  const at = rest.findIndex((c) => c.tag === 'encopt')
  const content = enc
    ? [...rest.slice(0, at < 0 ? rest.length : at), enc, ...rest.slice(at < 0 ? rest.length : at)]
    : rest
  return { tag: 'offer', attrs: { ...offer.attrs, caller_pn: callerPn }, content }
}

function receiveOffer(server: Server, client: Client, node: BinaryNode): void {
  const caller = client.device!
  const offer = getBinaryNodeChild(node, 'offer')!
  const callee = server.state.accounts.resolve(node.attrs.to)?.account
  const id = offer.attrs['call-id']
  if (!callee || !id || callee === caller.account || server.state.calls.get(id))
    return ack(client, node, 'offer', '400')
  ack(client, node, 'offer')
  const envelopes = getBinaryNodeChildren(getBinaryNodeChild(offer, 'destination'), 'to')
    .map((to) => ({ device: server.state.accounts.resolveDevice(to.attrs.jid), enc: getBinaryNodeChild(to, 'enc') }))
    .filter((e): e is { device: DeviceRecord; enc: BinaryNode | undefined } => e.device?.account === callee)
  const busy = server.state.calls.liveFor(callee)
  const call = server.state.calls.offer({
    id,
    creator: offer.attrs['call-creator'] ?? deviceJid(caller, 'pn'),
    caller,
    callee,
  })
  if (busy) {
    server.state.calls.end(call)
    const reject: BinaryNode = { tag: 'reject', attrs: callAttrs(call, { count: '0', reason: 'busy' }) }
    return server.deliver(caller, callStanza(server, callee.devices.get(0)!, reject))
  }
  for (const { device, enc } of envelopes) {
    const attrs = { platform: caller.id === 0 ? 'android' : 'web', version: '2', e: '0' }
    server.deliver(device, callStanza(server, caller, offerFor(offer, enc, caller.account.pnJid()), attrs))
  }
  const timer = setTimeout(() => ringOut(server, call), server.callRingMs)
  timer.unref()
  rings.set(call, timer)
}

/** `device` belongs to one side of `call` */
function inCall(call: CallRecord, device: DeviceRecord): boolean {
  return device.account === call.caller.account || device.account === call.callee
}

/** accept, reject, terminate, mute_v2, preaccept: the record follows, and both accounts' other devices hear it */
function signal(tag: string, apply: (server: Server, call: CallRecord) => void): Handler {
  return {
    tag: 'call',
    child: tag,
    handle(server, client, node) {
      const child = childOf(node)!
      const sender = client.device!
      const call = server.state.calls.get(child.attrs['call-id'])
      ack(client, node, tag)
      if (!call || call.state === 'ended' || !inCall(call, sender)) return
      apply(server, call)
      relay(server, call, sender, child)
    },
  }
}

function end(server: Server, call: CallRecord): void {
  stopRinging(call)
  server.state.calls.end(call)
}

export const callHandlers: readonly Handler[] = [
  { tag: 'call', child: 'offer', handle: receiveOffer },
  signal('accept', (server, call) => {
    stopRinging(call)
    server.state.calls.accept(call)
  }),
  signal('reject', end),
  signal('terminate', end),
  // the relay only passes a mute on: the other side's phone shows it, the server keeps nothing
  signal('mute_v2', () => undefined),
  signal('preaccept', () => undefined),
]
