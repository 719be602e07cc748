import type { Agent } from 'node:https'
import type { Readable } from 'node:stream'
import {
  type AnyMessageContent,
  type BinaryNode,
  BufferJSON,
  extractMessageContent,
  decryptPollVote,
  generateMessageIDV2,
  getContentType,
  isJidNewsletter,
  jidNormalizedUser,
  type MiscMessageGenerationOptions,
  proto,
  STORIES_JID,
  type WAMessage,
  WAMessageStubType,
  type WAUrlInfo,
} from '@whiskeysockets/baileys'
import { type CloseInfo, ProtocolError } from '../port.js'
import type {
  DeliveryOptions,
  DownloadedMedia,
  EditedContent,
  ForwardedMessage,
  ForwardSource,
  HistoryAnchor,
  LinkPreview,
  InboundPollVote,
  MediaInput,
  MessageKey,
  MessagesPort,
  OutgoingContent,
  PollSecret,
  QuotedMessage,
  SendOptions,
  SentMessage,
} from '../ports/messages.js'
import type { LoadedAuthState } from './auth-state.js'
import { protocolErrorOf } from './errors.js'
import type { FacetContext } from './facet.js'
import {
  editedTextOf,
  type MediaKey,
  mediaKinds,
  toInboundMessage,
  toInboundPin,
  toInboundPollVote,
  toInboundReaction,
} from './inbound.js'
import { fetchHistory } from './history.js'
import { downloadUrlOf, MediaLinkGone, openMediaStream, openPlainMediaStream } from './media-download.js'
import { isOwnJid, receiptEvents } from './receipts.js'
import { parseReceipt } from './wire/receipts.js'
import { parseMessageAck } from './wire/stanzas.js'

/** How long a media download waits for the phone to upload an expired attachment again. */
const reuploadTimeoutMs = 30_000

/** The last `capacity` messages this connection sent, for resends after retry receipts. */
export class RecentSends {
  readonly #messages = new Map<string, proto.IMessage>()
  readonly #capacity: number

  constructor(capacity: number) {
    this.#capacity = capacity
  }

  get(id: string): proto.IMessage | undefined {
    return this.#messages.get(id)
  }

  set(id: string, message: proto.IMessage): void {
    this.#messages.set(id, message)
    if (this.#messages.size > this.#capacity) this.#messages.delete(this.#messages.keys().next().value!)
  }
}

/** Where media downloads may go, and how. */
export interface MediaAccess {
  /** Carries the operator's extra TLS trust (mediaCa), when there is one. */
  agent: Agent | undefined
  /** Media hosts allowed besides those of media_conn, lower case. */
  hosts: readonly string[]
}

export interface MessagingOptions {
  auth: Pick<LoadedAuthState, 'committed'>
  media: MediaAccess
  recent: RecentSends
  /** The close that ended the connection, once it has. */
  closed: () => CloseInfo | null
}

/**
 * Sends, media download and the inbound side of messaging (received messages, receipts) on Baileys. A send
 * answers once the server acknowledged it, which Baileys does not wait for: the acks are matched here by id.
 */
export class BaileysMessaging implements MessagesPort {
  readonly #context: FacetContext
  readonly #options: MessagingOptions
  /** Sends waiting for the server's ack, by message id. */
  readonly #acks = new Map<string, { resolve: (at: number) => void; reject: (error: ProtocolError) => void }>()
  /**
   * Ids of the sends in progress: Baileys upserts each of this socket's own sends (`emitOwnEvents`, as `append`)
   * inside sendMessage, and those are the API's `message.sent`, not a message sent from another device. An upsert
   * its event buffer holds back past the send finds the id in `recent` instead.
   */
  readonly #sending = new Set<string>()
  /**
   * Messages this socket edited, oldest first: Baileys processes its own sends too, and reports an edit as a
   * messages.update of the edited message (the edit's own id is gone), which is the API's edit, not the phone's.
   */
  readonly #ownEdits = new Set<string>()
  /** Messages this socket revoked, for the same reason: Baileys reports its own revoke as a messages.update. */
  readonly #ownRevokes = new Set<string>()
  /** Messages this socket deleted for me: Baileys applies its own app-state patch and reports it as messages.delete. */
  readonly #ownDeletions = new Set<string>()

