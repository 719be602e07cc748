import { getBinaryNodeChild, getBinaryNodeChildren, getBinaryNodeChildString, isLidUser, isPnUser, jidDecode, jidEncode, jidNormalizedUser, } from '@whiskeysockets/baileys';
/**
 * Group nodes (`xmlns="w:g2"` iqs and `type="w:gp2"` notifications) that Baileys builds or parses too little of.
 * The `<group>` layout is Baileys' own (`extractGroupMetadata`); the children it drops (member link mode,
 * history share mode, suspended), the create with a description, the per-participant errors of a create,
 * the cancel of one's own join request and a community's link/unlink notifications are learned from whatsapp-rust (`features/groups.rs`,
 * `stanza/groups.rs`) and whatsmeow (`group.go`), and are unverified against WhatsApp. The queries whose answers
 * are parsed here (a group, the groups one is in, an invite, participant and join-request changes) are built here
 * too, as Baileys' own functions build them. Times come out as epoch milliseconds.
 */
/** A time attribute in epoch seconds -> epoch milliseconds; null when absent or not a positive number. */
const epochMs = (seconds) => seconds && Number(seconds) > 0 ? Number(seconds) * 1000 : null;
const text = (node) => node?.content === undefined
    ? null
    : Buffer.isBuffer(node.content) || node.content instanceof Uint8Array
        ? Buffer.from(node.content).toString('utf8')
        : typeof node.content === 'string'
            ? node.content
            : null;
/** A group id as a `<group>` or `<link>` child names it (bare or as a jid) -> the group's jid. */
export const groupJidOf = (id) => (id.includes('@') ? id : jidEncode(id, 'g.us'));
const modeOf = (value, modes) => modes.includes(value) ? value : null;
/** A `<participant jid [type] [phone_number|lid]>`'s attributes -> a member, with both of its addressings where the node names them. */
export function participantOf(attrs) {
    const jid = attrs.jid ?? '';
    return {
        jid,
        phoneJid: isPnUser(jid) ? jid : attrs.phone_number && isPnUser(attrs.phone_number) ? attrs.phone_number : null,
        lid: isLidUser(jid) ? jid : attrs.lid && isLidUser(attrs.lid) ? attrs.lid : null,
        role: attrs.type === 'superadmin' || attrs.type === 'admin' ? attrs.type : 'member',
    };
}
/** `<description …attrs>[<body>text</body>]</description>`, as a create and a description change send it; no body for none. */
export const descriptionNode = (attrs, description) => ({
    tag: 'description',
    attrs,
    ...(description ? { content: [{ tag: 'body', attrs: {}, content: Buffer.from(description, 'utf8') }] } : {}),
});
/**
 * `<membership_approval_mode><group_join state="on"/>`: on only when the state says so, as whatsapp-rust reads it
 * (`wacore/src/iq/groups.rs` and `wacore/src/stanza/groups.rs`, from WhatsApp Web). Baileys and whatsmeow read the
 * child's mere presence, which takes a `state="off"` for on.
 */
