import { getBinaryNodeChild, getBinaryNodeChildren } from '@whiskeysockets/baileys';
import { groupMetadata, groupQuery } from './group-members.js';
import { ViewWatch } from './watch.js';
/** `data` carries the code, as on the Boom of a refused iq */
const refused = (code, what) => Object.assign(new Error(`${what} refused with ${code}`), { data: Number(code) });
/**
 * What device 0 does with communities: the w:g2 iqs whatsapp-rust sends, through the server. A
 * community's subgroups are groups, kept by `PhoneGroups`; here is what the phone knows of the
 * community itself.
 */
export class PhoneCommunities {
    account;
    line;
    groups;
    known = new Map();
    watch = new ViewWatch((jid) => this.view(jid), (jid) => `phone ${this.account.phoneNumber}, community ${jid}`);
    constructor(account, line, groups) {
        this.account = account;
        this.line = line;
        this.groups = groups;
    }
    /** null when the phone is not in the community and never was */
    view(jid) {
        const view = this.known.get(jid);
        return view ? structuredClone(view) : null;
    }
    waitForChange(jid, predicate, timeoutMs) {
        return this.watch.waitFor(jid, predicate, timeoutMs);
    }
    /**
     * As whatsapp-rust's `features/community.rs` create: the `<create>` with the options asked for, then the
     * description as a second iq. The creating device gets no `<create>` of the subgroups the server made (its
     * other devices do), so it asks for them with `<sub_groups/>` and each one's metadata, whose
     * `<general_chat/>` says which is the general chat (whatsapp-rust `iq/groups.rs` GroupInfoResponse).
     */
    async create(subject, options = {}) {
        const approval = options.approvalMode === 'request_required' ? { default_membership_approval_mode: 'request_required' } : {};
        const content = [{ tag: 'parent', attrs: approval }];
        if (options.allowNonAdminSubGroupCreation)
            content.push({ tag: 'allow_non_admin_sub_group_creation', attrs: {} });
        if (options.generalChat ?? true)
            content.push({ tag: 'create_general_chat', attrs: {} });
        const reply = await groupQuery(this.line, '@g.us', 'set', {
            tag: 'create',
            attrs: { subject, key: this.line.nextId() },
            content,
        });
        const group = getBinaryNodeChild(reply, 'group');
        const jid = `${group.attrs.id}@g.us`;
        this.groups.learn(group);
        if (options.description)
            await this.groups.setDescription(jid, options.description);
        const listed = await groupQuery(this.line, jid, 'get', { tag: 'sub_groups', attrs: {} });
        const subgroups = getBinaryNodeChildren(getBinaryNodeChild(listed, 'sub_groups'), 'group');
        let generalChatJid = null;
        for (const sub of subgroups) {
            const metadata = await groupMetadata(this.line, sub.attrs.jid);
            this.groups.learn(metadata);
            if (getBinaryNodeChild(metadata, 'general_chat'))
                generalChatJid = sub.attrs.jid;
        }
        this.set(jid, {
            jid,
            subject: group.attrs.subject ?? subject,
            subgroups: subgroups.map((g) => g.attrs.jid),
            deactivated: false,
        });
        const announcement = subgroups.find((g) => getBinaryNodeChild(g, 'default_sub_group'));
        return { jid, announcementJid: announcement.attrs.jid, generalChatJid };
    }
    /** each group answered on its own: status '200' or the server's code */
    async link(communityJid, groupJids) {
        const link = {
            tag: 'link',
            attrs: { link_type: 'sub_group' },
            content: groupJids.map((jid) => ({ tag: 'group', attrs: { jid } })),
        };
        const reply = await groupQuery(this.line, communityJid, 'set', { tag: 'links', attrs: {}, content: [link] });
        const answered = getBinaryNodeChildren(getBinaryNodeChild(getBinaryNodeChild(reply, 'links'), 'link'), 'group');
        const results = answered.map((g) => ({ jid: g.attrs.jid, status: g.attrs.error ?? '200' }));
        for (const { jid } of results.filter((r) => r.status === '200')) {
            this.groups.setParent(jid, communityJid);
            this.update(communityJid, (view) => view.subgroups.includes(jid) || view.subgroups.push(jid));
        }
        return results;
    }
    async unlink(communityJid, groupJid, removeOrphanedMembers = false) {
        const attrs = removeOrphanedMembers
            ? { jid: groupJid, remove_orphaned_members: 'true' }
            : { jid: groupJid };
        const reply = await groupQuery(this.line, communityJid, 'set', {
            tag: 'unlink',
            attrs: { unlink_type: 'sub_group' },
            content: [{ tag: 'group', attrs }],
        });
        const error = getBinaryNodeChild(getBinaryNodeChild(reply, 'unlink'), 'group')?.attrs.error;
        if (error)
            throw refused(error, `unlinking ${groupJid}`);
        this.groups.setParent(groupJid, null);
        this.update(communityJid, (view) => (view.subgroups = view.subgroups.filter((jid) => jid !== groupJid)));
    }
    async deactivate(communityJid) {
        await groupQuery(this.line, communityJid, 'set', { tag: 'delete_parent', attrs: {} });
        for (const jid of this.known.get(communityJid)?.subgroups ?? [])
            this.groups.setParent(jid, null);
        this.groups.forget(communityJid);
        this.update(communityJid, (view) => Object.assign(view, { subgroups: [], deactivated: true }));
    }
    /** proposes one of the phone's groups for the community (the simulator's own node, see handlers/community-links.ts) */
    async suggest(communityJid, groupJid) {
        await groupQuery(this.line, communityJid, 'set', {
            tag: 'sub_group_suggestions',
            attrs: {},
            content: [{ tag: 'group', attrs: { jid: groupJid } }],
        });
    }
    async joinSubgroup(communityJid, groupJid) {
        const reply = await groupQuery(this.line, communityJid, 'set', {
            tag: 'join_linked_group',
            attrs: { jid: groupJid },
        });
        this.groups.learn(getBinaryNodeChild(getBinaryNodeChild(reply, 'linked_group'), 'group'));
    }
    /** a w:gp2 notification, read for what it says about a community (the group side is PhoneGroups') */
    receive(node) {
        const from = node.attrs.from;
        const change = Array.isArray(node.content) ? node.content[0] : undefined;
        const named = getBinaryNodeChild(change, 'group');
        switch (change?.tag) {
            case 'create': {
                const parentJid = getBinaryNodeChild(named, 'linked_parent')?.attrs.jid;
                if (getBinaryNodeChild(named, 'parent')) {
                    const jid = `${named.attrs.id}@g.us`;
                    this.set(jid, {
                        jid,
                        subject: named.attrs.subject ?? '',
                        subgroups: this.known.get(jid)?.subgroups ?? [],
                        deactivated: false,
                    });
                }
                else if (parentJid)
                    this.addSubgroup(parentJid, `${named.attrs.id}@g.us`);
                return;
            }
            case 'link':
                return this.addSubgroup(from, named.attrs.jid);
            case 'unlink':
                if (change.attrs.unlink_type === 'sub_group')
                    this.update(from, (view) => (view.subgroups = view.subgroups.filter((jid) => jid !== named.attrs.jid)));
                return;
            case 'subject':
                return this.update(from, (view) => (view.subject = change.attrs.subject ?? view.subject));
            case 'delete':
                return this.update(from, (view) => Object.assign(view, { subgroups: [], deactivated: true }));
            case 'remove': {
                const removed = getBinaryNodeChildren(change, 'participant').map((p) => p.attrs.jid);
                if (!removed.some((jid) => jid === this.account.jid || jid === this.account.lid) || !this.known.delete(from))
                    return;
                return this.watch.changed(from);
            }
        }
    }
    /** a link told to a member of the linked group before it heard of the community: it knows no subject yet */
    addSubgroup(communityJid, groupJid) {
        if (!this.known.has(communityJid))
            this.known.set(communityJid, { jid: communityJid, subject: '', subgroups: [], deactivated: false });
        this.update(communityJid, (view) => view.subgroups.includes(groupJid) || view.subgroups.push(groupJid));
    }
    set(jid, view) {
        this.known.set(jid, view);
        this.watch.changed(jid);
    }
    update(jid, apply) {
        const view = this.known.get(jid);
        if (!view)
            return;
        apply(view);
        this.watch.changed(jid);
    }
}
//# sourceMappingURL=communities.js.map