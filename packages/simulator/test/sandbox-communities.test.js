import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxWorld } from './sandbox-world.js';
const KEY = 'sk_test_sandbox_communities';
const [A, B, C] = ['15550013001', '15550013002', '15550013003'];
describe('sandbox community routes', () => {
    let sim;
    let call;
    beforeAll(async () => {
        ;
        ({ sim, call } = await sandboxWorld(KEY, [A, B, C]));
    });
    afterAll(() => sim.close());
    it('creates a community, links and unlinks a group, and the member phone sees it', async () => {
        const created = await call('POST', `/phones/${A}/communities`, {
            subject: 'Sandbox town',
            approvalMode: 'request_required',
            generalChat: true,
        });
        expect(created.status).toBe(201);
        const { jid, announcementJid, generalChatJid } = created.body.data;
        expect([jid, announcementJid, generalChatJid].every((j) => /^120363\d{12}@g\.us$/.test(j))).toBe(true);
        expect((await call('GET', `/phones/${A}/communities/${jid}`)).body.data).toEqual({
            jid,
            subject: 'Sandbox town',
            subgroups: [announcementJid, generalChatJid],
            deactivated: false,
        });
        const { jid: gid } = await sim.phone(A).groups.create('Square', [B]);
        expect((await call('GET', `/phones/${B}/communities/${jid}`)).body.code).toBe('community_not_found');
        const linked = await call('POST', `/phones/${A}/communities/${jid}/subgroups`, {
            action: 'link',
            groupJids: [gid, '120363000000000009@g.us'],
        });
        expect(linked.body.data).toEqual([
            { jid: gid, status: '200' },
            { jid: '120363000000000009@g.us', status: '404' },
        ]);
        await sim.phone(B).communities.waitForChange(jid, (v) => !!v?.subgroups.includes(gid));
        expect((await call('GET', `/phones/${B}/communities/${jid}`)).body.data.subject).toBe('Sandbox town');
        const unlinked = await call('POST', `/phones/${A}/communities/${jid}/subgroups`, {
            action: 'unlink',
            groupJids: [gid],
            removeOrphanedMembers: true,
        });
        expect(unlinked.body.data).toEqual([{ jid: gid, status: '200' }]);
        await sim.phone(B).communities.waitForChange(jid, (v) => v === null);
        expect((await call('GET', `/phones/${B}/communities/${jid}`)).status).toBe(404);
        expect((await call('POST', `/phones/${C}/communities/${jid}/subgroups`, { action: 'link', groupJids: [gid] })).status).toBe(404);
        expect((await call('POST', `/phones/${A}/communities`, { subject: 'x', extra: true })).status).toBe(422);
        const open = await call('POST', `/phones/${A}/communities`, {
            subject: 'Open',
            allowNonAdminSubGroupCreation: true,
        });
        expect(sim.groups.get(open.body.data.jid)?.community?.allowNonAdminSubGroupCreation).toBe(true);
        expect(sim.groups.get(jid)?.community?.allowNonAdminSubGroupCreation).toBe(false);
    });
});
//# sourceMappingURL=sandbox-communities.test.js.map