const joinApprovalOf = (node) => getBinaryNodeChild(node, 'group_join')?.attrs.state === 'on';
const addModes = ['admin_add', 'all_member_add'];
const linkModes = ['admin_link', 'all_member_link'];
const historyModes = ['admin_share', 'all_member_share'];
/** A `<group>` node -> the group metadata shape. Fields the node does not carry are null (or false for flags WhatsApp sends only when on). */
export function parseGroupNode(group) {
    const { attrs } = group;
    const description = getBinaryNodeChild(group, 'description');
    const participants = getBinaryNodeChildren(group, 'participant').map(({ attrs: p }) => participantOf(p));
    const parent = getBinaryNodeChild(group, 'linked_parent')?.attrs.jid;
    const community = getBinaryNodeChild(group, 'parent');
    return {
        jid: groupJidOf(attrs.id ?? ''),
        subject: attrs.subject ?? '',
        subjectOwner: attrs.s_o_pn ?? attrs.s_o ?? null,
        subjectUpdatedAt: epochMs(attrs.s_t),
        description: description ? (getBinaryNodeChildString(description, 'body') ?? null) : null,
        descriptionId: description?.attrs.id ?? null,
        owner: attrs.creator_pn
            ? jidNormalizedUser(attrs.creator_pn)
            : attrs.creator
                ? jidNormalizedUser(attrs.creator)
                : null,
        createdAt: epochMs(attrs.creation),
        size: attrs.size ? Number(attrs.size) : participants.length,
        participants,
        settings: {
            announcement: getBinaryNodeChild(group, 'announcement') !== undefined,
            locked: getBinaryNodeChild(group, 'locked') !== undefined,
            joinApproval: joinApprovalOf(getBinaryNodeChild(group, 'membership_approval_mode')),
            memberAddMode: modeOf(getBinaryNodeChildString(group, 'member_add_mode') ?? null, addModes),
            memberLinkMode: modeOf(getBinaryNodeChildString(group, 'member_link_mode') ?? null, linkModes),
            memberShareGroupHistoryMode: modeOf(getBinaryNodeChildString(group, 'member_share_group_history_mode') ?? null, historyModes),
            ephemeralDurationSeconds: Number(getBinaryNodeChild(group, 'ephemeral')?.attrs.expiration ?? 0),
        },
        isCommunity: community !== undefined,
        // whatsapp-rust (`iq/groups.rs` GroupInfoResponse) reads any mode but `request_required` as open.
        membershipApprovalMode: community
            ? community.attrs.default_membership_approval_mode === 'request_required'
                ? 'request_required'
                : 'auto_approve'
            : null,
        isCommunityAnnounce: getBinaryNodeChild(group, 'default_sub_group') !== undefined,
        parentCommunityJid: parent ? groupJidOf(parent) : null,
        addressingMode: attrs.addressing_mode === 'lid' ? 'lid' : 'pn',
        // Only whatsapp-rust reads this child; an answer without it says nothing either way.
        suspended: getBinaryNodeChild(group, 'suspended') !== undefined ? true : null,
    };
}
const participantNodes = (participants) => participants.map((jid) => ({ tag: 'participant', attrs: { jid } }));
/** `<query request="interactive"/>`: a member's read of one group (Baileys' `groupMetadata` sends the same). */
export const groupQueryNode = () => ({ tag: 'query', attrs: { request: 'interactive' } });
/** `<participating><participants/><description/></participating>`: every group the account is in, with its members and description (Baileys' `groupFetchAllParticipating`). */
export const participatingNode = () => ({
    tag: 'participating',
    attrs: {},
    content: [
        { tag: 'participants', attrs: {} },
        { tag: 'description', attrs: {} },
    ],
});
/** `<invite code/>`: the group an invite code leads to (Baileys' `groupGetInviteInfo`). */
export const inviteQueryNode = (code) => ({ tag: 'invite', attrs: { code } });
/** `<add|remove|promote|demote><participant jid/>…</…>` (Baileys' `groupParticipantsUpdate`). */
export const participantsActionNode = (action, participants) => ({
    tag: action,
    attrs: {},
    content: participantNodes(participants),
});
/** `<membership_requests_action><approve|reject><participant jid/>…` (Baileys' `groupRequestParticipantsUpdate`). */
export const membershipRequestsActionNode = (action, participants) => ({
    tag: 'membership_requests_action',
    attrs: {},
    content: [{ tag: action, attrs: {}, content: participantNodes(participants) }],
});
/** `<create subject key><participant jid/>…[<description id><body/></description>]</create>`: a group with its description in one iq. */
export function createNode(subject, participants, description, key, descriptionId) {
    const content = participantNodes(participants);
    if (description)
        content.push(descriptionNode({ id: descriptionId }, description));
    return { tag: 'create', attrs: { subject, key }, content };
}
/**
 * The rows of a create or participants answer: each requested JID with WhatsApp's code for it (200 when listed
 * without an error) and, for a privacy refusal, the `<add_request code expiration>` invite issued instead.
 * A requested JID the answer does not mention at all was not added: it gets no status (null).
 */
