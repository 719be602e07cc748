import { deflateSync } from 'node:zlib';
import { proto } from '@whiskeysockets/baileys';
import { isGroupJid } from '../jids.js';
import { encryptMedia } from '../media.js';
import { uploadAttachment } from './attachments.js';
import { newMessageId } from './sessions.js';
/**
 * How many of a chat's newest messages the initial sync carries; the rest stay on the phone until a device asks
 * for them (on-demand). WhatsApp's phone sends a few recent messages per chat at link time and more in later
 * chunks; the exact count is the phone's choice (Baileys' companion props only tune it:
 * `supportRecentSyncChunkMessageCountTuning`, Utils/validate-connection.ts).
 */
export const INITIAL_MESSAGES_PER_CHAT = 20;
const seconds = (ms) => Math.floor(ms / 1000);
/**
 * The conversations the phone held before its companions linked, and how it shares them: the initial sync at
 * link time, older messages on request. The shapes are WhatsApp's HistorySync (WAProto HistorySync,
 * Conversation, HistorySyncMsg) as Baileys' Utils/history.ts processHistoryMessage reads them: a conversation's
 * messages newest first, each a WebMessageInfo; whatsmeow's message.go handleHistorySyncNotification and
 * whatsapp-rust's src/history_sync.rs read the same.
 */
export class PhoneHistory {
    media;
    gallery;
    chats = new Map();
    constructor(media, gallery) {
        this.media = media;
        this.gallery = gallery;
    }
    /** Adds a chat's past messages (to a chat already held, they are merged); resolves with their ids, oldest first. */
    async seed(chat) {
        const { messages, ...seed } = chat;
        const held = this.chats.get(chat.jid) ?? { seed, messages: [] };
        held.seed = { ...held.seed, ...seed };
        const group = isGroupJid(chat.jid);
        const ids = [];
        for (const entry of [...messages].sort((a, b) => a.timestamp - b.timestamp)) {
            const id = entry.id ?? newMessageId();
            let message = { conversation: entry.text ?? '' };
            if (entry.media) {
                message = (await uploadAttachment(this.media, entry.media, entry.timestamp)).message;
                this.gallery.keep(id, message, Buffer.from(entry.media.bytes));
            }
            held.messages.push({
                key: {
                    remoteJid: chat.jid,
                    fromMe: entry.fromMe,
                    id,
                    ...(group && !entry.fromMe && entry.participant ? { participant: entry.participant } : {}),
                },
                message,
                messageTimestamp: seconds(entry.timestamp),
            });
            ids.push(id);
        }
        held.messages.sort((a, b) => Number(a.messageTimestamp) - Number(b.messageTimestamp));
        this.chats.set(chat.jid, held);
        return ids;
    }
    /**
     * The INITIAL_BOOTSTRAP payload: every held chat, most recent activity first, with its newest
     * INITIAL_MESSAGES_PER_CHAT messages, and the push names the phone knows.
     */
    initialSync(pushnames) {
        const chats = [...this.chats.values()].sort((a, b) => latest(b) - latest(a));
        return {
            syncType: proto.HistorySync.HistorySyncType.INITIAL_BOOTSTRAP,
            conversations: chats.map((chat) => conversation(chat, chat.messages.slice(-INITIAL_MESSAGES_PER_CHAT))),
            pushnames,
            chunkOrder: 0,
            progress: 100,
        };
    }
    /**
     * The ON_DEMAND payload: up to `onDemandMsgCount` messages of the chat older than the one the request names
     * (by id; by time when the phone does not hold that id). whatsmeow's send.go BuildHistorySyncRequest notes
     * that `oldestMsgTimestampMs` carries seconds despite its name; Baileys passes what its caller gives, so a
     * value below 1e11 is read as seconds. A chat the phone does not hold answers with no messages.
     */
    onDemand(request) {
        const chat = this.chats.get(request.chatJid ?? '') ?? { seed: { jid: request.chatJid ?? '' }, messages: [] };
        const byId = chat.messages.findIndex((m) => m.key?.id === request.oldestMsgId);
        let end = byId;
        if (end < 0) {
            const stamp = Number(request.oldestMsgTimestampMs ?? 0);
            const before = stamp < 1e11 ? stamp : seconds(stamp);
            end = chat.messages.findIndex((m) => Number(m.messageTimestamp) >= before);
            if (end < 0)
                end = chat.messages.length;
        }
        const count = Math.max(0, Number(request.onDemandMsgCount ?? 0));
        const start = Math.max(0, end - count);
        const older = chat.messages.slice(start, end);
        return {
            syncType: proto.HistorySync.HistorySyncType.ON_DEMAND,
            conversations: [
                {
                    ...conversation(chat, older),
                    // whether the phone holds more before these (WAProto Conversation.EndOfHistoryTransferType)
                    endOfHistoryTransferType: start > 0
                        ? proto.Conversation.EndOfHistoryTransferType.COMPLETE_ON_DEMAND_SYNC_BUT_MORE_MSG_REMAIN_ON_PRIMARY
                        : proto.Conversation.EndOfHistoryTransferType.COMPLETE_AND_NO_MORE_MESSAGE_REMAIN_ON_PRIMARY,
                },
            ],
            chunkOrder: 0,
            progress: 100,
        };
    }
}
function latest(chat) {
    return Number(chat.messages.at(-1)?.messageTimestamp ?? 0);
}
/**
 * WAProto Conversation: times in seconds, `pinned` the time it was pinned, messages newest first, each with its
 * place in the chat (`msgOrderId`, counted from the chat's oldest held message).
 */
function conversation(chat, messages) {
    const { seed } = chat;
    const last = latest(chat);
    const first = messages.length ? chat.messages.indexOf(messages[0]) : 0;
    return {
        id: seed.jid,
        ...(seed.name ? { name: seed.name } : {}),
        unreadCount: seed.unreadCount ?? 0,
        archived: seed.archived === true,
        ...(seed.pinned ? { pinned: last } : {}),
        ...(seed.muteEndMs ? { muteEndTime: seconds(seed.muteEndMs) } : {}),
        conversationTimestamp: last,
        messages: messages.map((message, i) => ({ message, msgOrderId: first + i + 1 })).reverse(),
    };
}
/**
 * A HistorySync as the phone uploads it: zlib-deflated, encrypted as media of type `md-msg-hist` (HKDF info
 * "WhatsApp History Keys"), stored on the media host under Baileys' upload path for it (MEDIA_PATH_MAP:
 * /mms/md-app-state), and named by a HISTORY_SYNC_NOTIFICATION (mediaKey, directPath, fileSha256,
 * fileEncSha256, fileLength), which Baileys' Utils/history.ts downloadHistory fetches and inflates.
 */
export async function uploadHistory(media, history, extra = {}) {
    const deflated = deflateSync(proto.HistorySync.encode(history).finish());
    const { mediaKey, encrypted, fileSha256, fileEncSha256 } = await encryptMedia(deflated, 'md-msg-hist');
    const { directPath } = await media.upload('md-app-state', encrypted, fileEncSha256);
    return {
        // the notification's enum numbers the sync types as HistorySync's does (WAProto), and adds two more
        syncType: history.syncType,
        chunkOrder: history.chunkOrder ?? 0,
        progress: history.progress ?? null,
        mediaKey,
        directPath,
        fileSha256,
        fileEncSha256,
        fileLength: deflated.length,
        ...extra,
    };
}
//# sourceMappingURL=history.js.map