import { getBinaryNodeChild, getBinaryNodeChildren, type BinaryNode } from '@whiskeysockets/baileys'
import { STATUS_JID } from '../jids.js'
import type { Server } from '../server/context.js'
import type { Client } from '../server/sockets.js'
import { deviceJid, type DeviceRecord } from '../state/accounts.js'

/**
 * `<message to='status@broadcast'>`: a status post. Its `<participants>` name every device it is for, each with
 * its `<enc>` carrying the sender key (Baileys Socket/messages-send.ts relayMessage encrypts for the devices of
 * `statusJidList` and keeps no sender-key memory for statuses, so every post names them all), beside one
 * `skmsg`. The server delivers to the devices named and to no one else, each copy from `status@broadcast` with the
 * poster's device in `participant` (its LID, the identity Baileys names the status sender key after, with
 * `participant_pn`), as whatsmeow message.go parseMessageSource reads a broadcast (Chat = from, Sender =
 * participant). Which devices WhatsApp itself adds from the poster's privacy settings is not modelled: the list
 * is the audience.
 */
export function relayStatus(server: Server, client: Client, node: BinaryNode): void {
  const sender = client.device
  const { id } = node.attrs
  if (!sender || !id) return
  client.send({ tag: 'ack', attrs: { class: 'message', id, t: server.now(), from: STATUS_JID } })
  const perDevice = new Map<DeviceRecord, BinaryNode>()
  for (const toNode of getBinaryNodeChildren(getBinaryNodeChild(node, 'participants'), 'to')) {
    const device = server.state.accounts.resolveDevice(toNode.attrs.jid)
    const enc = getBinaryNodeChild(toNode, 'enc')
    if (device && enc) perDevice.set(device, enc)
  }
  const skmsg = getBinaryNodeChildren(node, 'enc').find((enc) => enc.attrs.type === 'skmsg')
  const deviceIdentity = getBinaryNodeChild(node, 'device-identity')
  const attrs: Record<string, string> = {
    from: STATUS_JID,
    id,
    t: server.now(),
    type: node.attrs.type ?? 'text',
    participant: deviceJid(sender, 'lid'),
    participant_pn: sender.account.pnJid(),
  }
  if (sender.account.pushName) attrs.notify = sender.account.pushName
  const mediatype = node.attrs.mediatype
  if (mediatype) attrs.mediatype = mediatype
  server.state.messages.remember({ id, sender, addressing: 'lid', groupJid: STATUS_JID })
  const delivered: string[] = []
  for (const [device, enc] of perDevice) {
    // the poster's own other devices get their copy as any listed device does; a blocked poster reaches no one
    if (device === sender || device.account.blocked.has(sender.account)) continue
    const content: BinaryNode[] = [enc]
    if (skmsg) content.push(skmsg)
    if (enc.attrs.type === 'pkmsg' && deviceIdentity) content.push(deviceIdentity)
    server.deliver(device, { tag: 'message', attrs: { ...attrs }, content })
    delivered.push(deviceJid(device, 'lid'))
  }
  // WhatsApp Web marks a post with the poster's status privacy (whatsapp-rust src/send/mod.rs); Baileys does not,
  // and WhatsApp takes its posts, so a post without it is relayed too
  const statusSetting = getBinaryNodeChildren(node, 'meta').find((meta) => meta.attrs.status_setting)?.attrs
    .status_setting
  server.events.emit('message-relayed', {
    id,
    fromJid: attrs.participant!,
    to: STATUS_JID,
    recipients: delivered,
    ...(statusSetting ? { statusSetting } : {}),
  })
}
