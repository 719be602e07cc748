import { createServer as createHttpServer } from 'node:http';
import { serve } from '@hono/node-server';
import { fromFetchRequest, toFetchResponse } from '@sessionkit/core/adapter';
import { createServer, serveApiRequest } from '@sessionkit/node';
import { createReferencePage } from '@sessionkit/reference';
import express from 'express';
import Fastify, {} from 'fastify';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { closeServer } from '../support/targets.js';
const page = createReferencePage({ basePath: '/reference', apiBasePath: '/whatsapp' });
async function listening(server) {
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { origin: `http://127.0.0.1:${server.address().port}`, close: () => closeServer(server) };
}
// The mounts docs/reference-page.md shows, one per host.
const hosts = [
    { name: 'node:http', mount: () => listening(createServer(page)) },
    {
        name: 'express',
        mount: () => {
            const app = express();
            app.use('/reference', (req, res) => void serveApiRequest(page, req, res));
            return listening(createHttpServer(app));
        },
    },
    {
        name: 'fastify',
        async mount() {
            const app = Fastify();
            const reference = async (request, reply) => {
                reply.hijack();
                await serveApiRequest(page, request.raw, reply.raw);
            };
            app.all('/reference', reference);
            app.all('/reference/*', reference);
            const origin = await app.listen({ port: 0, host: '127.0.0.1' });
            return { origin, close: () => app.close() };
        },
    },
    {
        name: 'hono',
        async mount() {
            const app = new Hono();
            app.all('/reference/*', async (c) => toFetchResponse(await page(fromFetchRequest(c.req.raw))));
            const server = await new Promise((resolve) => {
                const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
            });
            return { origin: `http://127.0.0.1:${server.address().port}`, close: () => closeServer(server) };
        },
    },
];
describe.each(hosts)('the reference page mounted on $name', (host) => {
    let mounted;
    beforeAll(async () => {
        mounted = await host.mount();
    });
    afterAll(() => mounted.close());
    test('serves the page, its files and the document for the API where the host mounted it', async () => {
        const html = await fetch(`${mounted.origin}/reference`);
        expect(html.status).toBe(200);
        expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(await html.text()).toContain('<base href="/reference/" />');
        const document = await fetch(`${mounted.origin}/reference/openapi.json`);
        expect((await document.json()).servers).toEqual([{ url: '/whatsapp' }]);
        const bundle = await fetch(`${mounted.origin}/reference/swagger-ui-bundle.js`, { method: 'HEAD' });
        expect(bundle.status).toBe(200);
        expect(Number(bundle.headers.get('content-length'))).toBeGreaterThan(1_000_000);
    });
    test('answers a file it does not have with a Problem', async () => {
        const missing = await fetch(`${mounted.origin}/reference/swagger-ui.js`);
        expect(missing.status).toBe(404);
        expect((await missing.json()).code).toBe('route_not_found');
    });
});
//# sourceMappingURL=reference-page.test.js.map