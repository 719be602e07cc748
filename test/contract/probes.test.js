import { createStore, SessionEngine } from '@sessionkit/core';
import { createServer } from '@sessionkit/node';
import { pino } from 'pino';
import { afterEach, describe, expect, test } from 'vitest';
import { FakeDriver } from '../support/fake-driver.js';
import { closeServer } from '../support/targets.js';
/** The health probes through `@sessionkit/node`'s createServer (the standalone server's are in its own suite). */
describe('health probes', () => {
    const cleanups = [];
    afterEach(async () => {
        for (const cleanup of cleanups.splice(0).reverse())
            await cleanup();
    });
    /** A store whose session reads fail while `down` is set: a database that stopped answering. */
    function breakableStore() {
        const real = createStore('memory://');
        let down = false;
        const store = {
            kind: real.kind,
            close: () => real.close(),
            collection(name) {
                const collection = real.collection(name);
                return new Proxy(collection, {
                    get: (target, property) => {
                        if (property === 'get' && down)
                            return () => Promise.reject(new Error('connection refused'));
                        const value = Reflect.get(target, property, target);
                        // Bound to the collection itself: its methods read private fields a proxy does not have.
                        return typeof value === 'function' ? value.bind(target) : value;
                    },
                });
            },
        };
        return { store, fail: (value) => void (down = value) };
    }
    async function serve(engine) {
        const server = createServer(engine);
        await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
        cleanups.push(() => closeServer(server));
        return `http://127.0.0.1:${server.address().port}`;
    }
    function newEngine(store, driver = new FakeDriver()) {
        const engine = new SessionEngine({
            store,
            logger: pino({ level: 'silent' }),
            apiKeys: ['sk_probe'],
            protocol: { driver },
        });
        cleanups.push(async () => {
            if (engine.started)
                await engine.stop();
        });
        return { engine, driver };
    }
    const readyz = async (url) => {
        const response = await fetch(`${url}/readyz`);
        return { status: response.status, body: await response.json() };
    };
    test('/healthz answers without a key; /readyz is 503 until start() and 200 after', async () => {
        const { engine } = newEngine(createStore('memory://'));
        const url = await serve(engine);
        const live = await fetch(`${url}/healthz`);
        expect(live.status).toBe(200);
        expect(live.headers.get('cache-control')).toBe('no-store');
        expect(await live.json()).toEqual({ status: 'ok' });
        expect(await readyz(url)).toEqual({
            status: 503,
            body: { status: 'not_ready', store: 'ok', restore: 'not_started' },
        });
        await engine.start();
        expect(await readyz(url)).toEqual({ status: 200, body: { status: 'ready', store: 'ok', restore: 'done' } });
        // The API beside them still takes its key.
        expect((await fetch(`${url}/api/v1/sessions`)).status).toBe(401);
    });
    test('/readyz stays 503 while paired sessions are being restored, then turns 200', async () => {
        const store = createStore('memory://');
        const { engine, driver } = newEngine(store);
        const now = new Date().toISOString();
        driver.script('restoring', 'none');
        await store.collection('sessions').set('restoring', {
            sessionId: 'restoring',
            displayName: 'Restoring',
            deviceBrowser: 'Chrome',
            status: 'connected',
            paired: true,
            phoneJid: '15550001111@s.whatsapp.net',
            lid: null,
            createdAt: now,
            updatedAt: now,
            lastConnectedAt: now,
            lastDisconnect: null,
            errorReason: null,
        });
        const url = await serve(engine);
        await engine.start();
        await expect.poll(() => driver.opened).toEqual(['restoring']);
        expect(await readyz(url)).toEqual({ status: 503, body: { status: 'not_ready', store: 'ok', restore: 'running' } });
        driver.connection('restoring').login();
        await expect.poll(async () => (await readyz(url)).status).toBe(200);
    });
    test('/readyz is 503 while the store does not answer, and recovers with it', async () => {
        const { store, fail } = breakableStore();
        const { engine } = newEngine(store);
        await engine.start();
        const url = await serve(engine);
        fail(true);
        expect(await readyz(url)).toEqual({
            status: 503,
            body: { status: 'not_ready', store: 'unreachable', restore: 'done' },
        });
        fail(false);
        expect((await readyz(url)).status).toBe(200);
    });
    test('HEAD answers the status without a body; other methods are a 405 Problem naming GET and HEAD', async () => {
        const { engine } = newEngine(createStore('memory://'));
        await engine.start();
        const url = await serve(engine);
        const head = await fetch(`${url}/readyz`, { method: 'HEAD' });
        expect(head.status).toBe(200);
        expect(await head.text()).toBe('');
        const post = await fetch(`${url}/healthz`, { method: 'POST' });
        expect(post.status).toBe(405);
        expect(post.headers.get('allow')).toBe('GET, HEAD');
        expect(post.headers.get('content-type')).toBe('application/problem+json');
        expect(await post.json()).toMatchObject({ code: 'method_not_allowed', status: 405 });
    });
});
//# sourceMappingURL=probes.test.js.map