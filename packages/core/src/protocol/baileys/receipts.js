import { areJidsSameUser, jidNormalizedUser, proto, } from '@whiskeysockets/baileys';
const statusStates = {
    [proto.WebMessageInfo.Status.DELIVERY_ACK]: 'delivered',
    [proto.WebMessageInfo.Status.READ]: 'read',
    [proto.WebMessageInfo.Status.PLAYED]: 'played',
};
/**
 * The receipts for this session's sends in one Baileys event, one port event per message and state. Baileys hands
 * them over four ways (lib/Socket/messages-recv.js handleReceipt, lib/Utils/event-buffer.js): a 1:1 receipt as a
 * `messages.update` status, a group receipt as a `message-receipt.update` entry, and either one, when it arrives
 * while the send's own upsert is still buffered, folded into that upsert (`status`, `userReceipt`). A group's
 * aggregated receipt it drops comes from the stanza itself.
 */
export class ReceiptBatch {
    #events = new Map();
    #isOwn;
    /** `isOwn`: whether a JID is this account's (its phone number or LID), whose devices are never recipients. */
    constructor(isOwn) {
        this.#isOwn = isOwn;
    }
    /**
     * A 1:1 message's status: the chat's person reported it. Baileys keeps one status per message, so a read that
     * came in the same buffered event as its delivery overwrote it: a read or played status counts as delivered too.
     */
    status(key, status, at) {
        const state = statusStates[status ?? -1];
        if (!state || !key.remoteJid)
            return;
        if (state !== 'delivered')
            this.#add(key, 'delivered', key.remoteJid, at);
        this.#add(key, state, key.remoteJid, at);
    }
    /**
     * A group member's receipt: Baileys keeps one entry per member, each state's time in its own field. It writes a
     * `played` receipt into `readTimestamp` too (handleReceipt), so in groups played reaches the engine as read.
     */
    user(key, receipt) {
        if (!receipt.userJid)
            return;
        const times = [
            ['delivered', receipt.receiptTimestamp],
            ['read', receipt.readTimestamp],
            ['played', receipt.playedTimestamp],
        ];
        for (const [state, seconds] of times)
            if (seconds)
                this.#add(key, state, receipt.userJid, Number(seconds) * 1000);
    }
    /** The people's receipts of an aggregated group receipt, which Baileys drops (wire/receipts.ts). */
    aggregated({ chatJid, receipts }, now) {
        for (const { messageId, jid, state, at } of receipts)
            this.#add({ remoteJid: chatJid, id: messageId, fromMe: true }, state, jid, at ?? now);
    }
    events() {
        return [...this.#events.values()];
    }
    #add(key, state, from, at) {
        if (!key.fromMe || !key.id || !key.remoteJid || this.#isOwn(from))
            return;
        const chatJid = jidNormalizedUser(key.remoteJid);
        const jid = jidNormalizedUser(from);
        const id = `${chatJid} ${key.id} ${state}`;
        const event = this.#events.get(id) ?? {
            type: 'message.receipt',
            receipt: { messageId: key.id, chatJid, state, recipients: [] },
        };
        this.#events.set(id, event);
        const { recipients } = event.receipt;
        const known = recipients.find((recipient) => recipient.jid === jid);
        if (!known)
            recipients.push({ jid, at });
        else
            known.at = Math.min(known.at, at);
    }
}
/** Whether `jid` is the account of `user` (Baileys' `socket.user`), by phone number or LID. */
export const isOwnJid = (user, jid) => !!user && [user.id, user.lid].some((own) => own && areJidsSameUser(own, jid));
//# sourceMappingURL=receipts.js.map