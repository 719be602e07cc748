import {
  areJidsSameUser,
  BufferJSON,
  extractMessageContent,
  getContentType,
  isLidUser,
  isPnUser,
  isRealMessage,
  jidNormalizedUser,
  normalizeMessageContent,
  proto,
  type WAMessage,
  type WAMessageKey,
} from '@whiskeysockets/baileys'
import type {
  InboundMessage,
  InboundPin,
  InboundPollVote,
  InboundReaction,
  MediaDescriptor,
  MessageContentType,
  MessageKey,
  MessageStatus,
} from '../ports/messages.js'
import { noPhones, type PhoneOf } from './lid-directory.js'

/** The message fields that carry an attachment, and the media type each is. */
export const mediaKinds = {
  imageMessage: 'image',
  videoMessage: 'video',
  audioMessage: 'audio',
  documentMessage: 'document',
  stickerMessage: 'sticker',
} as const

export type MediaKey = keyof typeof mediaKinds

const toNumber = (value: unknown): number | null => {
  if (value === null || value === undefined) return null
  const n = Number(typeof value === 'object' && value !== null && 'toString' in value ? value.toString() : value)
  return Number.isFinite(n) ? n : null
}

const statuses: Record<number, MessageStatus> = {
  [proto.WebMessageInfo.Status.ERROR]: 'failed',
  [proto.WebMessageInfo.Status.PENDING]: 'pending',
  [proto.WebMessageInfo.Status.SERVER_ACK]: 'sent',
  [proto.WebMessageInfo.Status.DELIVERY_ACK]: 'delivered',
  [proto.WebMessageInfo.Status.READ]: 'read',
  [proto.WebMessageInfo.Status.PLAYED]: 'played',
}

/**
 * A Baileys WAMessage -> the port's message, received or sent by the account (`fromMe`), or null for what is not
 * a user's message. `account` is the session's own JID (Baileys' `socket.user.id`), the sender of a `fromMe`
 * message. `status` is the message's WebMessageInfo.status: a history sync's record of it, `sent` for a live
 * message another of the account's devices sent (decode-wa-message.js stamps SERVER_ACK), null for one received.
 */
