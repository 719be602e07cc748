import { deflateSync } from 'node:zlib'
import {
  getBinaryNodeChild,
  getBinaryNodeChildren,
  proto,
  unpadRandomMax16,
  type BinaryNode,
} from '@whiskeysockets/baileys'
import type { EventHub } from '../events.js'
import type { Logger } from '../log.js'
import { isChannelJid, isGroupJid, lidJid, parseJid, pnJid, PN_SERVER, STATUS_JID } from '../jids.js'
import type { Account } from '../state/accounts.js'
import type { Clock } from '../state/clock.js'
import { attachmentOf, openAttachment } from './attachments.js'
import type { PhoneGallery } from './gallery.js'
import type { GroupMembersLookup } from './group-members.js'
import { PhoneGroupMessaging } from './group-messaging.js'
import type { PhoneIdentity } from './identity.js'
import type { PhoneLine } from './line.js'
import type { MediaClient } from './media-client.js'
import { RetryReceipts } from './retry-receipts.js'
import { newMessageId, PhoneSessions, type Peer } from './sessions.js'
import type { ReceivedMessage, SentMessage, StanzaType } from './types.js'
import { editAttribute } from './edit-attribute.js'

/** like Baileys' maxMsgRetryCount */
const MAX_RESENDS = 5

function textOf(message: proto.IMessage): string | undefined {
  return message.conversation ?? message.extendedTextMessage?.text ?? undefined
}

export interface MessagingDeps {
  account: Account
  identity: PhoneIdentity
  line: PhoneLine
  events: EventHub
  media: MediaClient
  clock: Clock
  /** how the phone learns who is in a group it sends to */
  groupMembers: GroupMembersLookup
  /** the app-state sync key share a linked companion gets, for its ADV key index */
  appStateKeyShare(keyIndex: number): proto.Message.IAppStateSyncKeyShare
  /** resolves once the history sync notification may follow the key share; null when not held (`holdHistorySync`) */
  historySyncHeld(): Promise<void> | null
  logger: Logger
  /** where the files of received attachments are kept, for a later re-upload */
  gallery: PhoneGallery
  /** a peer message (`category='peer'`) from one of the account's companions, decrypted */
  onPeerMessage(fromDevice: string, id: string, message: proto.IMessage): Promise<void>
}

/**
 * The phone's messages: it learns devices by usync and key bundles by key fetches, encrypts with its
 * own Signal sessions, and sends and receives stanzas through the server like any client.
 */
export class PhoneMessaging {
  readonly messages: ReceivedMessage[] = []
  /** chat, sender and id of each message in `messages`: what `record` looks a repeat up by, whatever the count */
  private readonly kept = new Set<string>()
  readonly sent: SentMessage[] = []
  /** the phone's Signal sessions, shared with what else it encrypts (call keys) */
  readonly sessions: PhoneSessions
  private readonly groups: PhoneGroupMessaging
  private readonly retries: RetryReceipts

  constructor(private readonly deps: MessagingDeps) {
    this.sessions = new PhoneSessions(deps)
    this.retries = new RetryReceipts(deps.identity, deps.line)
    this.groups = new PhoneGroupMessaging({ ...deps, sessions: this.sessions, members: deps.groupMembers })
  }

  private get account(): Account {
    return this.deps.account
  }

