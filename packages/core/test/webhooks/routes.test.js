import { afterEach, describe, expect, test } from 'vitest';
import { apiFor, createEngine, createSessions, nextAttempts, Receiver } from './helpers.js';
const cleanups = [];
afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse())
        await cleanup();
});
async function setup(allowPrivateNetwork = true) {
    const engine = createEngine({ allowPrivateNetwork });
    await engine.start();
    cleanups.push(() => engine.stop());
    const receiver = await Receiver.start();
    cleanups.push(() => receiver.close());
    return { engine, receiver, api: apiFor(engine) };
}
describe('webhook management over HTTP', () => {
    test('create shows the secret once; list, get and update never show it', async () => {
        const { api, receiver, engine } = await setup();
        const created = await api('POST', '/webhooks', {
            url: receiver.url,
            events: ['message.received', 'connection.state'],
            description: 'crm',
        });
        expect(created.status).toBe(201);
        const webhook = created.body.data;
        expect(webhook).toMatchObject({
            url: receiver.url,
            events: ['message.received', 'connection.state'],
            description: 'crm',
            enabled: true,
            disabledReason: null,
        });
        expect(webhook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
        expect(webhook.id).toMatch(/^wh_/);
        const list = await api('GET', '/webhooks');
        expect(list.status).toBe(200);
        expect(list.body.data).toHaveLength(1);
        expect(JSON.stringify(list.body)).not.toContain(webhook.secret);
        expect(list.body.data[0]).not.toHaveProperty('secret');
        expect(list.body.data[0]).not.toHaveProperty('previousSecrets');
        const got = await api('GET', `/webhooks/${webhook.id}`);
        expect(got.body.data).toMatchObject({ id: webhook.id, url: receiver.url });
        expect(JSON.stringify(got.body)).not.toContain(webhook.secret);
        const patched = await api('PATCH', `/webhooks/${webhook.id}`, { events: ['*'], enabled: false, description: null });
        expect(patched.status).toBe(200);
        expect(patched.body.data).toMatchObject({ events: ['*'], enabled: false, description: null });
        expect(JSON.stringify(patched.body)).not.toContain(webhook.secret);
        expect(await engine.webhooks.count()).toBe(1);
        expect((await api('GET', '/usage')).body.data.webhooksConfigured).toBe(1);
    });
    test('rotate-secret returns a new secret once, with the old one valid for the grace period', async () => {
        const { api, receiver } = await setup();
        const webhook = (await api('POST', '/webhooks', { url: receiver.url, events: ['*'] })).body.data;
        const rotated = await api('POST', `/webhooks/${webhook.id}/rotate-secret`, { gracePeriodSeconds: 3600 });
        expect(rotated.status).toBe(200);
        expect(rotated.body.data.secret).toMatch(/^whsec_/);
        expect(rotated.body.data.secret).not.toBe(webhook.secret);
        expect(rotated.body.data.previousSecretExpiresAt).not.toBeNull();
        const noBody = await api('POST', `/webhooks/${webhook.id}/rotate-secret`);
        expect(noBody.status).toBe(200);
        const got = await api('GET', `/webhooks/${webhook.id}`);
        expect(JSON.stringify(got.body)).not.toContain(rotated.body.data.secret);
        expect(JSON.stringify(got.body)).not.toContain(noBody.body.data.secret);
    });
    test('test event: delivered to that webhook only, answered after the first attempt', async () => {
        const { api, receiver } = await setup();
        const other = await Receiver.start();
        cleanups.push(() => other.close());
        const webhook = (await api('POST', '/webhooks', { url: receiver.url, events: ['session.created'] })).body.data;
        await api('POST', '/webhooks', { url: other.url, events: ['*'] });
        const sent = await api('POST', `/webhooks/${webhook.id}/test`);
        expect(sent.status).toBe(200);
        expect(sent.body.data).toMatchObject({ status: 'delivered', eventType: 'webhook.test', attemptCount: 1 });
        expect(sent.body.data.attempts[0]).toMatchObject({ statusCode: 200, error: null });
        expect(receiver.received).toHaveLength(1);
        expect(JSON.parse(receiver.received[0].body)).toMatchObject({
            type: 'webhook.test',
            data: { webhookId: webhook.id },
        });
        expect(other.received).toHaveLength(0);
    });
    test('deliveries list with attempts and a status filter', async () => {
        const { api, receiver, engine } = await setup();
        const webhook = (await api('POST', '/webhooks', { url: receiver.url, events: ['session.created'] })).body.data;
        const attempted = nextAttempts(engine, 3);
        await createSessions(engine, 3);
        await attempted;
        const list = await api('GET', `/webhooks/${webhook.id}/deliveries?status=delivered&limit=2`);
        expect(list.status).toBe(200);
        expect(list.body.data).toHaveLength(2);
        expect(list.body.data[0]).toMatchObject({
            status: 'delivered',
            webhookId: webhook.id,
            eventType: 'session.created',
            attemptCount: 1,
        });
        expect(list.body.data[0].attempts[0]).toEqual({
            at: expect.any(String),
            statusCode: 200,
            durationMs: expect.any(Number),
            error: null,
        });
        expect((await api('GET', `/webhooks/${webhook.id}/deliveries?status=failed`)).body.data).toEqual([]);
        expect((await api('GET', `/webhooks/${webhook.id}/deliveries?limit=0`)).status).toBe(422);
    });
    test('delete removes the webhook and its deliveries', async () => {
        const { api, receiver, engine } = await setup();
        const webhook = (await api('POST', '/webhooks', { url: receiver.url, events: ['*'] })).body.data;
        const attempted = nextAttempts(engine);
        await createSessions(engine, 1);
        await attempted;
        const deleted = await api('DELETE', `/webhooks/${webhook.id}`);
        expect(deleted.status).toBe(200);
        expect(deleted.body.data).toMatchObject({ id: webhook.id, deleted: true });
        expect(deleted.body.data).not.toHaveProperty('secret');
        expect((await api('GET', `/webhooks/${webhook.id}`)).status).toBe(404);
        expect((await api('GET', '/webhooks')).body.data).toEqual([]);
        expect(await engine.webhooks.count()).toBe(0);
    });
    test('422 for unknown events, bad URLs, unknown fields; 404 for unknown ids', async () => {
        const { api, receiver } = await setup();
        const unknownEvent = await api('POST', '/webhooks', {
            url: receiver.url,
            events: ['message.received', 'message.exploded'],
        });
        expect(unknownEvent.status).toBe(422);
        expect(unknownEvent.body.code).toBe('validation_failed');
        expect(unknownEvent.body.errors[0].path).toBe('events.1');
        expect((await api('POST', '/webhooks', { url: receiver.url, events: [] })).status).toBe(422);
        expect((await api('POST', '/webhooks', { url: 'ftp://example.com/x', events: ['*'] })).body.code).toBe('webhook_url_forbidden');
        expect((await api('POST', '/webhooks', { url: 'not a url', events: ['*'] })).status).toBe(422);
        const extra = await api('POST', '/webhooks', { url: receiver.url, events: ['*'], secret: 'mine' });
        expect(extra.status).toBe(422);
        expect(extra.body.errors[0].path).toBe('secret');
        expect((await api('PATCH', '/webhooks/wh_nope', { enabled: false })).body.code).toBe('webhook_not_found');
        for (const [method, path] of [
            ['GET', '/webhooks/wh_nope'],
            ['DELETE', '/webhooks/wh_nope'],
            ['POST', '/webhooks/wh_nope/rotate-secret'],
            ['POST', '/webhooks/wh_nope/test'],
            ['GET', '/webhooks/wh_nope/deliveries'],
            ['POST', '/webhooks/wh_nope/deliveries/dlv_x/redeliver'],
        ]) {
            const response = await api(method, path);
            expect(response.status, `${method} ${path}`).toBe(404);
            expect(response.body.code).toBe('webhook_not_found');
        }
        const webhook = (await api('POST', '/webhooks', { url: receiver.url, events: ['*'] })).body.data;
        expect((await api('PATCH', `/webhooks/${webhook.id}`, {})).status).toBe(422);
        expect((await api('GET', `/webhooks/${webhook.id}/deliveries/dlv_nope`)).body.code).toBe('delivery_not_found');
    });
    test('private and loopback URLs are refused unless the operator allows them', async () => {
        const { api } = await setup(false);
        for (const url of [
            'http://127.0.0.1:8080/hook',
            'http://localhost/hook',
            'http://10.1.2.3/hook',
            'http://169.254.169.254/latest',
            'http://[::1]/hook',
            'http://192.168.1.10/',
        ]) {
            const refused = await api('POST', '/webhooks', { url, events: ['*'] });
            expect(refused.status, url).toBe(422);
            expect(refused.body.code).toBe('webhook_url_forbidden');
            expect(refused.body.errors[0].path).toBe('url');
        }
        const allowed = await setup(true);
        expect((await allowed.api('POST', '/webhooks', { url: 'http://127.0.0.1:8080/hook', events: ['*'] })).status).toBe(201);
    });
    test('requires the API key', async () => {
        const { engine } = await setup();
        const response = await apiFor(engine)('GET', '/webhooks', undefined, { authorization: 'Bearer wrong' });
        expect(response.status).toBe(401);
    });
});
//# sourceMappingURL=routes.test.js.map