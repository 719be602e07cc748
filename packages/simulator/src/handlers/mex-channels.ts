import type { Account } from '../state/accounts.js'
import {
  categoriesPreview,
  CursorError,
  DIRECTORY_VIEWS,
  directoryList,
  isPreviewableDomain,
  recommended,
  search,
  similar,
  type DirectoryPage,
  type DirectoryView,
} from '../state/channel-directory.js'
import {
  CHANNEL_CATEGORIES,
  channelJid,
  isChannelCategory,
  isCountryCode,
  roleOf,
  subscriberCount,
  type ChannelCategory,
  type ChannelRecord,
} from '../state/channels.js'
import { GroupError, type GroupRequest } from './group-request.js'
import { record, type MexOperation } from './mex-operation.js'

const DEFAULT_LIMIT = 20
const MAX_LIMIT = 100
const DEFAULT_PER_CATEGORY = 5

/** the titles WhatsApp shows over each category of the directory */
const CATEGORY_TITLES: Record<ChannelCategory, string> = {
  BUSINESS: 'Business',
  ENTERTAINMENT: 'Entertainment',
  LIFESTYLE: 'Lifestyle',
  NEWS: 'News & Information',
  ORGANIZATIONS: 'Organizations',
  PEOPLE: 'People',
  SPORTS: 'Sports',
}

const invalid = (what: string): GroupError => new GroupError(400, `invalid ${what}`)
const notFound = (): GroupError => new GroupError(404, 'Newsletter not found')

function channelNamed(request: GroupRequest, jid: unknown): ChannelRecord {
  const channel = typeof jid === 'string' ? request.server.state.channels.byJid(jid) : undefined
  if (!channel) throw notFound()
  return channel
}

/** `input: { key, type: 'JID' | 'INVITE' }`, as Baileys' newsletterMetadata and the dehydrated query name a channel */
function channelByKey(request: GroupRequest, input: Record<string, unknown>): ChannelRecord {
  const { key, type } = input
  if (typeof key !== 'string') throw invalid('key')
  if (type !== 'JID' && type !== 'INVITE') throw invalid('type')
  const channels = request.server.state.channels
  const channel = type === 'JID' ? channels.byJid(key) : channels.byInviteCode(key)
  if (!channel) throw notFound()
  return channel
}

function limitOf(value: unknown, fallback = DEFAULT_LIMIT): number {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
  if (n === undefined || n === null) return fallback
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) throw invalid('limit')
  return Math.min(n, MAX_LIMIT)
}

/** absent and [] alike: no filter */
function categoriesOf(value: unknown): ChannelCategory[] | undefined {
  if (value === undefined || value === null) return undefined
  if (!Array.isArray(value) || !value.every(isChannelCategory)) throw invalid('categories')
  return value.length ? value : undefined
}

function countriesOf(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined
  if (!Array.isArray(value) || !value.every(isCountryCode)) throw invalid('country_codes')
  return value.length ? value : undefined
}

function cursorOf(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') throw invalid('start_cursor')
  return value
}

/** the ids and update times of a name or description: WhatsApp's are opaque; these stay fixed per channel */
const textField = (channel: ChannelRecord, field: 'name' | 'description') => ({
  text: channel[field],
  id: `${channel.id}-${field}`,
  update_time: String(channel.creation * 1000),
})

function picture(channel: ChannelRecord) {
  if (!channel.picture) return {}
  const { id, directPath } = channel.picture
  return {
    picture: { id, type: 'IMAGE', direct_path: directPath },
    preview: { id, type: 'PREVIEW', direct_path: directPath },
  }
}

/** the whole channel as `viewer` sees it: contract section 1 */
function thread(channel: ChannelRecord, viewer: Account) {
  return {
    id: channelJid(channel),
    state: { type: channel.state },
    thread_metadata: {
      name: textField(channel, 'name'),
      description: textField(channel, 'description'),
      invite: channel.inviteCode,
      ...picture(channel),
      verification: channel.verified ? 'VERIFIED' : 'UNVERIFIED',
      subscribers_count: String(subscriberCount(channel)),
      creation_time: String(Math.floor(channel.creation / 1000)),
      handle: null,
      settings: { reaction_codes: { value: 'ALL' } },
    },
    viewer_metadata: { role: roleOf(channel, viewer), mute: channel.muted.has(viewer) ? 'ON' : 'OFF' },
  }
}

/** the compact record a guest is shown before it follows (a link preview): no viewer part */
function dehydrated(channel: ChannelRecord) {
  const { picture: image } = picture(channel)
  return {
    id: channelJid(channel),
    state: { type: channel.state },
    thread_metadata: {
      name: { text: channel.name },
      invite: channel.inviteCode,
      subscribers_count: String(subscriberCount(channel)),
      verification: channel.verified ? 'VERIFIED' : 'UNVERIFIED',
      ...(image ? { picture: image } : {}),
    },
    viewer_metadata: {},
  }
}

function paged(request: GroupRequest, run: () => DirectoryPage) {
  let page: DirectoryPage
  try {
    page = run()
  } catch (err) {
    if (err instanceof CursorError) throw invalid('start_cursor')
    throw err
  }
  return {
    page_info: { end_cursor: page.endCursor, has_next_page: page.hasNextPage },
    result: page.channels.map((c) => thread(c, request.account)),
  }
}

/** follow and mute need a channel the directory shows: a suspended one is refused like WhatsApp refuses it */
function active(channel: ChannelRecord): ChannelRecord {
  if (channel.state !== 'ACTIVE') throw new GroupError(403, 'The channel is not available')
  return channel
}

