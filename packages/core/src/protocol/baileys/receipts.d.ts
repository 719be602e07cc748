import { type MessageUserReceipt, type WAMessageKey } from '@whiskeysockets/baileys';
import type { MessageProtocolEvent } from '../ports/messages.js';
import type { parseAggregatedReceipt } from './wire/receipts.js';
type ReceiptEvent = Extract<MessageProtocolEvent, {
    type: 'message.receipt';
}>;
/**
 * The receipts for this session's sends in one Baileys event, one port event per message and state. Baileys hands
 * them over four ways (lib/Socket/messages-recv.js handleReceipt, lib/Utils/event-buffer.js): a 1:1 receipt as a
 * `messages.update` status, a group receipt as a `message-receipt.update` entry, and either one, when it arrives
 * while the send's own upsert is still buffered, folded into that upsert (`status`, `userReceipt`). A group's
 * aggregated receipt it drops comes from the stanza itself.
 */
export declare class ReceiptBatch {
    #private;
    /** `isOwn`: whether a JID is this account's (its phone number or LID), whose devices are never recipients. */
    constructor(isOwn: (jid: string) => boolean);
    /**
     * A 1:1 message's status: the chat's person reported it. Baileys keeps one status per message, so a read that
     * came in the same buffered event as its delivery overwrote it: a read or played status counts as delivered too.
     */
    status(key: WAMessageKey, status: number | null | undefined, at: number): void;
    /**
     * A group member's receipt: Baileys keeps one entry per member, each state's time in its own field. It writes a
     * `played` receipt into `readTimestamp` too (handleReceipt), so in groups played reaches the engine as read.
     */
    user(key: WAMessageKey, receipt: MessageUserReceipt): void;
    /** The people's receipts of an aggregated group receipt, which Baileys drops (wire/receipts.ts). */
    aggregated({ chatJid, receipts }: NonNullable<ReturnType<typeof parseAggregatedReceipt>>, now: number): void;
    events(): ReceiptEvent[];
}
/** Whether `jid` is the account of `user` (Baileys' `socket.user`), by phone number or LID. */
export declare const isOwnJid: (user: {
    id?: string;
    lid?: string;
} | undefined, jid: string) => boolean;
export {};
