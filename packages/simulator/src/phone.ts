import { createHash, randomBytes } from 'node:crypto'
import { deflateSync } from 'node:zlib'
import {
  addTransactionCapability,
  Curve,
  DEFAULT_CONNECTION_CONFIG,
  generateSignalPubKey,
  getBinaryNodeChild,
  getBinaryNodeChildren,
  initAuthCreds,
  normalizeMessageContent,
  proto,
  unpadRandomMax16,
  encodeWAMessage,
  extractE2ESessionFromRetryReceipt,
  type AuthenticationCreds,
  type KeyPair,
  type BinaryNode,
  type SignalRepositoryWithLIDStore,
} from '@whiskeysockets/baileys'
import { deviceJid, type Account, type DeviceRecord } from './accounts'
import { nowSeconds, type Core } from './core'
import { notifyDeviceChange } from './devices'
import { DEFAULT_WAIT_MS } from './events'
import { normalizePhoneNumber } from './jids'
import { baileysLogger } from './baileys-logger'
import { memoryKeyStore } from './memory-keys'
import { PreKeyPool } from './prekey-pool'
import { fanOut, relayReceipt, type Envelope } from './relay'
import { enterPairingCode, scanQr } from './pairing'
import { issueLinkedCreds } from './provision'
import { decryptMedia, encryptMedia, type MediaKind } from './media'

export interface ReceivedMessage {
  id: string
  /** the sender's account, as a PN jid without device */
  from: string
  /** the sending device, in the addressing the sender used */
  fromDevice: string
  timestamp: number
  message: proto.IMessage
  /** the text of a conversation / extendedText message, if any */
  text?: string
  /** the attachment of an image, video, audio, document or sticker message, fetched from the media host and decrypted */
  media?: ReceivedMedia
  /** why the attachment could not be fetched or decrypted (then `media` is absent) */
  mediaError?: string
}

export interface ReceivedMedia {
  type: MediaKind
  /** sha256 of the decrypted bytes, hex */
  sha256: string
  sizeBytes: number
  mimetype: string | null
  caption: string | null
  fileName: string | null
  /** audio sent as a voice note */
  ptt: boolean
  bytes: Buffer
}

/** what a phone sends with sendMedia */
export interface OutgoingMedia {
  type: MediaKind
  bytes: Buffer | Uint8Array
  mimetype: string
  caption?: string
  /** documents: the name the recipient sees */
  fileName?: string
  /** audio: send as a voice note */
  ptt?: boolean
}

export interface OutgoingLocation {
  latitude: number
  longitude: number
  name?: string
  address?: string
}

export interface OutgoingContact {
  displayName: string
  vcard: string
}

export interface SentMessage {
  id: string
  to: string
  timestamp: number
  message: proto.IMessage
  /** receipts received for this message, by device jid */
  receipts: { from: string; type: 'delivery' | 'read' | 'played'; timestamp: number }[]
}

export interface LinkedDevice {
  /** `<phone>:<device>@s.whatsapp.net` */
  jid: string
  lid: string
  deviceId: number
  platform: string
  linkedAt: Date
  connected: boolean
}

// kept small: creating accounts should be cheap, and the pool refills as sessions consume it
const ONE_TIME_PREKEYS = 20
const PREKEY_REFILL_BELOW = 5
/** like Baileys' maxMsgRetryCount */
const MAX_RESENDS = 5

function textOf(message: proto.IMessage): string | undefined {
  return message.conversation ?? message.extendedTextMessage?.text ?? undefined
}

const MEDIA_FIELDS = [
  ['imageMessage', 'image'],
  ['videoMessage', 'video'],
  ['audioMessage', 'audio'],
  ['documentMessage', 'document'],
  ['stickerMessage', 'sticker'],
] as const

type MediaProto = proto.Message.IImageMessage & proto.Message.IAudioMessage & proto.Message.IDocumentMessage

/** the attachment of a message, looking through the wrappers Baileys uses (ephemeral, view once, document with caption) */
function attachmentOf(message: proto.IMessage): { kind: MediaKind; media: MediaProto } | undefined {
  const content = normalizeMessageContent(message)
  if (!content) return undefined
  for (const [field, kind] of MEDIA_FIELDS) {
    const media = content[field]
    if (media) return { kind, media: media as MediaProto }
  }
  return undefined
}

