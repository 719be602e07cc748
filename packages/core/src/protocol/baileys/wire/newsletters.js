import { getUrlFromDirectPath } from '@whiskeysockets/baileys';
const objectOf = (value) => value !== null && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
const stringOf = (value) => (typeof value === 'string' ? value : null);
/** WhatsApp sends counts and times as decimal strings or numbers, depending on the field's width. */
const numberOf = (value) => {
    const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
    return Number.isSafeInteger(n) ? n : null;
};
const roles = { owner: 'owner', admin: 'admin', subscriber: 'subscriber', guest: 'guest' };
/**
 * Whether the account muted the channel's follower activity. WhatsApp Web's current answers (FetchNewsletter, the
 * subscribed list: whatsapp-rust `mex_operations.rs` `fetch_newsletter::ViewerMetadata`, `Settings2`) carry it as
 * `settings: [{ type: 'MUTE_FOLLOWER_ACTIVITY', value: 'ON' | 'OFF' }]`; whatsmeow's older type
 * (`types/newsletter.go` `NewsletterViewerMetadata`) as `mute: 'on' | 'off'`. Either is read; neither is null.
 */
function mutedOf(viewer) {
    const listed = viewer?.settings;
    const setting = (Array.isArray(listed) ? listed.map(objectOf) : []).find((entry) => stringOf(entry?.type)?.toUpperCase() === 'MUTE_FOLLOWER_ACTIVITY');
    const value = stringOf(setting ? setting.value : viewer?.mute)?.toUpperCase();
    return value === 'ON' ? true : value === 'OFF' ? false : null;
}
function viewerOf(value) {
    const viewer = objectOf(value);
    const role = roles[(stringOf(viewer?.role) ?? '').toLowerCase()] ?? null;
    return { role, following: role === null ? null : role !== 'guest', muted: mutedOf(viewer) };
}
/** A picture's direct path on WhatsApp's media host (Baileys' rule for direct paths), else null. */
const pictureUrlOf = (thread) => {
    const path = stringOf(objectOf(thread?.picture)?.direct_path) || stringOf(objectOf(thread?.preview)?.direct_path);
    return path ? getUrlFromDirectPath(path) : null;
};
/**
 * WhatsApp's channel object -> the port's channel; null for an object without an id. Each operation sends its own
 * subset of the fields (whatsapp-rust `mex_operations.rs`: the dehydrated record has only the id, the subscriber count,
 * the verification and settings; the directory lists no state and no viewer part): what is missing is null.
 */
export function parseChannel(value) {
    const raw = objectOf(value);
    const jid = stringOf(raw?.id);
    if (!raw || !jid)
        return null;
    const thread = objectOf(raw.thread_metadata);
    const verification = stringOf(thread?.verification);
    const created = numberOf(thread?.creation_time);
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
    };
}
/** A list of channel objects; entries without an id are dropped (WhatsApp Web drops them too). */
export const parseChannels = (value) => Array.isArray(value) ? value.map(parseChannel).filter((channel) => channel !== null) : [];
/**
 * `{ page_info, result }` of the search and the directory lists. WhatsApp Web's generated types name the page's fields
 * `endCursor` / `hasNextPage` (whatsapp-rust `mex_operations.rs`, `fetch_newsletter_directory_search_results::PageInfo`
 * and `fetch_newsletter_directory_list::PageInfo` serde renames); wa-js (`src/newsletter/functions/search.ts`:127-128) reads
 * `end_cursor` / `has_next_page`. Both are read, the generated spelling first.
 */
