import { getBinaryNodeChild } from '@whiskeysockets/baileys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, B, groupWorld } from './group-world.js';
import { mex } from './helpers.js';
describe("group operations over w:mex, through Baileys' own mex parser", () => {
    let w, sim, alice, bob;
    beforeAll(async () => {
        w = await groupWorld();
        ({ sim, alice, bob } = w);
    });
    afterAll(() => w.close());
    it('mex: link and history modes (seen on a re-read), the internal check, a suspension appeal, and a loud unknown query id', async () => {
        const { jid: gid } = await alice.phone.groups.create('Mex', [B]);
        await bob.phone.groups.waitForChange(gid, (v) => v !== null);
        const update = (linked, change) => mex(linked, { group_id: gid, update: change }, '9418211574894172', 'xwa2_group_update_property');
        const notified = [];
        bob.sock.ws.on('CB:notification,type:w:gp2', (node) => {
            if (node.attrs.from === gid)
                notified.push(...node.content.map((c) => c.tag));
        });
        // a member learns of a mode change by reading the group: no notification carries one
        const reread = async () => {
            await bob.phone.groups.fetch(gid);
            return bob.phone.groups.view(gid).settings;
        };
        expect(await update(alice, { member_link_mode: 'ALL_MEMBER_LINK' })).toEqual({ id: gid, state: 'ACTIVE' });
        expect((await reread()).memberLinkMode).toBe('all_member_link');
        expect(await update(alice, { member_share_group_history_mode: 'ALL_MEMBER_SHARE' })).toEqual({
            id: gid,
            state: 'ACTIVE',
        });
        expect((await reread()).memberShareGroupHistoryMode).toBe('all_member_share');
        await alice.phone.groups.setMemberLinkMode(gid, 'admin_link');
        expect((await reread()).memberLinkMode).toBe('admin_link');
        // (the companion may hear of the group's creation only now; that is all it hears)
        expect(notified.filter((tag) => tag !== 'create')).toEqual([]);
        await expect(update(bob, { member_link_mode: 'ADMIN_LINK' })).rejects.toMatchObject({ output: { statusCode: 401 } });
        await expect(mex(alice, { group_id: '120363000000000000@g.us', update: { member_link_mode: 'ADMIN_LINK' } }, '9418211574894172', 'xwa2_group_update_property')).rejects.toMatchObject({
            output: { statusCode: 404 },
        });
        const internal = () => mex(alice, { id: gid }, '34119218944390847', 'xwa2_group_query_by_id');
        expect(await internal()).toEqual({ id: gid, properties: { internal: false } });
        sim.groups.setInternal(gid, true);
        expect(await internal()).toEqual({ id: gid, properties: { internal: true } });
        const appeal = (groupJid) => mex(alice, { input: { group_jid: groupJid, appeal_reason: 'we did nothing', debug_info: '{}' } }, '25946115325088226', 'wa_create_group_suspension_appeal');
        const bare = gid.split('@')[0];
        // no response code is invented for a group that is not suspended
        await expect(appeal(bare)).rejects.toMatchObject({ output: { statusCode: 400 } });
        sim.groups.setSuspended(gid, true);
        // the appeal names the group by its bare id: a full JID names none
        await expect(appeal(gid)).rejects.toMatchObject({ output: { statusCode: 400 } });
        expect(sim.groups.get(gid)?.appeal).toBeUndefined();
        const filed = await appeal(bare);
        expect(filed).toMatchObject({ response_code: 'SUCCESS', error_message: null });
        expect(filed.appeal_creation_time).toBeGreaterThan(0);
        expect(sim.groups.get(gid)?.appeal?.reason).toBe('we did nothing');
        expect(await appeal(bare)).toEqual({ ...filed, response_code: 'APPEAL_ALREADY_EXISTS' });
        const metadata = (await alice.sock.query({
            tag: 'iq',
            attrs: { to: gid, type: 'get', xmlns: 'w:g2' },
            content: [{ tag: 'query', attrs: { request: 'interactive' } }],
        }));
        expect(getBinaryNodeChild(getBinaryNodeChild(metadata, 'group'), 'suspended')).toBeDefined();
        const unhandled = sim.waitFor('unhandled-node', (e) => e.node.attrs.xmlns === 'w:mex');
        await expect(mex(alice, {}, '1', 'xwa2_nothing')).rejects.toMatchObject({
            message: 'GraphQL server error: unknown query',
            output: { statusCode: 400 },
        });
        expect((await unhandled).phoneNumber).toBe(A);
    });
});
//# sourceMappingURL=groups-mex.test.js.map