function newMessageId(): string {
  return randomBytes(16).toString('hex').toUpperCase()
}

/**
 * The account's primary device (device 0): a real Signal identity built on Baileys' own libsignal
 * repository. It links companions, decrypts what it receives, sends encrypted messages and the
 * history sync a freshly linked companion waits for.
 */
export class Phone {
  readonly messages: ReceivedMessage[] = []
  readonly sent: SentMessage[] = []
  readonly creds: AuthenticationCreds
  readonly repository: SignalRepositoryWithLIDStore
  /** the app-state sync key shared with every companion, as a phone does after linking */
  private readonly appStateKeyId = randomBytes(6)
  private readonly appStateKey = randomBytes(32)
  private inbox: Promise<void> = Promise.resolve()
  private nextPreKeyId = 1
  private readonly keys

  constructor(
    private readonly core: Core,
    readonly account: Account,
  ) {
    this.creds = initAuthCreds()
    this.keys = addTransactionCapability(memoryKeyStore(), baileysLogger, { maxCommitRetries: 1, delayBetweenTriesMs: 0 })
    this.repository = DEFAULT_CONNECTION_CONFIG.makeSignalRepository({ creds: this.creds, keys: this.keys }, baileysLogger)
    const device: DeviceRecord = {
      account,
      id: 0,
      keyIndex: 0,
      registrationId: this.creds.registrationId,
      identityKey: Buffer.from(this.creds.signedIdentityKey.public),
      signedPreKey: {
        keyId: this.creds.signedPreKey.keyId,
        public: Buffer.from(this.creds.signedPreKey.keyPair.public),
        signature: Buffer.from(this.creds.signedPreKey.signature),
      },
      preKeys: new PreKeyPool(),
      platform: 'android',
      linkedAt: Date.now(),
      initialSyncPending: false,
      offline: [],
    }
    account.devices.set(0, device)
  }

  async init(): Promise<void> {
    await this.refillPreKeys()
  }

  /** tops up the phone's one-time prekeys on the server when key fetches have used most of them */
  refillPreKeysInBackground(): void {
    this.inbox = this.inbox.then(() => this.refillPreKeys()).catch(err => this.core.logger.warn({ err }, 'prekey refill failed'))
  }

  get phoneNumber(): string {
    return this.account.phoneNumber
  }

  get jid(): string {
    return this.account.jid
  }

  get lid(): string {
    return this.account.lid
  }

  get device(): DeviceRecord {
    return this.account.devices.get(0)!
  }

  /** the key pair that signs companions' ADV identities: the phone's identity key */
  get accountKey(): { public: Uint8Array; private: Uint8Array } {
    return this.creds.signedIdentityKey
  }

  private async refillPreKeys(): Promise<void> {
    const device = this.device
    if (device.preKeys.size >= PREKEY_REFILL_BELOW) return
    const batch: Record<string, { public: Uint8Array; private: Uint8Array }> = {}
    const published: { id: number; key: Uint8Array }[] = []
    for (let n = device.preKeys.size; n < ONE_TIME_PREKEYS; n++) {
      const id = this.nextPreKeyId++
      const pair = Curve.generateKeyPair()
      batch[id] = pair
      published.push({ id, key: pair.public })
    }
    await this.keys.set({ 'pre-key': batch })
    device.preKeys.addBatch(published)
  }

  linkedDevices(): LinkedDevice[] {
    return this.account.companions().map(d => ({
      jid: this.account.pnJid(d.id),
      lid: this.account.lidJid(d.id),
      deviceId: d.id,
      platform: d.platform,
      linkedAt: new Date(d.linkedAt),
      connected: !!d.connection?.isOpen,
    }))
  }

  scanQr(qr: string): Promise<void> {
    return scanQr(this.core, this, qr)
  }

  /** `waitMs`: how long to wait for a companion's pairing-code request to arrive */
  enterPairingCode(code: string, waitMs?: number): Promise<void> {
    return enterPairingCode(this.core, this, code, waitMs)
  }

