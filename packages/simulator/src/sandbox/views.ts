import { proto } from '@whiskeysockets/baileys'
import { LID_SERVER, parseJid } from '../jids.js'
import { decryptPollVote, optionHash, pollOf } from '../phone/polls.js'
import type { Phone } from '../phone/phone.js'
import { isViewOnce } from '../phone/view-once.js'
import type { LinkedDevice, ReceivedMedia, ReceivedMessage } from '../phone/types.js'

export function phoneView(phone: Phone) {
  return {
    phoneNumber: phone.phoneNumber,
    jid: phone.jid,
    lid: phone.lid,
    linkedDevices: phone.linkedDevices().length,
    receivedMessages: phone.messages.length,
  }
}

/** what the server serves others of a phone's profile */
export function profileView(phone: Phone) {
  const { picture, pushName, about, business } = phone.account
  return {
    jid: phone.jid,
    lid: phone.lid,
    pushName,
    about,
    business,
    picture: picture ? { id: picture.id, url: picture.image.url } : null,
  }
}

/** a received attachment without its bytes, which have a route of their own */
export function mediaView(media: ReceivedMedia) {
  const { bytes: _bytes, ...rest } = media
  return rest
}

/** the contextInfo of a message's content, where replies and mentions live */
function contextOf(message: proto.IMessage): proto.IContextInfo | null {
  for (const content of Object.values(message))
    if (content && typeof content === 'object' && 'contextInfo' in content && content.contextInfo)
      return content.contextInfo as proto.IContextInfo
  return null
}

/** what the phone shows above a reply: the quoted message's id, sender, chat and text (WAProto ContextInfo) */
function quotedView(context: proto.IContextInfo | null) {
  if (!context?.stanzaId) return null
  const quoted = context.quotedMessage
  return {
    id: context.stanzaId,
    participant: context.participant ?? null,
    remoteJid: context.remoteJid ?? null,
    text: quoted
      ? (quoted.conversation ??
        quoted.extendedTextMessage?.text ??
        quoted.imageMessage?.caption ??
        quoted.videoMessage?.caption ??
        quoted.documentMessage?.caption ??
        null)
      : null,
  }
}

/** a reaction the phone received: the message it names (from the sender's point of view) and the emoji, "" removed */
function reactionView(reaction: proto.Message.IReactionMessage | null | undefined) {
  if (!reaction?.key) return null
  return {
    id: reaction.key.id ?? null,
    remoteJid: reaction.key.remoteJid ?? null,
    fromMe: reaction.key.fromMe === true,
    participant: reaction.key.participant ?? null,
    emoji: reaction.text ?? '',
  }
}

const EDIT = proto.Message.ProtocolMessage.Type.MESSAGE_EDIT

/**
 * what the phone shows of a message its sender edited: the latest text or caption, from the MESSAGE_EDIT
 * protocolMessages received later that name it (WAProto ProtocolMessage; whatsmeow send.go BuildEdit), each in a
 * stanza marked `edit="1"`, as whatsmeow (send.go `getEditAttribute`) and whatsapp-rust (`edit_message_inner`) always
 * mark one: a MESSAGE_EDIT in an unmarked stanza is not applied. Unverified: what a real phone does with an unmarked
 * one; the `decrypt-fail="hide"` both also set on its `<enc>` is not checked (Baileys 7.0.0-rc14 sets it on
 * reactions and pins only, and offers no way to add it).
 */
function editedView(m: ReceivedMessage, all: readonly ReceivedMessage[]) {
  const edits = all.filter(
    (other) =>
      other.edit === '1' &&
      other.message.protocolMessage?.type === EDIT &&
      other.message.protocolMessage.key?.id === m.id &&
      other.from === m.from,
  )
  const latest = edits.at(-1)?.message.protocolMessage?.editedMessage
  if (!latest) return null
  return {
    text:
      latest.conversation ??
      latest.extendedTextMessage?.text ??
      latest.imageMessage?.caption ??
      latest.videoMessage?.caption ??
      latest.documentMessage?.caption ??
      null,
    edits: edits.length,
  }
}

/**
 * whether the message was deleted for everyone: a later REVOKE protocolMessage of its sender names it, or, in a
 * group, one naming its sender as `participant` (an admin's revoke: whatsmeow send.go BuildRevoke with a sender
 * other than the admin; Baileys Socket/messages-send.ts sends it with edit="8"). The sender is named as the group
 * addresses it, a LID in a LID-addressed group, as the message's key has it: a revoke naming the phone number there
 * names no message (unverified: WhatsApp's apps may map one to the other; modelled strictly so a key in the wrong
 * addressing shows)
 */
