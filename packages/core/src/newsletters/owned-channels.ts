import { randomBytes } from 'node:crypto'
import { isoAt } from '../clock.js'
import type { EngineContext } from '../context.js'
import { derivedSend } from '../messages/message-id.js'
import { defaultMimetypes, outgoingMedia } from '../messages/outgoing-media.js'
import type { SendPace } from '../messages/send-pace.js'
import type { ChannelPostAck, ChannelPostContent, NewslettersPort } from '../protocol/ports/newsletters.js'
import { onConnection } from '../upstream-errors.js'
import { newsletterUpstream } from './errors.js'
import { presentChannel } from './present.js'
import type { Channel, CreateChannelInput, EditPostInput, Post, PostInput, UpdateChannelInput } from './schema.js'

/** Shaped as the engine's other message ids (messages/message-id.ts): `3EB0` and 18 uppercase hex digits. */
const newPostId = (): string => `3EB0${randomBytes(9).toString('hex').toUpperCase()}`

const presentPost = (newsletterJid: string, id: string, ack: ChannelPostAck): Post => ({
  newsletterJid,
  id,
  serverId: ack.serverId,
  at: ack.at === null ? null : isoAt(ack.at),
})

/**
 * Channels the account owns: create, change and delete them, and post to them. Posts, edits and deletions reach
 * every follower, so each takes a place of the account's `messagesPerMinute` pace like any send; channel changes are
 * not messages and are not paced. WhatsApp's refusals (a channel the account does not own, an unknown post) come
 * back as they do for the other channel operations.
 */
export class OwnedChannelService {
  readonly #context: EngineContext
  readonly #pace: SendPace

  constructor(context: EngineContext, pace: SendPace) {
    this.#context = context
    this.#pace = pace
  }

  #call<T>(sessionId: string, what: string, run: (newsletters: NewslettersPort) => Promise<T>): Promise<T> {
    return onConnection(this.#context, sessionId, newsletterUpstream, what, (connection) => run(connection.newsletters))
  }

  /** Creates the channel, the account its owner, and answers with it as WhatsApp describes it afterwards. */
  async create(sessionId: string, input: CreateChannelInput): Promise<Channel> {
    const channel = await this.#call(sessionId, 'The channel could not be created', (newsletters) =>
      newsletters.create({ name: input.name, description: input.description ?? null }),
    )
    return presentChannel(channel)
  }

  /** Changes the name or description, then answers with the channel as WhatsApp reports it. */
  update(sessionId: string, newsletterJid: string, input: UpdateChannelInput): Promise<Channel> {
    return this.#call(sessionId, `Channel ${newsletterJid} could not be changed`, async (newsletters) => {
      await newsletters.update(newsletterJid, input)
      return presentChannel(await newsletters.metadata({ jid: newsletterJid }))
    })
  }

  async delete(sessionId: string, newsletterJid: string): Promise<{ jid: string; deleted: true }> {
    await this.#call(sessionId, `Channel ${newsletterJid} could not be deleted`, (newsletters) =>
      newsletters.delete(newsletterJid),
    )
    return { jid: newsletterJid, deleted: true }
  }

  /** Under an Idempotency-Key the post's id derives from it, so a retried request is the same post to followers. */
  async post(sessionId: string, newsletterJid: string, input: PostInput, idempotencyId: string | null): Promise<Post> {
    this.#context.sessions.require(sessionId)
    // paced before an image is fetched: a refused post costs nothing
    await this.#pace.take(sessionId, newsletterJid)
    const id = idempotencyId === null ? newPostId() : derivedSend(idempotencyId).messageId
    const content = await this.#contentOf(sessionId, input)
    const ack = await this.#call(sessionId, `The post to channel ${newsletterJid} failed`, (newsletters) =>
      newsletters.post(newsletterJid, id, content),
    )
    return presentPost(newsletterJid, id, ack)
  }

  /** The image's bytes whole on disk before the post, fetched through the session's proxy as a send's are. */
  async #contentOf(sessionId: string, input: PostInput): Promise<ChannelPostContent> {
    if (input.text !== undefined) return { text: input.text }
    const image = input.image!
    const media = await outgoingMedia(
      { mediaUrl: image.mediaUrl, ...(image.mimetype ? { mimetype: image.mimetype } : {}) },
      { ...this.#context.settings, proxy: this.#context.sessions.proxy(sessionId) },
    )
    return {
      image: media.input,
      mimetype: image.mimetype ?? media.mimetype ?? defaultMimetypes.image,
      caption: image.caption ?? null,
    }
  }

  async editPost(sessionId: string, newsletterJid: string, postId: string, input: EditPostInput): Promise<Post> {
    await this.#pace.take(sessionId, newsletterJid)
    const ack = await this.#call(sessionId, `Post ${postId} could not be edited`, (newsletters) =>
      newsletters.editPost(newsletterJid, postId, { text: input.text }),
    )
    return presentPost(newsletterJid, postId, ack)
  }

  async deletePost(sessionId: string, newsletterJid: string, postId: string): Promise<Post> {
    await this.#pace.take(sessionId, newsletterJid)
    const ack = await this.#call(sessionId, `Post ${postId} could not be deleted`, (newsletters) =>
      newsletters.deletePost(newsletterJid, postId),
    )
    return presentPost(newsletterJid, postId, ack)
  }
}
