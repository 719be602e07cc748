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

/**
 * `category_title` of the category previews: the field is the generated type's, these words the simulator's (no
 * reference shows WhatsApp's)
 */
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

export function channelNamed(request: GroupRequest, jid: unknown): ChannelRecord {
  const channel = typeof jid === 'string' ? request.server.state.channels.byJid(jid) : undefined
  if (!channel) throw notFound()
  return channel
}

/** `input: { key, type: 'JID' | 'INVITE' }`, as FetchNewsletter and the dehydrated query name a channel */
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

/** every `thread_metadata` field the simulator knows a value for; an operation's shape picks its own */
function threadFields(channel: ChannelRecord) {
  const image = channel.picture
  return {
    creation_time: String(Math.floor(channel.creation / 1000)),
    description: textField(channel, 'description'),
    invite: channel.inviteCode,
    name: textField(channel, 'name'),
    picture: image ? { id: image.id, type: 'IMAGE', direct_path: image.directPath } : undefined,
    preview: image ? { id: image.id, type: 'PREVIEW', direct_path: image.directPath } : undefined,
    settings: { reaction_codes: { value: 'ALL' } },
    subscribers_count: String(subscriberCount(channel)),
    verification: channel.verified ? 'VERIFIED' : 'UNVERIFIED',
  }
}
type ThreadField = keyof ReturnType<typeof threadFields>

/**
 * What one operation's answer carries of a channel, as WhatsApp Web's generated type of that operation lists it
 * (whatsapp-rust `wacore/src/iq/mex_operations.rs`, one struct per operation, named where the shape is used): the
 * operations differ, and a field the type does not name is not sent.
 */
interface Shape {
  thread: readonly ThreadField[]
  state: boolean
  viewer: boolean
}

const LISTED: ThreadField[] = [
  'creation_time',
  'description',
  'invite',
  'name',
  'picture',
  'subscribers_count',
  'verification',
]
export const SHAPES = {
  /** `fetch_newsletter::Xwa2Newsletter` */
  full: { thread: [...LISTED, 'preview', 'settings'], state: true, viewer: true },
  /** `fetch_all_newsletters_metadata::Xwa2NewsletterSubscribed`: no subscriber count */
  subscribed: {
    thread: ['creation_time', 'description', 'invite', 'name', 'picture', 'preview', 'settings', 'verification'],
    state: true,
    viewer: true,
  },
  /**
   * `fetch_newsletter_directory_search_results::Result`, `fetch_newsletter_directory_list::Result`,
   * `fetch_newsletter_directory_categories_preview::Newsletters`: no state, no viewer part
   */
  listed: { thread: LISTED, state: false, viewer: false },
  /** `fetch_recommended_newsletters::Result`: the preview, not the picture */
  recommended: {
    thread: ['creation_time', 'description', 'invite', 'name', 'preview', 'subscribers_count', 'verification'],
    state: true,
    viewer: false,
  },
  /** `fetch_similar_newsletters::Result` */
  similar: { thread: ['name', 'picture', 'verification'], state: true, viewer: false },
  /** `fetch_newsletter_dehydrated::Xwa2Newsletter` (its viewer part holds only a subscription plan's status) */
  dehydrated: { thread: ['settings', 'subscribers_count', 'verification'], state: false, viewer: false },
} as const satisfies Record<string, Shape>

/**
 * The account's standing: its role, and the follower-activity mute among its settings, as `fetch_newsletter::
 * ViewerMetadata` / `Settings2` type them (WhatsApp Web reports the mute there since it moved muting to
 * UpdateNewsletterUserSetting; the older `mute` field of whatsmeow's `types/newsletter.go` is not sent)
 */
const viewerMetadata = (channel: ChannelRecord, viewer: Account) => ({
  role: roleOf(channel, viewer),
  settings: [{ type: 'MUTE_FOLLOWER_ACTIVITY', value: channel.muted.has(viewer) ? 'ON' : 'OFF' }],
})

/** the channel as `viewer` sees it, in the shape of one operation's answer */
export function channelObject(channel: ChannelRecord, viewer: Account, shape: Shape) {
  const fields = threadFields(channel)
  return {
    id: channelJid(channel),
    ...(shape.state ? { state: { type: channel.state } } : {}),
    thread_metadata: Object.fromEntries(
      shape.thread.flatMap((field) => (fields[field] === undefined ? [] : [[field, fields[field]]])),
    ),
    ...(shape.viewer ? { viewer_metadata: viewerMetadata(channel, viewer) } : {}),
  }
}

/**
 * A page of the search or a directory list: `page_info` as the generated `PageInfo` of those operations renames it
 * (`endCursor`, `hasNextPage`; it also names `startCursor` and `hasPreviousPage`, which no client reads and this
 * simulator leaves out)
 */
function paged(request: GroupRequest, shape: Shape, run: () => DirectoryPage) {
  let page: DirectoryPage
  try {
    page = run()
  } catch (err) {
    if (err instanceof CursorError) throw invalid('start_cursor')
    throw err
  }
  return {
    page_info: { endCursor: page.endCursor, hasNextPage: page.hasNextPage },
    result: page.channels.map((c) => channelObject(c, request.account, shape)),
  }
}