  constructor(context: FacetContext, options: MessagingOptions) {
    this.#context = context
    this.#options = options
    const { socket, emit, clock } = context
    socket.ev.on('messages.upsert', ({ messages, type }) => {
      if (type !== 'notify' && type !== 'append') return
      for (const message of messages) {
        // A pin is a message of its own (pinInChatMessage), which Baileys passes on as is: it is message.pinned.
        if (message.message?.pinInChatMessage) {
          const pin = this.#ownSend(message.key.id) ? null : toInboundPin(message, socket.user, clock.now())
          if (pin) emit({ type: 'message.pinned', pin })
          continue
        }
        // A vote on a poll is a message of its own too, encrypted with the poll's secret, which the engine keeps.
        if (message.message?.pollUpdateMessage) {
          const vote = this.#ownSend(message.key.id) ? null : toInboundPollVote(message, socket.user, clock.now())
          if (vote) emit({ type: 'poll.vote', vote })
          continue
        }
        const inbound = this.#ownSend(message.key.id) ? null : toInboundMessage(message, socket.user?.id)
        if (inbound) emit({ type: inbound.fromMe ? 'message.sent' : 'message.received', message: inbound })
        const timer = inbound ? timerOf(message) : null
        if (timer) emit({ type: 'chat.timer', ...timer })
      }
    })
    // Baileys' process-message turns a reactionMessage into messages.reaction, the reacted message's key already
    // from this account's point of view; the reactions this socket sent itself are the API's own.
    socket.ev.on('messages.reaction', (reactions) => {
      for (const { key, reaction } of reactions) {
        if (!key.id || !key.remoteJid || this.#ownSend(reaction.key?.id)) continue
        const inbound = toInboundReaction(key, reaction, socket.user?.id, clock.now())
        if (inbound) emit({ type: 'message.reaction', reaction: inbound })
      }
    })
    socket.ev.on('messages.update', (updates) => {
      for (const { key, update } of updates) {
        if (update.messageStubType === WAMessageStubType.REVOKE && key.id && key.remoteJid) {
          if (key.fromMe && this.#ownRevokes.delete(key.id)) continue
          const fromMe = key.fromMe === true
          emit({
            type: 'message.deleted',
            revoke: {
              message: messageRefOf(key.remoteJid, key.id, fromMe, key.participant),
              forEveryone: true,
              fromMe,
              timestamp: clock.now(),
            },
          })
          continue
        }
        const text = editedTextOf(update.message)
        if (text === null || !key.id || !key.remoteJid) continue
        if (key.fromMe && this.#ownEdits.delete(key.id)) continue
        const fromMe = key.fromMe === true
        emit({
          type: 'message.updated',
          edit: {
            message: messageRefOf(key.remoteJid, key.id, fromMe, key.participant),
            text,
            fromMe,
            timestamp: (Number(update.messageTimestamp ?? 0) || Math.floor(clock.now() / 1000)) * 1000,
          },
        })
      }
    })
    // A timer setting (an EPHEMERAL_SETTING protocolMessage, from the other person or the account's phone): Baileys'
    // process-message reports it as the chat's ephemeralExpiration, null for off.
    socket.ev.on('chats.update', (updates) => {
      for (const { id, ephemeralExpiration } of updates) {
        if (!id || ephemeralExpiration === undefined || !isOneToOne(id)) continue
        emit({ type: 'chat.timer', chatJid: id, seconds: ephemeralExpiration ?? 0 })
      }
    })
    // A deletion for me made on another of the account's devices: Baileys applies its app-state mutation
    // (chat-utils.js processSyncAction, deleteMessageForMe) and reports the message's key, no participant.
    socket.ev.on('messages.delete', (deletion) => {
      if (!('keys' in deletion)) return
      for (const key of deletion.keys) {
        if (!key.id || !key.remoteJid || this.#ownDeletions.delete(key.id)) continue
        emit({
          type: 'message.deleted',
          revoke: {
            message: { chatJid: key.remoteJid, id: key.id, fromMe: key.fromMe === true },
            forEveryone: false,
            fromMe: true,
            timestamp: clock.now(),
          },
        })
      }
    })
    // Receipts come from the stanza, as it arrives (wire/receipts.ts says why not from Baileys' events).
    socket.ws.on('CB:receipt', (node: BinaryNode) => {
      const parsed = parseReceipt(node)
      if (!parsed) return
      for (const event of receiptEvents(parsed, (jid) => isOwnJid(socket.user, jid), clock.now())) emit(event)
    })
    socket.ws.on('CB:ack,class:message', (node: BinaryNode) => {
      const ack = parseMessageAck(node)
      const waiter = ack ? this.#acks.get(ack.id) : undefined
      if (!ack || !waiter) return
      this.#acks.delete(ack.id)
      if (ack.error !== null)
        waiter.reject(
          new ProtocolError(`WhatsApp refused the message (error ${ack.error})`, {
            kind: 'rejected',
            statusCode: ack.error || null,
            messageId: ack.id,
          }),
        )
      else waiter.resolve(ack.at ?? clock.now())
    })
  }

  #ownSend(id: string | null | undefined): boolean {
    return !!id && (this.#sending.has(id) || this.#options.recent.get(id) !== undefined)
  }

  /** The connection closed: every send still waiting for its ack fails with the reason. */
  failPending(info: CloseInfo): void {
    for (const [messageId, waiter] of this.#acks) {
      waiter.reject(
        new ProtocolError(`connection closed before WhatsApp acknowledged the message: ${info.message}`, {
          kind: 'unavailable',
          close: info,
          messageId,
        }),
      )
    }
    this.#acks.clear()
  }

  sendMessage(jid: string, content: OutgoingContent, options: SendOptions): Promise<SentMessage> {
    const outgoing = toBaileysContent(content)
    if (options.mentions) Object.assign(outgoing, { mentions: options.mentions })
    return this.#send(jid, outgoing, options, {
      ...(options.quoted ? { quoted: toQuoted(options.quoted) } : {}),
      // Baileys' generateWAMessageFromContent writes it as the content's contextInfo.expiration (groups get the
      // stanza's `expiration` from Baileys' own group metadata instead).
      ...(options.disappearingSeconds ? { ephemeralExpiration: options.disappearingSeconds } : {}),
    })
  }

  /**
   * Baileys' status send: to status@broadcast with `statusJidList`, which it encrypts the sender key for (every
   * status distributes the key to every listed device again: Baileys keeps no sender-key memory for statuses).
   */
  postStory(
    content: Extract<OutgoingContent, { type: 'text' | 'image' | 'video' }>,
    options: { statusJidList: string[]; backgroundColor?: string; font?: number } & DeliveryOptions,
  ): Promise<SentMessage> {
    const { ackTimeoutMs, messageId, ...generation } = options
    return this.#send(
      STORIES_JID,
      toBaileysContent(content),
      { ackTimeoutMs, ...(messageId ? { messageId } : {}) },
      generation,
    )
  }

  /** Baileys' reaction (a reactionMessage naming the message's key; empty text removes it). */
  react(message: MessageKey, emoji: string, options: { ackTimeoutMs: number }): Promise<SentMessage> {
    return this.#send(message.chatJid, { react: { text: emoji, key: toKey(message) } }, options)
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
    const sent = await this.#send(jid, { forward: message }, options)
    return {
      ...sent,
      type: content.type,
      ...(content.text !== undefined ? { text: content.text } : {}),
      ...(content.caption !== undefined ? { caption: content.caption } : {}),
    }
  }

  /** Baileys' decryptPollVote (process-message.ts), which its own message processing leaves commented out. */
  decryptPollVote(vote: InboundPollVote, poll: PollSecret): string[] {
    const secret = poll.secret ? Buffer.from(poll.secret, 'base64') : secretOf(poll.message)
    if (!secret)
      throw new ProtocolError('the poll carries no messageSecret to decrypt its votes with', { kind: 'invalid' })
    try {
      const decrypted = decryptPollVote(
        { encPayload: Buffer.from(vote.payload, 'base64'), encIv: Buffer.from(vote.iv, 'base64') },
        { pollCreatorJid: vote.creatorJid, pollMsgId: vote.poll.id, pollEncKey: secret, voterJid: vote.voterJid },
      )
      return decrypted.selectedOptions.map((hash) => Buffer.from(hash).toString('hex'))
    } catch (error) {
      throw new ProtocolError(`the vote does not decrypt with the poll's secret: ${(error as Error).message}`, {
        kind: 'invalid',
        cause: error,
      })
    }
  }

  /**
   * Baileys' pin (`pin`: a pinInChatMessage, PIN_FOR_ALL or UNPIN_FOR_ALL, the duration in messageContextInfo's
   * messageAddOnDurationInSecs; whatsapp-rust src/send/actions.rs send_pin builds the same).
   */
  pin(
    message: MessageKey,
    pin: { pinned: boolean; durationSeconds: number },
    options: { ackTimeoutMs: number },
  ): Promise<SentMessage> {
    const content: AnyMessageContent = pin.pinned
      ? { pin: toKey(message), type: proto.PinInChat.Type.PIN_FOR_ALL, time: pin.durationSeconds as 86400 }
      : { pin: toKey(message), type: proto.PinInChat.Type.UNPIN_FOR_ALL }
    return this.#send(message.chatJid, content, options)
  }

  /**
   * A text's edit is Baileys' (`edit`: a MESSAGE_EDIT protocolMessage around the generated content). A caption's is
   * built here, as Baileys' edit would wrap the caption as a text: the protocolMessage's editedMessage holds the
   * media message type with only its caption (unverified against WhatsApp: docs/protocol-fidelity.md).
   */
  edit(message: MessageKey, content: EditedContent, options: { ackTimeoutMs: number }): Promise<SentMessage> {
    const key = toKey(message)
    this.#ownEdits.add(message.id)
    if (this.#ownEdits.size > 1000) this.#ownEdits.delete(this.#ownEdits.values().next().value!)
    if (content.type === 'text') return this.#send(message.chatJid, { text: content.text, edit: key }, options)
    const raw: proto.IMessage = {
      protocolMessage: {
        key,
        type: proto.Message.ProtocolMessage.Type.MESSAGE_EDIT,
        editedMessage: { [`${content.type}Message`]: { caption: content.caption } },
        timestampMs: Date.now(),
      },
    }
    return this.#send(message.chatJid, { raw }, options)
  }

  /** A revoke is Baileys' `delete` (a REVOKE protocolMessage); a deletion for me its app-state `deleteForMe`. */
  async delete(
    message: MessageKey,
    scope: { forEveryone: boolean; timestamp: number },
    options: { ackTimeoutMs: number },
  ): Promise<void> {
    const key = toKey(message)
    if (scope.forEveryone) {
      this.#ownRevokes.add(message.id)
      if (this.#ownRevokes.size > 1000) this.#ownRevokes.delete(this.#ownRevokes.values().next().value!)
      await this.#send(message.chatJid, { delete: key }, options)
      return
    }
    this.#ownDeletions.add(message.id)
    if (this.#ownDeletions.size > 1000) this.#ownDeletions.delete(this.#ownDeletions.values().next().value!)
    try {
      await this.#context.socket.chatModify(
        { deleteForMe: { key, timestamp: scope.timestamp, deleteMedia: false } },
        message.chatJid,
      )
    } catch (error) {
      this.#ownDeletions.delete(message.id)
      throw protocolErrorOf(error, `deleting ${message.id} failed`)
    }
  }

  /** Baileys' readMessages: one `<receipt type="read">` per chat and sender, naming the messages. */
  async read(messages: MessageKey[]): Promise<void> {
    try {
      await this.#context.socket.readMessages(messages.map(toKey))
    } catch (error) {
      throw protocolErrorOf(error, 'sending the read receipts failed')
    }
  }

  async #send(
    jid: string,
    content: AnyMessageContent | { raw: proto.IMessage },
    { ackTimeoutMs, ...chosen }: DeliveryOptions,
    generation: MiscMessageGenerationOptions = {},
  ): Promise<SentMessage> {
    const closed = this.#options.closed()
    if (closed) throw new ProtocolError(`connection closed: ${closed.message}`, { kind: 'unavailable', close: closed })
    const { socket } = this.#context
    const messageId = chosen.messageId ?? generateMessageIDV2(socket.user?.id)
    let timer: NodeJS.Timeout | undefined
    const acked = new Promise<number>((resolve, reject) => {
      this.#acks.set(messageId, { resolve, reject })
      timer = setTimeout(() => {
        this.#acks.delete(messageId)
        reject(
          new ProtocolError(`WhatsApp did not acknowledge the message within ${ackTimeoutMs} ms`, {
            kind: 'timeout',
            statusCode: 408,
            messageId,
          }),
        )
      }, ackTimeoutMs)
    })
    acked.catch(() => undefined)
    this.#sending.add(messageId)
    try {
      if ('raw' in content) {
        await socket.relayMessage(jid, content.raw, { messageId })
        this.#options.recent.set(messageId, content.raw)
      } else {
        const message = await socket.sendMessage(jid, content, { messageId, ...generation })
        if (message?.message) this.#options.recent.set(messageId, message.message)
      }
      const at = await acked
      // The keys this send advanced are queued for the store (auth-state.ts); "sent" waits for their commit too.
      // Asked for after the ack, so the sends acknowledged while one commit runs share the next store write.
      try {
        await this.#options.auth.committed()
      } catch (error) {
        throw new ProtocolError(
          `The message went out, but the session's Signal keys could not be saved: ${(error as Error).message}`,
          { kind: 'state_not_saved', messageId, cause: error },
        )
      }
      return { messageId, chatJid: jid, timestamp: at }
    } catch (error) {
      this.#acks.delete(messageId)
      throw protocolErrorOf(error, 'sending failed', { messageId })
    } finally {
      clearTimeout(timer)
      this.#sending.delete(messageId)
    }
  }

  async downloadMedia(message: unknown): Promise<DownloadedMedia> {
    const revived = JSON.parse(JSON.stringify(message), BufferJSON.reviver) as WAMessage
    const full = proto.WebMessageInfo.fromObject(revived as object) as WAMessage
    try {
      return await this.#openMedia(full)
    } catch (error) {
      if (!(error instanceof ProtocolError && error.cause instanceof MediaLinkGone)) throw error
    }
    // The link expired: the phone uploads the file again (Baileys' updateMediaMessage: a server-error receipt,
    // answered by a mediaretry notification with the new directPath), and the new link is opened, once.
    // Baileys waits for the answer without a limit; a phone that is offline never gives one.
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new ProtocolError(
              `the media link has expired and the phone did not upload the file again within ${reuploadTimeoutMs / 1000} s (is it online?)`,
              { kind: 'timeout' },
            ),
          ),
        reuploadTimeoutMs,
      )
    })
    let renewed: WAMessage
    try {
      renewed = await Promise.race([this.#context.socket.updateMediaMessage(full), late])
    } catch (error) {
      if (error instanceof ProtocolError) throw error
      throw protocolErrorOf(error, 'the media link has expired and the phone could not upload the file again')
    } finally {
      clearTimeout(timer)
    }
    return this.#openMedia(renewed)
  }

  async #openMedia(full: WAMessage): Promise<DownloadedMedia> {
    const found = findMedia(full.message, isJidNewsletter(full.key?.remoteJid ?? undefined) === true)
    if (!found)
      throw new ProtocolError('the message has no downloadable attachment (image, video, audio, document or sticker)', {
        kind: 'invalid',
      })
    let url: URL
    try {
      url = downloadUrlOf(found.media)
    } catch {
      throw new ProtocolError("the attachment's url and directPath do not form a URL", { kind: 'invalid' })
    }
    const hosts = await this.#mediaHosts()
    if (url.protocol !== 'https:' || url.username || url.password || !hosts.has(url.host.toLowerCase())) {
      throw new ProtocolError(
        `the attachment points to ${url.host}, which is not one of WhatsApp's media hosts; media is downloaded only from those`,
        { kind: 'disallowed' },
      )
    }
    let stream: Readable
    try {
      const { agent } = this.#options.media
      stream = found.media.mediaKey
        ? await openMediaStream(url, found.media.mediaKey, found.mediaType, agent)
        : await openPlainMediaStream(url, found.media.fileSha256!, agent)
    } catch (error) {
      // The media host's own words only: a low-level connection error would tell a caller what listens where.
      throw new ProtocolError((error as Error).message, { kind: 'unavailable', cause: error })
    }
    return { mediaType: found.mediaType, mimetype: found.mimetype, fileLength: found.fileLength, stream }
  }

