import { operationsOn } from '../operations/operation.js'
import type { HistoryService } from './service.js'
import { HistoryParams, HistoryRequestBody, HistoryRequestSchema } from './schema.js'

const defineOperation = operationsOn<{ history: HistoryService }>()

/** The history operations: `engine.history.<name>` and their routes. */
export const historyOperations = {
  request: defineOperation({
    method: 'POST',
    scope: 'read',
    path: '/sessions/:sessionId/chats/:chatJid/messages/history',
    tag: 'Chats',
    summary: "Ask the phone for a chat's older messages",
    description:
      'The session must be paired and connected. Asks the account\'s phone for up to `count` (1-50) messages of the chat older than the oldest the message store holds for it (`before` in the answer), as WhatsApp\'s "load older messages" does. ' +
      'Answers 202 once the request went out: the messages arrive later into the store (`GET /chats/{chatJid}/messages`) and as a `history.synced` event of kind `on_demand` carrying the same `requestId`; a phone that is offline answers when it is back, and one that holds nothing older answers with no messages. ' +
      'A chat the store does not hold is a 404 `chat_not_found`; one it holds no message of, a 409 `history_anchor_missing` (the phone counts back from a message this device has). ' +
      "Past the account's `historyRequestsPerTwoHours`, when the deployment sets one, a 429 `send_paced` with Retry-After (docs/rate-limits.md).",
    params: HistoryParams,
    body: HistoryRequestBody,
    response: HistoryRequestSchema,
    status: 202,
    session: 'connected',
    example: {
      params: { sessionId: 'support-desk', chatJid: '15557654321@s.whatsapp.net' },
      body: { count: 50 },
      response: {
        sessionId: 'support-desk',
        chatJid: '15557654321@s.whatsapp.net',
        count: 50,
        requestId: '3EB0A7C2D4E6F8091B2C',
        before: { messageId: '3EB0C4F2A1D98B7E6F10', fromMe: true, timestamp: '2026-11-24T10:15:02.000Z' },
      },
    },
    run: ({ history }, { params, body }) => history.request(params.sessionId, params.chatJid, body.count),
  }),
}
