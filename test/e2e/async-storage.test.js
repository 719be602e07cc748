import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectedState, pairedSession, startWorld } from './harness.js';
/**
 * Below Node 24, every enabled AsyncLocalStorage puts one property on every promise created afterwards, for
 * good; Baileys makes one per socket (WhiskeySockets/Baileys#2806). The count of symbol properties on a fresh
 * promise is therefore the number of storages every async step in the process pays for.
 */
async function storagesOnANewPromise() {
    await null;
    return Object.getOwnPropertySymbols(new Promise(() => undefined)).length;
}
describe('Baileys sockets and async context (real Baileys, simulator)', () => {
    let world;
    beforeAll(async () => {
        world = await startWorld();
    });
    afterAll(async () => {
        await world.close();
    });
    it('sockets share one async storage, however many were opened, so connected sessions do not slow every promise', async () => {
        const h = await world.engine();
        const sessions = [await pairedSession(world, h, '15550300001'), await pairedSession(world, h, '15550300002')];
        await world.sim.createPhone('15550300009');
        const send = async (sessionId, text) => {
            const sent = await h.api('POST', `/sessions/${sessionId}/messages`, {
                to: '15550300009',
                content: { type: 'text', text },
            });
            expect(sent.status).toBe(200);
            await world.sim.phone('15550300009').waitForMessage((m) => m.id === sent.body.data.messageId);
        };
        // Every phone and both first sockets have run key transactions: what they enabled is counted from here.
        for (const { sessionId } of sessions)
            await send(sessionId, 'first');
        const before = await storagesOnANewPromise();
        for (const { sessionId } of sessions) {
            // Each reconnect builds a new socket, and each send runs a key transaction on it.
            for (let round = 0; round < 2; round++) {
                expect((await h.api('POST', `/sessions/${sessionId}/disconnect`)).status).toBe(200);
                const since = h.events.mark();
                expect((await h.api('POST', `/sessions/${sessionId}/connect`)).status).toBe(200);
                await h.events.waitFor('connection.state', connectedState(sessionId), { since });
                await send(sessionId, `round ${round}`);
            }
        }
        // Four more sockets have run transactions; with one shared storage they add nothing.
        expect(await storagesOnANewPromise()).toBe(before);
    });
});
//# sourceMappingURL=async-storage.test.js.map