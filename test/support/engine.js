import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SessionEngine } from '@sessionkit/core';
import { pino } from 'pino';
import { FakeDriver } from './fake-driver.js';
export const testApiKey = 'sk_test_contract_9f3c1a7e';
/** An engine on the fake driver with its own SQLite file in a temp folder, started. */
export async function createTestEngine(options = {}) {
    const dir = await mkdtemp(join(tmpdir(), 'sessionkit-test-'));
    const driver = new FakeDriver();
    const engine = new SessionEngine({
        store: `sqlite://${join(dir, 'store.sqlite')}`,
        apiKeys: [testApiKey],
        logger: pino({ level: 'silent' }),
        qrWaitMs: 2_000,
        pairingTimeoutMs: 2_000,
        ...options,
        protocol: { driver },
    });
    await engine.start();
    return {
        engine,
        driver,
        close: async () => {
            await engine.stop();
            await rm(dir, { recursive: true, force: true });
        },
    };
}
/** Resolves with the first event of `type` for `sessionId` that satisfies `until`; subscribe before acting. */
export function nextEvent(engine, type, sessionId, until = () => true) {
    return new Promise((resolve) => {
        const off = engine.on(type, ((event) => {
            if (event.sessionId !== sessionId || !until(event))
                return;
            off();
            resolve(event);
        }));
    });
}
/** A session on the fake driver, created and connected: where most engine and contract tests start. */
export async function connectedSession(t, displayName) {
    const { sessionId } = await t.engine.sessions.create({ displayName, deviceBrowser: 'Chrome' });
    t.driver.script(sessionId, 'open');
    await t.engine.sessions.connect(sessionId);
    await t.engine.sessions.waitForState(sessionId, ['connected'], 5_000);
    return sessionId;
}
//# sourceMappingURL=engine.js.map