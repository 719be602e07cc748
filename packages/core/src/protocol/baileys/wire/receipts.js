import { getBinaryNodeChildren } from '@whiskeysockets/baileys';
/**
 * WhatsApp may gather a group's (or broadcast's) receipts into one stanza with no `participant`:
 * `<receipt from=<group> id t [type]><participants key|message_id><user jid t [type] [participant_pn]/>…</participants></receipt>`.
 * Baileys (7.0.0-rc14, Socket/messages-recv.js handleReceipt) reports a group receipt only when it names a
 * `participant`, so it drops these while it acks them. The layout is whatsmeow's (receipt.go parseReceipt,
 * handleGroupedReceipt: every `<participants>`, its `key`) and whatsapp-rust's (src/receipt.rs, wacore/src/stanza/
 * receipt.rs parse_participants: `message_id` before `key`, a `<user>`'s own `type` and `t` before the stanza's);
 * unverified against WhatsApp itself.
 */
/**
 * The receipt types that mean a state of the sender's message (whatsmeow types/presence.go, whatsapp-rust
 * wacore/src/types/presence.rs). `inactive` is not one: whatsmeow (receipt.go SetForceActiveDeliveryReceipts) says
 * WhatsApp's apps do not show it as delivered, and Baileys ignores it in the plain form too.
 */
const states = {
    '': 'delivered',
    delivery: 'delivered',
    read: 'read',
    played: 'played',
};
/** The people's receipts in an aggregated receipt, or null when `node` is the plain per-device form. */
export function parseAggregatedReceipt(node) {
    const groups = getBinaryNodeChildren(node, 'participants');
    if (!groups.length || node.attrs.participant || !node.attrs.from)
        return null;
    const receipts = [];
    for (const participants of groups) {
        const messageId = participants.attrs.message_id ?? participants.attrs.key ?? node.attrs.id;
        for (const user of getBinaryNodeChildren(participants, 'user')) {
            const state = states[user.attrs.type ?? node.attrs.type ?? ''];
            const seconds = Number(user.attrs.t ?? node.attrs.t);
            if (!messageId || !user.attrs.jid || !state)
                continue;
            receipts.push({ messageId, jid: user.attrs.jid, state, at: seconds ? seconds * 1000 : null });
        }
    }
    return { chatJid: node.attrs.from, receipts };
}
//# sourceMappingURL=receipts.js.map