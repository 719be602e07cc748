import { type BinaryNode } from '@whiskeysockets/baileys';
/**
 * WhatsApp's GraphQL-style `mex` queries (`<iq xmlns="w:mex"><query query_id=…>`), every one the engine sends,
 * in one table: its name, WhatsApp's query id, and the path of its result in the answer. Query ids change when
 * WhatsApp ships a new client, so each can be overridden without a release (engine option
 * `protocol.mexQueryIds`). The domains add their queries to this table as they are built; each entry's comment
 * says which open client it was learned from and that it is unverified against WhatsApp.
 */
export interface MexQuery {
    /** WhatsApp's id of the persisted query. */
    queryId: string;
    /** Where the result sits in the answer's JSON `data`. */
    resultPath: string;
}
export declare const mexQueries: {
    /**
     * `WAWebMexUpdateGroupPropertyJobMutation`: a group's member link mode or history share mode, variables
     * `{ group_id, update: { member_link_mode | member_share_group_history_mode } }` -> `{ id, state }`, taken only when
     * `state` is `ACTIVE`. Learned from whatsapp-rust (`mex_operations.rs`, `features/groups.rs`); unverified against
     * WhatsApp.
     */
    readonly groupPropertyUpdate: {
        readonly queryId: "9418211574894172";
        readonly resultPath: "xwa2_group_update_property";
    };
    /**
     * `WAWebMexFetchGroupIsInternalJobQuery`: `{ id }` -> `{ properties: { internal } }`. Learned from whatsapp-rust
     * (`mex_operations.rs`); unverified against WhatsApp.
     */
    readonly groupInternal: {
        readonly queryId: "34119218944390847";
        readonly resultPath: "xwa2_group_query_by_id";
    };
    /**
     * `WAWebGroupSuspensionAppealMutation`: `{ input: { group_jid (the bare id), appeal_reason, debug_info } }` ->
     * `{ appeal_creation_time, error_message, response_code }`. Learned from whatsapp-rust (`mex_operations.rs`); the
     * `group_jid` form and the response codes from a client that cannot be cited (wire/groups.ts
     * `suspensionAppealInput`); unverified against WhatsApp.
     */
    readonly groupSuspensionAppeal: {
        readonly queryId: "25946115325088226";
        readonly resultPath: "wa_create_group_suspension_appeal";
    };
    /**
     * `WAWebMexTransferCommunityOwnershipJobMutation`: `{ input: { group_id, role_updates: [{ new_role: 'SUPERADMIN_MEMBER',
     * user_jid }] } }` -> `{ group_id, lid_migration_state: { addressing_mode } }`, which the engine does not read.
     * Learned from whatsapp-rust (`mex_operations.rs`) and WhatsApp Web's action of that name; unverified against
     * WhatsApp.
     */
    readonly communityOwnershipTransfer: {
        readonly queryId: "29643783178598899";
        readonly resultPath: "xwa2_group_update_users_role";
    };
    /**
     * `WAWebMexFetchSubgroupSuggestionsJobQuery`: `{ group_id, sub_group_hint_id }` ->
     * `{ sub_group_suggestions: { edges: [{ node: { id, subject: { value }, creator: { id }, total_participants_count } }] } }`.
     * The generated variables also have an optional `query_context`; it is left out, as whatsapp-rust leaves it out of
     * FetchAllSubgroups, which takes the same three variables (`features/community.rs` get_subgroups), and no reference
     * this project can cite names a value. Learned from whatsapp-rust (`mex_operations.rs` fetch_subgroup_suggestions);
     * unverified against WhatsApp.
     */
    readonly communitySubgroupSuggestions: {
        readonly queryId: "23972005349071865";
        readonly resultPath: "xwa2_group_query_by_id";
    };
    /**
     * `WAWebMexFetchAllSubgroupsJobQuery`: `{ group_id }` -> `{ default_sub_group: { id }, sub_groups: { edges: [{ node:
     * { id, properties: { general_chat } } }] } }`: where WhatsApp says which subgroup is the general chat. Learned from
     * whatsapp-rust (`mex_operations.rs` fetch_all_subgroups, `features/community.rs` get_subgroups); unverified against
     * WhatsApp.
     */
    readonly communitySubgroups: {
        readonly queryId: "9935467776504344";
        readonly resultPath: "xwa2_group_query_by_id";
    };
    /**
     * `WAWebMexFetchNewsletterJobQuery`: `{ fetch_creation_time, fetch_full_image, fetch_viewer_metadata, input: { key,
     * type: JID|INVITE } }` -> the channel object with the account's standing. Baileys' `newsletterMetadata` sends
     * 6563316087068696 (`Types/Mex.js` METADATA), an id WhatsApp Web's generated operations no longer hold. Learned from
     * whatsapp-rust (`mex_operations.rs` `fetch_newsletter`, `features/newsletter.rs` `get_metadata`); unverified
     * against WhatsApp.
     */
    readonly newsletterMetadata: {
        readonly queryId: "27456920720571478";
        readonly resultPath: "xwa2_newsletter";
    };
    /**
     * `WAWebMexFetchAllNewslettersMetadataJobQuery`: `{}` -> the channels the account follows, each a full channel
     * object. Learned from whatsapp-rust (`mex_operations.rs`, `features/newsletter.rs`); unverified against WhatsApp.
     */
    readonly newsletterSubscribed: {
        readonly queryId: "25399611239711790";
        readonly resultPath: "xwa2_newsletter_subscribed";
    };
    /**
     * `WAWebMexFetchNewsletterDirectorySearchResultsJobQuery`: `{ input: { search_text, categories, limit, start_cursor } }`
     * -> `{ page_info, result }`. Learned from whatsapp-rust (`mex_operations.rs`) and WhatsApp Web's job of that name;
     * unverified against WhatsApp.
     */
    readonly newsletterSearch: {
        readonly queryId: "26301059626252132";
        readonly resultPath: "xwa2_newsletters_directory_search";
    };
    /**
     * `WAWebMexFetchRecommendedNewslettersJobQuery`: `{ input: { limit, country_codes } }` -> `{ result }`. Learned from
     * whatsapp-rust (`mex_operations.rs`) and WhatsApp Web's job of that name; unverified against WhatsApp.
     */
    readonly newsletterRecommended: {
        readonly queryId: "25806748772361516";
        readonly resultPath: "xwa2_newsletters_recommended";
    };
    /**
     * `WAWebMexFetchSimilarNewslettersJobQuery`: `{ input: { newsletter_id, limit, country_codes } }` -> `{ result }`.
     * Learned from whatsapp-rust (`mex_operations.rs`) and WhatsApp Web's job of that name; unverified against WhatsApp.
     */
    readonly newsletterSimilar: {
        readonly queryId: "26217043484590756";
        readonly resultPath: "xwa2_newsletters_similar";
    };
    /**
     * `WAWebMexFetchNewsletterDirectoryListJobQuery`: `{ input: { view, filters: { country_codes, categories }, limit,
     * start_cursor } }` -> `{ page_info, result }`. Learned from whatsapp-rust (`mex_operations.rs`) and WhatsApp Web's
     * job of that name; unverified against WhatsApp.
     */
    readonly newsletterDirectory: {
        readonly queryId: "26125047313831973";
        readonly resultPath: "xwa2_newsletters_directory_list";
    };
    /**
     * `WAWebMexFetchNewsletterDirectoryCategoriesPreviewJobQuery`: `{ input: { categories, country_code,
     * per_category_limit } }` -> `{ result: [{ category, category_title, newsletters }] }`. Learned from whatsapp-rust
     * (`mex_operations.rs`) and WhatsApp Web's job of that name; unverified against WhatsApp.
     */
    readonly newsletterCategoriesPreview: {
        readonly queryId: "35266481849605779";
        readonly resultPath: "xwa2_newsletters_directory_category_preview";
    };
    /**
     * `WAWebMexFetchNewsletterIsDomainPreviewableJobQuery`: `{ url_domains }` -> `{ url_previews: [{ url_domain,
     * is_previewable }] }`. Learned from whatsapp-rust (`mex_operations.rs`) and WhatsApp Web's job of that name;
     * unverified against WhatsApp.
     */
    readonly newsletterDomainsPreviewable: {
        readonly queryId: "9849510985088294";
        readonly resultPath: "xwa2_newsletter_message_integrity";
    };
    /**
     * `WAWebMexFetchNewsletterDehydratedJobQuery`: `{ input: { key, type: JID|INVITE, view_role: GUEST } }` -> the compact
     * channel object. Learned from whatsapp-rust (`mex_operations.rs`); unverified against WhatsApp.
     */
    readonly newsletterDehydrated: {
        readonly queryId: "26944199458535748";
        readonly resultPath: "xwa2_newsletter";
    };
    /**
     * `WAWebMexUpdateNewsletterUserSettingJobMutation`: `{ input: { newsletter_id, type: MUTE_FOLLOWER_ACTIVITY,
     * value: ON|OFF } }` -> `{ id, state }`. WhatsApp Web mutes a channel with it since 2.3000.1032373751 (wa-js issue
     * #3245); the mute and unmute operations Baileys sends (`Types/Mex.js` MUTE, UNMUTE) are gone from its generated
     * operations. Learned from whatsapp-rust (`mex_operations.rs`, `features/newsletter.rs` `set_user_setting_mute`);
     * unverified against WhatsApp.
     */
    readonly newsletterUserSetting: {
        readonly queryId: "31938993655691868";
        readonly resultPath: "xwa2_newsletter_update_user_setting";
    };
};
export type MexQueryName = keyof typeof mexQueries;
/** The table with the operator's overrides applied; an override naming no known query is refused at start. */
export declare function resolveMexQueries(overrides?: Record<string, string>): MexTable;
export type MexTable = Readonly<Record<MexQueryName, MexQuery>>;
/**
 * Runs one query: `<iq xmlns="w:mex" type="get"><query query_id>{"variables":…}</query></iq>`, the layout of
 * Baileys' own `executeWMexQuery` (Socket/mex.js), which it does not export. A GraphQL error rejects with a
 * ProtocolError whose kind follows its `error_code`.
 */
export declare function runMex<T>(query: (node: BinaryNode) => Promise<BinaryNode>, table: MexTable, name: MexQueryName, variables: unknown): Promise<T>;
