import { randomBytes } from 'node:crypto'
import { deflateSync } from 'node:zlib'
import {
  encodeWAMessage,
  extractE2ESessionFromRetryReceipt,
  getBinaryNodeChild,
  getBinaryNodeChildren,
  parseAndInjectE2ESessions,
  proto,
  S_WHATSAPP_NET,
  unpadRandomMax16,
  type BinaryNode,
} from '@whiskeysockets/baileys'
import type { EventHub } from '../events'
import { LID_SERVER, lidJid, parseJid, pnJid, PN_SERVER } from '../jids'
import type { Account } from '../state/accounts'
import type { Clock } from '../state/clock'
import { attachmentOf, openAttachment } from './attachments'
import type { PhoneIdentity } from './identity'
import type { PhoneLine } from './line'
import type { MediaClient } from './media-client'
import type { ReceivedMessage, SentMessage } from './types'

/** like Baileys' maxMsgRetryCount */
const MAX_RESENDS = 5

/** A device as the phone addresses it: `jid` in the chat's addressing, `address` its Signal address (always the LID). */
interface Peer {
  jid: string
  address: string
  deviceId: number
}

function textOf(message: proto.IMessage): string | undefined {
  return message.conversation ?? message.extendedTextMessage?.text ?? undefined
}

function newMessageId(): string {
  return randomBytes(16).toString('hex').toUpperCase()
}

export interface MessagingDeps {
  account: Account
  identity: PhoneIdentity
  line: PhoneLine
  events: EventHub
  media: MediaClient
  clock: Clock
}

/**
 * The phone's messages: it learns devices by usync and key bundles by key fetches, encrypts with its
 * own Signal sessions, and sends and receives stanzas through the server like any client.
 */
export class PhoneMessaging {
  readonly messages: ReceivedMessage[] = []
  readonly sent: SentMessage[] = []
  /** LID users of the PN users the phone has met, as usync told it */
  private readonly lids = new Map<string, string>()
  /** the app-state sync key shared with every companion, as a phone does after linking */
  private readonly appStateKeyId = randomBytes(6)
  private readonly appStateKey = randomBytes(32)

  constructor(private readonly deps: MessagingDeps) {}

  private get account(): Account {
    return this.deps.account
  }

  /** the devices of the account behind `jid` (usync), in the addressing of `jid`; undefined when it has none */
  private async devicesOf(jid: string): Promise<{ destination: string; addressing: 'pn' | 'lid'; peers: Peer[] } | undefined> {
    const parsed = parseJid(jid)
    if (!parsed || (parsed.server !== PN_SERVER && parsed.server !== LID_SERVER)) return undefined
    const addressing = parsed.server === LID_SERVER ? 'lid' : 'pn'
    const destination = addressing === 'lid' ? lidJid(parsed.user) : pnJid(parsed.user)
    const reply = await this.deps.line.query({
      tag: 'iq',
      attrs: { to: S_WHATSAPP_NET, type: 'get', xmlns: 'usync' },
      content: [
        {
          tag: 'usync',
          attrs: { context: 'message', mode: 'query', sid: newMessageId(), last: 'true', index: '0' },
          content: [
            { tag: 'query', attrs: {}, content: [{ tag: 'devices', attrs: { version: '2' } }, { tag: 'lid', attrs: {} }] },
            { tag: 'list', attrs: {}, content: [{ tag: 'user', attrs: { jid: destination } }] },
          ],
        },
      ],
    })
    const user = getBinaryNodeChild(getBinaryNodeChild(getBinaryNodeChild(reply, 'usync'), 'list'), 'user')
    const ids = getBinaryNodeChildren(getBinaryNodeChild(getBinaryNodeChild(user, 'devices'), 'device-list'), 'device').map(d => Number(d.attrs.id))
    const lidUser = addressing === 'lid' ? parsed.user : parseJid(getBinaryNodeChild(user, 'lid')?.attrs.val)?.user
    if (!ids.length || !lidUser) return undefined
    if (addressing === 'pn') this.lids.set(parsed.user, lidUser)
    const peers = ids.map(id => ({ jid: addressing === 'lid' ? lidJid(parsed.user, id) : pnJid(parsed.user, id), address: lidJid(lidUser, id), deviceId: id }))
    return { destination, addressing, peers }
  }