  fetchHistory(chatJid: string, request: { count: number; oldest: HistoryAnchor }): Promise<{ requestId: string }> {
    return fetchHistory(this.#context, chatJid, request)
  }

  /** The media hosts WhatsApp named in its media_conn answer (Baileys keeps it for its ttl), and the configured ones. */
  async #mediaHosts(): Promise<Set<string>> {
    let conn: Awaited<ReturnType<FacetContext['socket']['refreshMediaConn']>>
    try {
      conn = await this.#context.socket.refreshMediaConn(false)
    } catch (error) {
      throw protocolErrorOf(error, 'WhatsApp did not name its media hosts')
    }
    return new Set([...this.#options.media.hosts, ...conn.hosts.map((host) => host.hostname.toLowerCase())])
  }
}

/**
 * The attachment of a message: encrypted (it has a mediaKey), or, in a channel post (`plain`), unencrypted and
 * checked by the sha256 the post carries. A channel attachment without its sha256 is not downloaded: nothing
 * could tell its bytes are the post's.
 */
function findMedia(
  message: proto.IMessage | null | undefined,
  plain: boolean,
): {
  mediaType: DownloadedMedia['mediaType']
  mimetype: string
  fileLength: number | null
  media: { mediaKey?: Uint8Array; fileSha256?: Uint8Array; directPath?: string | null; url?: string | null }
} | null {
  if (!message) return null
  const inner =
    message.ephemeralMessage?.message ??
    message.viewOnceMessage?.message ??
    message.viewOnceMessageV2?.message ??
    message.documentWithCaptionMessage?.message ??
    message
  for (const [field, mediaType] of Object.entries(mediaKinds) as [MediaKey, DownloadedMedia['mediaType']][]) {
    const media = inner[field]
    const key = media?.mediaKey?.length
      ? { mediaKey: media.mediaKey }
      : plain && media?.fileSha256?.length
        ? { fileSha256: media.fileSha256 }
        : null
    if (media && key && (media.directPath || media.url)) {
      const length =
        media.fileLength === null || media.fileLength === undefined ? null : Number(media.fileLength.toString())
      return {
        mediaType,
        mimetype: media.mimetype ?? 'application/octet-stream',
        fileLength: length,
        media: { ...key, directPath: media.directPath, url: media.url },
      }
    }
  }
  return null
}

const isOneToOne = (jid: string): boolean => jid.endsWith('@s.whatsapp.net') || jid.endsWith('@lid')

/**
 * The timer a message in a 1:1 chat carried (contextInfo.expiration, seconds): the chat's timer is on. A message
 * without one says nothing (not every message carries a contextInfo), so only a timer is reported; the setting
 * that turns it off comes as its own protocolMessage.
 */
function timerOf(message: WAMessage): { chatJid: string; seconds: number } | null {
  const chatJid = message.key.remoteJid
  const content = extractMessageContent(message.message)
  const kind = content ? getContentType(content) : undefined
  if (!chatJid || !content || !kind || !isOneToOne(chatJid)) return null
  const inner = content[kind] as { contextInfo?: proto.IContextInfo | null } | null | undefined
  const seconds = Number(inner?.contextInfo?.expiration ?? 0)
  return seconds > 0 ? { chatJid: jidNormalizedUser(chatJid), seconds } : null
}

/** The port's message key as WhatsApp's MessageKey. */
const toKey = (key: MessageKey): proto.IMessageKey => ({
  remoteJid: key.chatJid,
  id: key.id,
  fromMe: key.fromMe,
  ...(key.participant ? { participant: key.participant } : {}),
})

/**
 * The message a reply quotes, as Baileys' generateWAMessageFromContent reads it (`quoted`: its key names the
 * stanzaId and participant, its message becomes contextInfo.quotedMessage).
 */
function toQuoted({ key, message, text }: QuotedMessage): WAMessage {
  const waKey = toKey(key)
  if (message) {
    const revived = JSON.parse(JSON.stringify(message), BufferJSON.reviver) as WAMessage
    return { ...revived, key: waKey }
  }
  // A send of this API: Baileys sent its text as an extendedTextMessage.
  return { key: waKey, message: { extendedTextMessage: { text: text ?? '' } } }
}

function toBaileysContent(content: OutgoingContent): AnyMessageContent {
  const media = (input: MediaInput) => ({ stream: input.stream })
  switch (content.type) {
    case 'text':
      // null keeps Baileys from looking for a preview itself (its link-preview-js is not installed).
      return { text: content.text, linkPreview: content.linkPreview ? toUrlInfo(content.linkPreview) : null }
    case 'image':
      return {
        image: media(content.media),
        ...(content.mimetype ? { mimetype: content.mimetype } : {}),
        ...(content.caption ? { caption: content.caption } : {}),
        ...(content.viewOnce ? { viewOnce: true } : {}),
      }
    case 'video':
      return {
        video: media(content.media),
        ...(content.mimetype ? { mimetype: content.mimetype } : {}),
        ...(content.caption ? { caption: content.caption } : {}),
        ...(content.viewOnce ? { viewOnce: true } : {}),
      }
    case 'audio':
      // Baileys wraps a view-once voice note in the same viewOnceMessage (v1) as an image: unverified against
      // WhatsApp's apps, which may use viewOnceMessageV2 (docs/protocol-fidelity.md).
      return {
        audio: media(content.media),
        mimetype: content.mimetype,
        ptt: content.voice,
        ...(content.viewOnce ? { viewOnce: true } : {}),
      }
    case 'document':
      return {
        document: media(content.media),
        mimetype: content.mimetype,
        ...(content.fileName ? { fileName: content.fileName } : {}),
        ...(content.caption ? { caption: content.caption } : {}),
      }
    case 'sticker':
      return {
        sticker: media(content.media),
        ...(content.mimetype ? { mimetype: content.mimetype } : {}),
      } as AnyMessageContent
    case 'location':
      return {
        location: {
          degreesLatitude: content.latitude,
          degreesLongitude: content.longitude,
          ...(content.name ? { name: content.name } : {}),
          ...(content.address ? { address: content.address } : {}),
        },
      }
    case 'poll':
      // Baileys' poll: pollCreationMessageV3 for a single choice, pollCreationMessage otherwise, the secret in
      // messageContextInfo.messageSecret (Utils/messages.ts; whatsmeow BuildPollCreation).
      return {
        poll: {
          name: content.name,
          values: content.options,
          selectableCount: content.selectableCount,
          messageSecret: content.secret,
        },
      }
    case 'contact':
      return {
        contacts: {
          displayName: content.displayName ?? content.contacts[0]?.displayName ?? '',
          contacts: content.contacts,
        },
      }
  }
}

/** The engine's preview as Baileys' WAUrlInfo, which it copies into the extendedTextMessage. */
const toUrlInfo = (preview: LinkPreview): WAUrlInfo => ({
  'canonical-url': preview.url,
  'matched-text': preview.url,
  title: preview.title,
  ...(preview.description !== null ? { description: preview.description } : {}),
  ...(preview.thumbnail ? { jpegThumbnail: preview.thumbnail } : {}),
})

/** The reference to a message an update names; the sender only for someone else's message in a group. */
const messageRefOf = (chatJid: string, id: string, fromMe: boolean, participant: string | null | undefined) => ({
  chatJid,
  id,
  fromMe,
  ...(chatJid.endsWith('@g.us') && !fromMe && participant ? { participant } : {}),
})

/**
 * The messageSecret of a raw poll message as the engine keeps it: buffers as `{ type: 'Buffer', data }`, or, where
 * protobuf's own JSON wrote them, base64 text; fromObject reads both, as media download does.
 */
function secretOf(raw: unknown): Uint8Array | null {
  if (!raw) return null
  const revived = JSON.parse(JSON.stringify(raw), BufferJSON.reviver) as object
  const secret = proto.WebMessageInfo.fromObject(revived).message?.messageContextInfo?.messageSecret
  return secret?.length ? secret : null
}
