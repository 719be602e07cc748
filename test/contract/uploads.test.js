import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createTestEngine, nextEvent, testApiKey } from '../support/engine.js';
import { targets } from '../support/targets.js';
const auth = { authorization: `Bearer ${testApiKey}` };
const base = '/api/v1';
/** A multipart body as a client sends it: its bytes and the content type that names the boundary. */
async function multipart(parts) {
    const form = new FormData();
    for (const [name, value] of Object.entries(parts))
        if (typeof value === 'string')
            form.set(name, value);
        else
            form.set(name, value, 'photo.jpg');
    const request = new Request('http://form.test', { method: 'POST', body: form });
    return { bytes: new Uint8Array(await request.arrayBuffer()), type: request.headers.get('content-type') };
}
/** A body that sends its first bytes and then nothing more until `finish` is called. */
function heldBody(first) {
    let controller;
    const stream = new ReadableStream({
        start(c) {
            controller = c;
            c.enqueue(first);
        },
    });
    const finish = (rest) => {
        controller.enqueue(rest);
        controller.close();
    };
    return { stream, finish };
}
describe.each(targets)('uploads through $name', (target) => {
    let t;
    let api;
    let seq = 0;
    const newId = () => `up-${target.name.replace(/[^a-z]+/g, '-')}-${++seq}`;
    beforeAll(async () => {
        t = await createTestEngine();
        api = await target.mount(t.engine, { basePath: base, uploadsPerKey: 1, maxUploadBytes: 256 * 1024 });
    });
    afterAll(async () => {
        await api?.close();
        await t?.close();
    });
    const createSession = async () => {
        const sessionId = newId();
        const response = await api.fetch(`${base}/sessions`, {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json' },
            body: JSON.stringify({ sessionId, displayName: 'Uploads' }),
        });
        expect(response.status).toBe(201);
        return sessionId;
    };
    const connectedSession = async () => {
        const sessionId = await createSession();
        t.driver.script(sessionId, 'none');
        const connected = nextEvent(t.engine, 'connection.state', sessionId, (event) => event.data.state === 'connected');
        await api.fetch(`${base}/sessions/${sessionId}/connect`, { method: 'POST', headers: auth });
        t.driver.connection(sessionId).pair();
        await connected;
        return sessionId;
    };
    const upload = (sessionId, body, type, headers = {}) => api.fetch(`${base}/sessions/${sessionId}/messages/image`, {
        method: 'POST',
        headers: { ...auth, 'content-type': type, ...headers },
        body,
        duplex: 'half',
    });
    const problem = async (response) => (await response.json());
    test('an upload to a session that cannot send is refused before its body is read', async () => {
        const { bytes, type } = await multipart({ to: '15550002222', media: new Blob([new Uint8Array(4096)]) });
        // The body never ends: only an answer that does not wait for it can arrive.
        const unpaired = await upload(await createSession(), heldBody(bytes.subarray(0, 512)).stream, type);
        expect(unpaired.status).toBe(409);
        expect(await problem(unpaired)).toMatchObject({ code: 'session_not_paired' });
        const unknown = await upload('no-such-session', heldBody(bytes.subarray(0, 512)).stream, type);
        expect(unknown.status).toBe(404);
        expect(await problem(unknown)).toMatchObject({ code: 'session_not_found' });
    });
    test('a key whose first upload was answered replays that answer, though the session is gone offline', async () => {
        const sessionId = await connectedSession();
        const { bytes, type } = await multipart({ to: '15550002222', media: new Blob([new Uint8Array([1, 2, 3])]) });
        const key = { 'idempotency-key': `${sessionId}-photo` };
        const first = await upload(sessionId, bytes, type, key);
        expect(first.status).toBe(200);
        const sent = (await first.json()).data;
        await api.fetch(`${base}/sessions/${sessionId}/disconnect`, { method: 'POST', headers: auth });
        const replay = await upload(sessionId, bytes, type, key);
        expect(replay.status).toBe(200);
        expect(replay.headers.get('idempotent-replayed')).toBe('true');
        expect((await replay.json()).data).toEqual(sent);
        const otherKey = await upload(sessionId, bytes, type, { 'idempotency-key': `${sessionId}-other` });
        expect(otherKey.status).toBe(409);
        expect(await problem(otherKey)).toMatchObject({ code: 'session_not_connected' });
    });
    test('a multipart part the route does not take is a 422 naming it, as an unknown JSON field is', async () => {
        const sessionId = await connectedSession();
        const media = new Blob([new Uint8Array([1, 2, 3])]);
        const unknown = await multipart({ to: '15550002222', media, captoin: 'typo' });
        const response = await upload(sessionId, unknown.bytes, unknown.type);
        expect(response.status).toBe(422);
        expect((await problem(response)).errors).toEqual([{ path: 'captoin', message: 'unknown field' }]);
        const textMedia = await multipart({ to: '15550002222', media: 'not a file' });
        const notFile = await upload(sessionId, textMedia.bytes, textMedia.type);
        expect(notFile.status).toBe(422);
        expect((await problem(notFile)).errors).toEqual([{ path: 'media', message: 'must be a file part' }]);
        expect(t.driver.connection(sessionId).sent).toHaveLength(0);
    });
    test('quoted and mentions come as JSON text parts; a part that is not JSON is a 422 naming it', async () => {
        const sessionId = await connectedSession();
        const media = new Blob([new Uint8Array([1, 2, 3])]);
        const mentioned = await multipart({ to: '15550002222', media, mentions: '["15550003333"]' });
        const response = await upload(sessionId, mentioned.bytes, mentioned.type);
        expect(response.status).toBe(200);
        expect((await response.json()).data.mentions).toEqual([
            '15550003333@s.whatsapp.net',
        ]);
        expect(t.driver.connection(sessionId).sent[0].options.mentions).toEqual(['15550003333@s.whatsapp.net']);
        const broken = await multipart({ to: '15550002222', media, quoted: '{chatJid:' });
        const refused = await upload(sessionId, broken.bytes, broken.type);
        expect(refused.status).toBe(422);
        expect((await problem(refused)).errors).toEqual([{ path: 'quoted', message: 'must be JSON text' }]);
    });
    test('an upload past uploadsPerKey is a 429 with Retry-After; the held one still completes', async () => {
        const sessionId = await connectedSession();
        const bytes = new Uint8Array(64 * 1024).map((_, i) => i % 251);
        const { bytes: body, type } = await multipart({ to: '15550002222', media: new Blob([bytes]) });
        const held = heldBody(body.subarray(0, 1024));
        const first = upload(sessionId, held.stream, type);
        // Until the held upload has reached the handler, another one may still take the slot (and be sent).
        const second = await vi.waitFor(async () => {
            const response = await upload(sessionId, body, type);
            expect(response.status).toBe(429);
            return response;
        }, { timeout: 10_000 });
        expect(second.headers.get('retry-after')).toBe('1');
        expect(await problem(second)).toMatchObject({ code: 'rate_limited', limit: 1 });
        held.finish(body.subarray(1024));
        expect((await first).status).toBe(200);
        expect(t.driver.connection(sessionId).sent.at(-1)?.bytes?.equals(bytes)).toBe(true);
        const third = await upload(sessionId, body, type);
        expect(third.status).toBe(200);
    });
    test('an upload over maxUploadBytes is a 413, declared or streamed, and nothing is sent', async () => {
        const sessionId = await connectedSession();
        const { bytes, type } = await multipart({ to: '15550002222', media: new Blob([new Uint8Array(300 * 1024)]) });
        const declared = await upload(sessionId, bytes, type);
        expect(declared.status).toBe(413);
        expect(await problem(declared)).toMatchObject({ code: 'payload_too_large' });
        const held = heldBody(bytes.subarray(0, 200 * 1024));
        const streamed = upload(sessionId, held.stream, type);
        held.finish(bytes.subarray(200 * 1024));
        expect((await streamed).status).toBe(413);
        expect(t.driver.connection(sessionId).sent).toHaveLength(0);
    });
    test('a body in a charset or coding the server does not decode is a 415, never misread', async () => {
        const post = (headers, body) => api.fetch(`${base}/sessions`, { method: 'POST', headers: { ...auth, ...headers }, body });
        const utf16 = Buffer.from(JSON.stringify({ displayName: 'utf16' }), 'utf16le');
        const wide = await post({ 'content-type': 'application/json; charset=utf-16' }, utf16);
        expect(wide.status).toBe(415);
        expect(await problem(wide)).toMatchObject({ code: 'unsupported_media_type' });
        const gzip = await post({ 'content-type': 'application/json', 'content-encoding': 'gzip' }, gzipSync(JSON.stringify({ displayName: 'gzip' })));
        expect(gzip.status).toBe(415);
        expect(await problem(gzip)).toMatchObject({ code: 'unsupported_media_type' });
    });
});
//# sourceMappingURL=uploads.test.js.map