export function parseParticipantResults(parent, requested) {
    const rows = new Map();
    for (const node of parent ? getBinaryNodeChildren(parent, 'participant') : []) {
        const request = getBinaryNodeChild(node, 'add_request');
        const expiresAt = epochMs(request?.attrs.expiration);
        const row = {
            status: node.attrs.error ? Number(node.attrs.error) : 200,
            addRequest: request?.attrs.code && expiresAt ? { code: request.attrs.code, expiresAt } : null,
        };
        for (const key of [node.attrs.jid, node.attrs.phone_number, node.attrs.lid])
            if (key)
                rows.set(jidNormalizedUser(key), row);
    }
    return requested.map((jid) => {
        const row = rows.get(jidNormalizedUser(jid));
        return { jid, status: row?.status ?? null, addRequest: row?.addRequest ?? null };
    });
}
/** `<cancel_membership_requests><participant jid=me/></…>`: withdraws one's own request to join. */
export const cancelMembershipRequestNode = (me) => ({
    tag: 'cancel_membership_requests',
    attrs: {},
    content: participantNodes([me]),
});
/**
 * The variables of `WAWebGroupSuspensionAppealMutation`: `{ input: { group_jid, appeal_reason, debug_info } }`, all
 * strings (whatsapp-rust `mex_operations.rs` `group_suspension_appeal::Input`). Which form of the group `group_jid`
 * takes no citable reference shows: whatsapp-rust has the type but no caller, and fills the same-named field of
 * another operation with the full JID (`src/features/community.rs`, `query_subgroup_participant_count`). The one
 * client found that sends this appeal (an independent TypeScript client known only by its code-index id, so not
 * citable) sends the group's bare id, with `debug_info: '{}'`; having no better witness for this operation, so does
 * this. Unverified against WhatsApp.
 */
export const suspensionAppealInput = (groupJid, reason) => ({
    group_jid: jidDecode(groupJid)?.user ?? groupJid,
    appeal_reason: reason,
    debug_info: '{}',
});
/**
 * Whether an appeal's `response_code` says WhatsApp holds the appeal: `SUCCESS`, or `APPEAL_ALREADY_EXISTS` for one
 * made before, as the same TypeScript client reads it (whatsapp-rust types the field only as a string). Any other
 * code, or none, is a refusal.
 */
