import type { AuthenticationCreds, BinaryNode, proto } from '@whiskeysockets/baileys'
import { DEFAULT_WAIT_MS, type EventHub } from '../events.js'
import type { Logger } from '../log.js'
import type { Linking } from '../server/linking.js'
import type { Sockets } from '../server/sockets.js'
import type { Account } from '../state/accounts.js'
import type { Clock } from '../state/clock.js'
import { AddressBook } from './address-book.js'
import { PhoneAppState } from './app-state.js'
import { PhoneCalls } from './calls.js'
import { PhoneChats } from './chats.js'
import { type LinkedAuth, PhoneDevices } from './devices.js'
import type { PhoneIdentity } from './identity.js'
import { PhoneCommunities } from './communities.js'
import { PhoneGallery } from './gallery.js'
import { PhoneGroups } from './groups.js'
import { PhoneHistory, type HistoryChatSeed } from './history.js'
import { answerHistoryRequest, type HistoryRequestDeps } from './history-requests.js'
import { PhoneInbox } from './inbox.js'
import { PhoneLine } from './line.js'
import { MediaClient, type MediaClientTls } from './media-client.js'
import { groupMembersByQuery } from './group-members.js'
import { PhoneMessaging } from './messaging.js'
import { PhoneOutgoing } from './outgoing.js'
import { fetchAbout, fetchPictureUrl, removeProfilePicture, setProfilePicture } from './profile.js'
import { PhoneTyping } from './typing.js'
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
import { ViewOnceOpenings } from './view-once.js'

/** What a phone may use of the server besides its line: linking, whether its devices are online, the media host's certificate. */
export interface PhoneServer {
  readonly linking: Linking
  readonly sockets: Sockets
  readonly media: { readonly ca: string; readonly clientTls: MediaClientTls }
  readonly events: EventHub
  readonly logger: Logger
  readonly clock: Clock
  /** resolves once the phone may send a companion its history sync notification; null when not held (fault `holdHistorySync`) */
  historySyncHeld(phoneNumber: string): Promise<void> | null
}

/**
 * The account's primary device (device 0): a real Signal identity that links companions, and a client
 * of the server like any other: what it sends goes through the dispatch table (PhoneOutgoing builds it), and
 * it learns what happens from the stanzas the server sends it (PhoneInbox hands each to the part it concerns).
 */
export class Phone {
  private readonly line: PhoneLine
  private readonly messaging: PhoneMessaging
  private readonly outgoing: PhoneOutgoing
  private readonly devices: PhoneDevices
  private readonly mediaClient: MediaClient
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
  private readonly viewOnce: ViewOnceOpenings
  private readonly appState: PhoneAppState
  private readonly addressBook: AddressBook
  private readonly gallery = new PhoneGallery()
  private readonly history: PhoneHistory
  private readonly inbox: PhoneInbox

