import { createDecipheriv, hkdfSync } from 'node:crypto'
import { proto } from '@whiskeysockets/baileys'

/**
 * An edit sealed with the edited message's secret, as WhatsApp's current clients send edits: a
 * `secretEncryptedMessage` of type MESSAGE_EDIT naming the edited message (`targetMessageKey`), its payload a whole
 * Message whose `protocolMessage.editedMessage` carries the new content. Baileys rc14 has no case for it (it would
 * pass the envelope on as an unknown message). Shapes from whatsapp-rust `wacore/src/message_edit.rs` and
 * `wacore/src/secret_enc_addon.rs` (WhatsApp Web's `WAWebAddonEncryption` / `WAUseCaseSecret`); unverified against
 * WhatsApp itself.
 */
export interface SealedEditEnvelope {
  /** The edited message's id, as the envelope's targetMessageKey names it. */
  targetId: string
  payload: Uint8Array
  iv: Uint8Array
}

const MESSAGE_EDIT = proto.Message.SecretEncryptedMessage.SecretEncType.MESSAGE_EDIT
/** WhatsApp Web checks the IV's length before anything (whatsapp-rust message_edit.rs `IV_SIZE`). */
const IV_BYTES = 12
const TAG_BYTES = 16

/** The envelope of a sealed edit, or null for any other message (an EVENT_EDIT is an event's, not read here). */
export function sealedEditOf(message: proto.IMessage | null | undefined): SealedEditEnvelope | null {
  const sealed = message?.secretEncryptedMessage
  if (!sealed || sealed.secretEncType !== MESSAGE_EDIT) return null
  const targetId = sealed.targetMessageKey?.id
  if (!targetId || !sealed.encPayload?.length || !sealed.encIv?.length) return null
  return { targetId, payload: sealed.encPayload, iv: sealed.encIv }
}

/**
 * The Message a sealed edit carries: AES-256-GCM, the tag after the ciphertext, no additional data (only votes and
 * event responses bind any), under HKDF-SHA256 of the edited message's secret with no salt and the info
 * `<edited message id><its sender><the editor>Message Edit`. JIDs as the messages named them, without device. Throws
 * when it does not open with these JIDs (a caller tries the other addressing next, as WhatsApp Web's decryptAddOn).
 */
export function openSealedEdit(
  envelope: Pick<SealedEditEnvelope, 'payload' | 'iv'>,
  secret: Uint8Array,
  names: { messageId: string; originalSender: string; editor: string },
): proto.IMessage {
  if (envelope.iv.length !== IV_BYTES) throw new Error(`the IV is ${envelope.iv.length} bytes, not ${IV_BYTES}`)
  if (envelope.payload.length < TAG_BYTES) throw new Error('the payload is shorter than its tag')
  const info = Buffer.from(`${names.messageId}${names.originalSender}${names.editor}Message Edit`)
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), info, 32))
  const payload = Buffer.from(envelope.payload)
  const decipher = createDecipheriv('aes-256-gcm', key, envelope.iv)
  decipher.setAuthTag(payload.subarray(-TAG_BYTES))
  const plaintext = Buffer.concat([decipher.update(payload.subarray(0, -TAG_BYTES)), decipher.final()])
  return proto.Message.decode(plaintext)
}
