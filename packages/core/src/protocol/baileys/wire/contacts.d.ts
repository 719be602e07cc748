import { type BinaryNode } from '@whiskeysockets/baileys';
/** The usync iq asking about `phoneNumbers` (E.164 digits); `sid` is the socket's next message tag. */
export declare function numberCheckQuery(phoneNumbers: readonly string[], sid: string): BinaryNode;
/** One user of the answer. */
export interface NumberCheckRow {
    /** The number the row answers: from `pn_jid`, a phone-number `jid`, or the query WhatsApp echoed in `contact`. */
    phoneNumber: string | null;
    /** Whether WhatsApp said `in`; null when its `contact` carried an error instead of an answer. */
    exists: boolean | null;
    /** The user JID, when the number is on WhatsApp. */
    jid: string | null;
    lid: string | null;
    /** The code of a per-user `contact` error. */
    errorCode: number | null;
}
/**
 * The answer's users. A `contact` error for the whole query (in `<result>`, whatsapp-rust `reject_result_errors`)
 * is the query's failure: it is returned as `failed` with its code.
 */
export declare function parseNumberCheck(iq: BinaryNode): {
    rows: NumberCheckRow[];
    failed: number | null;
};
