import { type BinaryNode } from '@whiskeysockets/baileys';
import type { Subgroup, SubgroupSuggestion } from '../../ports/communities.js';
import type { GroupParticipant } from '../../ports/groups.js';
/**
 * Community nodes (parent groups on `xmlns="w:g2"`) that Baileys builds without the options the API has, or not at
 * all: the create with its options honoured (Baileys' `communityCreate` always sends both flags and the description
 * inline), unlink with orphan removal, joining a linked subgroup, the members across subgroups and deactivation; and
 * the mex answers of the community queries. Learned from whatsapp-rust (`features/community.rs`, `iq/groups.rs`,
 * `mex_operations.rs`) and whatsmeow (`group.go`); unverified against WhatsApp. The link/unlink notifications
 * Baileys has no case for arrive with the other w:gp2 ones and are parsed in wire/groups.ts.
 */
/**
 * `<create>` of a community: `<parent>` with the approval mode only when required, `<allow_non_admin_sub_group_creation/>`
 * and `<create_general_chat/>` only when asked (whatsapp-rust `iq/groups.rs` build_create_group_node). No description:
 * whatsapp-rust (`features/community.rs` create) says the create does not take one for a community and sets it with
 * a second iq, `descriptionNode` without `prev`.
 */
export declare function createCommunityNode(options: {
    subject: string;
    approvalRequired: boolean;
    generalChat: boolean;
    allowNonAdminSubGroupCreation: boolean;
}, key: string): BinaryNode;
/** `<sub_groups/>`: a community's linked subgroups (whatsmeow `group.go` GetSubGroups). */
export declare const subgroupsQueryNode: () => BinaryNode;
/** `<linked_groups_participants/>`: the members across a community and its subgroups (whatsmeow `group.go` GetLinkedGroupsParticipants). */
export declare const linkedParticipantsQueryNode: () => BinaryNode;
/** `<delete_parent/>`: deactivates a community, its subgroups staying as plain groups (whatsapp-rust `wacore/src/iq/groups.rs` DeleteCommunityIq). */
export declare const deactivateNode: () => BinaryNode;
/** `<sub_groups><group id jid subject size>[<default_sub_group/>]</group>…</sub_groups>` (whatsmeow `group.go` GetSubGroups). */
export declare function parseSubgroups(answer: BinaryNode): Subgroup[];
export declare const linkNode: (groupJids: string[]) => BinaryNode;
export declare const unlinkNode: (groupJids: string[], removeOrphanedMembers: boolean) => BinaryNode;
/** The rows of a link or unlink answer: each requested group with WhatsApp's code (200 without an error); one the answer leaves out, 404. */
export declare function parseGroupRows(answer: BinaryNode, requested: string[]): {
    jid: string;
    status: number;
}[];
export declare const joinLinkedGroupNode: (groupJid: string) => BinaryNode;
/**
 * `<linked_groups_participants><participant jid [type] [phone_number|lid]/>…` -> the members, once each. The
 * participants may also come inside a `<group>` per subgroup (whatsapp-rust `iq/groups.rs`
 * GetLinkedGroupsParticipantsIq reads both).
 */
export declare function parseLinkedParticipants(answer: BinaryNode): GroupParticipant[];
/**
 * `xwa2_group_query_by_id` of WAWebMexFetchSubgroupSuggestionsJobQuery -> the suggestions: `sub_group_suggestions.edges[].node`
 * with `id`, `subject.value`, `creator.id` and `total_participants_count` (whatsapp-rust `mex_operations.rs`
 * fetch_subgroup_suggestions). A field the answer leaves out is null.
 */
export declare function parseSuggestions(answer: {
    sub_group_suggestions?: unknown;
}): SubgroupSuggestion[];
/**
 * `xwa2_group_query_by_id` of WAWebMexFetchAllSubgroupsJobQuery -> the announcement subgroup (`default_sub_group.id`) and
 * the general chat (the `sub_groups` edge whose `properties.general_chat` is on), as whatsapp-rust reads them
 * (`features/community.rs` get_subgroups and parse_subgroup_node); null for one the answer does not name.
 */
export declare function parseCommunitySubgroups(answer: {
    default_sub_group?: unknown;
    sub_groups?: unknown;
}): {
    announcementGroupJid: string | null;
    generalChatJid: string | null;
};
