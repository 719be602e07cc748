import { proto } from '@whiskeysockets/baileys'
import { describe, expect, it } from 'vitest'
import { captionEdit, reactionRemoval } from '../../src/protocol/baileys/wire/edits.js'

/**
 * The edits this library builds itself, against the references' rules: whatsmeow @33cfac51 send.go
 * `getEditAttribute` (a MESSAGE_EDIT protocolMessage with an editedMessage is `EditAttributeMessageEdit`, "1"; a
 * reaction whose text is `RemoveReactionText` (empty) is `EditAttributeSenderRevoke`, "7") and whatsapp-rust
 * `edit_message_inner`, which always marks an edit.
 */
const key = { remoteJid: '15550001111@s.whatsapp.net', fromMe: true, id: '3EB0CAPTION' }

describe('captionEdit', () => {
  it('is a MESSAGE_EDIT protocolMessage naming the message, the media type with only its caption, marked edit="1"', () => {
    const { raw, attributes } = captionEdit(key, 'image', 'the new gate', 1_764_000_000_000)
    expect(attributes).toEqual({ edit: '1' })
    // Round-tripped through WAProto, as it goes on the wire.
    const decoded = proto.Message.decode(proto.Message.encode(raw).finish())
    expect(decoded.protocolMessage?.type).toBe(proto.Message.ProtocolMessage.Type.MESSAGE_EDIT)
    expect(decoded.protocolMessage?.key).toMatchObject(key)
    expect(decoded.protocolMessage?.editedMessage?.imageMessage?.caption).toBe('the new gate')
    expect(Number(decoded.protocolMessage?.timestampMs)).toBe(1_764_000_000_000)
  })
})

describe('reactionRemoval', () => {
  it('is a reactionMessage with empty text naming the message, marked edit="7" (the sender revoke)', () => {
    const { raw, attributes } = reactionRemoval(key, 1_764_000_000_000)
    expect(attributes).toEqual({ edit: '7' })
    const decoded = proto.Message.decode(proto.Message.encode(raw).finish())
    expect(decoded.reactionMessage?.text).toBe('')
    expect(decoded.reactionMessage?.key).toMatchObject(key)
    expect(Number(decoded.reactionMessage?.senderTimestampMs)).toBe(1_764_000_000_000)
  })
})
