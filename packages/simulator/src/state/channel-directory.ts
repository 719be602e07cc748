import type { Account } from './accounts.js'
import { roleOf, subscriberCount, type ChannelCategory, type ChannelRecord } from './channels.js'

/**
 * The directory's deterministic rules (README "Channels"): every list is ordered by a sort key that
 * ends with the channel id, so the order is total and stable; a cursor is the key of the last channel
 * of a page, and the next page starts after it, so paging never repeats a channel and reaches the end.
 */
type SortKey = (number | string)[]

export type DirectoryView = 'POPULAR' | 'RECOMMENDED' | 'TRENDING' | 'NEW'
export const DIRECTORY_VIEWS: readonly DirectoryView[] = ['POPULAR', 'RECOMMENDED', 'TRENDING', 'NEW']

export interface DirectoryPage {
  channels: ChannelRecord[]
  /** the cursor of the page after this one; null on the last page */
  endCursor: string | null
  hasNextPage: boolean
}

export interface DirectoryFilters {
  countryCodes?: string[] | undefined
  categories?: ChannelCategory[] | undefined
}

/** a cursor this directory did not hand out for this list */
export class CursorError extends Error {}

const WEEK_MS = 7 * 24 * 3600_000

function compareKeys(a: SortKey, b: SortKey): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i]
    const y = b[i]
    if (x === y) continue
    if (x === undefined) return -1
    if (y === undefined) return 1
    if (typeof x === 'number' && typeof y === 'number') return x - y
    return String(x) < String(y) ? -1 : 1
  }
  return 0
}

function encodeCursor(list: string, key: SortKey): string {
  return Buffer.from(JSON.stringify({ l: list, k: key }), 'utf8').toString('base64url')
}

function decodeCursor(list: string, cursor: string): SortKey {
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw new CursorError('invalid cursor')
  }
  const { l, k } = (parsed ?? {}) as { l?: unknown; k?: unknown }
  if (l !== list || !Array.isArray(k) || !k.every((v) => typeof v === 'number' || typeof v === 'string'))
    throw new CursorError('invalid cursor')
  return k as SortKey
}

/** `limit` channels of `channels` in the order of `key`, after `cursor` */
function page(
  list: string,
  channels: ChannelRecord[],
  key: (c: ChannelRecord) => SortKey,
  limit: number,
  cursor: string | undefined,
): DirectoryPage {
  const after = cursor === undefined ? undefined : decodeCursor(list, cursor)
  const ordered = channels
    .map((channel) => ({ channel, key: key(channel) }))
    .sort((a, b) => compareKeys(a.key, b.key))
    .filter((entry) => !after || compareKeys(entry.key, after) > 0)
  const taken = ordered.slice(0, limit)
  const hasNextPage = ordered.length > taken.length
  return {
    channels: taken.map((e) => e.channel),
    hasNextPage,
    endCursor: hasNextPage ? encodeCursor(list, taken.at(-1)!.key) : null,
  }
}

/** what the directory shows at all: active channels */
const listed = (channels: ChannelRecord[]) => channels.filter((c) => c.state === 'ACTIVE')

function filtered(channels: ChannelRecord[], filters: DirectoryFilters): ChannelRecord[] {
  const countries = filters.countryCodes?.length ? new Set(filters.countryCodes.map((c) => c.toUpperCase())) : undefined
  const categories = filters.categories?.length ? new Set(filters.categories) : undefined
  return listed(channels).filter(
    (c) =>
      (!countries || (c.countryCode !== null && countries.has(c.countryCode))) &&
      (!categories || c.categories.some((k) => categories.has(k))),
  )
}

/** lower case, without diacritics, so "Música" matches "musica" */
const fold = (text: string): string => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()

/**
 * Text search: every word of `text` appears in the name or the description (case and accents
 * ignored); channels whose name holds every word first, then by subscribers, most first.
 */
export function search(
  channels: ChannelRecord[],
  text: string,
  categories: ChannelCategory[] | undefined,
  limit: number,
  cursor?: string,
): DirectoryPage {
  const words = fold(text).split(/\s+/).filter(Boolean)
  const matches = filtered(channels, { categories }).filter((c) => {
    const haystack = `${fold(c.name)} ${fold(c.description)}`
    return words.every((w) => haystack.includes(w))
  })
  const inName = (c: ChannelRecord) => words.every((w) => fold(c.name).includes(w))
  return page('search', matches, (c) => [inName(c) ? 0 : 1, -subscriberCount(c), c.id], limit, cursor)
}

const follows = (channel: ChannelRecord, viewer: Account) => roleOf(channel, viewer) !== 'GUEST'

/**
 * The directory lists: POPULAR by subscribers; TRENDING by followers gained in the last 7 days, then
 * subscribers; NEW by creation time, newest first; RECOMMENDED the channels the viewer does not follow,
 * those of the viewer's country first, then by subscribers.
 */