  /**
   * To a group: one sender-key ciphertext for all members. Otherwise one `<message>` with an `<enc>`
   * per device: the recipient's devices and, as device-sent copies, this account's companions (the message
   * wrapped in a DeviceSentMessage naming the chat, as whatsmeow's send.go and Baileys' messages-send.js
   * relayMessage encrypt it for the sender's own devices; the server adds `recipient`, handlers/relay.ts).
   */
  async send(to: string, message: proto.IMessage, stanzaType: StanzaType): Promise<{ id: string }> {
    if (isGroupJid(to)) {
      const id = newMessageId()
      const stanza = await this.groups.stanza(to, id, message, stanzaType)
      this.sent.push({ id, to, timestamp: this.deps.clock.now(), message, receipts: [] })
      await this.deps.line.send(stanza)
      return { id }
    }
    const target = await this.sessions.devicesOf(to)
    if (!target) throw new Error(`no account for ${to} on this simulator`)
    const own = await this.sessions.devicesOf(target.addressing === 'lid' ? this.account.lid : this.account.jid)
    const participants: BinaryNode[] = []
    if (!this.sessions.isOwn(target.destination)) {
      for (const peer of target.peers)
        participants.push({
          tag: 'to',
          attrs: { jid: peer.jid },
          content: [await this.sessions.encryptFor(peer, message)],
        })
    }
    const dsm: proto.IMessage = { deviceSentMessage: { destinationJid: target.destination, message } }
    for (const peer of own?.peers ?? []) {
      if (peer.deviceId !== 0)
        participants.push({ tag: 'to', attrs: { jid: peer.jid }, content: [await this.sessions.encryptFor(peer, dsm)] })
    }
    const id = newMessageId()
    this.sent.push({ id, to: target.destination, timestamp: this.deps.clock.now(), message, receipts: [] })
    await this.deps.line.send({
      tag: 'message',
      attrs: { id, to: target.destination, type: stanzaType, ...editAttribute(message) },
      content: [{ tag: 'participants', attrs: {}, content: participants }],
    })
    return { id }
  }

  /**
   * `<receipt to=<chat> type=read id t [participant=<author, no device>]>`, as whatsmeow's receipt.go MarkRead and
   * whatsapp-rust's src/receipt.rs build_read_receipt_node build it (several ids would go in a `<list>` of `<item>`).
   */
  async markRead(id: string): Promise<void> {
    const received = this.messages.find((m) => m.id === id)
    if (!received) throw new Error(`phone ${this.account.phoneNumber} has no received message ${id}`)
    const author = parseJid(received.participant)
    const attrs: Record<string, string> = author
      ? {
          id,
          to: received.chatJid,
          participant: author.server === PN_SERVER ? pnJid(author.user) : lidJid(author.user),
        }
      : { id, to: received.fromDevice }
    const t = String(Math.floor(this.deps.clock.now() / 1000))
    await this.deps.line.send({ tag: 'receipt', attrs: { ...attrs, type: 'read', t } })
  }

  async receiveMessage(node: BinaryNode): Promise<void> {
    const { from, id } = node.attrs
    if (!from || !id) return
    // a status post decrypts as a group message of the broadcast list (whatsmeow message.go parseMessageSource)
    if (isGroupJid(from) || from === STATUS_JID) return this.receiveGroupMessage(node, from, id)
    if (isChannelJid(from)) return this.receiveChannelPost(node, from, id)
    const enc = getBinaryNodeChild(node, 'enc')
    const type = enc?.attrs.type
    if (!enc || !(enc.content instanceof Uint8Array) || (type !== 'pkmsg' && type !== 'msg')) return
    const address = await this.sessions.addressOf(from, node.attrs.sender_lid)
    if (!address) return
    const ciphertext = enc.content
    const plaintext = await this.retries.decrypting(node, () =>
      this.deps.identity.repository.decryptMessage({ jid: address, type, ciphertext }),
    )
    if (!plaintext) return
    const message = proto.Message.decode(unpadRandomMax16(plaintext))
    if (node.attrs.category === 'peer') {
      // Baileys wraps what it sends its own devices, the phone included, in a deviceSentMessage; a client reads
      // the message inside (whatsmeow message.go handleDecryptedMessage unwraps it the same way)
      const content = message.deviceSentMessage?.message ?? message
      if (this.sessions.isOwn(from)) await this.deps.onPeerMessage(from, id, content)
      return
    }
    // the receipt echoes the message's from (and recipient) as `to`; a copy of the account's own send gets a `sender`
    // receipt (whatsmeow receipt.go buildBaseReceipt and sendMessageReceipt, whatsapp-rust src/receipt.rs)
    if (this.sessions.isOwn(from)) {
      const attrs: Record<string, string> = { id, to: from, type: 'sender' }
      if (node.attrs.recipient) attrs.recipient = node.attrs.recipient
      await this.deps.line.send({ tag: 'receipt', attrs })
      return
    }
    await this.deps.line.send({ tag: 'receipt', attrs: { id, to: from } })
    const sender = parseJid(from)!
    await this.record(node, message, {
      id,
      from: sender.server === PN_SERVER ? pnJid(sender.user) : (node.attrs.sender_pn ?? from),
      fromDevice: from,
      chatJid: sender.server === PN_SERVER ? pnJid(sender.user) : lidJid(sender.user),
    })
  }

