import { type BaileysEventMap, type Chat, jidNormalizedUser, proto, toNumber } from '@whiskeysockets/baileys'
import type { HistoryChat, HistoryProtocolEvent, HistorySyncKind } from '../ports/history.js'
import type { HistoryAnchor } from '../ports/messages.js'
import { protocolErrorOf } from './errors.js'
import type { FacetContext } from './facet.js'
import { toInboundMessage } from './inbound.js'
import { historyRequest } from './wire/history-request.js'

const { HistorySyncType } = proto.HistorySync

const kinds: Partial<Record<number, HistorySyncKind>> = {
  [HistorySyncType.INITIAL_BOOTSTRAP]: 'initial',
  [HistorySyncType.RECENT]: 'recent',
  [HistorySyncType.FULL]: 'full',
  [HistorySyncType.ON_DEMAND]: 'on_demand',
  [HistorySyncType.PUSH_NAME]: 'push_name',
}

/**
 * Whether a decoded Conversation carried the field: protobufjs keeps unsent fields' defaults on the prototype
 * (archived false, unreadCount 0), and what WhatsApp did not send is null, not a default.
 */
const sent = (chat: Chat, field: keyof Chat): boolean => Object.hasOwn(chat, field) && chat[field] != null

/** A Conversation of a history sync (Baileys' Chat, Utils/history.ts processHistoryMessage) as the port's chat. */
function historyChatOf(chat: Chat): HistoryChat {
  const seconds = (field: 'conversationTimestamp' | 'muteEndTime' | 'pinned') =>
    sent(chat, field) ? toNumber(chat[field] as number) : null
  const mute = seconds('muteEndTime')
  const pinned = seconds('pinned')
  const last = seconds('conversationTimestamp')
  return {
    jid: chat.id ?? '',
    name: chat.name || chat.displayName || null,
    unreadCount: sent(chat, 'unreadCount') ? (chat.unreadCount as number) : null,
    archived: sent(chat, 'archived') ? chat.archived === true : null,
    // WhatsApp sends when the chat was pinned (seconds), 0 or nothing for a chat that is not
    pinned: pinned === null ? null : pinned > 0,
    muteEndMs: mute === null ? null : mute === -1 ? -1 : mute * 1000,
    lastMessageAt: last ? last * 1000 : null,
  }
}

/** Baileys' `messaging-history.set` as the port's `history.sync`; `account` is the session's own JID. */
export function historyEventOf(
  set: BaileysEventMap['messaging-history.set'],
  account: string | undefined,
): HistoryProtocolEvent {
  return {
    type: 'history.sync',
    kind: kinds[set.syncType ?? -1] ?? 'other',
    chats: set.chats.map(historyChatOf),
    messages: set.messages.flatMap((message) => toInboundMessage(message, account) ?? []),
    progress: set.progress ?? null,
    requestId: set.peerDataRequestSessionId ?? null,
  }
}

/** Every history sync the phone shares with this socket goes to the runtime as a `history.sync`. */
export function watchHistory({ socket, emit }: FacetContext): void {
  socket.ev.on('messaging-history.set', (set) => emit(historyEventOf(set, socket.user?.id)))
}

/**
 * An on-demand history request to the account's phone, as WhatsApp Web marks it (wire/history-request.ts); the
 * answer comes as a history sync of type ON_DEMAND. Its id is the stanza's.
 */
export async function fetchHistory(
  { socket }: FacetContext,
  chatJid: string,
  { count, oldest }: { count: number; oldest: HistoryAnchor },
): Promise<{ requestId: string }> {
  try {
    const me = socket.authState.creds.me?.id
    if (!me) throw new Error('not authenticated')
    const request = historyRequest(count, {
      chatJid,
      messageId: oldest.messageId,
      fromMe: oldest.fromMe,
      timestampSeconds: Math.floor(oldest.timestamp / 1000),
    })
    const requestId = await socket.relayMessage(jidNormalizedUser(me), request.message, {
      additionalAttributes: request.attributes,
      additionalNodes: request.nodes,
    })
    return { requestId }
  } catch (error) {
    throw protocolErrorOf(error, 'the history request could not be sent to the phone')
  }
}
