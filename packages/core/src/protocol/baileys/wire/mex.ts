import { type BinaryNode, getBinaryNodeChild, S_WHATSAPP_NET } from '@whiskeysockets/baileys'
import { ProtocolError } from '../../port.js'
import { kindOfStatus } from '../errors.js'

/**
 * WhatsApp's GraphQL-style `mex` queries (`<iq xmlns="w:mex"><query query_id=…>`), every one the engine sends,
 * in one table: its name, WhatsApp's query id, and the path of its result in the answer. Query ids change when
 * WhatsApp ships a new client, so each can be overridden without a release (engine option
 * `protocol.mexQueryIds`). The domains add their queries to this table as they are built; each entry's comment
 * says which open client it was learned from and that it is unverified against WhatsApp.
 */
export interface MexQuery {
  /** WhatsApp's id of the persisted query. */
  queryId: string
  /** Where the result sits in the answer's JSON `data`. */
  resultPath: string
}

export const mexQueries = {
  /**
   * `WAWebMexUpdateGroupPropertyJobMutation`: a group's member link mode or history share mode, variables
   * `{ group_id, update: { member_link_mode | member_share_group_history_mode } }` -> `{ id, state }`, taken only when
   * `state` is `ACTIVE`. Learned from whatsapp-rust (`mex_operations.rs`, `features/groups.rs`); unverified against
   * WhatsApp.
   */
  groupPropertyUpdate: { queryId: '9418211574894172', resultPath: 'xwa2_group_update_property' },
  /**
   * `WAWebMexFetchGroupIsInternalJobQuery`: `{ id }` -> `{ properties: { internal } }`. Learned from whatsapp-rust
   * (`mex_operations.rs`); unverified against WhatsApp.
   */
  groupInternal: { queryId: '34119218944390847', resultPath: 'xwa2_group_query_by_id' },
  /**
   * `WAWebGroupSuspensionAppealMutation`: `{ input: { group_jid (the bare id), appeal_reason, debug_info } }` ->
   * `{ appeal_creation_time, error_message, response_code }`. Learned from whatsapp-rust (`mex_operations.rs`); the
   * `group_jid` form and the response codes from a client that cannot be cited (wire/groups.ts
   * `suspensionAppealInput`); unverified against WhatsApp.
   */
  groupSuspensionAppeal: { queryId: '25946115325088226', resultPath: 'wa_create_group_suspension_appeal' },
  /**
   * `WAWebMexTransferCommunityOwnershipJobMutation`: `{ input: { group_id, role_updates: [{ new_role: 'SUPERADMIN_MEMBER',
   * user_jid }] } }` -> `{ group_id, lid_migration_state: { addressing_mode } }`, which the engine does not read.
   * Learned from whatsapp-rust (`mex_operations.rs`) and WhatsApp Web's action of that name; unverified against
   * WhatsApp.
   */
  communityOwnershipTransfer: { queryId: '29643783178598899', resultPath: 'xwa2_group_update_users_role' },
  /**
   * `WAWebMexFetchSubgroupSuggestionsJobQuery`: `{ group_id, sub_group_hint_id }` ->
   * `{ sub_group_suggestions: { edges: [{ node: { id, subject: { value }, creator: { id }, total_participants_count } }] } }`.
   * The generated variables also have an optional `query_context`; it is left out, as whatsapp-rust leaves it out of
   * FetchAllSubgroups, which takes the same three variables (`features/community.rs` get_subgroups), and no reference
   * this project can cite names a value. Learned from whatsapp-rust (`mex_operations.rs` fetch_subgroup_suggestions);
   * unverified against WhatsApp.
   */
  communitySubgroupSuggestions: { queryId: '23972005349071865', resultPath: 'xwa2_group_query_by_id' },
  /**
   * `WAWebMexFetchAllSubgroupsJobQuery`: `{ group_id }` -> `{ default_sub_group: { id }, sub_groups: { edges: [{ node:
   * { id, properties: { general_chat } } }] } }`: where WhatsApp says which subgroup is the general chat. Learned from
   * whatsapp-rust (`mex_operations.rs` fetch_all_subgroups, `features/community.rs` get_subgroups); unverified against
   * WhatsApp.
   */
  communitySubgroups: { queryId: '9935467776504344', resultPath: 'xwa2_group_query_by_id' },
  /**
   * `WAWebMexFetchNewsletterJobQuery`: `{ fetch_creation_time, fetch_full_image, fetch_viewer_metadata, input: { key,
   * type: JID|INVITE } }` -> the channel object with the account's standing. Baileys' `newsletterMetadata` sends
   * 6563316087068696 (`Types/Mex.js` METADATA), an id WhatsApp Web's generated operations no longer hold. Learned from
   * whatsapp-rust (`mex_operations.rs` `fetch_newsletter`, `features/newsletter.rs` `get_metadata`); unverified
   * against WhatsApp.
   */
  newsletterMetadata: { queryId: '27456920720571478', resultPath: 'xwa2_newsletter' },
  /**
   * `WAWebMexFetchAllNewslettersMetadataJobQuery`: `{}` -> the channels the account follows, each a full channel
   * object. Learned from whatsapp-rust (`mex_operations.rs`, `features/newsletter.rs`); unverified against WhatsApp.
   */
  newsletterSubscribed: { queryId: '25399611239711790', resultPath: 'xwa2_newsletter_subscribed' },
  /**
   * `WAWebMexFetchNewsletterDirectorySearchResultsJobQuery`: `{ input: { search_text, categories, limit, start_cursor } }`
   * -> `{ page_info, result }`. Learned from whatsapp-rust (`mex_operations.rs`) and WhatsApp Web's job of that name;
   * unverified against WhatsApp.
   */
  newsletterSearch: { queryId: '26301059626252132', resultPath: 'xwa2_newsletters_directory_search' },
  /**
   * `WAWebMexFetchRecommendedNewslettersJobQuery`: `{ input: { limit, country_codes } }` -> `{ result }`. Learned from
   * whatsapp-rust (`mex_operations.rs`) and WhatsApp Web's job of that name; unverified against WhatsApp.
   */
  newsletterRecommended: { queryId: '25806748772361516', resultPath: 'xwa2_newsletters_recommended' },
  /**
   * `WAWebMexFetchSimilarNewslettersJobQuery`: `{ input: { newsletter_id, limit, country_codes } }` -> `{ result }`.
   * Learned from whatsapp-rust (`mex_operations.rs`) and WhatsApp Web's job of that name; unverified against WhatsApp.
   */
  newsletterSimilar: { queryId: '26217043484590756', resultPath: 'xwa2_newsletters_similar' },
  /**
   * `WAWebMexFetchNewsletterDirectoryListJobQuery`: `{ input: { view, filters: { country_codes, categories }, limit,
   * start_cursor } }` -> `{ page_info, result }`. Learned from whatsapp-rust (`mex_operations.rs`) and WhatsApp Web's
   * job of that name; unverified against WhatsApp.
   */
  newsletterDirectory: { queryId: '26125047313831973', resultPath: 'xwa2_newsletters_directory_list' },
  /**
   * `WAWebMexFetchNewsletterDirectoryCategoriesPreviewJobQuery`: `{ input: { categories, country_code,
   * per_category_limit } }` -> `{ result: [{ category, category_title, newsletters }] }`. Learned from whatsapp-rust
   * (`mex_operations.rs`) and WhatsApp Web's job of that name; unverified against WhatsApp.
   */
  newsletterCategoriesPreview: {
    queryId: '35266481849605779',
    resultPath: 'xwa2_newsletters_directory_category_preview',
  },
  /**
   * `WAWebMexFetchNewsletterIsDomainPreviewableJobQuery`: `{ url_domains }` -> `{ url_previews: [{ url_domain,
   * is_previewable }] }`. Learned from whatsapp-rust (`mex_operations.rs`) and WhatsApp Web's job of that name;
   * unverified against WhatsApp.
   */
  newsletterDomainsPreviewable: { queryId: '9849510985088294', resultPath: 'xwa2_newsletter_message_integrity' },
  /**
   * `WAWebMexFetchNewsletterDehydratedJobQuery`: `{ input: { key, type: JID|INVITE, view_role: GUEST } }` -> the compact
   * channel object. Learned from whatsapp-rust (`mex_operations.rs`); unverified against WhatsApp.
   */
  newsletterDehydrated: { queryId: '26944199458535748', resultPath: 'xwa2_newsletter' },
  /**
   * `WAWebMexUpdateNewsletterUserSettingJobMutation`: `{ input: { newsletter_id, type: MUTE_FOLLOWER_ACTIVITY,
   * value: ON|OFF } }` -> `{ id, state }`. WhatsApp Web mutes a channel with it since 2.3000.1032373751 (wa-js issue
   * #3245); the mute and unmute operations Baileys sends (`Types/Mex.js` MUTE, UNMUTE) are gone from its generated
   * operations. Learned from whatsapp-rust (`mex_operations.rs`, `features/newsletter.rs` `set_user_setting_mute`);
   * unverified against WhatsApp.
   */
  newsletterUserSetting: { queryId: '31938993655691868', resultPath: 'xwa2_newsletter_update_user_setting' },
  /**
   * Creating a channel: `{ input: { name, description } }` -> the new channel object, the account its owner. The id,
   * variables and result path are Baileys' (`Types/Mex.js` CREATE, `Socket/newsletter.js` `newsletterCreate`); its
   * own function is not used because its parser reads `thread_metadata.picture` unconditionally and a channel created
   * without a picture has none. Unverified against WhatsApp.
   */
  newsletterCreate: { queryId: '8823471724422422', resultPath: 'xwa2_newsletter_create' },
  /**
   * Changing an owned channel: `{ newsletter_id, updates: { name?, description?, settings: null } }` -> the channel.
   * Baileys' (`Types/Mex.js` UPDATE_METADATA, `Socket/newsletter.js` `newsletterUpdate`); unverified against WhatsApp.
   */
  newsletterUpdate: { queryId: '24250201037901610', resultPath: 'xwa2_newsletter_update' },
  /**
   * Deleting an owned channel: `{ newsletter_id }` -> `{ id, state }`. Baileys' (`Types/Mex.js` DELETE,
   * `Socket/newsletter.js` `newsletterDelete`); unverified against WhatsApp.
   */
  newsletterDelete: { queryId: '30062808666639665', resultPath: 'xwa2_newsletter_delete_v2' },
} as const satisfies Record<string, MexQuery>

