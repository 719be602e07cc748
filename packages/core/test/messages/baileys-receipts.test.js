import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { BaileysMessaging, RecentSends } from '../../src/protocol/baileys/messages.js';
const GROUP = '120363000000000001@g.us';
const BOB = '15550000002@s.whatsapp.net';
const CAROL = '15550000003@s.whatsapp.net';
/** BaileysMessaging on a socket whose events the test emits as Baileys would (lib/Socket/messages-recv.js). */
function messaging() {
    const ev = new EventEmitter();
    const ws = new EventEmitter();
    const emitted = [];
    const socket = { ev, ws, user: { id: '15550000001:5@s.whatsapp.net', lid: '99000000000001:5@lid' } };
    new BaileysMessaging({
        socket,
        emit: (event) => emitted.push(event),
        clock: { now: () => 7000 },
    }, {
        auth: { committed: async () => undefined },
        media: { agent: undefined, hosts: [] },
        recent: new RecentSends(1),
        closed: () => null,
    });
    const receipts = () => emitted.flatMap((event) => event.type === 'message.receipt'
        ? [[event.receipt.state, event.receipt.recipients.map(({ jid }) => jid)]]
        : []);
    return { ev, ws, receipts };
}
describe('BaileysMessaging: every way Baileys hands over a receipt of a send', () => {
    it("reads the group receipts folded into the send's buffered upsert, without this account's devices", () => {
        const { ev, receipts } = messaging();
        // lib/Utils/event-buffer.js: message-receipt.update entries of a still-buffered upsert land in its userReceipt
        ev.emit('messages.upsert', {
            type: 'append',
            messages: [
                {
                    key: { remoteJid: GROUP, id: 'M1', fromMe: true },
                    status: 1,
                    message: { conversation: 'hi' },
                    userReceipt: [
                        { userJid: BOB, receiptTimestamp: 1_700_000_000 },
                        { userJid: CAROL, receiptTimestamp: 1_700_000_001, readTimestamp: 1_700_000_002 },
                        { userJid: '15550000001@s.whatsapp.net', readTimestamp: 1_700_000_001 },
                    ],
                },
            ],
        });
        expect(receipts()).toEqual([
            ['delivered', [BOB, CAROL]],
            ['read', [CAROL]],
        ]);
    });
    it('reads 1:1 statuses and group entries after the upsert, and a group receipt WhatsApp aggregated', () => {
        const { ev, ws, receipts } = messaging();
        ev.emit('messages.update', [
            { key: { remoteJid: BOB, id: 'M2', fromMe: true }, update: { status: 3 } },
            { key: { remoteJid: BOB, id: 'M3', fromMe: false }, update: { status: 4 } },
        ]);
        ev.emit('message-receipt.update', [
            { key: { remoteJid: GROUP, id: 'M1', fromMe: true }, receipt: { userJid: BOB, readTimestamp: 1_700_000_003 } },
        ]);
        // the shape of whatsapp-rust's src/receipt.rs:2943 test_aggregated_by_type_receipt_uses_receipt_level_type
        ws.emit('CB:receipt', {
            tag: 'receipt',
            attrs: { from: GROUP, id: 'STANZA', type: 'read', t: '1700000004' },
            content: [{ tag: 'participants', attrs: { key: 'M1' }, content: [{ tag: 'user', attrs: { jid: CAROL } }] }],
        });
        ws.emit('CB:receipt', { tag: 'receipt', attrs: { from: GROUP, participant: BOB, id: 'M1' } });
        expect(receipts()).toEqual([
            ['delivered', [BOB]],
            ['read', [BOB]],
            ['read', [CAROL]],
        ]);
    });
});
//# sourceMappingURL=baileys-receipts.test.js.map