import { randomBytes } from 'node:crypto'
import { proto } from '@whiskeysockets/baileys'
import { LID_SERVER, normalizePhoneNumber, parseJid } from '../jids.js'
import type { Account } from '../state/accounts.js'
import type { Clock } from '../state/clock.js'
import { attachmentOf, uploadAttachment } from './attachments.js'
import type { PhoneGallery } from './gallery.js'
import type { MediaClient } from './media-client.js'
import type { PhoneMessaging } from './messaging.js'
import { encryptPollVote, pollOf } from './polls.js'
import { sealedEdit } from './secret-edits.js'
import type {
  OutgoingContact,
  OutgoingLocation,
  OutgoingMedia,
  ReceivedMessage,
  SentMessage,
  StanzaType,
  TextOptions,
} from './types.js'

export interface OutgoingDeps {
  account: Account
  messaging: PhoneMessaging
  media: MediaClient
  gallery: PhoneGallery
  clock: Clock
}

/**
 * The messages the phone sends, built as WhatsApp's apps build them (each names its reference), and what they
 * refer to taken from the phone's own view of its chats: the messages it received and sent.
 */
export class PhoneOutgoing {
  constructor(private readonly deps: OutgoingDeps) {}

  private get messages(): ReceivedMessage[] {
    return this.deps.messaging.messages
  }

  private get sent(): SentMessage[] {
    return this.deps.messaging.sent
  }

  private get phoneNumber(): string {
    return this.deps.account.phoneNumber
  }

  private get jid(): string {
    return this.deps.account.jid
  }

  private get lid(): string {
    return this.deps.account.lid
  }

  /**
   * Sends a Signal-encrypted text to every device of the recipient, and a copy to this account's
   * companions; to a group jid (`<id>@g.us`), one sender-key message for every member device.
   */
  sendText(to: string, text: string, options: TextOptions = {}): Promise<{ id: string }> {
    // the secret a later sealed edit is encrypted with (messageContextInfo.messageSecret, as polls carry theirs)
    const secret = options.secret ? { messageContextInfo: { messageSecret: randomBytes(32) } } : {}
    if (!options.quoted && !options.mentions?.length) return this.sendMessage(to, { conversation: text, ...secret })
    return this.sendMessage(to, { extendedTextMessage: { text, contextInfo: this.contextInfo(options) }, ...secret })
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
        ephemeralSettingTimestamp: Math.floor(this.deps.clock.now() / 1000),
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
      reactionMessage: { key, text: emoji, senderTimestampMs: this.deps.clock.now() },
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
        timestampMs: this.deps.clock.now(),
      },
    })
  }

  /**
   * Edits the text of a message the phone sent (with `secret: true`) as WhatsApp's current clients do: the same edit
   * sealed with the message's secret (phone/secret-edits.ts), the phone naming itself by phone number (the engine
   * tries the other addressing too, as WhatsApp Web does).
   */
  sealedEdit(messageId: string, text: string): Promise<{ id: string }> {
    const sent = this.sent.find((m) => m.id === messageId)
    const secret = sent?.message.messageContextInfo?.messageSecret
    if (!sent || !secret?.length)
      throw new Error(`phone ${this.phoneNumber} sent no message ${messageId} with a secret`)
    const key = { remoteJid: sent.to, fromMe: true, id: messageId }
    const edit = {
      protocolMessage: {
        key,
        type: proto.Message.ProtocolMessage.Type.MESSAGE_EDIT,
        editedMessage: { conversation: text },
        timestampMs: this.deps.clock.now(),
      },
    }
    return this.sendMessage(sent.to, sealedEdit(edit, { key, secret, sender: this.jid }))
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
      { pollUpdateMessage: { pollCreationMessageKey: key, vote, senderTimestampMs: this.deps.clock.now() } },
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
        senderTimestampMs: this.deps.clock.now(),
      },
      messageContextInfo: { messageAddOnDurationInSecs: pinned ? durationSeconds : 0 },
    })
  }

  /**
   * A message's chat and key from the phone's point of view (whatsmeow send.go BuildMessageKey: `fromMe` for its
   * own message, `participant` the sender of someone else's group message, without device, as the group addresses
   * it: a LID in a LID-addressed group, as the message's `participant` named it).
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
          ...(received.participant ? { participant: userOf(received.participant) } : {}),
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
      // the quoted sender as the chat addresses them (a LID in a LID-addressed group)
      context.participant = received ? (received.participant ? userOf(received.participant) : received.from) : this.jid
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
    return this.deps.messaging.send(digits ? `${digits}@s.whatsapp.net` : to, message, stanzaType)
  }

  /**
   * Encrypts the bytes, uploads the blob to the media host and sends the media message pointing at
   * it, so the recipient downloads it from the host like any WhatsApp attachment.
   */
  async sendMedia(to: string, media: OutgoingMedia): Promise<{ id: string; sha256: string; directPath: string }> {
    const { message, sha256, directPath } = await uploadAttachment(this.deps.media, media, this.deps.clock.now())
    const { id } = await this.sendMessage(to, message, 'media')
    this.deps.gallery.keep(id, message, Buffer.from(media.bytes))
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
}

/** a JID without its device, in the addressing it has */
function userOf(jid: string): string {
  const parsed = parseJid(jid)
  return parsed ? `${parsed.user}@${parsed.server}` : jid
}