export function toInboundMessage(
  message: WAMessage,
  account: string | undefined,
  phoneOf: PhoneOf = noPhones,
): InboundMessage | null {
  if (!message.message || !isRealMessage(message)) return null
  const content = extractMessageContent(message.message)
  const kind = getContentType(content)
  if (
    !content ||
    !kind ||
    kind === 'protocolMessage' ||
    kind === 'reactionMessage' ||
    kind === 'senderKeyDistributionMessage'
  )
    return null
  const chatJid = message.key.remoteJid ?? ''
  const fromMe = message.key.fromMe === true
  // A message the account sent names no participant; its sender is the account (Baileys' `participant` of an
  // own group message is the sending device, when set at all).
  const participant = fromMe ? undefined : message.key.participant || undefined
  // Senders may be addressed by LID; the phone-number JID (the `alt`) is what API users can act on.
  const alternative = participant ? message.key.participantAlt : message.key.remoteJidAlt
  const addressed = participant ?? chatJid
  const sender = jidNormalizedUser(
    fromMe && account ? account : addressed.endsWith('@lid') && alternative ? alternative : addressed,
  )
  const timestamp = (toNumber(message.messageTimestamp) ?? Math.floor(Date.now() / 1000)) * 1000
  const base = {
    messageId: message.key.id ?? '',
    from: sender,
    chatJid,
    fromMe,
    status: statuses[message.status ?? -1] ?? null,
    // In a group, who sent it (the chat is the group), as the group addresses it: what a reference to the message
    // must name (a LID in a LID-addressed group), with the phone number beside.
    ...(participant ? participantOf(participant, isPnUser(sender) ? sender : null) : {}),
    ...(message.pushName ? { pushName: message.pushName } : {}),
    ...contextOf((content as Record<string, { contextInfo?: proto.IContextInfo | null }>)[kind]?.contextInfo, {
      chatJid,
      account,
      phoneOf,
    }),
    timestamp,
    // JSON-safe with buffers as { type: 'Buffer', data: base64 }: what media download takes back.
    message: JSON.parse(JSON.stringify(message, BufferJSON.replacer)) as unknown,
  }
  if (kind === 'conversation' || kind === 'extendedTextMessage') {
    return { ...base, type: 'text', text: content.conversation ?? content.extendedTextMessage?.text ?? '' }
  }
  if (kind === 'locationMessage' || kind === 'liveLocationMessage') {
    const location = (content.locationMessage ?? content.liveLocationMessage)!
    return {
      ...base,
      type: 'location',
      location: {
        latitude: location.degreesLatitude ?? 0,
        longitude: location.degreesLongitude ?? 0,
        ...((location as proto.Message.ILocationMessage).name
          ? { name: (location as proto.Message.ILocationMessage).name! }
          : {}),
        ...((location as proto.Message.ILocationMessage).address
          ? { address: (location as proto.Message.ILocationMessage).address! }
          : {}),
      },
    }
  }
  if (kind === 'contactMessage') {
    return {
      ...base,
      type: 'contact',
      contacts: [
        { displayName: content.contactMessage?.displayName ?? '', vcard: content.contactMessage?.vcard ?? '' },
      ],
    }
  }
  if (kind === 'contactsArrayMessage') {
    const contacts = (content.contactsArrayMessage?.contacts ?? []).map((c) => ({
      displayName: c.displayName ?? '',
      vcard: c.vcard ?? '',
    }))
    return { ...base, type: 'contact', contacts }
  }
  if (kind in mediaKinds) {
    const mediaType = mediaKinds[kind as MediaKey]
    const media = content[kind as MediaKey] as proto.Message.IImageMessage &
      proto.Message.IDocumentMessage &
      proto.Message.IAudioMessage
    const descriptor: MediaDescriptor = {
      mediaType,
      mimetype: media.mimetype ?? null,
      fileLength: toNumber(media.fileLength),
      sha256: media.fileSha256 ? Buffer.from(media.fileSha256).toString('hex') : null,
      ...(media.fileName ? { fileName: media.fileName } : {}),
      ...(mediaType === 'audio' ? { voice: media.ptt === true } : {}),
      ...(media.viewOnce || isViewOnce(message.message) ? { viewOnce: true } : {}),
    }
    return {
      ...base,
      type: mediaType as MessageContentType,
      ...(media.caption ? { caption: media.caption } : {}),
      media: descriptor,
    }
  }
  const poll = content.pollCreationMessage ?? content.pollCreationMessageV2 ?? content.pollCreationMessageV3
  if (poll) {
    return {
      ...base,
      type: 'poll',
      poll: {
        name: poll.name ?? '',
        options: (poll.options ?? []).map((option) => option.optionName ?? ''),
        selectableCount: poll.selectableOptionsCount ?? 0,
      },
    }
  }
  return { ...base, type: 'unknown' }
}

/** A JID without its device, in the addressing it has (phone number or LID). */
const userOf = (jid: string): string => jidNormalizedUser(jid)

/** A key's `participant` as addressed, and beside a LID the phone-number JID when known. */
function participantOf(addressed: string, phone: string | null): { participant: string; participantPhoneJid?: string } {
  const participant = userOf(addressed)
  return isLidUser(participant) && phone ? { participant, participantPhoneJid: phone } : { participant }
}

/** A reference to a message: the sender only for someone else's message in a group, with its phone number. */
export function messageRefOf(
  chatJid: string,
  id: string,
  fromMe: boolean,
  participant: string | null | undefined,
  phoneOf: PhoneOf,
): MessageKey {
  return {
    chatJid,
    id,
    fromMe,
    ...(isGroup(chatJid) && !fromMe && participant ? participantOf(participant, phoneOf(participant)) : {}),
  }
}

/**
 * A pollUpdateMessage (a vote; Baileys passes it on as a message, its poll's key already from the account's point
 * of view: process-message.js normaliseKey) -> the port's encrypted vote. The creator and voter JIDs are taken
 * in the addressing the vote came in (the chat's: phone number or LID), as the voter's device derived its key
 * from them (whatsmeow msgsecret.go getOrigSenderFromKey and EncryptPollVote; Baileys process-message.ts
 * getKeyAuthor, in its commented-out decryption).
 */
