import { jidNormalizedUser, type WASocket } from '@whiskeysockets/baileys'
import type { MessageKey } from '../ports/messages.js'
import type { GroupMetadataCache } from './groups.js'

const isPhoneUser = (jid: string) => jid.endsWith('@s.whatsapp.net')

/**
 * How a group names its members: by LID in a LID-addressed group, by phone number in an older one. References the
 * API hands out or keeps may name a member in the other addressing (kept from before a group moved to LIDs, built
 * from a phone number); what goes on the wire names them as the group does, as WhatsApp's apps match them. Unknown
 * mappings are asked of WhatsApp (Baileys' lidMapping queries usync on a miss); one it cannot turn goes as given.
 */
export class GroupAddressing {
  readonly #socket: WASocket
  readonly #groups: GroupMetadataCache

  constructor(socket: WASocket, groups: GroupMetadataCache) {
    this.#socket = socket
    this.#groups = groups
  }

  /** The group's addressing, or null for a chat that is no group or a group that cannot be read. */
  async modeOf(chatJid: string): Promise<'lid' | 'pn' | null> {
    if (!chatJid.endsWith('@g.us')) return null
    const group = await this.#groups.get(chatJid).catch(() => undefined)
    if (!group) return null
    return group.addressingMode === 'lid' ? 'lid' : 'pn'
  }

  /**
   * The key of a group message with its sender as the group addresses them (Baileys `messages-send.js` sends a LID
   * group's messages as the LID; whatsmeow `BuildRevoke` / `BuildReaction` and whatsapp-rust `chat_actions.rs`
   * `build_message_key_index` take the sender as the message named it).
   */
  async key(message: MessageKey): Promise<MessageKey> {
    const participant = message.participant
    if (!participant) return message
    const mode = await this.modeOf(message.chatJid)
    if (!mode) return message
    const turned = await this.#turn(participant, mode, message.participantPhoneJid)
    return turned ? { ...message, participant: turned } : message
  }

  /**
   * Mentions as the group addresses its members, each with the phone number beside it when known (null beside a
   * phone-number JID, and where the mapping is unknown). A LID group's received messages mention its members by LID,
   * their text carrying `@<the LID's digits>`, as the group names senders (Baileys `decode-wa-message.js`); that
   * WhatsApp's apps render a phone-number mention there too is unverified, so the engine mentions as the group
   * names (docs/protocol-fidelity.md).
   */
  async mentions(chatJid: string, mentions: string[]): Promise<{ jid: string; phoneJid: string | null }[]> {
    const mode = await this.modeOf(chatJid)
    const lids = this.#groups.lids
    return Promise.all(
      mentions.map(async (given) => {
        const jid = (mode && (await this.#turn(given, mode))) || jidNormalizedUser(given)
        const phone = isPhoneUser(jid) ? null : (lids.phoneOf(jid) ?? (isPhoneUser(given) ? given : null))
        return { jid, phoneJid: phone }
      }),
    )
  }

  async #turn(jid: string, mode: 'lid' | 'pn', phoneBeside?: string): Promise<string | null> {
    const lids = this.#groups.lids
    const mapping = this.#socket.signalRepository.lidMapping
    const turned =
      mode === 'lid'
        ? jid.endsWith('@lid')
          ? jid
          : (lids.lidOf(jid) ?? (await mapping.getLIDForPN(jid).catch(() => null)))
        : isPhoneUser(jid)
          ? jid
          : (lids.phoneOf(jid) ?? phoneBeside ?? (await mapping.getPNForLID(jid).catch(() => null)))
    return turned ? jidNormalizedUser(turned) : null
  }
}

/**
 * A text's `@<digits>` written for each mention the group addresses otherwise: WhatsApp's apps render the mention
 * from the digits of the JID in mentionedJid, so the text must carry the same digits.
 */
export function rewriteMentionText(text: string, turned: { given: string; jid: string }[]): string {
  let result = text
  for (const { given, jid } of turned) {
    const from = given.split('@')[0]!.split(':')[0]!
    const to = jid.split('@')[0]!.split(':')[0]!
    if (from === to) continue
    result = result.replace(new RegExp(`@${from}(?!\\d)`, 'g'), `@${to}`)
  }
  return result
}