  /** the sender key holds for the phone's own account too, but only other accounts' messages are kept */
  private async receiveGroupMessage(node: BinaryNode, groupJid: string, id: string): Promise<void> {
    const participant = node.attrs.participant
    const author = parseJid(participant)
    if (!participant || !author) return
    const message = await this.retries.decrypting(node, () => this.groups.decrypt(node, groupJid, participant))
    if (!message) return
    // to the group, naming the sending device as the message named it; `sender` for the account's own send
    // (whatsmeow receipt.go buildBaseReceipt and sendMessageReceipt)
    if (this.sessions.isOwn(participant)) {
      await this.deps.line.send({ tag: 'receipt', attrs: { id, to: groupJid, participant, type: 'sender' } })
      return
    }
    await this.deps.line.send({ tag: 'receipt', attrs: { id, to: groupJid, participant } })
    await this.record(node, message, {
      id,
      from: author.server === PN_SERVER ? pnJid(author.user) : (node.attrs.participant_pn ?? lidJid(author.user)),
      fromDevice: participant,
      chatJid: groupJid,
      participant,
    })
  }

  /**
   * a channel's post arrives in plaintext (proto bytes, not padded); a client acks it and sends no receipt. An edit
   * or deletion by the owner comes the same way, marked `edit` (kept in `edit`; a deletion's plaintext is empty)
   */
  private async receiveChannelPost(node: BinaryNode, channelJid: string, id: string): Promise<void> {
    const plaintext = getBinaryNodeChild(node, 'plaintext')
    if (!(plaintext?.content instanceof Uint8Array)) return
    const message = proto.Message.decode(plaintext.content)
    await this.deps.line.send({ tag: 'ack', attrs: { id, to: channelJid, class: 'message' } })
    await this.record(node, message, { id, from: channelJid, fromDevice: channelJid, chatJid: channelJid }, true)
  }

