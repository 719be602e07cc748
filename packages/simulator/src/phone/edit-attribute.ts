import { proto } from '@whiskeysockets/baileys'

/**
 * The stanza's `edit` attribute for what a phone sends: `1` on a MESSAGE_EDIT, as whatsmeow (send.go
 * `getEditAttribute`) and whatsapp-rust (`edit_message_inner`) always mark one, so the other side applies it.
 */
export function editAttribute(message: proto.IMessage): { edit?: string } {
  return message.protocolMessage?.type === proto.Message.ProtocolMessage.Type.MESSAGE_EDIT ? { edit: '1' } : {}
}
