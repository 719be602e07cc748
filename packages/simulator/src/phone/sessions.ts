import { randomBytes } from 'node:crypto'
import {
  encodeWAMessage,
  extractE2ESessionFromRetryReceipt,
  getBinaryNodeChild,
  getBinaryNodeChildren,
  parseAndInjectE2ESessions,
  S_WHATSAPP_NET,
  type BinaryNode,
  type proto,
} from '@whiskeysockets/baileys'
import { LID_SERVER, lidJid, parseJid, pnJid, PN_SERVER } from '../jids.js'
import type { Account } from '../state/accounts.js'
import type { PhoneIdentity } from './identity.js'
import type { PhoneLine } from './line.js'

/** A device as the phone addresses it: `jid` in the chat's addressing, `address` its Signal address (always the LID). */
export interface Peer {
  jid: string
  address: string
  deviceId: number
}

export function newMessageId(): string {
  return randomBytes(16).toString('hex').toUpperCase()
}

export interface SessionDeps {
  account: Account
  identity: PhoneIdentity
  line: PhoneLine
}

/**
 * What the phone knows of other devices and its Signal sessions with them, learned as a client
 * learns them: devices and LIDs by usync, key bundles by key fetches. 1:1 and group messages share it.
 */
export class PhoneSessions {
  /** LID users of the PN users the phone has met, as usync told it */
  private readonly lids = new Map<string, string>()

  constructor(private readonly deps: SessionDeps) {}

  private get account(): Account {
    return this.deps.account
  }

  /** the devices of the account behind `jid` (usync), in the addressing of `jid`; undefined when it has none */
  async devicesOf(jid: string): Promise<{ destination: string; addressing: 'pn' | 'lid'; peers: Peer[] } | undefined> {
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
            {
              tag: 'query',
              attrs: {},
              content: [
                { tag: 'devices', attrs: { version: '2' } },
                { tag: 'lid', attrs: {} },
              ],
            },
            { tag: 'list', attrs: {}, content: [{ tag: 'user', attrs: { jid: destination } }] },
          ],
        },
      ],
    })
    const user = getBinaryNodeChild(getBinaryNodeChild(getBinaryNodeChild(reply, 'usync'), 'list'), 'user')
    const ids = getBinaryNodeChildren(
      getBinaryNodeChild(getBinaryNodeChild(user, 'devices'), 'device-list'),
      'device',
    ).map((d) => Number(d.attrs.id))
    const lidUser = addressing === 'lid' ? parsed.user : parseJid(getBinaryNodeChild(user, 'lid')?.attrs.val)?.user
    if (!ids.length || !lidUser) return undefined
    if (addressing === 'pn') this.lids.set(parsed.user, lidUser)
    const peers = ids.map((id) => ({
      jid: addressing === 'lid' ? lidJid(parsed.user, id) : pnJid(parsed.user, id),
      address: lidJid(lidUser, id),
      deviceId: id,
    }))
    return { destination, addressing, peers }
  }

  /** the Signal address of a device jid: its LID, learned by usync for a PN jid */
  async addressOf(jid: string | undefined, lidHint?: string): Promise<string | undefined> {
    const parsed = parseJid(jid)
    if (!parsed) return undefined
    if (parsed.server === LID_SERVER) return lidJid(parsed.user, parsed.device)
    const hinted = parseJid(lidHint)?.user
    if (hinted) this.lids.set(parsed.user, hinted)
    if (!this.lids.has(parsed.user)) await this.devicesOf(pnJid(parsed.user))
    const lidUser = this.lids.get(parsed.user)
    return lidUser ? lidJid(lidUser, parsed.device) : undefined
  }

  isOwn(jid: string | undefined): boolean {
    const user = parseJid(jid)?.user
    return user === this.account.phoneNumber || user === this.account.lidUser
  }

  async encryptFor(peer: Peer, message: proto.IMessage): Promise<BinaryNode> {
    const { repository } = this.deps.identity
    const { exists } = await repository.validateSession(peer.address)
    if (!exists) await this.startFromBundle(peer.address)
    const { type, ciphertext } = await repository.encryptMessage({ jid: peer.address, data: encodeWAMessage(message) })
    return { tag: 'enc', attrs: { v: '2', type }, content: ciphertext }
  }

  /** A new session with `address` from a key bundle the server hands out (the `encrypt` iq's key fetch). */
  private async startFromBundle(address: string): Promise<void> {
    const bundle = await this.deps.line.query({
      tag: 'iq',
      attrs: { to: S_WHATSAPP_NET, type: 'get', xmlns: 'encrypt' },
      content: [{ tag: 'key', attrs: {}, content: [{ tag: 'user', attrs: { jid: address } }] }],
    })
    await parseAndInjectE2ESessions(bundle, this.deps.identity.repository)
  }

  /**
   * A device could not decrypt what the phone sent (a retry receipt): start a new session, from the keys in the
   * receipt or a fresh bundle. The old one is closed, not deleted (libsignal keeps closed sessions to decrypt
   * with), as a client's does (whatsmeow retry.go processes the bundle over the session it has): what the device
   * sent on it before it heard of the new one must still decrypt, or the phone would have to ask for it again.
   */
  async restart(address: string, receipt: BinaryNode): Promise<void> {
    const session = extractE2ESessionFromRetryReceipt(receipt)
    if (session) await this.deps.identity.repository.injectE2ESession({ jid: address, session })
    else await this.startFromBundle(address)
  }
}
