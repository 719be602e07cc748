import { Curve } from '@whiskeysockets/baileys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectedState, pairedSession, startWorld } from './harness.js';
/** The session's status once its login attempt ended (restore starts it in the background after start()). */
async function settled(read) {
    const until = Date.now() + 15_000;
    for (;;) {
        const status = await read();
        if ((status.connectionState !== 'inactive' && status.connectionState !== 'connecting') || Date.now() > until)
            return status;
        await new Promise((resolve) => setTimeout(resolve, 20));
    }
}
describe('server identity (real Baileys, simulator)', () => {
    let world;
    beforeAll(async () => {
        world = await startWorld();
    });
    afterAll(async () => {
        await world.close();
    });
    it('does not log in to a server whose certificate chain the trusted root did not sign', async () => {
        const first = await world.engine();
        const { sessionId } = await pairedSession(world, first, '15550400001');
        await first.engine.stop();
        // The same credentials, with a root key the simulator's chain is not signed with: an impostor server.
        const impostor = await world.engine({ protocol: { waWebSocketUrl: world.sim.url, trustedRootKey: Curve.generateKeyPair().public } }, first.file);
        const status = await settled(() => impostor.engine.sessions.status(sessionId));
        expect(status).toMatchObject({
            connected: false,
            connectionState: 'error',
            errorReason: 'untrusted_server',
            phoneJid: '15550400001@s.whatsapp.net',
        });
        expect(status.errorMessage).toMatch(/not signed by the trusted root/);
        await impostor.engine.stop();
        // The control: with the right root, the same credentials log in once asked to.
        const genuine = await world.engine({}, first.file);
        const since = genuine.events.mark();
        expect((await genuine.api('POST', `/sessions/${sessionId}/connect`)).status).toBe(200);
        await genuine.events.waitFor('connection.state', connectedState(sessionId), { since });
    });
});
//# sourceMappingURL=server-identity.test.js.map