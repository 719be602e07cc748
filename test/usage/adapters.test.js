import { describe, expect, it } from 'vitest';
import { targets } from '../support/targets.js';
import { ManualClock, usageApiKey, usageEngine } from './helpers.js';
/**
 * Every response of the API is counted whatever serves it: each adapter answers the same mix of
 * successes and Problems (401, 400, 413, 422, 405, 404) and the counters move by exactly that mix.
 */
describe.each(targets.map((target) => [target.name, target]))('usage through %s', (_name, target) => {
    it('counts every response, Problems and unauthenticated requests included', async () => {
        const engine = usageEngine(new ManualClock('2026-04-10T09:00:00Z'));
        await engine.start();
        const mounted = await target.mount(engine, { basePath: '/api/v1', maxBodyBytes: 1024 });
        try {
            const auth = { authorization: `Bearer ${usageApiKey}` };
            const json = { ...auth, 'content-type': 'application/json' };
            const statuses = [
                (await mounted.fetch('/api/v1/sessions', { headers: auth })).status,
                (await mounted.fetch('/api/v1/sessions')).status,
                (await mounted.fetch('/api/v1/sessions', { method: 'POST', headers: json, body: '{"displayName":' })).status,
                (await mounted.fetch('/api/v1/sessions', {
                    method: 'POST',
                    headers: json,
                    body: JSON.stringify({ displayName: 'x'.repeat(4096) }),
                })).status,
                (await mounted.fetch('/api/v1/usage/analytics?days=abc', { headers: auth })).status,
                (await mounted.fetch('/api/v1/sessions', { method: 'PUT', headers: auth })).status,
                (await mounted.fetch('/api/v1/no-such-route', { headers: auth })).status,
            ];
            expect(statuses).toEqual([200, 401, 400, 413, 422, 405, 404]);
            const response = await mounted.fetch('/api/v1/usage', { headers: auth });
            expect(response.status).toBe(200);
            const { data } = (await response.json());
            expect(data.apiRequestsThisMonth).toBe(statuses.length);
            expect((await engine.usage.analytics({ days: 1 })).statusBreakdown).toEqual({
                success2xx: 2,
                clientError4xx: 6,
                serverError5xx: 0,
            });
        }
        finally {
            await mounted.close();
            await engine.stop();
        }
    });
});
//# sourceMappingURL=adapters.test.js.map