function revoked(m: ReceivedMessage, all: readonly ReceivedMessage[]): boolean {
  return all.some((other) => {
    const revoke = other.message.protocolMessage
    if (revoke?.type !== proto.Message.ProtocolMessage.Type.REVOKE || revoke.key?.id !== m.id) return false
    return other.from === m.from || (m.participant !== undefined && revoke.key.participant === userJid(m.participant))
  })
}

/**
 * the preview a text carries (WAProto ExtendedTextMessage: matchedText, title, description, jpegThumbnail, as Baileys
 * Utils/messages.ts fills them from a WAUrlInfo); null for a text without one
 */
function linkPreviewView(message: proto.IMessage) {
  const text = message.extendedTextMessage
  if (!text?.matchedText && !text?.title) return null
  return {
    url: text.matchedText ?? null,
    title: text.title ?? null,
    description: text.description ?? null,
    thumbnail: !!text.jpegThumbnail?.length,
  }
}

/** the contextInfo inside any wrapper (ephemeral, view-once), where a disappearing message names its timer */
function innerContextOf(message: proto.IMessage): proto.IContextInfo | null {
  const inner =
    message.ephemeralMessage?.message ??
    message.viewOnceMessage?.message ??
    message.viewOnceMessageV2?.message ??
    message.viewOnceMessageV2Extension?.message
  return contextOf(inner ?? message)
}

/** a pinInChatMessage the phone sent or received, and who sent it */
export interface PinSeen {
  from: string
  message: proto.IMessage
}

/**
 * whether the message is pinned in its chat, as the phone shows it: the latest pinInChatMessage naming it (and, for
 * someone else's group message, its sender in the group's addressing), sent or
 * received (WAProto PinInChatMessage, ordered by its senderTimestampMs), while its duration (messageContextInfo
 * messageAddOnDurationInSecs) has not run out
 */
function pinView(m: ReceivedMessage, pins: readonly PinSeen[], now: number) {
  // someone else's group message is named by its sender as the group addresses it (see `revoked`)
  const author = m.participant === undefined ? null : userJid(m.participant)
  const latest = pins
    .filter((p) => {
      const key = p.message.pinInChatMessage?.key
      return key?.id === m.id && (author === null || key.fromMe === true || key.participant === author)
    })
    .sort(
      (a, b) =>
        Number(a.message.pinInChatMessage!.senderTimestampMs) - Number(b.message.pinInChatMessage!.senderTimestampMs),
    )
    .at(-1)
  const pin = latest?.message.pinInChatMessage
  if (!latest || !pin) return null
  const pinned = pin.type === proto.Message.PinInChatMessage.Type.PIN_FOR_ALL
  const seconds = Number(latest.message.messageContextInfo?.messageAddOnDurationInSecs ?? 0)
  const expiresAt = pinned && seconds > 0 ? Number(pin.senderTimestampMs) + seconds * 1000 : null
  return { pinned: pinned && (expiresAt === null || expiresAt > now), by: latest.from, expiresAt }
}

/**
 * a vote the phone sent or received: who voted (`voter`, a PN jid) and, for a received one, the voting device's
 * JID without device (`voterJid`, in the chat's addressing); null for the phone's own, which it names in the
 * poll's addressing
 */
export interface VoteSeen {
  voter: string
  voterJid: string | null
  message: proto.IMessage
}

const userJid = (jid: string | undefined): string | null => {
  const parsed = parseJid(jid)
  return parsed ? `${parsed.user}@${parsed.server}` : null
}

/**
 * a received poll as the phone shows it: question, options and each voter's latest choice, read from the votes
 * it sent and received with the poll's secret (phone/polls.ts, as whatsmeow's DecryptPollVote reads them; votes
 * ordered by senderTimestampMs, an empty one takes the voter's back)
 */