  constructor(
    server: PhoneServer,
    readonly account: Account,
    private readonly identity: PhoneIdentity,
    submit: (node: BinaryNode) => Promise<void>,
  ) {
    this.line = new PhoneLine(submit, `phone-${account.phoneNumber}`)
    this.mediaClient = new MediaClient(this.line, () => server.media.clientTls)
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
    this.addressBook = new AddressBook(account, this.appState, server.clock)
    this.chats = new PhoneChats(account.phoneNumber, this.appState, server.events, server.clock)
    this.typing = new PhoneTyping(this.line, server.events, account.phoneNumber, () => server.clock.now())
    this.history = new PhoneHistory(this.mediaClient, this.gallery)
    const historyRequests: HistoryRequestDeps = {
      account,
      history: this.history,
      media: this.mediaClient,
      events: server.events,
      sendPeer: (deviceId, message) => this.messaging.sendPeer(deviceId, message),
    }
    this.messaging = new PhoneMessaging({
      account,
      identity,
      line: this.line,
      events: server.events,
      media: this.mediaClient,
      clock: server.clock,
      groupMembers: groupMembersByQuery(this.line),
      appStateKeyShare: (keyIndex) => this.appState.keyShare(keyIndex),
      historySyncHeld: () => server.historySyncHeld(account.phoneNumber),
      logger: server.logger,
      gallery: this.gallery,
      onPeerMessage: (from, id, message) => answerHistoryRequest(historyRequests, from, id, message),
    })
    this.outgoing = new PhoneOutgoing({
      account,
      messaging: this.messaging,
      media: this.mediaClient,
      gallery: this.gallery,
      clock: server.clock,
    })
    this.viewOnce = new ViewOnceOpenings(account.phoneNumber, this.messaging.messages)
    this.devices = new PhoneDevices({
      account,
      identity,
      line: this.line,
      linking: server.linking,
      sockets: server.sockets,
      clock: server.clock,
      appState: this.appState,
    })
    this.groups = new PhoneGroups(account, this.line)
    this.communities = new PhoneCommunities(account, this.line, this.groups)
    this.calls = new PhoneCalls({
      account,
      identity,
      line: this.line,
      sessions: this.messaging.sessions,
      events: server.events,
    })
    this.inbox = new PhoneInbox({
      account,
      line: this.line,
      messaging: this.messaging,
      typing: this.typing,
      calls: this.calls,
      groups: this.groups,
      communities: this.communities,
      appState: this.appState,
      devices: this.devices,
      history: this.history,
      mediaRetry: { line: this.line, media: this.mediaClient, gallery: this.gallery },
      events: server.events,
      logger: server.logger,
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

  /** sets the account's profile picture (JPEG bytes), as the phone's app does */
  setProfilePicture(jpeg: Buffer): Promise<void> {
    return setProfilePicture(this.line, jpeg)
  }

  removeProfilePicture(): Promise<void> {
    return removeProfilePicture(this.line)
  }

  /** where the server serves `jid`'s profile picture to this phone; null when there is none or privacy hides it */
  fetchPictureUrl(jid: string): Promise<string | null> {
    return fetchPictureUrl(this.line, jid)
  }

  /** the about of `jid` as the server serves it to this phone; null when the server gives none */
  fetchAbout(jid: string): Promise<string | null> {
    return fetchAbout(this.line, jid)
  }

  /** saves `other` in the phone's address book under `name`, synced to its linked devices */
  saveContact(other: Phone, name = other.account.pushName): Promise<void> {
    return this.addressBook.save(other.account, name)
  }

  /** removes `other` from the phone's address book */
  removeContact(other: Phone): Promise<void> {
    return this.addressBook.remove(other.account)
  }

  /** the app is suspended: what the server sends it waits, in order, until the returned function resumes it */
  suspend(): () => void {
    return this.inbox.suspend()
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
  uploadPreKeys(count?: number): Promise<void> {
    return this.devices.uploadPreKeys(count)
  }

  linkedDevices(): LinkedDevice[] {
    return this.devices.linkedDevices()
  }

  scanQr(qr: string): Promise<void> {
    return this.devices.scanQr(qr)
  }

  /** `waitMs`: how long to wait for a companion's pairing-code request to arrive */
  enterPairingCode(code: string, waitMs = DEFAULT_WAIT_MS): Promise<void> {
    return this.devices.enterPairingCode(code, waitMs)
  }

  /** Credentials of a companion already linked to this phone (and synced), for tests that start logged in. */
  createLinkedCreds(): Promise<AuthenticationCreds> {
    return this.devices.createLinkedCreds()
  }

  /** createLinkedCreds plus what a device holds after its first login (PhoneDevices.createLinkedAuth). */
  createLinkedAuth(options: { preKeys?: number } = {}): Promise<LinkedAuth> {
    return this.devices.createLinkedAuth(options)
  }

  /** Logs a companion out from the phone, as "Linked devices → Log out" does. */
  removeDevice(jidOrId: string | number): Promise<void> {
    return this.devices.removeDevice(jidOrId)
  }

  /**
   * Sends a Signal-encrypted text to every device of the recipient, and a copy to this account's
   * companions; to a group jid (`<id>@g.us`), one sender-key message for every member device.
   */
  sendText(to: string, text: string, options: TextOptions = {}): Promise<{ id: string }> {
    return this.outgoing.sendText(to, text, options)
  }

  /** Opens a view-once message the phone received: its attachment is shown once. */
  openViewOnce(messageId: string): ReceivedMedia {
    return this.viewOnce.open(messageId)
  }

  /** whether the phone opened the view-once message `messageId` */
  viewOnceOpened(messageId: string): boolean {
    return this.viewOnce.has(messageId)
  }

  /** Turns the disappearing-messages timer of the 1:1 chat with `to` on (seconds) or off (0). */
  setDisappearing(to: string, seconds: number): Promise<{ id: string }> {
    return this.outgoing.setDisappearing(to, seconds)
  }

  /** Reacts to a message the phone received or sent ("" removes its reaction). */
  react(messageId: string, emoji: string): Promise<{ id: string }> {
    return this.outgoing.react(messageId, emoji)
  }

  /** Edits the text of a message the phone sent. */
  edit(messageId: string, text: string): Promise<{ id: string }> {
    return this.outgoing.edit(messageId, text)
  }

  /** Edits a message the phone sent with `secret: true`, sealed with its secret as WhatsApp's current clients do. */
  sealedEdit(messageId: string, text: string): Promise<{ id: string }> {
    return this.outgoing.sealedEdit(messageId, text)
  }

  /** Deletes a message the phone sent, for everyone. */
  revoke(messageId: string): Promise<{ id: string }> {
    return this.outgoing.revoke(messageId)
  }

  /** Sends a poll; `selectableCount` 0 lets a voter choose any number of options. */
  sendPoll(to: string, name: string, options: string[], selectableCount = 0): Promise<{ id: string }> {
    return this.outgoing.sendPoll(to, name, options, selectableCount)
  }

  /** Votes on a poll the phone received or sent, choosing `options` by name (none takes the vote back). */
  vote(messageId: string, options: string[]): Promise<{ id: string }> {
    return this.outgoing.vote(messageId, options)
  }

  /** Pins a message the phone received or sent in its chat for everyone (for `durationSeconds`), or unpins it. */
  pin(messageId: string, pinned: boolean, durationSeconds = 86_400): Promise<{ id: string }> {
    return this.outgoing.pin(messageId, pinned, durationSeconds)
  }

  /** `stanzaType`: the `type` of the message stanza; by default the one WhatsApp gives the content */
  sendMessage(to: string, message: proto.IMessage, stanzaType?: StanzaType): Promise<{ id: string }> {
    return this.outgoing.sendMessage(to, message, stanzaType)
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
    return this.messaging.waitFor(predicate, timeoutMs)
  }

  /** the media messages this phone received, in order, decrypted */
  receivedMedia(): (ReceivedMedia & { messageId: string; from: string })[] {
    return this.messages.filter((m) => m.media).map((m) => ({ ...m.media!, messageId: m.id, from: m.from }))
  }

  /** Encrypts the bytes, uploads the blob to the media host and sends the media message pointing at it. */
  sendMedia(to: string, media: OutgoingMedia): Promise<{ id: string; sha256: string; directPath: string }> {
    return this.outgoing.sendMedia(to, media)
  }

  sendImage(to: string, bytes: Buffer | Uint8Array, options: { mimetype?: string; caption?: string } = {}) {
    return this.outgoing.sendImage(to, bytes, options)
  }

  sendLocation(to: string, location: OutgoingLocation): Promise<{ id: string }> {
    return this.outgoing.sendLocation(to, location)
  }

  sendContact(to: string, contact: OutgoingContact): Promise<{ id: string }> {
    return this.outgoing.sendContact(to, contact)
  }

  /** several cards in one contactsArrayMessage; `displayName` defaults to "<n> contacts" */
  sendContacts(to: string, contacts: OutgoingContact[], displayName?: string): Promise<{ id: string }> {
    return this.outgoing.sendContacts(to, contacts, displayName)
  }

  /** Everything the server sends device 0 arrives here: replies to its iqs at once, the rest in order. */
  receive(node: BinaryNode): void {
    this.inbox.receive(node)
  }
}
