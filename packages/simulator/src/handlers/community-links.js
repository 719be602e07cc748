import { getBinaryNodeChild, getBinaryNodeChildren } from '@whiskeysockets/baileys';
import { groupJid, isAdmin } from '../state/groups.js';
import { admit } from './group-membership.js';
import { groupNode, memberJid, participantNode } from './group-nodes.js';
import { badRequest, conflict, forbidden, notFound } from './group-request.js';
/** the `<group jid id subject>` a link or unlink notification names (whatsmeow `group.go` parseGroupLinkTargetNode) */
const groupRef = (group) => ({
    tag: 'group',
    attrs: { jid: groupJid(group), id: group.id, subject: group.subject },
});
const answerNode = (jid, answer) => ({
    tag: 'group',
    attrs: answer.error ? { jid, error: String(answer.error) } : { jid },
});
const everyone = (...groups) => [...new Set(groups.flatMap((g) => [...g.members.keys()]))];
/** the community's subgroups other than `except` */
const siblings = (request, parent, except) => request.server.state.groups.linkedTo(parent).filter((g) => g !== except);
function linkable(request, jid) {
    const group = request.server.state.groups.byJid(jid);
    if (!group)
        return { error: 404 };
    if (!isAdmin(group, request.account))
        return { error: 401 };
    if (group.parent || group.community)
        return { error: 409 };
    return { group };
}
/**
 * `<links><link link_type='sub_group'>`: each group answered on its own, `<group jid [error]>` in the
 * same `<links><link>` (whatsapp-rust `iq/groups.rs` LinkSubgroupsIq::parse_response). The group's
 * members who were not in the community join it and first get its `<create>`; then the community and
 * the group hear of the link.
 */
export const link = (request) => {
    const parent = request.admin(request.community());
    const linkNode = getBinaryNodeChild(request.child, 'link');
    if (linkNode?.attrs.link_type !== 'sub_group')
        throw badRequest();
    const answers = getBinaryNodeChildren(linkNode, 'group').map((node) => {
        const jid = node.attrs.jid ?? '';
        const answer = linkable(request, jid);
        if (answer.group)
            attach(request, parent, answer.group);
        return answerNode(jid, answer);
    });
    return [{ tag: 'links', attrs: {}, content: [{ tag: 'link', attrs: { link_type: 'sub_group' }, content: answers }] }];
};
/**
 * the group joins the community: its members become the community's. The notification is
 * `<link link_type='sub_group'><group…/></link>` from the community (whatsmeow `group.go` parseGroupChange
 * "link", whatsapp-rust `stanza/groups.rs` GroupNotificationAction::Link).
 */
export function attach(request, parent, group) {
    group.parent = parent;
    parent.community.suggestions.delete(group);
    const joined = [...group.members.keys()].filter((a) => !parent.members.has(a));
    for (const account of joined)
        parent.members.set(account, null);
    request.announceJoin(parent, joined, undefined);
    const change = { tag: 'link', attrs: { link_type: 'sub_group' }, content: [groupRef(group)] };
    request.announce(parent, change, everyone(parent, group));
}
/**
 * `<unlink unlink_type='sub_group'>`, answered per group as `<unlink><group jid [error]>` (whatsapp-rust
 * `iq/groups.rs` UnlinkSubgroupsIq::parse_response); the announcement subgroup stays (403: which code
 * WhatsApp gives is not shown by any reference).
 */
export const unlink = (request) => {
    const parent = request.admin(request.community());
    if (request.child.attrs.unlink_type !== 'sub_group')
        throw badRequest();
    const answers = getBinaryNodeChildren(request.child, 'group').map((node) => {
        const jid = node.attrs.jid ?? '';
        const group = request.server.state.groups.byJid(jid);
        const answer = !group || group.parent !== parent
            ? { error: 404 }
            : group.subgroupKind === 'announcement'
                ? { error: 403 }
                : { group };
        if (answer.group)
            detach(request, parent, answer.group, node.attrs.remove_orphaned_members === 'true');
        return answerNode(jid, answer);
    });
    return [{ tag: 'unlink', attrs: { unlink_type: 'sub_group' }, content: answers }];
};
/**
 * The notification is `<unlink unlink_type='sub_group' unlink_reason='unlink_group'>` (whatsmeow `group.go`
 * parseGroupChange "unlink", `types/group.go` GroupUnlinkReasonDefault); orphans leave with a `<remove>`.
 */
