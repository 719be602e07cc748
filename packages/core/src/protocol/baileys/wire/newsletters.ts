import { getUrlFromDirectPath } from '@whiskeysockets/baileys'
import type {
  ChannelCategoryPreview,
  ChannelKey,
  ChannelMetadata,
  ChannelPage,
  ChannelViewer,
  DirectoryView,
  DomainPreviewable,
  NewsletterCategory,
} from '../../ports/newsletters.js'

/**
 * Channel (newsletter) mex variables and answers for the operations Baileys does not have: the subscribed list, the
 * directory (search, recommended, similar, lists, category previews), previewable domains, the dehydrated record and
 * the metadata and the mute (WhatsApp Web's current operations, where Baileys still sends retired ids); and the one reading of WhatsApp's channel object that every answer goes
 * through. Variables as WhatsApp Web's `WAWebMexFetch…Job` modules build them and whatsapp-rust
 * (`wacore/src/iq/mex_operations.rs`, `src/features/newsletter.rs`) types them; answers as whatsapp-rust and
 * Baileys (`Socket/newsletter.js`) read them. Unverified against WhatsApp.
 */

type Json = Record<string, unknown>

const objectOf = (value: unknown): Json | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined
const stringOf = (value: unknown): string | null => (typeof value === 'string' ? value : null)

/** WhatsApp sends counts and times as decimal strings or numbers, depending on the field's width. */
const numberOf = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN
  return Number.isSafeInteger(n) ? n : null
}

const roles = { owner: 'owner', admin: 'admin', subscriber: 'subscriber', guest: 'guest' } as const

/**
 * Whether the account muted the channel's follower activity. WhatsApp Web's current answers (FetchNewsletter, the
 * subscribed list: whatsapp-rust `mex_operations.rs` `fetch_newsletter::ViewerMetadata`, `Settings2`) carry it as
 * `settings: [{ type: 'MUTE_FOLLOWER_ACTIVITY', value: 'ON' | 'OFF' }]`; whatsmeow's older type
 * (`types/newsletter.go` `NewsletterViewerMetadata`) as `mute: 'on' | 'off'`. Either is read; neither is null.
 */
function mutedOf(viewer: Json | undefined): boolean | null {
  const listed = viewer?.settings
  const setting = (Array.isArray(listed) ? listed.map(objectOf) : []).find(
    (entry) => stringOf(entry?.type)?.toUpperCase() === 'MUTE_FOLLOWER_ACTIVITY',
  )
  const value = stringOf(setting ? setting.value : viewer?.mute)?.toUpperCase()
  return value === 'ON' ? true : value === 'OFF' ? false : null
}

function viewerOf(value: unknown): ChannelViewer {
  const viewer = objectOf(value)
  const role = roles[(stringOf(viewer?.role) ?? '').toLowerCase() as keyof typeof roles] ?? null
  return { role, following: role === null ? null : role !== 'guest', muted: mutedOf(viewer) }
}

/** A picture's direct path on WhatsApp's media host (Baileys' rule for direct paths), else null. */
const pictureUrlOf = (thread: Json | undefined): string | null => {
  const path = stringOf(objectOf(thread?.picture)?.direct_path) || stringOf(objectOf(thread?.preview)?.direct_path)
  return path ? getUrlFromDirectPath(path) : null
}

/**
 * WhatsApp's channel object -> the port's channel; null for an object without an id. Each operation sends its own
 * subset of the fields (whatsapp-rust `mex_operations.rs`: the dehydrated record has only the id, the subscriber count,
 * the verification and settings; the directory lists no state and no viewer part): what is missing is null.
 */
