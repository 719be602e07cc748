import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator } from '../src/index.js';
import { connectLinked, endSocket } from './helpers.js';
describe('the dispatch table (real Baileys)', () => {
    let sim;
    beforeAll(async () => {
        sim = await startSimulator();
    });
    afterAll(async () => {
        await sim.close();
    });
    it('refuses an iq it has no row for with 501 feature-not-implemented and reports it', async () => {
        const { sock } = await connectLinked(sim, '15550009001');
        const unhandled = sim.waitFor('unhandled-node', (e) => e.node.attrs.xmlns === 'sim:nothing');
        const query = sock.query({
            tag: 'iq',
            attrs: { to: '@s.whatsapp.net', type: 'get', xmlns: 'sim:nothing' },
            content: [{ tag: 'nothing', attrs: {} }],
        });
        await expect(query).rejects.toMatchObject({ message: 'feature-not-implemented', data: 501 });
        expect(await unhandled).toMatchObject({
            phoneNumber: '15550009001',
            node: { tag: 'iq', attrs: { xmlns: 'sim:nothing' } },
        });
        await endSocket(sock);
    });
    it('answers another stanza it has no row for with an error ack of the same id, so a query() returns', async () => {
        const { sock } = await connectLinked(sim, '15550009002');
        const unhandled = sim.waitFor('unhandled-node', (e) => e.node.tag === 'sim-stanza');
        const reply = (await sock.query({
            tag: 'sim-stanza',
            attrs: { id: 'sim-stanza-1', to: '@s.whatsapp.net' },
        }));
        expect(reply).toMatchObject({ tag: 'ack', attrs: { id: 'sim-stanza-1', class: 'sim-stanza', error: '501' } });
        expect((await unhandled).node.attrs.id).toBe('sim-stanza-1');
        await endSocket(sock);
    });
    it("acks a call rejection, so Baileys' rejectCall returns instead of waiting out its 60 s query timeout", async () => {
        const caller = await sim.createPhone('15550009004');
        const { sock } = await connectLinked(sim, '15550009003');
        const t = sim.transcript({ phoneNumber: '15550009003' });
        const started = Date.now();
        await sock.rejectCall('CALL0123456789', caller.jid);
        expect(Date.now() - started).toBeLessThan(5_000);
        expect(t.lines().some((l) => l.includes('S→C <ack') && l.includes("class='call'") && l.includes("type='reject'"))).toBe(true);
        t.stop();
        await endSocket(sock);
    });
});
//# sourceMappingURL=dispatch.test.js.map