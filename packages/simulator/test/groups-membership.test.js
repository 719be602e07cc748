import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, B, C, D, E, groupWorld, jid, NOBODY } from './group-world.js';
import { waitForEvent } from './helpers.js';
describe('groups (w:g2) through real Baileys: invites, join requests, leave, permissions', () => {
    let w, sim, alice, bob, erin, carol, dave;
    beforeAll(async () => {
        w = await groupWorld();
        ({ sim, alice, bob, erin, carol, dave } = w);
    });
    afterAll(() => w.close());
    it('invites: code, revoke (the old code is 410 at once), info (406 for an unknown code), accept by a Baileys outsider', async () => {
        const { jid: gid } = await alice.phone.groups.create('Open door', [B]);
        await bob.phone.groups.waitForChange(gid, (v) => v !== null);
        const code = (await alice.sock.groupInviteCode(gid));
        expect(code).toMatch(/^[0-9A-Za-z]{22}$/);
        expect((await erin.sock.groupGetInviteInfo(code)).subject).toBe('Open door');
        const announced = waitForEvent(bob.sock, 'groups.update', (updates) => updates.some((u) => u.id === gid && typeof u.inviteCode === 'string'));
        const fresh = (await alice.sock.groupRevokeInvite(gid));
        expect(fresh).not.toBe(code);
        expect((await announced).find((u) => u.id === gid)?.inviteCode).toBe(fresh);
        await bob.phone.groups.waitForChange(gid, (v) => v?.inviteCode === fresh);
        await expect(erin.sock.groupGetInviteInfo(code)).rejects.toMatchObject({ data: 410 });
        await expect(erin.sock.groupAcceptInvite(code)).rejects.toMatchObject({ data: 410 });
        await expect(erin.sock.groupGetInviteInfo('NoSuchCode')).rejects.toMatchObject({ data: 406 });
        const joined = waitForEvent(alice.sock, 'group-participants.update', (u) => u.id === gid && u.action === 'add');
        expect(await erin.sock.groupAcceptInvite(fresh)).toBe(gid);
        expect(await joined).toMatchObject({ author: jid(E), participants: [{ id: jid(E) }] });
        // the joiner's other device (its phone) is sent the whole group; the joining socket got the jid
        expect((await erin.phone.groups.waitForChange(gid, (v) => v !== null))?.participants.map((p) => p.jid)).toContain(jid(E));
        await bob.phone.groups.waitForChange(gid, (v) => !!v?.participants.some((p) => p.jid === jid(E)));
    });
    it('join approval: a join by code is a request the admins are told of; the admin phone approves it, then rejects and a requester cancels', async () => {
        const { jid: gid } = await alice.phone.groups.create('Members only', [B]);
        await alice.phone.groups.setJoinApproval(gid, true);
        const code = await alice.phone.groups.inviteCode(gid);
        const requested = waitForEvent(alice.sock, 'group.join-request', (r) => r.id === gid && r.action === 'created');
        expect(await dave.groups.join(code)).toEqual({ jid: gid, pending: true });
        expect(await requested).toMatchObject({ participant: jid(D), method: 'invite_link' });
        await alice.phone.groups.waitForChange(gid, (v) => v?.pendingRequests.includes(jid(D)) ?? false);
        expect(await alice.sock.groupRequestParticipantsList(gid)).toMatchObject([
            { jid: jid(D), request_method: 'invite_link' },
        ]);
        expect(dave.groups.view(gid)).toBeNull();
        const approvedAdd = waitForEvent(alice.sock, 'group-participants.update', (u) => u.id === gid && u.action === 'add');
        expect(await alice.phone.groups.approve(gid, [D])).toEqual([{ jid: jid(D), status: '200' }]);
        expect((await approvedAdd).participants).toMatchObject([{ id: jid(D) }]);
        expect((await dave.groups.waitForChange(gid, (v) => v !== null))?.subject).toBe('Members only');
        expect(alice.phone.groups.view(gid)?.pendingRequests).toEqual([]);
        // carol asks; the admin's Baileys socket rejects
        expect((await carol.groups.join(code)).pending).toBe(true);
        await alice.phone.groups.waitForChange(gid, (v) => v?.pendingRequests.includes(jid(C)) ?? false);
        const rejected = waitForEvent(alice.sock, 'group.join-request', (r) => r.id === gid && r.action === 'rejected');
        expect(await alice.phone.groups.reject(gid, [C, NOBODY])).toEqual([
            { jid: jid(C), status: '200' },
            { jid: jid(NOBODY), status: '404' },
        ]);
        expect(await rejected).toMatchObject({ participant: jid(C) });
        // erin asks and withdraws (RAW <cancel_membership_requests>): Baileys calls that 'revoked'
        expect(await erin.sock.groupAcceptInvite(code)).toBeUndefined();
        await alice.phone.groups.waitForChange(gid, (v) => v?.pendingRequests.includes(jid(E)) ?? false);
        const revoked = waitForEvent(alice.sock, 'group.join-request', (r) => r.id === gid && r.action === 'revoked');
        const cancel = (participant) => erin.sock.query({
            tag: 'iq',
            attrs: { to: gid, type: 'set', xmlns: 'w:g2' },
            content: [
                {
                    tag: 'cancel_membership_requests',
                    attrs: {},
                    content: [{ tag: 'participant', attrs: { jid: participant } }],
                },
            ],
        });
        await cancel(jid(E));
        expect(await revoked).toMatchObject({ participant: jid(E), author: jid(E) });
        await alice.phone.groups.waitForChange(gid, (v) => v?.pendingRequests.length === 0);
        await expect(cancel(jid(E))).rejects.toMatchObject({ data: 404 });
    });
    it('leave: the others see a remove whose actor is the leaver; the leaving account is out everywhere', async () => {
        const { jid: gid } = await alice.phone.groups.create('Short stay', [B]);
        await bob.phone.groups.waitForChange(gid, (v) => v !== null);
        const left = waitForEvent(alice.sock, 'group-participants.update', (u) => u.id === gid && u.action === 'remove');
        await bob.sock.groupLeave(gid);
        expect(await left).toMatchObject({ author: jid(B), participants: [{ id: jid(B) }] });
        await bob.phone.groups.waitForChange(gid, (v) => v === null);
        await alice.phone.groups.waitForChange(gid, (v) => v?.participants.length === 1);
        await expect(bob.sock.groupLeave(gid)).rejects.toMatchObject({ data: 403 });
        await expect(bob.sock.groupMetadata(gid)).rejects.toMatchObject({ data: 403 });
    });
    it('permissions: 401 for a member where admins decide, 403 for a non-member, 404 for no such group, 409 for a stale description', async () => {
        const { jid: gid } = await alice.phone.groups.create('Rules', [B], { description: 'v1' });
        await alice.phone.groups.setSetting(gid, 'locked');
        await alice.phone.groups.setMemberAddMode(gid, 'admin_add');
        await bob.phone.groups.waitForChange(gid, (v) => v?.settings.memberAddMode === 'admin_add' && v.settings.locked);
        const notAuthorized = { data: 401, message: 'not-authorized' };
        await expect(bob.sock.groupUpdateSubject(gid, 'mine')).rejects.toMatchObject(notAuthorized);
        await expect(bob.sock.groupUpdateDescription(gid, 'mine')).rejects.toMatchObject(notAuthorized);
        await expect(bob.sock.groupSettingUpdate(gid, 'announcement')).rejects.toMatchObject(notAuthorized);
        await expect(bob.sock.groupInviteCode(gid)).rejects.toMatchObject(notAuthorized);
        await expect(bob.sock.groupRevokeInvite(gid)).rejects.toMatchObject(notAuthorized);
        await expect(bob.sock.groupParticipantsUpdate(gid, [jid(D)], 'add')).rejects.toMatchObject(notAuthorized);
        await expect(bob.sock.groupParticipantsUpdate(gid, [jid(A)], 'demote')).rejects.toMatchObject(notAuthorized);
        await expect(bob.sock.groupRequestParticipantsList(gid)).rejects.toMatchObject(notAuthorized);
        await expect(bob.phone.groups.setJoinApproval(gid, true)).rejects.toMatchObject({ data: 401 });
        await expect(erin.sock.groupMetadata(gid)).rejects.toMatchObject({ data: 403 });
        await expect(erin.sock.groupUpdateSubject(gid, 'x')).rejects.toMatchObject({ data: 403 });
        await expect(erin.sock.groupMetadata('120363000000000000@g.us')).rejects.toMatchObject({ data: 404 });
        const stale = alice.sock.query({
            tag: 'iq',
            attrs: { to: gid, type: 'set', xmlns: 'w:g2' },
            content: [
                {
                    tag: 'description',
                    attrs: { id: 'desc-new', prev: 'not-the-current-one' },
                    content: [{ tag: 'body', attrs: {}, content: Buffer.from('v2') }],
                },
            ],
        });
        await expect(stale).rejects.toMatchObject({ data: 409, message: 'conflict' });
        expect(sim.groups.get(gid)?.description?.text).toBe('v1');
    });
});
//# sourceMappingURL=groups-membership.test.js.map