  /**
   * Credentials of a companion that is already linked to this phone (and already synced), as if
   * it had been paired earlier: for benchmarks and tests that start from a logged-in session.
   */
  createLinkedCreds(): Promise<AuthenticationCreds> {
    return issueLinkedCreds(this.core, this)
  }

  /**
   * createLinkedCreds plus `preKeys` one-time prekeys already on the server, as a device has them
   * after its first login: Baileys then skips generating and uploading 812 prekeys on login. Put
   * `preKeys` into the auth state's key store under 'pre-key'.
   */
  async createLinkedAuth(options: { preKeys?: number } = {}): Promise<{ creds: AuthenticationCreds; preKeys: Record<string, KeyPair> }> {
    const creds = await issueLinkedCreds(this.core, this)
    const count = Math.max(0, Math.floor(options.preKeys ?? 0))
    const preKeys: Record<string, KeyPair> = {}
    const published: { id: number; key: Uint8Array }[] = []
    for (let id = 1; id <= count; id++) {
      const pair = Curve.generateKeyPair()
      preKeys[id] = pair
      published.push({ id, key: pair.public })
    }
    this.core.registry.resolveDevice(creds.me!.id)!.preKeys.addBatch(published)
    creds.nextPreKeyId = count + 1
    creds.firstUnuploadedPreKeyId = count + 1
    return { creds, preKeys }
  }

  /** Logs a companion out from the phone, as "Linked devices → Log out" does. */
  async removeDevice(jidOrId: string | number): Promise<void> {
    const resolved = typeof jidOrId === 'number' ? { account: this.account, device: jidOrId } : this.core.registry.resolve(jidOrId)
    if (!resolved || resolved.account !== this.account || resolved.device === 0) {
      throw new Error(`${String(jidOrId)} is not a linked device of ${this.phoneNumber}`)
    }
    const device = this.account.devices.get(resolved.device)
    if (!device) throw new Error(`${String(jidOrId)} is not a linked device of ${this.phoneNumber}`)
    this.account.devices.delete(device.id)
    notifyDeviceChange(this.core, this.account, 'remove', device)
    const conn = device.connection
    device.connection = undefined
    if (conn?.isOpen) {
      conn.send({
        tag: 'stream:error',
        attrs: { code: '401' },
        content: [{ tag: 'conflict', attrs: { type: 'device_removed' } }],
      })
      await conn.end()
    }
    this.core.events.emit('device-removed', {
      phoneNumber: this.phoneNumber,
      deviceJid: this.account.pnJid(device.id),
      deviceId: device.id,
      by: 'phone',
    })
  }

  /** Sends a Signal-encrypted text to every device of the recipient, and a copy to this account's companions. */
  async sendText(to: string, text: string): Promise<{ id: string }> {
    return this.sendMessage(to, { conversation: text })
  }

  /** `stanzaType`: the `type` of the message stanza; WhatsApp marks attachments 'media' */
  async sendMessage(to: string, message: proto.IMessage, stanzaType: 'text' | 'media' = attachmentOf(message) ? 'media' : 'text'): Promise<{ id: string }> {
    const jid = to.includes('@') ? to : normalizePhoneNumber(to) ? `${normalizePhoneNumber(to)}@s.whatsapp.net` : to
    const target = this.core.registry.resolve(jid)
    if (!target) throw new Error(`no account for ${to} on this simulator`)
    const destination = target.addressing === 'lid' ? target.account.lidJid() : target.account.pnJid()
    const id = newMessageId()
    const envelopes: Envelope[] = []
    const recipients = target.account === this.account ? [] : [...target.account.devices.values()]
    for (const device of recipients) envelopes.push({ device, enc: await this.encryptFor(device, message) })
    const dsm: proto.IMessage = { deviceSentMessage: { destinationJid: destination, message } }
    for (const device of this.account.companions()) envelopes.push({ device, enc: await this.encryptFor(device, dsm) })
    this.sent.push({ id, to: destination, timestamp: Date.now(), message, receipts: [] })
    fanOut(this.core, {
      id,
      sender: this.device,
      destination,
      addressing: target.addressing,
      type: stanzaType,
      envelopes,
    })
    return { id }
  }