  /**
   * keeps a decrypted message, with its text and its attachment opened as a client opens it (`plaintext`: a
   * channel's). A message is one per chat, sender and id: a repeat of an id the phone holds from that sender in that
   * chat (a resend that reached WhatsApp twice) was acked and receipted like any message, and is not kept again.
   * Clients key a message so: whatsapp-rust documents that a stanza id is unique within its chat and sender and has
   * its consumers deduplicate by the three (src/types/durability_hook.rs), and Baileys keys `messages.upsert` by
   * remoteJid, id and fromMe (Utils/event-buffer.js stringifyMessageKey: a repeat in one buffered batch replaces the
   * first, and an app's store keyed so keeps one). No reference drops a later repeat in its protocol layer: whatsmeow
   * drops only a stanza it already decrypted (message.go bufferedDecrypt, by ciphertext hash), which a resend, being
   * encrypted again, is not.
   */
  private async record(
    node: BinaryNode,
    message: proto.IMessage,
    addressing: Pick<ReceivedMessage, 'id' | 'from' | 'fromDevice' | 'chatJid' | 'participant'>,
    plaintext = false,
  ): Promise<void> {
    const { id, from, chatJid } = addressing
    // a channel owner's edit (`3`) or deletion (`8`) comes under the post's own id (channel-posts.ts): another
    // stanza to keep, not a repeat of the post
    const key = `${chatJid}\u0000${from}\u0000${id}\u0000${node.attrs.edit ?? ''}`
    if (this.kept.has(key)) return
    this.kept.add(key)
    const received: ReceivedMessage = {
      ...addressing,
      timestamp: Number(node.attrs.t ?? Math.floor(this.deps.clock.now() / 1000)),
      message,
    }
    const text = textOf(message)
    if (text !== undefined) received.text = text
    if (Number(node.attrs.expiration) > 0) received.expiration = Number(node.attrs.expiration)
    if (node.attrs.notify) received.pushName = node.attrs.notify
    if (node.attrs.edit) received.edit = node.attrs.edit
    const attachment = attachmentOf(message)
    if (attachment) {
      try {
        received.media = await openAttachment(this.deps.media, attachment.kind, attachment.media, plaintext)
        this.deps.gallery.keep(received.id, message, received.media.bytes)
      } catch (err) {
        received.mediaError = (err as Error).message
      }
    }
    this.messages.push(received)
    this.deps.events.emit('phone-message', { phoneNumber: this.account.phoneNumber, id: received.id })
  }

