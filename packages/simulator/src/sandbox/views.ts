import { proto } from '@whiskeysockets/baileys'
import { isViewOnce, type Phone } from '../phone/phone.js'
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
 * protocolMessages received later that name it (WAProto ProtocolMessage; whatsmeow send.go BuildEdit)
 */
function editedView(m: ReceivedMessage, all: readonly ReceivedMessage[]) {
  const edits = all.filter(
    (other) =>
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

/** whether the sender deleted the message for everyone: a later REVOKE protocolMessage of theirs names it */
function revoked(m: ReceivedMessage, all: readonly ReceivedMessage[]): boolean {
  return all.some(
    (other) =>
      other.message.protocolMessage?.type === proto.Message.ProtocolMessage.Type.REVOKE &&
      other.message.protocolMessage.key?.id === m.id &&
      other.from === m.from,
  )
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

/** `all`: the phone's other messages, which may react to, edit or revoke this one; `phone`: whether it opened a view-once */
export function messageView(m: ReceivedMessage, all: readonly ReceivedMessage[] = [], phone?: Phone) {
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