  /** Sends a read receipt for a message the phone received. */
  async markRead(id: string): Promise<void> {
    const received = this.messages.find(m => m.id === id)
    if (!received) throw new Error(`phone ${this.phoneNumber} has no received message ${id}`)
    relayReceipt(this.core, { from: this.device, ids: [id], type: 'read' })
  }

  waitForMessage(predicate?: (m: ReceivedMessage) => boolean, timeoutMs = DEFAULT_WAIT_MS): Promise<ReceivedMessage> {
    const existing = this.messages.find(m => !predicate || predicate(m))
    if (existing) return Promise.resolve(existing)
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        off()
        reject(new Error(`phone ${this.phoneNumber}: timed out after ${timeoutMs} ms waiting for a message`))
      }, timeoutMs)
      timer.unref?.()
      const off = this.core.events.on('phone-message', ({ phoneNumber, id }) => {
        if (phoneNumber !== this.phoneNumber) return
        const message = this.messages.find(m => m.id === id)
        if (!message || (predicate && !predicate(message))) return
        clearTimeout(timer)
        off()
        resolve(message)
      })
    })
  }

  /** the phone's Signal address for a device: always the LID, so sessions never split across addressings */
  private address(device: DeviceRecord): string {
    return device.account.lidJid(device.id)
  }

  private async encryptFor(device: DeviceRecord, message: proto.IMessage): Promise<BinaryNode> {
    const jid = this.address(device)
    const { exists } = await this.repository.validateSession(jid)
    if (!exists) {
      const oneTime = device.preKeys.take()
      await this.repository.injectE2ESession({
        jid,
        session: {
          registrationId: device.registrationId,
          identityKey: generateSignalPubKey(device.identityKey),
          signedPreKey: {
            keyId: device.signedPreKey.keyId,
            publicKey: generateSignalPubKey(device.signedPreKey.public),
            signature: device.signedPreKey.signature,
          },
          ...(oneTime ? { preKey: { keyId: oneTime.id, publicKey: generateSignalPubKey(oneTime.key) } } : {}),
        },
      })
    }
    const { type, ciphertext } = await this.repository.encryptMessage({ jid, data: encodeWAMessage(message) })
    return { tag: 'enc', attrs: { v: '2', type }, content: ciphertext }
  }

  /** Everything the server routes to device 0 arrives here, in order. */
  receive(node: BinaryNode): void {
    this.inbox = this.inbox
      .then(() => this.handle(node))
      .catch(err => this.core.logger.warn({ err, phone: this.phoneNumber, node: node.tag }, 'virtual phone could not handle a stanza'))
  }

  private async handle(node: BinaryNode): Promise<void> {
    if (node.tag === 'receipt') return this.handleReceipt(node)
    if (node.tag !== 'message') return
    const senderDevice = this.core.registry.resolveDevice(node.attrs.from)
    const enc = getBinaryNodeChild(node, 'enc')
    if (!senderDevice || !enc || !(enc.content instanceof Uint8Array)) return
    const type = enc.attrs.type
    if (type !== 'pkmsg' && type !== 'msg') return
    const plaintext = await this.repository.decryptMessage({
      jid: this.address(senderDevice),
      type,
      ciphertext: enc.content,
    })
    if (type === 'pkmsg') await this.refillPreKeys()
    const message = proto.Message.decode(unpadRandomMax16(plaintext))
    const id = node.attrs.id!
    if (node.attrs.category === 'peer' || senderDevice.account === this.account) return
    relayReceipt(this.core, { from: this.device, ids: [id] })
    const received: ReceivedMessage = {
      id,
      from: senderDevice.account.pnJid(),
      fromDevice: node.attrs.from!,
      timestamp: Number(node.attrs.t ?? nowSeconds()),
      message,
    }
    const text = textOf(message)
    if (text !== undefined) received.text = text
    const attachment = attachmentOf(message)
    if (attachment) {
      try {
        received.media = await this.openAttachment(attachment.kind, attachment.media)
      } catch (err) {
        received.mediaError = (err as Error).message
      }
    }
    this.messages.push(received)
    this.core.events.emit('phone-message', { phoneNumber: this.phoneNumber, id })
  }

  /**
   * Reads the blob from the simulator's own store (the message's directPath, or its url) and
   * decrypts it: the same bytes a phone would download from the media host, without a TLS client.
   */
  private async openAttachment(kind: MediaKind, media: MediaProto): Promise<ReceivedMedia> {
    if (!media.mediaKey?.length) throw new Error('the attachment has no media key')
    const where = media.directPath || media.url
    const blob = where ? this.core.media.get(where) : undefined
    if (!blob) throw new Error(`no blob on the media host for ${where ?? 'an attachment without directPath or url'}`)
    if (media.fileEncSha256?.length && !createHash('sha256').update(blob.encrypted).digest().equals(Buffer.from(media.fileEncSha256))) {
      throw new Error('the blob does not match the fileEncSha256 of the message')
    }
    const bytes = await decryptMedia(blob.encrypted, media.mediaKey, kind)
    const sha256 = createHash('sha256').update(bytes).digest()
    if (media.fileSha256?.length && !sha256.equals(Buffer.from(media.fileSha256))) throw new Error('the decrypted bytes do not match the fileSha256 of the message')
    return {
      type: kind,
      sha256: sha256.toString('hex'),
      sizeBytes: bytes.length,
      mimetype: media.mimetype ?? null,
      caption: media.caption ?? null,
      fileName: media.fileName ?? null,
      ptt: kind === 'audio' && media.ptt === true,
      bytes,
    }
  }

  /** the media messages this phone received, in order, decrypted */
  receivedMedia(): (ReceivedMedia & { messageId: string; from: string })[] {
    return this.messages.filter(m => m.media).map(m => ({ ...m.media!, messageId: m.id, from: m.from }))
  }

  /**
   * Encrypts the bytes, stores the blob on the media host (as an upload would) and sends the media
   * message pointing at it, so the recipient downloads it from the host like any WhatsApp attachment.
   */
  async sendMedia(to: string, media: OutgoingMedia): Promise<{ id: string; sha256: string; directPath: string }> {
    const bytes = Buffer.from(media.bytes)
    const { mediaKey, encrypted, fileSha256, fileEncSha256 } = await encryptMedia(bytes, media.type)
    // stickers are uploaded to the image path, as Baileys does (MEDIA_PATH_MAP)
    const blob = this.core.media.put(media.type === 'sticker' ? 'image' : media.type, encrypted)
    const common = {
      url: blob.url,
      directPath: blob.directPath,
      mediaKey,
      fileSha256,
      fileEncSha256,
      fileLength: bytes.length,
      mimetype: media.mimetype,
      mediaKeyTimestamp: Number(nowSeconds()),
    }
    const caption = media.caption ? { caption: media.caption } : {}
    let message: proto.IMessage
    switch (media.type) {
      case 'image':
        message = { imageMessage: { ...common, ...caption } }
        break
      case 'video':
        message = { videoMessage: { ...common, ...caption } }
        break
      case 'audio':
        message = { audioMessage: { ...common, ptt: media.ptt === true } }
        break
      case 'document': {
        const document = { ...common, fileName: media.fileName ?? 'file', ...caption }
        // a captioned document travels wrapped, as WhatsApp clients send it
        message = media.caption ? { documentWithCaptionMessage: { message: { documentMessage: document } } } : { documentMessage: document }
        break
      }
      case 'sticker':
        message = { stickerMessage: common }
        break
    }
    const { id } = await this.sendMessage(to, message, 'media')
    return { id, sha256: fileSha256.toString('hex'), directPath: blob.directPath }
  }

  sendImage(to: string, bytes: Buffer | Uint8Array, options: { mimetype?: string; caption?: string } = {}) {
    return this.sendMedia(to, { type: 'image', bytes, mimetype: options.mimetype ?? 'image/jpeg', ...(options.caption ? { caption: options.caption } : {}) })
  }

  sendLocation(to: string, location: OutgoingLocation): Promise<{ id: string }> {
    return this.sendMessage(to, {
      locationMessage: {
        degreesLatitude: location.latitude,
        degreesLongitude: location.longitude,
        ...(location.name ? { name: location.name } : {}),
        ...(location.address ? { address: location.address } : {}),
      },
    })
  }

  sendContact(to: string, contact: OutgoingContact): Promise<{ id: string }> {
    return this.sendMessage(to, { contactMessage: { displayName: contact.displayName, vcard: contact.vcard } })
  }

  /** several cards in one contactsArrayMessage; `displayName` defaults to "<n> contacts" */
  sendContacts(to: string, contacts: OutgoingContact[], displayName?: string): Promise<{ id: string }> {
    if (contacts.length === 1) return this.sendContact(to, contacts[0]!)
    return this.sendMessage(to, {
      contactsArrayMessage: { displayName: displayName ?? `${contacts.length} contacts`, contacts: contacts.map(c => ({ displayName: c.displayName, vcard: c.vcard })) },
    })
  }

  private async handleReceipt(node: BinaryNode): Promise<void> {
    if (node.attrs.type === 'retry') return this.resend(node)
    const ids = [node.attrs.id!, ...getBinaryNodeChildren(getBinaryNodeChild(node, 'list'), 'item').map(i => i.attrs.id!)]
    const type = node.attrs.type === 'read' || node.attrs.type === 'played' ? node.attrs.type : 'delivery'
    for (const id of ids) {
      const sent = this.sent.find(s => s.id === id)
      sent?.receipts.push({ from: node.attrs.from!, type, timestamp: Number(node.attrs.t ?? nowSeconds()) })
    }
  }

  /**
   * A device could not decrypt what the phone sent (a retry receipt): start a new session, from
   * the keys in the receipt or a fresh bundle from the server, and send the message again.
   */
  private async resend(receipt: BinaryNode): Promise<void> {
    const device = this.core.registry.resolveDevice(receipt.attrs.from)
    const sent = this.sent.find(s => s.id === receipt.attrs.id)
    const count = Number(getBinaryNodeChild(receipt, 'retry')?.attrs.count ?? '1')
    if (!device || !sent || !(count <= MAX_RESENDS)) return
    const address = this.address(device)
    await this.repository.deleteSession([address])
    const session = extractE2ESessionFromRetryReceipt(receipt)
    if (session) await this.repository.injectE2ESession({ jid: address, session })
    const message = device.account === this.account ? { deviceSentMessage: { destinationJid: sent.to, message: sent.message } } : sent.message
    const enc = await this.encryptFor(device, message)
    enc.attrs.count = String(count)
    fanOut(this.core, {
      id: sent.id,
      sender: this.device,
      destination: sent.to,
      addressing: sent.to.endsWith('@lid') ? 'lid' : 'pn',
      type: attachmentOf(sent.message) ? 'media' : 'text',
      envelopes: [{ device, enc }],
    })
  }

  /**
   * What a real phone sends a companion right after linking: the app-state key share and the
   * initial history sync (inline, so no media server is needed). Baileys leaves its
   * "awaiting initial sync" state as soon as the history notification arrives, instead of
   * waiting 20 s for it.
   */
  async sendInitialSync(device: DeviceRecord): Promise<void> {
    device.initialSyncPending = false
    const keyShare: proto.IMessage = {
      protocolMessage: {
        type: proto.Message.ProtocolMessage.Type.APP_STATE_SYNC_KEY_SHARE,
        appStateSyncKeyShare: {
          keys: [
            {
              keyId: { keyId: this.appStateKeyId },
              keyData: {
                keyData: this.appStateKey,
                fingerprint: { rawId: 1, currentIndex: 0, deviceIndexes: [0, device.keyIndex] },
                timestamp: Date.now(),
              },
            },
          ],
        },
      },
    }
    const history = proto.HistorySync.encode({
      syncType: proto.HistorySync.HistorySyncType.INITIAL_BOOTSTRAP,
      conversations: [],
      pushnames: [{ id: this.jid, pushname: this.account.pushName }],
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
    for (const message of [keyShare, historyNotification]) {
      fanOut(this.core, {
        id: newMessageId(),
        sender: this.device,
        destination: this.jid,
        addressing: 'pn',
        type: 'text',
        category: 'peer',
        extraAttrs: { push_priority: 'high_force' },
        envelopes: [{ device, enc: await this.encryptFor(device, message) }],
      })
    }
    this.core.events.emit('initial-sync-sent', {
      phoneNumber: this.phoneNumber,
      deviceJid: deviceJid(device, 'pn'),
      deviceId: device.id,
    })
  }
}