  /** the first message received that `predicate` takes, waited for up to `timeoutMs` */
  waitFor(predicate: ((m: ReceivedMessage) => boolean) | undefined, timeoutMs: number): Promise<ReceivedMessage> {
    const existing = this.messages.find((m) => !predicate || predicate(m))
    if (existing) return Promise.resolve(existing)
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        off()
        reject(new Error(`phone ${this.account.phoneNumber}: timed out after ${timeoutMs} ms waiting for a message`))
      }, timeoutMs)
      timer.unref?.()
      const off = this.deps.events.on('phone-message', ({ phoneNumber, id }) => {
        if (phoneNumber !== this.account.phoneNumber) return
        const message = this.messages.find((m) => m.id === id)
        if (!message || (predicate && !predicate(message))) return
        clearTimeout(timer)
        off()
        resolve(message)
      })
    })
  }

  async receiveReceipt(node: BinaryNode): Promise<void> {
    if (node.attrs.type === 'retry') return this.resend(node)
    // the account's own other device got its copy: no recipient's state
    if (node.attrs.type === 'sender') return
    const ids = [
      node.attrs.id!,
      ...getBinaryNodeChildren(getBinaryNodeChild(node, 'list'), 'item').map((i) => i.attrs.id!),
    ]
    const type = node.attrs.type === 'read' || node.attrs.type === 'played' ? node.attrs.type : 'delivery'
    for (const id of ids) {
      const sent = this.sent.find((s) => s.id === id)
      // a group receipt names the receiving device in `participant`
      sent?.receipts.push({
        from: node.attrs.participant ?? node.attrs.from!,
        type,
        timestamp: Number(node.attrs.t ?? Math.floor(this.deps.clock.now() / 1000)),
      })
    }
  }

  /**
   * A device could not decrypt what the phone sent (a retry receipt): start a new session, from
   * the keys in the receipt or a fresh bundle from the server, and send the message again to that
   * device. A group receipt names the group in `from` and the device in `participant`.
   */
  private async resend(receipt: BinaryNode): Promise<void> {
    const groupJid = isGroupJid(receipt.attrs.from) ? receipt.attrs.from : undefined
    const from = groupJid ? receipt.attrs.participant : receipt.attrs.from
    const sent = this.sent.find((s) => s.id === receipt.attrs.id)
    const count = Number(getBinaryNodeChild(receipt, 'retry')?.attrs.count ?? '1')
    const address = await this.sessions.addressOf(from)
    if (!from || !address || !sent || !(count <= MAX_RESENDS)) return
    await this.sessions.restart(address, receipt)
    const peer: Peer = { jid: from, address, deviceId: parseJid(from)!.device }
    const stanzaType = attachmentOf(sent.message) ? 'media' : 'text'
    if (groupJid) {
      await this.deps.line.send(await this.groups.resend(groupJid, peer, sent, count, stanzaType))
      return
    }
    const message = this.sessions.isOwn(from)
      ? { deviceSentMessage: { destinationJid: sent.to, message: sent.message } }
      : sent.message
    const enc = await this.sessions.encryptFor(peer, message)
    enc.attrs.count = String(count)
    await this.deps.line.send({
      tag: 'message',
      attrs: { id: sent.id, to: sent.to, type: stanzaType },
      content: [{ tag: 'participants', attrs: {}, content: [{ tag: 'to', attrs: { jid: from }, content: [enc] }] }],
    })
  }

  /**
   * What a real phone sends a companion right after linking: the app-state key share and the initial history
   * sync. The sync travels inline (`initialHistBootstrapInlinePayload`, zlib-deflated), as a companion that
   * announces `historySyncConfig.inlineInitialPayloadInE2EeMsg` (Baileys Utils/validate-connection.ts) gets it;
   * Baileys' Utils/history.ts downloadAndProcessHistorySyncNotification reads the inline payload first. Baileys
   * leaves its "awaiting initial sync" state as soon as the notification arrives, instead of waiting 20 s.
   */
  async sendInitialSync(deviceId: number, keyIndex: number, history: proto.IHistorySync): Promise<void> {
    const keyShare: proto.IMessage = {
      protocolMessage: {
        type: proto.Message.ProtocolMessage.Type.APP_STATE_SYNC_KEY_SHARE,
        appStateSyncKeyShare: this.deps.appStateKeyShare(keyIndex),
      },
    }
    const historyNotification: proto.IMessage = {
      protocolMessage: {
        type: proto.Message.ProtocolMessage.Type.HISTORY_SYNC_NOTIFICATION,
        historySyncNotification: {
          syncType: proto.Message.HistorySyncType.INITIAL_BOOTSTRAP,
          chunkOrder: history.chunkOrder ?? 0,
          progress: history.progress ?? null,
          initialHistBootstrapInlinePayload: deflateSync(proto.HistorySync.encode(history).finish()),
        },
      },
    }
    await this.sendPeer(deviceId, keyShare)
    const finish = async () => {
      await this.sendPeer(deviceId, historyNotification)
      const deviceJid = this.account.pnJid(deviceId)
      this.deps.events.emit('initial-sync-sent', { phoneNumber: this.account.phoneNumber, deviceJid, deviceId })
    }
    const held = this.deps.historySyncHeld()
    if (!held) return finish()
    // The phone handles one stanza at a time: it must go on with the others (a chat change to apply) meanwhile.
    held
      .then(finish)
      .catch((err: unknown) =>
        this.deps.logger.warn(
          { err, phone: this.account.phoneNumber },
          'virtual phone could not send the held history',
        ),
      )
  }

  /**
   * A peer message to one companion of the account: `<message to=<own jid> category='peer'
   * push_priority='high_force'>` with that device's `<enc>`, as the phone sends history and app-state keys
   * (whatsmeow message.go handles peer messages from the primary; Baileys Socket/messages-send.ts
   * sendPeerDataOperationMessage builds the same attributes the other way).
   */
  async sendPeer(deviceId: number, message: proto.IMessage): Promise<void> {
    const peer: Peer = { jid: this.account.pnJid(deviceId), address: this.account.lidJid(deviceId), deviceId }
    const enc = await this.sessions.encryptFor(peer, message)
    await this.deps.line.send({
      tag: 'message',
      attrs: { id: newMessageId(), to: this.account.jid, type: 'text', category: 'peer', push_priority: 'high_force' },
      content: [{ tag: 'participants', attrs: {}, content: [{ tag: 'to', attrs: { jid: peer.jid }, content: [enc] }] }],
    })
  }
}
