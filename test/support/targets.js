import { createServer as createHttpServer } from 'node:http';
import { serve } from '@hono/node-server';
import { createHandler } from '@sessionkit/core';
import { sessionApi as expressSessionApi } from '@sessionkit/express';
import { sessionApiPlugin } from '@sessionkit/fastify';
import { sessionApi as honoSessionApi } from '@sessionkit/hono';
import { createServer } from '@sessionkit/node';
import express from 'express';
import Fastify from 'fastify';
import { Hono } from 'hono';
import { createTestEngine } from './engine.js';
const overHttp = (origin, close) => ({
    origin,
    fetch: (path, init) => fetch(`${origin}${path}`, init),
    close,
});
async function listen(server) {
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = server.address();
    return overHttp(`http://127.0.0.1:${port}`, () => closeServer(server));
}
export function closeServer(server) {
    return new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
    });
}
/** Every target the contract suite runs on; the in-process handler is the baseline the others must match. */
export const targets = [
    {
        name: 'in-process handler',
        baseline: true,
        fetchRequest: true,
        async mount(engine, options) {
            const handler = createHandler(engine, options);
            const origin = 'http://in-process.test';
            return {
                origin,
                fetch: (path, init) => handler(new Request(`${origin}${path}`, init)),
                close: async () => undefined,
            };
        },
    },
    {
        name: 'node',
        mount: (engine, options) => listen(createServer(engine, options)),
    },
    {
        name: 'express',
        hostHeader: true,
        mount: (engine, options) => {
            const app = express();
            app.use((_req, res, next) => {
                res.setHeader('x-host', 'kept');
                next();
            });
            app.use(options.basePath, expressSessionApi(engine, options));
            return listen(createHttpServer(app));
        },
    },
    {
        name: 'express behind express.json()',
        mount: (engine, options) => {
            const app = express();
            app.use(express.json());
            app.use(options.basePath, expressSessionApi(engine, options));
            return listen(createHttpServer(app));
        },
    },
    {
        name: 'fastify',
        hostHeader: true,
        async mount(engine, options) {
            const app = Fastify();
            app.addHook('onRequest', async (_request, reply) => {
                reply.header('x-host', 'kept');
            });
            // Host-level parsers the plugin must not inherit: each would swallow the body before the handler saw it.
            app.removeAllContentTypeParsers();
            app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, _body, done) => done(null, { parsedByHost: true }));
            app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null, { parsedByHost: true }));
            app.addContentTypeParser('*', (_request, _payload, done) => done(new Error('host catch-all parser ran')));
            await app.register(sessionApiPlugin, { ...options, engine, prefix: options.basePath });
            const address = await app.listen({ port: 0, host: '127.0.0.1' });
            return overHttp(address, () => app.close());
        },
    },
    {
        name: 'hono',
        hostHeader: true,
        async mount(engine, options) {
            const app = new Hono();
            app.use(async (c, next) => {
                await next();
                c.header('x-host', 'kept');
            });
            app.route(options.basePath, honoSessionApi(engine, options));
            const server = await new Promise((resolve) => {
                const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
            });
            const { port } = server.address();
            return overHttp(`http://127.0.0.1:${port}`, () => closeServer(server));
        },
    },
];
/** A JSON client of a mounted API: `call(method, path, body?)` answers status, content type and the parsed body. */
export function jsonClient(api, base, headers) {
    return async (method, path, body) => {
        const response = await api().fetch(`${base}${path}`, {
            method,
            headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        return {
            status: response.status,
            type: response.headers.get('content-type'),
            body: (await response.json()),
        };
    };
}
export async function mountWithIds(target, basePath, displayName) {
    const t = await createTestEngine({ allowPrivateNetwork: true });
    const api = await target.mount(t.engine, { basePath });
    // The fake driver logs the session straight in; the webhook's test delivery gives a delivery id.
    const session = await t.engine.sessions.create({ displayName, deviceBrowser: 'Chrome' });
    t.driver.script(session.sessionId, 'open');
    await t.engine.sessions.connect(session.sessionId);
    await t.engine.sessions.waitForState(session.sessionId, ['connected'], 5_000);
    const webhook = await t.engine.webhooks.create({ url: 'http://127.0.0.1:9/hook', events: ['session.created'] });
    const delivery = await t.engine.webhooks.sendTest(webhook.id);
    return { t, api, ids: { sessionId: session.sessionId, webhookId: webhook.id, deliveryId: delivery.id } };
}
//# sourceMappingURL=targets.js.map