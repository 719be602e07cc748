import { jidNormalizedUser, type WAMessage } from '@whiskeysockets/baileys'
import { ProtocolError } from '../port.js'
import type { InboundEdit } from '../ports/messages.js'
import { editedTextOf, messageRefOf } from './inbound.js'
import type { PhoneOf } from './lid-directory.js'
import { secretOf } from './poll-votes.js'
import { openSealedEdit, sealedEditOf } from './wire/secret-edits.js'

/**
 * A `secretEncryptedMessage` MESSAGE_EDIT -> the port's edit, sealed: only its sender can edit a message, so the
 * editor is also the edited message's sender, named as the stanza named them and then in the other addressing
 * (whatsapp-rust `message_edit.rs` `decrypt_message_edit_with_fallback`, after WhatsApp Web's decryptAddOn). Null for
 * any other message.
 */
export function toSealedEdit(
  message: WAMessage,
  user: { id: string; lid?: string | undefined } | undefined,
  phoneOf: PhoneOf,
): InboundEdit | null {
  const envelope = sealedEditOf(message.message)
  const chatJid = message.key.remoteJid
  if (!envelope || !chatJid) return null
  const fromMe = message.key.fromMe === true
  const key = message.key as WAMessage['key'] & { participantAlt?: string; remoteJidAlt?: string }
  const named = fromMe
    ? [user?.id, user?.lid]
    : key.participant
      ? [key.participant, key.participantAlt]
      : [chatJid, key.remoteJidAlt]
  const editors = [...new Set(named.filter((jid): jid is string => !!jid).map((jid) => jidNormalizedUser(jid)))]
  if (editors.length === 0) return null
  return {
    message: messageRefOf(chatJid, envelope.targetId, fromMe, key.participant, phoneOf),
    text: null,
    sealed: {
      payload: Buffer.from(envelope.payload).toString('base64'),
      iv: Buffer.from(envelope.iv).toString('base64'),
      editors,
    },
    fromMe,
    timestamp: Number(message.messageTimestamp ?? 0) * 1000,
  }
}

/** The new text of a sealed edit, opened with the edited message's secret under each of the editor's JIDs in turn. */
export function openEdit(edit: InboundEdit, original: unknown): string | null {
  const secret = secretOf(original)
  if (!edit.sealed) return edit.text
  if (!secret)
    throw new ProtocolError('the edited message carries no messageSecret to open its edit with', { kind: 'invalid' })
  const envelope = { payload: Buffer.from(edit.sealed.payload, 'base64'), iv: Buffer.from(edit.sealed.iv, 'base64') }
  let failure: unknown
  for (const editor of edit.sealed.editors) {
    try {
      const inner = openSealedEdit(envelope, secret, { messageId: edit.message.id, originalSender: editor, editor })
      return editedTextOf({ editedMessage: { message: inner.protocolMessage?.editedMessage ?? null } })
    } catch (error) {
      failure = error
    }
  }
  throw new ProtocolError(`the edit does not open with the message's secret: ${(failure as Error).message}`, {
    kind: 'invalid',
    cause: failure,
  })
}
