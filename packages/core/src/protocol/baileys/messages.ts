import {
  type AnyMessageContent,
  BufferJSON,
  generateWAMessage,
  proto,
  STORIES_JID,
  type WAMessage,
} from '@whiskeysockets/baileys'
import { type CloseInfo, ProtocolError } from '../port.js'
import type {
  DeliveryOptions,
  DownloadedMedia,
  EditedContent,
  ForwardedMessage,
  ForwardSource,
  HistoryAnchor,
  InboundEdit,
  InboundPollVote,
  MessageKey,
  MessagesPort,
  OutgoingContent,
  PollSecret,
  SendOptions,
  SentMessage,
} from '../ports/messages.js'
import { downloadAttachment, type MediaAccess } from './attachment-download.js'
import type { LoadedAuthState } from './auth-state.js'
import { protocolErrorOf } from './errors.js'
import type { FacetContext } from './facet.js'
import type { GroupMetadataCache } from './groups.js'
import { fetchHistory } from './history.js'
import { toInboundMessage } from './inbound.js'
import { GroupAddressing, rewriteMentionText } from './group-addressing.js'
import { forwardMessageEvents } from './message-events.js'
import { MessageSender } from './message-sender.js'
import { toBaileysContent, toKey, toQuoted } from './outgoing-content.js'
import { OwnActions, type RecentSends } from './own-actions.js'
import { decryptVote } from './poll-votes.js'
import { openEdit } from './sealed-edits.js'
import { deleteForMePatch } from './wire/app-state.js'
import { captionEdit, reactionRemoval } from './wire/edits.js'
import { statusSettingNode } from './wire/status-post.js'

export interface MessagingOptions {
  auth: Pick<LoadedAuthState, 'committed'>
  media: MediaAccess
  recent: RecentSends
  /** The groups read, whose addressing a key to one of their messages takes, and the LIDs' phone numbers. */
  groups: GroupMetadataCache
  /** The close that ended the connection, once it has. */
  closed: () => CloseInfo | null
}

/**
 * The messaging facet on Baileys: each action of the port built as Baileys builds it, and sent by one
 * MessageSender, which answers once the server acknowledged it. Its inbound side is message-events.ts.
 */
export class BaileysMessaging implements MessagesPort {
  readonly #context: FacetContext
  readonly #media: MediaAccess
  readonly #own: OwnActions
  readonly #sender: MessageSender
  readonly #addressing: GroupAddressing

