import { getBinaryNodeChild, proto, type BinaryNode } from '@whiskeysockets/baileys'
import { deliverToAudience } from '../channel-delivery.js'
import type { Server } from '../server/context.js'
import type { Client } from '../server/sockets.js'
import { channelJid, type ChannelPost } from '../state/channels.js'

/**
 * `<message to=<channel>>` from a device of the channel's owner: a post, or with `edit` an admin edit (`3`) or
 * deletion (`8`) of the post the stanza's id names, the shapes whatsmeow sends (`send.go` `SendMessage`'s newsletter
 * branch and `sendNewsletter`, `types` `EditAttributeAdminEdit` / `EditAttributeAdminRevoke`): no encryption, the
 * protobuf in one `<plaintext>`. The ack carries the post's `server_id` and `t` (whatsmeow `SendMessage` reads both
 * from it). Followers get what the channel keeps, as a catalogue post reaches them (channel-controls.ts): an edit
 * with `edit="3"` and a `<meta msg_edit_t original_msg_t>` child (whatsmeow `message.go` `handlePlaintextMessage`
 * reads both), a deletion with `edit="8"` and an empty plaintext. The refusals' codes (404 unknown channel or post,
 * 403 not the owner, 400 a stanza without plaintext or with another edit) and the delivery of edits and deletions
 * are this simulator's: no reference shows WhatsApp's.
 */
export function relayChannelPost(server: Server, client: Client, node: BinaryNode): void {
  const sender = client.device
  const { id, to } = node.attrs
  if (!sender || !id || !to) return
  const t = server.now()
  const ack = (extra: Record<string, string>) =>
    client.send({ tag: 'ack', attrs: { class: 'message', id, t, from: to, ...extra } })
  const { channels } = server.state
  const channel = channels.byJid(to)
  if (!channel) return ack({ error: '404' })
  if (channel.owner !== sender.account) return ack({ error: '403' })
  const plaintext = getBinaryNodeChild(node, 'plaintext')
  if (!(plaintext?.content instanceof Uint8Array)) return ack({ error: '400' })
  const edit = node.attrs.edit
  const existing = channels.postById(channel, id)
  const base = (post: ChannelPost) => ({
    from: channelJid(channel),
    id,
    server_id: String(post.serverId),
    t,
    type: post.type,
  })
  const send = (post: ChannelPost, extra: Record<string, string>, content: BinaryNode[]) => {
    ack({ server_id: String(post.serverId) })
    deliverToAudience(server, channel, { ...base(post), ...extra }, content, sender)
  }
  const body = (bytes: Uint8Array): BinaryNode => ({ tag: 'plaintext', attrs: {}, content: bytes })

  if (edit === undefined) {
    // a resend of a post the channel holds (the owner's retry after a lost ack) is acked, not published twice
    if (existing) return ack({ server_id: String(existing.serverId) })
    const message = proto.Message.decode(plaintext.content)
    const post = channels.post(channel, id, plaintext.attrs.mediatype ? 'media' : 'text', message)
    return send(post, {}, [body(plaintext.content)])
  }
  if (!existing || existing.deleted) return ack({ error: '404' })
  if (edit === '3') {
    channels.edit(existing, proto.Message.decode(plaintext.content))
    const meta: BinaryNode = {
      tag: 'meta',
      attrs: { msg_edit_t: String(existing.editedAt), original_msg_t: String(Math.floor(existing.time / 1000)) },
    }
    return send(existing, { edit: '3' }, [meta, body(plaintext.content)])
  }
  if (edit === '8') {
    existing.deleted = true
    return send(existing, { edit: '8' }, [body(new Uint8Array())])
  }
  ack({ error: '400' })
}
