import type { Account } from './accounts.js';
import { type ChannelCategory, type ChannelRecord } from './channels.js';
export type DirectoryView = 'POPULAR' | 'RECOMMENDED' | 'TRENDING' | 'NEW';
export declare const DIRECTORY_VIEWS: readonly DirectoryView[];
export interface DirectoryPage {
    channels: ChannelRecord[];
    /** the cursor of the page after this one; null on the last page */
    endCursor: string | null;
    hasNextPage: boolean;
}
export interface DirectoryFilters {
    countryCodes?: string[] | undefined;
    categories?: ChannelCategory[] | undefined;
}
/** a cursor this directory did not hand out for this list */
export declare class CursorError extends Error {
}
/**
 * Text search: every word of `text` appears in the name or the description (case and accents
 * ignored); channels whose name holds every word first, then by subscribers, most first.
 */
export declare function search(channels: ChannelRecord[], text: string, categories: ChannelCategory[] | undefined, limit: number, cursor?: string): DirectoryPage;
/**
 * The directory lists: POPULAR by subscribers; TRENDING by followers gained in the last 7 days, then
 * subscribers; NEW by creation time, newest first; RECOMMENDED the channels the viewer does not follow,
 * those of the viewer's country first, then by subscribers.
 */
export declare function directoryList(channels: ChannelRecord[], view: DirectoryView, filters: DirectoryFilters, viewer: Account, now: number, limit: number, cursor?: string): DirectoryPage;
/**
 * `recommended`: channels the viewer does not follow, from `countryCodes` (or, without them, the
 * viewer's country first and then the rest), by subscribers. The first page only: WhatsApp's query takes no
 * cursor, though its answer says whether more would follow.
 */
export declare function recommended(channels: ChannelRecord[], viewer: Account, countryCodes: string[] | undefined, limit: number): DirectoryPage;
/**
 * `similar`: other channels sharing a category with `of` (most shared categories first), then the
 * channels of its country that share none; in each group those of its country first, then by subscribers.
 */
export declare function similar(channels: ChannelRecord[], of: ChannelRecord, countryCodes: string[] | undefined, limit: number): ChannelRecord[];
/** the most followed channels of each category (all of them when none is named), in the order asked */
export declare function categoriesPreview(channels: ChannelRecord[], categories: ChannelCategory[], countryCode: string | undefined, perCategoryLimit: number): {
    category: ChannelCategory;
    channels: ChannelRecord[];
}[];
/**
 * Whether a post's link to `domain` gets a preview: a well-formed public hostname (not an IP
 * address, not a reserved TLD) that is not a link shortener; `www.` is ignored.
 */
export declare function isPreviewableDomain(domain: string, overrides: ReadonlyMap<string, boolean>): boolean;
/** a domain as previews compare it: lower case, without a trailing dot or `www.` */
export declare const domainKey: (domain: string) => string;
/** the country an account's number belongs to, as far as this simulator knows calling codes; null otherwise */
export declare function countryOfPhone(phoneNumber: string): string | null;
