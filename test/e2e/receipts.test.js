import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pairedSession, startWorld } from './harness.js';
const SELF = '15550400001';
const BOB = '15550400002';
const CAROL = '15550400003';
/** Has two devices: the phone and a second session of the engine linked to it. */
const DAVE = '15550400004';
const jidOf = (digits) => `${digits}@s.whatsapp.net`;
describe('message receipts end to end (real Baileys, the simulator relaying every device receipt)', () => {
    let world;
    let h;
    let sessionId;
    beforeAll(async () => {
        world = await startWorld();
        h = await world.engine();
        ({ sessionId } = await pairedSession(world, h, SELF));
        for (const digits of [BOB, CAROL])
            await world.sim.createPhone(digits);
        await pairedSession(world, h, DAVE);
        world.sim.on('receipt-relayed', ({ id, type }) => {
            const key = `${id} ${type}`;
            relayed.set(key, (relayed.get(key) ?? 0) + 1);
            for (const waiter of waiters.filter((w) => w.key === key && w.count <= relayed.get(key))) {
                waiters.splice(waiters.indexOf(waiter), 1);
                waiter.resolve();
            }
        });
    });
    afterAll(async () => {
        await world.close();
    });
    /** Receipts the simulator relayed to the sender, per message id and type: one per device. */
    const relayed = new Map();
    const waiters = [];
    const receiptsRelayed = (id, type, count) => (relayed.get(`${id} ${type}`) ?? 0) >= count
        ? Promise.resolve()
        : new Promise((resolve) => waiters.push({ key: `${id} ${type}`, count, resolve }));
    const receipts = (messageId, state) => h.events
        .of('message.receipt', sessionId)
        .map((event) => event.data)
        .filter((receipt) => receipt.messageId === messageId && receipt.state === state);
    it('reports each member of a group once per state, the member with two devices too', async () => {
        const created = await h.api('POST', `/sessions/${sessionId}/groups`, {
            subject: 'Receipts',
            participants: [BOB, CAROL, DAVE],
        });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        const groupJid = created.body.data.jid;
        const since = h.events.mark();
        const sent = await h.api('POST', `/sessions/${sessionId}/messages`, {
            to: groupJid,
            content: { type: 'text', text: 'who got this?' },
        });
        expect(sent.status, JSON.stringify(sent.body)).toBe(200);
        const messageId = sent.body.data.messageId;
        // BOB, CAROL and DAVE's phones and DAVE's linked session; SELF's phone answers its account's own send with `sender`
        await receiptsRelayed(messageId, 'delivery', 4);
        await receiptsRelayed(messageId, 'sender', 1);
        await world.sim.phone(BOB).markRead(messageId);
        // the read came after every delivery, and its window closes after theirs: each delivery is reported by now
        const read = await h.events.waitFor('message.receipt', (e) => e.sessionId === sessionId && e.data.messageId === messageId && e.data.state === 'read', { since });
        expect(read.data).toMatchObject({ chatJid: groupJid, recipient: jidOf(BOB), recipients: [{ jid: jidOf(BOB) }] });
        expect(read.data.at).toBe(read.data.recipients[0].at);
        const delivered = receipts(messageId, 'delivered');
        const people = delivered.flatMap((receipt) => receipt.recipients.map((recipient) => recipient.jid));
        expect(people.sort()).toEqual([jidOf(BOB), jidOf(CAROL), jidOf(DAVE)]);
        for (const receipt of delivered) {
            expect(receipt.chatJid).toBe(groupJid);
            expect({ recipient: receipt.recipient, at: receipt.at }).toEqual({
                recipient: receipt.recipients[0].jid,
                at: receipt.recipients[0].at,
            });
        }
        expect(receipts(messageId, 'read')).toHaveLength(1);
        expect(h.events.of('message.receipt', sessionId).filter((e) => e.data.messageId === messageId)).toHaveLength(delivered.length + 1);
    });
    it('reports a 1:1 recipient with two devices once per state', async () => {
        const since = h.events.mark();
        const sent = await h.api('POST', `/sessions/${sessionId}/messages`, {
            to: DAVE,
            content: { type: 'text', text: 'both of your devices got this' },
        });
        expect(sent.status, JSON.stringify(sent.body)).toBe(200);
        const messageId = sent.body.data.messageId;
        await receiptsRelayed(messageId, 'delivery', 2);
        await receiptsRelayed(messageId, 'sender', 1);
        await world.sim.phone(DAVE).markRead(messageId);
        await h.events.waitFor('message.receipt', (e) => e.sessionId === sessionId && e.data.messageId === messageId && e.data.state === 'read', { since });
        const delivered = receipts(messageId, 'delivered');
        expect(delivered).toHaveLength(1);
        expect(delivered[0]).toMatchObject({
            chatJid: jidOf(DAVE),
            recipient: jidOf(DAVE),
            recipients: [{ jid: jidOf(DAVE) }],
        });
        expect(receipts(messageId, 'read')).toHaveLength(1);
        expect(h.events.of('message.receipt', sessionId).filter((e) => e.data.messageId === messageId)).toHaveLength(2);
    });
});
//# sourceMappingURL=receipts.test.js.map