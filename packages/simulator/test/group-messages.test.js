import { createHash, randomBytes } from 'node:crypto';
import { Agent } from 'node:https';
import { WAMessageAddressingMode, } from '@whiskeysockets/baileys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxHandler, startSimulator } from '../src/index.js';
import { connect, connectLinked, download, endSocket, waitForEvent, waitForGroupReceipt } from './helpers.js';
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
/**
 * The server's records, to set groups up without the w:g2 iqs (their handlers are built apart from
 * the relay): the tests create groups in the state directly.
 */
function serverState(sim) {
    return sim.state;
}
function withText(text) {
    return ({ messages }) => messages.some((m) => m.message?.conversation === text || m.message?.extendedTextMessage?.text === text);
}
describe('group messages: sender keys and skmsg fan-out between Baileys and virtual phones', () => {
    let sim;
    let state;
    let alice;
    let bob;
    let carol;
    const A = '15550008001';
    const B = '15550008002';
    const C = '15550008003';
    const jidOf = (n) => `${n}@s.whatsapp.net`;
    // what Baileys' cachedGroupMetadata answers: the records as the tests set them up, so no w:g2 query is sent
    const metadata = new Map();
    // what alice sent, for getMessage after a retry receipt
    const sentByAlice = new Map();
    const account = (n) => state.accounts.get(n);
    function describeGroup(group) {
        return {
            id: `${group.id}@g.us`,
            subject: group.subject,
            owner: group.creator.jid,
            addressingMode: group.addressingMode === 'lid' ? WAMessageAddressingMode.LID : WAMessageAddressingMode.PN,
            participants: [...group.members].map(([member, admin]) => ({
                id: group.addressingMode === 'lid' ? member.lid : member.jid,
                admin,
            })),
        };
    }
    function createGroup(creator, others, addressing = 'pn') {
        const group = state.groups.create(account(creator), 'test group', addressing);
        for (const n of others)
            group.members.set(account(n), null);
        const jid = `${group.id}@g.us`;
        metadata.set(jid, describeGroup(group));
        return { jid, group };
    }
    const config = () => ({
        fetchAgent: new Agent({ ca: sim.mediaCa }),
        cachedGroupMetadata: async (jid) => metadata.get(jid),
        getMessage: async (key) => (key.id ? sentByAlice.get(key.id) : undefined),
    });
    async function aliceSends(jid, content) {
        const sent = await alice.sock.sendMessage(jid, content);
        sentByAlice.set(sent.key.id, sent.message);
        return sent.key.id;
    }
    beforeAll(async () => {
        sim = await startSimulator();
        state = serverState(sim);
        bob = await sim.createPhone(B);
        carol = await sim.createPhone(C);
        alice = await connectLinked(sim, A, config());
    });
    afterAll(async () => {
        await endSocket(alice.sock);
        await sim.close();
    });
    it('Baileys → two phones: both decrypt the text; delivery and read receipts come back from the group', async () => {
        const { jid } = createGroup(A, [B, C]);
        const relayed = sim.waitFor('message-relayed', (r) => r.to === jid);
        // the receipt may arrive before sendMessage returns the id: the fresh group names it
        const delivered = waitForGroupReceipt(alice.sock, jid, jidOf(B), 'receiptTimestamp');
        const id = await aliceSends(jid, { text: 'hello group' });
        const [atBob, atCarol] = await Promise.all([
            bob.waitForMessage((m) => m.id === id),
            carol.waitForMessage((m) => m.id === id),
        ]);
        for (const received of [atBob, atCarol]) {
            expect(received).toMatchObject({
                text: 'hello group',
                chatJid: jid,
                from: jidOf(A),
                participant: alice.auth.creds.me.id,
                fromDevice: alice.auth.creds.me.id,
            });
        }
        // every device of every member but the sending one, alice's own phone included
        expect((await relayed).recipients.sort()).toEqual([jidOf(A), jidOf(B), jidOf(C)].sort());
        expect(await delivered).toBe(id);
        const read = waitForGroupReceipt(alice.sock, jid, jidOf(C), 'readTimestamp');
        await carol.markRead(id);
        expect(await read).toBe(id);
    });
    it('Baileys → two phones: an image, the same bytes on both', async () => {
        const { jid } = createGroup(A, [B, C]);
        const image = randomBytes(5000);
        const id = await aliceSends(jid, { image, mimetype: 'image/png', caption: 'for the group' });
        const received = await Promise.all([bob, carol].map((phone) => phone.waitForMessage((m) => m.id === id)));
        for (const { media, chatJid } of received) {
            expect(chatJid).toBe(jid);
            expect(media).toMatchObject({
                type: 'image',
                mimetype: 'image/png',
                caption: 'for the group',
                sha256: sha256(image),
            });
            expect(media.bytes.equals(image)).toBe(true);
        }
    });
    it('phone → Baileys and the other phone: text and image, with the receipts on the sending phone', async () => {
        const { jid } = createGroup(B, [A, C]);
        // a delivery receipt from every other member device, the receiving device named in `participant`
        const fromCarol = sim.waitFor('receipt-relayed', (r) => r.fromJid === jidOf(C) && r.toJid === jidOf(B));
        const upsert = waitForEvent(alice.sock, 'messages.upsert', withText('bob to the group'));
        const { id } = await bob.sendText(jid, 'bob to the group');
        const { messages } = await upsert;
        expect(messages[0].key).toMatchObject({ id, remoteJid: jid, participant: jidOf(B), fromMe: false });
        expect(await carol.waitForMessage((m) => m.id === id)).toMatchObject({
            text: 'bob to the group',
            chatJid: jid,
            from: jidOf(B),
            participant: jidOf(B),
        });
        const image = randomBytes(4000);
        const imageUpsert = waitForEvent(alice.sock, 'messages.upsert', ({ messages: ms }) => ms.some((m) => !!m.message?.imageMessage));
        const sent = await carol.sendImage(jid, image, { mimetype: 'image/png', caption: 'carol to the group' });
        const imageMessage = (await imageUpsert).messages.find((m) => m.key.id === sent.id);
        expect(imageMessage.key.participant).toBe(jidOf(C));
        expect((await download(imageMessage.message.imageMessage, 'image', sim.mediaCa)).equals(image)).toBe(true);
        expect((await bob.waitForMessage((m) => m.id === sent.id)).media.sha256).toBe(sha256(image));
        expect((await fromCarol).id).toBe(id);
    });
    it('a LID group: every participant is a LID device jid, the sender keys are named after them', async () => {
        const { jid } = createGroup(A, [B, C], 'lid');
        const id = await aliceSends(jid, { text: 'over lids' });
        const atBob = await bob.waitForMessage((m) => m.id === id);
        expect(atBob).toMatchObject({
            text: 'over lids',
            chatJid: jid,
            participant: alice.auth.creds.me.lid,
            from: jidOf(A),
        });
        const upsert = waitForEvent(alice.sock, 'messages.upsert', withText('a lid reply'));
        const { id: replyId } = await carol.sendText(jid, 'a lid reply');
        expect((await upsert).messages[0].key).toMatchObject({
            id: replyId,
            remoteJid: jid,
            participant: carol.lid,
            participantAlt: jidOf(C),
        });
        expect((await bob.waitForMessage((m) => m.id === replyId)).participant).toBe(carol.lid);
    });
    it('a removed member gets nothing after its removal, even when the sender still lists it', async () => {
        const { jid, group } = createGroup(A, [B, C]);
        const first = await aliceSends(jid, { text: 'carol is still here' });
        await carol.waitForMessage((m) => m.id === first);
        group.members.delete(account(C));
        // alice's metadata still lists carol, and with its sender-key memory gone it sends her the key again
        alice.auth.forget('sender-key-memory');
        const relayed = sim.waitFor('message-relayed', (r) => r.to === jid);
        const second = await aliceSends(jid, { text: 'carol is gone' });
        await bob.waitForMessage((m) => m.id === second);
        expect((await relayed).recipients.sort()).toEqual([jidOf(A), jidOf(B)].sort());
        const fromPhone = sim.waitFor('message-relayed', (r) => r.to === jid);
        await bob.sendText(jid, 'bob after the removal');
        expect((await fromPhone).recipients).not.toContain(jidOf(C));
        expect(carol.messages.some((m) => m.id === second)).toBe(false);
    });
    it('acks a message to an unknown group with 404 and one from a non-member with 403', async () => {
        const acks = [];
        const listener = (node) => acks.push(node);
        alice.sock.ws.on('CB:ack,class:message', listener);
        const unknown = '120363000000000001@g.us';
        metadata.set(unknown, {
            id: unknown,
            subject: 'nowhere',
            owner: undefined,
            addressingMode: WAMessageAddressingMode.PN,
            participants: [{ id: jidOf(A) }],
        });
        const { jid: notMine, group } = createGroup(B, [C]);
        metadata.set(notMine, {
            ...describeGroup(group),
            participants: [...describeGroup(group).participants, { id: jidOf(A) }],
        });
        const toUnknown = await aliceSends(unknown, { text: 'anyone?' });
        const toOthers = await aliceSends(notMine, { text: 'let me in' });
        await waitForEvent(alice.sock, 'messages.update', (updates) => updates.some((u) => u.key.id === toOthers));
        alice.sock.ws.off('CB:ack,class:message', listener);
        expect(acks.find((a) => a.attrs.id === toUnknown)?.attrs).toMatchObject({ from: unknown, error: '404' });
        expect(acks.find((a) => a.attrs.id === toOthers)?.attrs).toMatchObject({ from: notMine, error: '403' });
    });
    it('the sandbox sends to a group jid, and lists group messages with their chat and participant', async () => {
        const { jid } = createGroup(B, [A, C]);
        const handle = createSandboxHandler(sim, { apiKeys: ['sk_group_test'] });
        const call = async (method, path, body) => {
            const headers = { authorization: 'Bearer sk_group_test' };
            if (body !== undefined)
                headers['content-type'] = 'application/json';
            const res = await handle(new Request(`http://sandbox.test/sandbox/v1${path}`, {
                method,
                headers,
                ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
            }));
            return {
                status: res.status,
                body: (await res.json()),
            };
        };
        const upsert = waitForEvent(alice.sock, 'messages.upsert', withText('from the sandbox'));
        const sent = await call('POST', `/phones/${B}/messages`, { to: jid, text: 'from the sandbox' });
        expect(sent.status).toBe(201);
        const id = sent.body.data.id;
        expect((await upsert).messages[0].key).toMatchObject({ id, remoteJid: jid, participant: jidOf(B) });
        await carol.waitForMessage((m) => m.id === id);
        const inbox = await call('GET', `/phones/${C}/messages`);
        expect(inbox.body.data.find((m) => m.id === id)).toMatchObject({
            chatJid: jid,
            participant: jidOf(B),
            from: jidOf(B),
            text: 'from the sandbox',
        });
        const unknown = await call('POST', `/phones/${B}/messages`, { to: '120363000000000002@g.us', text: 'nobody' });
        expect(unknown).toMatchObject({ status: 422, body: { code: 'recipient_not_found' } });
    });
    it('a companion that lost the sender key asks again: the retry reaches the sender, the resend only that device', async () => {
        // alice acks the devices notification once her device cache knows bob's new companion
        const applied = sim.waitFor('node-in', (e) => e.phoneNumber === A &&
            e.node.tag === 'ack' &&
            e.node.attrs.class === 'notification' &&
            e.node.attrs.type === 'devices');
        const dave = await connectLinked(sim, B, config());
        await applied;
        const { jid } = createGroup(A, [B, C]);
        const warmUp = waitForEvent(dave.sock, 'messages.upsert', withText('warm up'));
        await aliceSends(jid, { text: 'warm up' });
        await warmUp;
        dave.auth.forget('sender-key');
        const retried = sim.waitFor('receipt-relayed', (r) => r.type === 'retry' && r.fromJid === dave.auth.creds.me.id);
        const resent = sim.waitFor('message-relayed', (r) => r.to === jid && r.recipients.length === 1);
        const again = waitForEvent(dave.sock, 'messages.upsert', withText('after the loss'));
        const id = await aliceSends(jid, { text: 'after the loss' });
        expect((await retried).toJid).toBe(alice.auth.creds.me.id);
        expect((await resent).recipients).toEqual([dave.auth.creds.me.id]);
        // Baileys keeps the author's user jid in the key (cleanMessage drops the device)
        expect((await again).messages[0].key).toMatchObject({ id, remoteJid: jid, participant: jidOf(A) });
        // and the other way: a phone answers a group retry the same way
        const fromPhone = waitForEvent(dave.sock, 'messages.upsert', withText('carol warms up'));
        await carol.sendText(jid, 'carol warms up');
        await fromPhone;
        dave.auth.forget('sender-key');
        const phoneResent = sim.waitFor('message-relayed', (r) => r.to === jid && r.fromJid === jidOf(C) && r.recipients.length === 1);
        const phoneAgain = waitForEvent(dave.sock, 'messages.upsert', withText('carol after the loss'));
        const { id: carolId } = await carol.sendText(jid, 'carol after the loss');
        expect((await phoneResent).recipients).toEqual([dave.auth.creds.me.id]);
        expect((await phoneAgain).messages[0].key.id).toBe(carolId);
        await endSocket(dave.sock);
    });
    it('queues group messages for an offline companion until its next login', async () => {
        const { jid } = createGroup(A, [B, C]);
        const erin = await connectLinked(sim, C, config());
        await endSocket(erin.sock);
        const { id } = await bob.sendText(jid, 'while erin was away');
        const again = connect(sim, erin.auth, config());
        const upsert = waitForEvent(again, 'messages.upsert', withText('while erin was away'));
        const { messages, type } = await upsert;
        expect(type).toBe('append');
        expect(messages[0].key).toMatchObject({ id, remoteJid: jid, participant: jidOf(B) });
        await endSocket(again);
    });
});
//# sourceMappingURL=group-messages.test.js.map