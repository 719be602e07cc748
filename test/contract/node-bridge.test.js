import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import { createServer as createHttpServer, Agent as HttpAgent, request as httpRequest, } from 'node:http';
import { SessionEngine } from '@sessionkit/core';
import { ApiResponse } from '@sessionkit/core/adapter';
import { createApiListener, createServer, toApiRequest, writeApiResponse } from '@sessionkit/node';
import { pino } from 'pino';
import { afterEach, describe, expect, test } from 'vitest';
import { createTestEngine, testApiKey } from '../support/engine.js';
import { rawExchange, refusedByNode } from '../support/raw-http.js';
import { targets } from '../support/targets.js';
const servers = [];
async function serve(server) {
    servers.push(server);
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    return `http://127.0.0.1:${server.address().port}`;
}
const over = (handler) => serve(createHttpServer(createApiListener(handler)));
const answer = (status, body = null, headers = {}) => new ApiResponse(status, headers, body);
/** A promise with its resolver outside, for waiting on something a server-side callback does. */
function signal() {
    let resolve;
    const promise = new Promise((r) => (resolve = r));
    return { promise, resolve };
}
afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
    })));
});
describe('toApiRequest', () => {
    test('keeps the full path and query, and repeated headers', async () => {
        const seen = signal();
        const origin = await over(async (request) => {
            seen.resolve(request);
            return answer(204);
        });
        const port = new URL(origin).port;
        await new Promise((resolve, reject) => {
            const req = httpRequest({
                host: '127.0.0.1',
                port,
                path: '//evil.example/x?y=1&y=2',
                // Raw pairs: Node's header types allow one Authorization only.
                headers: [
                    'x-multi',
                    'a',
                    'x-multi',
                    'b',
                    'authorization',
                    'Bearer a',
                    'authorization',
                    'Bearer b',
                    'host',
                    `api.test:${port}`,
                ],
            }, (res) => {
                res.resume().on('end', () => resolve());
            });
            req.on('error', reject);
            req.end();
        });
        const request = await seen.promise;
        // "//evil.example" stays a path, never becomes the host.
        expect(new URL(request.url).pathname).toBe('//evil.example/x');
        expect(new URL(request.url).search).toBe('?y=1&y=2');
        expect(request.header('x-multi')).toBe('a, b');
        // Node's own headers keep only the first Authorization; the request has both, for the handler to refuse.
        expect(request.header('authorization')).toBe('Bearer a, Bearer b');
    });
    test('hands on the target as the client sent it, dot segments and all', async () => {
        const seen = signal();
        const origin = await over(async (request) => {
            seen.resolve(request);
            return answer(204);
        });
        const exchanged = await rawExchange(origin, 'GET /a/b/%2e%2E/c?d=1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
        expect(exchanged.status).toBe(204);
        expect((await seen.promise).target).toBe('/a/b/%2e%2E/c?d=1');
    });
    test('prefers originalUrl, as Express sets it under a mount point', () => {
        const req = {
            method: 'GET',
            url: '/sessions',
            originalUrl: '/api/v1/sessions',
            headers: { host: 'h.test' },
            rawHeaders: ['Host', 'h.test'],
            socket: {},
        };
        const request = toApiRequest(req, {});
        expect(request.target).toBe('/api/v1/sessions');
        expect(new URL(request.url).pathname).toBe('/api/v1/sessions');
    });
    test('a large request body streams through intact', async () => {
        const payload = Buffer.alloc(5 * 1024 * 1024);
        for (let i = 0; i < payload.length; i += 1)
            payload[i] = (i * 31) % 251;
        const origin = await over(async (request) => {
            const digest = createHash('sha256');
            for await (const chunk of request.body ?? [])
                digest.update(chunk);
            return answer(200, JSON.stringify({ digest: digest.digest('hex') }));
        });
        const response = await fetch(origin, {
            method: 'POST',
            body: payload,
            headers: { 'content-type': 'application/octet-stream' },
        });
        expect(await response.json()).toEqual({ digest: createHash('sha256').update(payload).digest('hex') });
    });
    test('a handler that stops reading a large body early still gets its answer to the client', async () => {
        const origin = await over(async (request) => {
            for await (const _chunk of request.body ?? [])
                break;
            return answer(413, JSON.stringify({ refused: true }));
        });
        const payload = Buffer.alloc(8 * 1024 * 1024, 7);
        const response = await fetch(origin, {
            method: 'POST',
            body: payload,
            headers: { 'content-type': 'application/octet-stream' },
        });
        expect(response.status).toBe(413);
        expect(await response.json()).toEqual({ refused: true });
    });
    test('a client that goes away aborts the request signal', async () => {
        const started = signal();
        const aborted = signal();
        const origin = await over(async (request) => {
            request.signal.addEventListener('abort', () => aborted.resolve(request.signal.reason));
            started.resolve();
            await aborted.promise;
            return answer(200, 'too late');
        });
        const client = new AbortController();
        const pending = fetch(origin, { signal: client.signal }).catch((error) => error);
        await started.promise;
        client.abort();
        expect(await aborted.promise).toBeInstanceOf(Error);
        expect(await pending).toMatchObject({ name: 'AbortError' });
    });
    test('a signal first read after the client left is already aborted', async () => {
        const closed = signal();
        const handled = signal();
        const server = createHttpServer(createApiListener(async (request) => {
            await closed.promise;
            handled.resolve(request.signal.aborted);
            return answer(200, 'too late');
        }));
        server.on('request', (_req, res) => res.once('close', () => closed.resolve()));
        const origin = await serve(server);
        const client = new AbortController();
        const pending = fetch(origin, { signal: client.signal }).catch((error) => error);
        server.once('request', () => client.abort());
        expect(await pending).toMatchObject({ name: 'AbortError' });
        expect(await handled.promise).toBe(true);
    });
    test('a finished response does not abort the signal afterwards', async () => {
        const kept = signal();
        const origin = await over(async (request) => {
            kept.resolve(request);
            return answer(200, 'done');
        });
        expect(await (await fetch(origin)).text()).toBe('done');
        const request = await kept.promise;
        expect(request.signal.aborted).toBe(false);
    });
});
describe('writeApiResponse', () => {
    test('streams: the client reads the first chunk before the second exists', async () => {
        const firstRead = signal();
        const origin = await over(async () => {
            const encoder = new TextEncoder();
            const body = new ReadableStream({
                async start(controller) {
                    controller.enqueue(encoder.encode('first;'));
                    await firstRead.promise;
                    controller.enqueue(encoder.encode('second'));
                    controller.close();
                },
            });
            return answer(200, body, { 'content-type': 'text/plain' });
        });
        const response = await fetch(origin);
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        expect(decoder.decode((await reader.read()).value)).toBe('first;');
        firstRead.resolve();
        let rest = '';
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
            rest += decoder.decode(chunk.value);
        expect(rest).toBe('second');
    });
    test('keeps status and custom headers', async () => {
        const origin = await over(async () => answer(202, '{"ok":true}', { 'x-custom': 'yes', 'content-type': 'application/json' }));
        const response = await fetch(origin);
        expect(response.status).toBe(202);
        expect(response.headers.get('x-custom')).toBe('yes');
        expect(await response.json()).toEqual({ ok: true });
    });
    test('answers HEAD without a body', async () => {
        const origin = await over(async () => answer(200, 'body', { 'x-length': '4' }));
        const port = new URL(origin).port;
        const received = await new Promise((resolve, reject) => {
            const req = httpRequest({ host: '127.0.0.1', port, method: 'HEAD' }, (res) => {
                let bytes = 0;
                res.on('data', (chunk) => (bytes += chunk.length));
                res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
            });
            req.on('error', reject);
            req.end();
        });
        expect(received).toEqual({ status: 200, bytes: 0 });
    });
    test('a refused body still arriving is read to its end, and its connection serves the next request', async () => {
        const origin = await serve(createHttpServer((req, res) => {
            // Answered inside the request event, before Node has parsed the request's end.
            void writeApiResponse(res, new ApiResponse(req.method === 'GET' ? 200 : 413, { 'content-type': 'application/json' }, '{}'));
        }));
        const port = new URL(origin).port;
        const agent = new HttpAgent({ keepAlive: true, maxSockets: 1 });
        const refused = signal();
        const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', agent, headers: { 'content-length': '4096' } });
        req.on('response', (res) => res.resume().on('end', () => refused.resolve({ status: res.statusCode, socket: req.socket })));
        req.write(Buffer.alloc(1024));
        const answer = await refused.promise;
        expect(answer.status).toBe(413);
        // The rest of the body arrives after the answer; the connection is then free for the next request.
        const freed = new Promise((resolve) => agent.once('free', resolve));
        req.end(Buffer.alloc(3072));
        await freed;
        const next = await new Promise((resolve, reject) => {
            const get = httpRequest({ host: '127.0.0.1', port, agent }, (res) => res
                .resume()
                .on('end', () => resolve({ status: res.statusCode, reused: get.reusedSocket, socket: get.socket })));
            get.on('error', reject);
            get.end();
        });
        expect(next).toMatchObject({ status: 200, reused: true });
        expect(next.socket).toBe(answer.socket);
        agent.destroy();
    });
    test('never rejects: a body that fails midway ends the connection', async () => {
        const settled = signal();
        const origin = await serve(createHttpServer((_req, res) => {
            const body = new ReadableStream({
                start(controller) {
                    controller.enqueue(new TextEncoder().encode('partial'));
                    controller.error(new Error('source failed'));
                },
            });
            writeApiResponse(res, answer(200, body)).then(() => settled.resolve('resolved'), () => settled.resolve('rejected'));
        }));
        const outcome = await fetch(origin)
            .then((response) => response.text())
            .then(() => 'complete', () => 'cut');
        expect(await settled.promise).toBe('resolved');
        expect(outcome).toBe('cut');
    });
});
describe('createApiListener and createServer', () => {
    test('a handler that rejects still gets a 500 problem', async () => {
        const origin = await over(async () => {
            throw new Error('secret internals');
        });
        const response = await fetch(origin);
        expect(response.status).toBe(500);
        expect(response.headers.get('content-type')).toBe('application/problem+json');
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        const text = await response.text();
        expect(text).not.toContain('secret internals');
        expect(JSON.parse(text)).toMatchObject({ status: 500, code: 'internal_error' });
    });
    test('a method Fetch cannot represent reaches the API, which answers a 405 problem', async () => {
        const engine = new SessionEngine({ apiKeys: ['k'], logger: pino({ level: 'silent' }) });
        await engine.start();
        try {
            const origin = await serve(createServer(engine));
            const port = new URL(origin).port;
            const received = await new Promise((resolve, reject) => {
                const req = httpRequest({
                    host: '127.0.0.1',
                    port,
                    method: 'TRACE',
                    path: '/api/v1/sessions',
                    headers: { authorization: 'Bearer k' },
                }, (res) => {
                    res.resume();
                    resolve({ status: res.statusCode ?? 0, allow: res.headers.allow });
                });
                req.on('error', reject);
                req.end();
            });
            expect(received).toEqual({ status: 405, allow: 'POST, GET, HEAD' });
        }
        finally {
            await engine.stop();
        }
    });
    test('createServer takes an API handler', async () => {
        const origin = await serve(createServer(async () => answer(200, '{"data":"own"}')));
        expect(await (await fetch(`${origin}/anything`)).json()).toEqual({ data: 'own' });
    });
    test('createServer takes an engine and handler options', async () => {
        const engine = new SessionEngine({ apiKeys: ['k'], logger: pino({ level: 'silent' }) });
        await engine.start();
        try {
            const origin = await serve(createServer(engine, { basePath: '/svc' }));
            const response = await fetch(`${origin}/svc/sessions`, { headers: { authorization: 'Bearer k' } });
            expect(response.status).toBe(200);
            expect(await response.json()).toEqual({ data: [] });
            expect((await fetch(`${origin}/api/v1/sessions`, { headers: { authorization: 'Bearer k' } })).status).toBe(404);
        }
        finally {
            await engine.stop();
        }
    });
});
describe('createServer', () => {
    test.each(refusedByNode)('answers $name, which Node refuses before any handler, with a $status Problem', async ({ text, status, code }) => {
        const t = await createTestEngine();
        try {
            const origin = await serve(createServer(t.engine));
            const answer = await rawExchange(origin, text);
            expect(answer.status).toBe(status);
            expect(answer.headers).toMatch(/content-type: application\/problem\+json/i);
            expect(answer.headers).toMatch(/x-content-type-options: nosniff/i);
            expect(JSON.parse(answer.body)).toMatchObject({
                status,
                code,
                type: expect.stringMatching(/^https:\/\//),
                title: expect.any(String),
                detail: expect.any(String),
            });
        }
        finally {
            await t.close();
        }
    });
});
describe('a body refused while it is still arriving', () => {
    /** Writes the whole request, then reads until the answer is complete or the socket fails. */
    const postWhole = (origin, path, body) => new Promise((resolve) => {
        const { hostname, port } = new URL(origin);
        const socket = connect(Number(port), hostname);
        let received = '';
        socket.on('data', (chunk) => {
            received += chunk.toString('latin1');
            const end = received.indexOf('\r\n\r\n');
            const length = Number(/content-length: (\d+)/i.exec(received)?.[1] ?? Number.NaN);
            if (end >= 0 && received.length - end - 4 >= length) {
                socket.destroy();
                resolve(received);
            }
        });
        socket.on('error', (error) => resolve(`${received}\n(${error.code})`));
        socket.on('close', () => resolve(received));
        socket.write(`POST ${path} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${testApiKey}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
        // Reads only once the body has left, as a client that writes, then reads, does; one chunk at a time, so
        // the body is still arriving when the answer is written.
        socket.pause();
        void (async () => {
            for (let at = 0; at < body.length && !socket.destroyed; at += 64 * 1024) {
                const failed = await new Promise((done) => socket.write(body.subarray(at, at + 64 * 1024), done));
                if (failed)
                    return;
            }
            socket.resume();
        })();
    });
    // Every adapter served over a socket: the Node bridge's (createServer, Express, Fastify) and Hono's server.
    test.each(targets.filter((target) => !target.baseline).map((target) => [target.name, target]))('an oversized body is answered with its 413 every time through %s, never a reset', async (_name, target) => {
        const t = await createTestEngine();
        const mounted = await target.mount(t.engine, { basePath: '/api/v1', maxBodyBytes: 4096 });
        try {
            const body = Buffer.alloc(8 * 1024 * 1024, 0x20);
            for (let round = 0; round < 20; round++) {
                const answer = await postWhole(mounted.origin, '/api/v1/sessions', body);
                expect(answer.slice(0, 12)).toBe('HTTP/1.1 413');
            }
        }
        finally {
            await mounted.close();
            await t.close();
        }
    });
});
//# sourceMappingURL=node-bridge.test.js.map