export type MexQueryName = keyof typeof mexQueries

/** The table with the operator's overrides applied; an override naming no known query is refused at start. */
export function resolveMexQueries(overrides: Record<string, string> = {}): MexTable {
  const resolved: Record<string, MexQuery> = { ...mexQueries }
  for (const [name, queryId] of Object.entries(overrides)) {
    const query = resolved[name]
    if (!query)
      throw new Error(
        `protocol.mexQueryIds names "${name}", which is no mex query of this engine (known: ${Object.keys(mexQueries).join(', ') || 'none'}).`,
      )
    resolved[name] = { ...query, queryId }
  }
  return resolved as MexTable
}

export type MexTable = Readonly<Record<MexQueryName, MexQuery>>

/**
 * Runs one query: `<iq xmlns="w:mex" type="get"><query query_id>{"variables":…}</query></iq>`, the layout of
 * Baileys' own `executeWMexQuery` (Socket/mex.js), which it does not export. A GraphQL error rejects with a
 * ProtocolError whose kind follows its `error_code`.
 */
export async function runMex<T>(
  query: (node: BinaryNode) => Promise<BinaryNode>,
  table: MexTable,
  name: MexQueryName,
  variables: unknown,
): Promise<T> {
  const { queryId, resultPath } = table[name]
  const answer = await query({
    tag: 'iq',
    attrs: { type: 'get', xmlns: 'w:mex', to: S_WHATSAPP_NET },
    content: [
      { tag: 'query', attrs: { query_id: queryId }, content: Buffer.from(JSON.stringify({ variables }), 'utf8') },
    ],
  })
  const result = getBinaryNodeChild(answer, 'result')
  const body = result?.content
    ? (JSON.parse(Buffer.from(result.content as Uint8Array).toString('utf8')) as MexAnswer)
    : undefined
  const [error] = body?.errors ?? []
  if (error) {
    const statusCode = Number(error.extensions?.error_code) || 400
    throw new ProtocolError(`WhatsApp answered ${name} with an error: ${error.message ?? 'no message'}`, {
      kind: kindOfStatus(statusCode),
      statusCode,
    })
  }
  const data = body?.data?.[resultPath]
  if (data === undefined || data === null)
    throw new ProtocolError(`WhatsApp's answer to ${name} has no ${resultPath}`, { kind: 'unavailable' })
  return data as T
}

interface MexAnswer {
  data?: Record<string, unknown>
  errors?: { message?: string; extensions?: { error_code?: number | string } }[]
}
