import * as v from 'valibot';
import { ChatJid } from '../chats/schema.js';
import { SessionId } from '../sessions/schema.js';
export const HistoryParams = v.object({ sessionId: SessionId, chatJid: ChatJid });
/** At most 50 a request: what whatsmeow's send.go BuildHistorySyncRequest recommends asking for at a time. */
export const HistoryRequestBody = v.strictObject({
    count: v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(1, 'must be at least 1'), v.maxValue(50, 'must be at most 50')),
});
/** What was asked of the phone: up to `count` messages of the chat older than `before`. */
export const HistoryRequestSchema = v.object({
    sessionId: v.string(),
    chatJid: v.string(),
    count: v.number(),
    /** The request's id; the `history.synced` event that answers it carries the same. */
    requestId: v.string(),
    /** The oldest message the store holds for the chat, which the phone counts back from. */
    before: v.object({ messageId: v.string(), fromMe: v.boolean(), timestamp: v.string() }),
});
//# sourceMappingURL=schema.js.map