import { randomBytes } from 'node:crypto';
import { encodeSyncdPatch, extractSyncdPatches, getBinaryNodeChild, newLTHashState, proto, S_WHATSAPP_NET, } from '@whiskeysockets/baileys';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxHandler, startSimulator } from '../src/index.js';
import { connect, endSocket, memoryAuthState, waitForClose, waitForEvent, waitForOpen, waitForUpdate, } from './helpers.js';
/** what Baileys says when app state goes wrong; with appStateMacVerification on, it says it */
const SYNC_TROUBLE = /failed to sync|LTHash verification failed|failed to decode patch|blocked on missing key|failed to find key/i;
/** a Baileys logger that keeps every line, so a test can say Baileys complained about nothing */
function recordingLogger(lines) {
    const write = (level) => (obj, msg) => {
        lines.push(`${level} ${typeof obj === 'string' ? obj : (msg ?? '')}`);
    };
    const logger = {
        level: 'trace',
        child: () => logger,
        trace: write('trace'),
        debug: write('debug'),
        info: write('info'),
        warn: write('warn'),
        error: write('error'),
    };
    return logger;
}
const macsOn = { appStateMacVerification: { patch: true, snapshot: true } };
/**
 * A star as WhatsApp Web files it: `regular_high`, version 2 (whatsapp-rust `wacore/appstate/src/schemas.rs` STAR).
 * Baileys' own `star` files it under `regular_low`, which the phone refuses.
 */