  constructor(context: FacetContext, options: MessagingOptions) {
    this.#context = context
    this.#media = options.media
    this.#addressing = new GroupAddressing(context.socket, options.groups)
    this.#own = new OwnActions(options.recent)
    forwardMessageEvents(context, this.#own, options.groups.lids)
    this.#sender = new MessageSender(context, options, this.#own)
  }

  /** The connection closed: every send still waiting for its ack fails with the reason. */
  failPending(info: CloseInfo): void {
    this.#sender.failPending(info)
  }

  async sendMessage(jid: string, content: OutgoingContent, options: SendOptions): Promise<SentMessage> {
    const mentions = options.mentions && (await this.#addressing.mentions(jid, options.mentions))
    const turned = mentions?.map((m, i) => ({ given: options.mentions![i]!, jid: m.jid })) ?? []
    const written = mentionsWritten(content, turned)
    const outgoing = toBaileysContent(written)
    if (mentions) Object.assign(outgoing, { mentions: mentions.map((m) => m.jid) })
    const quoted = options.quoted && { ...options.quoted, key: await this.#addressing.key(options.quoted.key) }
    const sent = await this.#sender.send(jid, outgoing, options, {
      ...(quoted ? { quoted: toQuoted(quoted) } : {}),
      // Baileys' generateWAMessageFromContent writes it as the content's contextInfo.expiration (groups get the
      // stanza's `expiration` from Baileys' own group metadata instead).
      ...(options.disappearingSeconds ? { ephemeralExpiration: options.disappearingSeconds } : {}),
    })
    if (!mentions) return sent
    const text = written === content ? undefined : textOf(written)
    return { ...sent, mentions, ...(text !== undefined ? { text } : {}) }
  }

  /**
   * A status post: the content as Baileys generates it (uploading its media, the text's background and font), relayed
   * to status@broadcast with `statusJidList`, which Baileys encrypts the sender key for (every status distributes the
   * key to every listed device again: Baileys keeps no sender-key memory for statuses), and the stanza's
   * `<meta status_setting>` WhatsApp Web adds, which Baileys' own status send lacks (wire/status-post.ts).
   */
  async postStory(
    content: Extract<OutgoingContent, { type: 'text' | 'image' | 'video' }>,
    options: { statusJidList: string[]; backgroundColor?: string; font?: number } & DeliveryOptions,
  ): Promise<SentMessage> {
    const { ackTimeoutMs, messageId, statusJidList, ...look } = options
    const { socket, logger } = this.#context
    let raw: proto.IMessage | null | undefined
    try {
      const generated = await generateWAMessage(STORIES_JID, toBaileysContent(content), {
        userJid: socket.user?.id ?? '',
        upload: socket.waUploadToServer,
        logger,
        ...look,
      })
      raw = generated.message
    } catch (error) {
      throw protocolErrorOf(error, 'the story could not be prepared')
    }
    if (!raw) throw new ProtocolError('the story has no content to post', { kind: 'invalid' })
    return this.#sender.send(
      STORIES_JID,
      { raw, nodes: [statusSettingNode()], statusJidList },
      { ackTimeoutMs, ...(messageId ? { messageId } : {}) },
    )
  }