  /** the Signal address of a device jid: its LID, learned by usync for a PN jid */
  private async addressOf(jid: string | undefined, lidHint?: string): Promise<string | undefined> {
    const parsed = parseJid(jid)
    if (!parsed) return undefined
    if (parsed.server === LID_SERVER) return lidJid(parsed.user, parsed.device)
    const hinted = parseJid(lidHint)?.user
    if (hinted) this.lids.set(parsed.user, hinted)
    if (!this.lids.has(parsed.user)) await this.devicesOf(pnJid(parsed.user))
    const lidUser = this.lids.get(parsed.user)
    return lidUser ? lidJid(lidUser, parsed.device) : undefined
  }

  private isOwn(jid: string | undefined): boolean {
    const user = parseJid(jid)?.user
    return user === this.account.phoneNumber || user === this.account.lidUser
  }

  private async encryptFor(peer: Peer, message: proto.IMessage): Promise<BinaryNode> {
    const { repository } = this.deps.identity
    const { exists } = await repository.validateSession(peer.address)
    if (!exists) {
      const bundle = await this.deps.line.query({
        tag: 'iq',
        attrs: { to: S_WHATSAPP_NET, type: 'get', xmlns: 'encrypt' },
        content: [{ tag: 'key', attrs: {}, content: [{ tag: 'user', attrs: { jid: peer.address } }] }],
      })
      await parseAndInjectE2ESessions(bundle, repository)
    }
    const { type, ciphertext } = await repository.encryptMessage({ jid: peer.address, data: encodeWAMessage(message) })
    return { tag: 'enc', attrs: { v: '2', type }, content: ciphertext }
  }

  /** one `<message>` with an `<enc>` per device: the recipient's devices and, as device-sent copies, this account's companions */
  async send(to: string, message: proto.IMessage, stanzaType: 'text' | 'media'): Promise<{ id: string }> {
    const target = await this.devicesOf(to)
    if (!target) throw new Error(`no account for ${to} on this simulator`)
    const own = await this.devicesOf(target.addressing === 'lid' ? this.account.lid : this.account.jid)
    const participants: BinaryNode[] = []
    if (!this.isOwn(target.destination)) {
      for (const peer of target.peers) participants.push({ tag: 'to', attrs: { jid: peer.jid }, content: [await this.encryptFor(peer, message)] })
    }
    const dsm: proto.IMessage = { deviceSentMessage: { destinationJid: target.destination, message } }
    for (const peer of own?.peers ?? []) {
      if (peer.deviceId !== 0) participants.push({ tag: 'to', attrs: { jid: peer.jid }, content: [await this.encryptFor(peer, dsm)] })
    }
    const id = newMessageId()
    this.sent.push({ id, to: target.destination, timestamp: this.deps.clock.now(), message, receipts: [] })
    await this.deps.line.send({ tag: 'message', attrs: { id, to: target.destination, type: stanzaType }, content: [{ tag: 'participants', attrs: {}, content: participants }] })
    return { id }
  }

  async markRead(id: string): Promise<void> {
    const received = this.messages.find(m => m.id === id)
    if (!received) throw new Error(`phone ${this.account.phoneNumber} has no received message ${id}`)
    await this.deps.line.send({ tag: 'receipt', attrs: { id, to: received.fromDevice, type: 'read' } })
  }

  async receiveMessage(node: BinaryNode): Promise<void> {
    const enc = getBinaryNodeChild(node, 'enc')
    const type = enc?.attrs.type
    if (!enc || !(enc.content instanceof Uint8Array) || (type !== 'pkmsg' && type !== 'msg')) return
    const from = node.attrs.from
    const address = await this.addressOf(from, node.attrs.sender_lid)
    if (!address || !from) return
    const plaintext = await this.deps.identity.repository.decryptMessage({ jid: address, type, ciphertext: enc.content })
    const message = proto.Message.decode(unpadRandomMax16(plaintext))
    const id = node.attrs.id!
    if (node.attrs.category === 'peer' || this.isOwn(from)) return
    await this.deps.line.send({ tag: 'receipt', attrs: { id, to: from } })
    const sender = parseJid(from)!
    const received: ReceivedMessage = {
      id,
      from: sender.server === PN_SERVER ? pnJid(sender.user) : (node.attrs.sender_pn ?? from),
      fromDevice: from,
      timestamp: Number(node.attrs.t ?? Math.floor(this.deps.clock.now() / 1000)),
      message,
    }
    const text = textOf(message)
    if (text !== undefined) received.text = text
    const attachment = attachmentOf(message)
    if (attachment) {
      try {
        received.media = await openAttachment(this.deps.media, attachment.kind, attachment.media)
      } catch (err) {
        received.mediaError = (err as Error).message
      }
    }
    this.messages.push(received)
    this.deps.events.emit('phone-message', { phoneNumber: this.account.phoneNumber, id })
  }

