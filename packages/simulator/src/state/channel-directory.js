import { roleOf, subscriberCount } from './channels.js';
export const DIRECTORY_VIEWS = ['POPULAR', 'RECOMMENDED', 'TRENDING', 'NEW'];
/** a cursor this directory did not hand out for this list */
export class CursorError extends Error {
}
const WEEK_MS = 7 * 24 * 3600_000;
function compareKeys(a, b) {
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
        const x = a[i];
        const y = b[i];
        if (x === y)
            continue;
        if (x === undefined)
            return -1;
        if (y === undefined)
            return 1;
        if (typeof x === 'number' && typeof y === 'number')
            return x - y;
        return String(x) < String(y) ? -1 : 1;
    }
    return 0;
}
function encodeCursor(list, key) {
    return Buffer.from(JSON.stringify({ l: list, k: key }), 'utf8').toString('base64url');
}
function decodeCursor(list, cursor) {
    let parsed;
    try {
        parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    }
    catch {
        throw new CursorError('invalid cursor');
    }
    const { l, k } = (parsed ?? {});
    if (l !== list || !Array.isArray(k) || !k.every((v) => typeof v === 'number' || typeof v === 'string'))
        throw new CursorError('invalid cursor');
    return k;
}
/** `limit` channels of `channels` in the order of `key`, after `cursor` */
function page(list, channels, key, limit, cursor) {
    const after = cursor === undefined ? undefined : decodeCursor(list, cursor);
    const ordered = channels
        .map((channel) => ({ channel, key: key(channel) }))
        .sort((a, b) => compareKeys(a.key, b.key))
        .filter((entry) => !after || compareKeys(entry.key, after) > 0);
    const taken = ordered.slice(0, limit);
    const hasNextPage = ordered.length > taken.length;
    return {
        channels: taken.map((e) => e.channel),
        hasNextPage,
        endCursor: hasNextPage ? encodeCursor(list, taken.at(-1).key) : null,
    };
}
/** what the directory shows at all: active channels */
const listed = (channels) => channels.filter((c) => c.state === 'ACTIVE');
function filtered(channels, filters) {
    const countries = filters.countryCodes?.length ? new Set(filters.countryCodes.map((c) => c.toUpperCase())) : undefined;
    const categories = filters.categories?.length ? new Set(filters.categories) : undefined;
    return listed(channels).filter((c) => (!countries || (c.countryCode !== null && countries.has(c.countryCode))) &&
        (!categories || c.categories.some((k) => categories.has(k))));
}
/** lower case, without diacritics, so "Música" matches "musica" */
const fold = (text) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
/**
 * Text search: every word of `text` appears in the name or the description (case and accents
 * ignored); channels whose name holds every word first, then by subscribers, most first.
 */
export function search(channels, text, categories, limit, cursor) {
    const words = fold(text).split(/\s+/).filter(Boolean);
    const matches = filtered(channels, { categories }).filter((c) => {
        const haystack = `${fold(c.name)} ${fold(c.description)}`;
        return words.every((w) => haystack.includes(w));
    });
    const inName = (c) => words.every((w) => fold(c.name).includes(w));
    return page('search', matches, (c) => [inName(c) ? 0 : 1, -subscriberCount(c), c.id], limit, cursor);
}
const follows = (channel, viewer) => roleOf(channel, viewer) !== 'GUEST';
/**
 * The directory lists: POPULAR by subscribers; TRENDING by followers gained in the last 7 days, then
 * subscribers; NEW by creation time, newest first; RECOMMENDED the channels the viewer does not follow,
 * those of the viewer's country first, then by subscribers.
 */
