import type { InboundMessage } from './messages.js';
/**
 * Which history sync WhatsApp sent (WAProto HistorySync.HistorySyncType): the chats of the initial link,
 * recent and full history, an on-demand answer, the push names, or one the engine does not tell apart.
 */
export type HistorySyncKind = 'initial' | 'recent' | 'full' | 'on_demand' | 'push_name' | 'other';
/** A chat as a history sync describes it (WAProto Conversation); what it did not carry is null. */
export interface HistoryChat {
    jid: string;
    name: string | null;
    /** -1 when the chat is marked unread without a count (WhatsApp's convention). */
    unreadCount: number | null;
    archived: boolean | null;
    pinned: boolean | null;
    /** When the mute ends, ms since the epoch; -1 for always, 0 or null for not muted. */
    muteEndMs: number | null;
    /** The chat's newest activity, ms since the epoch. */
    lastMessageAt: number | null;
}
/**
 * One history sync the phone shared with this device: chats and their messages, with the sync's progress (0-100).
 * `requestId`: the on-demand request it answers (`fetchHistory`'s), null for what the phone sent unasked.
 */
export type HistoryProtocolEvent = {
    type: 'history.sync';
    kind: HistorySyncKind;
    chats: HistoryChat[];
    messages: InboundMessage[];
    progress: number | null;
    requestId: string | null;
};
