import { getBinaryNodeChild, getBinaryNodeChildren, S_WHATSAPP_NET } from '@whiskeysockets/baileys';
import { normalizePhoneNumber, pnJid } from '../jids.js';
import { textOf } from '../nodes.js';
import { addMembers, applyChange, knownGroup, linkChange, removeMembers, setRole, } from './group-view.js';
import { groupMetadata, groupQuery } from './group-members.js';
import { ViewWatch } from './watch.js';
// the doc id of the GraphQL mutation WhatsApp Web changes these two modes with (whatsapp-rust's)
const UPDATE_PROPERTY_QUERY = '9418211574894172';
/** digits or a user jid, as a client addresses a participant */
function userJid(input) {
    if (input.includes('@'))
        return input;
    const digits = normalizePhoneNumber(input);
    if (!digits)
        throw new Error(`'${input}' is neither a phone number nor a jid`);
    return pnJid(digits);
}
const participantNodes = (jids) => jids.map((jid) => ({ tag: 'participant', attrs: { jid: userJid(jid) } }));
/**
 * What device 0 does with groups: it sends the w:g2 iqs Baileys sends, through the server, and keeps
 * each group's view only from the replies it gets and the w:gp2 notifications the server delivers.
 */
export class PhoneGroups {
    account;
    line;
    known = new Map();
    watch = new ViewWatch((jid) => this.view(jid), (jid) => `phone ${this.account.phoneNumber}, group ${jid}`);
    constructor(account, line) {
        this.account = account;
        this.line = line;
    }
    view(jid) {
        const known = this.known.get(jid);
        return known ? structuredClone(known.view) : null;
    }
    list() {
        return [...this.known.values()].map((k) => structuredClone(k.view));
    }
    /** resolves with the view once `predicate` holds for it (null: the phone is not in the group) */
    waitForChange(jid, predicate, timeoutMs) {
        return this.watch.waitFor(jid, predicate, timeoutMs);
    }
    /** `<create subject key>` with the participants and an inline description */
    async create(subject, participants, options = {}) {
        const content = participantNodes(participants);
        if (options.description) {
            content.push({
                tag: 'description',
                attrs: { id: this.line.nextId() },
                content: [{ tag: 'body', attrs: {}, content: Buffer.from(options.description, 'utf8') }],
            });
        }
        const reply = await groupQuery(this.line, '@g.us', 'set', {
            tag: 'create',
            attrs: { subject, key: this.line.nextId() },
            content,
        });
        const known = knownGroup(getBinaryNodeChild(reply, 'group'));
        this.remember(known);
        return { jid: known.view.jid };
    }
    async updateParticipants(jid, action, participants) {
        const reply = await groupQuery(this.line, jid, 'set', {
            tag: action,
            attrs: {},
            content: participantNodes(participants),
        });
        const results = getBinaryNodeChildren(getBinaryNodeChild(reply, action), 'participant').map((p) => ({
            jid: p.attrs.jid,
            status: p.attrs.error ?? '200',
        }));
        const done = results.filter((r) => r.status === '200').map((r) => r.jid);
        this.change(jid, (known) => {
            if (action === 'add')
                addMembers(known.view, done.map((member) => ({ jid: member, role: 'member' })));
            else if (action === 'remove')
                removeMembers(known.view, done);
            else
                setRole(known.view, done, action === 'promote' ? 'admin' : 'member');
        });
        return results;
    }
    async setSubject(jid, subject) {
        await groupQuery(this.line, jid, 'set', { tag: 'subject', attrs: {}, content: Buffer.from(subject, 'utf8') });
        this.change(jid, (known) => (known.view.subject = subject));
    }
    /** null deletes it; the change names the description it replaces, as the phone knows it */
    async setDescription(jid, text) {
        const prev = this.known.get(jid)?.descriptionId;
        const id = text ? this.line.nextId() : undefined;
        const attrs = { ...(id ? { id } : { delete: 'true' }), ...(prev ? { prev } : {}) };
        const body = text
            ? [{ tag: 'body', attrs: {}, content: Buffer.from(text, 'utf8') }]
            : undefined;
        await groupQuery(this.line, jid, 'set', { tag: 'description', attrs, ...(body ? { content: body } : {}) });
        this.change(jid, (known) => {
            known.descriptionId = id;
            known.view.description = text;
        });
    }
    async setSetting(jid, setting) {
        await groupQuery(this.line, jid, 'set', { tag: setting, attrs: {} });
        this.change(jid, ({ view }) => {
            if (setting === 'announcement' || setting === 'not_announcement')
                view.settings.announcement = setting === 'announcement';
            else
                view.settings.locked = setting === 'locked';
        });
    }
    async setJoinApproval(jid, on) {
        const state = on ? 'on' : 'off';
        await groupQuery(this.line, jid, 'set', {
            tag: 'membership_approval_mode',
            attrs: {},
            content: [{ tag: 'group_join', attrs: { state } }],
        });
        this.change(jid, ({ view }) => (view.settings.joinApproval = on));
    }
    async setMemberAddMode(jid, mode) {
        await groupQuery(this.line, jid, 'set', { tag: 'member_add_mode', attrs: {}, content: mode });
        this.change(jid, ({ view }) => (view.settings.memberAddMode = mode));
    }
    /** 0 turns disappearing messages off */
    async setEphemeral(jid, seconds) {
        await groupQuery(this.line, jid, 'set', seconds ? { tag: 'ephemeral', attrs: { expiration: String(seconds) } } : { tag: 'not_ephemeral', attrs: {} });
        this.change(jid, ({ view }) => (view.settings.ephemeralDurationSeconds = seconds));
    }
    /** through w:mex, as WhatsApp Web does: there is no w:g2 iq for it */
    async setMemberLinkMode(jid, mode) {
        await this.updateProperty(jid, { member_link_mode: mode.toUpperCase() });
        this.change(jid, ({ view }) => (view.settings.memberLinkMode = mode));
    }
    async setHistoryShareMode(jid, mode) {
        await this.updateProperty(jid, { member_share_group_history_mode: mode.toUpperCase() });
        this.change(jid, ({ view }) => (view.settings.memberShareGroupHistoryMode = mode));
    }
    async inviteCode(jid) {
        return this.invite(jid, 'get');
    }
    async revokeInvite(jid) {
        return this.invite(jid, 'set');
    }
    /**
     * Accepts an invite. The joining device gets no `<create>` of its own (only the account's other
     * devices do), so, like a client, it then asks for the group's metadata.
     */
    async join(code) {
        const reply = await groupQuery(this.line, '@g.us', 'set', { tag: 'invite', attrs: { code } });
        const requested = getBinaryNodeChild(reply, 'membership_approval_request');
        if (requested)
            return { jid: requested.attrs.jid ?? null, pending: true };
        const jid = getBinaryNodeChild(reply, 'group').attrs.jid;
        await this.fetch(jid);
        return { jid, pending: false };
    }
    approve(jid, requesters) {
        return this.decide(jid, 'approve', requesters);
    }
    reject(jid, requesters) {
        return this.decide(jid, 'reject', requesters);
    }
    async leave(jid) {
        await groupQuery(this.line, '@g.us', 'set', {
            tag: 'leave',
            attrs: {},
            content: [{ tag: 'group', attrs: { id: jid } }],
        });
        this.known.delete(jid);
        this.changed(jid);
    }
    /** privacy `groupadd`: 'contacts' makes the server refuse adds by others (403 with a v4 invite) */
    async onlyContactsCanAdd(on) {
        const category = { tag: 'category', attrs: { name: 'groupadd', value: on ? 'contacts' : 'all' } };
        await this.line.query({
            tag: 'iq',
            attrs: { xmlns: 'privacy', to: S_WHATSAPP_NET, type: 'set' },
            content: [{ tag: 'privacy', attrs: {}, content: [category] }],
        });
    }
    /** a whole `<group>` the phone was answered with */
    learn(group) {
        this.remember(knownGroup(group));
    }
    /** asks for a group's metadata, as a client does for a group it got no `<create>` of */
    async fetch(jid) {
        this.learn(await groupMetadata(this.line, jid));
    }
    /** the phone linked or unlinked the group itself: its reply says so, no notification does */
    setParent(jid, parentCommunityJid) {
        this.change(jid, ({ view }) => (view.parentCommunityJid = parentCommunityJid));
    }
    /** the phone deactivated the community itself */
    forget(jid) {
        this.known.delete(jid);
        this.changed(jid);
    }
    /** a w:gp2 notification: its one change, applied to the view */
    receive(node) {
        const change = Array.isArray(node.content) ? node.content[0] : undefined;
        if (!change)
            return;
        if (change.tag === 'create') {
            this.learn(getBinaryNodeChild(change, 'group'));
            return;
        }
        // a community's link and unlink come from the community, about the subgroup
        const linked = linkChange(node, change);
        if (linked)
            return this.setParent(linked.jid, linked.parent);
        const jid = node.attrs.from;
        const known = this.known.get(jid);
        if (!known)
            return;
        if (!applyChange(known, change, node, [this.account.jid, this.account.lid]))
            this.known.delete(jid);
        this.changed(jid);
    }
    async decide(jid, verdict, requesters) {
        const action = { tag: verdict, attrs: {}, content: participantNodes(requesters) };
        const reply = await groupQuery(this.line, jid, 'set', {
            tag: 'membership_requests_action',
            attrs: {},
            content: [action],
        });
        const answered = getBinaryNodeChild(getBinaryNodeChild(reply, 'membership_requests_action'), verdict);
        const results = getBinaryNodeChildren(answered, 'participant').map((p) => ({
            jid: p.attrs.jid,
            status: p.attrs.error ?? '200',
        }));
        const done = results.filter((r) => r.status === '200').map((r) => r.jid);
        this.change(jid, ({ view }) => {
            view.pendingRequests = view.pendingRequests.filter((pending) => !done.includes(pending));
            if (verdict === 'approve')
                addMembers(view, done.map((member) => ({ jid: member, role: 'member' })));
        });
        return results;
    }
    async invite(jid, type) {
        const reply = await groupQuery(this.line, jid, type, { tag: 'invite', attrs: {} });
        const code = getBinaryNodeChild(reply, 'invite').attrs.code;
        this.change(jid, ({ view }) => (view.inviteCode = code));
        return code;
    }
    async updateProperty(jid, update) {
        const variables = { group_id: jid, update };
        const reply = await this.line.query({
            tag: 'iq',
            attrs: { xmlns: 'w:mex', to: S_WHATSAPP_NET, type: 'get' },
            content: [
                {
                    tag: 'query',
                    attrs: { query_id: UPDATE_PROPERTY_QUERY },
                    content: Buffer.from(JSON.stringify({ variables }), 'utf8'),
                },
            ],
        });
        const result = JSON.parse(textOf(getBinaryNodeChild(reply, 'result')) ?? '{}');
        const [error] = result.errors ?? [];
        // `data` carries the code, as on the Boom of a refused iq
        if (error)
            throw Object.assign(new Error(error.message), { data: error.extensions?.error_code ?? 400 });
    }
    remember(known) {
        const previous = this.known.get(known.view.jid);
        // what the phone learned beside the <group> node (its code, the requests it was told of) stays
        if (previous)
            Object.assign(known.view, {
                inviteCode: previous.view.inviteCode,
                pendingRequests: previous.view.pendingRequests,
            });
        this.known.set(known.view.jid, known);
        this.changed(known.view.jid);
    }
    change(jid, apply) {
        const known = this.known.get(jid);
        if (!known)
            return;
        apply(known);
        this.changed(jid);
    }
    changed(jid) {
        this.watch.changed(jid);
    }
}
//# sourceMappingURL=groups.js.map