import { proto, toNumber } from '@whiskeysockets/baileys';
import { protocolErrorOf } from './errors.js';
import { toInboundMessage } from './inbound.js';
const { HistorySyncType } = proto.HistorySync;
const kinds = {
    [HistorySyncType.INITIAL_BOOTSTRAP]: 'initial',
    [HistorySyncType.RECENT]: 'recent',
    [HistorySyncType.FULL]: 'full',
    [HistorySyncType.ON_DEMAND]: 'on_demand',
    [HistorySyncType.PUSH_NAME]: 'push_name',
};
/**
 * Whether a decoded Conversation carried the field: protobufjs keeps unsent fields' defaults on the prototype
 * (archived false, unreadCount 0), and what WhatsApp did not send is null, not a default.
 */
const sent = (chat, field) => Object.hasOwn(chat, field) && chat[field] != null;
/** A Conversation of a history sync (Baileys' Chat, Utils/history.ts processHistoryMessage) as the port's chat. */
function historyChatOf(chat) {
    const seconds = (field) => sent(chat, field) ? toNumber(chat[field]) : null;
    const mute = seconds('muteEndTime');
    const pinned = seconds('pinned');
    const last = seconds('conversationTimestamp');
    return {
        jid: chat.id ?? '',
        name: chat.name || chat.displayName || null,
        unreadCount: sent(chat, 'unreadCount') ? chat.unreadCount : null,
        archived: sent(chat, 'archived') ? chat.archived === true : null,
        // WhatsApp sends when the chat was pinned (seconds), 0 or nothing for a chat that is not
        pinned: pinned === null ? null : pinned > 0,
        muteEndMs: mute === null ? null : mute === -1 ? -1 : mute * 1000,
        lastMessageAt: last ? last * 1000 : null,
    };
}
/** Baileys' `messaging-history.set` as the port's `history.sync`; `account` is the session's own JID. */
export function historyEventOf(set, account) {
    return {
        type: 'history.sync',
        kind: kinds[set.syncType ?? -1] ?? 'other',
        chats: set.chats.map(historyChatOf),
        messages: set.messages.flatMap((message) => toInboundMessage(message, account) ?? []),
        progress: set.progress ?? null,
        requestId: set.peerDataRequestSessionId ?? null,
    };
}
/** Every history sync the phone shares with this socket goes to the runtime as a `history.sync`. */
export function watchHistory({ socket, emit }) {
    socket.ev.on('messaging-history.set', (set) => emit(historyEventOf(set, socket.user?.id)));
}
/**
 * An on-demand history request: Baileys' fetchMessageHistory sends the phone a peer
 * PEER_DATA_OPERATION_REQUEST_MESSAGE of type HISTORY_SYNC_ON_DEMAND naming the chat and the oldest message this
 * device holds. Its timestamp goes in seconds: whatsmeow's send.go BuildHistorySyncRequest notes that
 * `oldestMsgTimestampMs` carries seconds despite its name.
 */
export async function fetchHistory({ socket }, chatJid, { count, oldest }) {
    try {
        const requestId = await socket.fetchMessageHistory(count, { remoteJid: chatJid, id: oldest.messageId, fromMe: oldest.fromMe }, Math.floor(oldest.timestamp / 1000));
        return { requestId };
    }
    catch (error) {
        throw protocolErrorOf(error, 'the history request could not be sent to the phone');
    }
}
//# sourceMappingURL=history.js.map