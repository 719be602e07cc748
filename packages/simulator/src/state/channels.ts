import type { proto } from '@whiskeysockets/baileys'
import { CHANNEL_SERVER } from '../jids.js'
import type { Account } from './accounts.js'
import type { Clock, SeededIds } from './clock.js'

/** WhatsApp's channel directory categories, as the directory queries name them */
export const CHANNEL_CATEGORIES = [
  'BUSINESS',
  'ENTERTAINMENT',
  'LIFESTYLE',
  'NEWS',
  'ORGANIZATIONS',
  'PEOPLE',
  'SPORTS',
] as const
export type ChannelCategory = (typeof CHANNEL_CATEGORIES)[number]

export const isChannelCategory = (value: unknown): value is ChannelCategory =>
  CHANNEL_CATEGORIES.includes(value as ChannelCategory)

/** a channel's country: ISO 3166-1 alpha-2, upper case, as the directory queries name them */
export const isCountryCode = (value: unknown): value is string => typeof value === 'string' && /^[A-Z]{2}$/.test(value)

/** `state.type` of a channel: only ACTIVE channels are listed in the directory */
export type ChannelState = 'ACTIVE' | 'SUSPENDED' | 'GEOSUSPENDED'

export type ChannelRole = 'OWNER' | 'SUBSCRIBER' | 'GUEST'

export interface ChannelPicture {
  id: string
  directPath: string
}

/**
 * One post: what followers received. The server itself only reads the last `serverId` and the count
 * (`message_updates` is not served); the rest is kept for tests, which read it from the package's
 * exported `ChannelRecord` (`sim.channels.get(jid).posts`) to check what a channel published.
 */
export interface ChannelPost {
  /** the channel's own sequence, from 100: `server_id` of the stanza */
  serverId: number
  /** the message id the followers' clients key the post by */
  id: string
  /** ms since the epoch */
  time: number
  /** the stanza `type`: 'media' for an attachment */
  type: 'text' | 'media'
  /** the content followers hold: an owner's edit replaces it */
  message: proto.IMessage
  /** when the owner last edited it (ms), or null */
  editedAt: number | null
  /** the owner deleted it: followers were told, and it takes no further edit */
  deleted: boolean
}

/** A channel (newsletter) as the mex server keeps it; the jid is `${id}@newsletter`. */
export interface ChannelRecord {
  /** '120363' and 12 digits, like group ids */
  id: string
  name: string
  description: string
  categories: ChannelCategory[]
  /** ISO 3166-1 alpha-2, upper case; null for a channel without a country */
  countryCode: string | null
  verified: boolean
  /** what `https://whatsapp.com/channel/<code>` links carry */
  inviteCode: string
  picture: ChannelPicture | null
  /** ms since the epoch */
  creation: number
  state: ChannelState
  /** null for the catalogue's channels, whose owners are not accounts of this simulator */
  owner: Account | null
  /** followers outside this simulator (the catalogue's audiences): part of the subscriber count */
  outsideSubscribers: number
  /** how many followers outside this simulator the channel gained in the last 7 days (TRENDING) */
  outsideWeeklyGrowth: number
  /** the simulator's accounts that follow it, with the time they followed (ms) */
  followers: Map<Account, number>
  /** followers that muted it: their devices still get every post (mute only silences notifications) */
  muted: Set<Account>
  posts: ChannelPost[]
}

export interface NewChannel {
  name: string
  description?: string
  categories?: ChannelCategory[]
  countryCode?: string | null
  verified?: boolean
  owner?: Account | null
  picture?: ChannelPicture | null
  /** default now */
  creation?: number
  outsideSubscribers?: number
  outsideWeeklyGrowth?: number
}

const FIRST_SERVER_ID = 100

export const channelJid = (channel: ChannelRecord): string => `${channel.id}@${CHANNEL_SERVER}`

export function subscriberCount(channel: ChannelRecord): number {
  return channel.outsideSubscribers + channel.followers.size
}

export function roleOf(channel: ChannelRecord, account: Account): ChannelRole {
  if (channel.owner === account) return 'OWNER'
  return channel.followers.has(account) ? 'SUBSCRIBER' : 'GUEST'
}

