import type { EngineContext } from '../context.js'
import { decodeCursor, encodeCursor, invalidCursor, type Page } from '../paging.js'
import type { ChannelKey, ChannelPage, NewslettersPort } from '../protocol/ports/newsletters.js'
import { onConnection } from '../upstream-errors.js'
import { presentCategoryPreview, presentChannel, presentDomainPreview, presentViewer } from './present.js'
import type {
  CategoriesPreviewInput,
  CategoryPreview,
  Channel,
  DehydratedInput,
  DirectoryInput,
  DomainPreview,
  FollowAction,
  FollowResult,
  RecommendedInput,
  SearchInput,
  SimilarInput,
} from './schema.js'
import { newsletterUpstream } from './errors.js'

/** The lists that page, a directory view each its own: a cursor of one is refused by the others. */
type PagedList = 'search' | `directory:${DirectoryInput['view']}`

/** WhatsApp's own cursor to the next page, kept inside the API's opaque cursor with the list that wrote it. */
const afterOf = (list: PagedList, cursor: string | undefined): string | null =>
  cursor === undefined
    ? null
    : decodeCursor(cursor, (position) =>
        position.list === list && typeof position.after === 'string' ? position.after : null,
      )

const pageOf = (list: PagedList, page: ChannelPage): Page<Channel> => ({
  items: page.channels.map(presentChannel),
  nextCursor: page.next === null ? null : encodeCursor({ list, after: page.next }),
})

/** `recommended` and `similar` are one page (WhatsApp's queries take no cursor), so no cursor exists to continue them. */
const noCursor = (cursor: string | undefined): void => {
  if (cursor !== undefined) throw invalidCursor()
}

const done: Record<FollowAction, string> = {
  follow: 'followed',
  unfollow: 'unfollowed',
  mute: 'muted',
  unmute: 'unmuted',
}

/**
 * Channels (spec 4.6): metadata, the directory and the account's following, each on the session's connection (the
 * 409s when it has none). A channel or invite code WhatsApp does not know is the 404 `newsletter_not_found`; every
 * other refusal a 502 with WhatsApp's words. Posts of followed channels arrive as `message.received` (the message
 * service), their chat the channel's JID.
 */
export class NewsletterService {
  readonly #context: EngineContext

  constructor(context: EngineContext) {
    this.#context = context
  }

  #call<T>(sessionId: string, what: string, run: (newsletters: NewslettersPort) => Promise<T>): Promise<T> {
    return onConnection(this.#context, sessionId, newsletterUpstream, what, (connection) => run(connection.newsletters))
  }

  async subscribed(sessionId: string): Promise<Channel[]> {
    const channels = await this.#call(sessionId, 'The followed channels could not be listed', (newsletters) =>
      newsletters.subscribed(),
    )
    return channels.map(presentChannel)
  }

  async get(sessionId: string, newsletterJid: string): Promise<Channel> {
    const channel = await this.#call(sessionId, `Channel ${newsletterJid} could not be read`, (newsletters) =>
      newsletters.metadata({ jid: newsletterJid }),
    )
    return presentChannel(channel)
  }

  /** The channel an invite code leads to; it is not followed (that is `follow`). */
  async preview(sessionId: string, inviteCode: string): Promise<Channel> {
    const channel = await this.#call(
      sessionId,
      `The channel of invite code ${inviteCode} could not be read`,
      (newsletters) => newsletters.metadata({ inviteCode }),
    )
    return presentChannel(channel)
  }

  async dehydrated(sessionId: string, input: DehydratedInput): Promise<Channel> {
    const key: ChannelKey =
      input.newsletterJid !== undefined ? { jid: input.newsletterJid } : { inviteCode: input.inviteCode! }
    const channel = await this.#call(sessionId, 'The channel could not be read', (newsletters) =>
      newsletters.dehydrated(key),
    )
    return presentChannel(channel)
  }

  async search(sessionId: string, input: SearchInput): Promise<Page<Channel>> {
    const after = afterOf('search', input.cursor)
    const page = await this.#call(sessionId, 'The channel directory could not be searched', (newsletters) =>
      newsletters.search({ text: input.searchText, categories: input.categories ?? [], limit: input.limit, after }),
    )
    return pageOf('search', page)
  }

  async recommended(sessionId: string, input: RecommendedInput): Promise<Page<Channel>> {
    noCursor(input.cursor)
    const channels = await this.#call(sessionId, 'The recommended channels could not be read', (newsletters) =>
      newsletters.recommended({ countryCodes: input.countryCodes ?? [], limit: input.limit }),
    )
    return { items: channels.map(presentChannel), nextCursor: null }
  }

  async similar(sessionId: string, input: SimilarInput): Promise<Page<Channel>> {
    noCursor(input.cursor)
    const channels = await this.#call(
      sessionId,
      `The channels similar to ${input.newsletterJid} could not be read`,
      (newsletters) =>
        newsletters.similar(input.newsletterJid, { countryCodes: input.countryCodes ?? [], limit: input.limit }),
    )
    return { items: channels.map(presentChannel), nextCursor: null }
  }

  async directory(sessionId: string, input: DirectoryInput): Promise<Page<Channel>> {
    const list = `directory:${input.view}` as const
    const after = afterOf(list, input.cursor)
    const page = await this.#call(sessionId, 'The channel directory could not be read', (newsletters) =>
      newsletters.directory({
        view: input.view,
        countryCodes: input.countryCodes ?? [],
        categories: input.categories ?? [],
        limit: input.limit,
        after,
      }),
    )
    return pageOf(list, page)
  }

  async categoriesPreview(sessionId: string, input: CategoriesPreviewInput): Promise<CategoryPreview[]> {
    const previews = await this.#call(sessionId, 'The category previews could not be read', (newsletters) =>
      newsletters.categoriesPreview({
        categories: input.categories ?? [],
        countryCode: input.countryCode ?? null,
        perCategoryLimit: input.perCategoryLimit,
      }),
    )
    return previews.map(presentCategoryPreview)
  }

  /** One row per distinct domain, in the order first named. */
  async domainsPreviewable(sessionId: string, domains: string[]): Promise<DomainPreview[]> {
    const rows = await this.#call(sessionId, 'Whether the domains are previewable could not be read', (newsletters) =>
      newsletters.domainsPreviewable([...new Set(domains)]),
    )
    return rows.map(presentDomainPreview)
  }

  /** Follows, unfollows, mutes or unmutes, then answers with the account's standing as WhatsApp reports it afterwards. */
  follow(sessionId: string, newsletterJid: string, action: FollowAction): Promise<FollowResult> {
    return this.#call(sessionId, `Channel ${newsletterJid} could not be ${done[action]}`, async (newsletters) => {
      await newsletters[action](newsletterJid)
      const channel = await newsletters.metadata({ jid: newsletterJid })
      return { jid: channel.jid, viewer: presentViewer(channel.viewer) }
    })
  }
}
