import type { MediaInput } from './messages.js'

/**
 * WhatsApp's channel-directory categories, as WhatsApp Web's `WAWebNewsletterDirectoryCategoryUtils` lists them
 * (besides numbered SPECIAL_EVENTS slots it fills per occasion, which the engine does not offer).
 */
export const newsletterCategories = [
  'BUSINESS',
  'ENTERTAINMENT',
  'LIFESTYLE',
  'NEWS',
  'ORGANIZATIONS',
  'PEOPLE',
  'SPORTS',
] as const
export type NewsletterCategory = (typeof newsletterCategories)[number]

/** The directory's lists (WhatsApp Web also knows FEATURED, which only its own home screen asks for). */
export const directoryViews = ['POPULAR', 'RECOMMENDED', 'TRENDING', 'NEW'] as const
export type DirectoryView = (typeof directoryViews)[number]

/** How the account stands with a channel, as WhatsApp's viewer metadata says it. Null where the answer did not. */
export interface ChannelViewer {
  role: 'owner' | 'admin' | 'subscriber' | 'guest' | null
  /** Whether the account follows the channel (owner, admin and subscriber do). */
  following: boolean | null
  /** Whether the account muted the channel's follower activity. */
  muted: boolean | null
}

/** A channel as WhatsApp describes it; each query sends its own subset of the fields, and what it left out is null. */
export interface ChannelMetadata {
  jid: string
  name: string | null
  description: string | null
  inviteCode: string | null
  /** The channel picture on WhatsApp's media host. */
  pictureUrl: string | null
  verified: boolean | null
  subscribers: number | null
  /** When the channel was created, ms since the epoch. */
  createdAt: number | null
  /** WhatsApp's state of the channel, lower case: `active`, `suspended`, `geosuspended`. */
  state: string | null
  viewer: ChannelViewer
}

/** One category of the directory with its first channels; `title` is WhatsApp's display title, when it sent one. */
export interface ChannelCategoryPreview {
  category: string
  title: string | null
  channels: ChannelMetadata[]
}

/** Whether WhatsApp shows link previews for a domain in channel posts; null when it did not answer for it. */
export interface DomainPreviewable {
  domain: string
  previewable: boolean | null
}

/** A channel named by its JID or by one of its invite codes. */
export type ChannelKey = { jid: string } | { inviteCode: string }

/** One page of a directory list: the channels, and WhatsApp's own cursor to the next page (null on the last). */
export interface ChannelPage {
  channels: ChannelMetadata[]
  next: string | null
}

/**
 * The newsletters facet of a connection (`connection.newsletters`): channels (newsletters): metadata, the directory,
 * follow and mute, in WhatsApp's words, never Baileys types nor the API's. Every method rejects with a ProtocolError
 * whose kind says what WhatsApp answered (`not_found` for a channel or invite code it does not know).
 */
export interface NewslettersPort extends OwnedChannelsPort {
  /** The channels the account follows (and owns). */
  subscribed(): Promise<ChannelMetadata[]>
  /** A channel's metadata, with the account's standing in it. */
  metadata(key: ChannelKey): Promise<ChannelMetadata>
  /** The compact record of a channel as a guest sees it. */
  dehydrated(key: ChannelKey): Promise<ChannelMetadata>
  search(query: {
    text: string
    categories: NewsletterCategory[]
    limit: number
    after: string | null
  }): Promise<ChannelPage>
  recommended(query: { countryCodes: string[]; limit: number }): Promise<ChannelMetadata[]>
  similar(jid: string, query: { countryCodes: string[]; limit: number }): Promise<ChannelMetadata[]>
  directory(query: {
    view: DirectoryView
    countryCodes: string[]
    categories: NewsletterCategory[]
    limit: number
    after: string | null
  }): Promise<ChannelPage>
  categoriesPreview(query: {
    categories: NewsletterCategory[]
    countryCode: string | null
    perCategoryLimit: number
  }): Promise<ChannelCategoryPreview[]>
  /** One row per domain, in the order given. */
  domainsPreviewable(domains: string[]): Promise<DomainPreviewable[]>
  follow(jid: string): Promise<void>
  unfollow(jid: string): Promise<void>
  mute(jid: string): Promise<void>
  unmute(jid: string): Promise<void>
}

/** A channel post's text, or the new text of an edit. */
export interface ChannelPostText {
  text: string
}

/**
 * What a post to an owned channel carries: text, or an image (its bytes whole on disk, sent unencrypted, as channel
 * media is). Other media and polls are not posted by the engine yet.
 */
export type ChannelPostContent = ChannelPostText | { image: MediaInput; mimetype: string; caption: string | null }

/** WhatsApp's acknowledgement of a post, edit or deletion: the channel's own sequence number of the post, and when. */
export interface ChannelPostAck {
  /** The post's `server_id` in the channel, null when the ack did not carry one. */
  serverId: number | null
  /** When WhatsApp took it, ms since the epoch; null when the ack did not say. */
  at: number | null
}

/** Changes to an owned channel: a field left out is unchanged. */
export interface ChannelChanges {
  name?: string
  description?: string
}

/**
 * What the account does to a channel it owns (`connection.newsletters` too): create, change and delete it, and post
 * to it. Posts are not end-to-end encrypted: they travel as plaintext to the channel, which fans them out.
 */
export interface OwnedChannelsPort {
  create(input: { name: string; description: string | null }): Promise<ChannelMetadata>
  update(jid: string, changes: ChannelChanges): Promise<void>
  delete(jid: string): Promise<void>
  /** Posts under the message id given; rejects when WhatsApp's ack refuses it. */
  post(jid: string, id: string, content: ChannelPostContent): Promise<ChannelPostAck>
  editPost(jid: string, id: string, content: ChannelPostText): Promise<ChannelPostAck>
  deletePost(jid: string, id: string): Promise<ChannelPostAck>
}
