import { createCipheriv, hkdfSync } from 'node:crypto'
import { BufferJSON, proto, type WAMessage } from '@whiskeysockets/baileys'
import { describe, expect, it } from 'vitest'
import { openEdit, toSealedEdit } from '../../src/protocol/baileys/sealed-edits.js'
import { openSealedEdit, sealedEditOf } from '../../src/protocol/baileys/wire/secret-edits.js'

/**
 * Edits sealed with the edited message's secret, fed the shapes of whatsapp-rust's own tests
 * (`wacore/src/message_edit.rs` tests `encrypt_decrypt_roundtrip_text` and `..._with_lid_jids`, and
 * `wacore/src/secret_enc_addon.rs`: info `<id><original sender><editor>Message Edit`, HKDF-SHA256 without salt,
 * AES-256-GCM with a 12-byte IV, the tag appended, no additional data). The sealing here is written from that
 * description, independently of the code under test.
 */
const SECRET = Buffer.alloc(32, 0x07)

const innerEdit = (id: string, text: string): proto.IMessage => ({
  protocolMessage: {
    key: { remoteJid: 'g@g.us', fromMe: true, id },
    type: proto.Message.ProtocolMessage.Type.MESSAGE_EDIT,
    editedMessage: { conversation: text },
    timestampMs: 1_700_000_000_000,
  },
})

function seal(inner: proto.IMessage, id: string, sender: string, editor = sender, iv = Buffer.alloc(12, 0x01)) {
  const info = Buffer.from(`${id}${sender}${editor}Message Edit`)
  const key = Buffer.from(hkdfSync('sha256', SECRET, Buffer.alloc(0), info, 32))
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const plaintext = proto.Message.encode(inner).finish()
  return { payload: Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]), iv }
}

describe('openSealedEdit (wire/secret-edits.ts)', () => {
  it('opens an edit sealed under phone-number JIDs and one under LIDs', () => {
    for (const [id, sender, text] of [
      ['AC1234567890ABCDEF', '5511999999999@s.whatsapp.net', 'edited text'],
      ['AC1191FE0A25A0E319BEA72064819280', '260661598801930@lid', 'B'],
    ] as const) {
      const opened = openSealedEdit(seal(innerEdit(id, text), id, sender), SECRET, {
        messageId: id,
        originalSender: sender,
        editor: sender,
      })
      expect(opened.protocolMessage?.editedMessage?.conversation).toBe(text)
    }
  })

  it('refuses another editor, another secret and an IV that is not 12 bytes', () => {
    const sealed = seal(innerEdit('AC1', 'x'), 'AC1', 'a@s.whatsapp.net')
    const names = { messageId: 'AC1', originalSender: 'a@s.whatsapp.net', editor: 'a@s.whatsapp.net' }
    expect(() => openSealedEdit(sealed, SECRET, { ...names, editor: 'b@s.whatsapp.net' })).toThrow()
    expect(() => openSealedEdit(sealed, Buffer.alloc(32, 0x08), names)).toThrow()
    expect(() => openSealedEdit({ ...sealed, iv: Buffer.alloc(11) }, SECRET, names)).toThrow(/12/)
  })

  it('reads the envelope: a secretEncryptedMessage of type MESSAGE_EDIT naming the edited message, nothing else', () => {
    const { payload, iv } = seal(innerEdit('ID', 'x'), 'ID', 'a@s.whatsapp.net')
    const envelope = (secretEncType: proto.Message.SecretEncryptedMessage.SecretEncType) =>
      proto.Message.decode(
        proto.Message.encode({
          secretEncryptedMessage: { targetMessageKey: { id: 'ID' }, encPayload: payload, encIv: iv, secretEncType },
        }).finish(),
      )
    expect(sealedEditOf(envelope(proto.Message.SecretEncryptedMessage.SecretEncType.MESSAGE_EDIT))).toMatchObject({
      targetId: 'ID',
    })
    expect(sealedEditOf(envelope(proto.Message.SecretEncryptedMessage.SecretEncType.EVENT_EDIT))).toBeNull()
    expect(sealedEditOf({ conversation: 'hi' })).toBeNull()
  })
})

describe('a sealed edit received (sealed-edits.ts)', () => {
  const GROUP = '120363000000000001@g.us'
  const LID = '260661598801930@lid'
  const PN = '5511999999999@s.whatsapp.net'
  /** the edited message as the store keeps it raw: buffers as BufferJSON writes them */
  const original = JSON.parse(
    JSON.stringify(
      {
        key: { remoteJid: GROUP, id: 'ORIG1', fromMe: false, participant: LID },
        message: { conversation: 'at 5', messageContextInfo: { messageSecret: SECRET } },
      },
      BufferJSON.replacer,
    ),
  )
  const received = (sender: string): WAMessage => {
    const { payload, iv } = seal(innerEdit('ORIG1', 'at 6'), 'ORIG1', sender)
    return {
      key: { remoteJid: GROUP, id: 'EDIT1', fromMe: false, participant: LID, participantAlt: PN } as WAMessage['key'],
      messageTimestamp: 1_700_000_001,
      message: {
        secretEncryptedMessage: {
          targetMessageKey: { remoteJid: GROUP, id: 'ORIG1', fromMe: true },
          encPayload: payload,
          encIv: iv,
          secretEncType: proto.Message.SecretEncryptedMessage.SecretEncType.MESSAGE_EDIT,
        },
      },
    }
  }

  it('names the edited message by its sender as the group does, and opens under the LID or, next, the phone number', () => {
    for (const sender of [LID, PN]) {
      const edit = toSealedEdit(received(sender), { id: '15550000001@s.whatsapp.net' }, () => PN)
      expect(edit).toMatchObject({
        message: { chatJid: GROUP, id: 'ORIG1', fromMe: false, participant: LID, participantPhoneJid: PN },
        text: null,
        fromMe: false,
        timestamp: 1_700_000_001_000,
        sealed: { editors: [LID, PN] },
      })
      expect(openEdit(edit!, original)).toBe('at 6')
    }
  })

  it('refuses an edit that opens under neither, or of a message without a secret', () => {
    const edit = toSealedEdit(received('someone@s.whatsapp.net'), undefined, () => null)!
    expect(() => openEdit(edit, original)).toThrow(/does not open/)
    const plain = JSON.parse(JSON.stringify({ key: original.key, message: { conversation: 'at 5' } }))
    expect(() => openEdit(toSealedEdit(received(LID), undefined, () => null)!, plain)).toThrow(/messageSecret/)
  })
})
