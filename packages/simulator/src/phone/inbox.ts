import { getBinaryNodeChild, type BinaryNode } from '@whiskeysockets/baileys'
import type { EventHub } from '../events.js'
import { parseJid } from '../jids.js'
import type { Logger } from '../log.js'
import type { Account } from '../state/accounts.js'
import { type PhoneAppState, serverSyncCollection } from './app-state.js'
import type { PhoneCalls } from './calls.js'
import type { PhoneCommunities } from './communities.js'
import type { PhoneDevices } from './devices.js'
import type { PhoneGroups } from './groups.js'
import type { PhoneHistory } from './history.js'
import type { PhoneLine } from './line.js'
import { answerMediaRetry } from './media-retry.js'
import type { PhoneMessaging } from './messaging.js'
import type { PhoneTyping } from './typing.js'

/** The parts of a phone the stanzas the server sends it go to. */
export interface InboxParts {
  account: Account
  line: PhoneLine
  messaging: PhoneMessaging
  typing: PhoneTyping
  calls: PhoneCalls
  groups: PhoneGroups
  communities: PhoneCommunities
  appState: PhoneAppState
  devices: PhoneDevices
  history: PhoneHistory
  mediaRetry: Parameters<typeof answerMediaRetry>[0]
  events: EventHub
  logger: Logger
}

/**
 * What the server sends device 0, handed to the part it concerns: replies to the phone's iqs at once, everything
 * else one stanza at a time in the order it came, as an app handles its connection.
 */
export class PhoneInbox {
  private queue: Promise<void> = Promise.resolve()

  constructor(private readonly parts: InboxParts) {}

  /**
   * the app is suspended (in the background on a busy phone): what the server sends it waits, in order, until the
   * returned function resumes it; replies to its own iqs still arrive
   */
  suspend(): () => void {
    let resume!: () => void
    const resumed = new Promise<void>((resolve) => (resume = resolve))
    this.queue = this.queue.then(() => resumed)
    return resume
  }

  /** Everything the server sends device 0 arrives here: replies to its iqs at once, the rest in order. */
  receive(node: BinaryNode): void {
    if (this.parts.line.settle(node)) return
    // a trusted-contact token is kept at once: an offer the phone places next must find it, whatever the inbox holds
    if (node.tag === 'notification' && node.attrs.type === 'privacy_token') return this.parts.calls.receiveToken(node)
    this.queue = this.queue
      .then(() => this.handle(node))
      .catch((err) =>
        this.parts.logger.warn(
          { err, phone: this.parts.account.phoneNumber, node: node.tag },
          'virtual phone could not handle a stanza',
        ),
      )
  }

  private async handle(node: BinaryNode): Promise<void> {
    const { account, messaging, calls } = this.parts
    if (node.tag === 'message') return messaging.receiveMessage(node)
    if (node.tag === 'chatstate') return this.parts.typing.receive(node)
    if (node.tag === 'receipt' && node.attrs.type === 'server-error') {
      const answered = await answerMediaRetry(this.parts.mediaRetry, node)
      if (answered) this.parts.events.emit('media-reuploaded', { phoneNumber: account.phoneNumber, ...answered })
      return
    }
    if (node.tag === 'receipt') return messaging.receiveReceipt(node)
    if (node.tag === 'call') return calls.receive(node)
    if (node.tag === 'ack' && node.attrs.class === 'call') return calls.receiveAck(node)
    if (node.tag !== 'notification') return
    if (node.attrs.type === 'server_sync') {
      // another device of the account changed app state: the phone catches up like any client
      const collection = serverSyncCollection(node)
      if (collection) await this.parts.appState.sync(collection)
      return
    }
    if (node.attrs.type === 'w:gp2') {
      this.parts.groups.receive(node)
      return this.parts.communities.receive(node)
    }
    if (node.attrs.type === 'encrypt') return this.parts.devices.receivePreKeyCount(node)
    // a companion of this account became active: it waits for the phone's initial sync
    const added = getBinaryNodeChild(getBinaryNodeChild(node, 'add'), 'device')
    const device = parseJid(added?.attrs.jid)
    if (node.attrs.type === 'devices' && device && device.user === account.phoneNumber) {
      const pushnames = [{ id: account.jid, pushname: account.pushName }]
      await messaging.sendInitialSync(
        device.device,
        Number(added!.attrs['key-index'] ?? '0'),
        this.parts.history.initialSync(pushnames),
      )
    }
  }
}
