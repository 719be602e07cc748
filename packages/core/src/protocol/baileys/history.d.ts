import { type BaileysEventMap } from '@whiskeysockets/baileys';
import type { HistoryProtocolEvent } from '../ports/history.js';
import type { HistoryAnchor } from '../ports/messages.js';
import type { FacetContext } from './facet.js';
/** Baileys' `messaging-history.set` as the port's `history.sync`; `account` is the session's own JID. */
export declare function historyEventOf(set: BaileysEventMap['messaging-history.set'], account: string | undefined): HistoryProtocolEvent;
/** Every history sync the phone shares with this socket goes to the runtime as a `history.sync`. */
export declare function watchHistory({ socket, emit }: FacetContext): void;
/**
 * An on-demand history request: Baileys' fetchMessageHistory sends the phone a peer
 * PEER_DATA_OPERATION_REQUEST_MESSAGE of type HISTORY_SYNC_ON_DEMAND naming the chat and the oldest message this
 * device holds. Its timestamp goes in seconds: whatsmeow's send.go BuildHistorySyncRequest notes that
 * `oldestMsgTimestampMs` carries seconds despite its name.
 */
export declare function fetchHistory({ socket }: FacetContext, chatJid: string, { count, oldest }: {
    count: number;
    oldest: HistoryAnchor;
}): Promise<{
    requestId: string;
}>;
