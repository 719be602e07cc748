import { connect } from 'node:net';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { targets } from '../support/targets.js';
import { ManualClock, usageApiKey, usageEngine } from './helpers.js';
/** Declares a body, sends part of it, and resets the connection: a client that gave up mid-upload. */
async function abortMidBody(origin, fetchAt) {
    if (origin.startsWith('http://in-process')) {
        // In process the body is a stream; a client gone mid-body is that stream failing.
        const body = new ReadableStream({
            start(controller) {
                controller.enqueue(new TextEncoder().encode('{"displayName":"'));
                queueMicrotask(() => controller.error(new Error('client went away')));
            },
        });
        await fetchAt({
            method: 'POST',
            headers: { authorization: `Bearer ${usageApiKey}`, 'content-type': 'application/json' },
            body,
            duplex: 'half',
        });
        return;
    }
    const { hostname, port } = new URL(origin);
    const socket = connect(Number(port), hostname);
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(`POST /api/v1/sessions HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${usageApiKey}\r\nContent-Type: application/json\r\nContent-Length: 65536\r\n\r\n{"displayName":"`);
    socket.write(Buffer.alloc(16 * 1024, 0x61), () => socket.resetAndDestroy());
    await new Promise((resolve) => socket.once('close', resolve));
}
/**
 * A client that leaves in the middle of its body was never answered: the request counts, in no status class
 * (never as a server error), and the log has a debug line for it, no error and no stack.
 */
// Behind express.json() the host's parser reads the body and answers its abort itself: the API never sees it.
const readingTargets = targets.filter((target) => !target.name.includes('express.json'));
describe.each(readingTargets.map((target) => [target.name, target]))('aborted uploads through %s', (_name, target) => {
    it('10 aborted uploads leave serverError5xx at 0 and log no error', async () => {
        const lines = [];
        const logger = pino({ level: 'debug' }, { write: (line) => void lines.push(JSON.parse(line)) });
        const engine = usageEngine(new ManualClock('2026-04-10T09:00:00Z'), { logger });
        await engine.start();
        const mounted = await target.mount(engine, { basePath: '/api/v1' });
        try {
            for (let i = 0; i < 10; i++)
                await abortMidBody(mounted.origin, (init) => mounted.fetch('/api/v1/sessions', init).catch(() => undefined));
            // The server sees each reset a moment after the client made it.
            await vi.waitFor(async () => expect((await engine.usage.counters()).apiRequestsThisMonth).toBe(10), {
                timeout: 10_000,
            });
            expect((await engine.usage.analytics({ days: 1 })).statusBreakdown).toEqual({
                success2xx: 0,
                clientError4xx: 0,
                serverError5xx: 0,
            });
            expect(lines.filter((line) => line.level >= 40)).toEqual([]);
            const aborted = lines.filter((line) => line.msg === 'the client left before its body arrived');
            expect(aborted).toHaveLength(10);
            expect(aborted.every((line) => line.level === 20 && line.err === undefined)).toBe(true);
        }
        finally {
            await mounted.close();
            await engine.stop();
        }
    });
});
//# sourceMappingURL=aborted.test.js.map