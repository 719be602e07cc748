import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator } from '../src/index.js';
import { connect, connectLinked, endSocket, memoryAuthState, waitForClose, waitForOpen } from './helpers.js';
const ping = {
    tag: 'iq',
    attrs: { to: '@s.whatsapp.net', type: 'get', xmlns: 'w:p' },
    content: [{ tag: 'ping', attrs: {} }],
};
describe('fault injection', () => {
    let sim;
    beforeAll(async () => {
        sim = await startSimulator();
    });
    afterAll(async () => {
        await sim.close();
    });
    it('dropConnections closes sockets abruptly (428) and only those of the given phone', async () => {
        const a = await connectLinked(sim, '15550004001');
        const b = await connectLinked(sim, '15550004002');
        const closed = waitForClose(a.sock);
        sim.faults.dropConnections('15550004001');
        expect(await closed).toBe(428);
        expect(b.sock.ws.isOpen).toBe(true);
        const again = connect(sim, a.auth);
        await waitForOpen(again);
        await endSocket(again);
        await endSocket(b.sock);
    });
    it('streamError sends <stream:error code> then closes', async () => {
        const a = await connectLinked(sim, '15550004003');
        const closed = waitForClose(a.sock);
        sim.faults.streamError('15550004003', 515);
        expect(await closed).toBe(515);
        const b = await connectLinked(sim, '15550004004');
        const closedDefault = waitForClose(b.sock);
        sim.faults.streamError();
        expect(await closedDefault).toBe(503);
    });
    it('refuseConnections rejects new sockets until the window ends', async () => {
        const phone = await sim.createPhone('15550004005');
        const creds = await phone.createLinkedCreds();
        const auth = memoryAuthState(creds);
        sim.faults.refuseConnections(60_000);
        const refused = connect(sim, auth);
        // Baileys maps the reset ('socket hang up') to 408 connectionLost: a paired session reconnects
        expect(await waitForClose(refused)).toBe(408);
        sim.faults.refuseConnections(0);
        const accepted = connect(sim, auth);
        await waitForOpen(accepted);
        await endSocket(accepted);
    });
    it('delayReplies holds every reply back, and 0 turns it off', async () => {
        const { sock } = await connectLinked(sim, '15550004006');
        sim.faults.delayReplies(800);
        const started = Date.now();
        await sock.query(structuredClone(ping));
        expect(Date.now() - started).toBeGreaterThanOrEqual(790);
        sim.faults.delayReplies(0);
        const fast = Date.now();
        await sock.query(structuredClone(ping));
        expect(Date.now() - fast).toBeLessThan(790);
        await endSocket(sock);
    });
});
//# sourceMappingURL=faults.test.js.map