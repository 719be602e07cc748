export const seconds = (ms) => String(Math.floor(ms / 1000));
/** an account as the group's addressing names it */
export function memberJid(group, account) {
    return group.addressingMode === 'lid' ? account.lid : account.jid;
}
/**
 * An account as a `<participant>` (or `<requested_user>`) names it: in a LID-addressed group the LID, with its
 * phone number beside it as `phone_number` (whatsmeow `group.go` parseParticipant and parseParticipantList, which
 * store the pair as a LID mapping; whatsapp-rust `wacore/src/stanza/groups.rs` parse_participants).
 */
export function memberAttrs(group, account) {
    return group.addressingMode === 'lid' ? { jid: account.lid, phone_number: account.jid } : { jid: account.jid };
}
/**
 * The `<group>` or w:gp2 attributes naming an account by `name` (`creator`, `s_o`, `participant`), with `<name>_pn`
 * beside it in a LID-addressed group (whatsmeow `group.go` parseGroupNode: `creator_pn`, `s_o_pn`; whatsapp-rust
 * `wacore/src/stanza/groups.rs` test_parse_root_participant_identity_attributes: `participant_pn`).
 */
export function actorAttrs(group, name, account) {
    return group.addressingMode === 'lid' ? { [name]: account.lid, [`${name}_pn`]: account.jid } : { [name]: account.jid };
}
/** `<participant jid [phone_number] type?>`: members carry no type */
export function participantNode(group, account) {
    const role = group.members.get(account);
    const attrs = memberAttrs(group, account);
    return { tag: 'participant', attrs: role ? { ...attrs, type: role } : attrs };
}
function descriptionNode(group) {
    const description = group.description;
    if (!description)
        return [];
    return [
        {
            tag: 'description',
            attrs: { id: description.id, participant: memberJid(group, description.owner), t: seconds(description.time) },
            content: [{ tag: 'body', attrs: {}, content: Buffer.from(description.text, 'utf8') }],
        },
    ];
}
const flag = (on, tag) => (on ? [{ tag, attrs: {} }] : []);
/**
 * A community's place in the `<group>`: `<parent>` on the parent group (the mode only when joins need
 * approval) with `<allow_non_admin_sub_group_creation/>` when the create asked for it, `<linked_parent>`
 * on a subgroup, with `<default_sub_group/>` or `<general_chat/>` on the two the server created
 * (whatsapp-rust `iq/groups.rs` GroupInfoResponse reads all five, whatsmeow `group.go` parseGroupNode
 * `parent`, `linked_parent` and `default_sub_group`, as Baileys does).
 */
export function communityNodes(group) {
    const { community, parent } = group;
    const nodes = [];
    if (community) {
        const attrs = community.approvalMode === 'request_required' ? { default_membership_approval_mode: 'request_required' } : {};
        nodes.push({ tag: 'parent', attrs }, ...flag(community.allowNonAdminSubGroupCreation, 'allow_non_admin_sub_group_creation'));
    }
    if (parent)
        nodes.push({ tag: 'linked_parent', attrs: { jid: `${parent.id}@g.us` } });
    return [
        ...nodes,
        ...flag(group.subgroupKind === 'announcement', 'default_sub_group'),
        ...flag(group.subgroupKind === 'general_chat', 'general_chat'),
    ];
}
/**
 * `<group>` as a reply to metadata, list, create and invite info, and inside `<create>` notifications, as
 * whatsmeow (`group.go` parseGroupNode) and whatsapp-rust (`wacore/src/iq/groups.rs`) parse it. Settings that are
 * off have no child (Baileys and whatsmeow read presence); join approval is `<group_join state="on">` inside
 * `<membership_approval_mode>` (whatsapp-rust); the link and history modes and `<suspended/>` are whatsapp-rust's
 * names, which Baileys does not read.
 */
export function groupNode(group, refused = []) {
    const members = [...group.members.keys()];
    return {
        tag: 'group',
        attrs: {
            id: group.id,
            subject: group.subject,
            ...actorAttrs(group, 's_o', group.subjectOwner),
            s_t: seconds(group.subjectTime),
            creation: seconds(group.creation),
            ...actorAttrs(group, 'creator', group.creator),
            size: String(members.length),
            addressing_mode: group.addressingMode,
        },
        content: [
            ...members.map((account) => participantNode(group, account)),
            ...refused,
            ...descriptionNode(group),
            ...flag(group.announcement, 'announcement'),
            ...flag(group.locked, 'locked'),
            { tag: 'member_add_mode', attrs: {}, content: group.memberAddMode },
            ...(group.joinApproval
                ? [{ tag: 'membership_approval_mode', attrs: {}, content: [{ tag: 'group_join', attrs: { state: 'on' } }] }]
                : []),
            ...(group.ephemeralSeconds ? [{ tag: 'ephemeral', attrs: { expiration: String(group.ephemeralSeconds) } }] : []),
            { tag: 'member_link_mode', attrs: {}, content: group.memberLinkMode },
            { tag: 'member_share_group_history_mode', attrs: {}, content: group.memberShareGroupHistoryMode },
            ...flag(group.suspended, 'suspended'),
            ...communityNodes(group),
        ],
    };
}
//# sourceMappingURL=group-nodes.js.map