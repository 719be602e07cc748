import type { HistorySyncKind } from '../protocol/ports/history.js';
/** `history.synced`: the phone shared part of the account's history with the session, now in the message store. */
export interface HistorySyncedEvent {
    /** initial (at link time), recent, full, on_demand (an answer to `requestId`), push_name or other */
    kind: HistorySyncKind;
    /** How many chats the sync described or carried messages of, and how many messages it carried. */
    chats: number;
    messages: number;
    /** How far the phone's sync has got, 0-100, when it said. */
    progress: number | null;
    /** The on-demand request this answers (its 202's `requestId`); null for what the phone sent unasked. */
    requestId: string | null;
}