export function parseChannelPage(value) {
    const answer = objectOf(value);
    const info = objectOf(answer?.page_info);
    const hasNext = info?.hasNextPage ?? info?.has_next_page;
    const more = hasNext === true || hasNext === 'true';
    const cursor = stringOf(info?.endCursor) ?? stringOf(info?.end_cursor);
    return { channels: parseChannels(answer?.result), next: more && cursor ? cursor : null };
}
/** `{ result: [...] }` of recommended and similar. */
export const parseChannelResult = (value) => parseChannels(objectOf(value)?.result);
/** `{ result: [{ category, category_title, newsletters }] }`. */
export function parseCategoryPreviews(value) {
    const result = objectOf(value)?.result;
    if (!Array.isArray(result))
        return [];
    return result.flatMap((entry) => {
        const preview = objectOf(entry);
        const category = stringOf(preview?.category);
        return category
            ? [{ category, title: stringOf(preview?.category_title), channels: parseChannels(preview?.newsletters) }]
            : [];
    });
}
/** `{ url_previews: [{ url_domain, is_previewable }] }` -> one row per asked domain, in the order asked; unanswered ones null. */
export function parseDomainPreviews(value, domains) {
    const answered = new Map();
    const previews = objectOf(value)?.url_previews;
    for (const entry of Array.isArray(previews) ? previews : []) {
        const row = objectOf(entry);
        const domain = stringOf(row?.url_domain)?.toLowerCase();
        if (domain && typeof row?.is_previewable === 'boolean')
            answered.set(domain, row.is_previewable);
    }
    return domains.map((domain) => ({ domain, previewable: answered.get(domain) ?? null }));
}
/** What WhatsApp's input calls a key: `{ key, type: 'JID' | 'INVITE' }`. */
const keyInput = (key) => 'jid' in key ? { key: key.jid, type: 'JID' } : { key: key.inviteCode, type: 'INVITE' };
// Whether WhatsApp should add each channel's last status post: the API shows none.
const noStatus = { fetch_status_metadata: false };
/** An optional list goes out only when it has entries (WhatsApp Web's `[]` and nothing mean the same: no filter). */
const listOf = (name, values) => values.length ? { [name]: values } : {};
export const searchVariables = (query) => ({
    ...noStatus,
    input: {
        search_text: query.text,
        ...listOf('categories', query.categories),
        limit: query.limit,
        ...(query.after ? { start_cursor: query.after } : {}),
    },
});
export const recommendedVariables = (query) => ({
    ...noStatus,
    input: { limit: query.limit, ...listOf('country_codes', query.countryCodes) },
});
export const similarVariables = (jid, query) => ({
    ...noStatus,
    input: { newsletter_id: jid, limit: query.limit, ...listOf('country_codes', query.countryCodes) },
});
export const directoryVariables = (query) => ({
    ...noStatus,
    input: {
        view: query.view,
        filters: { ...listOf('country_codes', query.countryCodes), ...listOf('categories', query.categories) },
        limit: query.limit,
        ...(query.after ? { start_cursor: query.after } : {}),
    },
});
export const categoriesPreviewVariables = (query) => ({
    ...noStatus,
    input: {
        ...listOf('categories', query.categories),
        ...(query.countryCode ? { country_code: query.countryCode } : {}),
        per_category_limit: query.perCategoryLimit,
    },
});
export const domainsVariables = (domains) => ({ url_domains: domains });
/**
 * UpdateNewsletterUserSetting's variables for the follower-activity mute, as WhatsApp Web's
 * `WAWebNewsletterUpdateUserSettingJob` sends them (whatsapp-rust `src/features/newsletter.rs`
 * `mute_user_setting_variables`; the generated operation types `input` opaquely).
 */
export const muteVariables = (jid, muted) => ({
    input: { newsletter_id: jid, type: 'MUTE_FOLLOWER_ACTIVITY', value: muted ? 'ON' : 'OFF' },
});
/**
 * FetchNewsletter's variables: Baileys' `newsletterMetadata` ones (`Socket/newsletter.js`), which whatsapp-rust's
 * `get_metadata` also sends (`src/features/newsletter.rs`). whatsapp-rust adds `view_role: 'GUEST'` even for a channel
 * the account follows; what that does to the viewer part is unknown, so it is left out, as Baileys leaves it.
 */
export const metadataVariables = (key) => ({
    fetch_creation_time: true,
    fetch_full_image: true,
    fetch_viewer_metadata: true,
    input: keyInput(key),
});
export const dehydratedVariables = (key) => ({
    fetch_pinned_messages: false,
    fetch_wamo_sub: false,
    input: { ...keyInput(key), view_role: 'GUEST' },
});
//# sourceMappingURL=newsletters.js.map