export function toInboundPollVote(
  message: WAMessage,
  user: { id: string; lid?: string | undefined } | undefined,
  now: number,
  phoneOf: PhoneOf = noPhones,
): InboundPollVote | null {
  const update = normalizeMessageContent(message.message)?.pollUpdateMessage
  const poll = update?.pollCreationMessageKey
  const chatJid = message.key.remoteJid
  if (!update?.vote?.encPayload || !update.vote.encIv || !poll?.id || !chatJid || !user) return null
  const fromMe = message.key.fromMe === true
  const addressed = message.key.participant || chatJid
  const pollFromMe = poll.fromMe === true
  // The account in the addressing of `jid` (a LID names the account by its LID): whatsmeow's EncryptPollVote
  // names the voter by the poll author's server, and its decryption takes the vote's sender as it came.
  const ownBeside = (jid: string) => userOf(jid.endsWith('@lid') && user.lid ? user.lid : user.id)
  const author = poll.participant || poll.remoteJid || chatJid
  const voterJid = fromMe ? ownBeside(pollFromMe ? addressed : author) : userOf(addressed)
  const creatorJid = pollFromMe ? ownBeside(fromMe ? addressed : voterJid) : userOf(author)
  const alternative = message.key.participant ? message.key.participantAlt : message.key.remoteJidAlt
  // The creator in the other addressing: the account's other JID for its own poll; in a 1:1 chat, the chat's other
  // form (its person created the poll); in a group, unknown here (the poll's key carries no alternative).
  const otherOwn = (jid: string) => (jid.endsWith('@lid') ? userOf(user.id) : user.lid ? userOf(user.lid) : null)
  const chatAlt = message.key.remoteJidAlt
  const creatorJidAlt = pollFromMe ? otherOwn(creatorJid) : !isGroup(chatJid) && chatAlt ? userOf(chatAlt) : null
  const voter = jidNormalizedUser(
    fromMe ? user.id : addressed.endsWith('@lid') && alternative ? alternative : addressed,
  )
  return {
    poll: messageRefOf(chatJid, poll.id, pollFromMe, poll.participant, phoneOf),
    voter,
    fromMe,
    creatorJid,
    voterJid,
    creatorJidAlt: creatorJidAlt === creatorJid ? null : creatorJidAlt,
    payload: Buffer.from(update.vote.encPayload).toString('base64'),
    iv: Buffer.from(update.vote.encIv).toString('base64'),
    timestamp: toNumber(update.senderTimestampMs) ?? now,
  }
}

const isGroup = (jid: string) => jid.endsWith('@g.us')

/**
 * What a message's contextInfo says of it: the message it replies to (stanzaId, participant: the quoted sender,
 * remoteJid: the quoted chat when another) and whom it mentions (mentionedJid).
 */
function contextOf(
  context: proto.IContextInfo | null | undefined,
  { chatJid, account, phoneOf }: { chatJid: string; account: string | undefined; phoneOf: PhoneOf },
): Pick<InboundMessage, 'quoted' | 'mentions' | 'mentionsPhoneJids'> {
  if (!context) return {}
  const result: Pick<InboundMessage, 'quoted' | 'mentions' | 'mentionsPhoneJids'> = {}
  if (context.stanzaId) {
    const quotedChat = context.remoteJid || chatJid
    const author = context.participant ? jidNormalizedUser(context.participant) : null
    // the account by its phone number, or by its LID in a LID-addressed group
    const fromMe = author !== null && !!account && phoneOf(author) === jidNormalizedUser(account)
    result.quoted = messageRefOf(quotedChat, context.stanzaId, fromMe, author, phoneOf)
  }
  if (context.mentionedJid?.length) {
    result.mentions = [...context.mentionedJid]
    result.mentionsPhoneJids = result.mentions.map((jid) => (jid.endsWith('@lid') ? phoneOf(jid) : null))
  }
  return result
}

/**
 * Baileys' messages.reaction entry -> the port's reaction: `key` the reacted message (Baileys made it the account's
 * point of view), `reaction.key` the reaction's own message (who sent it), `text` the emoji ("" removed it).
 */
