import { type BinaryNode, proto } from '@whiskeysockets/baileys'
import type { ChannelPostAck } from '../../ports/newsletters.js'

/**
 * A post to a channel the account owns, as whatsmeow sends one (`send.go` / `send/newsletter.go` `sendNewsletter`,
 * and `SendMessage`'s newsletter branch): no Signal session and no participants, the message's protobuf as is in one
 * `<plaintext>` child of `<message to=<channel> id type>`. An edit goes under the edited post's own id with
 * `edit="3"` (types `EditAttributeAdminEdit`) and carries the new content itself, not a protocol message; a deletion
 * goes under the post's id with `edit="8"` (`EditAttributeAdminRevoke`) and an empty plaintext. Baileys'
 * `relayMessage` sends the same `<plaintext>` to a newsletter (`Socket/messages-send.js`) but its `sendMessage`
 * marks edits `1` under a new id, the 1:1 form, so the stanza is built here. Unverified against WhatsApp.
 */

/**
 * A post or an edit: its message, and the attachment's kind for an attachment (`mediatype` of the plaintext, and
 * the stanza's `type` `media`, as whatsmeow's getMediaTypeFromMessage and getTypeFromMessage give them).
 */
export type ChannelPostAction =
  | { kind: 'post' | 'edit'; message: proto.IMessage; mediatype: 'image' | null }
  | { kind: 'delete' }

const editAttribute = { post: null, edit: '3', delete: '8' } as const

/** A channel text post: an extended text message, as the simulator's catalogue posts are. */
export const textPost = (text: string): proto.IMessage => ({ extendedTextMessage: { text } })

export function channelPostStanza(to: string, id: string, action: ChannelPostAction): BinaryNode {
  const edit = editAttribute[action.kind]
  const message = action.kind === 'delete' ? {} : action.message
  const mediatype = action.kind === 'delete' ? null : action.mediatype
  return {
    tag: 'message',
    // `type` is whatsmeow's getTypeFromMessage: `text` for text and for the revoke protocol message it deletes with
    attrs: { to, id, type: mediatype ? 'media' : 'text', ...(edit ? { edit } : {}) },
    content: [
      { tag: 'plaintext', attrs: mediatype ? { mediatype } : {}, content: proto.Message.encode(message).finish() },
    ],
  }
}

/** A positive whole number in an attribute, else null. */
const wholeOf = (value: string | undefined): number | null =>
  value !== undefined && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null

/**
 * WhatsApp's `<ack class="message">` to a post: whatsmeow's `SendMessage` reads the post's `server_id` (only a
 * newsletter send has one), `t` in seconds and a refusal's `error` code from it. Null what the ack left out.
 */
export function parsePostAck(node: BinaryNode): ChannelPostAck | { error: number } {
  const error = wholeOf(node.attrs.error)
  if (error !== null) return { error }
  const t = wholeOf(node.attrs.t)
  return { serverId: wholeOf(node.attrs.server_id), at: t === null ? null : t * 1000 }
}