export function parseChannel(value: unknown): ChannelMetadata | null {
  const raw = objectOf(value)
  const jid = stringOf(raw?.id)
  if (!raw || !jid) return null
  const thread = objectOf(raw.thread_metadata)
  const verification = stringOf(thread?.verification)
  const created = numberOf(thread?.creation_time)
  return {
    jid,
    name: stringOf(objectOf(thread?.name)?.text),
    description: stringOf(objectOf(thread?.description)?.text),
    inviteCode: stringOf(thread?.invite) || null,
    pictureUrl: pictureUrlOf(thread),
    verified: verification === null ? null : verification.toUpperCase() === 'VERIFIED',
    subscribers: numberOf(thread?.subscribers_count),
    // WhatsApp counts the creation time in seconds
    createdAt: created === null ? null : created * 1000,
    state: stringOf(objectOf(raw.state)?.type)?.toLowerCase() ?? null,
    viewer: viewerOf(raw.viewer_metadata),
  }
}

/** A list of channel objects; entries without an id are dropped (WhatsApp Web drops them too). */
export const parseChannels = (value: unknown): ChannelMetadata[] =>
  Array.isArray(value) ? value.map(parseChannel).filter((channel) => channel !== null) : []

/**
 * `{ page_info, result }` of the search and the directory lists. WhatsApp Web's generated types name the page's fields
 * `endCursor` / `hasNextPage` (whatsapp-rust `mex_operations.rs`, `fetch_newsletter_directory_search_results::PageInfo`
 * and `fetch_newsletter_directory_list::PageInfo` serde renames); wa-js (`src/newsletter/functions/search.ts`:127-128) reads
 * `end_cursor` / `has_next_page`. Both are read, the generated spelling first.
 */
export function parseChannelPage(value: unknown): ChannelPage {
  const answer = objectOf(value)
  const info = objectOf(answer?.page_info)
  const hasNext = info?.hasNextPage ?? info?.has_next_page
  const more = hasNext === true || hasNext === 'true'
  const cursor = stringOf(info?.endCursor) ?? stringOf(info?.end_cursor)
  return { channels: parseChannels(answer?.result), next: more && cursor ? cursor : null }
}

/** `{ result: [...] }` of recommended and similar. */
export const parseChannelResult = (value: unknown): ChannelMetadata[] => parseChannels(objectOf(value)?.result)

/** `{ result: [{ category, category_title, newsletters }] }`. */
export function parseCategoryPreviews(value: unknown): ChannelCategoryPreview[] {
  const result = objectOf(value)?.result
  if (!Array.isArray(result)) return []
  return result.flatMap((entry) => {
    const preview = objectOf(entry)
    const category = stringOf(preview?.category)
    return category
      ? [{ category, title: stringOf(preview?.category_title), channels: parseChannels(preview?.newsletters) }]
      : []
  })
}

/** `{ url_previews: [{ url_domain, is_previewable }] }` -> one row per asked domain, in the order asked; unanswered ones null. */
export function parseDomainPreviews(value: unknown, domains: string[]): DomainPreviewable[] {
  const answered = new Map<string, boolean>()
  const previews = objectOf(value)?.url_previews
  for (const entry of Array.isArray(previews) ? previews : []) {
    const row = objectOf(entry)
    const domain = stringOf(row?.url_domain)?.toLowerCase()
    if (domain && typeof row?.is_previewable === 'boolean') answered.set(domain, row.is_previewable)
  }
  return domains.map((domain) => ({ domain, previewable: answered.get(domain) ?? null }))
}

/** What WhatsApp's input calls a key: `{ key, type: 'JID' | 'INVITE' }`. */
const keyInput = (key: ChannelKey): { key: string; type: 'JID' | 'INVITE' } =>
  'jid' in key ? { key: key.jid, type: 'JID' } : { key: key.inviteCode, type: 'INVITE' }

// Whether WhatsApp should add each channel's last status post: the API shows none.
const noStatus = { fetch_status_metadata: false }

/** An optional list goes out only when it has entries (WhatsApp Web's `[]` and nothing mean the same: no filter). */
const listOf = <K extends string>(name: K, values: string[]): Partial<Record<K, string[]>> =>
  values.length ? ({ [name]: values } as Record<K, string[]>) : {}

