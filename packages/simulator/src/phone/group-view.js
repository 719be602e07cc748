import { getBinaryNodeChild, getBinaryNodeChildren } from '@whiskeysockets/baileys';
import { textOf } from '../nodes.js';
const roleOf = (type) => type === 'superadmin' || type === 'admin' ? type : 'member';
/** `<group>` of a reply or a `<create>` notification; participants the server refused (`error`) are not members */
export function knownGroup(node) {
    const { attrs } = node;
    const description = getBinaryNodeChild(node, 'description');
    const has = (tag) => !!getBinaryNodeChild(node, tag);
    return {
        descriptionId: description?.attrs.id,
        view: {
            jid: attrs.id.includes('@') ? attrs.id : `${attrs.id}@g.us`,
            subject: attrs.subject ?? '',
            description: textOf(getBinaryNodeChild(description, 'body')) ?? null,
            participants: getBinaryNodeChildren(node, 'participant')
                .filter((p) => !p.attrs.error)
                .map((p) => ({ jid: p.attrs.jid, role: roleOf(p.attrs.type) })),
            settings: {
                announcement: has('announcement'),
                locked: has('locked'),
                joinApproval: has('membership_approval_mode'),
                memberAddMode: textOf(getBinaryNodeChild(node, 'member_add_mode')) === 'admin_add' ? 'admin_add' : 'all_member_add',
                memberLinkMode: textOf(getBinaryNodeChild(node, 'member_link_mode')) === 'all_member_link' ? 'all_member_link' : 'admin_link',
                memberShareGroupHistoryMode: textOf(getBinaryNodeChild(node, 'member_share_group_history_mode')) === 'all_member_share'
                    ? 'all_member_share'
                    : 'admin_share',
                ephemeralDurationSeconds: Number(getBinaryNodeChild(node, 'ephemeral')?.attrs.expiration ?? 0),
            },
            inviteCode: null,
            pendingRequests: [],
            parentCommunityJid: getBinaryNodeChild(node, 'linked_parent')?.attrs.jid ?? null,
        },
    };
}
/**
 * A community's `<link>` or `<unlink unlink_type='sub_group'>` (from the community) names the subgroup
 * whose parent changed; an `<unlink unlink_type='parent_group'>` (from the subgroup) says its community is gone.
 */
export function linkChange(envelope, change) {
    const named = getBinaryNodeChild(change, 'group')?.attrs.jid;
    if (!named)
        return undefined;
    if (change.tag === 'link')
        return { jid: named, parent: envelope.attrs.from };
    if (change.tag !== 'unlink')
        return undefined;
    return change.attrs.unlink_type === 'parent_group'
        ? { jid: envelope.attrs.from, parent: null }
        : { jid: named, parent: null };
}
const jidsOf = (node, tag = 'participant') => getBinaryNodeChildren(node, tag).map((p) => p.attrs.jid);
export function addMembers(view, members) {
    const fresh = members.filter((m) => !view.participants.some((p) => p.jid === m.jid));
    view.participants.push(...fresh);
    view.pendingRequests = view.pendingRequests.filter((jid) => !members.some((m) => m.jid === jid));
}
export function removeMembers(view, jids) {
    view.participants = view.participants.filter((p) => !jids.includes(p.jid));
}
export function setRole(view, jids, role) {
    for (const p of view.participants)
        if (jids.includes(p.jid) && !(role === 'admin' && p.role === 'superadmin'))
            p.role = role;
}
/**
 * Applies the one change of a w:gp2 notification (a client reads only the first child). Returns
 * false when the change says this phone is no longer in the group.
 */
export function applyChange(known, change, envelope, ownJids) {
    const { view } = known;
    const settings = view.settings;
    switch (change.tag) {
        case 'add':
            addMembers(view, getBinaryNodeChildren(change, 'participant').map((p) => ({ jid: p.attrs.jid, role: roleOf(p.attrs.type) })));
            break;
        case 'delete':
            // the community was deactivated
            return false;
        case 'remove': {
            const removed = jidsOf(change);
            if (removed.some((jid) => ownJids.includes(jid)))
                return false;
            removeMembers(view, removed);
            break;
        }
        case 'promote':
        case 'demote': {
            // an ownership transfer promotes with type='superadmin'
            const owners = getBinaryNodeChildren(change, 'participant')
                .filter((p) => p.attrs.type === 'superadmin')
                .map((p) => p.attrs.jid);
            setRole(view, jidsOf(change), change.tag === 'promote' ? 'admin' : 'member');
            for (const p of view.participants)
                if (owners.includes(p.jid))
                    p.role = 'superadmin';
            break;
        }
        case 'subject':
            view.subject = change.attrs.subject ?? view.subject;
            break;
        case 'description':
            known.descriptionId = getBinaryNodeChild(change, 'delete') ? undefined : change.attrs.id;
            view.description = known.descriptionId ? (textOf(getBinaryNodeChild(change, 'body')) ?? null) : null;
            break;
        case 'announcement':
        case 'not_announcement':
            settings.announcement = change.tag === 'announcement';
            break;
        case 'locked':
        case 'unlocked':
            settings.locked = change.tag === 'locked';
            break;
        case 'member_add_mode':
            settings.memberAddMode = textOf(change) === 'admin_add' ? 'admin_add' : 'all_member_add';
            break;
        case 'membership_approval_mode':
            settings.joinApproval = getBinaryNodeChild(change, 'group_join')?.attrs.state === 'on';
            break;
        case 'ephemeral':
        case 'not_ephemeral':
            settings.ephemeralDurationSeconds = Number(change.attrs.expiration ?? 0);
            break;
        case 'invite':
            view.inviteCode = change.attrs.code ?? null;
            break;
        case 'created_membership_requests': {
            // the requester is named by `<requested_user>`, or by the envelope as Baileys falls back to
            const requested = jidsOf(change, 'requested_user');
            for (const jid of requested.length ? requested : [envelope.attrs.participant]) {
                if (!view.pendingRequests.includes(jid))
                    view.pendingRequests.push(jid);
            }
            break;
        }
        case 'revoked_membership_requests': {
            const revoked = jidsOf(change);
            view.pendingRequests = view.pendingRequests.filter((jid) => !revoked.includes(jid));
            break;
        }
    }
    return true;
}
//# sourceMappingURL=group-view.js.map