export function directoryList(channels, view, filters, viewer, now, limit, cursor) {
    const candidates = filtered(channels, filters);
    const list = `directory:${view}`;
    switch (view) {
        case 'POPULAR':
            return page(list, candidates, (c) => [-subscriberCount(c), c.id], limit, cursor);
        case 'TRENDING':
            return page(list, candidates, (c) => [-weeklyGrowth(c, now), -subscriberCount(c), c.id], limit, cursor);
        case 'NEW':
            return page(list, candidates, (c) => [-c.creation, c.id], limit, cursor);
        case 'RECOMMENDED': {
            const country = countryOfPhone(viewer.phoneNumber);
            const fresh = candidates.filter((c) => !follows(c, viewer));
            return page(list, fresh, (c) => [c.countryCode === country ? 0 : 1, -subscriberCount(c), c.id], limit, cursor);
        }
    }
}
function weeklyGrowth(channel, now) {
    let recent = 0;
    for (const since of channel.followers.values())
        if (now - since < WEEK_MS)
            recent++;
    return channel.outsideWeeklyGrowth + recent;
}
/**
 * `recommended`: channels the viewer does not follow, from `countryCodes` (or, without them, the
 * viewer's country first and then the rest), by subscribers. The first page only: WhatsApp's query takes no
 * cursor, though its answer says whether more would follow.
 */
export function recommended(channels, viewer, countryCodes, limit) {
    const fresh = filtered(channels, { countryCodes }).filter((c) => !follows(c, viewer));
    const country = countryOfPhone(viewer.phoneNumber);
    return page('recommended', fresh, (c) => [c.countryCode === country ? 0 : 1, -subscriberCount(c), c.id], limit, undefined);
}
/**
 * `similar`: other channels sharing a category with `of` (most shared categories first), then the
 * channels of its country that share none; in each group those of its country first, then by subscribers.
 */
export function similar(channels, of, countryCodes, limit) {
    const shared = (c) => c.categories.filter((k) => of.categories.includes(k)).length;
    const related = filtered(channels, { countryCodes }).filter((c) => c !== of && (shared(c) > 0 || (of.countryCode !== null && c.countryCode === of.countryCode)));
    return page('similar', related, (c) => [-shared(c), c.countryCode === of.countryCode ? 0 : 1, -subscriberCount(c), c.id], limit, undefined).channels;
}
/** the most followed channels of each category (all of them when none is named), in the order asked */
export function categoriesPreview(channels, categories, countryCode, perCategoryLimit) {
    return categories.map((category) => ({
        category,
        channels: page('preview', filtered(channels, { categories: [category], countryCodes: countryCode ? [countryCode] : undefined }), (c) => [-subscriberCount(c), c.id], perCategoryLimit, undefined).channels,
    }));
}
/** link shorteners hide where a link goes: their previews are refused */
const UNPREVIEWABLE = new Set(['bit.ly', 'tinyurl.com', 't.co', 'goo.gl', 'ow.ly', 'is.gd', 'buff.ly']);
const RESERVED_TLDS = ['invalid', 'test', 'localhost', 'local', 'example'];
const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/**
 * Whether a post's link to `domain` gets a preview: a well-formed public hostname (not an IP
 * address, not a reserved TLD) that is not a link shortener; `www.` is ignored.
 */
export function isPreviewableDomain(domain, overrides) {
    const host = domainKey(domain);
    const override = overrides.get(host);
    if (override !== undefined)
        return override;
    if (!HOSTNAME.test(host) || UNPREVIEWABLE.has(host))
        return false;
    return !RESERVED_TLDS.includes(host.split('.').at(-1));
}
/** a domain as previews compare it: lower case, without a trailing dot or `www.` */
export const domainKey = (domain) => domain
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');
/** calling code → ISO 3166-1 alpha-2, for the countries of the catalogue (longest prefix wins) */
const CALLING_CODES = {
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
};
/** the country an account's number belongs to, as far as this simulator knows calling codes; null otherwise */
export function countryOfPhone(phoneNumber) {
    for (let length = 3; length >= 1; length--) {
        const country = CALLING_CODES[phoneNumber.slice(0, length)];
        if (country)
            return country;
    }
    return null;
}
//# sourceMappingURL=channel-directory.js.map