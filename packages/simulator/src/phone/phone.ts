import { randomBytes } from 'node:crypto'
import {
  chatModificationToAppPatch,
  Curve,
  getBinaryNodeChild,
  KEY_BUNDLE_TYPE,
  S_WHATSAPP_NET,
  type AuthenticationCreds,
  type BinaryNode,
  type KeyPair,
  proto,
} from '@whiskeysockets/baileys'
import { DEFAULT_WAIT_MS, type EventHub } from '../events.js'
import type { Logger } from '../log.js'
import { LID_SERVER, normalizePhoneNumber, parseJid } from '../jids.js'
import { preKeyNode, uintBytes } from '../key-nodes.js'
import type { Linking } from '../server/linking.js'
import type { Sockets } from '../server/sockets.js'
import type { Account } from '../state/accounts.js'
import type { Clock } from '../state/clock.js'
import { PhoneAppState, serverSyncCollection } from './app-state.js'
import { attachmentOf, uploadAttachment } from './attachments.js'
import { PhoneCalls } from './calls.js'
import { PhoneChats } from './chats.js'
import type { PhoneIdentity } from './identity.js'
import { PhoneCommunities } from './communities.js'
import { PhoneGallery } from './gallery.js'
import { PhoneGroups } from './groups.js'
import { PhoneHistory, uploadHistory, type HistoryChatSeed } from './history.js'
import { PhoneLine } from './line.js'
import { answerMediaRetry } from './media-retry.js'
import { MediaClient } from './media-client.js'
import { groupMembersByQuery } from './group-members.js'
import { enterPairingCode, issueLinkedCreds, scanQr, type LinkingDeps } from './linking.js'
import { PhoneMessaging } from './messaging.js'
import { PhoneTyping } from './typing.js'
import { encryptPollVote, pollOf } from './polls.js'
import type {
  LinkedDevice,
  OutgoingContact,
  OutgoingLocation,
  OutgoingMedia,
  ReceivedMedia,
  ReceivedMessage,
  SentMessage,
  StanzaType,
  TextOptions,
} from './types.js'

// kept small: creating accounts should be cheap, and the server asks for more as sessions consume them
const ONE_TIME_PREKEYS = 20

/** What a phone may use of the server besides its line: linking, whether its devices are online, the media host's certificate. */
export interface PhoneServer {
  readonly linking: Linking
  readonly sockets: Sockets
  readonly media: { readonly ca: string }
  readonly events: EventHub
  readonly logger: Logger
  readonly clock: Clock
}

/** a companion's credentials as it has them after its first login (see createLinkedAuth) */
export interface LinkedAuth {
  creds: AuthenticationCreds
  preKeys: Record<string, KeyPair>
  appStateSyncKeys: Record<string, proto.Message.IAppStateSyncKeyData>
}

/**
 * The account's primary device (device 0): a real Signal identity that links companions, and a client
 * of the server like any other: what it sends goes through the dispatch table, and it learns what
 * happens from the stanzas the server sends it.
 */
export class Phone {
  private readonly line: PhoneLine
  private readonly messaging: PhoneMessaging
  private readonly mediaClient: MediaClient
  private readonly linkingDeps: LinkingDeps
  /** the groups this phone is in, as it knows them, and what it does with them */
  readonly groups: PhoneGroups
  /** the communities this phone is in, as it knows them */
  readonly communities: PhoneCommunities
  /** the phone's calls: it places, answers, refuses, ends and mutes them, and keeps their log */
  readonly calls: PhoneCalls
  /** the phone's chats as app state describes them, and the changes it makes to them */
  readonly chats: PhoneChats
  /** the typing states of its chats the phone is shown (after it subscribed to the other side's presence) */
  readonly typing: PhoneTyping
  /** the view-once messages the phone has opened: each opens once */
  private readonly openedViewOnce = new Set<string>()
  private readonly appState: PhoneAppState
  private readonly gallery = new PhoneGallery()
  private readonly history: PhoneHistory
  private inbox: Promise<void> = Promise.resolve()

