import { expect, test } from 'vitest';
import { createTestEngine, nextEvent, connectedSession } from '../../../../test/support/engine.js';
import { ManualTime } from '../../../../test/support/manual-time.js';
test('a lost connection is retried when the backoff has passed on the engine’s timer source, not before', async () => {
    const time = new ManualTime();
    const t = await createTestEngine({
        clock: time.clock,
        scheduler: time.scheduler,
        reconnect: { baseDelayMs: 10_000, maxDelayMs: 10_000 },
    });
    try {
        const sessionId = await connectedSession(t, 'Backoff');
        const waiting = nextEvent(t.engine, 'connection.state', sessionId, (e) => e.data.state === 'disconnected');
        t.driver.connection(sessionId).drop('connection_lost', null);
        const retryAt = Date.parse((await waiting).data.retryAt);
        expect(retryAt).toBeGreaterThan(time.now);
        // The state is announced before the retry is scheduled.
        await expect.poll(() => time.dueTimes()).toContain(retryAt);
        expect(t.driver.opened).toEqual([sessionId]);
        time.advance(retryAt - time.now - 1);
        expect(t.driver.opened).toEqual([sessionId]);
        const back = nextEvent(t.engine, 'connection.state', sessionId, (e) => e.data.state === 'connected');
        time.advance(1);
        await back;
        expect(t.driver.opened).toEqual([sessionId, sessionId]);
    }
    finally {
        await t.close();
    }
});
//# sourceMappingURL=reconnect-timer.test.js.map