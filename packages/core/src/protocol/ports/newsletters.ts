import type {
  CategoryPreview,
  Channel,
  DirectoryView,
  DomainPreview,
  NewsletterCategory,
} from '../../newsletters/schema.js'

/** A channel named by its JID or by one of its invite codes. */
export type ChannelKey = { jid: string } | { inviteCode: string }

/** One page of a directory list: the channels, and WhatsApp's own cursor to the next page (null on the last). */
export interface ChannelPage {
  channels: Channel[]
  next: string | null
}

/**
 * The newsletters facet of a connection (`connection.newsletters`): channels (newsletters): metadata, the directory,
 * follow and mute, in domain words, never Baileys types. Every method rejects with a ProtocolError whose kind says
 * what WhatsApp answered (`not_found` for a channel or invite code it does not know).
 */
export interface NewslettersPort {
  /** The channels the account follows (and owns). */
  subscribed(): Promise<Channel[]>
  /** A channel's metadata, with the account's standing in it. */
  metadata(key: ChannelKey): Promise<Channel>
  /** The compact record of a channel as a guest sees it. */
  dehydrated(key: ChannelKey): Promise<Channel>
  search(query: {
    text: string
    categories: NewsletterCategory[]
    limit: number
    after: string | null
  }): Promise<ChannelPage>
  recommended(query: { countryCodes: string[]; limit: number }): Promise<Channel[]>
  similar(jid: string, query: { countryCodes: string[]; limit: number }): Promise<Channel[]>
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
  }): Promise<CategoryPreview[]>
  /** Whether WhatsApp shows link previews for each domain in channel posts; one row per domain, in the order given. */
  domainsPreviewable(domains: string[]): Promise<DomainPreview[]>
  follow(jid: string): Promise<void>
  unfollow(jid: string): Promise<void>
  mute(jid: string): Promise<void>
  unmute(jid: string): Promise<void>
}
