import { createServer } from 'node:http';
import { afterEach, describe, expect, test } from 'vitest';
import { WebhookTransport } from '../../src/webhooks/transport.js';
const servers = [];
const transports = [];
afterEach(async () => {
    for (const transport of transports.splice(0))
        transport.close();
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
    })));
});
async function receiver(answer) {
    const seen = [];
    const server = createServer((req, res) => {
        const chunks = [];
        req.on('data', (chunk) => chunks.push(chunk));
        req.on('end', () => {
            const body = Buffer.concat(chunks).toString('utf8');
            seen.push({ body, headers: req.headers });
            const { status, body: reply } = answer(body, req.headers);
            res.writeHead(status).end(reply);
        });
    });
    servers.push(server);
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    return { port: server.address().port, seen };
}
const transport = (allowPrivateNetwork) => {
    const created = new WebhookTransport({ maxSockets: 4, allowPrivateNetwork });
    transports.push(created);
    return created;
};
describe('webhook transport', () => {
    test('posts the body with its headers and reports the status once the response ended', async () => {
        const { port, seen } = await receiver(() => ({ status: 202, body: 'x'.repeat(300_000) }));
        const result = await transport(true).post(`http://127.0.0.1:${port}/hook?tenant=a`, '{"a":1}', { 'content-type': 'application/json', 'svc-signature': 't=1,v1=ab' }, 5000);
        expect(result).toEqual({ statusCode: 202 });
        expect(seen).toHaveLength(1);
        expect(seen[0].body).toBe('{"a":1}');
        expect(seen[0].headers).toMatchObject({
            'content-type': 'application/json',
            'svc-signature': 't=1,v1=ab',
            'content-length': '7',
        });
    });
    test('a name that resolves to loopback is refused at connect time, and nothing reaches the receiver', async () => {
        const { port, seen } = await receiver(() => ({ status: 200 }));
        await expect(transport(false).post(`http://localhost:${port}/hook`, '{}', {}, 5000)).rejects.toThrow(/localhost resolves to a private or loopback address/);
        expect(seen).toHaveLength(0);
        await expect(transport(true).post(`http://localhost:${port}/hook`, '{}', {}, 5000)).resolves.toEqual({
            statusCode: 200,
        });
    });
    test('an IP literal is checked at connect time too (Node calls no lookup for it), and nothing reaches the receiver', async () => {
        const { port, seen } = await receiver(() => ({ status: 200 }));
        await expect(transport(false).post(`http://127.0.0.1:${port}/hook`, '{}', {}, 5000)).rejects.toThrow(/127\.0\.0\.1 is a private or loopback address/);
        await expect(transport(false).post(`http://[::ffff:127.0.0.1]:${port}/hook`, '{}', {}, 5000)).rejects.toThrow(/private or loopback address/);
        expect(seen).toHaveLength(0);
    });
    test('names network failures plainly', async () => {
        const { port } = await receiver(() => ({ status: 200 }));
        await new Promise((resolve) => servers.pop().close(() => resolve()));
        await expect(transport(true).post(`http://127.0.0.1:${port}/hook`, '{}', {}, 5000)).rejects.toThrow('connection refused');
    });
});
//# sourceMappingURL=transport.test.js.map