function pollView(m: ReceivedMessage, votes: readonly VoteSeen[], own: { jid: string; lid: string }) {
  const poll = pollOf(m.message)
  if (!poll) return null
  const options = (poll.options ?? []).map((option) => option.optionName ?? '')
  const secret = m.message.messageContextInfo?.messageSecret
  const creatorJid = userJid(m.participant ?? m.fromDevice)
  const ownJid = parseJid(m.participant ?? m.fromDevice)?.server === LID_SERVER ? own.lid : own.jid
  const latest = new Map<string, string[]>()
  const naming = votes
    .filter((vote) => vote.message.pollUpdateMessage?.pollCreationMessageKey?.id === m.id)
    .sort(
      (a, b) =>
        Number(a.message.pollUpdateMessage!.senderTimestampMs) - Number(b.message.pollUpdateMessage!.senderTimestampMs),
    )
  for (const vote of naming) {
    if (!secret?.length || !creatorJid) break
    try {
      const hashes = decryptPollVote(vote.message.pollUpdateMessage!.vote ?? {}, {
        secret,
        id: m.id,
        creatorJid,
        voterJid: vote.voterJid ?? ownJid,
      })
      latest.set(
        vote.voter,
        options.filter((option) => hashes.some((hash) => hash.equals(optionHash(option)))),
      )
    } catch {
      // a vote the phone cannot read (another poll's secret) shows nothing, as on a phone
    }
  }
  return {
    name: poll.name ?? '',
    options,
    selectableCount: poll.selectableOptionsCount ?? 0,
    votes: [...latest].filter(([, chosen]) => chosen.length > 0).map(([voter, chosen]) => ({ voter, options: chosen })),
  }
}

/** a forwarded message as the phone labels it: "Forwarded", or "Forwarded many times" from a score of 5 (WAProto ContextInfo) */
function forwardedView(context: proto.IContextInfo | null) {
  if (!context?.isForwarded) return null
  return { forwardingScore: context.forwardingScore ?? 0 }
}

/** what a message's view reads besides the message: the phone's other messages, pins and votes, and the time */
export interface ViewContext {
  /** the phone's received messages, which may react to, edit or revoke this one */
  all: readonly ReceivedMessage[]
  /** the pins it sent and received */
  pins: readonly PinSeen[]
  /** the votes it sent and received */
  votes: readonly VoteSeen[]
  /** the phone's own JIDs, which its votes name */
  own: { jid: string; lid: string }
  /** for a pin's end */
  now: number
  /** the phone, which says whether it opened a view-once message */
  phone?: Phone
}

export function messageView(m: ReceivedMessage, { all, pins, votes, own, now, phone }: ViewContext) {
  const context = contextOf(m.message)
  const viewOnce = isViewOnce(m.message)
  const opened = viewOnce && phone?.viewOnceOpened(m.id) === true
  return {
    id: m.id,
    from: m.from,
    fromDevice: m.fromDevice,
    chatJid: m.chatJid,
    ...(m.participant ? { participant: m.participant } : {}),
    timestamp: m.timestamp,
    text: m.text ?? null,
    quoted: quotedView(context),
    reaction: reactionView(m.message.reactionMessage),
    edited: editedView(m, all),
    deletedForEveryone: revoked(m, all),
    pinned: pinView(m, pins, now),
    forwarded: forwardedView(context),
    poll: pollView(m, votes, own),
    mentions: context?.mentionedJid ?? [],
    // a view-once attachment is shown only by opening it (POST …/messages/{id}/open), once
    media: m.media && !viewOnce ? mediaView(m.media) : null,
    viewOnce: viewOnce ? { opened } : null,
    linkPreview: linkPreviewView(m.message),
    // the timer of a disappearing message: the stanza's `expiration` (groups), else its contextInfo's (1:1)
    expiration: m.expiration ?? (Number(innerContextOf(m.message)?.expiration ?? 0) || null),
    ...(m.mediaError ? { mediaError: m.mediaError } : {}),
    message: proto.Message.fromObject(m.message).toJSON(),
  }
}

/**
 * a status post as the phone shows it: who posted it, its text or attachment, and a text's background (ARGB, as
 * WAProto ExtendedTextMessage.backgroundArgb holds it, shown as #RRGGBB) and font
 */
export function storyView(m: ReceivedMessage) {
  const text = m.message.extendedTextMessage
  const argb = text?.backgroundArgb
  return {
    id: m.id,
    from: m.from,
    timestamp: m.timestamp,
    text: m.text ?? null,
    backgroundColor:
      argb === null || argb === undefined ? null : `#${(argb & 0xffffff).toString(16).padStart(6, '0').toUpperCase()}`,
    font: text?.font ?? null,
    media: m.media ? mediaView(m.media) : null,
  }
}

export function deviceView(d: LinkedDevice) {
  return { ...d, linkedAt: d.linkedAt.toISOString() }
}

/** the voting device of a received vote without its device, in the chat's addressing: what its key names */
export const voterJidOf = (m: ReceivedMessage): string | null => userJid(m.participant ?? m.fromDevice)