const star = (sock, chatJid, id, fromMe, starred) => sock.appPatch({
    index: ['star', chatJid, id, fromMe ? '1' : '0', '0'],
    syncAction: { starAction: { starred }, timestamp: Date.now() },
    type: 'regular_high',
    apiVersion: 2,
    operation: proto.SyncdMutation.SyncdOperation.SET,
});
describe('app state: chat actions between a companion and its phone', () => {
    let sim;
    const faults = [];
    const baileysLog = [];
    const sockets = [];
    beforeAll(async () => {
        sim = await startSimulator();
        sim.on('app-state-fault', (f) => faults.push(f));
    });
    afterEach(async () => {
        for (const sock of sockets.splice(0))
            await endSocket(sock);
    });
    afterAll(async () => {
        await sim.close();
    });
    /** a companion provisioned with the phone's app-state key, connected with Baileys' MAC checks on */
    async function linkedCompanion(phone) {
        const { creds, preKeys, appStateSyncKeys } = await phone.createLinkedAuth();
        const auth = memoryAuthState(creds);
        await auth.keys.set({ 'pre-key': preKeys, 'app-state-sync-key': appStateSyncKeys });
        const sock = connect(sim, auth, { ...macsOn, logger: recordingLogger(baileysLog) });
        sockets.push(sock);
        await waitForOpen(sock);
        return { auth, sock };
    }
    function expectNoTrouble() {
        expect(faults).toEqual([]);
        expect(baileysLog.filter((line) => SYNC_TROUBLE.test(line))).toEqual([]);
    }
    it('shares the app-state key with a companion linked by QR, which can then archive a chat the phone sees archived', async () => {
        const phone = await sim.createPhone('15550019001');
        const peer = '15550019099@s.whatsapp.net';
        const auth = memoryAuthState();
        const first = connect(sim, auth);
        const { qr } = await waitForUpdate(first, (u) => !!u.qr);
        const restart = waitForClose(first);
        await phone.scanQr(qr);
        expect(await restart).toBe(515);
        const sock = connect(sim, auth, { ...macsOn, logger: recordingLogger(baileysLog) });
        sockets.push(sock);
        const keyArrived = waitForEvent(sock, 'creds.update', (u) => !!u.myAppStateKeyId);
        await waitForOpen(sock);
        const { myAppStateKeyId } = await keyArrived;
        const { [myAppStateKeyId]: key } = await auth.keys.get('app-state-sync-key', [myAppStateKeyId]);
        expect(key?.keyData).toHaveLength(32);
        await sock.chatModify({ archive: true, lastMessages: [] }, peer);
        const view = await phone.chats.waitFor(peer, (v) => v.archived);
        expect(view).toMatchObject({ jid: peer, archived: true, pinned: false, mutedUntil: null });
        expectNoTrouble();
    });
    it('a companion linked later gets the whole history as patches in its first sync, and builds on it', async () => {
        const phone = await sim.createPhone('15550019010');
        const peer = '15550019091@s.whatsapp.net';
        const { sock: earlier } = await linkedCompanion(phone);
        await earlier.chatModify({ archive: true, lastMessages: [] }, peer);
        await phone.chats.star(peer, { id: 'OLD-1', fromMe: false }, true);
        await earlier.chatModify({ mute: -1 }, peer);
        const auth = memoryAuthState();
        const first = connect(sim, auth);
        const { qr } = await waitForUpdate(first, (u) => !!u.qr);
        const restart = waitForClose(first);
        await phone.scanQr(qr);
        expect(await restart).toBe(515);
        const synced = sim.waitFor('node-in', (e) => e.phoneNumber === '15550019010' && e.node.attrs.xmlns === 'w:sync:app:state');
        const sock = connect(sim, auth, { ...macsOn, logger: recordingLogger(baileysLog) });
        sockets.push(sock);
        await waitForOpen(sock);
        await synced;
        await sock.chatModify({ pin: true }, peer);
        const versions = await auth.keys.get('app-state-sync-version', ['regular_low', 'regular_high']);
        // archive and pin in regular_low; the phone's star and the mute in regular_high
        expect(versions.regular_low?.version).toBe(2);
        expect(versions.regular_high?.version).toBe(2);
        expect(await phone.chats.waitFor(peer, (v) => v.pinned)).toMatchObject({
            archived: true,
            mutedUntil: -1,
            starred: [{ id: 'OLD-1', fromMe: false, participant: null }],
        });
        expectNoTrouble();
    });
    it('provisioned credentials carry the key: each action reaches the phone, checked by its MACs and LTHash', async () => {
        const phone = await sim.createPhone('15550019002');
        const peer = '15550019098@s.whatsapp.net';
        const group = '120363000000019002@g.us';
        const { sock } = await linkedCompanion(phone);
        await sock.chatModify({ archive: true, lastMessages: [] }, peer);
        await sock.chatModify({ pin: true }, peer);
        await sock.chatModify({ mute: 1_900_000_000_000 }, peer);
        await sock.chatModify({ markRead: false, lastMessages: [] }, peer);
        await star(sock, peer, 'MSG-1', true, true);
        await star(sock, peer, 'MSG-2', false, true);
        await star(sock, peer, 'MSG-2', false, false);
        await phone.chats.waitFor(peer, (v) => v.markedUnread && v.starred.length === 1);
        expect(phone.chats.view(peer)).toEqual({
            jid: peer,
            archived: true,
            pinned: true,
            mutedUntil: 1_900_000_000_000,
            markedUnread: true,
            locked: false,
            cleared: null,
            deleted: null,
            starred: [{ id: 'MSG-1', fromMe: true, participant: null }],
            deletedForMe: [],
        });
        await sock.chatModify({ mute: -1 }, group);
        await sock.chatModify({ mute: null }, peer);
        await sock.chatModify({ archive: false, lastMessages: [] }, peer);
        expect((await phone.chats.waitFor(group, (v) => v.mutedUntil === -1)).mutedUntil).toBe(-1);
        expect(await phone.chats.waitFor(peer, (v) => !v.archived)).toMatchObject({ mutedUntil: null, pinned: true });
        expect(phone.chats
            .list()
            .map((c) => c.jid)
            .sort()).toEqual([group, peer].sort());
        expectNoTrouble();
    });
    it('lock, clear and delete carry their flags in the index; the phone applies what they say', async () => {
        const phone = await sim.createPhone('15550019003');
        const peer = '15550019097@s.whatsapp.net';
        const { sock } = await linkedCompanion(phone);
        const SET = proto.SyncdMutation.SyncdOperation.SET;
        const now = Date.now();
        // Baileys' chatModify has no lock, and writes clear/delete flags as constants: its appPatch sends what whatsmeow builds
        await sock.appPatch({
            index: ['lock', peer],
            syncAction: { lockChatAction: { locked: true }, timestamp: now },
            type: 'regular_low',
            apiVersion: 7,
            operation: SET,
        });
        await star(sock, peer, 'KEEP', true, true);
        await sock.appPatch({
            index: ['clearChat', peer, '0', '1'],
            syncAction: { clearChatAction: {}, timestamp: now },
            type: 'regular_high',
            apiVersion: 6,
            operation: SET,
        });
        let view = await phone.chats.waitFor(peer, (v) => v.cleared !== null);
        expect(view).toMatchObject({
            locked: true,
            cleared: { deleteStarred: false, deleteMedia: true },
            starred: [{ id: 'KEEP', fromMe: true, participant: null }],
        });
        await sock.appPatch({
            index: ['clearChat', peer, '1', '0'],
            syncAction: { clearChatAction: {}, timestamp: now },
            type: 'regular_high',
            apiVersion: 6,
            operation: SET,
        });
        view = await phone.chats.waitFor(peer, (v) => v.cleared?.deleteStarred === true);
        expect(view).toMatchObject({ cleared: { deleteStarred: true, deleteMedia: false }, starred: [] });
        await sock.chatModify({ delete: true, lastMessages: [] }, peer);
        view = await phone.chats.waitFor(peer, (v) => v.deleted !== null);
        expect(view.deleted).toEqual({ deleteMedia: true });
        await sock.appPatch({
            index: ['deleteChat', peer, '0'],
            syncAction: { deleteChatAction: {}, timestamp: now },
            type: 'regular_high',
            apiVersion: 6,
            operation: SET,
        });
        expect((await phone.chats.waitFor(peer, (v) => v.deleted?.deleteMedia === false)).deleted).toEqual({
            deleteMedia: false,
        });
        await sock.appPatch({
            index: ['lock', peer],
            syncAction: { lockChatAction: { locked: false }, timestamp: now },
            type: 'regular_low',
            apiVersion: 7,
            operation: SET,
        });
        expect((await phone.chats.waitFor(peer, (v) => !v.locked)).locked).toBe(false);
        expectNoTrouble();
    });
    it('the phone refuses a chat action at another collection or version than WhatsApp files it under, and says so', async () => {
        const phone = await sim.createPhone('15550019011');
        const peer = '15550019089@s.whatsapp.net';
        const { sock } = await linkedCompanion(phone);
        const refused = (collection) => sim.waitFor('app-state-fault', (f) => f.phoneNumber === phone.phoneNumber && f.collection === collection);
        // Baileys' own star goes to regular_low; WhatsApp Web keeps stars in regular_high
        const lowStar = refused('regular_low');
        await sock.star(peer, [{ id: 'LOW-1', fromMe: true }], true);
        expect(await lowStar).toMatchObject({
            fault: 'wrong-schema',
            detail: expect.stringMatching(/star at regular_low v2/),
        });
        // a mute at version 3, where WhatsApp writes version 2
        const mute3 = refused('regular_high');
        await sock.appPatch({
            index: ['mute', peer],
            syncAction: { muteAction: { muted: true, muteEndTimestamp: -1 }, timestamp: Date.now() },
            type: 'regular_high',
            apiVersion: 3,
            operation: proto.SyncdMutation.SyncdOperation.SET,
        });
        expect(await mute3).toMatchObject({
            fault: 'wrong-schema',
            detail: expect.stringMatching(/mute at regular_high v3/),
        });
        // neither was applied; the same actions where WhatsApp files them are
        expect(phone.chats.view(peer)).toMatchObject({ starred: [], mutedUntil: null });
        faults.splice(0);
        await star(sock, peer, 'HIGH-1', true, true);
        await sock.chatModify({ mute: -1 }, peer);
        expect(await phone.chats.waitFor(peer, (v) => v.mutedUntil === -1 && v.starred.length === 1)).toMatchObject({
            starred: [{ id: 'HIGH-1', fromMe: true, participant: null }],
        });
        expectNoTrouble();
    });
    it('a change made on the phone reaches the companion through a sync, with Baileys verifying it', async () => {
        const phone = await sim.createPhone('15550019004');
        const peer = '15550019096@s.whatsapp.net';
        const group = '120363000000019004@g.us';
        const { auth, sock } = await linkedCompanion(phone);
        // the companion's own patch first, so the phone's builds on a collection that already has history
        await sock.chatModify({ pin: true }, peer);
        const archived = waitForEvent(sock, 'chats.update', (updates) => updates.some((u) => u.id === peer && u.archived === true));
        await phone.chats.archive(peer, true);
        await archived;
        const muted = waitForEvent(sock, 'chats.update', (updates) => updates.some((u) => u.id === peer && u.muteEndTime === 1_900_000_000_000));
        await phone.chats.mute(peer, 1_900_000_000_000);
        await muted;
        const starred = waitForEvent(sock, 'messages.update', (updates) => updates.some((u) => u.key.id === 'IN-1' && u.update.starred === true));
        const collections = async () => {
            const versions = await auth.keys.get('app-state-sync-version', ['regular_high', 'regular_low']);
            return { high: versions.regular_high?.version, low: versions.regular_low?.version };
        };
        const before = await collections();
        await phone.chats.star(group, { id: 'IN-1', fromMe: false, participant: '15550019096@s.whatsapp.net' }, true);
        await starred;
        // the star came in regular_high, where WhatsApp Web (and the engine) keep stars
        expect(await collections()).toEqual({ high: before.high + 1, low: before.low });
        const unpinned = waitForEvent(sock, 'chats.update', (updates) => updates.some((u) => u.id === peer && u.pinned === null));
        await phone.chats.pin(peer, false);
        await unpinned;
        expect(phone.chats.view(peer)).toMatchObject({ archived: true, pinned: false, mutedUntil: 1_900_000_000_000 });
        expect(phone.chats.view(group).starred).toEqual([
            { id: 'IN-1', fromMe: false, participant: '15550019096@s.whatsapp.net' },
        ]);
        // and the companion's next patch builds on the phone's: the phone verifies it against its own LTHash
        await sock.chatModify({ archive: false, lastMessages: [] }, peer);
        await phone.chats.waitFor(peer, (v) => !v.archived);
        expectNoTrouble();
    });
    it("a companion that was offline learns the phone's changes from the server_sync queued for it", async () => {
        const phone = await sim.createPhone('15550019005');
        const peer = '15550019095@s.whatsapp.net';
        const { auth, sock } = await linkedCompanion(phone);
        await endSocket(sock);
        // one server_sync queued per change: the first sync fetches them all, the rest find nothing new and are no loop
        for (let i = 1; i <= 10; i++)
            await phone.chats.star(peer, { id: `S-${i}`, fromMe: true }, true);
        await phone.chats.archive(peer, true);
        let acked = 0;
        const allAcked = new Promise((resolve) => {
            const off = sim.on('node-in', ({ phoneNumber, node }) => {
                if (phoneNumber !== '15550019005' || node.tag !== 'ack' || node.attrs.type !== 'server_sync' || ++acked < 11)
                    return;
                off();
                resolve();
            });
        });
        const again = connect(sim, auth, { ...macsOn, logger: recordingLogger(baileysLog) });
        sockets.push(again);
        const archived = waitForEvent(again, 'chats.update', (updates) => updates.some((u) => u.id === peer && u.archived === true));
        await waitForOpen(again);
        await archived;
        await allAcked;
        // the queued notifications all answered: the companion's next patch applies on the phone
        await again.chatModify({ pin: true }, peer);
        expect(await phone.chats.waitFor(peer, (v) => v.pinned)).toMatchObject({ archived: true });
        expect(phone.chats.view(peer).starred).toHaveLength(10);
        expectNoTrouble();
    });
    it('refuses a patch built on a stale version with 409, and reports it', async () => {
        const phone = await sim.createPhone('15550019006');
        const { sock } = await linkedCompanion(phone);
        await phone.chats.archive('15550019094@s.whatsapp.net', true);
        const reported = sim.waitFor('app-state-fault', (f) => f.phoneNumber === '15550019006' && f.fault === 'conflict');
        const reply = await sock.query(patchUpload('regular_low', 0, proto.SyncdPatch.encode({}).finish()));
        const collection = getBinaryNodeChild(getBinaryNodeChild(reply, 'sync'), 'collection');
        expect(collection.attrs).toMatchObject({ name: 'regular_low', type: 'error', version: '1' });
        expect(getBinaryNodeChild(collection, 'error')?.attrs.code).toBe('409');
        // the patch the device lacks comes with the refusal, versioned
        const { regular_low: missing } = await extractSyncdPatches(reply, {});
        expect(missing?.patches.map((p) => Number(p.version?.version))).toEqual([1]);
        expect((await reported).detail).toMatch(/v0 while the server is at v1/);
        faults.splice(0);
    });
    it('reports a client that asks for the same collection again and again', async () => {
        const phone = await sim.createPhone('15550019007');
        const { sock } = await linkedCompanion(phone);
        const reported = sim.waitFor('app-state-fault', (f) => f.phoneNumber === '15550019007' && f.fault === 'sync-loop');
        const ask = () => sock.query({
            tag: 'iq',
            attrs: { to: S_WHATSAPP_NET, xmlns: 'w:sync:app:state', type: 'set' },
            content: [
                {
                    tag: 'sync',
                    attrs: {},
                    content: [{ tag: 'collection', attrs: { name: 'regular', version: '0', return_snapshot: 'true' } }],
                },
            ],
        });
        for (let i = 0; i < 5; i++)
            await ask();
        expect((await reported).collection).toBe('regular');
        faults.splice(0);
    });
    it('the phone checks every MAC: a patch signed with another key is reported, not applied', async () => {
        const phone = await sim.createPhone('15550019008');
        const peer = '15550019093@s.whatsapp.net';
        const { auth, sock } = await linkedCompanion(phone);
        const keyId = auth.creds.myAppStateKeyId;
        const forged = await encodeSyncdPatch({
            index: ['archive', peer],
            syncAction: { archiveChatAction: { archived: true }, timestamp: Date.now() },
            type: 'regular_low',
            apiVersion: 3,
            operation: proto.SyncdMutation.SyncdOperation.SET,
        }, keyId, newLTHashState(), async () => ({ keyData: randomBytes(32) }));
        const reported = sim.waitFor('app-state-fault', (f) => f.phoneNumber === '15550019008' && f.fault === 'invalid-patch');
        await sock.query(patchUpload('regular_low', 0, proto.SyncdPatch.encode(forged.patch).finish()));
        expect((await reported).deviceJid).toBe(phone.jid);
        expect(phone.chats.view(peer).archived).toBe(false);
        faults.splice(0);
    });
    it("the sandbox shows the phone's chats as GET /phones/{n}/chats", async () => {
        const phone = await sim.createPhone('15550019009');
        const peer = '15550019092@s.whatsapp.net';
        const { sock } = await linkedCompanion(phone);
        await sock.chatModify({ pin: true }, peer);
        await phone.chats.waitFor(peer, (v) => v.pinned);
        const handle = createSandboxHandler(sim, { apiKeys: ['sk_test_chats'] });
        const get = (path) => handle(new Request(`http://sandbox.test/sandbox/v1${path}`, { headers: { authorization: 'Bearer sk_test_chats' } }));
        const res = await get('/phones/15550019009/chats');
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ data: [{ ...phone.chats.view(peer), pinned: true }] });
        expect((await get('/phones/15550019999/chats')).status).toBe(404);
        expectNoTrouble();
    });
});
function patchUpload(name, version, patch) {
    return {
        tag: 'iq',
        attrs: { to: S_WHATSAPP_NET, xmlns: 'w:sync:app:state', type: 'set' },
        content: [
            {
                tag: 'sync',
                attrs: {},
                content: [
                    {
                        tag: 'collection',
                        attrs: { name, version: String(version), return_snapshot: 'false' },
                        content: [{ tag: 'patch', attrs: {}, content: patch }],
                    },
                ],
            },
        ],
    };
}
//# sourceMappingURL=app-state.test.js.map