function detach(request, parent, group, removeOrphans) {
    group.parent = undefined;
    group.subgroupKind = undefined;
    const change = {
        tag: 'unlink',
        attrs: { unlink_type: 'sub_group', unlink_reason: 'unlink_group' },
        content: [groupRef(group)],
    };
    request.announce(parent, change, everyone(parent, group));
    if (!removeOrphans)
        return;
    const others = siblings(request, parent, group);
    const orphans = [...group.members.keys()].filter((a) => parent.members.has(a) && !others.some((g) => g.members.has(a)));
    if (!orphans.length)
        return;
    const remove = {
        tag: 'remove',
        attrs: {},
        content: orphans.map((a) => ({ tag: 'participant', attrs: { jid: memberJid(parent, a) } })),
    };
    request.announce(parent, remove, everyone(parent));
    for (const account of orphans)
        parent.members.delete(account);
}
/**
 * `<join_linked_group jid>`: a community member joins one of its subgroups without an invite, answered
 * `<linked_group><group…/></linked_group>` (whatsapp-rust `iq/groups.rs` JoinLinkedGroupIq)
 */
export const joinLinked = (request) => {
    const parent = request.member(request.community());
    const group = request.server.state.groups.byJid(request.child.attrs.jid);
    if (!group || group.parent !== parent)
        throw notFound();
    if (!group.members.has(request.account))
        admit(request, group, [request.account], 'linked_group_join');
    return [{ tag: 'linked_group', attrs: {}, content: [groupNode(group)] }];
};
/**
 * `<linked_groups_participants/>`: the community's members and every subgroup's, once each, typed by their
 * community role, as direct `<participant>` children (whatsapp-rust `iq/groups.rs` GetLinkedGroupsParticipantsIq,
 * whatsmeow `group.go` GetLinkedGroupsParticipants)
 */
export const linkedParticipants = (request) => {
    const parent = request.member(request.community());
    const accounts = everyone(parent, ...request.server.state.groups.linkedTo(parent));
    return [{ tag: 'linked_groups_participants', attrs: {}, content: accounts.map((a) => participantNode(parent, a)) }];
};
/**
 * `<delete_parent/>` (whatsapp-rust `iq/groups.rs` DeleteCommunityIq, an empty result): the community is
 * gone, its subgroups stay as plain groups. The community hears `<delete reason>` (whatsmeow `group.go`
 * parseGroupChange "delete"), each subgroup an `<unlink unlink_type='parent_group' unlink_reason='delete_parent'>`
 * (whatsmeow `types/group.go` GroupLinkChangeTypeParent, GroupUnlinkReasonDelete).
 */
export const deactivate = (request) => {
    const parent = request.admin(request.community());
    const groups = request.server.state.groups;
    request.announce(parent, { tag: 'delete', attrs: { reason: 'delete_parent' } }, everyone(parent));
    for (const group of groups.linkedTo(parent)) {
        group.parent = undefined;
        group.subgroupKind = undefined;
        request.announce(group, {
            tag: 'unlink',
            attrs: { unlink_type: 'parent_group', unlink_reason: 'delete_parent' },
            content: [{ tag: 'group', attrs: { jid: groupJid(parent) } }],
        }, everyone(group));
    }
    groups.delete(parent);
    return undefined;
};
/**
 * `<sub_group_suggestions><group jid/></sub_group_suggestions>`: a member proposes one of its groups for
 * the community. No client we could read sends this (WhatsApp's own node is unknown): the shape is the
 * simulator's, for the phone's `suggest`; what the mex query answers is whatsapp-rust's.
 */
export const suggest = (request) => {
    const parent = request.member(request.community());
    const group = request.server.state.groups.byJid(getBinaryNodeChild(request.child, 'group')?.attrs.jid);
    if (!group)
        throw notFound();
    if (!group.members.has(request.account))
        throw forbidden();
    if (group.parent || group.community)
        throw conflict();
    if (!parent.community.suggestions.has(group))
        parent.community.suggestions.set(group, request.account);
    return undefined;
};
//# sourceMappingURL=community-links.js.map