export function toInboundReaction(
  key: proto.IMessageKey,
  reaction: proto.IReaction,
  account: string | undefined,
  now: number,
  phoneOf: PhoneOf = noPhones,
): InboundReaction | null {
  // Baileys puts the reaction message's own key here, with the addressing alternatives of a WAMessageKey.
  const reactor = reaction.key as WAMessageKey | null | undefined
  if (!reactor || !key.id || !key.remoteJid) return null
  const fromMe = reactor.fromMe === true
  const addressed = reactor.participant || reactor.remoteJid || ''
  const alternative = reactor.participant ? reactor.participantAlt : reactor.remoteJidAlt
  const from = jidNormalizedUser(
    fromMe && account ? account : addressed.endsWith('@lid') && alternative ? alternative : addressed,
  )
  const messageFromMe = key.fromMe === true
  return {
    message: messageRefOf(key.remoteJid, key.id, messageFromMe, key.participant, phoneOf),
    from,
    fromMe,
    emoji: reaction.text ?? '',
    timestamp: toNumber(reaction.senderTimestampMs) ?? now,
  }
}

/**
 * The new text of an edit as Baileys reports it (messages.update with `message.editedMessage.message`, from
 * process-message's MESSAGE_EDIT): a text's words or a media message's caption; null for any other update.
 */
export function editedTextOf(message: proto.IMessage | null | undefined): string | null {
  const edited = message?.editedMessage?.message
  if (!edited) return null
  const content = extractMessageContent(edited)
  if (!content) return null
  return (
    content.conversation ??
    content.extendedTextMessage?.text ??
    content.imageMessage?.caption ??
    content.videoMessage?.caption ??
    content.documentMessage?.caption ??
    null
  )
}

/**
 * A pinInChatMessage (Baileys passes it on as a message) -> the port's pin. Its key names the pinned message from
 * the pinner's point of view; Baileys turns a reaction's key to the account's (process-message.js normaliseKey)
 * but not a pin's, so it is turned here the same way. PIN_FOR_ALL is 1, UNPIN_FOR_ALL 2 (WAProto PinInChat.Type).
 */
export function toInboundPin(
  message: WAMessage,
  user: { id: string; lid?: string | undefined } | undefined,
  now: number,
  phoneOf: PhoneOf = noPhones,
): InboundPin | null {
  const pin = message.message?.pinInChatMessage
  const chatJid = message.key.remoteJid
  const named = pin?.key
  if (!pin || !named?.id || !chatJid) return null
  const pinnerFromMe = message.key.fromMe === true
  const own = (jid: string | null | undefined) =>
    !!jid && !!user && (areJidsSameUser(jid, user.id) || (!!user.lid && areJidsSameUser(jid, user.lid)))
  const pinner = (message.key.participant || chatJid) as string
  const alternative = message.key.participant ? message.key.participantAlt : message.key.remoteJidAlt
  const from = jidNormalizedUser(
    pinnerFromMe && user ? user.id : pinner.endsWith('@lid') && alternative ? alternative : pinner,
  )
  // Someone else's pin: their own message is not the account's; another's is the account's when it names it.
  const fromMe = pinnerFromMe
    ? named.fromMe === true
    : named.fromMe !== true && own(named.participant || named.remoteJid)
  // the pinner's own message is named as the group addresses the pinner
  const author = pinnerFromMe ? named.participant : named.fromMe === true ? pinner : named.participant
  const pinned = pin.type === proto.Message.PinInChatMessage.Type.PIN_FOR_ALL
  const seconds = toNumber(message.message?.messageContextInfo?.messageAddOnDurationInSecs)
  const phones: PhoneOf = (jid) => (author === pinner && !pinnerFromMe && isPnUser(from) ? from : phoneOf(jid))
  return {
    message: messageRefOf(chatJid, named.id, fromMe, author, phones),
    pinned,
    from,
    fromMe: pinnerFromMe,
    durationSeconds: pinned && seconds ? seconds : null,
    timestamp: toNumber(pin.senderTimestampMs) ?? now,
  }
}

/** A message wrapped to be viewed once (the flag on the media itself is the other way WhatsApp marks it). */
const isViewOnce = (message: proto.IMessage): boolean =>
  Boolean(message.viewOnceMessage || message.viewOnceMessageV2 || message.viewOnceMessageV2Extension)