  /**
   * Baileys' reaction (a reactionMessage naming the message's key, turned to the group's addressing); its removal
   * (empty text) is built here, to go in a stanza marked `edit="7"` as whatsmeow sends it (wire/edits.ts), which
   * Baileys' own does not carry.
   */
  async react(message: MessageKey, emoji: string, options: { ackTimeoutMs: number }): Promise<SentMessage> {
    const key = toKey(await this.#addressing.key(message))
    if (emoji === '') return this.#sender.send(message.chatJid, reactionRemoval(key, Date.now()), options)
    return this.#sender.send(message.chatJid, { react: { text: emoji, key } }, options)
  }

  /**
   * Baileys' forward (`forward`: the content copied, contextInfo replaced by forwardingScore and isForwarded,
   * unmarked when the account forwards its own message, as WhatsApp's apps do).
   */
  async forward(jid: string, source: ForwardSource, options: DeliveryOptions): Promise<ForwardedMessage> {
    const message = source.key
      ? toQuoted({ key: source.key, message: source.message, text: source.text })
      : (JSON.parse(JSON.stringify(source.message), BufferJSON.reviver) as WAMessage)
    const content =
      message.key?.id && message.key.remoteJid ? toInboundMessage(message, this.#context.socket.user?.id) : null
    if (!content || content.type === 'unknown')
      throw new ProtocolError('the message has no content a send carries (text, media, location or contact)', {
        kind: 'invalid',
      })
    const sent = await this.#sender.send(jid, { forward: message }, options)
    return {
      ...sent,
      type: content.type,
      ...(content.text !== undefined ? { text: content.text } : {}),
      ...(content.caption !== undefined ? { caption: content.caption } : {}),
    }
  }

  decryptPollVote(vote: InboundPollVote, poll: PollSecret): string[] {
    return decryptVote(vote, poll)
  }

  openSealedEdit(edit: InboundEdit, original: unknown): string | null {
    return openEdit(edit, original)
  }

  /**
   * Baileys' pin (`pin`: a pinInChatMessage, PIN_FOR_ALL or UNPIN_FOR_ALL, the duration in messageContextInfo's
   * messageAddOnDurationInSecs; whatsapp-rust src/send/actions.rs send_pin builds the same).
   */
  async pin(
    message: MessageKey,
    pin: { pinned: boolean; durationSeconds: number },
    options: { ackTimeoutMs: number },
  ): Promise<SentMessage> {
    const key = toKey(await this.#addressing.key(message))
    const content: AnyMessageContent = pin.pinned
      ? { pin: key, type: proto.PinInChat.Type.PIN_FOR_ALL, time: pin.durationSeconds as 86400 }
      : { pin: key, type: proto.PinInChat.Type.UNPIN_FOR_ALL }
    return this.#sender.send(message.chatJid, content, options)
  }

  /**
   * A text's edit is Baileys' (`edit`: a MESSAGE_EDIT protocolMessage around the generated content, in a stanza
   * marked `edit="1"`). A caption's is built here (wire/edits.ts), as Baileys' edit would wrap the caption as a
   * text: the protocolMessage's editedMessage holds the media message type with only its caption, in a stanza
   * marked `edit="1"` as Baileys marks its own (the editedMessage's shape is unverified: docs/protocol-fidelity.md).
   */
  edit(message: MessageKey, content: EditedContent, options: { ackTimeoutMs: number }): Promise<SentMessage> {
    const key = toKey(message)
    this.#own.edits.note(message.id)
    if (content.type === 'text') return this.#sender.send(message.chatJid, { text: content.text, edit: key }, options)
    return this.#sender.send(message.chatJid, captionEdit(key, content.type, content.caption, Date.now()), options)
  }

  /**
   * A revoke is Baileys' `delete` (a REVOKE protocolMessage); a deletion for me the app-state `deleteMessageForMe`
   * mutation Baileys' `chatModify` would send, with the sender of someone else's group message in its index
   * (wire/app-state.ts).
   */
  async delete(
    message: MessageKey,
    scope: { forEveryone: boolean; timestamp: number },
    options: { ackTimeoutMs: number },
  ): Promise<void> {
    const addressed = await this.#addressing.key(message)
    const key = toKey(addressed)
    if (scope.forEveryone) {
      this.#own.revokes.note(message.id)
      await this.#sender.send(message.chatJid, { delete: key }, options)
      return
    }
    this.#own.deletions.note(message.id)
    try {
      await this.#context.socket.appPatch(deleteForMePatch(addressed, scope.timestamp))
    } catch (error) {
      this.#own.deletions.delete(message.id)
      throw protocolErrorOf(error, `deleting ${message.id} failed`)
    }
  }

  /** Baileys' readMessages: one `<receipt type="read">` per chat and sender, naming the messages. */
  async read(messages: MessageKey[]): Promise<void> {
    try {
      await this.#context.socket.readMessages(
        (await Promise.all(messages.map((m) => this.#addressing.key(m)))).map(toKey),
      )
    } catch (error) {
      throw protocolErrorOf(error, 'sending the read receipts failed')
    }
  }

  downloadMedia(message: unknown): Promise<DownloadedMedia> {
    return downloadAttachment(this.#context.socket, this.#media, message)
  }

  fetchHistory(chatJid: string, request: { count: number; oldest: HistoryAnchor }): Promise<{ requestId: string }> {
    return fetchHistory(this.#context, chatJid, request)
  }
}

/** The content with its text or caption writing each mention as the group addresses it; the same when none turned. */
function mentionsWritten(content: OutgoingContent, turned: { given: string; jid: string }[]): OutgoingContent {
  const words = textOf(content)
  if (words === undefined) return content
  const rewritten = rewriteMentionText(words, turned)
  if (rewritten === words) return content
  if (content.type === 'text') return { ...content, text: rewritten }
  return 'caption' in content ? ({ ...content, caption: rewritten } as OutgoingContent) : content
}

const textOf = (content: OutgoingContent): string | undefined =>
  content.type === 'text' ? content.text : 'caption' in content ? content.caption : undefined
