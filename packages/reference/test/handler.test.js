import { openApiDocument } from '@sessionkit/core';
import { fromFetchRequest } from '@sessionkit/core/adapter';
import { createReferencePage } from '@sessionkit/reference';
import { describe, expect, test } from 'vitest';
const get = (handler, path, init = {}) => handler(fromFetchRequest(new Request(`http://host.test${path}`, init)));
const json = (response) => JSON.parse(response.body);
describe('reference page handler', () => {
    const page = createReferencePage();
    test('serves the page at /docs with its assets relative to the mount point, and a policy that allows only this origin', async () => {
        for (const path of ['/docs', '/docs/']) {
            const response = await get(page, path);
            expect(response.status).toBe(200);
            expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
            expect(response.body).toContain('<base href="/docs/" />');
            expect(response.headers['content-security-policy']).toContain("default-src 'self'");
        }
        const bundle = await get(page, '/docs/swagger-ui-bundle.js');
        expect(bundle.status).toBe(200);
        expect(bundle.headers['content-type']).toBe('text/javascript; charset=utf-8');
        expect((await get(page, '/docs/swagger-ui.css')).headers['content-type']).toBe('text/css; charset=utf-8');
    });
    test('the built-in document is the API document, pointing "Try it out" at the API', async () => {
        const document = json(await get(page, '/docs/openapi.json'));
        expect(document.servers).toEqual([{ url: '/api/v1' }]);
        expect(Object.keys(document.paths)).toEqual(Object.keys(openApiDocument().paths));
    });
    test('mounts under another path, for an API mounted under another path', async () => {
        const elsewhere = createReferencePage({ basePath: '/reference/', apiBasePath: '/whatsapp' });
        expect((await get(elsewhere, '/reference')).body).toContain('<base href="/reference/" />');
        expect(json(await get(elsewhere, '/reference/openapi.json')).servers).toEqual([{ url: '/whatsapp' }]);
        expect((await get(elsewhere, '/docs')).status).toBe(404);
    });
    test('HEAD has the length and no body; an unchanged file is a 304', async () => {
        const full = await get(page, '/docs/init.js');
        const head = await get(page, '/docs/init.js', { method: 'HEAD' });
        expect(head.status).toBe(200);
        expect(head.body).toBeNull();
        expect(head.headers['content-length']).toBe(String(Buffer.byteLength(full.body)));
        const again = await get(page, '/docs/init.js', { headers: { 'if-none-match': full.headers.etag } });
        expect(again.status).toBe(304);
        expect(again.body).toBeNull();
    });
    test('anything else is a Problem: 404 for an unknown file, 405 for another method', async () => {
        const missing = await get(page, '/docs/index.css');
        expect(missing.status).toBe(404);
        expect(missing.headers['content-type']).toBe('application/problem+json');
        expect(json(missing)).toMatchObject({ code: 'route_not_found', instance: '/docs/index.css' });
        const posted = await get(page, '/docs', { method: 'POST', body: '{}' });
        expect(posted.status).toBe(405);
        expect(posted.headers.allow).toBe('GET, HEAD');
        expect(json(posted).code).toBe('method_not_allowed');
    });
});
//# sourceMappingURL=handler.test.js.map