import { startSimulator } from '../src/index.js';
import { connectLinked, endSocket } from './helpers.js';
export const A = '15550011001';
export const B = '15550011002';
export const C = '15550011003';
export const D = '15550011004';
export const E = '15550011005';
export const NOBODY = '15550011999';
export const jid = (n) => `${n}@s.whatsapp.net`;
/** the w:gp2 notifications a Baileys socket receives, as they arrive on the wire */
export function recordNotifications(linked) {
    const seen = [];
    linked.sock.ws.on('CB:notification,type:w:gp2', (node) => seen.push(node));
    return seen;
}
export async function groupWorld() {
    const sim = await startSimulator();
    const world = {
        sim,
        alice: await connectLinked(sim, A),
        bob: await connectLinked(sim, B),
        erin: await connectLinked(sim, E),
        carol: await sim.createPhone(C),
        dave: await sim.createPhone(D),
        async close() {
            for (const linked of [world.alice, world.bob, world.erin])
                await endSocket(linked.sock);
            await sim.close();
        },
    };
    await world.carol.groups.onlyContactsCanAdd(true);
    return world;
}
//# sourceMappingURL=group-world.js.map