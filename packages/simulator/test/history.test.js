import { randomBytes } from 'node:crypto';
import { Agent } from 'node:https';
import { downloadMediaMessage, proto, } from '@whiskeysockets/baileys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator } from '../src/index.js';
import { connect, endSocket, mediaFetch, memoryAuthState, waitForClose, waitForEvent, waitForOpen, waitForUpdate, } from './helpers.js';
const A = '15550027001';
const B = '15550027002';
const C = '15550027003';
const GROUP = '120363000000027001@g.us';
const bJid = `${B}@s.whatsapp.net`;
const hour = 3_600_000;
/** links a fresh companion by QR and opens it again after the 515, as a user linking a new device does */
async function linkFresh(sim, phone, auth, onSocket) {
    const config = { fetchAgent: new Agent({ ca: sim.mediaCa }), options: mediaFetch(sim) };
    const first = connect(sim, auth, config);
    const { qr } = await waitForUpdate(first, (u) => !!u.qr);
    const restart = waitForClose(first);
    await phone.scanQr(qr);
    await restart;
    const sock = connect(sim, auth, config);
    onSocket(sock);
    await waitForOpen(sock);
    return sock;
}
describe('history: what a phone held before linking, older messages on request, media re-upload', () => {
    let sim;
    let phone;
    let contact;
    let sock;
    let initial;
    let seeded;
    const start = Date.now() - 30 * 24 * hour;
    beforeAll(async () => {
        sim = await startSimulator();
        phone = await sim.createPhone(A, { pushName: 'Alice' });
        contact = await sim.createPhone(B, { pushName: 'Bob' });
        await sim.createPhone(C);
        seeded = await phone.seedHistory({
            jid: bJid,
            name: 'Bob',
            unreadCount: 2,
            pinned: true,
            messages: Array.from({ length: 25 }, (_, i) => ({
                fromMe: i % 2 === 1,
                timestamp: start + i * hour,
                text: `message ${i}`,
            })),
        });
        await phone.seedHistory({
            jid: GROUP,
            name: 'Team',
            archived: true,
            messages: [
                { fromMe: false, participant: `${C}@s.whatsapp.net`, timestamp: start + 2 * hour, text: 'hello team' },
                { fromMe: true, timestamp: start + 3 * hour, text: 'hi' },
            ],
        });
        const auth = memoryAuthState();
        let history;
        sock = await linkFresh(sim, phone, auth, (s) => {
            history = waitForEvent(s, 'messaging-history.set');
        });
        initial = await history;
    });
    afterAll(async () => {
        await endSocket(sock);
        await sim.close();
    });
    it('shares each chat with its newest messages, newest first, in the initial sync', () => {
        expect(initial.syncType).toBe(proto.HistorySync.HistorySyncType.INITIAL_BOOTSTRAP);
        expect(initial.progress).toBe(100);
        // the most recent activity first
        expect(initial.chats.map((c) => c.id)).toEqual([bJid, GROUP]);
        const [bob, team] = initial.chats;
        expect(bob).toMatchObject({ name: 'Bob', unreadCount: 2, archived: false });
        expect(Number(bob.pinned)).toBeGreaterThan(0);
        expect(team).toMatchObject({ name: 'Team', archived: true });
        const bobMessages = initial.messages.filter((m) => m.key.remoteJid === bJid);
        expect(bobMessages.map((m) => m.key.id)).toEqual(seeded.slice(5).reverse());
        expect(bobMessages[0]).toMatchObject({ key: { fromMe: false }, message: { conversation: 'message 24' } });
        expect(Number(bobMessages[0].messageTimestamp)).toBe(Math.floor((start + 24 * hour) / 1000));
        const teamMessages = initial.messages.filter((m) => m.key.remoteJid === GROUP);
        expect(teamMessages.map((m) => [m.key.fromMe, m.key.participant ?? null, m.message?.conversation])).toEqual([
            [true, null, 'hi'],
            [false, `${C}@s.whatsapp.net`, 'hello team'],
        ]);
    });
    it('answers an on-demand request with the messages before the oldest the device holds, through the media host', async () => {
        const oldest = initial.messages.filter((m) => m.key.remoteJid === bJid).at(-1);
        const answered = waitForEvent(sock, 'messaging-history.set', (h) => h.syncType === proto.HistorySync.HistorySyncType.ON_DEMAND);
        const sent = sim.waitFor('history-sent', (e) => e.phoneNumber === A);
        const requestId = await sock.fetchMessageHistory(3, oldest.key, Number(oldest.messageTimestamp));
        const history = await answered;
        expect((await sent).messages).toBe(3);
        expect(history.messages.map((m) => m.key.id)).toEqual(seeded.slice(2, 5).reverse());
        expect(history.messages.map((m) => m.message?.conversation)).toEqual(['message 4', 'message 3', 'message 2']);
        expect(history.peerDataRequestSessionId).toBe(requestId);
        // the rest, and nothing more once the phone has none left
        const rest = waitForEvent(sock, 'messaging-history.set', (h) => h.syncType === proto.HistorySync.HistorySyncType.ON_DEMAND);
        const last = history.messages.at(-1);
        await sock.fetchMessageHistory(50, last.key, Number(last.messageTimestamp));
        expect((await rest).messages.map((m) => m.message?.conversation)).toEqual(['message 1', 'message 0']);
    });
    it('lets a media link expire (410) and re-uploads the file when the device asks: the new link downloads', async () => {
        const bytes = randomBytes(3000);
        const received = waitForEvent(sock, 'messages.upsert', ({ messages }) => messages.some((m) => !!m.message?.imageMessage));
        const { id, directPath } = await contact.sendMedia(A, { type: 'image', bytes, mimetype: 'image/jpeg' });
        const message = (await received).messages.find((m) => m.key.id === id);
        const options = { options: mediaFetch(sim) };
        expect(await downloadMediaMessage(message, 'buffer', options)).toEqual(bytes);
        sim.faults.expireMedia(directPath);
        await expect(downloadMediaMessage(message, 'buffer', options)).rejects.toMatchObject({
            output: { statusCode: 410 },
        });
        const reuploaded = sim.waitFor('media-reuploaded', (e) => e.messageId === id);
        const updated = await sock.updateMediaMessage(message);
        const { directPath: fresh } = await reuploaded;
        expect(fresh).toBe(updated.message?.imageMessage?.directPath);
        expect(fresh).not.toBe(directPath);
        expect(await downloadMediaMessage(updated, 'buffer', options)).toEqual(bytes);
    });
    it('re-uploads an attachment of the history too, and says so when the phone no longer has the file', async () => {
        const bytes = randomBytes(2000);
        const [id] = await phone.seedHistory({
            jid: bJid,
            messages: [
                {
                    fromMe: true,
                    timestamp: start - hour,
                    media: { type: 'document', bytes, mimetype: 'application/pdf', fileName: 'old.pdf' },
                },
            ],
        });
        const rest = waitForEvent(sock, 'messaging-history.set', (h) => h.syncType === proto.HistorySync.HistorySyncType.ON_DEMAND);
        await sock.fetchMessageHistory(1, { remoteJid: bJid, id: seeded[0], fromMe: false }, Math.floor(start / 1000));
        const message = (await rest).messages[0];
        expect(message.key.id).toBe(id);
        sim.faults.expireMedia();
        const options = { options: mediaFetch(sim) };
        await expect(downloadMediaMessage(message, 'buffer', options)).rejects.toMatchObject({
            output: { statusCode: 410 },
        });
        expect(await downloadMediaMessage(await sock.updateMediaMessage(message), 'buffer', options)).toEqual(bytes);
        const unknown = { ...message, key: { ...message.key, id: 'NOT-ON-THE-PHONE' } };
        await expect(sock.updateMediaMessage(unknown)).rejects.toMatchObject({ output: { statusCode: 404 } });
    });
});
//# sourceMappingURL=history.test.js.map