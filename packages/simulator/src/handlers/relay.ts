import { getBinaryNodeChild, getBinaryNodeChildren, type BinaryNode } from '@whiskeysockets/baileys'
import type { Handler } from '../dispatch.js'
import { isChannelJid, isGroupJid, STATUS_JID } from '../jids.js'
import type { Server } from '../server/context.js'
import type { Client } from '../server/sockets.js'
import { deviceJid, type DeviceRecord } from '../state/accounts.js'
import { relayChannelPost } from './channel-posts.js'
import { relayGroupMessage } from './group-relay.js'
import { relayStatus } from './status-relay.js'

interface Envelope {
  device: DeviceRecord
  enc: BinaryNode
}

interface FanOut {
  id: string
  sender: DeviceRecord
  /** the `to` the sender addressed: decides PN or LID addressing towards the recipients */
  destination: string
  addressing: 'pn' | 'lid'
  type: string
  envelopes: Envelope[]
  deviceIdentity?: BinaryNode
  category?: string
  extraAttrs?: Record<string, string>
}

/**
 * Delivers one encrypted payload per recipient device, addressed the way WhatsApp does: from the
 * sender's device jid in the sender's chosen addressing, with the other identity in
 * sender_lid/sender_pn, and `recipient` on copies for the sender's own other devices.
 */
function fanOut(server: Server, msg: FanOut): void {
  const t = server.now()
  const { sender } = msg
  const from = deviceJid(sender, msg.addressing)
  const alt: Record<string, string> =
    msg.addressing === 'lid' ? { sender_pn: sender.account.pnJid() } : { sender_lid: sender.account.lidJid() }
  const delivered: string[] = []
  server.state.messages.remember({ id: msg.id, sender, addressing: msg.addressing })
  for (const { device, enc } of msg.envelopes) {
    if (device === sender) continue
    if (device.account !== sender.account) {
      sender.account.contacts.add(device.account)
      device.account.contacts.add(sender.account)
    }
    const attrs: Record<string, string> = {
      from,
      id: msg.id,
      t,
      type: msg.type,
      ...alt,
      ...(msg.extraAttrs ?? {}),
    }
    if (sender.account.pushName && device.account !== sender.account) attrs.notify = sender.account.pushName
    if (device.account === sender.account && msg.category !== 'peer') attrs.recipient = msg.destination
    if (msg.category) attrs.category = msg.category
    const content: BinaryNode[] = [enc]
    if (msg.deviceIdentity && enc.attrs.type === 'pkmsg') content.push(msg.deviceIdentity)
    server.deliver(device, { tag: 'message', attrs, content })
    delivered.push(deviceJid(device, msg.addressing))
  }
  server.events.emit('message-relayed', { id: msg.id, fromJid: from, to: msg.destination, recipients: delivered })
}

/** `<message>` from a connected device: server ack, then fan-out to the devices it encrypted for. */
function relayMessage(server: Server, client: Client, node: BinaryNode): void {
  const sender = client.device
  const { id, to } = node.attrs
  if (!sender || !id || !to) return
  if (isGroupJid(to)) return relayGroupMessage(server, client, node)
  if (to === STATUS_JID) return relayStatus(server, client, node)
  if (isChannelJid(to)) return relayChannelPost(server, client, node)
  const target = server.state.accounts.resolve(to)
  const t = server.now()
  if (!target) {
    client.send({ tag: 'ack', attrs: { class: 'message', id, t, from: to, error: '404' } })
    return
  }
  const envelopes: Envelope[] = []
  const participants = getBinaryNodeChild(node, 'participants')
  for (const toNode of getBinaryNodeChildren(participants, 'to')) {
    const device = server.state.accounts.resolveDevice(toNode.attrs.jid)
    const enc = getBinaryNodeChild(toNode, 'enc')
    if (device && enc) envelopes.push({ device, enc })
  }
  // peer messages (to the own phone) and retry resends (to one device) carry their <enc> directly
  const directEnc = getBinaryNodeChild(node, 'enc')
  const directDevice = target.account.devices.get(target.device)
  if (directEnc && !participants && directDevice) envelopes.push({ device: directDevice, enc: directEnc })
  client.send({ tag: 'ack', attrs: { class: 'message', id, t, from: to } })
  // A blocked sender is not told: its message is taken (one tick) and never delivered (WhatsApp's FAQ "How to
  // block and unblock contacts": messages sent to a contact who blocked you show one check mark).
  if (target.account.blocked.has(sender.account)) return
  const deviceIdentity = getBinaryNodeChild(node, 'device-identity')
  const passthrough: Record<string, string> = {}
  for (const key of ['edit', 'mediatype', 'push_priority'] as const) {
    const value = node.attrs[key]
    if (value) passthrough[key] = value
  }
  const fan: FanOut = {
    id,
    sender,
    // a resend to one of the sender's own devices names the chat in `recipient`
    destination: node.attrs.recipient ?? to,
    addressing: target.addressing,
    type: node.attrs.type ?? 'text',
    envelopes,
    extraAttrs: passthrough,
  }
  if (deviceIdentity) fan.deviceIdentity = deviceIdentity
  if (node.attrs.category) fan.category = node.attrs.category
  fanOut(server, fan)
}