function muteChange(request: GroupRequest, variables: Record<string, unknown>, muted: boolean) {
  const channel = channelNamed(request, variables.newsletter_id)
  const { account } = request
  if (!channel.followers.has(account)) throw new GroupError(400, 'You must follow the channel to mute it')
  request.server.state.channels.setMuted(channel, account, muted)
  return { id: channelJid(channel), mute: muted ? 'ON' : 'OFF' }
}

/**
 * The channel operations: Baileys' own (metadata, follow, unfollow, mute, unmute: `Socket/newsletter.js`,
 * ids in `Types/Mex.js`) and the directory queries Baileys has no function for, with the doc ids,
 * variables and answers of the wire contract (`whatsapp-rust` / WhatsApp Web; unverified against WhatsApp).
 * Refusals are GraphQL errors: 404 for an unknown channel or invite code, 400 for bad variables.
 */
export const mexChannelOperations: Record<string, MexOperation> = {
  '25399611239711790': {
    path: 'xwa2_newsletter_subscribed',
    run: (request) => request.server.state.channels.subscribed(request.account).map((c) => thread(c, request.account)),
  },
  // Baileys' newsletterMetadata: by jid or invite code, as the asking account sees the channel
  '6563316087068696': {
    path: 'xwa2_newsletter',
    run: (request, variables) => thread(channelByKey(request, record(variables.input)), request.account),
  },
  '26301059626252132': {
    path: 'xwa2_newsletters_directory_search',
    run(request, variables) {
      const input = record(variables.input)
      const text = input.search_text ?? ''
      if (typeof text !== 'string') throw invalid('search_text')
      const categories = categoriesOf(input.categories)
      const limit = limitOf(input.limit)
      const cursor = cursorOf(input.start_cursor)
      return paged(request, () => search(request.server.state.channels.all(), text, categories, limit, cursor))
    },
  },
  '25806748772361516': {
    path: 'xwa2_newsletters_recommended',
    run(request, variables) {
      const input = record(variables.input)
      const found = recommended(
        request.server.state.channels.all(),
        request.account,
        countriesOf(input.country_codes),
        limitOf(input.limit),
      )
      return { result: found.map((c) => thread(c, request.account)) }
    },
  },
  '26217043484590756': {
    path: 'xwa2_newsletters_similar',
    run(request, variables) {
      const input = record(variables.input)
      const of = channelNamed(request, input.newsletter_id)
      const found = similar(
        request.server.state.channels.all(),
        of,
        countriesOf(input.country_codes),
        limitOf(input.limit),
      )
      return { result: found.map((c) => thread(c, request.account)) }
    },
  },
  '26125047313831973': {
    path: 'xwa2_newsletters_directory_list',
    run(request, variables) {
      const input = record(variables.input)
      const view = input.view as DirectoryView
      if (!DIRECTORY_VIEWS.includes(view)) throw invalid('view')
      const filters = record(input.filters)
      const chosen = { countryCodes: countriesOf(filters.country_codes), categories: categoriesOf(filters.categories) }
      const limit = limitOf(input.limit)
      const cursor = cursorOf(input.start_cursor)
      const { channels, clock } = request.server.state
      return paged(request, () =>
        directoryList(channels.all(), view, chosen, request.account, clock.now(), limit, cursor),
      )
    },
  },
  '35266481849605779': {
    path: 'xwa2_newsletters_directory_category_preview',
    run(request, variables) {
      const input = record(variables.input)
      const categories = categoriesOf(input.categories) ?? [...CHANNEL_CATEGORIES]
      const country = input.country_code
      if (country !== undefined && country !== null && !isCountryCode(country)) throw invalid('country_code')
      const perCategory = limitOf(input.per_category_limit, DEFAULT_PER_CATEGORY)
      const groups = categoriesPreview(
        request.server.state.channels.all(),
        categories,
        country ?? undefined,
        perCategory,
      )
      return {
        result: groups.map((g) => ({
          category: g.category,
          category_title: CATEGORY_TITLES[g.category],
          newsletters: g.channels.map((c) => thread(c, request.account)),
        })),
      }
    },
  },
  '9849510985088294': {
    path: 'xwa2_newsletter_message_integrity',
    run(request, variables) {
      const domains = variables.url_domains
      if (!Array.isArray(domains) || !domains.every((d) => typeof d === 'string')) throw invalid('url_domains')
      const overrides = request.server.state.channels.previewOverrides
      return {
        url_previews: domains.map((d) => ({ url_domain: d, is_previewable: isPreviewableDomain(d, overrides) })),
      }
    },
  },
  '26944199458535748': {
    path: 'xwa2_newsletter',
    run: (request, variables) => dehydrated(channelByKey(request, record(variables.input))),
  },
  '24404358912487870': {
    path: 'xwa2_newsletter_join_v2',
    run(request, variables) {
      const channel = active(channelNamed(request, variables.newsletter_id))
      request.server.state.channels.follow(channel, request.account)
      return { id: channelJid(channel), state: { type: channel.state } }
    },
  },
  '9767147403369991': {
    path: 'xwa2_newsletter_leave_v2',
    run(request, variables) {
      const channel = channelNamed(request, variables.newsletter_id)
      request.server.state.channels.unfollow(channel, request.account)
      return { id: channelJid(channel), state: { type: channel.state } }
    },
  },
  '29766401636284406': {
    path: 'xwa2_newsletter_mute_v2',
    run: (request, variables) => muteChange(request, variables, true),
  },
  '9864994326891137': {
    path: 'xwa2_newsletter_unmute_v2',
    run: (request, variables) => muteChange(request, variables, false),
  },
}
