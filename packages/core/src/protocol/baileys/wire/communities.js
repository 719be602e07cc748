import { getBinaryNodeChild, getBinaryNodeChildren } from '@whiskeysockets/baileys';
import { groupJidOf, participantOf } from './groups.js';
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
export function createCommunityNode(options, key) {
    const content = [
        { tag: 'parent', attrs: options.approvalRequired ? { default_membership_approval_mode: 'request_required' } : {} },
    ];
    if (options.allowNonAdminSubGroupCreation)
        content.push({ tag: 'allow_non_admin_sub_group_creation', attrs: {} });
    if (options.generalChat)
        content.push({ tag: 'create_general_chat', attrs: {} });
    return { tag: 'create', attrs: { subject: options.subject, key }, content };
}
/** `<sub_groups/>`: a community's linked subgroups (whatsmeow `group.go` GetSubGroups). */
export const subgroupsQueryNode = () => ({ tag: 'sub_groups', attrs: {} });
/** `<linked_groups_participants/>`: the members across a community and its subgroups (whatsmeow `group.go` GetLinkedGroupsParticipants). */
export const linkedParticipantsQueryNode = () => ({ tag: 'linked_groups_participants', attrs: {} });
/** `<delete_parent/>`: deactivates a community, its subgroups staying as plain groups (whatsapp-rust `wacore/src/iq/groups.rs` DeleteCommunityIq). */
export const deactivateNode = () => ({ tag: 'delete_parent', attrs: {} });
/** `<sub_groups><group id jid subject size>[<default_sub_group/>]</group>…</sub_groups>` (whatsmeow `group.go` GetSubGroups). */
export function parseSubgroups(answer) {
    return getBinaryNodeChildren(getBinaryNodeChild(answer, 'sub_groups'), 'group').map((group) => ({
        jid: groupJidOf(group.attrs.jid ?? group.attrs.id ?? ''),
        subject: group.attrs.subject ?? '',
        isCommunityAnnounce: getBinaryNodeChild(group, 'default_sub_group') !== undefined,
        size: group.attrs.size ? Number(group.attrs.size) : null,
    }));
}
export const linkNode = (groupJids) => ({
    tag: 'links',
    attrs: {},
    content: [
        {
            tag: 'link',
            attrs: { link_type: 'sub_group' },
            content: groupJids.map((jid) => ({ tag: 'group', attrs: { jid } })),
        },
    ],
});
export const unlinkNode = (groupJids, removeOrphanedMembers) => ({
    tag: 'unlink',
    attrs: { unlink_type: 'sub_group' },
    content: groupJids.map((jid) => ({
        tag: 'group',
        attrs: { jid, ...(removeOrphanedMembers ? { remove_orphaned_members: 'true' } : {}) },
    })),
});
/** The rows of a link or unlink answer: each requested group with WhatsApp's code (200 without an error); one the answer leaves out, 404. */
export function parseGroupRows(answer, requested) {
    const rows = new Map();
    const parent = getBinaryNodeChild(answer, 'links') ?? getBinaryNodeChild(answer, 'unlink');
    const holder = getBinaryNodeChild(parent, 'link') ?? parent;
    for (const group of holder ? getBinaryNodeChildren(holder, 'group') : []) {
        const jid = groupJidOf(group.attrs.jid ?? group.attrs.id ?? '');
        rows.set(jid, group.attrs.error ? Number(group.attrs.error) : 200);
    }
    return requested.map((jid) => ({ jid, status: rows.get(jid) ?? 404 }));
}
export const joinLinkedGroupNode = (groupJid) => ({
    tag: 'join_linked_group',
    attrs: { jid: groupJid },
});
/**
 * `<linked_groups_participants><participant jid [type] [phone_number|lid]/>…` -> the members, once each. The
 * participants may also come inside a `<group>` per subgroup (whatsapp-rust `iq/groups.rs`
 * GetLinkedGroupsParticipantsIq reads both).
 */
export function parseLinkedParticipants(answer) {
    const seen = new Map();
    const list = getBinaryNodeChild(answer, 'linked_groups_participants');
    const holders = [list, ...getBinaryNodeChildren(list, 'group')];
    for (const { attrs } of holders.flatMap((holder) => getBinaryNodeChildren(holder, 'participant'))) {
        const jid = attrs.jid ?? '';
        if (!seen.has(jid))
            seen.set(jid, participantOf(attrs));
    }
    return [...seen.values()];
}
const object = (value) => (typeof value === 'object' && value !== null ? value : {});
const string = (value) => (typeof value === 'string' && value ? value : null);
const count = (value) => (typeof value === 'number' || typeof value === 'string') && value !== '' && Number.isFinite(Number(value))
    ? Number(value)
    : null;
/** A connection's nodes: `{ edges: [{ node }] }` -> the nodes. */
const nodesOf = (connection) => {
    const edges = object(connection).edges;
    return Array.isArray(edges) ? edges.map((edge) => object(object(edge).node)).filter((node) => string(node.id)) : [];
};
/**
 * `xwa2_group_query_by_id` of WAWebMexFetchSubgroupSuggestionsJobQuery -> the suggestions: `sub_group_suggestions.edges[].node`
 * with `id`, `subject.value`, `creator.id` and `total_participants_count` (whatsapp-rust `mex_operations.rs`
 * fetch_subgroup_suggestions). A field the answer leaves out is null.
 */
export function parseSuggestions(answer) {
    return nodesOf(answer.sub_group_suggestions).map((node) => ({
        jid: groupJidOf(String(node.id)),
        subject: string(object(node.subject).value),
        creatorJid: string(object(node.creator).id),
        size: count(node.total_participants_count),
    }));
}
/** `properties.general_chat`: typed a string in the generated answer, `"1"` in whatsapp-rust's fixture; read as its `json_bool` does. */
const isOn = (value) => value === true || value === '1' || value === 'true';
/**
 * `xwa2_group_query_by_id` of WAWebMexFetchAllSubgroupsJobQuery -> the announcement subgroup (`default_sub_group.id`) and
 * the general chat (the `sub_groups` edge whose `properties.general_chat` is on), as whatsapp-rust reads them
 * (`features/community.rs` get_subgroups and parse_subgroup_node); null for one the answer does not name.
 */
export function parseCommunitySubgroups(answer) {
    const announcement = string(object(answer.default_sub_group).id);
    const general = nodesOf(answer.sub_groups).find((node) => isOn(object(node.properties).general_chat));
    return {
        announcementGroupJid: announcement ? groupJidOf(announcement) : null,
        generalChatJid: general ? groupJidOf(String(general.id)) : null,
    };
}
//# sourceMappingURL=communities.js.map