import {
  encodeWAMessage,
  getBinaryNodeChildren,
  proto,
  unpadRandomMax16,
  type BinaryNode,
} from '@whiskeysockets/baileys'
import { LID_SERVER, parseJid } from '../jids.js'
import type { Account } from '../state/accounts.js'
import type { GroupMembersLookup } from './group-members.js'
import type { PhoneIdentity } from './identity.js'
import type { Peer, PhoneSessions } from './sessions.js'
import type { StanzaType } from './types.js'
import { editAttribute } from './edit-attribute.js'

function distributionMessage(groupJid: string, skdm: Uint8Array): proto.IMessage {
  return { senderKeyDistributionMessage: { groupId: groupJid, axolotlSenderKeyDistributionMessage: skdm } }
}

export interface GroupMessagingDeps {
  account: Account
  identity: PhoneIdentity
  sessions: PhoneSessions
  members: GroupMembersLookup
}

/**
 * The phone in groups, as Baileys is: one sender key per group, named after the phone's jid in the
 * group's addressing, encrypts each message once (`skmsg`); devices that lack the key get it first,
 * as a sender key distribution message over their 1:1 session.
 */
export class PhoneGroupMessaging {
  /** per group, the device jids that hold this phone's sender key (Baileys' sender-key-memory) */
  private readonly keyHolders = new Map<string, Set<string>>()

  constructor(private readonly deps: GroupMessagingDeps) {}

  /** the phone's jid in the group's addressing, device 0: the name its sender key goes by */
  private senderId(addressing: 'pn' | 'lid'): string {
    return addressing === 'lid' ? this.deps.account.lid : this.deps.account.jid
  }

  /** the `<message to=gid>` stanza: the skmsg, and the sender key for every member device that lacks it */
  async stanza(groupJid: string, id: string, message: proto.IMessage, stanzaType: StanzaType): Promise<BinaryNode> {
    const { sessions, identity } = this.deps
    const { addressing, members } = await this.deps.members(groupJid)
    // the distribution message is taken before the encryption advances the key, so it opens this message too
    const { ciphertext, senderKeyDistributionMessage } = await identity.repository.encryptGroupMessage({
      group: groupJid,
      meId: this.senderId(addressing),
      data: encodeWAMessage(message),
    })
    const holders = this.keyHolders.get(groupJid) ?? new Set<string>()
    const distribution = distributionMessage(groupJid, senderKeyDistributionMessage)
    const participants: BinaryNode[] = []
    for (const member of members) {
      for (const peer of (await sessions.devicesOf(member))?.peers ?? []) {
        if ((sessions.isOwn(peer.jid) && peer.deviceId === 0) || holders.has(peer.jid)) continue
        participants.push({
          tag: 'to',
          attrs: { jid: peer.jid },
          content: [await sessions.encryptFor(peer, distribution)],
        })
      }
    }
    // remembered once every key is encrypted: a failure above leaves the devices to get it next time
    for (const to of participants) holders.add(to.attrs.jid!)
    this.keyHolders.set(groupJid, holders)
    const content: BinaryNode[] = [{ tag: 'enc', attrs: { v: '2', type: 'skmsg' }, content: ciphertext }]
    if (participants.length) content.push({ tag: 'participants', attrs: {}, content: participants })
    return {
      tag: 'message',
      attrs: { id, to: groupJid, type: stanzaType, addressing_mode: addressing, ...editAttribute(message) },
      content,
    }
  }

  /**
   * A group message, decrypted in Baileys' order: the per-device `<enc>` first (it carries the
   * sender key distribution, processed at once), then the `skmsg` with the sender key of
   * (group, participant). Undefined when it holds nothing but the key.
   */
  async decrypt(node: BinaryNode, groupJid: string, participant: string): Promise<proto.IMessage | undefined> {
    const { repository } = this.deps.identity
    let merged: proto.IMessage | undefined
    for (const enc of getBinaryNodeChildren(node, 'enc')) {
      const type = enc.attrs.type
      if (!(enc.content instanceof Uint8Array)) continue
      let plaintext: Uint8Array
      if (type === 'skmsg') {
        plaintext = await repository.decryptGroupMessage({ group: groupJid, authorJid: participant, msg: enc.content })
      } else if (type === 'pkmsg' || type === 'msg') {
        const address = await this.deps.sessions.addressOf(participant, node.attrs.participant_lid)
        if (!address) return undefined
        plaintext = await repository.decryptMessage({ jid: address, type, ciphertext: enc.content })
      } else continue
      const decoded = proto.Message.decode(unpadRandomMax16(plaintext))
      // a resend to one of the sender's own devices comes wrapped as sent by the account
      const content = decoded.deviceSentMessage?.message ?? decoded
      if (content.senderKeyDistributionMessage) {
        await repository.processSenderKeyDistributionMessage({
          authorJid: participant,
          item: content.senderKeyDistributionMessage,
        })
      }
      merged = Object.assign(merged ?? {}, content)
    }
    if (!merged) return undefined
    delete merged.senderKeyDistributionMessage
    return Object.keys(merged).length ? merged : undefined
  }

  /**
   * The answer to a group retry receipt from `peer`: the message again, with the sender key inside,
   * over a fresh 1:1 session to that device only (`participant` names it). Every device gets the
   * key again with the next message, as Baileys clears its sender-key-memory on a retry.
   */
  async resend(
    groupJid: string,
    peer: Peer,
    sent: { id: string; message: proto.IMessage },
    count: number,
    stanzaType: StanzaType,
  ): Promise<BinaryNode> {
    this.keyHolders.delete(groupJid)
    const addressing = parseJid(peer.jid)?.server === LID_SERVER ? 'lid' : 'pn'
    const skdm = await this.deps.identity.repository.getSenderKeyDistributionMessage({
      group: groupJid,
      meId: this.senderId(addressing),
    })
    const withKey: proto.IMessage = { ...sent.message, ...distributionMessage(groupJid, skdm) }
    const message = this.deps.sessions.isOwn(peer.jid)
      ? { deviceSentMessage: { destinationJid: groupJid, message: withKey } }
      : withKey
    const enc = await this.deps.sessions.encryptFor(peer, message)
    enc.attrs.count = String(count)
    return {
      tag: 'message',
      attrs: { id: sent.id, to: groupJid, participant: peer.jid, type: stanzaType },
      content: [enc],
    }
  }
}
