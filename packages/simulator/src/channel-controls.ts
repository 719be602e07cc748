import { createHash } from 'node:crypto'
import { proto, type BinaryNode } from '@whiskeysockets/baileys'
import { normalizePhoneNumber } from './jids.js'
import type { Server } from './server/context.js'
import { domainKey } from './state/channel-directory.js'
import { deliverToAudience } from './channel-delivery.js'
import {
  channelJid,
  isChannelCategory,
  isCountryCode,
  type ChannelCategory,
  type ChannelRecord,
  type ChannelState,
} from './state/channels.js'

export interface NewChannelOptions {
  name: string
  description?: string
  /** one or more of WhatsApp's seven directory categories */
  categories?: ChannelCategory[]
  /** ISO 3166-1 alpha-2 */
  countryCode?: string
  verified?: boolean
  /** the phone number of the owning account (it must exist); none: a channel run from outside the simulator */
  owner?: string
  /** followers outside this simulator, counted in the subscriber count */
  subscribers?: number
  /** the channel's picture, published on the media host */
  picture?: { bytes: Buffer | Uint8Array }
}

export type ChannelPostContent = { text: string } | { image: Buffer | Uint8Array; mimetype?: string; caption?: string }

export interface ChannelPostResult {
  /** the message id the followers' clients key the post by */
  id: string
  serverId: number
  /** the devices the post went to (queued for those offline) */
  deliveredTo: string[]
  /** image posts: sha256 (hex) of the bytes, and where they are on the media host */
  sha256?: string
  directPath?: string
}

/** What only the channels' owners and WhatsApp do, for tests and the sandbox. */
export interface ChannelControls {
  create(options: NewChannelOptions): { jid: string; inviteCode: string }
  /** publishes a post to every device of every follower (muted or not) and of the owner */
  post(jid: string, content: ChannelPostContent): ChannelPostResult
  /** the account of `phoneNumber` follows the channel, as its phone's Follow button does */
  follow(jid: string, phoneNumber: string): void
  /** the server's record */
  get(jid: string): ChannelRecord | undefined
  /** every channel, the catalogue's first */
  list(): ChannelRecord[]
  /** WhatsApp suspended the channel (or lifted it): only ACTIVE channels are listed and followed */
  setState(jid: string, state: ChannelState): void
  /** overrides the directory's rule for one domain (`domains-previewable`) */
  setPreviewable(domain: string, previewable: boolean): void
}

export class ChannelControlError extends Error {
  constructor(
    readonly reason: 'not_found' | 'invalid',
    message: string,
  ) {
    super(message)
  }
}

function postMessage(
  server: Server,
  content: ChannelPostContent,
): { message: proto.IMessage; type: 'text' | 'media'; sha256?: string; directPath?: string } {
  if ('text' in content) {
    if (!content.text) throw new ChannelControlError('invalid', 'a text post needs text')
    return { message: { extendedTextMessage: { text: content.text } }, type: 'text' }
  }
  const bytes = Buffer.from(content.image)
  if (!bytes.length) throw new ChannelControlError('invalid', 'an image post needs bytes')
  // channel media is not end-to-end encrypted: the plaintext is what the host serves
  const blob = server.media.publish('image', bytes)
  const fileSha256 = createHash('sha256').update(bytes).digest()
  const image: proto.Message.IImageMessage = {
    url: blob.url,
    directPath: blob.directPath,
    mimetype: content.mimetype ?? 'image/jpeg',
    fileSha256,
    fileLength: bytes.length,
    ...(content.caption ? { caption: content.caption } : {}),
  }
  return {
    message: { imageMessage: image },
    type: 'media',
    sha256: fileSha256.toString('hex'),
    directPath: blob.directPath,
  }
}

export function channelControls(server: Server): ChannelControls {
  const { channels, accounts, ids } = server.state
  const record = (jid: string): ChannelRecord => {
    const channel = channels.byJid(jid)
    if (!channel) throw new ChannelControlError('not_found', `no channel ${jid} exists on this simulator`)
    return channel
  }
  return {
    create(options) {
      const name = options.name.trim()
      if (!name) throw new ChannelControlError('invalid', 'a channel needs a name')
      if (options.categories && !options.categories.every(isChannelCategory))
        throw new ChannelControlError('invalid', 'unknown category')
      if (options.countryCode !== undefined && !isCountryCode(options.countryCode))
        throw new ChannelControlError('invalid', 'countryCode is ISO 3166-1 alpha-2, upper case')
      const digits = options.owner === undefined ? undefined : normalizePhoneNumber(options.owner)
      const owner = digits ? accounts.get(digits) : undefined
      if (options.owner !== undefined && !owner)
        throw new ChannelControlError('not_found', `no account ${options.owner} exists on this simulator`)
      const picture = options.picture ? server.media.publish('image', Buffer.from(options.picture.bytes)) : undefined
      const channel = channels.create({
        name,
        description: options.description ?? '',
        categories: options.categories ?? [],
        countryCode: options.countryCode ?? null,
        verified: options.verified ?? false,
        owner: owner ?? null,
        outsideSubscribers: options.subscribers ?? 0,
        picture: picture ? { id: ids.digits(16), directPath: picture.directPath } : null,
      })
      return { jid: channelJid(channel), inviteCode: channel.inviteCode }
    },
    post(jid, content) {
      const channel = record(jid)
      const { message, type, sha256, directPath } = postMessage(server, content)
      // shaped like the ids WhatsApp clients give their messages, drawn from the seed
      const id = `3EB0${BigInt(ids.digits(20)).toString(16).toUpperCase().padStart(18, '0').slice(0, 18)}`
      const post = channels.post(channel, id, type, message)
      const bytes = proto.Message.encode(message).finish()
      const attrs = {
        from: channelJid(channel),
        id,
        server_id: String(post.serverId),
        t: String(Math.floor(post.time / 1000)),
        type,
      }
      const plaintext: BinaryNode = {
        tag: 'plaintext',
        attrs: type === 'media' ? { mediatype: 'image' } : {},
        content: bytes,
      }
      const deliveredTo = deliverToAudience(server, channel, attrs, [plaintext])
      return { id, serverId: post.serverId, deliveredTo, ...(sha256 ? { sha256, directPath } : {}) }
    },
    follow(jid, phoneNumber) {
      const account = accounts.get(normalizePhoneNumber(phoneNumber) ?? '')
      if (!account) throw new ChannelControlError('not_found', `no account ${phoneNumber} exists on this simulator`)
      channels.follow(record(jid), account)
    },
    get: (jid) => channels.byJid(jid),
    list: () => channels.all(),
    setState(jid, state) {
      record(jid).state = state
    },
    setPreviewable(domain, previewable) {
      channels.previewOverrides.set(domainKey(domain), previewable)
    },
  }
}
