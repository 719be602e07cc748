import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxHandler, startSimulator } from '../src/index.js';
const KEY = 'sk_test_sandbox_pipeline';
// The sandbox runs on core's HTTP pipeline, so it answers these as /api/v1 does (test/contract/api.test.ts).
describe('the sandbox answers as the API does', () => {
    let sim;
    let handle;
    const request = (method, path, init = {}) => {
        const headers = {};
        if (init.key !== null)
            headers.authorization = `Bearer ${init.key ?? KEY}`;
        if (init.body !== undefined)
            headers['content-type'] = 'application/json';
        return handle(new Request(`http://sandbox.test/sandbox/v1${path}`, { method, headers, body: init.body }));
    };
    beforeAll(async () => {
        sim = await startSimulator();
        await sim.createPhone('15550008001');
        handle = createSandboxHandler(sim, { apiKeys: [KEY] });
    });
    afterAll(async () => {
        await sim.close();
    });
    it('answers HEAD as GET without the body, and offers it in Allow', async () => {
        const get = await request('GET', '/phones/15550008001');
        const document = await get.text();
        const head = await request('HEAD', '/phones/15550008001');
        expect(head.status).toBe(200);
        expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
        expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(document)));
        expect(await head.text()).toBe('');
        const missing = await request('HEAD', '/phones/15559999999');
        expect(missing.status).toBe(404);
        expect(await missing.text()).toBe('');
        const wrongMethod = await request('PUT', '/phones');
        expect(wrongMethod.status).toBe(405);
        expect(wrongMethod.headers.get('allow')).toBe('GET, POST, HEAD');
    });
    it('refuses a JSON array for an object body with 422, whatever the schema would make of it', async () => {
        const response = await request('POST', '/phones', { body: '[]' });
        expect(response.status).toBe(422);
        expect(await response.json()).toMatchObject({
            code: 'validation_failed',
            errors: [{ path: '', message: 'must be a JSON object' }],
        });
    });
    it('names the realm in WWW-Authenticate', async () => {
        const response = await request('GET', '/phones', { key: null });
        expect(response.status).toBe(401);
        expect(response.headers.get('www-authenticate')).toBe('Bearer realm="sessionkit"');
    });
});
//# sourceMappingURL=sandbox-pipeline.test.js.map