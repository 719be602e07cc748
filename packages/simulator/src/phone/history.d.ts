import { proto } from '@whiskeysockets/baileys';
import type { PhoneGallery } from './gallery.js';
import type { MediaClient } from './media-client.js';
import type { OutgoingMedia } from './types.js';
/**
 * How many of a chat's newest messages the initial sync carries; the rest stay on the phone until a device asks
 * for them (on-demand). WhatsApp's phone sends a few recent messages per chat at link time and more in later
 * chunks; the exact count is the phone's choice (Baileys' companion props only tune it:
 * `supportRecentSyncChunkMessageCountTuning`, Utils/validate-connection.ts).
 */
export declare const INITIAL_MESSAGES_PER_CHAT = 20;
/** One message of a chat's history as a test seeds it. */
export interface HistoryMessageSeed {
    /** default: a new message id */
    id?: string;
    /** sent by this account (from the phone or another of its devices) */
    fromMe: boolean;
    /** in a group, who sent a message that is not fromMe: a PN user jid */
    participant?: string;
    /** when it was sent, ms since the epoch */
    timestamp: number;
    text?: string;
    /** an attachment: uploaded to the media host when seeded, as it was when it was sent */
    media?: OutgoingMedia;
}
/** A chat the phone holds before a device links, with what app state would say of it. */
export interface HistoryChatSeed {
    /** a PN user jid (`<digits>@s.whatsapp.net`) or a group jid */
    jid: string;
    name?: string;
    unreadCount?: number;
    archived?: boolean;
    pinned?: boolean;
    /** until when the chat is muted, ms since the epoch */
    muteEndMs?: number;
    messages: HistoryMessageSeed[];
}
/** What a device asks for with a HISTORY_SYNC_ON_DEMAND peer request (Baileys' fetchMessageHistory). */
export type OnDemandRequest = proto.Message.PeerDataOperationRequestMessage.IHistorySyncOnDemandRequest;
/**
 * The conversations the phone held before its companions linked, and how it shares them: the initial sync at
 * link time, older messages on request. The shapes are WhatsApp's HistorySync (WAProto HistorySync,
 * Conversation, HistorySyncMsg) as Baileys' Utils/history.ts processHistoryMessage reads them: a conversation's
 * messages newest first, each a WebMessageInfo; whatsmeow's message.go handleHistorySyncNotification and
 * whatsapp-rust's src/history_sync.rs read the same.
 */
export declare class PhoneHistory {
    private readonly media;
    private readonly gallery;
    private readonly chats;
    constructor(media: MediaClient, gallery: PhoneGallery);
    /** Adds a chat's past messages (to a chat already held, they are merged); resolves with their ids, oldest first. */
    seed(chat: HistoryChatSeed): Promise<string[]>;
    /**
     * The INITIAL_BOOTSTRAP payload: every held chat, most recent activity first, with its newest
     * INITIAL_MESSAGES_PER_CHAT messages, and the push names the phone knows.
     */
    initialSync(pushnames: proto.IPushname[]): proto.IHistorySync;
    /**
     * The ON_DEMAND payload: up to `onDemandMsgCount` messages of the chat older than the one the request names
     * (by id; by time when the phone does not hold that id). whatsmeow's send.go BuildHistorySyncRequest notes
     * that `oldestMsgTimestampMs` carries seconds despite its name; Baileys passes what its caller gives, so a
     * value below 1e11 is read as seconds. A chat the phone does not hold answers with no messages.
     */
    onDemand(request: OnDemandRequest): proto.IHistorySync;
}
/**
 * A HistorySync as the phone uploads it: zlib-deflated, encrypted as media of type `md-msg-hist` (HKDF info
 * "WhatsApp History Keys"), stored on the media host under Baileys' upload path for it (MEDIA_PATH_MAP:
 * /mms/md-app-state), and named by a HISTORY_SYNC_NOTIFICATION (mediaKey, directPath, fileSha256,
 * fileEncSha256, fileLength), which Baileys' Utils/history.ts downloadHistory fetches and inflates.
 */
export declare function uploadHistory(media: MediaClient, history: proto.IHistorySync, extra?: Pick<proto.Message.IHistorySyncNotification, 'peerDataRequestSessionId'>): Promise<proto.Message.IHistorySyncNotification>;
