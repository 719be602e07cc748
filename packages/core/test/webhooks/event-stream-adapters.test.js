import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, test } from 'vitest';
import { targets } from '../../../../test/support/targets.js';
import { API_KEY, createEngine, createSessions } from './helpers.js';
const cleanups = [];
afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse())
        await cleanup();
});
/**
 * Opens GET /api/v1/events. Over a real port it uses node:http, whose destroy() closes the socket at once (the
 * server must notice a client leaving); the in-process target goes through its fetch with an AbortSignal.
 */
async function openStream(mounted, headers) {
    let body;
    let status;
    let contentType;
    let leave;
    if (mounted.origin.startsWith('http://127.0.0.1')) {
        const response = await new Promise((resolve, reject) => {
            const req = httpRequest(`${mounted.origin}/api/v1/events`, { headers }, resolve);
            req.on('error', reject);
            req.end();
            leave = () => req.destroy();
        });
        response.on('error', () => undefined);
        status = response.statusCode ?? 0;
        contentType = response.headers['content-type'] ?? null;
        body = Readable.toWeb(response);
    }
    else {
        const abort = new AbortController();
        const response = await mounted.fetch('/api/v1/events', { headers, signal: abort.signal });
        status = response.status;
        contentType = response.headers.get('content-type');
        body = response.body;
        leave = () => abort.abort();
    }
    const reader = body
        .pipeThrough(new TextDecoderStream())
        .getReader();
    let buffer = '';
    return {
        status,
        contentType,
        leave: () => {
            leave();
            void reader.cancel().catch(() => undefined);
        },
        async next() {
            for (;;) {
                let end;
                while ((end = buffer.indexOf('\n\n')) >= 0) {
                    const block = buffer.slice(0, end);
                    buffer = buffer.slice(end + 2);
                    const lines = block.split('\n').filter((line) => !line.startsWith(':') && line.includes(': '));
                    const fields = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2)]));
                    if (fields.id)
                        return fields;
                }
                const { done, value } = await reader.read();
                if (done)
                    throw new Error('stream ended');
                buffer += value;
            }
        },
    };
}
describe.each(targets)('event stream through $name', (target) => {
    test('events arrive as they happen (not buffered), resume with Last-Event-ID, and the client can leave', async () => {
        const engine = createEngine();
        await engine.start();
        cleanups.push(() => engine.stop());
        const mounted = await target.mount(engine, { basePath: '/api/v1' });
        cleanups.push(() => mounted.close());
        const headers = { authorization: `Bearer ${API_KEY}` };
        const live = await openStream(mounted, headers);
        expect(live.status).toBe(200);
        expect(live.contentType).toMatch(/^text\/event-stream/);
        await createSessions(engine, 1, 'live');
        const first = await live.next();
        expect(first.event).toBe('session.created');
        expect(JSON.parse(first.data).sessionId).toBe('live0');
        live.leave();
        await createSessions(engine, 1, 'later');
        const resumed = await openStream(mounted, { ...headers, 'last-event-id': first.id });
        expect(JSON.parse((await resumed.next()).data).sessionId).toBe('later0');
        resumed.leave();
    });
});
//# sourceMappingURL=event-stream-adapters.test.js.map