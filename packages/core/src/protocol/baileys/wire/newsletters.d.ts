import type { ChannelCategoryPreview, ChannelKey, ChannelMetadata, ChannelPage, DirectoryView, DomainPreviewable, NewsletterCategory } from '../../ports/newsletters.js';
/**
 * WhatsApp's channel object -> the port's channel; null for an object without an id. Each operation sends its own
 * subset of the fields (whatsapp-rust `mex_operations.rs`: the dehydrated record has only the id, the subscriber count,
 * the verification and settings; the directory lists no state and no viewer part): what is missing is null.
 */
export declare function parseChannel(value: unknown): ChannelMetadata | null;
/** A list of channel objects; entries without an id are dropped (WhatsApp Web drops them too). */
export declare const parseChannels: (value: unknown) => ChannelMetadata[];
/**
 * `{ page_info, result }` of the search and the directory lists. WhatsApp Web's generated types name the page's fields
 * `endCursor` / `hasNextPage` (whatsapp-rust `mex_operations.rs`, `fetch_newsletter_directory_search_results::PageInfo`
 * and `fetch_newsletter_directory_list::PageInfo` serde renames); wa-js (`src/newsletter/functions/search.ts`:127-128) reads
 * `end_cursor` / `has_next_page`. Both are read, the generated spelling first.
 */
export declare function parseChannelPage(value: unknown): ChannelPage;
/** `{ result: [...] }` of recommended and similar. */
export declare const parseChannelResult: (value: unknown) => ChannelMetadata[];
/** `{ result: [{ category, category_title, newsletters }] }`. */
export declare function parseCategoryPreviews(value: unknown): ChannelCategoryPreview[];
/** `{ url_previews: [{ url_domain, is_previewable }] }` -> one row per asked domain, in the order asked; unanswered ones null. */
export declare function parseDomainPreviews(value: unknown, domains: string[]): DomainPreviewable[];
export declare const searchVariables: (query: {
    text: string;
    categories: NewsletterCategory[];
    limit: number;
    after: string | null;
}) => {
    input: {
        start_cursor?: string | undefined;
        limit: number;
        categories?: string[] | undefined;
        search_text: string;
    };
    fetch_status_metadata: boolean;
};
export declare const recommendedVariables: (query: {
    countryCodes: string[];
    limit: number;
}) => {
    input: {
        country_codes?: string[] | undefined;
        limit: number;
    };
    fetch_status_metadata: boolean;
};
export declare const similarVariables: (jid: string, query: {
    countryCodes: string[];
    limit: number;
}) => {
    input: {
        country_codes?: string[] | undefined;
        newsletter_id: string;
        limit: number;
    };
    fetch_status_metadata: boolean;
};
export declare const directoryVariables: (query: {
    view: DirectoryView;
    countryCodes: string[];
    categories: NewsletterCategory[];
    limit: number;
    after: string | null;
}) => {
    input: {
        start_cursor?: string | undefined;
        view: "POPULAR" | "RECOMMENDED" | "TRENDING" | "NEW";
        filters: {
            categories?: string[] | undefined;
            country_codes?: string[] | undefined;
        };
        limit: number;
    };
    fetch_status_metadata: boolean;
};
export declare const categoriesPreviewVariables: (query: {
    categories: NewsletterCategory[];
    countryCode: string | null;
    perCategoryLimit: number;
}) => {
    input: {
        per_category_limit: number;
        country_code?: string | undefined;
        categories?: string[] | undefined;
    };
    fetch_status_metadata: boolean;
};
export declare const domainsVariables: (domains: string[]) => {
    url_domains: string[];
};
/**
 * UpdateNewsletterUserSetting's variables for the follower-activity mute, as WhatsApp Web's
 * `WAWebNewsletterUpdateUserSettingJob` sends them (whatsapp-rust `src/features/newsletter.rs`
 * `mute_user_setting_variables`; the generated operation types `input` opaquely).
 */
export declare const muteVariables: (jid: string, muted: boolean) => {
    input: {
        newsletter_id: string;
        type: string;
        value: string;
    };
};
/**
 * FetchNewsletter's variables: Baileys' `newsletterMetadata` ones (`Socket/newsletter.js`), which whatsapp-rust's
 * `get_metadata` also sends (`src/features/newsletter.rs`). whatsapp-rust adds `view_role: 'GUEST'` even for a channel
 * the account follows; what that does to the viewer part is unknown, so it is left out, as Baileys leaves it.
 */
export declare const metadataVariables: (key: ChannelKey) => {
    fetch_creation_time: boolean;
    fetch_full_image: boolean;
    fetch_viewer_metadata: boolean;
    input: {
        key: string;
        type: "JID" | "INVITE";
    };
};
export declare const dehydratedVariables: (key: ChannelKey) => {
    fetch_pinned_messages: boolean;
    fetch_wamo_sub: boolean;
    input: {
        view_role: string;
        key: string;
        type: "JID" | "INVITE";
    };
};
