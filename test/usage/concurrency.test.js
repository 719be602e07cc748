import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeStores, uniqueNamespace } from '../support/stores.js';
import { api, createHandler, ManualClock, usageEngine } from './helpers.js';
const REQUESTS = 1000;
/**
 * The bar "usage and analytics lose no increments under concurrent requests", on every store: 1,000
 * requests in flight at once through the handler, with flushes and usage reads racing them, leave the
 * counters exactly 1,000 higher; the flushed figures are in the store, and a new engine reads the same.
 */
describeStores('usage under 1,000 concurrent requests', (target) => {
    const url = target.url();
    const storeNamespace = uniqueNamespace('usage_load');
    const clock = new ManualClock('2026-09-15T12:00:00Z');
    let engine;
    beforeAll(async () => {
        engine = usageEngine(clock, { store: url, storeNamespace });
        await engine.start();
    });
    afterAll(async () => {
        // Shared servers: remove this run's keys.
        await engine.store.collection('usage').deletePrefix('');
        await engine.stop();
    });
    it('counts every one of them exactly, and the store holds the same figures', async () => {
        // Figures from an earlier request and an earlier flush, so the run adds to stored values.
        const call = api(createHandler(engine));
        await call('/sessions');
        await engine.usage.flush();
        const before = await engine.usage.counters();
        const breakdownBefore = (await engine.usage.analytics({ days: 1 })).statusBreakdown;
        expect(before.apiRequestsThisMonth).toBe(1);
        const flushes = [];
        const responses = await Promise.all(Array.from({ length: REQUESTS }, (_, index) => {
            // Flushes race the requests, as the interval timer would under load.
            if (index % 100 === 50)
                flushes.push(engine.usage.flush());
            if (index % 10 === 0)
                return call('/sessions', { authorization: null }); // 401
            if (index % 10 === 1)
                return call('/no-such-route'); // 404
            if (index % 10 === 2)
                return call('/usage'); // a read racing the writes
            return call('/sessions');
        }));
        await Promise.all(flushes);
        const statuses = responses.map((response) => response.status);
        expect(statuses.filter((status) => status === 200)).toHaveLength(800);
        expect(statuses.filter((status) => status === 401)).toHaveLength(100);
        expect(statuses.filter((status) => status === 404)).toHaveLength(100);
        // Exact right away (stored + pending), before any further flush.
        const after = await engine.usage.counters();
        expect(after.apiRequestsThisMonth).toBe(before.apiRequestsThisMonth + REQUESTS);
        const breakdown = (await engine.usage.analytics({ days: 1 })).statusBreakdown;
        expect(breakdown).toEqual({
            success2xx: breakdownBefore.success2xx + 800,
            clientError4xx: breakdownBefore.clientError4xx + 200,
            serverError5xx: breakdownBefore.serverError5xx,
        });
        // After a flush the store alone holds the figures.
        await engine.usage.flush();
        const stored = await engine.store
            .collection('usage')
            .getMany(['day:2026-09-15:api', 'day:2026-09-15:2xx', 'day:2026-09-15:4xx']);
        expect(stored).toEqual([1 + REQUESTS, breakdownBefore.success2xx + 800, breakdownBefore.clientError4xx + 200]);
    });
    if (target.persistent) {
        it('reads the same figures from a new engine on the same store after a clean stop', async () => {
            const call = api(createHandler(engine));
            await Promise.all(Array.from({ length: 100 }, () => call('/sessions')));
            const figures = await engine.usage.counters();
            const analytics = await engine.usage.analytics({ days: 1 });
            await engine.stop();
            engine = usageEngine(clock, { store: url, storeNamespace });
            await engine.start();
            expect(await engine.usage.counters()).toEqual(figures);
            expect(await engine.usage.analytics({ days: 1 })).toEqual(analytics);
            expect(figures.apiRequestsThisMonth).toBe(1 + REQUESTS + 100);
        });
    }
});
//# sourceMappingURL=concurrency.test.js.map