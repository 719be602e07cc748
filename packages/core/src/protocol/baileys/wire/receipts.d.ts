import { type BinaryNode } from '@whiskeysockets/baileys';
import type { ReceiptState } from '../../ports/messages.js';
export interface AggregatedReceipt {
    messageId: string;
    /** The person's JID as WhatsApp named it (a LID in a LID-addressed group). */
    jid: string;
    state: ReceiptState;
    /** ms */
    at: number | null;
}
/** The people's receipts in an aggregated receipt, or null when `node` is the plain per-device form. */
export declare function parseAggregatedReceipt(node: BinaryNode): {
    chatJid: string;
    receipts: AggregatedReceipt[];
} | null;
