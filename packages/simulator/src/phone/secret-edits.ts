import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { proto } from '@whiskeysockets/baileys'

/**
 * An edit sealed with the edited message's secret, as WhatsApp's current clients send edits: the whole edit (a
 * MESSAGE_EDIT protocolMessage, its new content in editedMessage) encoded, under AES-256-GCM with a 12-byte IV and no
 * additional data, the tag after the ciphertext; the key HKDF-SHA256 of the message's secret, no salt, info
 * `<message id><its sender><the editor>Message Edit` (whatsapp-rust `wacore/src/message_edit.rs`
 * `encrypt_message_edit` and `wacore/src/secret_enc_addon.rs`, after WhatsApp Web's WAUseCaseSecret); wrapped in a
 * `secretEncryptedMessage` of type MESSAGE_EDIT naming the message.
 */
export function sealedEdit(
  edit: proto.IMessage,
  target: { key: proto.IMessageKey; secret: Uint8Array; sender: string },
): proto.IMessage {
  const info = Buffer.from(`${target.key.id}${target.sender}${target.sender}Message Edit`)
  const key = Buffer.from(hkdfSync('sha256', target.secret, Buffer.alloc(0), info, 32))
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const plaintext = proto.Message.encode(edit).finish()
  const payload = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()])
  return {
    secretEncryptedMessage: {
      targetMessageKey: target.key,
      encPayload: payload,
      encIv: iv,
      secretEncType: proto.Message.SecretEncryptedMessage.SecretEncType.MESSAGE_EDIT,
    },
  }
}