  constructor(
    private readonly server: PhoneServer,
    readonly account: Account,
    private readonly identity: PhoneIdentity,
    submit: (node: BinaryNode) => Promise<void>,
  ) {
    this.line = new PhoneLine(submit, `phone-${account.phoneNumber}`)
    this.mediaClient = new MediaClient(this.line, () => server.media.ca)
    this.appState = new PhoneAppState({
      account,
      line: this.line,
      events: server.events,
      logger: server.logger,
      clock: server.clock,
      onMutation: (mutation) => {
        // the name a device of the account sets (Baileys `updateProfileName`) is the account's push name, which
        // the server puts on the account's messages as `notify`
        const name =
          mutation.index[0] === 'setting_pushName' ? (mutation.value.pushNameSetting?.name ?? undefined) : undefined
        if (name === undefined) return this.chats.apply(mutation)
        account.pushName = name
        server.events.emit('phone-name', { phoneNumber: account.phoneNumber, name })
      },
    })
    this.chats = new PhoneChats(account.phoneNumber, this.appState, server.events, server.clock)
    this.typing = new PhoneTyping(this.line, server.events, account.phoneNumber, () => server.clock.now())
    this.messaging = new PhoneMessaging({
      account,
      identity,
      line: this.line,
      events: server.events,
      media: this.mediaClient,
      clock: server.clock,
      groupMembers: groupMembersByQuery(this.line),
      appStateKeyShare: (keyIndex) => this.appState.keyShare(keyIndex),
      gallery: this.gallery,
      onPeerMessage: (from, id, message) => this.receivePeer(from, id, message),
    })
    this.history = new PhoneHistory(this.mediaClient, this.gallery)
    this.linkingDeps = { account, identity, linking: server.linking, clock: server.clock }
    this.groups = new PhoneGroups(account, this.line)
    this.communities = new PhoneCommunities(account, this.line, this.groups)
    this.calls = new PhoneCalls({
      account,
      identity,
      line: this.line,
      sessions: this.messaging.sessions,
      events: server.events,
    })
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

  /** sets the account's profile picture (JPEG bytes), as the phone's app does: a `w:profile:picture` set to the server */
  async setProfilePicture(jpeg: Buffer): Promise<void> {
    await this.line.query({
      tag: 'iq',
      attrs: { to: S_WHATSAPP_NET, type: 'set', xmlns: 'w:profile:picture' },
      content: [{ tag: 'picture', attrs: { type: 'image' }, content: jpeg }],
    })
  }

  /**
   * saves `other` in the phone's address book under `name` (one of its contacts, for its privacy settings) and syncs
   * it to the linked devices as WhatsApp's apps do: a `contact` app-state mutation in `critical_unblock_low` keyed by
   * the PN jid, with the name and the LID (Baileys Utils/chat-utils.js `chatModificationToAppPatch` `contact`, read by
   * its sync-action-utils.js `processContactAction`)
   */
  async saveContact(other: Phone, name = other.account.pushName): Promise<void> {
    this.account.savedContacts.add(other.account)
    const patch = chatModificationToAppPatch({ contact: { fullName: name, lidJid: other.lid } }, other.jid)
    patch.syncAction.timestamp = this.server.clock.now()
    await this.appState.upload(patch)
  }

  /** removes `other` from the phone's address book: the same mutation, a REMOVE without a value */
  async removeContact(other: Phone): Promise<void> {
    this.account.savedContacts.delete(other.account)
    const patch = chatModificationToAppPatch({ contact: null }, other.jid)
    patch.syncAction.timestamp = this.server.clock.now()
    await this.appState.upload(patch)
  }

  /**
   * where the server serves `jid`'s profile picture to this phone (a `w:profile:picture` get, as Baileys'
   * `profilePictureUrl` asks); null when there is none (404) or its owner's privacy hides it from this phone (401)
   */
  async fetchPictureUrl(jid: string): Promise<string | null> {
    const reply = await this.line
      .query({
        tag: 'iq',
        attrs: { to: S_WHATSAPP_NET, target: jid, type: 'get', xmlns: 'w:profile:picture' },
        content: [{ tag: 'picture', attrs: { type: 'image', query: 'url' } }],
      })
      .catch((error: { data?: number }) => {
        if (error.data === 404 || error.data === 401) return null
        throw error
      })
    return reply ? (getBinaryNodeChild(reply, 'picture')?.attrs.url ?? null) : null
  }

  /**
   * the app is suspended (in the background on a busy phone): what the server sends it waits, in order, until the
   * returned function resumes it; replies to its own iqs still arrive
   */
  suspend(): () => void {
    let resume!: () => void
    const resumed = new Promise<void>((resolve) => (resume = resolve))
    this.inbox = this.inbox.then(() => resumed)
    return resume
  }

  /** the phone goes online or offline: `<presence type>` as WhatsApp's apps send it (Baileys `sendPresenceUpdate`) */
  setOnline(online: boolean): Promise<void> {
    return this.line.send({ tag: 'presence', attrs: { type: online ? 'available' : 'unavailable' } })
  }

  /**
   * the phone types (`composing`), records a voice message (`recording`) or stops (`paused`) in its chat with `to`:
   * `<chatstate to><composing media?/></chatstate>` (Baileys `sendPresenceUpdate`, whatsmeow `SendChatPresence`)
   */
  setChatState(to: string, state: 'composing' | 'recording' | 'paused'): Promise<void> {
    const child: BinaryNode =
      state === 'paused'
        ? { tag: 'paused', attrs: {} }
        : { tag: 'composing', attrs: state === 'recording' ? { media: 'audio' } : {} }
    return this.line.send({ tag: 'chatstate', attrs: { to }, content: [child] })
  }

  /**
   * the about of `jid` as the server serves it to this phone: a usync `status` query, as WhatsApp's apps read a
   * contact's about (Baileys `fetchStatus`); null when the server gives none
   */
  async fetchAbout(jid: string): Promise<string | null> {
    const reply = await this.line.query({
      tag: 'iq',
      attrs: { to: S_WHATSAPP_NET, type: 'get', xmlns: 'usync' },
      content: [
        {
          tag: 'usync',
          attrs: { context: 'interactive', mode: 'query', sid: this.line.nextId(), last: 'true', index: '0' },
          content: [
            { tag: 'query', attrs: {}, content: [{ tag: 'status', attrs: {} }] },
            { tag: 'list', attrs: {}, content: [{ tag: 'user', attrs: { jid } }] },
          ],
        },
      ],
    })
    const user = getBinaryNodeChild(getBinaryNodeChild(getBinaryNodeChild(reply, 'usync'), 'list'), 'user')
    const status = getBinaryNodeChild(user, 'status')?.content
    return status instanceof Uint8Array ? Buffer.from(status).toString('utf8') : null
  }

  /** removes the account's profile picture */
  async removeProfilePicture(): Promise<void> {
    await this.line.query({ tag: 'iq', attrs: { to: S_WHATSAPP_NET, type: 'set', xmlns: 'w:profile:picture' } })
  }

  get messages(): ReceivedMessage[] {
    return this.messaging.messages
  }

  get sent(): SentMessage[] {
    return this.messaging.sent
  }

  /**
   * The phone loses its Signal sessions, as after a reinstall: what its contacts send next on theirs fails to
   * decrypt here, and the phone asks for it again with a retry receipt.
   */
  forgetSessions(): void {
    this.identity.forgetSessions()
  }

  /** uploads `count` one-time prekeys, as a client does with `<iq xmlns='encrypt' type='set'>` */
  async uploadPreKeys(count = ONE_TIME_PREKEYS): Promise<void> {
    const { creds } = this.identity
    const keys = await this.identity.newPreKeys(count)
    await this.line.query({
      tag: 'iq',
      attrs: { to: S_WHATSAPP_NET, type: 'set', xmlns: 'encrypt' },
      content: [
        { tag: 'registration', attrs: {}, content: uintBytes(creds.registrationId, 4) },
        { tag: 'type', attrs: {}, content: KEY_BUNDLE_TYPE },
        { tag: 'identity', attrs: {}, content: creds.signedIdentityKey.public },
        {
          tag: 'list',
          attrs: {},
          content: keys.map(preKeyNode),
        },
        this.identity.signedPreKeyNode(),
      ],
    })
  }

  linkedDevices(): LinkedDevice[] {
    return this.account.companions().map((d) => ({
      jid: this.account.pnJid(d.id),
      lid: this.account.lidJid(d.id),
      deviceId: d.id,
      platform: d.platform,
      linkedAt: new Date(d.linkedAt),
      connected: this.server.sockets.isConnected(d),
    }))
  }

  scanQr(qr: string): Promise<void> {
    return scanQr(this.linkingDeps, qr)
  }

  /** `waitMs`: how long to wait for a companion's pairing-code request to arrive */
  enterPairingCode(code: string, waitMs = DEFAULT_WAIT_MS): Promise<void> {
    return enterPairingCode(this.linkingDeps, code, waitMs)
  }

  /**
   * Credentials of a companion that is already linked to this phone (and already synced), as if
   * it had been paired earlier: for benchmarks and tests that start from a logged-in session.
   */
  async createLinkedCreds(): Promise<AuthenticationCreds> {
    return issueLinkedCreds(this.linkingDeps).creds
  }

  /**
   * createLinkedCreds plus what a device holds after its first login: `preKeys` one-time prekeys
   * already on the server (Baileys then skips generating and uploading 812 prekeys on login), and
   * the app-state sync key the phone shared with it (creds' `myAppStateKeyId` names it), without
   * which Baileys refuses every chat modification. Put `preKeys` into the auth state's key store
   * under 'pre-key' and `appStateSyncKeys` under 'app-state-sync-key'.
   */
  async createLinkedAuth(options: { preKeys?: number } = {}): Promise<LinkedAuth> {
    const { creds, deviceId } = issueLinkedCreds(this.linkingDeps)
    const count = Math.max(0, Math.floor(options.preKeys ?? 0))
    const preKeys: Record<string, KeyPair> = {}
    const published: { id: number; key: Uint8Array }[] = []
    for (let id = 1; id <= count; id++) {
      const pair = Curve.generateKeyPair()
      preKeys[id] = pair
      published.push({ id, key: pair.public })
    }
    // what the companion's own first upload would have put there
    this.account.devices.get(deviceId)!.preKeys.addBatch(published)
    creds.nextPreKeyId = count + 1
    creds.firstUnuploadedPreKeyId = count + 1
    // the key share such a device received when it was linked, as Baileys stores it
    creds.myAppStateKeyId = this.appState.keyIdBase64
    const appStateSyncKeys = {
      [this.appState.keyIdBase64]: this.appState.keyDataFor(this.account.devices.get(deviceId)!.keyIndex),
    }
    return { creds, preKeys, appStateSyncKeys }
  }

  /** Logs a companion out from the phone, as "Linked devices → Log out" does. */
  async removeDevice(jidOrId: string | number): Promise<void> {
    const parsed = typeof jidOrId === 'number' ? { user: this.phoneNumber, device: jidOrId } : parseJid(jidOrId)
    const own = parsed && (parsed.user === this.phoneNumber || parsed.user === this.account.lidUser)
    const device = own && parsed.device !== 0 ? this.account.devices.get(parsed.device) : undefined
    if (!device) throw new Error(`${String(jidOrId)} is not a linked device of ${this.phoneNumber}`)
    await this.server.linking.unlink(device, 'phone')
  }

  /**
   * Sends a Signal-encrypted text to every device of the recipient, and a copy to this account's
   * companions; to a group jid (`<id>@g.us`), one sender-key message for every member device.
   */
  sendText(to: string, text: string, options: TextOptions = {}): Promise<{ id: string }> {
    if (!options.quoted && !options.mentions?.length) return this.sendMessage(to, { conversation: text })
    return this.sendMessage(to, { extendedTextMessage: { text, contextInfo: this.contextInfo(options) } })
  }

  /**
   * Opens a view-once message the phone received (viewOnceMessage v1 or v2 around an image, video or voice note,
   * WAProto Message): its attachment is shown once; WhatsApp's apps refuse a second opening.
   */
  openViewOnce(messageId: string): ReceivedMedia {
    const received = this.messages.find((m) => m.id === messageId)
    if (!received) throw new Error(`phone ${this.phoneNumber} has no received message ${messageId}`)
    if (!isViewOnce(received.message)) throw new Error(`message ${messageId} is not view-once`)
    if (this.openedViewOnce.has(messageId)) throw new Error(`view-once message ${messageId} was already opened`)
    if (!received.media) throw new Error(`view-once message ${messageId} has no attachment: ${received.mediaError}`)
    this.openedViewOnce.add(messageId)
    return received.media
  }

  /** whether the phone opened the view-once message `messageId` */
  viewOnceOpened(messageId: string): boolean {
    return this.openedViewOnce.has(messageId)
  }

  /**
   * Turns the disappearing-messages timer of the 1:1 chat with `to` on (seconds) or off (0): an EPHEMERAL_SETTING
   * protocolMessage with the setting's time, as whatsmeow send.go `SetDisappearingTimer` sends it to a private chat
   * (Baileys Utils/messages.ts prepareDisappearingMessageSettingContent wraps the same in an ephemeralMessage).
   */
  setDisappearing(to: string, seconds: number): Promise<{ id: string }> {
    return this.sendMessage(to, {
      protocolMessage: {
        type: proto.Message.ProtocolMessage.Type.EPHEMERAL_SETTING,
        ephemeralExpiration: seconds,
        ephemeralSettingTimestamp: Math.floor(this.server.clock.now() / 1000),
      },
    })
  }

  /**
   * Reacts to a message the phone received or sent ("" removes its reaction): a reactionMessage naming the
   * message's key from the phone's point of view (whatsmeow send.go BuildReaction and BuildMessageKey: `fromMe`
   * for its own message, `participant` the sender of someone else's group message).
   */
  react(messageId: string, emoji: string): Promise<{ id: string }> {
    const { chat, key } = this.keyOf(messageId)
    return this.sendMessage(chat, {
      reactionMessage: { key, text: emoji, senderTimestampMs: this.server.clock.now() },
    })
  }

  /**
   * Edits the text of a message the phone sent: a MESSAGE_EDIT protocolMessage naming it, the new content in
   * editedMessage (whatsmeow send.go BuildEdit; Baileys Utils/messages.ts `edit`).
   */
  edit(messageId: string, text: string): Promise<{ id: string }> {
    const sent = this.sent.find((m) => m.id === messageId)
    if (!sent) throw new Error(`phone ${this.phoneNumber} sent no message ${messageId} to edit`)
    return this.sendMessage(sent.to, {
      protocolMessage: {
        key: { remoteJid: sent.to, fromMe: true, id: messageId },
        type: proto.Message.ProtocolMessage.Type.MESSAGE_EDIT,
        editedMessage: { conversation: text },
        timestampMs: this.server.clock.now(),
      },
    })
  }

  /**
   * Deletes a message the phone sent for everyone: a REVOKE protocolMessage naming it (whatsmeow send.go
   * BuildRevoke; Baileys Utils/messages.ts `delete`).
   */
  revoke(messageId: string): Promise<{ id: string }> {
    const sent = this.sent.find((m) => m.id === messageId)
    if (!sent) throw new Error(`phone ${this.phoneNumber} sent no message ${messageId} to delete`)
    return this.sendMessage(sent.to, {
      protocolMessage: {
        key: { remoteJid: sent.to, fromMe: true, id: messageId },
        type: proto.Message.ProtocolMessage.Type.REVOKE,
      },
    })
  }

  /**
   * Sends a poll: a pollCreationMessage (pollCreationMessageV3 for a single choice) with a fresh 32-byte
   * messageSecret, which the votes are encrypted with (whatsmeow msgsecret.go BuildPollCreation; Baileys
   * Utils/messages.ts `poll`). `selectableCount` 0 lets a voter choose any number.
   */
  sendPoll(to: string, name: string, options: string[], selectableCount = 0): Promise<{ id: string }> {
    const poll = {
      name,
      options: options.map((optionName) => ({ optionName })),
      selectableOptionsCount: selectableCount,
    }
    return this.sendMessage(to, {
      ...(selectableCount === 1 ? { pollCreationMessageV3: poll } : { pollCreationMessage: poll }),
      messageContextInfo: { messageSecret: randomBytes(32) },
    })
  }

  /**
   * Votes on a poll the phone received or sent, choosing `options` by name (none takes the vote back): a
   * pollUpdateMessage naming the poll's key from the phone's point of view, the vote encrypted with the poll's
   * secret (phone/polls.ts). The poll's creator and the voter are named in the chat's addressing, as whatsmeow's
   * EncryptPollVote picks its own LID or phone JID by the poll sender's server.
   */
  vote(messageId: string, options: string[]): Promise<{ id: string }> {
    const { chat, key } = this.keyOf(messageId)
    const received = this.messages.find((m) => m.id === messageId)
    const message = received?.message ?? this.sent.find((m) => m.id === messageId)!.message
    const poll = pollOf(message)
    const secret = message.messageContextInfo?.messageSecret
    if (!poll || !secret?.length) throw new Error(`message ${messageId} is no poll`)
    const names = new Set((poll.options ?? []).map((option) => option.optionName))
    const unknown = options.find((option) => !names.has(option))
    if (unknown !== undefined) throw new Error(`poll ${messageId} has no option "${unknown}"`)
    const author = received ? parseJid(received.participant ?? received.fromDevice) : undefined
    const own = author?.server === LID_SERVER ? this.lid : this.jid
    const vote = encryptPollVote(options, {
      secret,
      id: messageId,
      creatorJid: author ? `${author.user}@${author.server}` : own,
      voterJid: own,
    })
    return this.sendMessage(
      chat,
      { pollUpdateMessage: { pollCreationMessageKey: key, vote, senderTimestampMs: this.server.clock.now() } },
      'poll',
    )
  }

  /**
   * Pins a message the phone received or sent in its chat for everyone (for `durationSeconds`), or unpins it: a
   * pinInChatMessage naming the message's key from the phone's point of view, the duration in messageContextInfo
   * (whatsapp-rust src/send/actions.rs send_pin; Baileys Utils/messages.ts `pin`). The stanza lacks the `edit`
   * attribute whatsapp-rust puts on it (Baileys reads the content only).
   */
  pin(messageId: string, pinned: boolean, durationSeconds = 86_400): Promise<{ id: string }> {
    const { chat, key } = this.keyOf(messageId)
    return this.sendMessage(chat, {
      pinInChatMessage: {
        key,
        type: pinned
          ? proto.Message.PinInChatMessage.Type.PIN_FOR_ALL
          : proto.Message.PinInChatMessage.Type.UNPIN_FOR_ALL,
        senderTimestampMs: this.server.clock.now(),
      },
      messageContextInfo: { messageAddOnDurationInSecs: pinned ? durationSeconds : 0 },
    })
  }

  /**
   * A message's chat and key from the phone's point of view (whatsmeow send.go BuildMessageKey: `fromMe` for its
   * own message, `participant` the sender of someone else's group message).
   */
  private keyOf(messageId: string): { chat: string; key: proto.IMessageKey } {
    const received = this.messages.find((m) => m.id === messageId)
    const sent = this.sent.find((m) => m.id === messageId)
    if (!received && !sent) throw new Error(`phone ${this.phoneNumber} has no message ${messageId}`)
    const chat = received ? received.chatJid : sent!.to
    const key: proto.IMessageKey = received
      ? {
          remoteJid: chat,
          fromMe: false,
          id: messageId,
          ...(received.participant ? { participant: received.from } : {}),
        }
      : { remoteJid: chat, fromMe: true, id: messageId }
    return { chat, key }
  }

  /**
   * A reply's and a mention's contextInfo as WhatsApp's apps fill it (Baileys Utils/messages.ts
   * generateWAMessageFromContent and generateWAMessageContent; WAProto ContextInfo): the quoted message's id
   * (`stanzaId`), its sender without device (`participant`), its content (`quotedMessage`), and `mentionedJid`.
   */
  private contextInfo({ quoted, mentions }: TextOptions): proto.IContextInfo {
    const context: proto.IContextInfo = {}
    if (quoted) {
      const received = this.messages.find((m) => m.id === quoted)
      const sent = this.sent.find((m) => m.id === quoted)
      if (!received && !sent) throw new Error(`phone ${this.phoneNumber} has no message ${quoted} to reply to`)
      context.stanzaId = quoted
      context.participant = received ? received.from : this.jid
      context.quotedMessage = (received ?? sent)!.message
    }
    if (mentions?.length) context.mentionedJid = mentions
    return context
  }

  /** `stanzaType`: the `type` of the message stanza; WhatsApp marks attachments 'media' */
  sendMessage(
    to: string,
    message: proto.IMessage,
    stanzaType: StanzaType = attachmentOf(message)
      ? 'media'
      : message.reactionMessage
        ? 'reaction'
        : pollOf(message) || message.pollUpdateMessage
          ? 'poll'
          : 'text',
  ): Promise<{ id: string }> {
    const digits = to.includes('@') ? undefined : normalizePhoneNumber(to)
    return this.messaging.send(digits ? `${digits}@s.whatsapp.net` : to, message, stanzaType)
  }

  /**
   * Gives the phone a chat's past messages, as if they had been sent and received before any companion linked
   * (attachments are uploaded to the media host now). A companion linked later gets the chat's newest messages
   * in its initial history sync and the older ones when it asks (on-demand). Resolves with the ids, oldest first.
   */
  seedHistory(chat: HistoryChatSeed): Promise<string[]> {
    return this.history.seed(chat)
  }

  /** Sends a read receipt for a message the phone received. */
  markRead(id: string): Promise<void> {
    return this.messaging.markRead(id)
  }

  waitForMessage(predicate?: (m: ReceivedMessage) => boolean, timeoutMs = DEFAULT_WAIT_MS): Promise<ReceivedMessage> {
    const existing = this.messages.find((m) => !predicate || predicate(m))
    if (existing) return Promise.resolve(existing)
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        off()
        reject(new Error(`phone ${this.phoneNumber}: timed out after ${timeoutMs} ms waiting for a message`))
      }, timeoutMs)
      timer.unref?.()
      const off = this.server.events.on('phone-message', ({ phoneNumber, id }) => {
        if (phoneNumber !== this.phoneNumber) return
        const message = this.messages.find((m) => m.id === id)
        if (!message || (predicate && !predicate(message))) return
        clearTimeout(timer)
        off()
        resolve(message)
      })
    })
  }

  /** the media messages this phone received, in order, decrypted */
  receivedMedia(): (ReceivedMedia & { messageId: string; from: string })[] {
    return this.messages.filter((m) => m.media).map((m) => ({ ...m.media!, messageId: m.id, from: m.from }))
  }

  /**
   * Encrypts the bytes, uploads the blob to the media host and sends the media message pointing at
   * it, so the recipient downloads it from the host like any WhatsApp attachment.
   */
  async sendMedia(to: string, media: OutgoingMedia): Promise<{ id: string; sha256: string; directPath: string }> {
    const { message, sha256, directPath } = await uploadAttachment(this.mediaClient, media, this.server.clock.now())
    const { id } = await this.sendMessage(to, message, 'media')
    this.gallery.keep(id, message, Buffer.from(media.bytes))
    return { id, sha256, directPath }
  }

  sendImage(to: string, bytes: Buffer | Uint8Array, options: { mimetype?: string; caption?: string } = {}) {
    return this.sendMedia(to, {
      type: 'image',
      bytes,
      mimetype: options.mimetype ?? 'image/jpeg',
      ...(options.caption ? { caption: options.caption } : {}),
    })
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
      contactsArrayMessage: {
        displayName: displayName ?? `${contacts.length} contacts`,
        contacts: contacts.map((c) => ({ displayName: c.displayName, vcard: c.vcard })),
      },
    })
  }

  /** Everything the server sends device 0 arrives here: replies to its iqs at once, the rest in order. */
  receive(node: BinaryNode): void {
    if (this.line.settle(node)) return
    // a trusted-contact token is kept at once: an offer the phone places next must find it, whatever the inbox holds
    if (node.tag === 'notification' && node.attrs.type === 'privacy_token') return this.calls.receiveToken(node)
    this.inbox = this.inbox
      .then(() => this.handle(node))
      .catch((err) =>
        this.server.logger.warn(
          { err, phone: this.phoneNumber, node: node.tag },
          'virtual phone could not handle a stanza',
        ),
      )
  }

  private async handle(node: BinaryNode): Promise<void> {
    if (node.tag === 'message') return this.messaging.receiveMessage(node)
    if (node.tag === 'chatstate') return this.typing.receive(node)
    if (node.tag === 'receipt' && node.attrs.type === 'server-error') {
      const answered = await answerMediaRetry({ line: this.line, media: this.mediaClient, gallery: this.gallery }, node)
      if (answered) this.server.events.emit('media-reuploaded', { phoneNumber: this.phoneNumber, ...answered })
      return
    }
    if (node.tag === 'receipt') return this.messaging.receiveReceipt(node)
    if (node.tag === 'call') return this.calls.receive(node)
    if (node.tag === 'ack' && node.attrs.class === 'call') return this.calls.receiveAck(node)
    if (node.tag !== 'notification') return
    if (node.attrs.type === 'server_sync') {
      // another device of the account changed app state: the phone catches up like any client
      const collection = serverSyncCollection(node)
      if (collection) await this.appState.sync(collection)
      return
    }
    if (node.attrs.type === 'w:gp2') {
      this.groups.receive(node)
      return this.communities.receive(node)
    }
    if (node.attrs.type === 'encrypt') {
      // the server says the phone's one-time prekeys run low
      const count = Number(getBinaryNodeChild(node, 'count')?.attrs.value ?? ONE_TIME_PREKEYS)
      if (count < ONE_TIME_PREKEYS) await this.uploadPreKeys(ONE_TIME_PREKEYS - count)
      return
    }
    // a companion of this account became active: it waits for the phone's initial sync
    const added = getBinaryNodeChild(getBinaryNodeChild(node, 'add'), 'device')
    const device = parseJid(added?.attrs.jid)
    if (node.attrs.type === 'devices' && device && device.user === this.phoneNumber) {
      const pushnames = [{ id: this.account.jid, pushname: this.account.pushName }]
      await this.messaging.sendInitialSync(
        device.device,
        Number(added!.attrs['key-index'] ?? '0'),
        this.history.initialSync(pushnames),
      )
    }
  }

  /**
   * A companion's peer request: HISTORY_SYNC_ON_DEMAND (Baileys Socket/messages-recv.ts fetchMessageHistory,
   * whatsmeow send.go BuildHistorySyncRequest) is answered with a history sync of type ON_DEMAND uploaded to the
   * media host and named by a HISTORY_SYNC_NOTIFICATION peer message to that device, which carries the request's
   * id as `peerDataRequestSessionId` (Baileys passes it on in messaging-history.set; whatsapp-rust
   * src/history_sync.rs reads it). whatsmeow: "The response will come as an *events.HistorySync with type
   * ON_DEMAND". Other peer requests are not served by this phone.
   */
  private async receivePeer(fromDevice: string, id: string, message: proto.IMessage): Promise<void> {
    const protocol = message.protocolMessage
    const request = protocol?.peerDataOperationRequestMessage
    if (
      protocol?.type !== proto.Message.ProtocolMessage.Type.PEER_DATA_OPERATION_REQUEST_MESSAGE ||
      request?.peerDataOperationRequestType !== proto.Message.PeerDataOperationRequestType.HISTORY_SYNC_ON_DEMAND ||
      !request.historySyncOnDemandRequest
    )
      return
    const device = parseJid(fromDevice)
    if (!device) return
    const history = this.history.onDemand(request.historySyncOnDemandRequest)
    const notification = await uploadHistory(this.mediaClient, history, { peerDataRequestSessionId: id })
    await this.messaging.sendPeer(device.device, {
      protocolMessage: {
        type: proto.Message.ProtocolMessage.Type.HISTORY_SYNC_NOTIFICATION,
        historySyncNotification: notification,
      },
    })
    this.server.events.emit('history-sent', {
      phoneNumber: this.phoneNumber,
      deviceJid: this.account.pnJid(device.device),
      deviceId: device.device,
      chatJid: request.historySyncOnDemandRequest.chatJid ?? '',
      messages: history.conversations?.[0]?.messages?.length ?? 0,
    })
  }
}

/** a view-once message: its content inside viewOnceMessage (v1, Baileys' own), V2 or V2Extension (WAProto Message) */
export function isViewOnce(message: proto.IMessage): boolean {
  return !!(message.viewOnceMessage ?? message.viewOnceMessageV2 ?? message.viewOnceMessageV2Extension)
}