/** follow and mute need a channel the directory shows: a suspended one is refused like WhatsApp refuses it */
function active(channel: ChannelRecord): ChannelRecord {
  if (channel.state !== 'ACTIVE') throw new GroupError(403, 'The channel is not available')
  return channel
}

/**
 * The channel operations WhatsApp Web sends, each with the doc id, variables and answer of its generated operation
 * (whatsapp-rust `wacore/src/iq/mex_operations.rs`, module named at each); unverified against WhatsApp. Baileys'
 * own metadata, mute and unmute ids (`Types/Mex.js` METADATA, MUTE, UNMUTE) are not answered: WhatsApp Web's
 * operations no longer hold them (the generated file has none; for the mute, wa-js issue #3245). Refusals are GraphQL errors: 404 for an unknown channel or
 * invite code, 400 for bad variables (their words are this simulator's; no reference shows WhatsApp's).
 */
export const mexChannelOperations: Record<string, MexOperation> = {
  // `fetch_all_newsletters_metadata`
  '25399611239711790': {
    path: 'xwa2_newsletter_subscribed',
    run: ({ account, server }) =>
      server.state.channels.subscribed(account).map((c) => channelObject(c, account, SHAPES.subscribed)),
  },
  // `fetch_newsletter`: by jid or invite code, as the asking account sees the channel
  '27456920720571478': {
    path: 'xwa2_newsletter',
    run: (request, variables) =>
      channelObject(channelByKey(request, record(variables.input)), request.account, SHAPES.full),
  },
  // `fetch_newsletter_directory_search_results`
  '26301059626252132': {
    path: 'xwa2_newsletters_directory_search',
    run(request, variables) {
      const input = record(variables.input)
      const text = input.search_text ?? ''
      if (typeof text !== 'string') throw invalid('search_text')
      const categories = categoriesOf(input.categories)
      const limit = limitOf(input.limit)
      const cursor = cursorOf(input.start_cursor)
      return paged(request, SHAPES.listed, () =>
        search(request.server.state.channels.all(), text, categories, limit, cursor),
      )
    },
  },
  // `fetch_recommended_newsletters`: its input has no cursor, yet its answer names a `page_info`
  '25806748772361516': {
    path: 'xwa2_newsletters_recommended',
    run(request, variables) {
      const input = record(variables.input)
      return paged(request, SHAPES.recommended, () =>
        recommended(
          request.server.state.channels.all(),
          request.account,
          countriesOf(input.country_codes),
          limitOf(input.limit),
        ),
      )
    },
  },
  // `fetch_similar_newsletters`
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
      return { result: found.map((c) => channelObject(c, request.account, SHAPES.similar)) }
    },
  },
  // `fetch_newsletter_directory_list`
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
      return paged(request, SHAPES.listed, () =>
        directoryList(channels.all(), view, chosen, request.account, clock.now(), limit, cursor),
      )
    },
  },
  // `fetch_newsletter_directory_categories_preview`
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
          newsletters: g.channels.map((c) => channelObject(c, request.account, SHAPES.listed)),
        })),
      }
    },
  },
  // `fetch_newsletter_is_domain_previewable`
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
  // `fetch_newsletter_dehydrated`: the compact record a guest is shown before it follows (a link preview)
  '26944199458535748': {
    path: 'xwa2_newsletter',
    run: (request, variables) =>
      channelObject(channelByKey(request, record(variables.input)), request.account, SHAPES.dehydrated),
  },
  // `join_newsletter`
  '24404358912487870': {
    path: 'xwa2_newsletter_join_v2',
    run(request, variables) {
      const channel = active(channelNamed(request, variables.newsletter_id))
      request.server.state.channels.follow(channel, request.account)
      return { id: channelJid(channel), state: { type: channel.state } }
    },
  },
  // `leave_newsletter`
  '9767147403369991': {
    path: 'xwa2_newsletter_leave_v2',
    run(request, variables) {
      const channel = channelNamed(request, variables.newsletter_id)
      request.server.state.channels.unfollow(channel, request.account)
      return { id: channelJid(channel), state: { type: channel.state } }
    },
  },
  // `update_newsletter_user_setting`, with the input whatsapp-rust's `features/newsletter.rs`
  // (`mute_user_setting_variables`) sends. Only the follower-activity mute is kept: MUTE_ADMIN_ACTIVITY (an admin's
  // notifications) is not modelled here and is refused as an unknown type.
  '31938993655691868': {
    path: 'xwa2_newsletter_update_user_setting',
    run(request, variables) {
      const input = record(variables.input)
      if (input.type !== 'MUTE_FOLLOWER_ACTIVITY') throw invalid('type')
      if (input.value !== 'ON' && input.value !== 'OFF') throw invalid('value')
      const channel = channelNamed(request, input.newsletter_id)
      const { account } = request
      if (!channel.followers.has(account)) throw new GroupError(400, 'You must follow the channel to mute it')
      request.server.state.channels.setMuted(channel, account, input.value === 'ON')
      return { id: channelJid(channel), state: { type: channel.state } }
    },
  },
}