export const appealTaken = (responseCode) => responseCode === 'SUCCESS' || responseCode === 'APPEAL_ALREADY_EXISTS';
const participantsOf = (child) => getBinaryNodeChildren(child, 'participant').map(({ attrs }) => jidNormalizedUser(attrs.phone_number && isPnUser(attrs.phone_number) ? attrs.phone_number : (attrs.jid ?? '')));
/** The change one settings child of a w:gp2 notification carries, or null for a child that is no setting. */
function changesOf(child) {
    switch (child.tag) {
        case 'subject':
            return { subject: child.attrs.subject ?? '' };
        case 'description':
            return {
                description: getBinaryNodeChild(child, 'delete') ? null : (getBinaryNodeChildString(child, 'body') ?? null),
            };
        case 'announcement':
        case 'not_announcement':
            return { announcement: child.tag === 'announcement' };
        case 'locked':
        case 'unlocked':
            return { locked: child.tag === 'locked' };
        case 'membership_approval_mode':
            return { joinApproval: joinApprovalOf(child) };
        case 'ephemeral':
        case 'not_ephemeral':
            return { ephemeralDurationSeconds: child.tag === 'ephemeral' ? Number(child.attrs.expiration ?? 0) : 0 };
        case 'invite':
            return child.attrs.code ? { inviteCode: child.attrs.code } : null;
        case 'member_add_mode': {
            const mode = modeOf(text(child), addModes);
            return mode ? { memberAddMode: mode } : null;
        }
        default:
            return null;
    }
}
/** A `<link link_type="sub_group">` or `<unlink unlink_type="sub_group">` notification from a community -> its event; others are not community links. */
function parseLinkNotification(node, child, by) {
    const communityJid = node.attrs.from;
    const linked = child.tag === 'link' && child.attrs.link_type === 'sub_group';
    if (!communityJid || !(linked || (child.tag === 'unlink' && child.attrs.unlink_type === 'sub_group')))
        return null;
    return {
        type: linked ? 'group.linked' : 'group.unlinked',
        communityJid,
        groupJids: getBinaryNodeChildren(child, 'group').map((g) => groupJidOf(g.attrs.jid ?? g.attrs.id ?? '')),
        by,
    };
}
/** The event of one child of a w:gp2 notification that is no settings change, or null for one the engine does not report. */
function eventOf(node, child, groupJid, by) {
    switch (child.tag) {
        case 'create': {
            const group = getBinaryNodeChild(child, 'group');
            return group
                ? { type: 'group.joined', groupJid, reason: child.attrs.reason ?? null, by, group: parseGroupNode(group) }
                : null;
        }
        case 'add':
        case 'promote':
        case 'demote':
            return {
                type: 'group.participants',
                groupJid,
                isCommunity: null,
                action: child.tag,
                participants: participantsOf(child),
                by,
            };
        case 'remove': {
            const participants = participantsOf(child);
            // One's own removal is how WhatsApp reports a member leaving.
            const leaving = participants.length === 1 && by !== null && participants[0] === by;
            return {
                type: 'group.participants',
                groupJid,
                isCommunity: null,
                action: leaving ? 'leave' : 'remove',
                participants,
                by,
            };
        }
        case 'created_membership_requests': {
            const requested = getBinaryNodeChildren(child, 'requested_user').map(({ attrs }) => jidNormalizedUser(attrs.phone_number ?? attrs.jid ?? ''));
            return {
                type: 'group.participants',
                groupJid,
                isCommunity: null,
                action: 'request',
                participants: requested.length ? requested : by ? [by] : [],
                by,
            };
        }
        case 'link':
        case 'unlink':
            return parseLinkNotification(node, child, by);
        default:
            return null;
    }
}
/**
 * A `<notification type="w:gp2">` -> the group and community events it reports, in its order. Every child is read,
 * as whatsmeow (`group.go` parseGroupChange) and whatsapp-rust (`wacore/src/stanza/groups.rs`) do: WhatsApp may put
 * several changes in one notification, and may put a `<missing_participant_identification/>` first, which WhatsApp
 * Web drops (Baileys reads only the first child, so it would lose the change behind it). The settings changes of one
 * notification make one `group.updated`; a child the engine does not report (a rejected or withdrawn join request, a
 * number change) makes none. `isCommunity` is left null: the notification does not say, the caller knows the groups
 * it has read.
 */
export function parseGroupNotification(node) {
    const groupJid = node.attrs.from;
    if (!groupJid || !Array.isArray(node.content))
        return [];
    const actor = node.attrs.participant_pn ?? node.attrs.participant;
    const by = actor ? jidNormalizedUser(actor) : null;
    const events = [];
    let changes = null;
    for (const child of node.content) {
        const changed = changesOf(child);
        if (!changed) {
            const event = eventOf(node, child, groupJid, by);
            if (event)
                events.push(event);
        }
        else if (changes)
            Object.assign(changes, changed);
        else {
            changes = changed;
            events.push({ type: 'group.updated', groupJid, isCommunity: null, changes, by });
        }
    }
    return events;
}
//# sourceMappingURL=groups.js.map