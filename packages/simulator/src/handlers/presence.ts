import { type BinaryNode, getBinaryNodeChildren } from '@whiskeysockets/baileys'
import type { Handler } from '../dispatch.js'
import type { Server } from '../server/context.js'
import type { Client } from '../server/sockets.js'
import type { Account } from '../state/accounts.js'

/**
 * Presence: who is online, and who is typing to whom. Shapes as whatsmeow presence.go and Baileys
 * Socket/chats.js send and read them (unverified against WhatsApp):
 *
 * - `<presence type=available|unavailable name?/>` from a device: the account is online or not (and `name` is its
 *   push name, Baileys `sendPresenceUpdate`); its subscribers get `<presence from/>` (online: no `type`) or
 *   `<presence from type=unavailable last=<seconds>/>` (whatsmeow `handlePresence`, Baileys `handlePresenceUpdate`).
 * - `<presence type=subscribe to/>` (Baileys `presenceSubscribe`, whatsmeow `SubscribePresence`) subscribes the
 *   sender's connection, which is told the account's current presence at once.
 * - `<chatstate to><composing media?/>|<paused/></chatstate>` (Baileys `sendPresenceUpdate`, whatsmeow
 *   `SendChatPresence`): typing to a person reaches the connections of that person subscribed to the typist that
 *   marked themselves online, as `<chatstate from><composing/></chatstate>` (whatsmeow `handleChatState`); WhatsApp
 *   sends chat states only to subscribers, and only after the client marked itself online (whatsmeow
 *   `SubscribePresence`'s doc and `types/events/events.go` ChatPresence). Typing in groups is not relayed by this
 *   server.
 */
function presenceOf(account: Account, addressing: 'pn' | 'lid'): BinaryNode {
  const from = addressing === 'lid' ? account.lid : account.jid
  if (account.online) return { tag: 'presence', attrs: { from } }
  const attrs: Record<string, string> = { from, type: 'unavailable' }
  if (account.lastSeen > 0) attrs.last = String(Math.floor(account.lastSeen / 1000))
  return { tag: 'presence', attrs }
}

function announce(server: Server, account: Account): void {
  for (const { client, addressing } of server.state.presence.of(account)) client.send(presenceOf(account, addressing))
}

function presence(server: Server, client: Client, node: BinaryNode): void {
  const account = client.device!.account
  const { type, name, to } = node.attrs
  if (type === 'subscribe') {
    const target = server.state.accounts.resolve(to)
    if (!target || target.account === account) return
    server.state.presence.subscribe(target.account, { client, addressing: target.addressing })
    return client.send(presenceOf(target.account, target.addressing))
  }
  if (name) account.pushName = name
  if (type !== 'available' && type !== 'unavailable') return
  const online = type === 'available'
  server.state.presence.mark(client, online)
  if (online === account.online) return
  account.online = online
  if (!online) account.lastSeen = server.state.clock.now()
  announce(server, account)
}

function chatstate(server: Server, client: Client, node: BinaryNode): void {
  const sender = client.device!.account
  const recipient = server.state.accounts.resolve(node.attrs.to)?.account
  const [state] = [...getBinaryNodeChildren(node, 'composing'), ...getBinaryNodeChildren(node, 'paused')]
  if (!recipient || !state || recipient.blocked.has(sender)) return
  for (const { client: subscriber, addressing } of server.state.presence.of(sender)) {
    if (subscriber.device?.account !== recipient || !server.state.presence.isOnline(subscriber)) continue
    const from = addressing === 'lid' ? sender.lid : sender.jid
    subscriber.send({ tag: 'chatstate', attrs: { from }, content: [{ tag: state.tag, attrs: state.attrs }] })
  }
}

export const presenceHandlers: readonly Handler[] = [
  { tag: 'presence', handle: presence },
  { tag: 'chatstate', handle: chatstate },
]