const FORWARDED_RECEIPTS = new Set(['', 'read', 'played', 'inactive', 'retry', 'delivery', 'sender'])

interface ReceiptOut {
  from: DeviceRecord
  ids: string[]
  type?: string
  /** extra children, e.g. the retry and keys of a retry receipt */
  content?: BinaryNode[]
  /** the group a group receipt names in `to`: only that group's messages are answered by it */
  groupJid?: string
  /** the chat of a 1:1 `sender` receipt */
  recipient?: string
}

/**
 * Sends a receipt from `from` to the devices that sent the messages, grouped per sender: from the
 * receiving device for a 1:1 message, from the group with the receiving device in `participant` for
 * a group message, further ids in `<list><item id>` (the shape whatsmeow's receipt.go parseReceipt
 * and whatsapp-rust's src/receipt.rs read). WhatsApp may also aggregate a group's receipts into
 * `<participants key><user jid t>`; this server never does. Of the sender's own other devices only
 * `sender` receipts come back (a 1:1 one naming the chat in `recipient`), and a group retry: a
 * sibling that could not decrypt the group message needs the resend like any member.
 */
function relayReceipt(server: Server, receipt: ReceiptOut): void {
  const bySender = new Map<DeviceRecord, { ids: string[]; addressing: 'pn' | 'lid' }>()
  for (const id of receipt.ids) {
    const relayed = server.state.messages.find(id)
    if (!relayed || relayed.groupJid !== receipt.groupJid) continue
    const own = relayed.sender.account === receipt.from.account
    const ownRetry = own && receipt.groupJid !== undefined && receipt.type === 'retry'
    // `sender`: another device of the sending account got the copy (whatsmeow receipt.go sendMessageReceipt)
    if (own !== (receipt.type === 'sender') && !ownRetry) continue
    const group = bySender.get(relayed.sender) ?? { ids: [], addressing: relayed.addressing }
    group.ids.push(id)
    bySender.set(relayed.sender, group)
  }
  for (const [sender, { ids, addressing }] of bySender) {
    const [first, ...rest] = ids
    if (!first) continue
    const receiver = deviceJid(receipt.from, addressing)
    const attrs: Record<string, string> = receipt.groupJid
      ? { from: receipt.groupJid, participant: receiver }
      : { from: receiver }
    if (receipt.recipient && !receipt.groupJid) attrs.recipient = receipt.recipient
    attrs.id = first
    attrs.t = server.now()
    // 'inactive' is a delivery to a device that is not in the foreground: senders see it as delivered
    if (receipt.type && receipt.type !== 'inactive' && receipt.type !== 'delivery') attrs.type = receipt.type
    const content: BinaryNode[] = [...(receipt.content ?? [])]
    if (rest.length)
      content.unshift({ tag: 'list', attrs: {}, content: rest.map((id) => ({ tag: 'item', attrs: { id } })) })
    server.deliver(sender, content.length ? { tag: 'receipt', attrs, content } : { tag: 'receipt', attrs })
    server.events.emit('receipt-relayed', {
      id: first,
      fromJid: receiver,
      toJid: deviceJid(sender, addressing),
      type: attrs.type ?? 'delivery',
    })
  }
}

/** `<receipt>` from a connected device: ack it, and forward delivery/read/played/retry to the sender. */
function relayClientReceipt(server: Server, client: Client, node: BinaryNode): void {
  const from = client.device
  const { id, to } = node.attrs
  if (!from || !id) return
  const type = node.attrs.type ?? ''
  const ack: Record<string, string> = { class: 'receipt', id }
  if (to) ack.from = to
  if (node.attrs.type) ack.type = node.attrs.type
  client.send({ tag: 'ack', attrs: ack })
  const ids = [id]
  const list = getBinaryNodeChild(node, 'list')
  for (const item of getBinaryNodeChildren(list, 'item')) if (item.attrs.id) ids.push(item.attrs.id)
  // Baileys answers a message it decrypted with a receipt instead of an ack: the server's hold ends either way. A
  // retry receipt answers nothing: the client acks the copy it could not decrypt as well (Baileys messages-recv
  // handleMessage nacks it after the retry; whatsmeow message.go sends its ack after sendRetryReceipt)
  if (type !== 'retry') for (const received of ids) server.sockets.acked(from, received)
  if (!FORWARDED_RECEIPTS.has(type)) return
  const extra = Array.isArray(node.content) ? node.content.filter((c) => c.tag !== 'list') : []
  const out: ReceiptOut = { from, ids, content: extra }
  if (type) out.type = type
  // a status's receipt names the broadcast and the poster, as a group's names the group and the sender
  if (isGroupJid(to) || to === STATUS_JID) out.groupJid = to
  if (node.attrs.recipient) out.recipient = node.attrs.recipient
  relayReceipt(server, out)
}

/** `<message>` and `<receipt>`: the relay between the devices of accounts, 1:1 and in groups. */
export const relayHandlers: readonly Handler[] = [
  { tag: 'message', handle: relayMessage },
  { tag: 'receipt', handle: relayClientReceipt },
]