/** who gets a post: every follower, and the owner, whose devices show the channel like any it follows */
export function audience(channel: ChannelRecord): Account[] {
  const accounts = new Set(channel.followers.keys())
  if (channel.owner) accounts.add(channel.owner)
  return [...accounts]
}

export class Channels {
  private readonly byId = new Map<string, ChannelRecord>()
  private readonly byInvite = new Map<string, ChannelRecord>()
  /** domains a test declared (not) previewable, over the directory's rule; keys lower case, without `www.` */
  readonly previewOverrides = new Map<string, boolean>()

  constructor(
    private readonly clock: Clock,
    private readonly ids: SeededIds,
  ) {}

  /** `ids`: where the id and invite code come from (the catalogue has its own) */
  create(input: NewChannel, ids = this.ids): ChannelRecord {
    const channel: ChannelRecord = {
      id: `120363${ids.digits(12)}`,
      name: input.name,
      description: input.description ?? '',
      categories: [...new Set(input.categories ?? [])],
      countryCode: input.countryCode ?? null,
      verified: input.verified ?? false,
      // WhatsApp's channel codes are 24 characters starting 0029Va
      inviteCode: `0029Va${ids.token(18)}`,
      picture: input.picture ?? null,
      creation: input.creation ?? this.clock.now(),
      state: 'ACTIVE',
      owner: input.owner ?? null,
      outsideSubscribers: input.outsideSubscribers ?? 0,
      outsideWeeklyGrowth: input.outsideWeeklyGrowth ?? 0,
      followers: new Map(),
      muted: new Set(),
      posts: [],
    }
    this.byId.set(channel.id, channel)
    this.byInvite.set(channel.inviteCode, channel)
    return channel
  }

  get(id: string): ChannelRecord | undefined {
    return this.byId.get(id)
  }

  /** `<id>@newsletter` */
  byJid(jid: string): ChannelRecord | undefined {
    const [id, server] = jid.split('@')
    return server === CHANNEL_SERVER && id ? this.byId.get(id) : undefined
  }

  byInviteCode(code: string): ChannelRecord | undefined {
    return this.byInvite.get(code)
  }

  /** every channel, oldest record first */
  all(): ChannelRecord[] {
    return [...this.byId.values()]
  }

  /** the channels an account follows or owns, in the order it started to (an owner at the channel's creation) */
  subscribed(account: Account): ChannelRecord[] {
    const since = (channel: ChannelRecord): number =>
      channel.owner === account ? channel.creation : channel.followers.get(account)!
    return this.all()
      .filter((c) => c.owner === account || c.followers.has(account))
      .sort((a, b) => since(a) - since(b))
  }

  follow(channel: ChannelRecord, account: Account): void {
    if (channel.owner === account || channel.followers.has(account)) return
    channel.followers.set(account, this.clock.now())
  }

  /** an account that stops following forgets its mute too */
  unfollow(channel: ChannelRecord, account: Account): void {
    channel.followers.delete(account)
    channel.muted.delete(account)
  }

  setMuted(channel: ChannelRecord, account: Account, muted: boolean): void {
    if (muted) channel.muted.add(account)
    else channel.muted.delete(account)
  }

  post(channel: ChannelRecord, id: string, type: ChannelPost['type'], message: proto.IMessage): ChannelPost {
    const last = channel.posts.at(-1)
    const post: ChannelPost = {
      serverId: last ? last.serverId + 1 : FIRST_SERVER_ID,
      id,
      time: this.clock.now(),
      type,
      message,
      editedAt: null,
      deleted: false,
    }
    channel.posts.push(post)
    return post
  }

  postById(channel: ChannelRecord, id: string): ChannelPost | undefined {
    return channel.posts.find((post) => post.id === id)
  }

  edit(post: ChannelPost, message: proto.IMessage): void {
    post.message = message
    post.editedAt = this.clock.now()
  }

  /** the owner deleted the channel: neither its jid nor its invite code leads to it any more */
  remove(channel: ChannelRecord): void {
    this.byId.delete(channel.id)
    this.byInvite.delete(channel.inviteCode)
  }
}
