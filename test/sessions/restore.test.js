import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SessionEngine } from '@sessionkit/core';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeDriver } from '../support/fake-driver.js';
/** Engine-logic test on the fake driver: how start() restores paired sessions, not what WhatsApp does. */
describe('restore on start', () => {
    const cleanups = [];
    afterEach(async () => {
        for (const cleanup of cleanups.splice(0))
            await cleanup();
    });
    async function engineWithPairedSessions(count, restoreConcurrency) {
        const dir = await mkdtemp(join(tmpdir(), 'sessionkit-restore-'));
        const driver = new FakeDriver();
        const engine = new SessionEngine({
            store: `sqlite://${join(dir, 'store.sqlite')}`,
            logger: pino({ level: 'silent' }),
            restoreConcurrency,
            protocol: { driver },
        });
        const now = new Date().toISOString();
        const ids = Array.from({ length: count }, (_, i) => `ses_${i}`);
        for (const sessionId of ids) {
            // Logins stay pending until the test lets them through.
            driver.script(sessionId, 'none');
            await engine.store.collection('sessions').set(sessionId, {
                sessionId,
                displayName: sessionId,
                deviceBrowser: 'Chrome',
                status: 'connected',
                paired: true,
                phoneJid: '15550001111@s.whatsapp.net',
                lid: null,
                createdAt: now,
                updatedAt: now,
                lastConnectedAt: now,
                lastDisconnect: null,
                errorReason: null,
            });
        }
        cleanups.push(async () => {
            if (engine.started)
                await engine.stop();
            await rm(dir, { recursive: true, force: true });
        });
        return { engine, driver, ids };
    }
    it('logs in at most restoreConcurrency sessions at a time, the next one when a login ends', async () => {
        const { engine, driver, ids } = await engineWithPairedSessions(5, 2);
        await engine.start();
        // Two logins under way, not five; no third opens while neither has ended (each waits on the test).
        await expect.poll(() => driver.opened).toEqual(['ses_0', 'ses_1']);
        expect((await engine.sessions.status('ses_2')).connectionState).toBe('inactive');
        driver.connection('ses_0').login();
        await expect.poll(() => driver.opened).toEqual(['ses_0', 'ses_1', 'ses_2']);
        // A login that fails also frees its slot (the session is then the reconnect policy's).
        driver.connection('ses_1').drop('connection_lost', 408);
        await expect.poll(() => driver.opened).toEqual(['ses_0', 'ses_1', 'ses_2', 'ses_3']);
        for (const id of ['ses_2', 'ses_3'])
            driver.connection(id).login();
        await expect.poll(() => driver.opened).toContain('ses_4');
        driver.connection('ses_4').login();
        await expect
            .poll(async () => (await Promise.all(ids.map((id) => engine.sessions.status(id)))).map((s) => s.connectionState))
            .toEqual([
            'connected',
            expect.stringMatching(/^(disconnected|connecting|connected)$/),
            'connected',
            'connected',
            'connected',
        ]);
    });
    it('stop() during a restore ends it: no login starts afterwards and every connection is closed', async () => {
        const { engine, driver } = await engineWithPairedSessions(6, 2);
        await engine.start();
        await expect.poll(() => driver.opened).toHaveLength(2);
        // stop() waits for the restore's workers, so a login that would start after it would already be listed.
        await engine.stop();
        expect(driver.opened).toHaveLength(2);
        expect(driver.opened.every((id) => driver.connection(id).closed !== null)).toBe(true);
    });
});
//# sourceMappingURL=restore.test.js.map