import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pairedSession, startWorld } from './harness.js';
describe('messages end to end (real Baileys, simulator)', () => {
    let world;
    let h;
    let sessionId;
    beforeAll(async () => {
        world = await startWorld();
        h = await world.engine();
        ({ sessionId } = await pairedSession(world, h, '15550200001'));
        await world.sim.createPhone('15550200002');
    });
    afterAll(async () => {
        await world.close();
    });
    const friend = () => world.sim.phone('15550200002');
    it('sends a text the recipient phone decrypts, answering with the message record after the server ack', async () => {
        const since = h.events.mark();
        const sent = await h.api('POST', `/sessions/${sessionId}/messages`, {
            to: '15550200002',
            content: { type: 'text', text: 'Hello from the API ✓' },
        });
        expect(sent.status).toBe(200);
        expect(sent.body.data).toMatchObject({
            sessionId,
            to: '15550200002',
            contentType: 'text',
            text: 'Hello from the API ✓',
            mediaUrl: null,
            status: 'sent',
            by: 'api',
        });
        const received = await friend().waitForMessage((m) => m.id === sent.body.data.messageId);
        expect(received.text).toBe('Hello from the API ✓');
        expect(received.from).toBe('15550200001@s.whatsapp.net');
        const event = await h.events.waitFor('message.sent', (e) => e.data.messageId === sent.body.data.messageId, {
            since,
        });
        expect(event.data).toEqual(sent.body.data);
    });
    it('reports delivery and read receipts from the phone as message.receipt', async () => {
        const since = h.events.mark();
        const sent = await h.api('POST', `/sessions/${sessionId}/messages`, {
            to: '15550200002@s.whatsapp.net',
            content: { type: 'text', text: 'read me' },
        });
        const messageId = sent.body.data.messageId;
        await friend().waitForMessage((m) => m.id === messageId);
        const delivered = await h.events.waitFor('message.receipt', (e) => e.data.messageId === messageId && e.data.state === 'delivered', { since });
        expect(delivered.data.recipient).toBe('15550200002@s.whatsapp.net');
        await friend().markRead(messageId);
        const read = await h.events.waitFor('message.receipt', (e) => e.data.messageId === messageId && e.data.state === 'read', { since });
        expect(read.sessionId).toBe(sessionId);
    });
    it('sends a location and a contact card with their fields intact', async () => {
        const location = await h.api('POST', `/sessions/${sessionId}/messages/location`, {
            to: '15550200002',
            content: {
                type: 'location',
                latitude: 52.3676,
                longitude: 4.9041,
                name: 'Dam Square',
                address: 'Dam, Amsterdam',
            },
        });
        expect(location.status).toBe(200);
        expect(location.body.data.contentType).toBe('location');
        const got = await friend().waitForMessage((m) => m.id === location.body.data.messageId);
        expect(got.message.locationMessage).toMatchObject({
            degreesLatitude: 52.3676,
            degreesLongitude: 4.9041,
            name: 'Dam Square',
            address: 'Dam, Amsterdam',
        });
        const vcard = 'BEGIN:VCARD\nVERSION:3.0\nFN:Ada Lovelace\nTEL;type=CELL;waid=15550009999:+1 555 000 9999\nEND:VCARD';
        const one = await h.api('POST', `/sessions/${sessionId}/messages/contact`, {
            to: '15550200002',
            content: { type: 'contact', displayName: 'Ada Lovelace', vcard },
        });
        expect(one.status).toBe(200);
        const card = await friend().waitForMessage((m) => m.id === one.body.data.messageId);
        expect(card.message.contactMessage).toMatchObject({ displayName: 'Ada Lovelace', vcard });
        const contacts = [
            { displayName: 'Ada', vcard },
            { displayName: 'Grace', vcard: vcard.replace('Ada Lovelace', 'Grace Hopper') },
        ];
        const many = await h.api('POST', `/sessions/${sessionId}/messages/contact`, {
            to: '15550200002',
            content: { type: 'contact', contacts },
        });
        expect(many.status).toBe(200);
        const cards = await friend().waitForMessage((m) => m.id === many.body.data.messageId);
        expect(cards.message.contactsArrayMessage?.contacts?.map((c) => c.vcard)).toEqual(contacts.map((c) => c.vcard));
    });
    it('turns a message from the phone into message.received with normalised fields and the raw message', async () => {
        const since = h.events.mark();
        const { id } = await friend().sendText('15550200001', 'ping from the phone');
        const event = await h.events.waitFor('message.received', (e) => e.data.messageId === id, { since });
        expect(event.sessionId).toBe(sessionId);
        expect(event.data).toMatchObject({ type: 'text', text: 'ping from the phone', from: '15550200002@s.whatsapp.net' });
        expect(event.data.message).toMatchObject({ key: { id }, message: expect.any(Object) });
        expect(Date.parse(event.data.timestamp)).toBeGreaterThan(0);
    });
    it('reports a sender who addressed the session by LID with their phone-number JID', async () => {
        const { lid } = (await h.api('GET', `/sessions/${sessionId}`)).body.data;
        expect(lid).toMatch(/@lid$/);
        const since = h.events.mark();
        const { id } = await friend().sendText(lid, 'addressed by LID');
        const event = await h.events.waitFor('message.received', (e) => e.data.messageId === id, { since });
        expect(event.data.chatJid).toMatch(/@lid$/);
        expect(event.data).toMatchObject({ text: 'addressed by LID', from: '15550200002@s.whatsapp.net' });
    });
    it('replays an Idempotency-Key, refuses it with another body, and sends once under 50 concurrent retries', async () => {
        const body = { to: '15550200002', content: { type: 'text', text: 'exactly once' } };
        const headers = { 'idempotency-key': 'order-1001' };
        const first = await h.api('POST', `/sessions/${sessionId}/messages`, body, headers);
        expect(first.status).toBe(200);
        const replay = await h.api('POST', `/sessions/${sessionId}/messages`, body, headers);
        expect(replay.status).toBe(200);
        expect(replay.headers.get('idempotent-replayed')).toBe('true');
        expect(replay.body).toEqual(first.body);
        const other = await h.api('POST', `/sessions/${sessionId}/messages`, { ...body, content: { type: 'text', text: 'different' } }, headers);
        expect(other.status).toBe(422);
        expect(other.body.code).toBe('idempotency_key_reused');
        const before = h.events.of('message.sent', sessionId).length;
        const burst = await Promise.all(Array.from({ length: 50 }, () => h.api('POST', `/sessions/${sessionId}/messages`, { to: '15550200002', content: { type: 'text', text: 'burst' } }, { 'idempotency-key': 'burst-1' })));
        const statuses = burst.map((r) => r.status);
        expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
        expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
        expect(new Set(burst.filter((r) => r.status === 200).map((r) => r.body.data.messageId)).size).toBe(1);
        expect(h.events.of('message.sent', sessionId).length - before).toBe(1);
        expect(friend().messages.filter((m) => m.text === 'burst')).toHaveLength(1);
    });
    it('keeps Idempotency-Keys across a restart', async () => {
        const world2 = await startWorld();
        try {
            const first = await world2.engine();
            const paired = await pairedSession(world2, first, '15550200011');
            await world2.sim.createPhone('15550200012');
            const body = { to: '15550200012', content: { type: 'text', text: 'survives restarts' } };
            const sent = await first.api('POST', `/sessions/${paired.sessionId}/messages`, body, {
                'idempotency-key': 'restart-key',
            });
            expect(sent.status).toBe(200);
            await first.engine.stop();
            const second = await world2.engine({}, first.file);
            const replay = await second.api('POST', `/sessions/${paired.sessionId}/messages`, body, {
                'idempotency-key': 'restart-key',
            });
            expect(replay.status).toBe(200);
            expect(replay.headers.get('idempotent-replayed')).toBe('true');
            expect(replay.body.data.messageId).toBe(sent.body.data.messageId);
        }
        finally {
            await world2.close();
        }
    });
    it('answers 502 and emits message.failed when WhatsApp refuses a send (no such account)', async () => {
        const since = h.events.mark();
        const refused = await h.api('POST', `/sessions/${sessionId}/messages`, {
            to: '15559990000',
            content: { type: 'text', text: 'anyone there?' },
        });
        expect(refused.status).toBe(502);
        expect(refused.body.code).toBe('upstream_failed');
        const failed = await h.events.waitFor('message.failed', (e) => e.sessionId === sessionId && e.data.to === '15559990000', { since });
        expect(failed.data).toMatchObject({ contentType: 'text', reason: expect.stringContaining('404'), statusCode: 404 });
        expect(h.events.of('message.sent', sessionId).some((e) => e.data.to === '15559990000')).toBe(false);
    });
    it('answers 504 and emits message.failed when the server does not acknowledge in time', async () => {
        const slow = await startWorld();
        try {
            const engine = await slow.engine({ sendAckTimeoutMs: 300 });
            const paired = await pairedSession(slow, engine, '15550200021');
            await slow.sim.createPhone('15550200022');
            const since = engine.events.mark();
            slow.sim.faults.delayReplies(2_000);
            const late = await engine.api('POST', `/sessions/${paired.sessionId}/messages`, {
                to: '15550200022',
                content: { type: 'text', text: 'too slow' },
            });
            slow.sim.faults.delayReplies(0);
            expect(late.status).toBe(504);
            expect(late.body.code).toBe('upstream_timeout');
            const failed = await engine.events.waitFor('message.failed', (e) => e.data.to === '15550200022', { since });
            expect(failed.data.reason).toMatch(/acknowledge/);
        }
        finally {
            await slow.close();
        }
    });
    it('refuses sends on a session that is not connected with a 409 that says what to do', async () => {
        const created = await h.api('POST', '/sessions', { displayName: 'never paired' });
        const unpaired = await h.api('POST', `/sessions/${created.body.data.sessionId}/messages`, {
            to: '15550200002',
            content: { type: 'text', text: 'x' },
        });
        expect(unpaired.status).toBe(409);
        expect(unpaired.body).toMatchObject({ code: 'session_not_paired', connectionState: 'inactive' });
        expect(unpaired.body.detail).toMatch(/pair/);
    });
    it('validates send bodies: path and content type must agree, recipients must be numbers or JIDs', async () => {
        const mismatch = await h.api('POST', `/sessions/${sessionId}/messages/image`, {
            to: '15550200002',
            content: { type: 'video', mediaUrl: 'https://example.com/a.mp4' },
        });
        expect(mismatch.status).toBe(422);
        expect(mismatch.body.errors).toContainEqual(expect.objectContaining({ path: 'content.type' }));
        const badTo = await h.api('POST', `/sessions/${sessionId}/messages`, {
            to: 'not-a-number',
            content: { type: 'text', text: 'x' },
        });
        expect(badTo.status).toBe(422);
        expect(badTo.body.errors).toContainEqual(expect.objectContaining({ path: 'to' }));
        const privateUrl = await h.api('POST', `/sessions/${sessionId}/messages/image`, {
            to: '15550200002',
            content: { type: 'image', mediaUrl: 'https://example.com/a.jpg', extra: 1 },
        });
        expect(privateUrl.status).toBe(422);
        expect(privateUrl.body.errors).toContainEqual(expect.objectContaining({ path: 'content.extra' }));
    });
});
//# sourceMappingURL=messages.test.js.map