import { describe, expect, it } from 'vitest';
import { isOwnJid, ReceiptBatch } from '../../src/protocol/baileys/receipts.js';
import { parseAggregatedReceipt } from '../../src/protocol/baileys/wire/receipts.js';
const user = (attrs) => ({ tag: 'user', attrs });
// The nodes are whatsapp-rust's (@1489b7da) own test stanzas in src/receipt.rs, attribute for attribute.
describe('parseAggregatedReceipt: a group receipt WhatsApp gathered over several people', () => {
    it('reads each <user> with its own type and time, under participants.message_id', () => {
        // src/receipt.rs:2724 test_aggregated_by_message_receipt_fans_out_per_user
        const node = {
            tag: 'receipt',
            attrs: { from: '120363000000000001@g.us', id: 'STANZA-AGG-XYZ', t: '1700000000' },
            content: [
                {
                    tag: 'participants',
                    attrs: { message_id: 'REAL-MSG-ID' },
                    content: [
                        user({ jid: '99000000000001@lid', t: '1700000001', type: 'delivery' }),
                        user({ jid: '99000000000002@lid', t: '1700000002', type: 'read' }),
                        user({ jid: '99000000000003@lid', t: '1700000003', type: 'inactive' }),
                    ],
                },
            ],
        };
        expect(parseAggregatedReceipt(node)).toEqual({
            chatJid: '120363000000000001@g.us',
            receipts: [
                { messageId: 'REAL-MSG-ID', jid: '99000000000001@lid', state: 'delivered', at: 1_700_000_001_000 },
                { messageId: 'REAL-MSG-ID', jid: '99000000000002@lid', state: 'read', at: 1_700_000_002_000 },
            ],
        });
    });
    it("gives each <user> the receipt's type and time when it has none, under participants.key", () => {
        // src/receipt.rs:2943 test_aggregated_by_type_receipt_uses_receipt_level_type and :2909
        // test_aggregated_user_missing_t_uses_stanza_timestamp (whatsmeow receipt.go handleGroupedReceipt reads `key` too)
        const byType = {
            tag: 'receipt',
            attrs: { from: '120363000000000001@g.us', id: 'STANZA-KEY', type: 'read', t: '1700000000' },
            content: [
                {
                    tag: 'participants',
                    attrs: { key: 'AGG-KEY' },
                    content: [user({ jid: '99000000000001@lid', t: '1700000001' })],
                },
            ],
        };
        const noTime = {
            tag: 'receipt',
            attrs: { from: '120363000000000001@g.us', id: 'STANZA-AGG-NOT', t: '1700000000' },
            content: [
                {
                    tag: 'participants',
                    attrs: { message_id: 'REAL-MSG-NOT' },
                    content: [user({ jid: '99000000000001@lid', type: 'delivery' })],
                },
            ],
        };
        expect(parseAggregatedReceipt(byType)?.receipts).toEqual([
            { messageId: 'AGG-KEY', jid: '99000000000001@lid', state: 'read', at: 1_700_000_001_000 },
        ]);
        expect(parseAggregatedReceipt(noTime)?.receipts).toEqual([
            { messageId: 'REAL-MSG-NOT', jid: '99000000000001@lid', state: 'delivered', at: 1_700_000_000_000 },
        ]);
    });
    it('leaves the plain per-device form (a participant, no <participants>) to Baileys', () => {
        // src/receipt.rs:2499 a_peer_read_is_dispatched_unchanged, the plain read receipt of a peer
        const plain = {
            tag: 'receipt',
            attrs: {
                from: '5511888880000@s.whatsapp.net',
                recipient: '5511999990000@s.whatsapp.net',
                id: 'PEER-READ',
                type: 'read',
            },
        };
        expect(parseAggregatedReceipt(plain)).toBeNull();
    });
    it('becomes one port event per message and state, without this account', () => {
        // src/receipt.rs:2524 an_aggregated_receipt_is_never_classified_as_ours, with this account as the first <user>
        const node = {
            tag: 'receipt',
            attrs: {
                from: '5511000000001@s.whatsapp.net',
                recipient: '5511999990000@s.whatsapp.net',
                id: 'AGG-STANZA',
                type: 'read',
            },
            content: [
                {
                    tag: 'participants',
                    attrs: { message_id: 'AGG-MESSAGE' },
                    content: [
                        user({ jid: '5511999990000@s.whatsapp.net' }),
                        user({ jid: '5511888880000@s.whatsapp.net', type: 'played' }),
                    ],
                },
            ],
        };
        const batch = new ReceiptBatch((jid) => isOwnJid({ id: '5511999990000:4@s.whatsapp.net' }, jid));
        batch.aggregated(parseAggregatedReceipt(node), 42_000);
        expect(batch.events()).toEqual([
            {
                type: 'message.receipt',
                receipt: {
                    messageId: 'AGG-MESSAGE',
                    chatJid: '5511000000001@s.whatsapp.net',
                    state: 'played',
                    recipients: [{ jid: '5511888880000@s.whatsapp.net', at: 42_000 }],
                },
            },
        ]);
    });
});
//# sourceMappingURL=receipts-wire.test.js.map