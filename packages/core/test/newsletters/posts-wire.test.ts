import { proto } from '@whiskeysockets/baileys'
import { describe, expect, it } from 'vitest'
import { channelPostStanza, parsePostAck, textPost } from '../../src/protocol/baileys/wire/channel-posts.js'
import { createVariables, deleteVariables, updateVariables } from '../../src/protocol/baileys/wire/newsletters.js'

const jid = '120363144038483540@newsletter'
const id = '3EB0A41C9E27F3B5D8C6'
const decoded = (node: ReturnType<typeof channelPostStanza>) => {
  const [plaintext] = node.content as { tag: string; attrs: Record<string, string>; content: Uint8Array }[]
  return { plaintext: plaintext!, message: proto.Message.decode(plaintext!.content) }
}

/**
 * The stanzas of a post to an owned channel, against whatsmeow's `send.go` (`SendMessage`'s newsletter branch keeps
 * the edited post's id; `sendNewsletter` builds `<message to id type [edit]><plaintext>` with `edit` 3 for
 * `EditAttributeAdminEdit` and 8 for `EditAttributeAdminRevoke`, the edit's new content unwrapped, a revoke's
 * plaintext empty) and the ack its `SendMessage` reads (`server_id`, `t`, `error`).
 */
describe('channel post stanzas (whatsmeow send.go sendNewsletter)', () => {
  it('sends a post as its protobuf in one plaintext child, unencrypted, under the id given', () => {
    const node = channelPostStanza(jid, id, {
      kind: 'post',
      message: textPost('Gale warning tonight.'),
      mediatype: null,
    })
    expect(node.tag).toBe('message')
    expect(node.attrs).toEqual({ to: jid, id, type: 'text' })
    const { plaintext, message } = decoded(node)
    expect(plaintext.tag).toBe('plaintext')
    expect(plaintext.attrs).toEqual({})
    expect(message.extendedTextMessage?.text).toBe('Gale warning tonight.')
  })

  it('marks an image post media, with the mediatype on the plaintext as whatsmeow getMediaTypeFromMessage gives it', () => {
    const imageMessage = { directPath: '/o1/v/t24/image', mimetype: 'image/jpeg', fileSha256: new Uint8Array([1, 2]) }
    const node = channelPostStanza(jid, id, { kind: 'post', message: { imageMessage }, mediatype: 'image' })
    expect(node.attrs).toEqual({ to: jid, id, type: 'media' })
    const { plaintext, message } = decoded(node)
    expect(plaintext.attrs).toEqual({ mediatype: 'image' })
    expect(message.imageMessage?.directPath).toBe('/o1/v/t24/image')
    // unencrypted: no media key travels with a channel's attachment
    expect(message.imageMessage?.mediaKey ?? null).toBeNull()
  })

  it('sends an edit under the post id with edit="3" and the new content itself, not a protocol message', () => {
    const node = channelPostStanza(jid, id, { kind: 'edit', message: textPost('From 22:00.'), mediatype: null })
    expect(node.attrs).toEqual({ to: jid, id, type: 'text', edit: '3' })
    const { message } = decoded(node)
    expect(message.protocolMessage).toBeFalsy()
    expect(message.extendedTextMessage?.text).toBe('From 22:00.')
  })

  it('sends a deletion under the post id with edit="8" and an empty plaintext', () => {
    const node = channelPostStanza(jid, id, { kind: 'delete' })
    expect(node.attrs).toEqual({ to: jid, id, type: 'text', edit: '8' })
    expect(decoded(node).plaintext.content).toHaveLength(0)
  })

  it("reads the ack's server_id and t, null where absent, and a refusal's error code", () => {
    const ack = (attrs: Record<string, string>) => ({
      tag: 'ack',
      attrs: { class: 'message', id, from: jid, ...attrs },
    })
    expect(parsePostAck(ack({ server_id: '118', t: '1764410102' }))).toEqual({ serverId: 118, at: 1_764_410_102_000 })
    expect(parsePostAck(ack({}))).toEqual({ serverId: null, at: null })
    expect(parsePostAck(ack({ error: '403', t: '1764410102' }))).toEqual({ error: 403 })
  })
})

/** The owner's mex variables, as Baileys' `Socket/newsletter.js` sends them (newsletterCreate, newsletterUpdate, newsletterDelete). */
describe('owned channel mex variables (Baileys Socket/newsletter.js)', () => {
  it('names a created channel and its description, null when none', () => {
    expect(createVariables({ name: 'Harbour Desk', description: null })).toEqual({
      input: { name: 'Harbour Desk', description: null },
    })
  })

  it('sends only the changed fields of an update, with settings null as Baileys does', () => {
    expect(updateVariables(jid, { description: 'Tide notices' })).toEqual({
      newsletter_id: jid,
      updates: { description: 'Tide notices', settings: null },
    })
  })

  it('names the channel to delete', () => {
    expect(deleteVariables(jid)).toEqual({ newsletter_id: jid })
  })
})
