import { type AnyMessageContent, BufferJSON, type proto, type WAMessage, type WAUrlInfo } from '@whiskeysockets/baileys'
import type { LinkPreview, MediaInput, MessageKey, OutgoingContent, QuotedMessage } from '../ports/messages.js'

/** The port's message key as WhatsApp's MessageKey. */
export const toKey = (key: MessageKey): proto.IMessageKey => ({
  remoteJid: key.chatJid,
  id: key.id,
  fromMe: key.fromMe,
  ...(key.participant ? { participant: key.participant } : {}),
})

/**
 * The message a reply quotes, as Baileys' generateWAMessageFromContent reads it (`quoted`: its key names the
 * stanzaId and participant, its message becomes contextInfo.quotedMessage).
 */
export function toQuoted({ key, message, text }: QuotedMessage): WAMessage {
  const waKey = toKey(key)
  if (message) {
    const revived = JSON.parse(JSON.stringify(message), BufferJSON.reviver) as WAMessage
    return { ...revived, key: waKey }
  }
  // A send of this API: Baileys sent its text as an extendedTextMessage.
  return { key: waKey, message: { extendedTextMessage: { text: text ?? '' } } }
}

/** The port's outgoing content as the content Baileys generates a message from. */
export function toBaileysContent(content: OutgoingContent): AnyMessageContent {
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
