import { getBinaryNodeChild, getBinaryNodeChildren } from '@whiskeysockets/baileys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textOf } from '../src/nodes.js';
import { A, B, D, E, groupWorld, jid } from './group-world.js';
import { mex, waitForEvent } from './helpers.js';
const TRANSFER = '29643783178598899';
const SUGGESTIONS = '23972005349071865';
const ALL_SUBGROUPS = '9935467776504344';
/** a raw w:g2 iq through Baileys' own query(), for what Baileys has no function for */
const g2 = (linked, to, type, child) => linked.sock.query({ tag: 'iq', attrs: { to, type, xmlns: 'w:g2' }, content: [child] });
const groupRefs = (jids) => jids.map((j) => ({ tag: 'group', attrs: { jid: j } }));
const status = (err) => err.data;
describe('communities (parent groups on w:g2) through real Baileys', () => {
    let w, sim, alice, bob, erin, dave;
    beforeAll(async () => {
        w = await groupWorld();
        ({ sim, alice, bob, erin, dave } = w);
    });
    afterAll(() => w.close());
    /** a community alice's phone made, and a group of alice's with `members`, linked to it by alice's Baileys socket */
    async function communityWith(members) {
        const created = await alice.phone.communities.create('Neighbours', { generalChat: false });
        const { jid: group } = await alice.phone.groups.create('Street party', members);
        await alice.sock.communityLinkGroup(group, created.jid);
        return { community: created.jid, announcement: created.announcementJid, group };
    }
    it('create with a general chat and approval required: P, its announcement subgroup and general chat, as Baileys parses them; an inline description is dropped', async () => {
        const reply = await g2(alice, '@g.us', 'set', {
            tag: 'create',
            attrs: { subject: 'Block 7', key: 'community-key-1' },
            content: [
                {
                    tag: 'description',
                    attrs: { id: 'desc-c1' },
                    content: [{ tag: 'body', attrs: {}, content: Buffer.from('All of us') }],
                },
                { tag: 'parent', attrs: { default_membership_approval_mode: 'request_required' } },
                { tag: 'allow_non_admin_sub_group_creation', attrs: {} },
                { tag: 'create_general_chat', attrs: {} },
            ],
        });
        expect(reply.attrs.from).toBe('@g.us');
        const group = getBinaryNodeChild(reply, 'group');
        expect(group.attrs.id).toMatch(/^120363\d{12}$/);
        expect(getBinaryNodeChild(group, 'parent')?.attrs).toEqual({ default_membership_approval_mode: 'request_required' });
        expect(getBinaryNodeChild(group, 'allow_non_admin_sub_group_creation')).toBeDefined();
        const community = `${group.attrs.id}@g.us`;
        // whatsapp-rust: the create does not take a community's description (Baileys' communityCreate sends it anyway)
        const meta = await alice.sock.groupMetadata(community);
        expect(meta).toMatchObject({ subject: 'Block 7', isCommunity: true, isCommunityAnnounce: false });
        expect(meta.desc).toBeUndefined();
        const { linkedGroups, isCommunity } = await alice.sock.communityFetchLinkedGroups(community);
        expect(isCommunity).toBe(true);
        expect(linkedGroups.map((g) => g.subject).sort()).toEqual(['Block 7', 'General chat']);
        const announcement = linkedGroups.find((g) => g.subject === 'Block 7').id;
        const general = linkedGroups.find((g) => g.subject === 'General chat').id;
        expect(await alice.sock.groupMetadata(announcement)).toMatchObject({
            linkedParent: community,
            isCommunityAnnounce: true,
            announce: true,
            isCommunity: false,
        });
        expect(await alice.sock.groupMetadata(general)).toMatchObject({
            linkedParent: community,
            isCommunityAnnounce: false,
            announce: false,
        });
        // the creator's phone, another device of the account, got a <create> for P and each subgroup
        const view = await alice.phone.communities.waitForChange(community, (v) => v?.subgroups.length === 2);
        expect(view).toEqual({ jid: community, subject: 'Block 7', subgroups: [announcement, general], deactivated: false });
        expect(alice.phone.groups.view(general)?.parentCommunityJid).toBe(community);
        expect(sim.groups.get(community)?.community?.approvalMode).toBe('request_required');
    });
    it('create from a phone without a general chat, joins approved automatically, the description set afterwards; sub_groups refusals', async () => {
        const upserted = waitForEvent(bob.sock, 'groups.upsert', (groups) => groups.some((g) => g.isCommunity === true));
        const created = await bob.phone.communities.create('Quiet street', {
            generalChat: false,
            approvalMode: 'auto_approve',
            description: 'No noise',
        });
        expect(created.generalChatJid).toBeNull();
        expect((await upserted).find((g) => g.isCommunity)).toMatchObject({ id: created.jid, subject: 'Quiet street' });
        const raw = getBinaryNodeChild(await g2(bob, created.jid, 'get', { tag: 'query', attrs: { request: 'interactive' } }), 'group');
        expect(getBinaryNodeChild(raw, 'parent')?.attrs).toEqual({});
        expect(getBinaryNodeChild(raw, 'allow_non_admin_sub_group_creation')).toBeUndefined();
        expect(textOf(getBinaryNodeChild(getBinaryNodeChild(raw, 'description'), 'body'))).toBe('No noise');
        expect(await bob.sock.groupMetadata(created.announcementJid)).toMatchObject({
            linkedParent: created.jid,
            isCommunityAnnounce: true,
        });
        expect(bob.phone.communities.view(created.jid)).toMatchObject({
            subgroups: [created.announcementJid],
            deactivated: false,
        });
        expect(bob.phone.groups.view(created.announcementJid)).toMatchObject({
            parentCommunityJid: created.jid,
            settings: { announcement: true },
        });
        const listed = await g2(bob, created.jid, 'get', { tag: 'sub_groups', attrs: {} });
        expect(listed.attrs.from).toBe(created.jid);
        const sub = getBinaryNodeChild(getBinaryNodeChild(listed, 'sub_groups'), 'group');
        expect(sub.attrs).toMatchObject({
            id: created.announcementJid.split('@')[0],
            jid: created.announcementJid,
            size: '1',
            creator: jid(bob.phone.phoneNumber),
        });
        expect(getBinaryNodeChild(sub, 'default_sub_group')).toBeDefined();
        await expect(g2(erin, created.jid, 'get', { tag: 'sub_groups', attrs: {} })).rejects.toSatisfy((err) => status(err) === 403);
        await expect(g2(bob, created.announcementJid, 'get', { tag: 'sub_groups', attrs: {} })).rejects.toSatisfy((err) => status(err) === 406);
        await expect(g2(bob, '120363000000000001@g.us', 'get', { tag: 'sub_groups', attrs: {} })).rejects.toSatisfy((err) => status(err) === 404);
    });
    it('FetchAllSubgroups (mex) names the announcement subgroup and the general chat; <sub_groups> rows do not', async () => {
        const created = await alice.phone.communities.create('Two streets');
        expect(created.generalChatJid).not.toBeNull();
        const { jid: group } = await alice.phone.groups.create('Corner', []);
        await alice.phone.communities.link(created.jid, [group]);
        const all = (linked) => mex(linked, { group_id: created.jid }, ALL_SUBGROUPS, 'xwa2_group_query_by_id');
        // whatsapp-rust mex_operations.rs fetch_all_subgroups: Xwa2GroupQueryById { default_sub_group, id, sub_groups }
        const answer = await all(alice);
        expect(answer).toMatchObject({
            id: created.jid,
            default_sub_group: { id: created.announcementJid, subject: { value: 'Two streets' } },
        });
        const nodes = answer.sub_groups.edges.map((edge) => edge.node);
        expect(nodes).toEqual([
            expect.objectContaining({
                id: created.generalChatJid,
                subject: expect.objectContaining({ value: 'General chat' }),
                properties: { general_chat: '1', membership_approval_mode_enabled: false },
            }),
            expect.objectContaining({
                id: group,
                properties: { general_chat: '0', membership_approval_mode_enabled: false },
            }),
        ]);
        const rows = getBinaryNodeChildren(getBinaryNodeChild(await g2(alice, created.jid, 'get', { tag: 'sub_groups', attrs: {} }), 'sub_groups'), 'group');
        expect(rows.flatMap((row) => (Array.isArray(row.content) ? row.content.map((c) => c.tag) : []))).toEqual([
            'default_sub_group',
        ]);
        await expect(all(bob)).rejects.toMatchObject({ output: { statusCode: 403 } });
    });
    it('a member who is no admin makes a group inside a community only when its create allowed it', async () => {
        const open = await alice.phone.communities.create('Open street', {
            generalChat: false,
            allowNonAdminSubGroupCreation: true,
        });
        const closed = await alice.phone.communities.create('Closed street', { generalChat: false });
        const { jid: group } = await alice.phone.groups.create('Members', [B]);
        await alice.phone.communities.link(open.jid, [group]);
        const { jid: other } = await alice.phone.groups.create('Members too', [B]);
        await alice.phone.communities.link(closed.jid, [other]);
        expect(sim.groups.get(open.jid)?.community?.allowNonAdminSubGroupCreation).toBe(true);
        const made = await bob.sock.communityCreateGroup('Bob’s own', [], open.jid);
        expect(made).toMatchObject({ subject: 'Bob’s own', linkedParent: open.jid });
        await expect(bob.sock.communityCreateGroup('Not allowed', [], closed.jid)).rejects.toSatisfy((err) => status(err) === 401);
    });
    it('link and unlink: a member phone of the group sees the community and the parent change; refusals per group', async () => {
        const { community, group } = await communityWith([D]);
        const linked = await dave.communities.waitForChange(community, (v) => !!v?.subgroups.includes(group));
        expect(linked).toMatchObject({ subject: 'Neighbours', deactivated: false });
        expect((await dave.groups.waitForChange(group, (v) => v?.parentCommunityJid === community))?.subject).toBe('Street party');
        expect((await alice.sock.groupMetadata(group)).linkedParent).toBe(community);
        expect(sim.groups.get(community)?.members.has(sim.phone(D).account)).toBe(true);
        const { jid: unknownOwner } = await bob.phone.groups.create('Not alice', []);
        const reply = await g2(alice, community, 'set', {
            tag: 'links',
            attrs: {},
            content: [
                {
                    tag: 'link',
                    attrs: { link_type: 'sub_group' },
                    content: groupRefs([group, unknownOwner, '120363000000000002@g.us']),
                },
            ],
        });
        const answers = getBinaryNodeChildren(getBinaryNodeChild(getBinaryNodeChild(reply, 'links'), 'link'), 'group');
        expect(answers.map((a) => a.attrs.error)).toEqual(['409', '401', '404']);
        await expect(bob.sock.communityLinkGroup(unknownOwner, community)).rejects.toSatisfy((err) => status(err) === 401);
        await alice.sock.communityUnlinkGroup(group, community);
        await dave.communities.waitForChange(community, (v) => v?.subgroups.length === 0);
        await dave.groups.waitForChange(group, (v) => v?.parentCommunityJid === null);
        expect((await alice.sock.groupMetadata(group)).linkedParent).toBeUndefined();
        // unlinking leaves the members in the community
        expect(dave.communities.view(community)).not.toBeNull();
    });
    it("Baileys' communityCreateGroup makes a group inside the community, communityLeave leaves it", async () => {
        const { jid: community } = await alice.phone.communities.create('Made inside', { generalChat: false });
        const made = await alice.sock.communityCreateGroup('Inside', [jid(E)], community);
        expect(made).toMatchObject({ subject: 'Inside', linkedParent: community });
        expect(await erin.phone.communities.waitForChange(community, (v) => !!v?.subgroups.includes(made.id))).toMatchObject({ subject: 'Made inside' });
        // bob is no admin of the community (Baileys logs the parsed reply on its module logger, not the socket's)
        await expect(bob.sock.communityCreateGroup('Not mine', [], community)).rejects.toSatisfy((err) => status(err) === 401);
        await erin.sock.communityLeave(community);
        await erin.phone.communities.waitForChange(community, (v) => v === null);
        expect(sim.groups.get(community)?.members.has(erin.phone.account)).toBe(false);
    });
    it('unlink with orphan removal: members in no other subgroup leave the community, the others stay', async () => {
        const { community, group } = await communityWith([D, E]);
        const { jid: other } = await alice.phone.groups.create('Other street', [E]);
        await alice.sock.communityLinkGroup(other, community);
        await dave.communities.waitForChange(community, (v) => v?.subgroups.length === 2);
        const removed = waitForEvent(erin.sock, 'group-participants.update', (u) => u.id === community && u.action === 'remove');
        await alice.phone.communities.unlink(community, group, true);
        expect((await removed).participants.map((p) => (typeof p === 'string' ? p : p.id))).toEqual([jid(D)]);
        await dave.communities.waitForChange(community, (v) => v === null);
        const members = sim.groups.get(community).members;
        expect(members.has(sim.phone(D).account)).toBe(false);
        expect(members.has(erin.phone.account)).toBe(true);
        // dave stays in the group itself
        expect(dave.groups.view(group)?.parentCommunityJid).toBeNull();
    });
    it('join a linked subgroup as a community member, then receive a message in it; refusals', async () => {
        const { community } = await communityWith([D]);
        const { jid: second } = await alice.phone.groups.create('Second street', []);
        await alice.phone.communities.link(community, [second]);
        await dave.communities.waitForChange(community, (v) => !!v?.subgroups.includes(second));
        const added = waitForEvent(alice.sock, 'group-participants.update', (u) => u.id === second && u.action === 'add');
        await dave.communities.joinSubgroup(community, second);
        expect(dave.groups.view(second)?.participants.map((p) => p.jid)).toContain(jid(D));
        expect((await added).participants.map((p) => (typeof p === 'string' ? p : p.id))).toEqual([jid(D)]);
        await alice.sock.sendMessage(second, { text: 'welcome to the second street' });
        const message = await dave.waitForMessage((m) => m.chatJid === second);
        expect(message.text).toBe('welcome to the second street');
        await expect(g2(erin, community, 'set', { tag: 'join_linked_group', attrs: { jid: second } })).rejects.toSatisfy((err) => status(err) === 403);
        const { jid: unlinked } = await alice.phone.groups.create('Not linked', []);
        await expect(dave.communities.joinSubgroup(community, unlinked)).rejects.toMatchObject({ data: 404 });
    });
    it('participants across the community and its subgroups, once each', async () => {
        const { community, group } = await communityWith([D]);
        await alice.phone.groups.updateParticipants(group, 'add', [E]);
        const reply = await g2(alice, community, 'get', { tag: 'linked_groups_participants', attrs: {} });
        const listed = getBinaryNodeChildren(getBinaryNodeChild(reply, 'linked_groups_participants'), 'participant');
        expect(listed.map((p) => [p.attrs.jid, p.attrs.type ?? 'member'])).toEqual([
            [jid(A), 'superadmin'],
            [jid(D), 'member'],
            [jid(E), 'member'],
        ]);
        await expect(g2(bob, community, 'get', { tag: 'linked_groups_participants', attrs: {} })).rejects.toSatisfy((err) => status(err) === 403);
    });
    it('ownership transfer (mex): the new owner is superadmin and creator, the old one an admin; members see the promote', async () => {
        const { community } = await communityWith([D]);
        await dave.communities.waitForChange(community, (v) => v !== null);
        const transfer = (linked, to) => mex(linked, { input: { group_id: community, role_updates: [{ new_role: 'SUPERADMIN_MEMBER', user_jid: to }] } }, TRANSFER, 'xwa2_group_update_users_role');
        await expect(transfer(bob, jid(D))).rejects.toMatchObject({ output: { statusCode: 403 } });
        await expect(transfer(alice, jid(E))).rejects.toMatchObject({ output: { statusCode: 404 } });
        // whatsapp-rust mex_operations.rs transfer_community_ownership: Xwa2GroupUpdateUsersRole
        expect(await transfer(alice, jid(D))).toEqual({
            group_id: community,
            lid_migration_state: { addressing_mode: 'pn' },
        });
        await dave.groups.waitForChange(community, (v) => v?.participants.find((p) => p.jid === jid(D))?.role === 'superadmin');
        const meta = await alice.sock.groupMetadata(community);
        expect(meta.owner).toBe(jid(D));
        expect(meta.participants.find((p) => p.id === jid(A))?.admin).toBe('admin');
        await expect(transfer(alice, jid(A))).rejects.toMatchObject({ output: { statusCode: 401 } });
    });
    it('subgroup suggestions: what members suggested and is not linked, asked with a subgroup hint', async () => {
        const { community, announcement } = await communityWith([D]);
        await dave.communities.waitForChange(community, (v) => v !== null);
        const { jid: proposed } = await dave.groups.create('Dave’s garden', []);
        await dave.communities.suggest(community, proposed);
        await expect(erin.phone.communities.suggest(community, proposed)).rejects.toMatchObject({ data: 403 });
        const ask = (hint) => mex(alice, { group_id: community, sub_group_hint_id: hint }, SUGGESTIONS, 'xwa2_group_query_by_id');
        // whatsapp-rust mex_operations.rs fetch_subgroup_suggestions: sub_group_suggestions.edges[].node
        expect(await ask(announcement)).toEqual({
            id: community,
            sub_group_suggestions: {
                edges: [
                    {
                        node: {
                            id: proposed,
                            subject: { value: 'Dave’s garden' },
                            creator: { id: jid(D) },
                            creation_time: expect.any(Number),
                            total_participants_count: 1,
                            is_existing_group: true,
                        },
                    },
                ],
            },
        });
        await expect(ask(proposed)).rejects.toMatchObject({ output: { statusCode: 404 } });
    });
    it('deactivation: P answers 404 afterwards, the subgroups stay as plain groups; only an admin may', async () => {
        const { community, announcement, group } = await communityWith([D]);
        await dave.groups.waitForChange(group, (v) => v?.parentCommunityJid === community);
        await expect(dave.communities.deactivate(community)).rejects.toMatchObject({ data: 401 });
        expect(sim.groups.get(community)).toBeDefined();
        await g2(alice, community, 'set', { tag: 'delete_parent', attrs: {} });
        await dave.communities.waitForChange(community, (v) => v?.deactivated === true);
        await dave.groups.waitForChange(group, (v) => v?.parentCommunityJid === null);
        await expect(alice.sock.groupMetadata(community)).rejects.toSatisfy((err) => status(err) === 404);
        const plain = await alice.sock.groupMetadata(announcement);
        expect(plain).toMatchObject({ linkedParent: undefined, isCommunityAnnounce: false, isCommunity: false });
        expect(sim.groups.get(group)?.parent).toBeUndefined();
    });
});
//# sourceMappingURL=communities.test.js.map