export const searchVariables = (query: {
  text: string
  categories: NewsletterCategory[]
  limit: number
  after: string | null
}) => ({
  ...noStatus,
  input: {
    search_text: query.text,
    ...listOf('categories', query.categories),
    limit: query.limit,
    ...(query.after ? { start_cursor: query.after } : {}),
  },
})

export const recommendedVariables = (query: { countryCodes: string[]; limit: number }) => ({
  ...noStatus,
  input: { limit: query.limit, ...listOf('country_codes', query.countryCodes) },
})

export const similarVariables = (jid: string, query: { countryCodes: string[]; limit: number }) => ({
  ...noStatus,
  input: { newsletter_id: jid, limit: query.limit, ...listOf('country_codes', query.countryCodes) },
})

export const directoryVariables = (query: {
  view: DirectoryView
  countryCodes: string[]
  categories: NewsletterCategory[]
  limit: number
  after: string | null
}) => ({
  ...noStatus,
  input: {
    view: query.view,
    filters: { ...listOf('country_codes', query.countryCodes), ...listOf('categories', query.categories) },
    limit: query.limit,
    ...(query.after ? { start_cursor: query.after } : {}),
  },
})

export const categoriesPreviewVariables = (query: {
  categories: NewsletterCategory[]
  countryCode: string | null
  perCategoryLimit: number
}) => ({
  ...noStatus,
  input: {
    ...listOf('categories', query.categories),
    ...(query.countryCode ? { country_code: query.countryCode } : {}),
    per_category_limit: query.perCategoryLimit,
  },
})

export const domainsVariables = (domains: string[]) => ({ url_domains: domains })

/**
 * UpdateNewsletterUserSetting's variables for the follower-activity mute, as WhatsApp Web's
 * `WAWebNewsletterUpdateUserSettingJob` sends them (whatsapp-rust `src/features/newsletter.rs`
 * `mute_user_setting_variables`; the generated operation types `input` opaquely).
 */
export const muteVariables = (jid: string, muted: boolean) => ({
  input: { newsletter_id: jid, type: 'MUTE_FOLLOWER_ACTIVITY', value: muted ? 'ON' : 'OFF' },
})

/**
 * FetchNewsletter's variables: Baileys' `newsletterMetadata` ones (`Socket/newsletter.js`), which whatsapp-rust's
 * `get_metadata` also sends (`src/features/newsletter.rs`). whatsapp-rust adds `view_role: 'GUEST'` even for a channel
 * the account follows; what that does to the viewer part is unknown, so it is left out, as Baileys leaves it.
 */
export const metadataVariables = (key: ChannelKey) => ({
  fetch_creation_time: true,
  fetch_full_image: true,
  fetch_viewer_metadata: true,
  input: keyInput(key),
})

export const dehydratedVariables = (key: ChannelKey) => ({
  fetch_pinned_messages: false,
  fetch_wamo_sub: false,
  input: { ...keyInput(key), view_role: 'GUEST' },
})

/** Creating a channel, as Baileys' `newsletterCreate` names it (`Socket/newsletter.js`): no description is null. */
export const createVariables = (input: { name: string; description: string | null }) => ({
  input: { name: input.name, description: input.description },
})

/**
 * Changing a channel, as Baileys' `newsletterUpdate` sends it: only the changed fields, and `settings: null`, which
 * Baileys always adds (no reference says what WhatsApp makes of its absence).
 */
export const updateVariables = (jid: string, changes: { name?: string; description?: string }) => ({
  newsletter_id: jid,
  updates: {
    ...(changes.name === undefined ? {} : { name: changes.name }),
    ...(changes.description === undefined ? {} : { description: changes.description }),
    settings: null,
  },
})

export const deleteVariables = (jid: string) => ({ newsletter_id: jid })
