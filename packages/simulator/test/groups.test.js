import { getBinaryNodeChild, getBinaryNodeChildren } from '@whiskeysockets/baileys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, B, C, D, groupWorld, jid, NOBODY, recordNotifications, } from './group-world.js';
import { connect, endSocket, waitForEvent, waitForOpen } from './helpers.js';
describe('groups (w:g2) through real Baileys: create, metadata, changes', () => {
    let w, sim, alice, bob, carol, dave, bobSaw;
    beforeAll(async () => {
        w = await groupWorld();
        ({ sim, alice, bob, carol, dave } = w);
        bobSaw = recordNotifications(bob);
    });
    afterAll(() => w.close());
    it('create: the group with the members added, and each refused participant with its code (403 privacy with add_request, 404 no account)', async () => {
        const upserted = waitForEvent(bob.sock, 'groups.upsert', (groups) => groups.some((g) => g.subject === 'Trip'));
        const reply = (await alice.sock.query({
            tag: 'iq',
            attrs: { to: '@g.us', type: 'set', xmlns: 'w:g2' },
            content: [
                {
                    tag: 'create',
                    attrs: { subject: 'Trip', key: 'create-key-1' },
                    content: [
                        ...[B, C, NOBODY].map((n) => ({ tag: 'participant', attrs: { jid: jid(n) } })),
                        {
                            tag: 'description',
                            attrs: { id: 'desc-1' },
                            content: [{ tag: 'body', attrs: {}, content: Buffer.from('Where we go') }],
                        },
                    ],
                },
            ],
        }));
        expect(reply.attrs.from).toBe('@g.us');
        const group = getBinaryNodeChild(reply, 'group');
        expect(group.attrs).toMatchObject({ subject: 'Trip', size: '2', addressing_mode: 'pn', creator: jid(A) });
        expect(group.attrs.id).toMatch(/^120363\d{12}$/);
        const participants = getBinaryNodeChildren(group, 'participant');
        expect(participants.map((p) => [p.attrs.jid, p.attrs.type ?? p.attrs.error ?? 'member'])).toEqual([
            [jid(A), 'superadmin'],
            [jid(B), 'member'],
            [jid(C), '403'],
            [jid(NOBODY), '404'],
        ]);
        const addRequest = getBinaryNodeChild(participants[2], 'add_request');
        expect(addRequest.attrs.code).toMatch(/^[0-9A-Za-z]{22}$/);
        expect(Number(addRequest.attrs.expiration)).toBeGreaterThan(Date.now() / 1000);
        const gid = `${group.attrs.id}@g.us`;
        const [meta] = (await upserted).filter((g) => g.id === gid);
        expect(meta).toMatchObject({ subject: 'Trip', desc: 'Where we go', author: jid(A) });
        const view = await bob.phone.groups.waitForChange(gid, (v) => v !== null);
        expect(view).toMatchObject({
            jid: gid,
            subject: 'Trip',
            description: 'Where we go',
            participants: [
                { jid: jid(A), role: 'superadmin' },
                { jid: jid(B), role: 'member' },
            ],
        });
        // the creator's own phone hears of it too; carol, refused, does not
        expect((await alice.phone.groups.waitForChange(gid, (v) => v !== null))?.subject).toBe('Trip');
        expect(carol.groups.view(gid)).toBeNull();
    });
    it("metadata and list parse with Baileys' groupMetadata and groupFetchAllParticipating", async () => {
        const { jid: gid } = await alice.phone.groups.create('Book club', [B], { description: 'Monthly' });
        const meta = await bob.sock.groupMetadata(gid);
        expect(meta).toMatchObject({
            id: gid,
            subject: 'Book club',
            owner: jid(A),
            subjectOwner: jid(A),
            desc: 'Monthly',
            descOwner: jid(A),
            size: 2,
            addressingMode: 'pn',
            announce: false,
            restrict: false,
            joinApprovalMode: false,
            memberAddMode: true,
            participants: [
                { id: jid(A), admin: 'superadmin' },
                { id: jid(B), admin: null },
            ],
        });
        expect(meta.descId).toBeTruthy();
        const all = await bob.sock.groupFetchAllParticipating();
        expect(all[gid]?.subject).toBe('Book club');
        expect(Object.values(all).every((g) => g.participants.some((p) => p.id === jid(B)))).toBe(true);
    });
    it('settings: groups.update keeps only the first change per group in a buffer window, so each change waits for its event before the next', async () => {
        const { jid: gid } = await alice.phone.groups.create('Settings', [B]);
        await bob.phone.groups.waitForChange(gid, (v) => v !== null);
        const changes = [
            [
                'subject',
                () => alice.sock.groupUpdateSubject(gid, 'Renamed'),
                (u) => u.subject === 'Renamed',
                (v) => v.subject === 'Renamed',
            ],
            [
                'description',
                () => alice.sock.groupUpdateDescription(gid, 'About us'),
                (u) => u.desc === 'About us',
                (v) => v.description === 'About us',
            ],
            [
                'announcement',
                () => alice.sock.groupSettingUpdate(gid, 'announcement'),
                (u) => u.announce === true,
                (v) => v.settings.announcement,
            ],
            [
                'locked',
                () => alice.sock.groupSettingUpdate(gid, 'locked'),
                (u) => u.restrict === true,
                (v) => v.settings.locked,
            ],
            [
                'member add mode',
                () => alice.sock.groupMemberAddMode(gid, 'admin_add'),
                (u) => u.memberAddMode === false,
                (v) => v.settings.memberAddMode === 'admin_add',
            ],
            [
                'join approval',
                () => alice.sock.groupJoinApprovalMode(gid, 'on'),
                (u) => u.joinApprovalMode === true,
                (v) => v.settings.joinApproval,
            ],
            [
                'not_announcement',
                () => alice.sock.groupSettingUpdate(gid, 'not_announcement'),
                (u) => u.announce === false,
                (v) => !v.settings.announcement,
            ],
            [
                'unlocked',
                () => alice.sock.groupSettingUpdate(gid, 'unlocked'),
                (u) => u.restrict === false,
                (v) => !v.settings.locked,
            ],
            [
                'description deleted',
                () => alice.sock.groupUpdateDescription(gid, undefined),
                (u) => 'desc' in u && u.desc === undefined,
                (v) => v.description === null,
            ],
        ];
        for (const [, change, event, view] of changes) {
            const updated = waitForEvent(bob.sock, 'groups.update', (updates) => updates.some((u) => u.id === gid && event(u)));
            await change();
            await updated;
            await bob.phone.groups.waitForChange(gid, (v) => v !== null && view(v));
            await alice.phone.groups.waitForChange(gid, (v) => v !== null && view(v));
        }
        // disappearing messages are no groups.update: Baileys upserts an EPHEMERAL_SETTING protocol message
        const ephemeral = waitForEvent(bob.sock, 'messages.upsert', ({ messages }) => messages.some((m) => m.key.remoteJid === gid && m.message?.protocolMessage?.ephemeralExpiration === 86_400));
        await alice.sock.groupToggleEphemeral(gid, 86_400);
        await ephemeral;
        expect((await bob.phone.groups.waitForChange(gid, (v) => v?.settings.ephemeralDurationSeconds === 86_400))?.settings).toEqual({
            announcement: false,
            locked: false,
            joinApproval: true,
            memberAddMode: 'admin_add',
            memberLinkMode: 'admin_link',
            memberShareGroupHistoryMode: 'admin_share',
            ephemeralDurationSeconds: 86_400,
        });
    });
    it('participants: add, promote, demote and remove reach the member phones and Baileys, each refusal with its code', async () => {
        const { jid: gid } = await alice.phone.groups.create('Crew', [B]);
        const added = waitForEvent(bob.sock, 'group-participants.update', (u) => u.id === gid && u.action === 'add');
        const results = await alice.sock.groupParticipantsUpdate(gid, [jid(D), jid(B), jid(C), jid(NOBODY)], 'add');
        expect(results.map((r) => [r.jid, r.status])).toEqual([
            [jid(D), '200'],
            [jid(B), '409'],
            [jid(C), '403'],
            [jid(NOBODY), '404'],
        ]);
        expect(getBinaryNodeChild(results[2].content, 'add_request')?.attrs.code).toMatch(/^[0-9A-Za-z]{22}$/);
        expect(await added).toMatchObject({ author: jid(A), participants: [{ id: jid(D) }] });
        // the added account learns the whole group from a <create>
        expect((await dave.groups.waitForChange(gid, (v) => v !== null))?.participants.map((p) => p.jid)).toEqual([
            jid(A),
            jid(B),
            jid(D),
        ]);
        const promoted = waitForEvent(bob.sock, 'group-participants.update', (u) => u.id === gid && u.action === 'promote');
        await alice.sock.groupParticipantsUpdate(gid, [jid(D)], 'promote');
        expect((await promoted).participants).toMatchObject([{ id: jid(D), admin: 'admin' }]);
        await dave.groups.waitForChange(gid, (v) => v?.participants.find((p) => p.jid === jid(D))?.role === 'admin');
        const demoted = waitForEvent(bob.sock, 'group-participants.update', (u) => u.id === gid && u.action === 'demote');
        await alice.sock.groupParticipantsUpdate(gid, [jid(D)], 'demote');
        await demoted;
        await bob.phone.groups.waitForChange(gid, (v) => v?.participants.find((p) => p.jid === jid(D))?.role === 'member');
        const removed = waitForEvent(bob.sock, 'group-participants.update', (u) => u.id === gid && u.action === 'remove');
        await alice.sock.groupParticipantsUpdate(gid, [jid(D)], 'remove');
        await removed;
        // the removed account hears of its removal too
        await dave.groups.waitForChange(gid, (v) => v === null);
        expect(await alice.sock.groupParticipantsUpdate(gid, [jid(D)], 'remove')).toMatchObject([
            { jid: jid(D), status: '404' },
        ]);
    });
    it('offline devices get the changes they missed on their next login', async () => {
        const { jid: gid } = await alice.phone.groups.create('While away', [B]);
        await bob.phone.groups.waitForChange(gid, (v) => v !== null);
        await endSocket(bob.sock);
        await alice.phone.groups.setSubject(gid, 'Changed while away');
        await bob.phone.groups.waitForChange(gid, (v) => v?.subject === 'Changed while away');
        bob.sock = connect(sim, bob.auth);
        bobSaw = recordNotifications(bob);
        const updated = waitForEvent(bob.sock, 'groups.update', (updates) => updates.some((u) => u.id === gid && u.subject === 'Changed while away'));
        await waitForOpen(bob.sock);
        await updated;
        expect(bobSaw.find((n) => n.attrs.from === gid)?.attrs.offline).toBe('1');
    });
    it('a LID-addressed group names members by LID with their phone numbers beside, as whatsmeow and whatsapp-rust read them', async () => {
        const { jid: gid } = await alice.phone.groups.create('Hidden', [B]);
        await bob.phone.groups.waitForChange(gid, (v) => v !== null);
        sim.groups.setAddressingMode(gid, 'lid');
        const aliceLid = alice.sock.authState.creds.me.lid.replace(/:\d+@/, '@');
        const bobLid = bob.sock.authState.creds.me.lid.replace(/:\d+@/, '@');
        const answer = (await bob.sock.query({
            tag: 'iq',
            attrs: { to: gid, type: 'get', xmlns: 'w:g2' },
            content: [{ tag: 'query', attrs: { request: 'interactive' } }],
        }));
        const group = getBinaryNodeChild(answer, 'group');
        // whatsmeow group.go parseGroupNode: creator / creator_pn, s_o / s_o_pn
        expect(group.attrs).toMatchObject({
            addressing_mode: 'lid',
            creator: aliceLid,
            creator_pn: jid(A),
            s_o: aliceLid,
            s_o_pn: jid(A),
        });
        // whatsmeow group.go parseParticipant: a `@lid` jid with `phone_number`
        expect(getBinaryNodeChildren(group, 'participant').map((p) => p.attrs)).toEqual([
            { jid: aliceLid, phone_number: jid(A), type: 'superadmin' },
            { jid: bobLid, phone_number: jid(B) },
        ]);
        // Baileys' own parser keeps the phone number of each LID member
        expect((await bob.sock.groupMetadata(gid)).participants).toEqual([
            expect.objectContaining({ id: aliceLid, phoneNumber: jid(A), admin: 'superadmin' }),
            expect.objectContaining({ id: bobLid, phoneNumber: jid(B), admin: null }),
        ]);
        // whatsapp-rust wacore/src/stanza/groups.rs: the actor as `participant` (LID) and `participant_pn`
        const renamed = waitForEvent(bob.sock, 'groups.update', (updates) => updates.some((u) => u.id === gid));
        await alice.sock.groupUpdateSubject(gid, 'Still hidden');
        await renamed;
        const notice = bobSaw.filter((n) => n.attrs.from === gid && getBinaryNodeChild(n, 'subject')).at(-1);
        expect(notice?.attrs).toMatchObject({ participant: aliceLid, participant_pn: jid(A), addressing_mode: 'lid' });
    });
    it('one change per notification (Baileys reads only the first child), never to the device that made it', async () => {
        const { jid: gid } = await alice.phone.groups.create('Counted', [B]);
        await bob.phone.groups.waitForChange(gid, (v) => v !== null);
        const aliceSaw = recordNotifications(alice);
        const renamed = waitForEvent(bob.sock, 'groups.update', (updates) => updates.some((u) => u.id === gid && u.subject === 'Counted twice'));
        await alice.sock.groupUpdateSubject(gid, 'Counted twice');
        await renamed;
        await alice.phone.groups.waitForChange(gid, (v) => v?.subject === 'Counted twice');
        expect(aliceSaw.filter((n) => n.attrs.from === gid && getBinaryNodeChild(n, 'subject'))).toEqual([]);
        const all = bobSaw.filter((n) => n.attrs.from === gid);
        expect(all.length).toBeGreaterThan(0);
        for (const node of all) {
            expect(Array.isArray(node.content) ? node.content.length : 0).toBe(1);
            expect(node.attrs).toMatchObject({ type: 'w:gp2', participant: jid(A), addressing_mode: 'pn' });
        }
    });
});
//# sourceMappingURL=groups.test.js.map