import { getBinaryNodeChild } from '@whiskeysockets/baileys';
import { isAdmin } from '../state/groups.js';
import { textOf } from '../nodes.js';
import { groupNode, memberJid, seconds } from './group-nodes.js';
import { badRequest, conflict, notAuthorized } from './group-request.js';
/** a locked group's info (subject, description, disappearing messages) is for admins to edit */
function editableInfo(request) {
    const group = request.member();
    if (group.locked && !isAdmin(group, request.account))
        throw notAuthorized();
    return group;
}
const members = (group) => group.members.keys();
export const metadata = (request) => [groupNode(request.member())];
export const participating = (request) => {
    const groups = request.server.state.groups.of(request.account);
    return [{ tag: 'groups', attrs: {}, content: groups.map((g) => groupNode(g)) }];
};
export const subject = (request) => {
    const group = editableInfo(request);
    const text = textOf(request.child);
    if (!text)
        throw badRequest();
    group.subject = text;
    group.subjectOwner = request.account;
    group.subjectTime = request.server.state.clock.now();
    const attrs = { subject: text, s_t: seconds(group.subjectTime), s_o: memberJid(group, request.account) };
    request.announce(group, { tag: 'subject', attrs }, members(group));
    return undefined;
};
/** a change names the description it replaces (`prev`), so two editors cannot overwrite each other unseen */
export const description = (request) => {
    const group = editableInfo(request);
    const { attrs } = request.child;
    if (attrs.prev !== group.description?.id)
        throw conflict();
    if (attrs.delete === 'true') {
        if (!group.description)
            return undefined;
        group.description = undefined;
        // the delete names no id of its own; the notification still carries one
        const id = request.server.state.ids.token(8);
        request.announce(group, { tag: 'description', attrs: { id }, content: [{ tag: 'delete', attrs: {} }] }, members(group));
        return undefined;
    }
    const text = textOf(getBinaryNodeChild(request.child, 'body'));
    if (!attrs.id || text === undefined)
        throw badRequest();
    group.description = { id: attrs.id, text, owner: request.account, time: request.server.state.clock.now() };
    const body = { tag: 'body', attrs: {}, content: Buffer.from(text, 'utf8') };
    request.announce(group, { tag: 'description', attrs: { id: attrs.id }, content: [body] }, members(group));
    return undefined;
};
const SETTINGS = {
    announcement: ['announcement', true],
    not_announcement: ['announcement', false],
    locked: ['locked', true],
    unlocked: ['locked', false],
};
/** `<announcement/>` and the rest: a change is announced with the same tag; setting what is already set changes nothing */
export const setting = (request) => {
    const group = request.admin();
    const [field, on] = SETTINGS[request.child.tag];
    if (group[field] === on)
        return undefined;
    group[field] = on;
    request.announce(group, { tag: request.child.tag, attrs: {} }, members(group));
    return undefined;
};
export const memberAddMode = (request) => {
    const group = request.admin();
    const mode = textOf(request.child);
    if (mode !== 'admin_add' && mode !== 'all_member_add')
        throw badRequest();
    if (group.memberAddMode === mode)
        return undefined;
    group.memberAddMode = mode;
    request.announce(group, { tag: 'member_add_mode', attrs: {}, content: mode }, members(group));
    return undefined;
};
export const joinApproval = (request) => {
    const group = request.admin();
    const state = getBinaryNodeChild(request.child, 'group_join')?.attrs.state;
    if (state !== 'on' && state !== 'off')
        throw badRequest();
    if (group.joinApproval === (state === 'on'))
        return undefined;
    group.joinApproval = state === 'on';
    request.announce(group, { tag: 'membership_approval_mode', attrs: {}, content: [{ tag: 'group_join', attrs: { state } }] }, members(group));
    return undefined;
};
/** `<ephemeral expiration>` or `<not_ephemeral/>`, announced as sent */
export const ephemeral = (request) => {
    const group = editableInfo(request);
    const expiration = request.child.tag === 'ephemeral' ? Number(request.child.attrs.expiration) : 0;
    if (!Number.isInteger(expiration) || expiration < 0)
        throw badRequest();
    if (group.ephemeralSeconds === expiration)
        return undefined;
    group.ephemeralSeconds = expiration;
    const change = expiration
        ? { tag: 'ephemeral', attrs: { expiration: String(expiration) } }
        : { tag: 'not_ephemeral', attrs: {} };
    request.announce(group, change, members(group));
    return undefined;
};
export const inviteCode = (request) => [{ tag: 'invite', attrs: { code: request.admin().inviteCode } }];
export const revokeInvite = (request) => {
    const group = request.admin();
    const code = request.server.state.groups.revokeInvite(group);
    request.announce(group, { tag: 'invite', attrs: { code } }, members(group));
    return [{ tag: 'invite', attrs: { code } }];
};
//# sourceMappingURL=group-settings.js.map