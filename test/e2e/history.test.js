import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pairedSession, startWorld } from './harness.js';
const A = '15550270001';
const B = '15550270002';
const C = '15550270003';
const bJid = `${B}@s.whatsapp.net`;
const GROUP = '120363000000270001@g.us';
const hour = 3_600_000;
describe('history: the chats a phone held before linking, older messages on request, media after its link expired', () => {
    let world;
    let h;
    let sessionId;
    let contact;
    let seeded;
    const photo = randomBytes(4096);
    // WhatsApp stamps messages in whole seconds
    const start = Math.floor((Date.now() - 10 * 24 * hour) / 1000) * 1000;
    beforeAll(async () => {
        world = await startWorld();
        h = await world.engine();
        const phone = await world.sim.createPhone(A);
        contact = await world.sim.createPhone(B, { pushName: 'Bob' });
        await world.sim.createPhone(C);
        // 25 messages with Bob, the newest a photo from him; the initial sync carries the newest 20
        seeded = await phone.seedHistory({
            jid: bJid,
            name: 'Bob',
            unreadCount: 1,
            messages: [
                ...Array.from({ length: 24 }, (_, i) => ({ fromMe: i % 2 === 1, timestamp: start + i * hour, text: `m${i}` })),
                {
                    fromMe: false,
                    timestamp: start + 24 * hour,
                    media: { type: 'image', bytes: photo, mimetype: 'image/jpeg', caption: 'the view' },
                },
            ],
        });
        await phone.seedHistory({
            jid: GROUP,
            name: 'Team',
            archived: true,
            messages: [{ fromMe: false, participant: `${C}@s.whatsapp.net`, timestamp: start + hour, text: 'hello team' }],
        });
        ({ sessionId } = await pairedSession(world, h, A));
    });
    afterAll(() => world.close());
    /** A page of the chat's stored messages, newest first, through the API. */
    const messages = async (chatJid) => {
        const page = await h.api('GET', `/sessions/${sessionId}/chats/${chatJid}/messages?limit=50`);
        expect(page.status, JSON.stringify(page.body)).toBe(200);
        return page.body.data;
    };
    it('links a phone with existing chats: GET /chats shows them with their messages, and history.synced says what came', async () => {
        const synced = await h.events.waitFor('history.synced', (e) => e.sessionId === sessionId && e.data.kind === 'initial');
        expect(synced.data).toMatchObject({ chats: 2, messages: 21, progress: 100, requestId: null });
        const chats = await h.api('GET', `/sessions/${sessionId}/chats`);
        expect(chats.body.data.map((c) => [c.jid, c.name, c.archived])).toEqual([
            [bJid, 'Bob', false],
            [GROUP, 'Team', true],
        ]);
        const page = await messages(bJid);
        expect(page.map((m) => m.id)).toEqual(seeded.slice(5).reverse());
        expect(page[0]).toMatchObject({ type: 'image', caption: 'the view', fromMe: false });
        expect(page[1]).toMatchObject({ text: 'm23', fromMe: true, by: 'phone' });
        expect(page.at(-1)).toMatchObject({ text: 'm5', timestamp: new Date(start + 5 * hour).toISOString() });
        expect(await messages(GROUP)).toMatchObject([{ text: 'hello team', participant: `${C}@s.whatsapp.net` }]);
    });
    it('asks the phone for older messages: they arrive into the store and as history.synced', async () => {
        const since = h.events.mark();
        const sent = world.sim.waitFor('history-sent', (e) => e.phoneNumber === A && e.chatJid === bJid);
        const asked = await h.api('POST', `/sessions/${sessionId}/chats/${bJid}/messages/history`, { count: 3 });
        expect(asked.status, JSON.stringify(asked.body)).toBe(202);
        expect(asked.body.data).toMatchObject({
            sessionId,
            chatJid: bJid,
            count: 3,
            requestId: expect.any(String),
            before: { messageId: seeded[5], fromMe: true, timestamp: new Date(start + 5 * hour).toISOString() },
        });
        // the phone's side: it was asked about that chat and answered with the three before the oldest stored
        expect((await sent).messages).toBe(3);
        const synced = await h.events.waitFor('history.synced', (e) => e.sessionId === sessionId && e.data.requestId === asked.body.data.requestId, { since });
        expect(synced.data).toMatchObject({ kind: 'on_demand', chats: 1, messages: 3 });
        const page = await messages(bJid);
        expect(page.map((m) => m.id)).toEqual(seeded.slice(2).reverse());
        expect(page.slice(-3).map((m) => m.text)).toEqual(['m4', 'm3', 'm2']);
    });
    it('refuses a history request for a count past 50 and for a chat the store does not hold', async () => {
        const tooMany = await h.api('POST', `/sessions/${sessionId}/chats/${bJid}/messages/history`, { count: 51 });
        expect(tooMany.status).toBe(422);
        expect(tooMany.body.errors).toMatchObject([{ path: 'count' }]);
        const unknown = await h.api('POST', `/sessions/${sessionId}/chats/15550279999@s.whatsapp.net/messages/history`, {
            count: 5,
        });
        expect(unknown.status).toBe(404);
        expect(unknown.body.code).toBe('chat_not_found');
    });
    it('downloads media whose link expired: the phone uploads it again, once', async () => {
        // a live photo from Bob, and the one in the history the store holds
        const live = randomBytes(3000);
        const since = h.events.mark();
        const { id } = await contact.sendMedia(A, { type: 'image', bytes: live, mimetype: 'image/jpeg' });
        const received = await h.events.waitFor('message.received', (e) => e.data.messageId === id, { since });
        world.sim.faults.expireMedia();
        const reuploaded = world.sim.waitFor('media-reuploaded', (e) => e.messageId === id);
        const download = await h.api('POST', `/sessions/${sessionId}/media/download`, { message: received.data.message });
        expect(download.status, JSON.stringify(download.body)).toBe(200);
        expect(Buffer.from(download.body.data.base64, 'base64').equals(live)).toBe(true);
        // the phone's side: it was asked for that message and gave it a new link
        expect((await reuploaded).directPath).toEqual(expect.any(String));
        const stored = (await messages(bJid)).find((m) => m.id === seeded[24]);
        const old = await h.api('POST', `/sessions/${sessionId}/media/download`, { message: stored.message });
        expect(old.status, JSON.stringify(old.body)).toBe(200);
        expect(Buffer.from(old.body.data.base64, 'base64').equals(photo)).toBe(true);
        // a message the phone has no file for (another id): the phone says so, and the download is WhatsApp's refusal
        const raw = received.data.message;
        const unknown = { ...raw, key: { ...raw.key, id: 'NOT-ON-THE-PHONE' } };
        const refused = world.sim.waitFor('media-reuploaded', (e) => e.messageId === 'NOT-ON-THE-PHONE');
        const failed = await h.api('POST', `/sessions/${sessionId}/media/download`, { message: unknown });
        expect((await refused).directPath).toBeNull();
        expect(failed.status).toBe(502);
        expect(failed.body).toMatchObject({ code: 'upstream_failed' });
        expect(failed.body.detail).toMatch(/the media link has expired and the phone could not upload the file again/);
    });
});
//# sourceMappingURL=history.test.js.map