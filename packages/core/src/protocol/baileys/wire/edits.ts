import { proto } from '@whiskeysockets/baileys'

/**
 * The stanza's `edit` attribute, as whatsmeow (send.go `getEditAttribute`, `types.EditAttribute`) and whatsapp-rust
 * (`edit_message_inner`) set it: `1` a message edit, `7` the sender's revoke (a reaction's removal among them).
 * Baileys 7.0.0-rc14 sets it only for what its `sendMessage` builds (a text `edit`, a `delete`, a `pin`), so the
 * messages built here carry it themselves.
 */
export const editAttribute = { messageEdit: '1', senderRevoke: '7' } as const

/** A media caption's edit: a MESSAGE_EDIT protocolMessage whose editedMessage holds the media type with the caption. */
export function captionEdit(
  key: proto.IMessageKey,
  type: 'image' | 'video' | 'document',
  caption: string,
  at: number,
): { raw: proto.IMessage; attributes: Record<string, string> } {
  return {
    raw: {
      protocolMessage: {
        key,
        type: proto.Message.ProtocolMessage.Type.MESSAGE_EDIT,
        editedMessage: { [`${type}Message`]: { caption } },
        timestampMs: at,
      },
    },
    attributes: { edit: editAttribute.messageEdit },
  }
}

/**
 * A reaction's removal: a reactionMessage with empty text, in a stanza marked as the sender's revoke (whatsmeow
 * send.go `getEditAttribute`: `ReactionMessage.GetText() == RemoveReactionText` is `EditAttributeSenderRevoke`).
 * Baileys adds `decrypt-fail="hide"` to every reaction's `<enc>` itself.
 */
export function reactionRemoval(
  key: proto.IMessageKey,
  at: number,
): { raw: proto.IMessage; attributes: Record<string, string> } {
  return {
    raw: { reactionMessage: { key, text: '', senderTimestampMs: at } },
    attributes: { edit: editAttribute.senderRevoke },
  }
}
