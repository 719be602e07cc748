import { groupJid } from '../state/groups.js';
import { memberJid, seconds } from './group-nodes.js';
import { GroupError, notAuthorized } from './group-request.js';
import { record } from './mex-operation.js';
/** `group_id` names the community as a full jid, as whatsapp-rust sends it (`features/community.rs`: `community_jid.to_string()`) */
function community(request, jid) {
    const group = typeof jid === 'string' ? request.server.state.groups.byJid(jid) : undefined;
    if (!group?.community)
        throw new GroupError(404, 'community not found');
    return group;
}
/** `subject` as the generated answers of whatsapp-rust's `mex_operations.rs` shape it */
const subjectOf = (group) => ({ value: group.subject, creation_time: Number(seconds(group.subjectTime)) });
/**
 * The community operations WhatsApp Web runs as GraphQL, by doc id. Each answer has the fields of
 * whatsapp-rust's generated response type (`wacore/src/iq/mex_operations.rs`, generated from WhatsApp Web)
 * named at it; the values are the simulator's.
 */
export const mexCommunityOperations = {
    // WAWebMexTransferCommunityOwnershipJobMutation (mex_operations.rs transfer_community_ownership: the answer is
    // `{ group_id, lid_migration_state: { addressing_mode } }`; the values addressing_mode takes are not shown there, the
    // group's `addressing_mode` attribute is used). The new owner is promoted, the old one stays an admin.
    '29643783178598899': {
        path: 'xwa2_group_update_users_role',
        run(request, variables) {
            const input = record(variables.input);
            const parent = request.member(community(request, input.group_id));
            if (parent.members.get(request.account) !== 'superadmin')
                throw notAuthorized();
            const [update] = Array.isArray(input.role_updates) ? input.role_updates.map(record) : [];
            const owner = request.server.state.accounts.resolve(String(update?.user_jid ?? ''))?.account;
            if (!owner || !parent.members.has(owner) || update?.new_role !== 'SUPERADMIN_MEMBER')
                throw new GroupError(404, 'participant not found');
            parent.members.set(request.account, 'admin');
            parent.members.set(owner, 'superadmin');
            parent.creator = owner;
            const promote = {
                tag: 'promote',
                attrs: {},
                content: [{ tag: 'participant', attrs: { jid: memberJid(parent, owner), type: 'superadmin' } }],
            };
            request.announce(parent, promote, [...parent.members.keys()]);
            return { group_id: groupJid(parent), lid_migration_state: { addressing_mode: parent.addressingMode } };
        },
    },
    // WAWebMexFetchSubgroupSuggestionsJobQuery (mex_operations.rs fetch_subgroup_suggestions): the groups members
    // suggested and nobody linked, as `sub_group_suggestions.edges[].node`. The hint names a subgroup the asker is
    // looking from. `query_context` is optional in the generated variables and not checked.
    '23972005349071865': {
        path: 'xwa2_group_query_by_id',
        run(request, variables) {
            const parent = request.member(community(request, variables.group_id));
            const hint = request.server.state.groups.byJid(String(variables.sub_group_hint_id ?? ''));
            if (hint?.parent !== parent)
                throw new GroupError(404, 'subgroup not found');
            const suggestions = [...parent.community.suggestions.keys()].filter((group) => !group.parent);
            const edges = suggestions.map((group) => ({
                node: {
                    id: groupJid(group),
                    subject: { value: group.subject },
                    creator: { id: memberJid(group, group.creator) },
                    creation_time: Number(seconds(group.creation)),
                    total_participants_count: group.members.size,
                    ...(group.description ? { description: { id: group.description.id, value: group.description.text } } : {}),
                    // a member suggests a group it is in, so every suggestion here is an existing group
                    is_existing_group: true,
                },
            }));
            return { id: groupJid(parent), sub_group_suggestions: { edges } };
        },
    },
    // WAWebMexFetchAllSubgroupsJobQuery (mex_operations.rs fetch_all_subgroups): the announcement subgroup as
    // `default_sub_group`, the others as `sub_groups.edges[].node`, the general chat with `properties.general_chat`
    // "1" (whatsapp-rust's fixture in `features/community.rs`; the generated type says only that it is a string).
    // Whether the announcement subgroup is among the edges too is not shown; whatsapp-rust's reader (get_subgroups)
    // would list it twice if it were, so it is not.
    '9935467776504344': {
        path: 'xwa2_group_query_by_id',
        run(request, variables) {
            const parent = request.member(community(request, variables.group_id));
            const linked = request.server.state.groups.linkedTo(parent);
            const announcement = linked.find((group) => group.subgroupKind === 'announcement');
            const edges = linked
                .filter((group) => group !== announcement)
                .map((group) => ({
                node: {
                    id: groupJid(group),
                    subject: subjectOf(group),
                    properties: {
                        general_chat: group.subgroupKind === 'general_chat' ? '1' : '0',
                        membership_approval_mode_enabled: group.joinApproval,
                    },
                    membership_approval_requests: { total_count: group.pending.size },
                },
            }));
            return {
                id: groupJid(parent),
                default_sub_group: announcement ? { id: groupJid(announcement), subject: subjectOf(announcement) } : null,
                sub_groups: { edges },
            };
        },
    },
};
//# sourceMappingURL=mex-communities.js.map