export function directoryList(
  channels: ChannelRecord[],
  view: DirectoryView,
  filters: DirectoryFilters,
  viewer: Account,
  now: number,
  limit: number,
  cursor?: string,
): DirectoryPage {
  const candidates = filtered(channels, filters)
  const list = `directory:${view}`
  switch (view) {
    case 'POPULAR':
      return page(list, candidates, (c) => [-subscriberCount(c), c.id], limit, cursor)
    case 'TRENDING':
      return page(list, candidates, (c) => [-weeklyGrowth(c, now), -subscriberCount(c), c.id], limit, cursor)
    case 'NEW':
      return page(list, candidates, (c) => [-c.creation, c.id], limit, cursor)
    case 'RECOMMENDED': {
      const country = countryOfPhone(viewer.phoneNumber)
      const fresh = candidates.filter((c) => !follows(c, viewer))
      return page(list, fresh, (c) => [c.countryCode === country ? 0 : 1, -subscriberCount(c), c.id], limit, cursor)
    }
  }
}

function weeklyGrowth(channel: ChannelRecord, now: number): number {
  let recent = 0
  for (const since of channel.followers.values()) if (now - since < WEEK_MS) recent++
  return channel.outsideWeeklyGrowth + recent
}

/**
 * `recommended`: channels the viewer does not follow, from `countryCodes` (or, without them, the
 * viewer's country first and then the rest), by subscribers. The first page only: WhatsApp's query takes no
 * cursor, though its answer says whether more would follow.
 */
export function recommended(
  channels: ChannelRecord[],
  viewer: Account,
  countryCodes: string[] | undefined,
  limit: number,
): DirectoryPage {
  const fresh = filtered(channels, { countryCodes }).filter((c) => !follows(c, viewer))
  const country = countryOfPhone(viewer.phoneNumber)
  return page(
    'recommended',
    fresh,
    (c) => [c.countryCode === country ? 0 : 1, -subscriberCount(c), c.id],
    limit,
    undefined,
  )
}

/**
 * `similar`: other channels sharing a category with `of` (most shared categories first), then the
 * channels of its country that share none; in each group those of its country first, then by subscribers.
 */
export function similar(
  channels: ChannelRecord[],
  of: ChannelRecord,
  countryCodes: string[] | undefined,
  limit: number,
): ChannelRecord[] {
  const shared = (c: ChannelRecord) => c.categories.filter((k) => of.categories.includes(k)).length
  const related = filtered(channels, { countryCodes }).filter(
    (c) => c !== of && (shared(c) > 0 || (of.countryCode !== null && c.countryCode === of.countryCode)),
  )
  return page(
    'similar',
    related,
    (c) => [-shared(c), c.countryCode === of.countryCode ? 0 : 1, -subscriberCount(c), c.id],
    limit,
    undefined,
  ).channels
}

/** the most followed channels of each category (all of them when none is named), in the order asked */
export function categoriesPreview(
  channels: ChannelRecord[],
  categories: ChannelCategory[],
  countryCode: string | undefined,
  perCategoryLimit: number,
): { category: ChannelCategory; channels: ChannelRecord[] }[] {
  return categories.map((category) => ({
    category,
    channels: page(
      'preview',
      filtered(channels, { categories: [category], countryCodes: countryCode ? [countryCode] : undefined }),
      (c) => [-subscriberCount(c), c.id],
      perCategoryLimit,
      undefined,
    ).channels,
  }))
}

/** link shorteners hide where a link goes: their previews are refused */
const UNPREVIEWABLE = new Set(['bit.ly', 'tinyurl.com', 't.co', 'goo.gl', 'ow.ly', 'is.gd', 'buff.ly'])
const RESERVED_TLDS = ['invalid', 'test', 'localhost', 'local', 'example']
const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/

/**
 * Whether a post's link to `domain` gets a preview: a well-formed public hostname (not an IP
 * address, not a reserved TLD) that is not a link shortener; `www.` is ignored.
 */
export function isPreviewableDomain(domain: string, overrides: ReadonlyMap<string, boolean>): boolean {
  const host = domainKey(domain)
  const override = overrides.get(host)
  if (override !== undefined) return override
  if (!HOSTNAME.test(host) || UNPREVIEWABLE.has(host)) return false
  return !RESERVED_TLDS.includes(host.split('.').at(-1)!)
}

/** a domain as previews compare it: lower case, without a trailing dot or `www.` */
export const domainKey = (domain: string): string =>
  domain
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '')

/** calling code → ISO 3166-1 alpha-2, for the countries of the catalogue (longest prefix wins) */
const CALLING_CODES: Record<string, string> = {
  '1': 'US',
  '20': 'EG',
  '27': 'ZA',
  '33': 'FR',
  '34': 'ES',
  '39': 'IT',
  '44': 'GB',
  '49': 'DE',
  '52': 'MX',
  '55': 'BR',
  '62': 'ID',
  '81': 'JP',
  '91': 'IN',
  '234': 'NG',
}

/** the country an account's number belongs to, as far as this simulator knows calling codes; null otherwise */
export function countryOfPhone(phoneNumber: string): string | null {
  for (let length = 3; length >= 1; length--) {
    const country = CALLING_CODES[phoneNumber.slice(0, length)]
    if (country) return country
  }
  return null
}