  async receiveReceipt(node: BinaryNode): Promise<void> {
    if (node.attrs.type === 'retry') return this.resend(node)
    const ids = [node.attrs.id!, ...getBinaryNodeChildren(getBinaryNodeChild(node, 'list'), 'item').map(i => i.attrs.id!)]
    const type = node.attrs.type === 'read' || node.attrs.type === 'played' ? node.attrs.type : 'delivery'
    for (const id of ids) {
      const sent = this.sent.find(s => s.id === id)
      sent?.receipts.push({ from: node.attrs.from!, type, timestamp: Number(node.attrs.t ?? Math.floor(this.deps.clock.now() / 1000)) })
    }
  }

  /**
   * A device could not decrypt what the phone sent (a retry receipt): start a new session, from
   * the keys in the receipt or a fresh bundle from the server, and send the message again.
   */
  private async resend(receipt: BinaryNode): Promise<void> {
    const from = receipt.attrs.from
    const sent = this.sent.find(s => s.id === receipt.attrs.id)
    const count = Number(getBinaryNodeChild(receipt, 'retry')?.attrs.count ?? '1')
    const address = await this.addressOf(from)
    if (!from || !address || !sent || !(count <= MAX_RESENDS)) return
    const { repository } = this.deps.identity
    await repository.deleteSession([address])
    const session = extractE2ESessionFromRetryReceipt(receipt)
    if (session) await repository.injectE2ESession({ jid: address, session })
    const message = this.isOwn(from) ? { deviceSentMessage: { destinationJid: sent.to, message: sent.message } } : sent.message
    const enc = await this.encryptFor({ jid: from, address, deviceId: parseJid(from)!.device }, message)
    enc.attrs.count = String(count)
    await this.deps.line.send({
      tag: 'message',
      attrs: { id: sent.id, to: sent.to, type: attachmentOf(sent.message) ? 'media' : 'text' },
      content: [{ tag: 'participants', attrs: {}, content: [{ tag: 'to', attrs: { jid: from }, content: [enc] }] }],
    })
  }

  /**
   * What a real phone sends a companion right after linking: the app-state key share and the
   * initial history sync (inline, so no media server is needed). Baileys leaves its
   * "awaiting initial sync" state as soon as the history notification arrives, instead of
   * waiting 20 s for it.
   */
  async sendInitialSync(deviceId: number, keyIndex: number): Promise<void> {
    const keyShare: proto.IMessage = {
      protocolMessage: {
        type: proto.Message.ProtocolMessage.Type.APP_STATE_SYNC_KEY_SHARE,
        appStateSyncKeyShare: {
          keys: [
            {
              keyId: { keyId: this.appStateKeyId },
              keyData: {
                keyData: this.appStateKey,
                fingerprint: { rawId: 1, currentIndex: 0, deviceIndexes: [0, keyIndex] },
                timestamp: this.deps.clock.now(),
              },
            },
          ],
        },
      },
    }
    const history = proto.HistorySync.encode({
      syncType: proto.HistorySync.HistorySyncType.INITIAL_BOOTSTRAP,
      conversations: [],
      pushnames: [{ id: this.account.jid, pushname: this.account.pushName }],
      chunkOrder: 0,
      progress: 100,
    }).finish()
    const historyNotification: proto.IMessage = {
      protocolMessage: {
        type: proto.Message.ProtocolMessage.Type.HISTORY_SYNC_NOTIFICATION,
        historySyncNotification: {
          syncType: proto.Message.HistorySyncType.INITIAL_BOOTSTRAP,
          chunkOrder: 0,
          progress: 100,
          initialHistBootstrapInlinePayload: deflateSync(history),
        },
      },
    }
    const peer: Peer = { jid: this.account.pnJid(deviceId), address: this.account.lidJid(deviceId), deviceId }
    for (const message of [keyShare, historyNotification]) {
      const enc = await this.encryptFor(peer, message)
      await this.deps.line.send({
        tag: 'message',
        attrs: { id: newMessageId(), to: this.account.jid, type: 'text', category: 'peer', push_priority: 'high_force' },
        content: [{ tag: 'participants', attrs: {}, content: [{ tag: 'to', attrs: { jid: peer.jid }, content: [enc] }] }],
      })
    }
    this.deps.events.emit('initial-sync-sent', { phoneNumber: this.account.phoneNumber, deviceJid: peer.jid, deviceId })
  }
}
